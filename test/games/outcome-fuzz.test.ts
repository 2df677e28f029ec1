import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { GameDefinition, MoveOutcome, MoveRefusal, OutcomeOf, RefusalOf } from '../../src/engine/game.js';
import { bits } from '../../src/engine/gf2.js';
import { createRng, type Rng } from '../../src/engine/rng.js';
import {
  checkboxSquares,
  clicksNeeded,
  formatPattern,
  hint,
  type CheckboxSquaresMove,
  type CheckboxSquaresOptions,
  type CheckboxSquaresOutcome,
  type CheckboxSquaresRefusal,
  type CheckboxSquaresState,
} from '../../src/games/checkbox-squares/index.js';
import {
  count,
  EMPTY,
  infection,
  jumpedSquare,
  legalMoves as infectionMoves,
  moveKind,
  movesFrom as infectionMovesFrom,
  OBSTACLE,
  pieceOf,
  type InfectionMove,
  type InfectionOptions,
  type InfectionOutcome,
  type InfectionRefusal,
  type InfectionState,
} from '../../src/games/infection/index.js';
import {
  COLOUR_NAMES as KITE_COLOURS,
  kites,
  kitesGeometry,
  type KitesMove,
  type KitesOptions,
  type KitesOutcome,
  type KitesRefusal,
  type KitesState,
} from '../../src/games/kites/index.js';
import {
  barsLeft,
  BLACK,
  COLOUR_NAMES,
  jumpResult,
  landResult,
  movesFrom as hopsFrom,
  overSquare,
  stainedGlass,
  tilesLeft,
  type StainedGlassMove,
  type StainedGlassOptions,
  type StainedGlassOutcome,
  type StainedGlassRefusal,
  type StainedGlassState,
} from '../../src/games/stained-glass/index.js';

/**
 * Property-based checks of every game's `outcome` and `refusal` over random
 * play: `refusal` is null exactly for legal moves, and a refusal's code holds
 * in the position; `outcome` agrees with `apply`; both survive JSON unchanged.
 * test/games/outcomes.test.ts has the hand-made positions.
 */

interface Subject<S, M, O, Out extends MoveOutcome, Ref extends MoveRefusal> {
  readonly game: GameDefinition<S, M, O, Out, Ref>;
  readonly options: fc.Arbitrary<O>;
  /** A random move, legal or not (off the board too, now and then). */
  candidate(state: S, rng: Rng): M;
  /** What in the outcome disagrees with the position after the move. */
  outcomeProblems(before: S, move: M, outcome: Out, after: S): string[];
  /**
   * Every reason a move can be refused, in the documented order, each with
   * its condition worked out here from the position: the refusal's code must
   * be the first whose condition holds.
   */
  reasons(state: S, move: M): readonly (readonly [code: Ref['code'], holds: () => boolean])[];
  /** What in a refusal's parameters does not match the move and the position. */
  paramProblems(state: S, move: M, refusal: Ref): string[];
  /** A move towards the end, played some of the time so that playouts finish. */
  hint?(state: S): M | null;
  readonly steps: number;
  readonly playouts: number;
}

/** `JSON.parse(JSON.stringify(value))` deep-equals `value` (a typed array, `undefined` or NaN inside would not). */
function sameJson(value: unknown): boolean {
  try {
    expect(JSON.parse(JSON.stringify(value))).to.deep.equal(value);
    return true;
  } catch {
    return false;
  }
}
/** A random index from a little below 0 to a little past the end. */
const anyIndex = (rng: Rng, n: number): number => rng.int(n + 4) - 2;
/** How a refusal's parameters (all but `code`) differ from the expected ones (none when `want` is undefined). */
function paramsDiffer(refusal: MoveRefusal, want: object | undefined): string[] {
  const { code, ...params } = refusal;
  // Flat objects: their keys, sorted, as the replacer list makes the order irrelevant.
  const got = JSON.stringify(params, Object.keys(params).sort());
  const expected = JSON.stringify(want ?? {}, Object.keys(want ?? {}).sort());
  return got === expected ? [] : [`${code} has parameters ${got}, expected ${expected}`];
}
const onBoard = (n: number, ...indices: number[]): boolean => indices.every((i) => Number.isInteger(i) && i >= 0 && i < n);

