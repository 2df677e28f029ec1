import { expect } from '@open-wc/testing';
import type { MoveOutcome, MoveRefusal } from '../../src/engine/game.js';
import { createRng } from '../../src/engine/rng.js';
import { checkboxSquares, clickMask, type CheckboxSquaresState } from '../../src/games/checkbox-squares/index.js';
import { infection, parsePosition, type InfectionState } from '../../src/games/infection/index.js';
import { kites, setup as kitesSetup, type KitesMove, type KitesState } from '../../src/games/kites/index.js';
import { parseBoard, stainedGlass } from '../../src/games/stained-glass/index.js';

/**
 * Each game's `outcome` (what a legal move does) and `refusal` (why a move is
 * not legal) on hand-made positions: every outcome field and every refusal
 * code. test/games/outcome-fuzz.test.ts checks them against `apply` and
 * `isLegal` in random play.
 */

/** The value survives JSON unchanged (no typed arrays, undefined or NaN inside). */
function expectPlainJson(value: MoveOutcome | MoveRefusal): void {
  expect(JSON.parse(JSON.stringify(value))).to.deep.equal(value);
}

describe('games/infection outcome and refusal', () => {
  // a1 Green; b1, c2 Yellow; e4 an obstacle; e5 Yellow.
  const S = parsePosition('gy3/2y2/5/4x/4y g');

  it('describes a duplicate: the kind, the squares, the pieces converted, who moved and the counts after', () => {
    const o = infection.outcome(S, { from: 0, to: 6 });
    expect(o).to.deep.equal({ kind: 'duplicate', from: 0, to: 6, converted: [1, 7], player: 0, counts: { green: 4, yellow: 1 } });
    expectPlainJson(o);
  });

  it('describes a checker jump, which leaves the piece jumped over alone', () => {
    // c1 is next to b1, but b1 is the piece jumped over: only c2 converts.
    expect(infection.outcome(S, { from: 0, to: 2 })).to.deep.equal({
      kind: 'checker',
      from: 0,
      to: 2,
      converted: [7],
      player: 0,
      counts: { green: 2, yellow: 2 },
    });
  });

  it('describes a jump and a knight move, and a move by Yellow', () => {
    expect(infection.outcome(S, { from: 0, to: 10 })).to.deep.equal({ kind: 'jump', from: 0, to: 10, converted: [], player: 0, counts: { green: 1, yellow: 3 } });
    expect(infection.outcome(S, { from: 0, to: 11 })).to.deep.equal({ kind: 'knight', from: 0, to: 11, converted: [7], player: 0, counts: { green: 2, yellow: 2 } });
    const yellow: InfectionState = { ...S, toMove: 1 };
    expect(infection.outcome(yellow, { from: 7, to: 6 })).to.deep.equal({ kind: 'duplicate', from: 7, to: 6, converted: [0], player: 1, counts: { green: 0, yellow: 5 } });
  });

  it('lists the converted squares in ascending order', () => {
    // Yellow all round c3; Green's knight from b5 lands there and converts all eight.
    const s = parsePosition('5/1yyy1/1y1y1/1yyy1/1g3 g');
    expect(infection.outcome(s, { from: 21, to: 12 }).converted).to.deep.equal([6, 7, 8, 11, 13, 16, 17, 18]);
  });

  it('gives no refusal for a legal move', () => {
    expect(infection.refusal(S, { from: 0, to: 6 })).to.equal(null);
    expect(infection.refusal(S, { from: 0, to: 11 })).to.equal(null);
  });

  it('refuses a move of a square without a piece of the player to move', () => {
    expect(infection.refusal(S, { from: 1, to: 2 })).to.deep.equal({ code: 'not-your-piece', square: 1, player: 0 });
    expect(infection.refusal(S, { from: 3, to: 4 })).to.deep.equal({ code: 'not-your-piece', square: 3, player: 0 });
    expect(infection.refusal({ ...S, toMove: 1 }, { from: 0, to: 5 })).to.deep.equal({ code: 'not-your-piece', square: 0, player: 1 });
  });

  it('refuses a move onto a piece or an obstacle', () => {
    expect(infection.refusal(S, { from: 0, to: 1 })).to.deep.equal({ code: 'occupied', square: 1 });
    expect(infection.refusal(S, { from: 0, to: 0 })).to.deep.equal({ code: 'occupied', square: 0 });
    // The obstacle is said before the distance, as the element does.
    expect(infection.refusal(S, { from: 0, to: 19 })).to.deep.equal({ code: 'obstacle', square: 19 });
  });

  it('refuses a jump over an obstacle and a move out of reach', () => {
    const s = parsePosition('g4/x4/5/5/4y g');
    expect(infection.refusal(s, { from: 0, to: 10 })).to.deep.equal({ code: 'over-obstacle', over: 5 });
    expect(infection.refusal(s, { from: 0, to: 3 })).to.deep.equal({ code: 'too-far', from: 0, to: 3 });
    expect(infection.refusal(s, { from: 0, to: 18 })).to.deep.equal({ code: 'too-far', from: 0, to: 18 });
  });

  it('refuses any move of a piece that cannot move at all', () => {
    // a1 is walled in by obstacles, and its knight squares hold Yellow pieces; e5 can still move.
    const s = parsePosition('gx3/xxy2/1y3/5/4g g');
    expect(infection.status(s).over).to.equal(false);
    expect(infection.refusal(s, { from: 0, to: 2 })).to.deep.equal({ code: 'cannot-move', square: 0 });
    expect(infection.refusal(s, { from: 0, to: 12 })).to.deep.equal({ code: 'cannot-move', square: 0 });
  });

  it('refuses every move once the game is over, and squares off the board', () => {
    const full = parsePosition('ggyy/ggyy/ggyy/gyyy g');
    expect(infection.refusal(full, { from: 0, to: 5 })).to.deep.equal({ code: 'game-over' });
    for (const move of [{ from: 0, to: 36 }, { from: -1, to: 6 }, { from: 0, to: 6.5 }, { from: 0, to: Number.NaN }]) {
      expect(infection.refusal(S, move), JSON.stringify(move)).to.deep.equal({ code: 'off-board' });
    }
  });
});

