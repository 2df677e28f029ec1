// Stained Glass's board search (board-search.ts: `solvable` boards, the daily
// board's verdict, hints) is loaded only when a game needs it: with
// `solvable` or `daily` before the first render, or on the first Hint. The
// element's front (search-slot.ts) answers for it until then; a Hint asked
// for before it has loaded still gives the solver's move.
import { expect, fixture, html } from '@open-wc/testing';
import { holdEachTest, waitUntil } from '../wait.js';
import '../../src/stained-glass-board.js';
import type { StainedGlassBoard } from '../../src/stained-glass-board.js';
import { searchLoader } from '../../src/components/stained-glass/search-slot.js';
import { inputLoader } from '../../src/components/stained-glass/input-slot.js';
import '../../src/boardlets-settings.js';
import { pointerDrag } from './helpers.js';
import { Session } from '../../src/engine/session.js';
import { parseBoard, stainedGlass, type Colour } from '../../src/games/stained-glass/rules.js';

/** A saved game that starts from `board`, for restore(). */
function saved(board: string): string {
  const state = parseBoard(board);
  return Session.start(stainedGlass, { rows: state.rows, cols: state.cols, cells: [...state.cells] as Colour[] }, 'test').save();
}

describe('<stained-glass-board>: the board search loads with what needs it', () => {
  const hold = holdEachTest(searchLoader);

  it('a board without `solvable` or `daily` is drawn without it; a Hint pressed before it has loaded gives the solver\'s move once it has', async () => {
    const el = await fixture<StainedGlassBoard>(html`<stained-glass-board seed="test"></stained-glass-board>`);
    // Red a1 over yellow b1 onto c1: one tile left.
    expect(el.restore(saved('240/000/000'))).to.equal(true);
    await el.updateComplete;
    expect(hold.asked).to.equal(0);
    expect(el.shadowRoot!.querySelector('[part~="board"]')).to.not.equal(null);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="hint"]')!.click();
    await hold.whenAsked;
    expect(el.announcement.startsWith('Hint')).to.equal(false);
    hold.release();
    await waitUntil(() => el.announcement.startsWith('Hint'), 'no hint');
    expect(el.announcement).to.equal('Hint: move the red tile on a3 over b3 to c3. A one-tile finish is still possible.');
  });

  it('`solvable`: the first render comes once the search is there, and shows it looking', async () => {
    const el = document.createElement('stained-glass-board') as StainedGlassBoard;
    el.setAttribute('solvable', '');
    el.setAttribute('seed', 'b');
    el.setAttribute('rows', '4');
    el.setAttribute('cols', '4');
    el.setAttribute('palette', 'primaries');
    const releasedAtUpdate: boolean[] = [];
    el.addController({ hostUpdated: () => void releasedAtUpdate.push(hold.released) });
    document.body.append(el);
    try {
      await hold.whenAsked;
      hold.release();
      await el.updateComplete;
      expect(releasedAtUpdate[0], 'the first update came after the search was released').to.equal(true);
      expect(el.finding).to.equal(true);
      expect(el.shadowRoot!.querySelector('[part~="stop"]')).to.not.equal(null);
      await waitUntil(() => !el.finding, 'the search ends');
    } finally {
      el.remove();
    }
  });
});

describe('<stained-glass-board>: input that comes before the board\'s input code', () => {
  const hold = holdEachTest(inputLoader);

  const WIN = '240/000/000';
  const AFTER = '002/000/000';
  async function game(): Promise<StainedGlassBoard> {
    const wrapper = await fixture(html`<boardlets-settings motion="reduce"><stained-glass-board seed="test"></stained-glass-board></boardlets-settings>`);
    const el = wrapper.querySelector('stained-glass-board')!;
    await el.updateComplete;
    expect(el.restore(saved(WIN))).to.equal(true);
    await el.updateComplete;
    return el;
  }
  const cellOf = (el: StainedGlassBoard, index: number): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>(`[role="gridcell"][data-index="${index}"]`)!;

  it('two clicks (select, land) are held and played once it has loaded', async () => {
    const el = await game();
    cellOf(el, 0).click();
    cellOf(el, 2).click();
    expect(el.currentBoard).to.equal(WIN);
    expect(hold.asked).to.equal(1);
    hold.release();
    await el.updateComplete;
    expect(el.currentBoard).to.equal(AFTER);
    expect(el.announcement).to.match(/^The red tile a3 over b3 to c3/);
  });

  it('Enter on a tile and on its landing square, before it has loaded', async () => {
    const el = await game();
    const key = (index: number): boolean => cellOf(el, index).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }));
    key(0);
    key(2);
    expect(el.currentBoard).to.equal(WIN);
    hold.release();
    await el.updateComplete;
    expect(el.currentBoard).to.equal(AFTER);
  });

  it('a drag made before it has loaded (and before the drag\'s own code) still moves the tile', async () => {
    const el = await game();
    pointerDrag(cellOf(el, 0), cellOf(el, 2), 'mouse');
    expect(el.currentBoard).to.equal(WIN);
    hold.release();
    await el.updateComplete;
    expect(el.currentBoard).to.equal(AFTER);
  });
});
