import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/stained-glass-board.js';
import '../../src/boardlets-settings.js';
import type { BoardletsSettingsElement } from '../../src/boardlets-settings.js';
import {
  HINT_NODES,
  type StainedGlassBoard,
  type StainedGlassGameOverDetail,
  type StainedGlassMoveDetail,
} from '../../src/stained-glass-board.js';
import { Session } from '../../src/engine/session.js';
import { createRng } from '../../src/engine/rng.js';
import { formatBoard, isLegal, parseBoard, setup, stainedGlass, type Colour } from '../../src/games/stained-glass/rules.js';
import { findSolvableBoard, solve } from '../../src/games/stained-glass/solver.js';
import { DAILY_NODES } from '../../src/components/stained-glass/board-search.js';
import { button, focused, loadInputCode, mouseDrag, on, pointerDrag, press, record, warnings } from './helpers.js';

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

const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

const FINDING = 'Finding a board with a one-tile finish… Esc to stop.';

/** The middle of a cell, in viewport coordinates. */
function centre(el: StainedGlassBoard, index: number): [number, number] {
  const box = cell(el, index).getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

/**
 * A tap that wobbles by `jitter` px, with synthetic pointer events, followed
 * by the click a browser would fire after it (the test browsers fire none
 * after synthetic pointer events).
 */
function tap(el: StainedGlassBoard, index: number, pointerType: 'touch' | 'pen', jitter: number): void {
  const target = cell(el, index);
  const [x, y] = centre(el, index);
  const fire = (type: string, dx: number): void => {
    const init = { bubbles: true, composed: true, cancelable: true, pointerId: 23, pointerType, isPrimary: true };
    target.dispatchEvent(new PointerEvent(type, { ...init, button: type === 'pointermove' ? -1 : 0, clientX: x + dx, clientY: y }));
  };
  fire('pointerdown', 0);
  fire('pointermove', jitter);
  fire('pointerup', jitter);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 1, clientX: x + jitter, clientY: y }));
}

/** With the real mouse: press on a cell, move through the given offsets (px from its middle), release. */
async function mousePath(el: StainedGlassBoard, index: number, path: [number, number][], release = true): Promise<void> {
  const { sendMouse } = await import('@web/test-runner-commands');
  const [x, y] = centre(el, index);
  await sendMouse({ type: 'move', position: [x, y] });
  await sendMouse({ type: 'down' });
  for (const [dx, dy] of path) await sendMouse({ type: 'move', position: [Math.round(x + dx), Math.round(y + dy)] });
  if (release) await sendMouse({ type: 'up' });
  await el.updateComplete;
}

before(loadInputCode);