describe('games/stained-glass outcome and refusal', () => {
  it('describes a hop: the squares, their colours before and after, the tiles and bars left', () => {
    // Blue over purple (which keeps its red) onto black: as many tiles as before.
    const s = parseBoard('130/000/000');
    const o = stainedGlass.outcome(s, { from: 0, to: 2 });
    expect(o).to.deep.equal({
      from: 0,
      over: 1,
      to: 2,
      colours: { from: { before: 'blue', after: 'black' }, over: { before: 'purple', after: 'red' }, to: { before: 'black', after: 'blue' } },
      tilesLeft: 2,
      barsLeft: 2,
    });
    expectPlainJson(o);
  });

  it('counts the tiles and bars after a primary jumps a primary, and after a landing that mixes', () => {
    expect(stainedGlass.outcome(parseBoard('000/120/000'), { from: 3, to: 5 })).to.deep.include({
      over: 4,
      colours: { from: { before: 'blue', after: 'black' }, over: { before: 'red', after: 'black' }, to: { before: 'black', after: 'blue' } },
      tilesLeft: 1,
      barsLeft: 1,
    });
    // Blue over blue onto yellow makes green, diagonally: d = 4.
    const o = stainedGlass.outcome(parseBoard('100/010/004'), { from: 0, to: 8 });
    expect(o).to.deep.include({ over: 4, tilesLeft: 1, barsLeft: 2 });
    expect(o.colours.to).to.deep.equal({ before: 'yellow', after: 'green' });
  });

  it('gives no refusal for a legal hop', () => {
    expect(stainedGlass.refusal(parseBoard('130/000/000'), { from: 0, to: 2 })).to.equal(null);
  });

  it('refuses a hop from an empty square, or of a tile that cannot move', () => {
    // Blue on a1 can hop over red on a2; yellow on c3 has no tile beside it.
    const s = parseBoard('100/200/004');
    expect(stainedGlass.refusal(s, { from: 1, to: 7 })).to.deep.equal({ code: 'empty-square', square: 1 });
    expect(stainedGlass.refusal(s, { from: 8, to: 6 })).to.deep.equal({ code: 'cannot-move', square: 8, colour: 'yellow' });
  });

  it('refuses a move that is no hop, and a hop over an empty square', () => {
    const s = parseBoard('100/200/004');
    expect(stainedGlass.refusal(s, { from: 0, to: 1 })).to.deep.equal({ code: 'not-a-hop', from: 0, to: 1, colour: 'blue' });
    expect(stainedGlass.refusal(s, { from: 0, to: 5 })).to.deep.equal({ code: 'not-a-hop', from: 0, to: 5, colour: 'blue' });
    expect(stainedGlass.refusal(s, { from: 0, to: 8 })).to.deep.equal({ code: 'no-tile-between', from: 0, over: 4, to: 8, colour: 'blue' });
  });

  it('refuses a jump over a tile without the mover’s colour, and a landing on a tile sharing part of it', () => {
    // Blue on a1 can hop over red on a2 (two primaries), but not over orange, nor land on purple.
    expect(stainedGlass.refusal(parseBoard('160/200/000'), { from: 0, to: 2 })).to.deep.equal({
      code: 'cannot-jump',
      from: 0,
      over: 1,
      to: 2,
      colour: 'blue',
      overColour: 'orange',
    });
    expect(stainedGlass.refusal(parseBoard('123/200/000'), { from: 0, to: 2 })).to.deep.equal({
      code: 'cannot-land',
      from: 0,
      to: 2,
      colour: 'blue',
      toColour: 'purple',
    });
  });

  it('refuses every hop once no tile can move, and squares off the board', () => {
    expect(stainedGlass.refusal(parseBoard('100/000/002'), { from: 0, to: 2 })).to.deep.equal({ code: 'game-over' });
    const s = parseBoard('130/000/000');
    for (const move of [{ from: 0, to: 9 }, { from: -2, to: 0 }, { from: 0.5, to: 2 }]) {
      expect(stainedGlass.refusal(s, move), JSON.stringify(move)).to.deep.equal({ code: 'off-board' });
    }
  });
});

