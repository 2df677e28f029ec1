import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/stained-glass-board.js';
import '../../src/boardlets-settings.js';
import type { BoardletsSettingsElement } from '../../src/boardlets-settings.js';
import {
  HINT_BUDGET_MS,
  type StainedGlassBoard,
  type StainedGlassGameOverDetail,
  type StainedGlassMoveDetail,
} from '../../src/stained-glass-board.js';
import { Session } from '../../src/engine/session.js';
import { createRng } from '../../src/engine/rng.js';
import { formatBoard, isLegal, parseBoard, setup, stainedGlass, type Colour } from '../../src/games/stained-glass/rules.js';
import { findSolvableBoard, solve } from '../../src/games/stained-glass/solver.js';
import { button, focused, mouseDrag, pointerDrag, press, record, warnings } from './helpers.js';

const EVENTS = ['move', 'game-over', 'undo', 'redo', 'new-game'];

/**
 * A 4x4 board (colour codes: 1 blue, 2 red, 3 purple, 4 yellow, 6 orange, 0 black):
 *
 *     a b c d
 *   1 B R Y .     Blue a1 can hop over b1 onto c1 (yellow: becomes green), over b2
 *   2 Y P . .     onto c3, or over a2 onto a3. Red b1 can hop over b2 onto b3 or
 *   3 . . . .     over c1 onto d1; yellow c1 over b1 onto a1. Yellow a2, purple b2
 *   4 . . . O     and orange d4 are stuck.
 */
const BOARD = '1240/4300/0000/0006';
const [A1, B1, C1, D1, A2, B2, A3, B3, C3, D4] = [0, 1, 2, 3, 4, 5, 8, 9, 10, 15];
/** Red a1 over yellow b1 onto c1: one tile left. */
const WIN = '240/000/000';

/** A saved game that starts from `board`, for restore(). */
function saved(board: string): string {
  const state = parseBoard(board);
  return Session.start(stainedGlass, { rows: state.rows, cols: state.cols, cells: [...state.cells] as Colour[] }, 'test').save();
}

function cell(el: StainedGlassBoard, index: number): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(`[role="gridcell"][data-index="${index}"]`);
  if (!found) throw new Error(`no cell ${index}`);
  return found;
}

const label = (el: StainedGlassBoard, index: number): string => cell(el, index).getAttribute('aria-label')!;
const parts = (el: StainedGlassBoard, index: number): string[] => cell(el, index).getAttribute('part')!.split(' ');
const live = (el: StainedGlassBoard): string => el.shadowRoot!.querySelector('[part="live"]')!.textContent!.trim();
const statusText = (el: StainedGlassBoard): string =>
  el.shadowRoot!.querySelector('[part~="status"]')!.textContent!.replace(/\s+/g, ' ').trim();