const infectionSubject: Subject<InfectionState, InfectionMove, InfectionOptions, InfectionOutcome, InfectionRefusal> = {
  game: infection,
  options: fc.record({ size: fc.integer({ min: 4, max: 6 }), obstacles: fc.integer({ min: 0, max: 8 }) }),
  candidate(s, rng) {
    const n = s.size * s.size;
    const mine = [...s.cells.keys()].filter((i) => s.cells[i] === pieceOf(s.toMove));
    const from = mine.length && rng.next() < 0.7 ? rng.pick(mine) : anyIndex(rng, n);
    // Mostly near `from` (within three rows and columns), so that every reason comes up.
    const to = rng.next() < 0.7 ? from + (rng.int(7) - 3) * s.size + rng.int(7) - 3 : anyIndex(rng, n);
    return { from, to };
  },
  outcomeProblems(b, m, o, a) {
    const p: string[] = [];
    if (o.kind !== moveKind(b, m.from, m.to)) p.push(`kind ${o.kind}`);
    if (o.from !== m.from || o.to !== m.to) p.push('from/to differ from the move');
    if (o.player !== b.toMove) p.push(`player ${o.player}`);
    // Squares whose piece changed colour (not the landing square, which was empty).
    const flipped = [...b.cells.keys()].filter((i) => i !== m.to && b.cells[i] !== EMPTY && b.cells[i] !== OBSTACLE && a.cells[i] !== EMPTY && a.cells[i] !== b.cells[i]);
    if (JSON.stringify(flipped) !== JSON.stringify(o.converted)) p.push(`converted ${o.converted.join()} but ${flipped.join()} changed owner`);
    const { green, yellow } = count(a);
    if (o.counts.green !== green || o.counts.yellow !== yellow) p.push(`counts ${JSON.stringify(o.counts)}, board ${green}/${yellow}`);
    return p;
  },
  reasons: (s, m) => [
    ['game-over', () => infection.status(s).over],
    ['off-board', () => !onBoard(s.size * s.size, m.from, m.to)],
    ['not-your-piece', () => s.cells[m.from] !== pieceOf(s.toMove)],
    ['cannot-move', () => infectionMovesFrom(s, m.from).length === 0],
    ['obstacle', () => s.cells[m.to] === OBSTACLE],
    ['occupied', () => s.cells[m.to] !== EMPTY],
    ['over-obstacle', () => s.cells[jumpedSquare(s.size, m.from, m.to)] === OBSTACLE],
    ['too-far', () => Math.max(Math.abs((m.to % s.size) - (m.from % s.size)), Math.abs(Math.floor(m.to / s.size) - Math.floor(m.from / s.size))) >= 3],
  ],
  paramProblems(s, m, r) {
    const want: Record<string, object> = {
      'not-your-piece': { square: m.from, player: s.toMove },
      'cannot-move': { square: m.from },
      obstacle: { square: m.to },
      occupied: { square: m.to },
      'over-obstacle': { over: jumpedSquare(s.size, m.from, m.to) },
      'too-far': { from: m.from, to: m.to },
    };
    return paramsDiffer(r, want[r.code]);
  },
  // A duplicate fills a square, so the board fills up (jumps alone can go back and forth for ever).
  hint: (s) => infectionMoves(s).find((m) => moveKind(s, m.from, m.to) === 'duplicate') ?? null,
  steps: 60,
  playouts: 150,
};

