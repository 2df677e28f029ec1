// The shared controllers, each on a small host of its own: the drag's dead
// zone per pointer type and its CSS-zoom correction, the bounded wait for a
// flight that never finishes, reduced motion, and the cursors' bookkeeping.
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, type TemplateResult } from 'lit';
import { GridCursor } from '../../src/base/grid-cursor.js';
import { HexCursor } from '../../src/base/controllers/hex-cursor.js';
import { handleHexKey, type HexDirection } from '../../src/base/controllers/hex-keys.js';
import { FLY_MARGIN_MS, MotionController } from '../../src/base/controllers/motion.js';
import { PointerDrag, touchLift } from '../../src/base/controllers/pointer-drag-impl.js';
import { defaultSettings, type BoardletsSettings } from '../../src/base/settings-context.js';

/** A 3x3 grid of 40 px cells, each with a piece; the piece on cell 8 cannot be dragged. */
class DragHost extends LitElement {
  log: string[] = [];
  readonly pointer = new PointerDrag<true>(this, {
    size: () => ({ rows: 3, cols: 3 }),
    press: (index) => (index === 8 ? 'refused' : true),
    pickUp: (index) => (this.log.push(`pick ${index}`), true),
    dragged: (cell) => cell.querySelector<HTMLElement>('.piece'),
    drop: (from, to) => this.log.push(`drop ${from} ${to}`),
    refused: (index) => this.log.push(`refused ${index}`),
    cancel: (moved) => this.log.push(`cancel ${moved}`),
  });

  override render(): TemplateResult {
    return html`<div
      class="grid"
      style="display: grid; grid-template-columns: repeat(3, 40px); grid-auto-rows: 40px; inline-size: 120px"
      @pointerdown=${this.pointer.onPointerDown}
      @pointermove=${this.pointer.onPointerMove}
      @pointerup=${this.pointer.onPointerUp}
      @pointercancel=${this.pointer.onPointerCancel}
    >
      ${Array.from({ length: 9 }, (_, i) => html`<div data-index=${i}><span class="piece" style="display: block; inline-size: 20px; block-size: 20px"></span></div>`)}
    </div>`;
  }
}
customElements.define('test-drag-host', DragHost);

/** A host whose settings the test sets. */
class MotionHost extends LitElement {
  settings: BoardletsSettings = defaultSettings;
  readonly motion = new MotionController(this, () => this.settings);
}
customElements.define('test-motion-host', MotionHost);

function cellOf(host: DragHost, index: number): HTMLElement {
  return host.shadowRoot!.querySelector<HTMLElement>(`[data-index="${index}"]`)!;
}

/** Presses the middle of a cell, moves by (dx, dy) and (unless `release` is false) lets go there. */
function drag(host: DragHost, index: number, dx: number, dy: number, pointerType: string, release = true): void {
  const cell = cellOf(host, index);
  const box = cell.getBoundingClientRect();
  const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
  const fire = (type: string, px: number, py: number): void => {
    cell.dispatchEvent(
      new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, pointerId: 5, pointerType, isPrimary: true, button: type === 'pointermove' ? -1 : 0, clientX: px, clientY: py }),
    );
  };
  fire('pointerdown', x, y);
  fire('pointermove', x + dx, y + dy);
  if (release) fire('pointerup', x + dx, y + dy);
}