/** Cells with a part, by index. */
const withPart = (el: StainedGlassBoard, part: string): number[] =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[role="gridcell"][part~="${part}"]`)].map((c) => Number(c.dataset.index));
const grid = (el: StainedGlassBoard): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>('[role="grid"]')!;

/** An element showing `board` (restored into it), without animations unless `motion` says otherwise. */
async function game(board = BOARD, motion: 'reduce' | 'allow' = 'reduce'): Promise<StainedGlassBoard> {
  const wrapper = await fixture<BoardletsSettingsElement>(
    html`<boardlets-settings motion=${motion}><stained-glass-board seed="test"></stained-glass-board></boardlets-settings>`,
  );
  const el = wrapper.querySelector('stained-glass-board')!;
  await el.updateComplete;
  expect(el.restore(saved(board))).to.equal(true);
  await el.updateComplete;
  return el;
}

async function click(el: StainedGlassBoard, ...indices: number[]): Promise<void> {
  for (const i of indices) {
    cell(el, i).click();
    await el.updateComplete;
  }
}

/** Runs `fn` with `Date.now()` at noon (UTC) of a given day. */
async function on<T>(year: number, month: number, day: number, fn: () => Promise<T>): Promise<T> {
  const real = Date.now;
  Date.now = () => Date.UTC(year, month - 1, day, 12);
  try {
    return await fn();
  } finally {
    Date.now = real;
  }
}

describe('<stained-glass-board>', () => {
  it('renders a grid of named squares with their colours, parts and what can move, and the status', async () => {
    const el = await game();
    expect(grid(el).getAttribute('aria-label')).to.equal('Stained Glass board');
    expect(grid(el).querySelectorAll('[role="row"]').length).to.equal(4);
    expect(grid(el).querySelectorAll('[role="row"] > [role="gridcell"]').length).to.equal(16);
    expect(label(el, A1)).to.equal('a1, blue, can move');
    expect(label(el, B2)).to.equal('b2, purple: red and blue, cannot move');
    expect(label(el, A2)).to.equal('a2, yellow, cannot move');
    expect(label(el, D1)).to.equal('d1, black (empty)');
    expect(label(el, D4)).to.equal('d4, orange: red and yellow, cannot move');
    expect(parts(el, A1)).to.deep.equal(['cell', 'blue', 'movable']);
    expect(parts(el, B2)).to.deep.equal(['cell', 'purple', 'stuck']);
    expect(parts(el, D1)).to.deep.equal(['cell', 'black']);
    expect(cell(el, B2).querySelector('[part~="tile"]')!.getAttribute('part')).to.equal('tile purple');
    expect(statusText(el)).to.equal('Moves 0 Bars left 8 Score 0');
    expect([el.moves, el.bars, el.score, el.tilesLeft]).to.deep.equal([0, 8, 0, 6]);
    expect(el.currentBoard).to.equal('1240/4300/0000/0006');
    expect(button(el, 'new-game').textContent!.trim()).to.equal('New board');
    expect(button(el, 'hint').getAttribute('aria-keyshortcuts')).to.equal('H');
    // One cell in the tab order: the cursor's.
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"][tabindex="0"]').length).to.equal(1);
    // Tiles that can move and stuck ones feel different under the pointer.
    expect(getComputedStyle(cell(el, A1)).cursor).to.equal('pointer');
    expect(getComputedStyle(cell(el, B2)).cursor).to.equal('not-allowed');
    expect(getComputedStyle(cell(el, A1)).touchAction).to.equal('none');
    expect(getComputedStyle(cell(el, B2)).touchAction).to.equal('manipulation');
  });

  it('sets up boards from the seed, rows, cols and palette', async () => {
    const a = await fixture<StainedGlassBoard>(html`<stained-glass-board seed="monday"></stained-glass-board>`);
    const b = await fixture<StainedGlassBoard>(html`<stained-glass-board seed="monday"></stained-glass-board>`);
    expect(a.currentBoard).to.equal(b.currentBoard);
    expect(a.currentBoard).to.equal(formatBoard(Session.start(stainedGlass, { rows: 6, cols: 6, palette: 'mixed' }, 'monday').state));
    expect(a.getAttribute('rows')).to.equal('6');
    const c = await fixture<StainedGlassBoard>(html`<stained-glass-board seed="monday" rows="3" cols="5" palette="primaries"></stained-glass-board>`);
    expect(c.currentBoard).to.match(/^[124]{5}\/[124]{5}\/[124]{5}$/);
    expect(grid(c).querySelectorAll('[role="row"]').length).to.equal(3);
    const d = await fixture<StainedGlassBoard>(html`<stained-glass-board seed="monday" palette="full" rows="4" cols="7"></stained-glass-board>`);
    expect(d.currentBoard).to.equal(formatBoard(Session.start(stainedGlass, { rows: 4, cols: 7, palette: 'full' }, 'monday').state));
    // The board keeps its squares square: 7 columns by 4 rows.
    const box = grid(d).getBoundingClientRect();
    expect(box.width / box.height).to.be.closeTo(7 / 4, 0.05);
  });

  it('click: selects a tile, marks its destinations, cancels, switches and moves', async () => {
    const el = await game();
    const seen = record(el, EVENTS);
    await click(el, A1);
    expect(el.announcement).to.equal('Selected the blue tile on a1: 3 moves.');
    expect(withPart(el, 'selected')).to.deep.equal([A1]);
    expect(label(el, A1)).to.equal('a1, blue, can move, selected');
    expect(withPart(el, 'destination')).to.deep.equal([C1, A3, C3]);
    expect(label(el, C1)).to.equal('c1, yellow, can move, lands here: becomes green');
    expect(label(el, A3)).to.equal('a3, black (empty), lands here: becomes blue');
    // Each destination carries a mark (a shape, not only a colour), with the colour it will become.
    for (const i of [C1, A3, C3]) expect(cell(el, i).querySelector('[part~="mark"] svg circle')).to.not.equal(null);
    expect(cell(el, C1).querySelector('.preview')!.classList.contains('c5')).to.equal(true);
    // Clicking the selection again cancels.
    await click(el, A1);
    expect(el.announcement).to.equal('Selection cancelled.');
    expect(withPart(el, 'selected')).to.deep.equal([]);
    expect(withPart(el, 'destination')).to.deep.equal([]);
    // Another tile that can move switches the selection.
    await click(el, A1, B1);
    expect(el.announcement).to.equal('Selected the red tile on b1: 2 moves.');
    expect(withPart(el, 'selected')).to.deep.equal([B1]);
    expect(withPart(el, 'destination')).to.deep.equal([D1, B3]);
    await click(el, B3);
    expect(seen.map((e) => e.type)).to.deep.equal(['move']);
    expect(el.currentBoard).to.equal('1040/4100/0200/0006');
    expect(live(el)).to.equal('The red tile b1 over b2 to b3: b2 now blue, b3 now red.');
    expect(withPart(el, 'selected')).to.deep.equal([]);
    // A click off the board cancels a selection.
    await click(el, C1);
    expect(withPart(el, 'selected')).to.deep.equal([C1]);
    document.body.click();
    await el.updateComplete;
    expect(withPart(el, 'selected')).to.deep.equal([]);
  });

  it('says why a tile cannot move or land, and fires nothing', async () => {
    const el = await game();
    const seen = record(el, EVENTS);
    await click(el, B2);
    expect(el.announcement).to.equal('The purple tile on b2 cannot move.');
    await click(el, D1);
    expect(el.announcement).to.equal('d1 is empty: select a tile that can move.');
    await click(el, A1, D1);
    expect(el.announcement).to.equal('The blue tile on a1 cannot land on d1.');
    expect(withPart(el, 'selected')).to.deep.equal([]);
    await click(el, A1, D4);
    expect(el.announcement).to.equal('The orange tile on d4 cannot move.');
    expect(seen).to.deep.equal([]);
    expect(el.currentBoard).to.equal(BOARD);
  });

  it('fires move and game-over with exact details when the last move leaves the player stuck', async () => {
    const el = await game();
    const seen = record(el, EVENTS);
    await click(el, A1, C1);
    expect(seen.map((e) => e.type)).to.deep.equal(['move', 'game-over']);
    expect(seen[0]!.detail as StainedGlassMoveDetail).to.deep.equal({
      game: 'stained-glass',
      player: 0,
      source: 'user',
      ply: 1,
      notation: '0002',
      from: 'a1',
      over: 'b1',
      to: 'c1',
      fromIndex: A1,
      overIndex: B1,
      toIndex: C1,
      colors: {
        from: { before: 'blue', after: 'black' },
        over: { before: 'red', after: 'black' },
        to: { before: 'yellow', after: 'green' },
      },
      moves: 1,
      bars: 7,
      tilesLeft: 4,
      score: 7,
    });
    expect(seen[1]!.detail as StainedGlassGameOverDetail).to.deep.equal({
      game: 'stained-glass',
      winners: [],
      reason: 'stuck',
      ply: 1,
      won: false,
      tilesLeft: 4,
      barsLeft: 7,
      moves: 1,
      score: 7,
    });
    for (const e of seen) {
      expect(e.bubbles && e.composed).to.equal(true);
      expect(JSON.parse(JSON.stringify(e.detail))).to.deep.equal(e.detail);
    }
    expect(live(el)).to.equal('The blue tile a1 over b1 to c1: b1 now black, c1 now green. You are stuck: 4 tiles left. Score 7.');
    expect(statusText(el)).to.equal('Moves 1 Bars left 7 Score 7 You are stuck: 4 tiles left. Score 7.');
    expect(el.isOver).to.equal(true);
    expect(grid(el).getAttribute('aria-readonly')).to.equal('true');
    await click(el, C1);
    expect(el.announcement).to.equal('The game is over: undo or start a new game.');
    expect(seen.length).to.equal(2);
  });

  it('a one-tile finish wins', async () => {
    const el = await game(WIN);
    const seen = record(el, ['game-over']);
    await click(el, 0, 2);
    expect(seen.length).to.equal(1);
    expect(seen[0]!.detail).to.deep.equal({
      game: 'stained-glass',
      winners: [0],
      reason: 'one-tile',
      ply: 1,
      won: true,
      tilesLeft: 1,
      barsLeft: 1,
      moves: 1,
      score: 1,
    });
    expect(live(el)).to.equal('The red tile a1 over b1 to c1: b1 now black, c1 now red. One tile left: you win! Score 1.');
    expect(el.shadowRoot!.querySelector('[part~="status"] .won')!.textContent).to.equal('One tile left: you win! Score 1.');
  });

  it('counts every undo and redo as a move, in the status, the getters and the next move’s detail', async () => {
    const el = await game();
    const seen = record(el, EVENTS);
    await click(el, A1, A3);
    expect([el.moves, el.bars, el.score]).to.deep.equal([1, 7, 7]);
    button(el, 'undo').click();
    await el.updateComplete;
    expect([el.moves, el.bars, el.score]).to.deep.equal([2, 8, 16]);
    expect(statusText(el)).to.equal('Moves 2 Bars left 8 Score 16');
    button(el, 'redo').click();
    await el.updateComplete;
    expect([el.moves, el.bars, el.score]).to.deep.equal([3, 7, 21]);
    await click(el, B1, D1);
    const last = seen.at(-1)!.detail as StainedGlassMoveDetail;
    expect([last.ply, last.moves, last.bars, last.score]).to.deep.equal([2, 4, 6, 24]);
    expect(seen.map((e) => [e.type, e.detail.ply])).to.deep.equal([
      ['move', 1],
      ['undo', 0],
      ['redo', 1],
      ['move', 2],
    ]);
    expect(statusText(el)).to.equal('Moves 4 Bars left 6 Score 24');
  });

  it('keyboard: arrows move the cursor, Enter/Space select and land, Escape cancels', async () => {
    const el = await game();
    const seen = record(el, EVENTS);
    cell(el, A1).focus();
    await press('Enter');
    await el.updateComplete;
    expect(withPart(el, 'selected')).to.deep.equal([A1]);
    await press('Escape');
    await el.updateComplete;
    expect(el.announcement).to.equal('Selection cancelled.');
    expect(withPart(el, 'selected')).to.deep.equal([]);
    await press(' ');
    await el.updateComplete;
    expect(withPart(el, 'selected')).to.deep.equal([A1]);
    // Space on the selection cancels it too.
    await press(' ');
    await el.updateComplete;
    expect(withPart(el, 'selected')).to.deep.equal([]);
    await press('Enter');
    await press('End');
    await el.updateComplete;
    expect(focused(el)).to.equal(cell(el, D1));
    // A refused key keeps the selection.
    await press('Enter');
    await el.updateComplete;
    expect(el.announcement).to.equal('The blue tile on a1 cannot land on d1.');
    expect(withPart(el, 'selected')).to.deep.equal([A1]);
    await press('Home');
    await press('ArrowDown');
    await press('ArrowDown');
    await el.updateComplete;
    expect(focused(el)).to.equal(cell(el, A3));
    expect(focused(el)!.getAttribute('aria-label')).to.equal('a3, black (empty), lands here: becomes blue');
    await press(' ');
    await el.updateComplete;
    expect(seen.map((e) => (e.detail as StainedGlassMoveDetail).notation)).to.deep.equal(['0008']);
    expect(el.currentBoard).to.equal('0240/0300/1000/0006');
    expect(focused(el)).to.equal(cell(el, A3));
    // Ctrl+Z from the board undoes.
    await press('Control+z');
    await el.updateComplete;
    expect(el.currentBoard).to.equal(BOARD);
    expect(seen.map((e) => e.type)).to.deep.equal(['move', 'undo']);
  });

  it('drag and drop with the mouse plays a move; a drop elsewhere cancels', async () => {
    const el = await game(BOARD, 'allow');
    const seen = record(el, EVENTS);
    await mouseDrag(cell(el, A1), cell(el, D4));
    await el.updateComplete;
    expect(seen).to.deep.equal([]);
    expect(el.announcement).to.equal('The blue tile on a1 cannot land on d4.');
    expect(withPart(el, 'selected')).to.deep.equal([]);
    expect(cell(el, A1).querySelector<HTMLElement>('.tile')!.style.transform).to.equal('');
    await mouseDrag(cell(el, A1), cell(el, C3));
    await el.updateComplete;
    expect(seen.map((e) => e.type)).to.deep.equal(['move']);
    const detail = seen[0]!.detail as StainedGlassMoveDetail;
    expect([detail.from, detail.over, detail.to, detail.source]).to.deep.equal(['a1', 'b2', 'c3', 'user']);
    expect(el.currentBoard).to.equal('0240/4200/0010/0006');
    // The click that ends a drag does not count as a second click.
    expect(withPart(el, 'selected')).to.deep.equal([]);
    // A dragged tile is seen arriving: no hop afterwards.
    expect(el.shadowRoot!.querySelector('.flyer')).to.equal(null);
  });

  it('drag and drop with touch or pen pointer events; a press without a drag is a click', async () => {
    const el = await game();
    const seen = record(el, ['move']);
    pointerDrag(cell(el, A1), cell(el, A1), 'touch');
    await el.updateComplete;
    expect(seen).to.deep.equal([]);
    pointerDrag(cell(el, B2), cell(el, B3), 'touch');
    await el.updateComplete;
    expect(seen).to.deep.equal([]);
    pointerDrag(cell(el, A1), cell(el, A3), 'pen');
    await el.updateComplete;
    expect(seen.length).to.equal(1);
    expect((seen[0]!.detail as StainedGlassMoveDetail).toIndex).to.equal(A3);
    await el.updateComplete;
    // The keyboard cursor followed the tile.
    expect([...el.shadowRoot!.querySelectorAll('[tabindex="0"]')].map((c) => c.getAttribute('data-index'))).to.deep.equal([String(A3)]);
    // A plain click still selects.
    await click(el, B1);
    expect(withPart(el, 'selected')).to.deep.equal([B1]);
  });

  it('never plays a stale selection: undo, redo, new game, an attribute change or a restore drops it', async () => {
    const el = await game();
    const seen = record(el, ['move']);
    // Undo, then redo back to the very same position: the selection is gone all the same.
    await click(el, A1, A3);
    await click(el, B1);
    expect(withPart(el, 'destination')).to.deep.equal([D1, B3]);
    cell(el, B1).focus();
    await press('Control+z');
    await press('Control+y');
    await el.updateComplete;
    expect(withPart(el, 'selected')).to.deep.equal([]);
    await click(el, D1);
    expect(el.announcement).to.equal('d1 is empty: select a tile that can move.');
    expect(seen.length).to.equal(1);
    // Restoring the same game: the same position, a new game; the destination does nothing.
    expect(el.restore(saved(BOARD))).to.equal(true);
    await click(el, A1);
    el.restore(saved(BOARD));
    await click(el, A3);
    expect(el.announcement).to.equal('a3 is empty: select a tile that can move.');
    expect(seen.length).to.equal(1);
    expect(el.currentBoard).to.equal(BOARD);
    // An attribute that starts a new board.
    await click(el, A1);
    el.rows = 5;
    await el.updateComplete;
    expect(withPart(el, 'selected')).to.deep.equal([]);
    await click(el, A3);
    expect(seen.length).to.equal(1);
    expect(el.history).to.deep.equal([]);
    // New board.
    el.restore(saved(BOARD));
    await click(el, A1);
    button(el, 'new-game').click();
    await el.updateComplete;
    await click(el, A3);
    expect(seen.length).to.equal(1);
    expect(el.history).to.deep.equal([]);
  });

  it('fires no event when the page sets properties or calls methods', async () => {
    const el = await game();
    await click(el, A1, A3);
    const seen = record(document, EVENTS);
    el.undo();
    el.redo();
    el.rows = 4;
    el.cols = 5;
    el.palette = 'full';
    el.glyphs = true;
    el.seed = 'other';
    await el.updateComplete;
    el.daily = true;
    await el.updateComplete;
    el.newGame();
    el.restore(el.save());
    await el.showHint();
    await el.updateComplete;
    await aTimeout(50);
    expect(seen).to.deep.equal([]);
  });

  it('hint: marks the solver’s move, puts the cursor on its tile and announces it', async () => {
    expect(HINT_BUDGET_MS).to.equal(250);
    const el = await game(WIN);
    button(el, 'hint').click();
    await waitUntil(() => el.announcement.startsWith('Hint'), 'no hint');
    await el.updateComplete;
    expect(el.announcement).to.equal('Hint: move the red tile on a1 over b1 to c1. A one-tile finish is still possible.');
    expect(withPart(el, 'hint')).to.deep.equal([0, 2]);
    expect(label(el, 0)).to.equal('a1, red, can move, hint: move this tile');
    expect(label(el, 2)).to.equal('c1, black (empty), hint: land here');
    expect(cell(el, 2).querySelector('[part~="mark"][part~="hint"] svg path')).to.not.equal(null);
    expect([...el.shadowRoot!.querySelectorAll('[tabindex="0"]')].map((c) => c.getAttribute('data-index'))).to.deep.equal(['0']);

    // No one-tile finish on the 4x4 board: the best line's first move, said so.
    const other = await game();
    const expected = solve(parseBoard(BOARD), { movesSoFar: 0 });
    expect(expected.proof).to.equal('unfinishable');
    const move = expected.line[0]!;
    cell(other, D4).focus();
    await press('h');
    await waitUntil(() => other.announcement.startsWith('Hint'), 'no hint');
    await other.updateComplete;
    expect(withPart(other, 'hint')).to.deep.equal([move.from, move.to].sort((a, b) => a - b));
    expect(isLegal(parseBoard(BOARD), move)).to.equal(true);
    expect(other.announcement).to.match(/^Hint: move the \w+ tile on [a-d][1-4] over [a-d][1-4] to [a-d][1-4]\. No one-tile finish is possible from here; this is the best line found\.$/);
    // `h` also moved the focus to the hinted tile.
    expect(focused(other)).to.equal(cell(other, move.from));
    // The hint goes with the position it was for.
    await click(other, B1, D1);
    expect(withPart(other, 'hint')).to.deep.equal([]);
  });

  it('hint: a second press while thinking does nothing; a move meanwhile cancels it', async () => {
    const el = await game();
    const first = el.showHint();
    expect(el.thinking).to.equal(true);
    const second = el.showHint();
    cell(el, A1).click();
    cell(el, A3).click();
    expect(el.thinking).to.equal(false);
    expect(await second).to.equal(false);
    expect(await first).to.equal(false);
    await el.updateComplete;
    expect(withPart(el, 'hint')).to.deep.equal([]);
    expect(el.announcement).to.equal('The blue tile a1 over a2 to a3: a2 now black, a3 now blue.');
  });

  it('solvable: finds a board the solver proves, the same for a seed on every machine', async () => {
    const el = await fixture<StainedGlassBoard>(html`<stained-glass-board solvable seed="b" rows="4" cols="4" palette="primaries"></stained-glass-board>`);
    await waitUntil(() => !el.finding, 'still finding', { timeout: 10_000 });
    await el.updateComplete;
    const expected = await findSolvableBoard({ rows: 4, cols: 4, palette: 'primaries' }, createRng('stained-glass:solvable:b'));
    expect(expected!.proven).to.equal(true);
    expect(el.currentBoard).to.equal(formatBoard(expected!.state));
    expect(solve(parseBoard(el.currentBoard)).proof).to.equal('finishable');
    expect(el.announcement).to.equal('Board ready: it has a one-tile finish.');
    expect(statusText(el)).to.equal(`Moves 0 Bars left ${el.bars} Score 0 A one-tile finish exists`);
    // The attributes still stand for the options: the same values keep the board.
    el.setAttribute('rows', '4');
    await el.updateComplete;
    expect(el.currentBoard).to.equal(formatBoard(expected!.state));
    expect(el.currentSeed).to.equal('b');
  });

  it('solvable: inert and busy while it searches; a restart or removal stops the search', async () => {
    // A 10x10 board takes a long while: the search state, seen and checked by axe.
    const slow = await fixture<StainedGlassBoard>(html`<stained-glass-board solvable seed="axe" rows="10" cols="10"></stained-glass-board>`);
    expect(slow.finding).to.equal(true);
    expect(grid(slow).getAttribute('aria-busy')).to.equal('true');
    expect(grid(slow).hasAttribute('inert')).to.equal(true);
    expect(statusText(slow)).to.equal('Finding a board with a one-tile finish…');
    expect(slow.announcement).to.equal('Finding a board with a one-tile finish…');
    expect(slow.shadowRoot!.querySelector('.finding-note')!.textContent).to.equal('Finding a board with a one-tile finish…');
    expect(button(slow, 'hint').getAttribute('aria-disabled')).to.equal('true');
    expect(await slow.showHint()).to.equal(false);
    await expect(slow).to.be.accessible();
    slow.remove();

    // How long the whole search takes here, to wait it out after a removal.
    const started = performance.now();
    const found = await findSolvableBoard({ rows: 6, cols: 6, palette: 'mixed' }, createRng('stained-glass:solvable:c'));
    const took = performance.now() - started;
    const el = await fixture<StainedGlassBoard>(html`<stained-glass-board solvable seed="c"></stained-glass-board>`);
    expect(el.finding).to.equal(true);
    const first = el.currentBoard;
    expect(first).to.not.equal(formatBoard(found!.state));
    // Removed: the search stops and the board stays, however long we wait.
    el.remove();
    await aTimeout(2 * took + 300);
    expect(el.currentBoard).to.equal(first);
    expect(el.finding).to.equal(true);
    // Back on the page it searches again; a restart (another shape) aborts that search and starts another.
    document.body.append(el);
    await el.updateComplete;
    expect(el.announcement).to.equal('Finding a board with a one-tile finish…');
    el.rows = 4;
    el.cols = 4;
    el.palette = 'primaries';
    await el.updateComplete;
    expect(el.finding).to.equal(true);
    await waitUntil(() => !el.finding, 'still finding', { timeout: 10_000 });
    const expected = await findSolvableBoard({ rows: 4, cols: 4, palette: 'primaries' }, createRng('stained-glass:solvable:c'));
    expect(el.currentBoard).to.equal(formatBoard(expected!.state));
    expect(grid(el).hasAttribute('inert')).to.equal(false);
    el.remove();
  });

  it('solvable: when no board is proven, plays the last one tried and says so', async () => {
    // Every 3x3 mixed board this seed draws is stuck before one tile.
    const expected = await findSolvableBoard({ rows: 3, cols: 3, palette: 'mixed' }, createRng('stained-glass:solvable:e'));
    expect(expected!.proven).to.equal(false);
    const el = await fixture<StainedGlassBoard>(html`<stained-glass-board solvable seed="e" rows="3" cols="3"></stained-glass-board>`);
    await waitUntil(() => !el.finding, 'still finding', { timeout: 10_000 });
    await el.updateComplete;
    expect(el.currentBoard).to.equal(formatBoard(expected!.state));
    expect(el.announcement).to.equal(`No board with a proven one-tile finish was found in ${expected!.attempts} tries: this one may have none.`);
    expect(statusText(el)).to.contain('No one-tile finish was proven for this board');
  });

  it('daily: today’s board by the UTC date, the 3grams one on 6x6 mixed; New board starts it again', async () => {
    await on(2014, 3, 27, async () => {
      const el = await fixture<StainedGlassBoard>(html`<stained-glass-board daily seed="ignored"></stained-glass-board>`);
      expect(el.currentBoard).to.equal('125526/456363/143445/113342/232616/525461');
      expect(statusText(el)).to.equal('Moves 0 Bars left 54 Score 0 Daily board, 2014-03-27');
      await click(el, ...firstMove(el));
      expect(el.ply).to.equal(1);
      button(el, 'new-game').click();
      await el.updateComplete;
      expect(el.ply).to.equal(0);
      expect(el.currentBoard).to.equal('125526/456363/143445/113342/232616/525461');
      // Other shapes: a board made from the day and the shape, the same for everyone.
      el.rows = 4;
      await el.updateComplete;
      expect(el.currentBoard).to.equal(formatBoard(setup({ rows: 4, cols: 6, palette: 'mixed', day: 16156 }, createRng('x'))));
      expect(statusText(el)).to.contain('Daily board, 2014-03-27');
      // A restored game of today keeps saying so; another one does not.
      const saving = el.save();
      el.daily = false;
      await el.updateComplete;
      expect(statusText(el)).to.not.contain('Daily');
      el.restore(saving);
      await el.updateComplete;
      expect(el.daily).to.equal(true);
      expect(statusText(el)).to.contain('Daily board, 2014-03-27');
      el.restore(saved(BOARD));
      await el.updateComplete;
      expect(el.daily).to.equal(false);
      expect(statusText(el)).to.not.contain('Daily');
    });
  });

  it('daily wins over solvable, with a warning', async () => {
    await on(2014, 3, 27, async () => {
      let el!: StainedGlassBoard;
      const seen = await warnings(async () => {
        el = await fixture<StainedGlassBoard>(html`<stained-glass-board daily solvable></stained-glass-board>`);
      });
      expect(seen).to.deep.equal([
        '<stained-glass-board>: ignoring solvable="true": expected to be off on a daily board (everyone gets the same daily board). Using the daily board.',
      ]);
      expect(el.finding).to.equal(false);
      expect(el.currentBoard).to.equal('125526/456363/143445/113342/232616/525461');
    });
  });

  it('glyphs: a trigram on every tile with the attribute or <boardlets-settings glyphs>', async () => {
    const el = await fixture<StainedGlassBoard>(html`<stained-glass-board seed="g" palette="full"></stained-glass-board>`);
    el.restore(saved('7350/1246/0000'));
    await el.updateComplete;
    const glyph = (i: number): SVGElement | null => cell(el, i).querySelector<SVGElement>('[part~="glyph"]');
    expect(getComputedStyle(glyph(0)!).display).to.equal('none');
    // Bars top to bottom: red, yellow, blue; solid where the tile has the colour.
    const bars = (i: number): string =>
      [...glyph(i)!.querySelectorAll('rect')]
        .filter((r) => r.getAttribute('x') === '2.5')
        .map((r) => (r.classList.contains('on') ? '=' : '-'))
        .join('');
    expect(bars(0)).to.equal('==='); // white
    expect(bars(1)).to.equal('=-='); // purple: red, blue
    expect(bars(2)).to.equal('-=='); // green: yellow, blue
    expect(bars(4)).to.equal('--='); // blue
    expect(bars(5)).to.equal('=--'); // red
    expect(bars(6)).to.equal('-=-'); // yellow
    expect(bars(7)).to.equal('==-'); // orange
    expect(glyph(3)).to.equal(null); // black: none
    el.glyphs = true;
    await el.updateComplete;
    expect(getComputedStyle(glyph(0)!).display).to.equal('block');
    expect(el.shadowRoot!.querySelector('[part="help"]')!.textContent).to.contain('Bars: red on top, yellow in the middle, blue at the bottom.');
    // The bars' ink differs from the tile it is on: dark on white and yellow, light on blue and purple.
    const ink = (i: number): string => getComputedStyle(glyph(i)!.querySelector('rect')!).fill;
    expect(ink(0)).to.equal('rgb(17, 19, 24)');
    expect(ink(4)).to.equal('rgb(255, 255, 255)');
    const wrapper = await fixture(html`<boardlets-settings glyphs><stained-glass-board seed="g"></stained-glass-board></boardlets-settings>`);
    const inside = wrapper.querySelector('stained-glass-board')!;
    await inside.updateComplete;
    const tile = [...inside.shadowRoot!.querySelectorAll('[part~="glyph"]')][0]!;
    expect(getComputedStyle(tile).display).to.equal('block');
  });

  it('warns once about bad rows, cols and palette, and falls back', async () => {
    let el!: StainedGlassBoard;
    const seen = await warnings(async () => {
      el = await fixture<StainedGlassBoard>(html`<stained-glass-board seed="w" rows="99" cols="-1" palette="neon"></stained-glass-board>`);
    });
    expect(seen).to.deep.equal([
      '<stained-glass-board>: ignoring rows="99": expected a whole number from 3 to 10. Using 6.',
      '<stained-glass-board>: ignoring cols="-1": expected a whole number from 3 to 10. Using 6.',
      '<stained-glass-board>: ignoring palette="neon": expected primaries, mixed, full. Using mixed.',
    ]);
    expect(el.currentBoard).to.equal(formatBoard(Session.start(stainedGlass, { rows: 6, cols: 6, palette: 'mixed' }, 'w').state));
    // Mid-game: a bad value keeps the game in progress, and warns only once per value.
    el.rows = 4;
    await el.updateComplete;
    await click(el, ...firstMove(el));
    const board = el.currentBoard;
    const later = await warnings(async () => {
      el.setAttribute('rows', 'abc');
      await el.updateComplete;
      el.setAttribute('rows', '4');
      await el.updateComplete;
      el.setAttribute('rows', 'abc');
      await el.updateComplete;
      el.setAttribute('palette', 'neon');
      await el.updateComplete;
    });
    expect(later).to.deep.equal(['<stained-glass-board>: ignoring rows="abc": expected a whole number from 3 to 10. Using 4.']);
    expect(el.currentBoard).to.equal(board);
    expect(el.ply).to.equal(1);
  });

  it('position: starts from the given board, New board starts it again; a bad one warns and keeps the game', async () => {
    let el!: StainedGlassBoard;
    const first = await warnings(async () => {
      el = await fixture<StainedGlassBoard>(html`<stained-glass-board position="1240/4300/0000/0006" rows="8" solvable></stained-glass-board>`);
    });
    expect(first).to.deep.equal([
      '<stained-glass-board>: ignoring solvable="true": expected to be off with a position (the position is the board). Using the position.',
    ]);
    expect(el.currentBoard).to.equal('1240/4300/0000/0006');
    expect(el.finding).to.equal(false);
    await click(el, ...firstMove(el));
    expect(el.ply).to.equal(1);
    const later = await warnings(async () => {
      el.setAttribute('position', '12x/000/000');
      await el.updateComplete;
    });
    expect(later).to.have.length(1);
    expect(later[0]).to.contain('ignoring position="12x/000/000": expected a board like "1240/0000/3000"');
    expect(later[0]).to.contain('Using "1240/4300/0000/0006"');
    expect(el.ply).to.equal(1);
    button(el, 'new-game').click();
    await el.updateComplete;
    expect(el.currentBoard).to.equal('1240/4300/0000/0006');
    expect(el.ply).to.equal(0);
    el.position = '240/000/000';
    await el.updateComplete;
    expect(el.currentBoard).to.equal('240/000/000');
    el.position = null;
    await el.updateComplete;
    expect(el.currentBoard.split('/')).to.have.length(8);
  });

  it('read-only: shows the game, refuses every move, button and hint', async () => {
    const el = await game();
    el.readonly = true;
    await el.updateComplete;
    const seen = record(el, EVENTS);
    await click(el, A1);
    expect(el.announcement).to.equal('This board is read-only.');
    expect(withPart(el, 'selected')).to.deep.equal([]);
    pointerDrag(cell(el, A1), cell(el, A3));
    button(el, 'new-game').click();
    button(el, 'hint').click();
    await el.updateComplete;
    expect(el.thinking).to.equal(false);
    expect(seen).to.deep.equal([]);
    expect(el.currentBoard).to.equal(BOARD);
    expect(withPart(el, 'movable')).to.deep.equal([]);
    expect(getComputedStyle(cell(el, A1)).touchAction).to.equal('manipulation');
    expect(grid(el).getAttribute('aria-readonly')).to.equal('true');
    expect(button(el, 'hint').getAttribute('aria-disabled')).to.equal('true');
  });

  it('restores a saved game and adopts its rows, cols and palette', async () => {
    const el = await game();
    await click(el, A1, A3);
    const text = el.save();
    expect(text).to.equal('stained-glass~1~1240-4300-0000-0006~0008~1~0');
    const other = await fixture<StainedGlassBoard>(html`<stained-glass-board rows="7" palette="primaries"></stained-glass-board>`);
    expect(other.restore(text)).to.equal(true);
    await other.updateComplete;
    expect([other.rows, other.cols, other.palette]).to.deep.equal([4, 4, 'mixed']);
    expect(other.getAttribute('rows')).to.equal('4');
    expect(other.currentBoard).to.equal(el.currentBoard);
    expect(other.history).to.deep.equal(['0008']);
  });

  it('passes axe when idle, with a tile selected, with a hint and when finished', async () => {
    const el = await game();
    await expect(el).to.be.accessible();
    await click(el, A1);
    await expect(el).to.be.accessible();
    await el.showHint();
    await el.updateComplete;
    await expect(el).to.be.accessible();
    // a1 is still selected: c1 is one of its destinations.
    await click(el, C1);
    expect(el.isOver).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('animates the hop and the colour changes, and not under reduced motion', async () => {
    const el = await game(BOARD, 'allow');
    const before = getComputedStyle(cell(el, C1).querySelector('.tile')!).backgroundColor;
    await click(el, A1, C1);
    const flyer = cell(el, A1).querySelector<HTMLElement>('[part="flyer"]');
    expect(flyer).to.not.equal(null);
    expect(flyer!.classList.contains('c1')).to.equal(true);
    const [travel] = flyer!.getAnimations();
    const end = (travel!.effect as KeyframeEffect).getKeyframes().at(-1)!.transform as string;
    const a = cell(el, A1).getBoundingClientRect();
    const b = cell(el, C1).getBoundingClientRect();
    // Firefox leaves out a zero second value: translate(130px).
    const [dx, dy] = /translate\((-?[\d.]+)px(?:, (-?[\d.]+)px)?\)/.exec(end)!.slice(1).map((v) => Number(v ?? 0)) as [number, number];
    expect(dx).to.be.closeTo(b.left - a.left, 1);
    expect(dy).to.be.closeTo(b.top - a.top, 1);
    // The landing tile fades from yellow to green once the hop arrives.
    const tint = cell(el, C1)
      .querySelector('.tile')!
      .getAnimations()
      .find((x) => (x.effect as KeyframeEffect).getKeyframes()[0]!.backgroundColor)!;
    expect((tint.effect as KeyframeEffect).getKeyframes()[0]!.backgroundColor).to.equal(before);
    await travel!.finished;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.flyer')).to.equal(null);

    const calm = await game(BOARD, 'reduce');
    await click(calm, A1, C1);
    expect(calm.shadowRoot!.querySelector('.flyer')).to.equal(null);
    expect(cell(calm, C1).querySelector('.tile')!.getAnimations()).to.deep.equal([]);
  });
});

/** The squares to click for the first legal move on the board (from, then to). */
function firstMove(el: StainedGlassBoard): [number, number] {
  const move = stainedGlass.legalMoves(parseBoard(el.currentBoard))[0]!;
  return [move.from, move.to];
}