const stainedGlassSubject: Subject<StainedGlassState, StainedGlassMove, StainedGlassOptions, StainedGlassOutcome, StainedGlassRefusal> = {
  game: stainedGlass,
  options: fc.record({
    rows: fc.integer({ min: 3, max: 6 }),
    cols: fc.integer({ min: 3, max: 6 }),
    palette: fc.constantFrom('primaries' as const, 'mixed' as const, 'full' as const),
  }),
  candidate(s, rng) {
    const n = s.cells.length;
    const tiles = [...s.cells.keys()].filter((i) => s.cells[i] !== BLACK);
    const from = tiles.length && rng.next() < 0.8 ? rng.pick(tiles) : anyIndex(rng, n);
    const to = rng.next() < 0.7 ? from + (rng.int(5) - 2) * s.cols + rng.int(5) - 2 : anyIndex(rng, n);
    return { from, to };
  },
  outcomeProblems(b, m, o, a) {
    const p: string[] = [];
    if (o.from !== m.from || o.to !== m.to || o.over !== overSquare(b, m.from, m.to)) p.push('from/over/to differ from the hop');
    for (const key of ['from', 'over', 'to'] as const) {
      const i = o[key];
      const want = { before: COLOUR_NAMES[b.cells[i]!], after: COLOUR_NAMES[a.cells[i]!] };
      if (JSON.stringify(o.colours[key]) !== JSON.stringify(want)) p.push(`colours.${key} ${JSON.stringify(o.colours[key])}, board ${JSON.stringify(want)}`);
    }
    if (o.colours.from.after !== 'black') p.push('the mover’s square is not left black');
    if (o.tilesLeft !== tilesLeft(a)) p.push(`tilesLeft ${o.tilesLeft}, board ${tilesLeft(a)}`);
    // The mover's square empties, the jumped tile may turn black, a landing on black makes a tile: 0 to 2 fewer.
    if (o.tilesLeft > tilesLeft(b) || o.tilesLeft < tilesLeft(b) - 2) p.push(`tiles went from ${tilesLeft(b)} to ${o.tilesLeft}`);
    if (o.barsLeft !== barsLeft(a) || o.barsLeft >= barsLeft(b)) p.push(`barsLeft ${o.barsLeft}, board ${barsLeft(b)} -> ${barsLeft(a)}`);
    return p;
  },
  reasons(s, m) {
    const mover = s.cells[m.from]!;
    const over = overSquare(s, m.from, m.to);
    return [
      ['game-over', () => stainedGlass.status(s).over],
      ['off-board', () => !onBoard(s.cells.length, m.from, m.to)],
      ['empty-square', () => mover === BLACK],
      ['cannot-move', () => hopsFrom(s, m.from).length === 0],
      ['not-a-hop', () => over < 0],
      ['no-tile-between', () => s.cells[over] === BLACK],
      ['cannot-jump', () => jumpResult(mover, s.cells[over]!) === null],
      ['cannot-land', () => landResult(mover, s.cells[m.to]!) === null],
    ];
  },
  paramProblems(s, m, r) {
    const colour = COLOUR_NAMES[s.cells[m.from]!];
    const over = overSquare(s, m.from, m.to);
    const want: Record<string, object> = {
      'empty-square': { square: m.from },
      'cannot-move': { square: m.from, colour },
      'not-a-hop': { from: m.from, to: m.to, colour },
      'no-tile-between': { from: m.from, over, to: m.to, colour },
      'cannot-jump': { from: m.from, over, to: m.to, colour, overColour: COLOUR_NAMES[s.cells[over]!] },
      'cannot-land': { from: m.from, to: m.to, colour, toColour: COLOUR_NAMES[s.cells[m.to]!] },
    };
    return paramsDiffer(r, want[r.code]);
  },
  steps: 100,
  playouts: 300,
};