describe('games/kites outcome and refusal', () => {
  /** A size-1 board (18 kites, 6 colours, 2 players) after placing on these cells in turn. */
  function played(cells: readonly number[]): KitesState {
    let s = kitesSetup({ size: 1 }, createRng('unused'));
    for (const cell of cells) s = kites.apply(s, { cell });
    return s;
  }

  it('describes a quiet move: the cell, the colour, who placed it and the scores', () => {
    const o = kites.outcome(played([]), { cell: 0 });
    expect(o).to.deep.equal({ cell: 0, colour: 'red', player: 0, completed: [], gained: 0, sameColour: [], penalty: 0, points: 0, replay: false, scores: [0, 0] });
    expectPlainJson(o);
  });

  it('describes completions (in moveEffects’ order), gains, same-coloured neighbours and points', () => {
    // Yellow on kite 13 completes quartet 19 and triangle 21 (+2), beside the yellow on kite 10 (-1).
    const s = played([16, 10, 1, 4, 17, 15, 11]);
    const o = kites.outcome(s, { cell: 13 });
    expect(o).to.deep.equal({
      cell: 13,
      colour: 'yellow',
      player: 1,
      completed: [
        { type: 'quartet', point: 19 },
        { type: 'triangle', point: 21 },
      ],
      gained: 2,
      sameColour: [10],
      penalty: 1,
      points: 1,
      replay: false,
      scores: [0, 1],
    });
    expectPlainJson(o);
  });

  it('says when a move earns an extra move (a wheel alone, no same-coloured neighbour)', () => {
    const o = kites.outcome(played([4, 6, 7, 10, 11]), { cell: 13 });
    expect(o).to.deep.include({ colour: 'violet', player: 1, gained: 1, points: 1, replay: true });
    expect(o.completed).to.deep.equal([{ type: 'wheel', point: 12 }]);
    expect(o.scores).to.deep.equal([0, 1]);
  });

  it('counts a lost point with nothing completed (a spoiled triangle is no completion)', () => {
    // Three colours: red, yellow, green, then red on kite 4 beside the red on kite 0; triangle 0-1-4 is red, yellow, red.
    let s = kitesSetup({ size: 1, colors: 3 }, createRng('unused'));
    for (const cell of [0, 1, 2]) s = kites.apply(s, { cell });
    expect(kites.outcome(s, { cell: 4 })).to.deep.equal({
      cell: 4,
      colour: 'red',
      player: 1,
      completed: [],
      gained: 0,
      sameColour: [0],
      penalty: 1,
      points: -1,
      replay: false,
      scores: [0, -1],
    });
  });

  it('refuses a taken cell, a cell off the board, and any move on a full board', () => {
    const s = played([16, 10]);
    expect(kites.refusal(s, { cell: 3 })).to.equal(null);
    expect(kites.refusal(s, { cell: 10 })).to.deep.equal({ code: 'occupied', cell: 10, colour: 'yellow' });
    for (const cell of [18, -1, 2.5]) expect(kites.refusal(s, { cell }), String(cell)).to.deep.equal({ code: 'off-board' });
    const full = played(Array.from({ length: 18 }, (_, i) => i));
    expect(kites.status(full).over).to.equal(true);
    const move: KitesMove = { cell: 3 };
    expect(kites.refusal(full, move)).to.deep.equal({ code: 'game-over' });
  });
});