describe('PointerDrag', () => {

  it('picks a piece up past a dead zone of 5 px for a mouse and 10 px for a finger or a pen', async () => {
    const host = await fixture<DragHost>(html`<test-drag-host></test-drag-host>`);
    for (const [type, still, moved] of [['mouse', 4, 6], ['touch', 9, 11], ['pen', 9, 11]] as const) {
      host.log = [];
      drag(host, 0, still, 0, type);
      expect(host.log, `${type}: ${still} px is a click`).to.deep.equal([]);
      drag(host, 0, moved, 0, type);
      // A finger carries the piece above it (touchLift): released level with the cell, the piece is above the board.
      expect(host.log, `${type}: ${moved} px is a drag`).to.deep.equal(['pick 0', type === 'touch' ? 'drop 0 null' : 'drop 0 0']);
    }
    host.log = [];
    drag(host, 0, 0, 45 + touchLift(cellOf(host, 0)), 'touch');
    expect(host.log, 'the piece, carried above the finger, dropped on the cell below').to.deep.equal(['pick 0', 'drop 0 3']);
    host.log = [];
    drag(host, 0, 0, 45, 'mouse');
    expect(host.log, 'a mouse drags under its tip').to.deep.equal(['pick 0', 'drop 0 3']);
  });

  it('says why on the release of a drag from a refused cell, not of a shaky click on it', async () => {
    const host = await fixture<DragHost>(html`<test-drag-host></test-drag-host>`);
    drag(host, 8, 8, 0, 'touch');
    expect(host.log).to.deep.equal([]);
    drag(host, 8, 12, 0, 'touch');
    expect(host.log).to.deep.equal(['refused 8']);
  });

  it('moves the dragged piece in its own pixels under CSS zoom', async () => {
    const page = await fixture<HTMLDivElement>(html`<div style="zoom: 2"><test-drag-host></test-drag-host></div>`);
    const host = page.firstElementChild as DragHost;
    await host.updateComplete;
    if (Math.round(cellOf(host, 0).getBoundingClientRect().width) !== 80) return; // no CSS zoom in this browser
    drag(host, 0, 30, 20, 'mouse', false);
    expect(cellOf(host, 0).querySelector<HTMLElement>('.piece')!.style.transform).to.equal('translate(15px, 10px)');
    host.pointer.stop();
    expect(cellOf(host, 0).querySelector<HTMLElement>('.piece')!.style.transform, 'back in its cell').to.equal('');
  });
});

describe('MotionController', () => {
  it('reduces motion as the setting says, or with auto as the user prefers', async () => {
    const host = await fixture<MotionHost>(html`<test-motion-host></test-motion-host>`);
    host.settings = { ...defaultSettings, motion: 'reduce' };
    expect([host.motion.reduced, host.motion.enabled]).to.deep.equal([true, false]);
    host.settings = { ...defaultSettings, motion: 'allow' };
    expect([host.motion.reduced, host.motion.enabled]).to.deep.equal([false, true]);
    host.settings = { ...defaultSettings, motion: 'auto' };
    expect(host.motion.reduced).to.equal(matchMedia('(prefers-reduced-motion: reduce)').matches);
  });

  it('runs a move’s effect after the next render only when motion is enabled, else its skip', async () => {
    const host = await fixture<MotionHost>(html`<test-motion-host></test-motion-host>`);
    const ran: string[] = [];
    host.settings = { ...defaultSettings, motion: 'allow' };
    host.motion.after(() => ran.push('allowed'), () => ran.push('skipped'));
    expect(ran, 'not before the render').to.deep.equal([]);
    host.requestUpdate();
    await host.updateComplete;
    host.settings = { ...defaultSettings, motion: 'reduce' };
    host.motion.after(() => ran.push('reduced'), () => ran.push('skipped'));
    host.requestUpdate();
    await host.updateComplete;
    host.motion.after(() => ran.push('cleared'));
    host.motion.clear();
    host.requestUpdate();
    await host.updateComplete;
    expect(ran).to.deep.equal(['allowed', 'skipped']);
  });

  it('does not animate on a hidden page', async () => {
    const host = await fixture<MotionHost>(html`<test-motion-host></test-motion-host>`);
    host.settings = { ...defaultSettings, motion: 'allow' };
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      expect(host.motion.enabled).to.equal(false);
    } finally {
      delete (document as unknown as Record<string, unknown>).visibilityState;
    }
    expect(host.motion.enabled).to.equal(true);
  });

  it('waits for a flight that never finishes (a hidden tab) a little longer than it lasts, and no longer', async () => {
    const host = await fixture<MotionHost>(html`<test-motion-host></test-motion-host>`);
    const flyer = await fixture<HTMLDivElement>(html`<div style="inline-size: 10px; block-size: 10px"></div>`);
    const original = Object.getOwnPropertyDescriptor(Animation.prototype, 'finished')!;
    Object.defineProperty(Animation.prototype, 'finished', { configurable: true, get: () => new Promise(() => undefined) });
    try {
      const landed = host.motion.fly(flyer, { dx: 30, dy: 0, duration: 100 }).then(() => 'landed');
      const late = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 100 + FLY_MARGIN_MS + 2000));
      expect(await Promise.race([landed, late])).to.equal('landed');
      // Aborted: at once, and the flight is cancelled.
      const controller = new AbortController();
      const aborted = host.motion.fly(flyer, { dx: 30, dy: 0, duration: 60_000 }, { signal: controller.signal }).then(() => 'aborted');
      controller.abort();
      expect(await Promise.race([aborted, new Promise((resolve) => setTimeout(() => resolve('still flying'), 1000))])).to.equal('aborted');
      expect(flyer.getAnimations().filter((a) => a.playState === 'running')).to.have.length(0);
    } finally {
      Object.defineProperty(Animation.prototype, 'finished', original);
    }
  });

  it('measures a flight in the flyer’s own pixels under CSS zoom', async () => {
    const page = await fixture<HTMLDivElement>(html`<div style="zoom: 2"><span style="display: inline-block; inline-size: 10px"></span><span style="display: inline-block; inline-size: 10px"></span></div>`);
    const [a, b] = [page.children[0]!, page.children[1]!];
    const viewport = b.getBoundingClientRect().left - a.getBoundingClientRect().left;
    const zoom = Math.round(a.getBoundingClientRect().width / 10);
    expect(zoom === 1 || zoom === 2).to.equal(true);
    const host = await fixture<MotionHost>(html`<test-motion-host></test-motion-host>`);
    expect(host.motion.distance(a, b)!.dx).to.be.closeTo(viewport / zoom, 0.5);
  });
});