const kitesSubject: Subject<KitesState, KitesMove, KitesOptions, KitesOutcome, KitesRefusal> = {
  game: kites,
  options: fc.record({ size: fc.constantFrom(1, 1, 2), colors: fc.integer({ min: 3, max: 6 }), players: fc.integer({ min: 2, max: 4 }) }),
  candidate: (s, rng) => ({ cell: anyIndex(rng, s.cells.length) }),
  outcomeProblems(b, m, o, a) {
    const p: string[] = [];
    const g = kitesGeometry(b.size);
    if (o.cell !== m.cell || o.player !== b.toMove) p.push('cell or player differ from the move');
    if (o.colour !== KITE_COLOURS[a.cells[m.cell]! - 1]) p.push(`colour ${o.colour}`);
    if (o.points !== a.scores[b.toMove]! - b.scores[b.toMove]!) p.push(`points ${o.points}, score ${b.scores[b.toMove]} -> ${a.scores[b.toMove]}`);
    if (JSON.stringify(o.scores) !== JSON.stringify(a.scores)) p.push(`scores ${o.scores.join()}, state ${a.scores.join()}`);
    if (o.points !== o.gained - o.penalty || o.penalty !== o.sameColour.length) p.push('points, gained and penalty do not add up');
    if (o.gained !== o.completed.filter((c) => c.type !== 'half-wheel').length) p.push('gained is not one per scoring completion');
    if (o.replay !== (a.toMove === b.toMove)) p.push(`replay ${o.replay}, but the turn went from ${b.toMove} to ${a.toMove}`);
    if (o.sameColour.some((nb) => !g.cells[m.cell]!.neighbours.includes(nb) || a.cells[nb] !== a.cells[m.cell])) p.push('a listed same-coloured neighbour is not one');
    for (const c of o.completed) {
      const point = g.points[c.point]!;
      if (point.type !== c.type || !point.cells.includes(m.cell) || point.cells.some((k) => a.cells[k] === 0)) p.push(`completed ${c.type} ${c.point} is not filled by this move`);
    }
    return p;
  },
  reasons: (s, m) => [
    ['game-over', () => kites.status(s).over],
    ['off-board', () => !onBoard(s.cells.length, m.cell)],
    ['occupied', () => s.cells[m.cell] !== 0],
  ],
  paramProblems: (s, m, r) => paramsDiffer(r, r.code === 'occupied' ? { cell: m.cell, colour: KITE_COLOURS[s.cells[m.cell]! - 1] } : undefined),
  steps: 80,
  playouts: 300,
};

const checkboxSubject: Subject<CheckboxSquaresState, CheckboxSquaresMove, CheckboxSquaresOptions, CheckboxSquaresOutcome, CheckboxSquaresRefusal> = {
  game: checkboxSquares,
  options: fc.record({ variant: fc.constantFrom(1 as const, 2 as const, 3 as const), lockTarget: fc.boolean() }),
  candidate: (_s, rng) => ({ square: rng.pick(['target', 'board', 'board', 'other'] as const) as CheckboxSquaresMove['square'], box: rng.int(12) - 1 }),
  outcomeProblems(b, m, o, a) {
    const p: string[] = [];
    if (o.square !== m.square || o.box !== m.box) p.push('square or box differ from the move');
    const [was, now, other] = m.square === 'target' ? [b.target, a.target, b.board === a.board] : [b.board, a.board, b.target === a.target];
    if (!other) p.push('the other square changed');
    if (JSON.stringify(o.toggled) !== JSON.stringify(bits(was ^ now))) p.push(`toggled ${o.toggled.join()}, changed ${bits(was ^ now).join()}`);
    if (JSON.stringify(o.checked) !== JSON.stringify(bits((was ^ now) & now))) p.push(`checked ${o.checked.join()}`);
    if (o.target !== formatPattern(a.target) || o.board !== formatPattern(a.board)) p.push('patterns differ from the state');
    if (o.clicksNeeded !== clicksNeeded(a)) p.push(`clicksNeeded ${o.clicksNeeded}, state ${clicksNeeded(a)}`);
    return p;
  },
  reasons: (s, m) => [
    ['game-over', () => checkboxSquares.status(s).over],
    ['off-board', () => !onBoard(9, m.box) || (m.square !== 'target' && m.square !== 'board')],
    ['target-locked', () => m.square === 'target' && s.lockTarget],
  ],
  paramProblems: (_s, _m, r) => paramsDiffer(r, undefined),
  hint(s) {
    const box = hint(s);
    return box === null ? null : { square: 'board', box };
  },
  steps: 40,
  playouts: 300,
};