describe('games/checkbox-squares outcome and refusal', () => {
  // Variant 1; the right square has its top-left box checked, the target the bottom-right one.
  const S: CheckboxSquaresState = { variant: 1, target: 1 << 8, board: 1 << 0, lockTarget: false, states: 2 };

  it('describes a click on the right square: the boxes toggled, those now checked, both patterns and the clicks still needed', () => {
    // Variant 1's top-left corner toggles its 2x2 block: 0 goes off, 1, 3 and 4 come on.
    const o = checkboxSquares.outcome(S, { square: 'board', box: 0 });
    expect(o).to.deep.equal({
      square: 'board',
      box: 0,
      toggled: [0, 1, 3, 4],
      checked: [1, 3, 4],
      target: '000000001',
      board: '010110000',
      clicksNeeded: 5,
    });
    expectPlainJson(o);
  });

  it('describes a click on the target, and a click that solves the puzzle', () => {
    expect(checkboxSquares.outcome(S, { square: 'target', box: 8 })).to.deep.equal({
      square: 'target',
      box: 8,
      toggled: [8],
      checked: [],
      target: '000000000',
      board: '100000000',
      clicksNeeded: 6,
    });
    // The target is the board after clicking the centre (variant 1: the cross).
    const s: CheckboxSquaresState = { variant: 1, target: clickMask(1, 4), board: 0, lockTarget: true, states: 2 };
    expect(checkboxSquares.outcome(s, { square: 'board', box: 4 })).to.deep.include({ toggled: [1, 3, 4, 5, 7], checked: [1, 3, 4, 5, 7], clicksNeeded: 0 });
  });

  it('refuses a click on a locked target, off the squares, and once solved', () => {
    expect(checkboxSquares.refusal(S, { square: 'target', box: 8 })).to.equal(null);
    expect(checkboxSquares.refusal({ ...S, lockTarget: true }, { square: 'target', box: 8 })).to.deep.equal({ code: 'target-locked' });
    expect(checkboxSquares.refusal({ ...S, lockTarget: true }, { square: 'board', box: 8 })).to.equal(null);
    for (const box of [9, -1, 0.5]) expect(checkboxSquares.refusal(S, { square: 'board', box }), String(box)).to.deep.equal({ code: 'off-board' });
    expect(checkboxSquares.refusal(S, { square: 'left' as 'board', box: 0 })).to.deep.equal({ code: 'off-board' });
    expect(checkboxSquares.refusal({ ...S, board: S.target }, { square: 'board', box: 0 })).to.deep.equal({ code: 'game-over' });
  });
});
