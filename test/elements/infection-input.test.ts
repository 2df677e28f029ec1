// Infection's board input (picking up, click, keys and drag: piece-input.ts)
// loads while the page is idle after the first paint, or on the first click,
// key or press on the board (input-slot.ts). The load is held here
// (holdEachTest), so no clock decides when it comes: input made before it is
// held and played, in order, once it has; the computer needs none of it.
import { expect, fixture, html } from '@open-wc/testing';
import { holdEachTest, waitUntil } from '../wait.js';
import '../../src/infection-board.js';
import '../../src/boardlets-settings.js';
import type { InfectionBoard, InfectionMoveDetail } from '../../src/infection-board.js';
import { inputLoader } from '../../src/components/infection/input-slot.js';
import { pointerDrag, record, warnings } from './helpers.js';

/**
 *   a b c d e
 * 1 g x . . .   (Green to move; a1 can go to a3 over the Yellow piece on a2)
 */
const POSITION = 'gx3/y1y2/5/5/4y g';
const [A1, A3] = [0, 10];
const AFTER = '1x3/y1y2/g4/5/4y y';

const cell = (el: InfectionBoard, index: number): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>(`[role="gridcell"][data-index="${index}"]`)!;
const key = (target: Element, name: string): boolean => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));

describe('<infection-board>: input that comes before the board\'s input code', () => {
  const hold = holdEachTest(inputLoader);

  async function game(): Promise<InfectionBoard> {
    const wrapper = await fixture(html`<boardlets-settings motion="reduce"><infection-board position=${POSITION} mode="two-player"></infection-board></boardlets-settings>`);
    const el = wrapper.querySelector('infection-board')!;
    await el.updateComplete;
    return el;
  }

  it('two clicks (pick up, move) are held and played, with the same sentence, once it has loaded', async () => {
    const el = await game();
    const moves = record(el, ['move']);
    cell(el, A1).click();
    cell(el, A3).click();
    expect(hold.asked).to.equal(1);
    expect(moves).to.have.length(0);
    expect(el.currentPosition).to.equal(POSITION);
    hold.release();
    await el.updateComplete;
    expect(moves.map((e) => (e.detail as InfectionMoveDetail).kind)).to.deep.equal(['checker']);
    expect(el.currentPosition).to.equal(AFTER);
    expect(el.announcement).to.equal('Green a5 to a3: jump over a piece. Green 1, Yellow 3. Yellow to move.');
  });

  it('Enter on the piece and on its destination, and the arrow key between them, before it has loaded', async () => {
    const el = await game();
    key(cell(el, A1), 'Enter');
    key(cell(el, A1), 'ArrowDown');
    key(cell(el, A3), 'Enter');
    expect(el.currentPosition).to.equal(POSITION);
    hold.release();
    await el.updateComplete;
    expect(el.currentPosition).to.equal(AFTER);
  });

  it('a drag made before it has loaded (the drag comes with it) still moves the piece', async () => {
    const el = await game();
    pointerDrag(cell(el, A1), cell(el, A3), 'mouse');
    expect(el.currentPosition).to.equal(POSITION);
    hold.release();
    await el.updateComplete;
    expect(el.currentPosition).to.equal(AFTER);
  });

  it('a press and the clicks after it: held, then done in order (pick up a1, then move to a3)', async () => {
    const el = await game();
    const moves = record(el, ['move']);
    const pointer = (type: string): boolean =>
      cell(el, A1).dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, pointerId: 3, pointerType: 'mouse', isPrimary: true, button: 0, clientX: 1, clientY: 1 }));
    pointer('pointerdown');
    pointer('pointerup');
    cell(el, A1).click();
    cell(el, A3).click();
    expect(el.shadowRoot!.querySelectorAll('[part~="selected"]'), 'the click waits behind the press').to.have.length(0);
    hold.release();
    await el.updateComplete;
    expect(moves).to.have.length(1);
    expect(el.currentPosition).to.equal(AFTER);
  });

  it('where the code cannot load: one warning naming it, no throw, and the game goes on unplayed', async () => {
    hold.restore();
    const original = inputLoader.load;
    inputLoader.load = () => Promise.reject(new Error('offline'));
    try {
      let el!: InfectionBoard;
      // From the start: the page's idle time may ask for the code before the clicks do.
      const warned = await warnings(async () => {
        el = await game();
        cell(el, A1).click();
        cell(el, A3).click();
        await el.updateComplete;
      });
      expect(el.currentPosition).to.equal(POSITION);
      expect(warned.join('\n')).to.match(/<infection-board>: moving pieces is unavailable \(the board cannot be played\): its code did not load \(offline\)/);
    } finally {
      inputLoader.load = original;
    }
  });

  it('the computer moves first without it (computer seat first), and a person\'s click then waits for it', async () => {
    const wrapper = await fixture(html`<boardlets-settings motion="reduce"><infection-board seed="first" player="yellow" difficulty="greedy"></infection-board></boardlets-settings>`);
    const el = wrapper.querySelector('infection-board')!;
    await waitUntil(() => el.ply === 1 && !el.thinking, 'the computer played Green\'s first move');
    expect(hold.released, 'the input code was never needed for it').to.equal(false);
    // Yellow's turn: a click on one of Yellow's pieces picks it up once the code is there.
    const yellow = el.shadowRoot!.querySelector<HTMLElement>('[role="gridcell"][part~="yellow"]')!;
    yellow.click();
    expect(el.shadowRoot!.querySelectorAll('[part~="selected"]')).to.have.length(0);
    hold.release();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('[part~="selected"]')).to.have.length(1);
    expect(el.announcement).to.match(/^Picked up/);
  });
});
