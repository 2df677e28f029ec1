// The drag's code loads while the page is idle, or on the first press: a
// drag or a click that comes before it is held and done, in order, once it
// has (src/base/controllers/pointer-drag.ts). The load is held by the test
// (pointerDragLoader), so no sleep decides when it arrives.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/infection-board.js';
import { pointerDragLoader } from '../../src/base/controllers/pointer-drag.js';
import type { InfectionBoard, InfectionMoveDetail } from '../../src/infection-board.js';
import { pointerDrag, record, warnings } from '../elements/helpers.js';

/** Holds the drag code's load until `release()` (or makes it fail with `fail()`). */
function holdDragCode(): { release: () => void; fail: () => void; restore: () => void } {
  const original = pointerDragLoader.load;
  pointerDragLoader.loaded = null;
  let release!: () => void;
  let fail!: () => void;
  const held = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = () => reject(new Error('offline'));
  });
  pointerDragLoader.load = async () => {
    await held;
    return original();
  };
  return { release, fail, restore: () => (pointerDragLoader.load = original) };
}

/**
 *   a b c d e
 * 1 g x . . .   (Green to move; a1 can go to a3 over the Yellow piece on a2)
 */
const POSITION = 'gx3/y1y2/5/5/4y g';
const [A1, A3] = [0, 10];
const AFTER = '1x3/y1y2/g4/5/4y y';

const cell = (el: InfectionBoard, index: number): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>(`[role="gridcell"][data-index="${index}"]`)!;
const pointer = (target: Element, type: string): boolean =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, pointerId: 3, pointerType: 'mouse', isPrimary: true, button: 0, clientX: 1, clientY: 1 }));
const click = (target: Element): boolean => target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, detail: 1 }));

describe('pointer drag: its code loads while idle, a press before it is held and done once it has', () => {
  it('a drag made before the code loaded: nothing at first, then the move, once it has', async () => {
    const hold = holdDragCode();
    try {
      const el = await fixture<InfectionBoard>(html`<infection-board position=${POSITION} mode="two-player"></infection-board>`);
      const moves = record(el, ['move']);
      pointerDrag(cell(el, A1), cell(el, A3), 'pen');
      expect(moves, 'held until the code has loaded').to.have.length(0);
      expect(el.currentPosition).to.equal(POSITION);
      hold.release();
      await el.updateComplete;
      expect(moves.map((e) => (e.detail as InfectionMoveDetail).kind)).to.deep.equal(['checker']);
      expect(el.currentPosition).to.equal(AFTER);
    } finally {
      hold.restore();
    }
  });

  it('a press and the clicks after it, before the code loaded: held, then done in order (select a1, then play to a3)', async () => {
    const hold = holdDragCode();
    try {
      const el = await fixture<InfectionBoard>(html`<infection-board position=${POSITION} mode="two-player"></infection-board>`);
      const moves = record(el, ['move']);
      pointer(cell(el, A1), 'pointerdown');
      pointer(cell(el, A1), 'pointerup');
      click(cell(el, A1));
      click(cell(el, A3));
      expect(el.shadowRoot!.querySelectorAll('[part~="selected"]'), 'the click waits behind the press').to.have.length(0);
      expect(moves).to.have.length(0);
      hold.release();
      await el.updateComplete;
      expect(moves).to.have.length(1);
      expect(el.currentPosition).to.equal(AFTER);
    } finally {
      hold.restore();
    }
  });

  it('where the code cannot load: a warning, and the held clicks still play the move', async () => {
    const hold = holdDragCode();
    try {
      const el = await fixture<InfectionBoard>(html`<infection-board position=${POSITION} mode="two-player"></infection-board>`);
      const warned = await warnings(async () => {
        pointer(cell(el, A1), 'pointerdown');
        pointer(cell(el, A1), 'pointerup');
        click(cell(el, A1));
        click(cell(el, A3));
        hold.fail();
        await el.updateComplete;
      });
      expect(el.currentPosition).to.equal(AFTER);
      expect(warned.join('\n')).to.match(/<infection-board>: dragging is unavailable: its code did not load \(offline\)/);
    } finally {
      hold.restore();
    }
  });
});
