import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { DecodeError } from '../../src/engine/game.js';
import { createRng } from '../../src/engine/rng.js';
import { Session } from '../../src/engine/session.js';
import {
  apply,
  barsLeft,
  dailyCells,
  dayNumber,
  formatBoard,
  isLegal,
  jumpResult,
  landResult,
  legalMoves,
  movesFrom,
  parseBoard,
  primariesOf,
  setup,
  stainedGlass,
  status,
  tilesLeft,
} from '../../src/games/stained-glass/rules.js';

// The rule text, written out colour by colour (b blue, r red, y yellow,
// p purple, g green, o orange, w white, k black).
const CODE: Record<string, number> = { k: 0, b: 1, r: 2, p: 3, y: 4, g: 5, o: 6, w: 7 };
/** Whom each colour may jump, and what the jumped tile becomes: "over>result". */
const JUMPS: Record<string, string> = {
  // A single may jump any single (which turns black), or a colour containing it (which loses it).
  b: 'b>k r>k y>k p>r g>y w>o',
  r: 'r>k b>k y>k p>b o>y w>g',
  y: 'y>k b>k r>k g>b o>r w>p',
  // A double only its own colour (black) or white (the missing single).
  p: 'p>k w>y',
  g: 'g>k w>r',
  o: 'o>k w>b',
  // White only white.
  w: 'w>k',
  k: '',
};
/** Where each colour may land, and what the landing square becomes: "target>result". */
const LANDS: Record<string, string> = {
  // Black, its own colour, or a colour sharing nothing with it.
  b: 'k>b b>b r>p y>g o>w',
  r: 'k>r r>r b>p y>o g>w',
  y: 'k>y y>y b>g r>o p>w',
  p: 'k>p p>p y>w',
  g: 'k>g g>g r>w',
  o: 'k>o o>o b>w',
  w: 'k>w w>w',
  k: '',
};
const table = (text: string): Map<number, number> =>
  new Map(text.split(' ').filter(Boolean).map((pair) => [CODE[pair[0]!]!, CODE[pair[2]!]!]));