describe('keyboard cursors', () => {
  /** A host for cursors, on a board whose size the test changes. */
  class CursorHost extends LitElement {
    side = 5;
  }
  customElements.define('test-cursor-host', CursorHost);

  it('the grid cursor is a controller: it stays on a board that shrank', async () => {
    const host = await fixture<CursorHost>(html`<test-cursor-host></test-cursor-host>`);
    const side = (): number => host.side;
    const cursor = new GridCursor(host, {
      get rows() {
        return side();
      },
      get cols() {
        return side();
      },
      cell: () => null,
    });
    cursor.moveToIndex(24);
    await host.updateComplete;
    expect([cursor.row, cursor.col, cursor.index]).to.deep.equal([4, 4, 24]);
    host.side = 3;
    host.requestUpdate();
    await host.updateComplete;
    expect([cursor.row, cursor.col, cursor.index, cursor.tabIndexOf(8)]).to.deep.equal([2, 2, 8, 0]);
  });

  it('the hex cursor steps by arrows and number pad, also with Num Lock off, and starts at home', async () => {
    const host = await fixture<CursorHost>(html`<test-cursor-host></test-cursor-host>`);
    const steps: string[] = [];
    const cursor = new HexCursor(host, { count: () => 10, home: () => 4, cell: () => null });
    const board = {
      count: () => 10,
      step: (index: number, direction: HexDirection) => (steps.push(direction), index === 0 ? null : index - 1),
      row: () => [3, 4, 5],
    };
    expect(cursor.index).to.equal(4);
    const key = (init: KeyboardEventInit): boolean => handleHexKey(cursor, board, new KeyboardEvent('keydown', { cancelable: true, ...init }));
    expect(key({ key: 'ArrowUp' })).to.equal(true);
    expect(key({ key: '9' })).to.equal(true);
    expect(key({ key: 'Home', code: 'Numpad7' })).to.equal(true);
    expect(steps).to.deep.equal(['up', 'up-right', 'up-left']);
    expect(cursor.index).to.equal(1);
    expect(key({ key: 'End' })).to.equal(true);
    expect(cursor.index, 'the end of its row').to.equal(5);
    expect(key({ key: 'End', ctrlKey: true })).to.equal(true);
    expect(cursor.index, 'the last cell').to.equal(9);
    expect(key({ key: 'ArrowUp', shiftKey: true }), 'Shift+arrows belong to the page').to.equal(false);
    expect(key({ key: 'x' })).to.equal(false);
  });
});