/** One playout: at every position, every legal move has no refusal and some (sampled) agree with `apply`; random moves are refused exactly when illegal. */
function playout<S, M, O, Out extends MoveOutcome, Ref extends MoveRefusal>(subject: Subject<S, M, O, Out, Ref>, options: O, seed: string): void {
  const { game } = subject;
  const rng = createRng(seed);
  let state = game.setup(options, rng);
  const fail = (message: string): never => {
    throw new Error(`${game.id} seed ${JSON.stringify(seed)} in ${game.encodeState(state)}: ${message}`);
  };
  for (let step = 0; step <= subject.steps; step++) {
    const moves = game.legalMoves(state);
    for (const move of moves) {
      const r = game.refusal(state, move);
      if (r !== null) fail(`legal move ${game.encodeMove(move)} refused: ${JSON.stringify(r)}`);
    }
    for (let k = 0; k < 6 && moves.length; k++) {
      const move = rng.pick(moves);
      const o = game.outcome(state, move);
      if (!sameJson(o)) fail(`outcome of ${game.encodeMove(move)} is not plain JSON`);
      const problems = subject.outcomeProblems(state, move, o, game.apply(state, move));
      if (problems.length) fail(`outcome of ${game.encodeMove(move)} ${JSON.stringify(o)}: ${problems.join('; ')}`);
    }
    for (let k = 0; k < 8; k++) {
      const move = subject.candidate(state, rng);
      const r = game.refusal(state, move);
      const legal = game.isLegal(state, move);
      if ((r === null) !== legal) fail(`${JSON.stringify(move)} is ${legal ? '' : 'not '}legal, refusal ${JSON.stringify(r)}`);
      if (r === null) continue;
      if (typeof r.code !== 'string' || !sameJson(r)) fail(`refusal of ${JSON.stringify(move)} is not plain JSON with a code: ${JSON.stringify(r)}`);
      const first = subject.reasons(state, move).find(([, holds]) => holds());
      if (!first) fail(`refusal of ${JSON.stringify(move)} ${JSON.stringify(r)}: no reason holds here`);
      else if (first[0] !== r.code) fail(`refusal of ${JSON.stringify(move)} ${JSON.stringify(r)}: the first reason that holds is ${first[0]}`);
      const problems = subject.paramProblems(state, move, r);
      if (problems.length) fail(`refusal of ${JSON.stringify(move)} ${JSON.stringify(r)}: ${problems.join('; ')}`);
    }
    if (!moves.length) return;
    state = game.apply(state, (rng.next() < 0.5 && subject.hint?.(state)) || rng.pick(moves));
  }
}

function describeGame<S, M, O, Out extends MoveOutcome, Ref extends MoveRefusal>(subject: Subject<S, M, O, Out, Ref>): void {
  it(`${subject.game.id}: refusal is null exactly for legal moves and names a reason that holds; outcome agrees with apply and is plain JSON`, function () {
    // Many random games in one synchronous run: seconds alone, far more when both cores are busy (it is a guard, not a timing check).
    this.timeout(90_000);
    fc.assert(
      fc.property(subject.options, fc.nat(), (options, n) => playout(subject, options, n.toString(36))),
      { numRuns: subject.playouts, includeErrorInReport: true },
    );
  });
}

describe('outcome and refusal in random play', () => {
  describeGame(infectionSubject);
  describeGame(stainedGlassSubject);
  describeGame(kitesSubject);
  describeGame(checkboxSubject);

  it('the generic helpers give each game’s outcome and refusal types', () => {
    // Compile-time: OutcomeOf/RefusalOf pick the per-game types (a wrong field would not type-check).
    const o: OutcomeOf<typeof infection> = infection.outcome(infection.setup({ obstacles: 0 }, createRng('t')), { from: 1, to: 2 });
    const r: RefusalOf<typeof kites> | null = kites.refusal(kites.setup({}, createRng('t')), { cell: -1 });
    expect([o.kind, r?.code]).to.deep.equal(['duplicate', 'off-board']);
  });
});