describe('games/stained-glass rules', () => {
  it('jumps and lands exactly as the rule text says, for all 8x8x8 colour triples', () => {
    const names = Object.keys(CODE);
    for (const m of names) {
      for (const o of names) {
        for (const t of names) {
          const [mc, oc, tc] = [CODE[m]!, CODE[o]!, CODE[t]!];
          const jump = table(JUMPS[m]!).get(oc) ?? null;
          const land = table(LANDS[m]!).get(tc) ?? null;
          expect(jumpResult(mc, oc), `${m} over ${o}`).to.equal(jump);
          expect(landResult(mc, tc), `${m} onto ${t}`).to.equal(land);
          // On a board: mover, jumped and landing squares in a row.
          const state = parseBoard(`${mc}${oc}${tc}/000/000`);
          const legal = isLegal(state, { from: 0, to: 2 });
          expect(legal, `${m} ${o} ${t}`).to.equal(jump !== null && land !== null);
          if (legal) expect(formatBoard(apply(state, { from: 0, to: 2 }))).to.equal(`0${jump}${land}/000/000`);
        }
      }
    }
  });

  it('hops in all 8 directions, two squares, never off the board', () => {
    // Blue in the middle of a 5x5 board, black all round it: black cannot be jumped, so it cannot move.
    const s = parseBoard('20202/00000/20102/00000/20202');
    expect(movesFrom(s, 12)).to.deep.equal([]);
    // Reds all round: blue may jump each (a single over a single) and land on the red two away (no shared colour).
    const t = parseBoard('20202/02220/22122/02220/20202');
    expect(movesFrom(t, 12).map((m) => m.to)).to.deep.equal([0, 2, 4, 10, 14, 20, 22, 24]);
    // Black tiles never move.
    expect(movesFrom(parseBoard('012/000/000'), 0)).to.deep.equal([]);
  });

  it('a single over a single turns it black; a primary over a double takes its colour out', () => {
    expect(formatBoard(apply(parseBoard('120/000/000'), { from: 0, to: 2 }))).to.equal('001/000/000');
    expect(formatBoard(apply(parseBoard('150/000/000'), { from: 0, to: 2 }))).to.equal('041/000/000');
    // A double lands on its complementary single and makes white ("room for your colour").
    expect(formatBoard(apply(parseBoard('572/000/000'), { from: 0, to: 2 }))).to.equal('027/000/000');
  });

  it('lands on black, on its own colour, or on a colour sharing none; refuses everything else (hand-made boards)', () => {
    // Codes: blue 1, red 2, purple 3, yellow 4, green 5, orange 6, white 7; each board hops from the left square to the right one.
    const hop = (board: string): string => formatBoard(apply(parseBoard(board), { from: 0, to: 2 }));
    const legal = (board: string): boolean => isLegal(parseBoard(board), { from: 0, to: 2 });
    // Blue over green onto blue: green keeps yellow; blue on its own colour stays blue.
    expect(hop('151/000/000')).to.equal('041/000/000');
    // Red over orange onto blue (no colour shared): orange keeps yellow, the landing square mixes to purple.
    expect(hop('261/000/000')).to.equal('043/000/000');
    // White over white: the jumped tile loses all three colours and turns black.
    expect(hop('770/000/000')).to.equal('007/000/000');
    // The jumped tile lacks the mover's colour: red over green, purple over blue.
    expect(legal('250/000/000')).to.equal(false);
    expect(legal('310/000/000')).to.equal(false);
    // The single-over-single exception is for singles only: a double over a single, a single over black.
    expect(legal('540/000/000')).to.equal(false);
    expect(legal('100/000/000')).to.equal(false);
    // The landing square shares a colour without being the mover's own: blue onto purple, green onto blue.
    expect(legal('153/000/000')).to.equal(false);
    expect(legal('551/000/000')).to.equal(false);
    // The same hops are legal onto black.
    expect(legal('150/000/000')).to.equal(true);
    expect(legal('550/000/000')).to.equal(true);
  });

  it('ends when no tile can move: won with one tile, stuck otherwise', () => {
    expect(status(parseBoard('000/050/000'))).to.deep.equal({ over: true, winners: [0], reason: 'one-tile' });
    expect(status(parseBoard('500/000/003'))).to.deep.equal({ over: true, winners: [], reason: 'stuck' });
    expect(status(parseBoard('120/000/000')).over).to.equal(false);
    expect(barsLeft(parseBoard('700/030/001'))).to.equal(6);
    expect(tilesLeft(parseBoard('700/030/001'))).to.equal(3);
    expect(primariesOf(7)).to.deep.equal(['blue', 'red', 'yellow']);
  });

  it('builds the 3grams daily board: 2014-03-27 (day 16156)', () => {
    expect(dayNumber(Date.UTC(2014, 2, 27, 15, 30))).to.equal(16156);
    const board = setup({ day: 16156 }, createRng('ignored'));
    expect(formatBoard(board)).to.equal('125526/456363/143445/113342/232616/525461');
    expect(dailyCells(16156).slice(0, 6)).to.deep.equal([1, 2, 5, 5, 2, 6]);
    // Every daily board has six of each of the six colours.
    const counts = new Array<number>(8).fill(0);
    for (const c of dailyCells(20000)) counts[c]!++;
    expect(counts).to.deep.equal([0, 6, 6, 6, 6, 6, 6, 0]);
  });

  it('gives other shapes a daily board that depends on the day and the shape, not the seed', () => {
    const a = formatBoard(setup({ day: 20000, rows: 4, cols: 5, palette: 'full' }, createRng('one')));
    expect(formatBoard(setup({ day: 20000, rows: 4, cols: 5, palette: 'full' }, createRng('two')))).to.equal(a);
    expect(formatBoard(setup({ day: 20001, rows: 4, cols: 5, palette: 'full' }, createRng('one')))).to.not.equal(a);
    expect(formatBoard(setup({ day: 20000, rows: 4, cols: 5, palette: 'mixed' }, createRng('one')))).to.not.equal(a);
    expect(() => setup({ day: 1.5 }, createRng('x'))).to.throw(RangeError);
  });

  it('sets up seeded boards with equal shares of the palette', () => {
    const a = setup({}, createRng('x'));
    expect(formatBoard(a)).to.equal(formatBoard(setup({}, createRng('x'))));
    const counts = (cells: Uint8Array) => [...cells].reduce((acc, c) => ((acc[c] = (acc[c] ?? 0) + 1), acc), {} as Record<number, number>);
    expect(counts(a.cells)).to.deep.equal({ 1: 6, 2: 6, 3: 6, 4: 6, 5: 6, 6: 6 });
    expect(counts(setup({ palette: 'primaries', rows: 3, cols: 4 }, createRng('p')).cells)).to.deep.equal({ 1: 4, 2: 4, 4: 4 });
    const full = counts(setup({ palette: 'full', rows: 5, cols: 5 }, createRng('f')).cells);
    expect(Object.values(full).every((n) => n === 3 || n === 4)).to.equal(true);
    expect(Object.keys(full).length).to.equal(7);
    expect(() => setup({ rows: 11 }, createRng('x'))).to.throw(RangeError);
  });

  it('reads and writes boards, and rejects bad text with a message', () => {
    expect(formatBoard(parseBoard(' 125/000/777 '))).to.equal('125/000/777');
    const bad: [string, RegExp][] = [
      ['12/00', /3 to 10 rows/],
      ['12/00/00', /3 to 10 columns/],
      ['128/000/000', /colour codes 0-7/],
      ['123/00/000', /row 2 has 2 squares/],
      ['<b>/000/000', /colour codes/],
    ];
    for (const [text, message] of bad) expect(() => parseBoard(text), text).to.throw(DecodeError, message);
    for (const bad2 of ['', '123/000/000', '123-000-0x0']) expect(() => stainedGlass.decodeState(bad2), bad2).to.throw(DecodeError);
    expect(() => stainedGlass.decodeMove('12')).to.throw(DecodeError);
  });

  it('keeps its invariants through random games; undo/redo and save/restore are exact', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 3, max: 10 }), fc.integer({ min: 3, max: 10 }), fc.array(fc.nat(), { maxLength: 60 }), (seed, rows, cols, picks) => {
        const session = Session.start(stainedGlass, { rows, cols }, seed);
        for (const pick of picks) {
          const moves = legalMoves(session.state);
          if (!moves.length) break;
          const bars = barsLeft(session.state);
          session.play(moves[pick % moves.length]!);
          // A hop takes the mover's bits off its square and at least one bit off the jumped tile, and adds at
          // most the mover's bits where it lands: the bars strictly fall, so every game ends.
          if (barsLeft(session.state) >= bars) return false;
        }
        const here = stainedGlass.encodeState(session.state);
        if (session.undo()) {
          session.redo();
          if (stainedGlass.encodeState(session.state) !== here) return false;
        }
        return Session.restore(stainedGlass, session.save()).save() === session.save();
      }),
      { numRuns: 200 },
    );
  });
});