describe('<stained-glass-board>', () => {
  afterEach(async () => {
    const { resetMouse } = await import('@web/test-runner-commands');
    await resetMouse();
  });

  it('renders a grid of named squares with their colours, parts and what can move, and the status', async () => {
    const el = await game();
    expect(grid(el).getAttribute('aria-label')).to.equal('Stained Glass board');
    expect(grid(el).querySelectorAll('[role="row"]').length).to.equal(4);
    expect(grid(el).querySelectorAll('[role="row"] > [role="gridcell"]').length).to.equal(16);
    expect(label(el, A1)).to.equal('a4, blue, can move');
    expect(label(el, B2)).to.equal('b3, purple: red and blue, cannot move');
    expect(label(el, A2)).to.equal('a3, yellow, cannot move');
    expect(label(el, D1)).to.equal('d4, black (empty)');
    expect(label(el, D4)).to.equal('d1, orange: red and yellow, cannot move');
    expect(parts(el, A1)).to.deep.equal(['cell', 'blue', 'movable']);
    expect(parts(el, B2)).to.deep.equal(['cell', 'purple', 'stuck']);
    expect(parts(el, D1)).to.deep.equal(['cell', 'black']);
    expect(cell(el, B2).querySelector('[part~="tile"]')!.getAttribute('part')).to.equal('tile purple');
    expect(statusText(el)).to.equal('Moves 0 Colour bars left 8 Score 0 (moves × bars, lower is better)');
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

  it('a click 5 px off the board’s edge goes to the nearest square; 20 px off, nothing (issue 25, flaw 6)', async () => {
    const el = await game();
    const { sendMouse, resetMouse } = await import('@web/test-runner-commands');
    // The fit measures in the next animation frame and may move the board: measure after it.
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    await el.updateComplete;
    // A1 is the top-left square: 5 px left of the board, level with its middle, outside every square.
    const box = cell(el, A1).getBoundingClientRect();
    const left = grid(el).getBoundingClientRect().left;
    const y = Math.round(box.top + box.height / 2);
    expect(el.shadowRoot!.elementsFromPoint(left - 5, y).some((e) => e.matches('[data-index]'))).to.equal(false);
    await sendMouse({ type: 'click', position: [Math.round(left - 20), y] });
    await el.updateComplete;
    expect(withPart(el, 'selected')).to.deep.equal([]);
    await sendMouse({ type: 'click', position: [Math.round(left - 5), y] });
    await resetMouse();
    await el.updateComplete;
    expect(withPart(el, 'selected')).to.deep.equal([A1]);
  });

  it('click: selects a tile, marks its destinations, cancels, switches and moves', async () => {
    const el = await game();
    const seen = record(el, EVENTS);
    await click(el, A1);
    expect(el.announcement).to.equal('Selected the blue tile on a4: to c4 (becomes green), to a2 (becomes blue), and to c2 (becomes blue).');
    expect(withPart(el, 'selected')).to.deep.equal([A1]);
    expect(label(el, A1)).to.equal('a4, blue, can move, selected');
    expect(withPart(el, 'destination')).to.deep.equal([C1, A3, C3]);
    expect(label(el, C1)).to.equal('c4, yellow, can move, lands here: becomes green');
    expect(label(el, A3)).to.equal('a2, black (empty), lands here: becomes blue');
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
    expect(el.announcement).to.equal('Selected the red tile on b4: to d4 (becomes red) and to b2 (becomes red).');
    expect(withPart(el, 'selected')).to.deep.equal([B1]);
    expect(withPart(el, 'destination')).to.deep.equal([D1, B3]);
    await click(el, B3);
    expect(seen.map((e) => e.type)).to.deep.equal(['move']);
    expect(el.currentBoard).to.equal('1040/4100/0200/0006');
    expect(live(el)).to.equal('The red tile b4 over b3 to b2: b3 now blue, b2 now red.');
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
    expect(el.announcement).to.equal('The purple tile on b3 cannot move.');
    await click(el, D1);
    expect(el.announcement).to.equal('d4 is empty: select a tile that can move.');
    await click(el, A1, D1);
    expect(el.announcement).to.equal('The blue tile on a4 cannot land on d4. Selection cancelled.');
    expect(withPart(el, 'selected')).to.deep.equal([]);
    await click(el, A1, D4);
    expect(el.announcement).to.equal('The orange tile on d1 cannot move. Selection cancelled.');
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
      name: 'a4-c4',
      from: 'a4',
      over: 'b4',
      to: 'c4',
      fromIndex: A1,
      overIndex: B1,
      toIndex: C1,
      colors: {
        from: { before: 'blue', after: 'black' },
        over: { before: 'red', after: 'black' },
        to: { before: 'yellow', after: 'green' },
      },
      moves: 1,
      barsLeft: 7,
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
    expect(live(el)).to.equal('The blue tile a4 over b4 to c4: b4 now empty, c4 now green. You are stuck: 4 tiles left. Score 7.');
    expect(statusText(el)).to.equal('Moves 1 Colour bars left 7 Score 7 (moves × bars, lower is better) You are stuck: 4 tiles left.');
    expect(el.isOver).to.equal(true);
    // Stuck is not shown as a win: a dashed frame, not the winner's solid one.
    const board = el.shadowRoot!.querySelector<HTMLElement>('[part="board"]')!;
    expect([...board.classList].sort()).to.deep.equal(['board', 'over', 'stuck']);
    expect(getComputedStyle(grid(el)).outlineStyle).to.equal('dashed');
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
    expect(live(el)).to.equal('The red tile a3 over b3 to c3: b3 now empty, c3 now red. One tile left: you win! Score 1.');
    expect(el.shadowRoot!.querySelector('[part~="status"] .result[data-result="win"]')!.textContent).to.equal('One tile left: you win!');
    expect([...el.shadowRoot!.querySelector('[part="board"]')!.classList].sort()).to.deep.equal(['board', 'over', 'won']);
    // A solid frame standing off the dark board (a dashed one means stuck).
    expect(getComputedStyle(grid(el)).outlineStyle).to.equal('solid');
    expect(getComputedStyle(grid(el)).outlineOffset).to.equal('3px');
  });

  it('counts every undo and redo as a move, in the status, the getters and the next move’s detail', async () => {
    const el = await game();
    const seen = record(el, EVENTS);
    await click(el, A1, A3);
    expect([el.moves, el.bars, el.score]).to.deep.equal([1, 7, 7]);
    button(el, 'undo').click();
    await el.updateComplete;
    expect([el.moves, el.bars, el.score]).to.deep.equal([2, 8, 16]);
    expect(statusText(el)).to.equal('Moves 2 Colour bars left 8 Score 16 (moves × bars, lower is better)');
    button(el, 'redo').click();
    await el.updateComplete;
    expect([el.moves, el.bars, el.score]).to.deep.equal([3, 7, 21]);
    await click(el, B1, D1);
    const last = seen.at(-1)!.detail as StainedGlassMoveDetail;
    expect([last.ply, last.moves, last.barsLeft, last.score]).to.deep.equal([2, 4, 6, 24]);
    expect(seen.map((e) => [e.type, e.detail.ply])).to.deep.equal([
      ['move', 1],
      ['undo', 0],
      ['redo', 1],
      ['move', 2],
    ]);
    expect(statusText(el)).to.equal('Moves 4 Colour bars left 6 Score 24 (moves × bars, lower is better)');
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
    expect(el.announcement).to.equal('The blue tile on a4 cannot land on d4.');
    expect(withPart(el, 'selected')).to.deep.equal([A1]);
    await press('Home');
    await press('ArrowDown');
    await press('ArrowDown');
    await el.updateComplete;
    expect(focused(el)).to.equal(cell(el, A3));
    expect(focused(el)!.getAttribute('aria-label')).to.equal('a2, black (empty), lands here: becomes blue');
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
    // The focus stays where it was: on the board after Ctrl+Z, on a button after pressing it.
    expect(focused(el)).to.equal(cell(el, A3));
    button(el, 'redo').focus();
    await press('Enter');
    await el.updateComplete;
    expect(el.currentBoard).to.equal('0240/0300/1000/0006');
    expect(focused(el)).to.equal(button(el, 'redo'));
    button(el, 'undo').focus();
    await press('Enter');
    await el.updateComplete;
    expect(el.currentBoard).to.equal(BOARD);
    expect(focused(el)).to.equal(button(el, 'undo'));
    // New board is behind More while a game is under way.
    button(el, 'more').click();
    await el.updateComplete;
    button(el, 'new-game').focus();
    await press('Enter');
    await el.updateComplete;
    expect(seen.map((e) => e.type)).to.deep.equal(['move', 'undo', 'redo', 'undo', 'new-game']);
    // More closes once one of its actions ran, as a menu does, and the focus goes back to it.
    expect(button(el, 'more').getAttribute('aria-expanded')).to.equal('false');
    expect(focused(el)).to.equal(button(el, 'more'));
  });

  it('names squares as in chess (a1 bottom-left) and shows the names on the edges unless coordinates="off"', async () => {
    const el = await game();
    // BOARD is 4x4: its top-left square (index 0) is a4, its bottom-left (index 12) a1.
    expect(label(el, 0)).to.match(/^a4,/);
    expect(label(el, 12)).to.match(/^a1,/);
    const coords = [...el.shadowRoot!.querySelectorAll('[part="coordinate"]')];
    expect(coords.filter((c) => c.classList.contains('file')).map((c) => c.getAttribute('data-coord'))).to.deep.equal(['a', 'b', 'c', 'd']);
    expect(coords.filter((c) => c.classList.contains('rank')).map((c) => c.getAttribute('data-coord'))).to.deep.equal(['4', '3', '2', '1']);
    expect(getComputedStyle(coords[0]!, '::before').content).to.not.be.oneOf(['none', 'normal', '']);
    expect(cell(el, 12).querySelectorAll('.coord').length).to.equal(2);
    el.setAttribute('coordinates', 'off');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('[part="coordinate"]').length).to.equal(0);
  });

  it('marks read apart: a stuck tile is smaller and flat with no ring; destination, hint and last move each a shape of its own, light on the dark lead', async () => {
    const el = await game();
    const tileOf = (i: number): Element => cell(el, i).querySelector('.tile')!;
    const [movable, stuck] = [tileOf(A1), tileOf(B2)];
    expect(parts(el, B2)).to.include('stuck');
    expect(getComputedStyle(stuck).outlineStyle).to.equal('none');
    expect(stuck.getBoundingClientRect().width).to.be.below(movable.getBoundingClientRect().width * 0.85);
    // A destination: a circle, and no dashed frame around the square.
    await click(el, A1);
    expect(cell(el, A3).querySelector('[part="mark"] circle')).to.not.equal(null);
    expect(getComputedStyle(cell(el, A3), '::after').content).to.be.oneOf(['none', 'normal']);
  });

  it('marks the last move until the next, apart from the hint: where the tile left from and where it landed, named for screen readers', async () => {
    const el = await game();
    expect(withPart(el, 'last')).to.deep.equal([]);
    await click(el, A1, A3);
    expect(withPart(el, 'last')).to.deep.equal([A1, A3]);
    expect(parts(el, A3)).to.include('last-to');
    expect(label(el, A1)).to.match(/, last move from here$/);
    expect(label(el, A3)).to.match(/, last move to here$/);
    // Corner brackets on both squares (a frame masked to its corners): a shape of its own, not the focus ring's whole frame.
    for (const square of [A1, A3]) {
      const mark = getComputedStyle(cell(el, square), '::before');
      expect(mark.maskComposite, String(square)).to.contain('exclude');
      expect(parseFloat(mark.borderTopWidth), String(square)).to.be.at.least(2);
    }
    expect(getComputedStyle(cell(el, B2), '::before').content).to.equal('none');
    // Undone, it is no longer the last move.
    button(el, 'undo').click();
    await el.updateComplete;
    expect(withPart(el, 'last')).to.deep.equal([]);
  });

  it('names the last move at once, not when its animation ends: a square is called the same however fast the keys come', async () => {
    const el = await game(BOARD, 'allow');
    await click(el, A1, C1);
    const flyer = cell(el, A1).querySelector<HTMLElement>('[part="flyer"]');
    expect(flyer, 'the tile is still on its way').to.not.equal(null);
    expect(label(el, A1)).to.match(/, last move from here$/);
    expect(label(el, C1)).to.match(/, last move to here$/);
    const named = [label(el, A1), label(el, C1)];
    // The hop sets off in the next frame.
    await nextFrame();
    expect(flyer!.getAnimations()).to.have.length(1);
    await Promise.all(flyer!.getAnimations().map((a) => a.finished));
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.flyer'), 'landed').to.equal(null);
    expect([label(el, A1), label(el, C1)]).to.deep.equal(named);
  });

  it('drag and drop with the mouse plays a move; a drop elsewhere cancels', async () => {
    const el = await game(BOARD, 'allow');
    const seen = record(el, EVENTS);
    await mouseDrag(cell(el, A1), cell(el, D4));
    await el.updateComplete;
    expect(seen).to.deep.equal([]);
    expect(el.announcement).to.equal('The blue tile on a4 cannot land on d1. Selection cancelled.');
    expect(withPart(el, 'selected')).to.deep.equal([]);
    expect(cell(el, A1).querySelector<HTMLElement>('.tile')!.style.transform).to.equal('');
    await mouseDrag(cell(el, A1), cell(el, C3));
    await el.updateComplete;
    expect(seen.map((e) => e.type)).to.deep.equal(['move']);
    const detail = seen[0]!.detail as StainedGlassMoveDetail;
    expect([detail.from, detail.over, detail.to, detail.source]).to.deep.equal(['a4', 'b3', 'c2', 'user']);
    expect(el.currentBoard).to.equal('0240/4200/0010/0006');
    // The click that ends a drag does not count as a second click.
    expect(withPart(el, 'selected')).to.deep.equal([]);
    // A dragged tile is seen arriving: no hop afterwards.
    expect(el.shadowRoot!.querySelector('.flyer')).to.equal(null);
    // The focus followed the tile.
    expect(focused(el)).to.equal(cell(el, C3));
  });

  it('drag and drop with touch or pen pointer events; a press without a drag is a click', async () => {
    const el = await game();
    const seen = record(el, ['move']);
    // A tap is a click, even one that wobbles by less than a finger's drag (more than a mouse's): it selects...
    tap(el, A1, 'touch', 8);
    await el.updateComplete;
    expect(withPart(el, 'selected')).to.deep.equal([A1]);
    expect(el.announcement).to.match(/^Selected the blue tile on a4/);
    // ...and cancels on the selection.
    tap(el, A1, 'pen', 3);
    await el.updateComplete;
    expect(withPart(el, 'selected')).to.deep.equal([]);
    expect(el.announcement).to.equal('Selection cancelled.');
    // A tile that cannot move does not follow the finger, and the release says why.
    pointerDrag(cell(el, B2), cell(el, B3), 'touch');
    await el.updateComplete;
    expect(seen).to.deep.equal([]);
    expect(withPart(el, 'selected')).to.deep.equal([]);
    expect(el.announcement).to.equal('The purple tile on b3 cannot move.');
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
    expect(el.announcement).to.equal('d4 is empty: select a tile that can move.');
    expect(seen.length).to.equal(1);
    // Restoring the same game: the same position, a new game; the destination does nothing.
    expect(el.restore(saved(BOARD))).to.equal(true);
    await click(el, A1);
    el.restore(saved(BOARD));
    await click(el, A3);
    expect(el.announcement).to.equal('a2 is empty: select a tile that can move.');
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
    expect(HINT_NODES).to.equal(200_000);
    const el = await game(WIN);
    button(el, 'hint').click();
    await waitUntil(() => el.announcement.startsWith('Hint'), 'no hint');
    await el.updateComplete;
    expect(el.announcement).to.equal('Hint: move the red tile on a3 over b3 to c3. A one-tile finish is still possible.');
    // What the solver said is shown once, in the feedback line, not again in the status line.
    expect(el.shadowRoot!.querySelector('[part~="feedback"]')!.textContent).to.contain('A one-tile finish is still possible.');
    expect(el.shadowRoot!.querySelector('[part~="status"]')!.textContent).to.not.contain('one-tile finish');
    expect(withPart(el, 'hint')).to.deep.equal([0, 2]);
    expect(label(el, 0)).to.equal('a3, red, can move, hint: move this tile');
    expect(label(el, 2)).to.equal('c3, black (empty), hint: land here');
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
    expect(other.shadowRoot!.querySelector('[part~="feedback"]')!.textContent).to.contain('No one-tile finish is possible from here; this is the best line found.');
    // The hint goes with the position it was for, and the feedback line moves on to the move.
    await click(other, B1, D1);
    expect(withPart(other, 'hint')).to.deep.equal([]);
    expect(other.shadowRoot!.querySelector('[part~="feedback"]')!.textContent).to.not.contain('one-tile finish');
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
    expect(el.announcement).to.equal('The blue tile a4 over a3 to a2: a3 now empty, a2 now blue.');
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
    expect(statusText(el)).to.equal(`Moves 0 Colour bars left ${el.bars} Score 0 (moves × bars, lower is better) A one-tile finish exists`);
    // The attributes still stand for the options: the same values keep the board.
    el.setAttribute('rows', '4');
    await el.updateComplete;
    expect(el.currentBoard).to.equal(formatBoard(expected!.state));
    expect(el.currentSeed).to.equal('b');
    // Played to its one-tile finish, the line about a finish existing goes: the result says it.
    for (const move of solve(parseBoard(el.currentBoard)).line) await click(el, move.from, move.to);
    expect(el.isOver).to.equal(true);
    expect(statusText(el)).to.not.contain('finish exists');
    expect(statusText(el)).to.contain('One tile left');
    // The result leads the last move's line: larger, and at least as bold.
    const result = getComputedStyle(el.shadowRoot!.querySelector('.result')!);
    const line = getComputedStyle(el.shadowRoot!.querySelector('[part~="feedback"]')!);
    expect(parseFloat(result.fontSize)).to.be.above(parseFloat(line.fontSize));
    expect(Number(result.fontWeight)).to.be.above(Number(line.fontWeight));
  });

  it('solvable: inert and busy while it searches; a restart or removal stops the search', async () => {
    // A 10x10 board takes a long while: the search state, seen and checked by axe.
    const slow = await fixture<StainedGlassBoard>(html`<stained-glass-board solvable seed="axe" rows="10" cols="10"></stained-glass-board>`);
    expect(slow.finding).to.equal(true);
    expect(grid(slow).getAttribute('aria-busy')).to.equal('true');
    expect(grid(slow).hasAttribute('inert')).to.equal(true);
    expect(statusText(slow)).to.equal('Searching…');
    expect(slow.announcement).to.equal(FINDING);
    expect(slow.shadowRoot!.querySelector('.finding-note p')!.textContent).to.equal('Finding a board with a one-tile finish…');
    expect(button(slow, 'stop').textContent!.trim()).to.equal('Stop');
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
    expect(el.announcement).to.equal(FINDING);
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
      expect(statusText(el)).to.equal('Moves 0 Colour bars left 54 Score 0 (moves × bars, lower is better) Daily board, March 27, 2014');
      await click(el, ...firstMove(el));
      expect(el.ply).to.equal(1);
      // The same board all day: the button restarts it, and says so.
      expect(button(el, 'new-game').textContent!.trim()).to.equal('Restart');
      button(el, 'new-game').click();
      await el.updateComplete;
      expect(el.ply).to.equal(0);
      expect(el.announcement).to.equal('Today’s board, from the start. Undo brings your moves back.');
      expect(el.currentBoard).to.equal('125526/456363/143445/113342/232616/525461');
      // Other shapes: a board made from the day and the shape, the same for everyone.
      el.rows = 4;
      await el.updateComplete;
      expect(el.currentBoard).to.equal(formatBoard(setup({ rows: 4, cols: 6, palette: 'mixed', day: 16156 }, createRng('x'))));
      expect(statusText(el)).to.contain('Daily board, March 27, 2014');
      // A restored game of today keeps saying so; another one does not.
      const saving = el.save();
      el.daily = false;
      await el.updateComplete;
      expect(statusText(el)).to.not.contain('Daily');
      el.restore(saving);
      await el.updateComplete;
      expect(el.daily).to.equal(true);
      expect(statusText(el)).to.contain('Daily board, March 27, 2014');
      el.restore(saved(BOARD));
      await el.updateComplete;
      expect(el.daily).to.equal(false);
      expect(statusText(el)).to.not.contain('Daily');
    });
  });

  it('a boolean attribute written as daily="false" is on, as HTML has it, and a warning says how to turn it off', async () => {
    await on(2014, 3, 27, async () => {
      let el!: StainedGlassBoard;
      const said = await warnings(async () => {
        el = await fixture<StainedGlassBoard>(html`<stained-glass-board daily="false" glyphs="no"></stained-glass-board>`);
        // Once per attribute and value, however often it is set.
        el.setAttribute('daily', 'false');
        await el.updateComplete;
      });
      expect([el.daily, el.glyphs]).to.deep.equal([true, true]);
      expect(el.currentBoard).to.equal('125526/456363/143445/113342/232616/525461');
      expect(said).to.deep.equal([
        '<stained-glass-board>: daily="false" turns daily on: a boolean attribute is on whenever it is present. Remove the attribute to turn it off.',
        '<stained-glass-board>: glyphs="no" turns glyphs on: a boolean attribute is on whenever it is present. Remove the attribute to turn it off.',
      ]);
      expect(button(el, 'new-game').textContent!.trim()).to.equal('Restart');
      // A plain boolean attribute says nothing.
      expect(await warnings(async () => fixture(html`<stained-glass-board daily glyphs=""></stained-glass-board>`))).to.deep.equal([]);
    });
  });

  it('daily wins over solvable, with a warning', async () => {
    await on(2014, 3, 27, async () => {
      let el!: StainedGlassBoard;
      const seen = await warnings(async () => {
        el = await fixture<StainedGlassBoard>(html`<stained-glass-board daily solvable></stained-glass-board>`);
      });
      expect(seen).to.deep.equal([
        '<stained-glass-board>: ignoring solvable: a daily board is the same for everyone. Using the daily board.',
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
    const [from, to] = firstMove(el);
    await click(el, from);
    const preview = (): SVGElement => cell(el, to).querySelector<SVGElement>('.preview [part~="glyph"]')!;
    expect(getComputedStyle(preview()).display).to.equal('none');
    el.glyphs = true;
    await el.updateComplete;
    expect(getComputedStyle(glyph(0)!).display).to.equal('block');
    // A destination's mark shows the colour it will become by its glyph too, not by colour alone.
    expect(getComputedStyle(preview()).display).to.equal('block');
    const becomes = /becomes (\w+)$/.exec(label(el, to))![1]!;
    expect(preview().parentElement!.classList.contains(`c${['black', 'blue', 'red', 'purple', 'yellow', 'green', 'orange', 'white'].indexOf(becomes)}`)).to.equal(true);
    expect(el.shadowRoot!.querySelector('[part="legend"]')!.textContent).to.contain('Bars: red on top, yellow in the middle, blue at the bottom.');
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
      '<stained-glass-board>: ignoring solvable: the position is the board. Using the position.',
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
    // The board does not come from the seed: a new one keeps the game.
    el.seed = 'other';
    await el.updateComplete;
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
    // The hop is measured and set off in the next frame.
    await nextFrame();
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
    const landing = cell(el, C1).querySelector('.tile')!;
    tint.pause();
    tint.currentTime = 0;
    expect(getComputedStyle(landing).backgroundColor).to.equal(before);
    tint.finish();
    expect(getComputedStyle(landing).backgroundColor).to.not.equal(before);
    // Its glyph is not drawn without the glyphs setting: it does not fade either.
    expect(landing.querySelector('.glyph')!.getAnimations()).to.deep.equal([]);
    await travel!.finished;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.flyer')).to.equal(null);

    // With glyphs, the landing tile's glyph fades in with its colour.
    const shown = await game(BOARD, 'allow');
    shown.glyphs = true;
    await shown.updateComplete;
    await click(shown, A1, C1);
    expect(cell(shown, C1).querySelector('.glyph')!.getAnimations()).to.have.length(1);

    const calm = await game(BOARD, 'reduce');
    await click(calm, A1, C1);
    expect(calm.shadowRoot!.querySelector('.flyer')).to.equal(null);
    expect(cell(calm, C1).querySelector('.tile')!.getAnimations()).to.deep.equal([]);
  });

  it('a hop reads no style or layout between the click and the render (issue 24)', async () => {
    const el = await game(BOARD, 'allow');
    await click(el, A1);
    const reads: string[] = [];
    const computed = window.getComputedStyle;
    const box = Element.prototype.getBoundingClientRect;
    window.getComputedStyle = function (this: Window, ...args: Parameters<typeof computed>) {
      reads.push('getComputedStyle');
      return computed.apply(this, args);
    };
    Element.prototype.getBoundingClientRect = function (this: Element) {
      reads.push('getBoundingClientRect');
      return box.call(this);
    };
    try {
      await click(el, C1);
    } finally {
      window.getComputedStyle = computed;
      Element.prototype.getBoundingClientRect = box;
    }
    expect(el.shadowRoot!.querySelector('.flyer')).to.not.equal(null);
    expect(reads).to.deep.equal([]);
    // The hop still flies, measured in the next frame.
    await nextFrame();
    expect(el.shadowRoot!.querySelector<HTMLElement>('.flyer')!.getAnimations()).to.have.length(1);
  });

  it('a shaky click on a destination that is itself a tile that can move lands there', async () => {
    const el = await game();
    const seen = record(el, ['move']);
    await click(el, A1);
    // c1 (yellow, which can move) is a destination of a1: a press there that wobbles past a mouse drag's threshold.
    await mousePath(el, C1, [[4, 4]]);
    expect(seen.map((e) => (e.detail as StainedGlassMoveDetail).notation)).to.deep.equal(['0002']);
  });

  it('drag: a drop back on its own square is a click; a drop off the board or Escape cancels', async () => {
    const el = await game();
    const seen = record(el, EVENTS);
    const width = cell(el, A1).getBoundingClientRect().width;
    // Out to b1 and back: it selects, like a click...
    await mousePath(el, A1, [[width / 2, 0], [width, 0], [0, 0]]);
    expect(withPart(el, 'selected')).to.deep.equal([A1]);
    expect(el.announcement).to.match(/^Selected the blue tile on a4/);
    // ...and on the selected tile, it cancels.
    await mousePath(el, A1, [[width / 2, 0], [width, 0], [0, 0]]);
    expect(withPart(el, 'selected')).to.deep.equal([]);
    expect(el.announcement).to.equal('Selection cancelled.');
    // Off the board (above it): cancelled, and the tile is back in place.
    const [, y] = centre(el, A1);
    const above = grid(el).getBoundingClientRect().top - 10 - y;
    await mousePath(el, A1, [[10, 10], [10, above]]);
    expect(withPart(el, 'selected')).to.deep.equal([]);
    expect(el.announcement).to.equal('Selection cancelled.');
    expect(cell(el, A1).querySelector<HTMLElement>('.tile')!.style.transform).to.equal('');
    // Escape while dragging: cancelled at once; the release that follows selects nothing.
    await mousePath(el, A1, [[10, 10], [width, width]], false);
    expect(cell(el, A1).classList.contains('dragging')).to.equal(true);
    await press('Escape');
    await el.updateComplete;
    expect(withPart(el, 'selected')).to.deep.equal([]);
    expect(cell(el, A1).classList.contains('dragging')).to.equal(false);
    expect(cell(el, A1).querySelector<HTMLElement>('.tile')!.style.transform).to.equal('');
    const { sendMouse } = await import('@web/test-runner-commands');
    await sendMouse({ type: 'up' });
    await el.updateComplete;
    expect(withPart(el, 'selected')).to.deep.equal([]);
    expect(seen).to.deep.equal([]);
    expect(el.currentBoard).to.equal(BOARD);
  });

  it('animations follow the system’s reduced motion when the settings leave it to the system', async function () {
    // Puppeteer cannot emulate the preference in Firefox (WebDriver BiDi).
    if (navigator.userAgent.includes('Firefox')) this.skip();
    const { emulateMedia } = await import('@web/test-runner-commands');
    const el = await fixture<StainedGlassBoard>(html`<stained-glass-board seed="m"></stained-glass-board>`);
    el.restore(saved(BOARD));
    await el.updateComplete;
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      await click(el, A1, A3);
      expect(el.shadowRoot!.querySelector('.flyer')).to.equal(null);
      expect(cell(el, A3).querySelector('.tile')!.getAnimations()).to.deep.equal([]);
      el.undo();
      await emulateMedia({ reducedMotion: 'no-preference' });
      await click(el, A1, A3);
      expect(el.shadowRoot!.querySelector('.flyer')).to.not.equal(null);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('hint, then select its tile: the selection shows, and the hint’s landing square keeps its diamond beside the ring', async () => {
    const el = await game(WIN);
    expect(await el.showHint()).to.equal(true);
    await el.updateComplete;
    const tile = cell(el, 0).querySelector('.tile')!;
    // The hint's tile: a small diamond in its corner, the shape of the hint's landing mark (no dashed ring).
    expect(cell(el, 0).querySelector('[part="mark hint"] path')).to.not.equal(null);
    expect(getComputedStyle(tile).outlineStyle).to.equal('none');
    await click(el, 0);
    expect(withPart(el, 'selected')).to.deep.equal([0]);
    expect(getComputedStyle(tile).outlineStyle).to.equal('solid');
    expect(label(el, 2)).to.equal('c3, black (empty), lands here: becomes red, hint: land here');
    const clear = (): void => {
      const ring = cell(el, 2).querySelector('[part="mark"] circle')!.getBoundingClientRect();
      const diamond = cell(el, 2).querySelector('[part="mark hint"] path')!.getBoundingClientRect();
      // A circle and a diamond on a diagonal: apart when their centres are further than the radius plus half the diamond's diagonal extent.
      const gap = Math.hypot(ring.x + ring.width / 2 - diamond.x - diamond.width / 2, ring.y + ring.height / 2 - diamond.y - diamond.height / 2);
      expect(gap, 'the ring and the diamond do not overlap').to.be.above(ring.width / 2 + diamond.width / 2 / Math.SQRT2);
    };
    clear();
    el.glyphs = true;
    await el.updateComplete;
    clear();
    await expect(el).to.be.accessible();
  });

  it('forced colours: the ring moves to a corner as with glyphs, and the glyph legend shows', async () => {
    const el = await game();
    const legend = el.shadowRoot!.querySelector<HTMLElement>('[part="legend"]')!;
    expect(legend.textContent).to.equal('Bars: red on top, yellow in the middle, blue at the bottom.');
    expect(getComputedStyle(legend).display).to.equal('none');
    el.glyphs = true;
    await el.updateComplete;
    expect(getComputedStyle(legend).display).to.equal('block');
    // The test browsers cannot emulate forced colours: the stylesheet says it.
    const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
    const forced = rules.flatMap((r) => (r instanceof CSSMediaRule && r.conditionText.includes('forced-colors: active') ? [...r.cssRules] : []));
    const style = (list: CSSRule[], selector: string): CSSStyleDeclaration | undefined =>
      list.filter((r): r is CSSStyleRule => r instanceof CSSStyleRule && r.selectorText.split(/,\s*/).includes(selector)).at(-1)?.style;
    for (const [glyphs, always] of [['.grid.glyphs .mark', '.mark'], ['.grid.glyphs .mark.hint', '.mark.hint']] as const) {
      const a = style(rules, glyphs)!;
      const b = style(forced, always);
      expect(b, always).to.not.equal(undefined);
      expect([b!.inset, b!.inlineSize, b!.blockSize]).to.deep.equal([a.inset, a.inlineSize, a.blockSize]);
    }
    expect(style(forced, '.legend')?.display).to.equal('block');
  });

  it('read-only turned on drops the selection, a drag and a hint being worked out', async () => {
    const el = await game();
    const seen = record(el, EVENTS);
    await click(el, A1);
    el.readonly = true;
    await el.updateComplete;
    expect(withPart(el, 'selected')).to.deep.equal([]);
    expect(withPart(el, 'destination')).to.deep.equal([]);
    el.readonly = false;
    await el.updateComplete;
    expect(withPart(el, 'selected')).to.deep.equal([]);
    const hint = el.showHint();
    expect(el.thinking).to.equal(true);
    el.readonly = true;
    expect(await hint).to.equal(false);
    await el.updateComplete;
    expect(withPart(el, 'hint')).to.deep.equal([]);
    expect(el.thinking).to.equal(false);
    // A page asking for a hint on a read-only board gets none.
    expect(await el.showHint()).to.equal(false);
    el.readonly = false;
    await el.updateComplete;
    await mousePath(el, A1, [[10, 10], [20, 40]], false);
    expect(cell(el, A1).classList.contains('dragging')).to.equal(true);
    el.readonly = true;
    await el.updateComplete;
    expect(cell(el, A1).classList.contains('dragging')).to.equal(false);
    expect(cell(el, A1).querySelector<HTMLElement>('.tile')!.style.transform).to.equal('');
    const { sendMouse } = await import('@web/test-runner-commands');
    await sendMouse({ type: 'up' });
    await el.updateComplete;
    expect(withPart(el, 'selected')).to.deep.equal([]);
    expect(seen).to.deep.equal([]);
  });

  it('solvable: Escape stops the search and plays the seeded board, and says so', async () => {
    const el = await fixture<StainedGlassBoard>(html`<stained-glass-board solvable seed="axe" rows="10" cols="10"></stained-glass-board>`);
    expect(el.finding).to.equal(true);
    expect(statusText(el)).to.equal('Searching…');
    button(el, 'undo').focus();
    // Escape in the same task as the check above: the search cannot finish in between (a key sent through the
    // test runner took long enough on a loaded machine for the search to find its board first).
    button(el, 'undo').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(el.finding).to.equal(false);
    expect(el.currentBoard).to.equal(formatBoard(Session.start(stainedGlass, { rows: 10, cols: 10, palette: 'mixed' }, 'axe').state));
    expect(el.announcement).to.equal('Search stopped: this board may have no one-tile finish.');
    expect(statusText(el)).to.contain('No one-tile finish was proven for this board');
    expect(grid(el).hasAttribute('inert')).to.equal(false);
    await click(el, ...firstMove(el));
    expect(el.ply).to.equal(1);
    // The attributes still stand for this game; New board searches again.
    el.setAttribute('rows', '10');
    await el.updateComplete;
    expect(el.ply).to.equal(1);
    button(el, 'new-game').click();
    await el.updateComplete;
    expect(el.finding).to.equal(true);
    el.remove();
  });


  it('solvable: the Stop button stops the search too (for mouse and touch), and the focus stays in the game', async () => {
    const el = await fixture<StainedGlassBoard>(html`<stained-glass-board solvable seed="axe" rows="10" cols="10"></stained-glass-board>`);
    expect(el.finding).to.equal(true);
    button(el, 'stop').click();
    await el.updateComplete;
    await el.updateComplete;
    expect(el.finding).to.equal(false);
    expect(el.shadowRoot!.querySelector('button[part~="stop"]')).to.equal(null);
    expect(el.currentBoard).to.equal(formatBoard(Session.start(stainedGlass, { rows: 10, cols: 10, palette: 'mixed' }, 'axe').state));
    expect(el.announcement).to.equal('Search stopped: this board may have no one-tile finish.');
    expect(focused(el)?.getAttribute('role')).to.equal('gridcell');
  });
  it('solvable: restore() during the search ends it for good; newGame() starts another', async () => {
    const shape = { rows: 4, cols: 4, palette: 'mixed' } as const;
    const el = await fixture<StainedGlassBoard>(html`<stained-glass-board solvable seed="r" rows="4" cols="4"></stained-glass-board>`);
    expect(el.finding).to.equal(true);
    expect(el.restore(saved(BOARD))).to.equal(true);
    expect(el.finding).to.equal(false);
    // The same search, run here to its end: the element's would be over too, and the restored board stays.
    await findSolvableBoard(shape, createRng('stained-glass:solvable:r'));
    await el.updateComplete;
    expect(el.currentBoard).to.equal(BOARD);
    expect(grid(el).hasAttribute('inert')).to.equal(false);
    el.newGame('s');
    await el.updateComplete;
    expect(el.finding).to.equal(true);
    el.newGame('t');
    await waitUntil(() => !el.finding, 'still finding', { timeout: 10_000 });
    const expected = await findSolvableBoard(shape, createRng('stained-glass:solvable:t'));
    expect(el.currentBoard).to.equal(formatBoard(expected!.state));
    expect(el.currentSeed).to.equal('t');
  });

  it('daily: the game in progress survives midnight and a seed change; New board or a switch to daily deals today’s', async () => {
    const day = (d: number, rows = 6): string => formatBoard(setup({ rows, cols: 6, palette: 'mixed', day: d }, createRng('x')));
    const el = await on(2014, 3, 27, async () => {
      const el = await fixture<StainedGlassBoard>(html`<stained-glass-board daily></stained-glass-board>`);
      await click(el, ...firstMove(el));
      return el;
    });
    const board = el.currentBoard;
    await on(2014, 3, 28, async () => {
      el.seed = 'other';
      await el.updateComplete;
      await warnings(async () => {
        el.setAttribute('rows', 'abc');
        await el.updateComplete;
      });
      el.setAttribute('rows', '6');
      el.seed = 'another';
      await el.updateComplete;
      expect([el.currentBoard, el.ply]).to.deep.equal([board, 1]);
      expect(statusText(el)).to.contain('Daily board, March 27, 2014');
      // Another shape: still the day of the game in progress.
      el.rows = 4;
      await el.updateComplete;
      expect(el.currentBoard).to.equal(day(16156, 4));
      // New board: today's.
      button(el, 'new-game').click();
      await el.updateComplete;
      expect(el.currentBoard).to.equal(day(16157, 4));
      expect(statusText(el)).to.contain('Daily board, March 28, 2014');
    });
    await on(2014, 3, 29, async () => {
      el.daily = false;
      await el.updateComplete;
      el.daily = true;
      el.rows = 6;
      await el.updateComplete;
      expect(el.currentBoard).to.equal(day(16158));
    });
  });

  it('accepts rows and cols with leading zeros', async () => {
    let el!: StainedGlassBoard;
    const seen = await warnings(async () => {
      el = await fixture<StainedGlassBoard>(html`<stained-glass-board seed="z" rows="0010" cols=" 03 "></stained-glass-board>`);
    });
    expect(seen).to.deep.equal([]);
    expect([el.rows, el.cols]).to.deep.equal([10, 3]);
    expect(el.currentBoard).to.match(/^(\d{3}\/){9}\d{3}$/);
  });
});

/** The squares to click for the first legal move on the board (from, then to). */
function firstMove(el: StainedGlassBoard): [number, number] {
  const move = stainedGlass.legalMoves(parseBoard(el.currentBoard))[0]!;
  return [move.from, move.to];
}

/** Runs `fn` with `performance.now()` running `factor` times as fast as real time: as a device `factor` times slower sees it. */
async function withClock<T>(factor: number, fn: () => Promise<T>): Promise<T> {
  const real = performance.now.bind(performance);
  const origin = real();
  Object.defineProperty(performance, 'now', { value: () => origin + (real() - origin) * factor, configurable: true, writable: true });
  try {
    return await fn();
  } finally {
    delete (performance as { now?: unknown }).now;
  }
}

describe('<stained-glass-board> the same answer everywhere', () => {
  it('hint: the same words with a clock 100 times faster (positions searched, not time, bound it)', async () => {
    // A board whose finish takes the solver tens of thousands of positions: a clock-bound search said less on a slow device.
    // (Bench board 60, 40,647 positions; board 5 took 14,806 before the move ordering of issue 23's fourth look, 7,303 since.)
    const board = formatBoard(setup({}, createRng('stained-glass:bench:60')));
    const expected = solve(parseBoard(board), { maxNodes: HINT_NODES });
    expect(expected.proof).to.equal('finishable');
    expect(expected.nodes).to.be.above(10_000);
    const words: string[] = [];
    for (const factor of [1, 100]) {
      await withClock(factor, async () => {
        const el = await game(board);
        expect(await el.showHint()).to.equal(true);
        words.push(el.announcement);
        expect(withPart(el, 'hint')).to.deep.equal([expected.line[0]!.from, expected.line[0]!.to].sort((a, b) => a - b));
      });
    }
    expect(words[1]).to.equal(words[0]);
    expect(words[0]).to.match(/^Hint: .* A one-tile finish is still possible\.$/);
  });

  it('hint: on a board proven finishable, every hint follows the proven line to one tile, and never says none was found', async () => {
    const wrapper = await fixture<BoardletsSettingsElement>(
      html`<boardlets-settings motion="reduce"><stained-glass-board solvable seed="golden"></stained-glass-board></boardlets-settings>`,
    );
    const el = wrapper.querySelector('stained-glass-board')!;
    // The fixture waited for the wrapper only: the game's first update (which waits for the board search's code) starts the search.
    await el.updateComplete;
    await waitUntil(() => !el.finding, 'still finding', { timeout: 30_000 });
    await el.updateComplete;
    const expected = await findSolvableBoard({ rows: 6, cols: 6, palette: 'mixed' }, createRng('stained-glass:solvable:golden'));
    expect(expected!.proven).to.equal(true);
    expect(el.currentBoard).to.equal(formatBoard(expected!.state));
    await withClock(100, async () => {
      for (const move of expected!.line) {
        expect(await el.showHint()).to.equal(true);
        expect(el.announcement).to.match(/A one-tile finish is still possible\.$/);
        expect(withPart(el, 'hint')).to.deep.equal([move.from, move.to].sort((a, b) => a - b));
        await click(el, move.from, move.to);
      }
    });
    expect(el.tilesLeft).to.equal(1);
  });

  it('daily: the status says what the node-bounded solver found on the board of the day (a finish, or a par)', async () => {
    await on(2026, 11, 25, async () => {
      for (const [rows, cols] of [
        [4, 4],
        [3, 3],
      ] as const) {
        const wrapper = await fixture<BoardletsSettingsElement>(
          html`<boardlets-settings motion="reduce"><stained-glass-board daily rows=${rows} cols=${cols}></stained-glass-board></boardlets-settings>`,
        );
        const el = wrapper.querySelector('stained-glass-board')!;
        // A daily board is drawn once its results have loaded (with `daily`, the first update waits for them).
        await el.updateComplete;
        await waitUntil(() => statusText(el).includes('·'), 'no word from the solver', { timeout: 30_000 });
        const expected = solve(parseBoard(el.currentBoard), { maxNodes: DAILY_NODES });
        const said = expected.proof === 'finishable' ? 'A one-tile finish exists' : `Par: ${expected.fewestTiles} (the fewest tiles the solver left)`;
        expect(statusText(el)).to.contain(` · ${said}`);
      }
    });
  });
});
