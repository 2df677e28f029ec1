import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createRng } from '../../src/engine/rng.js';
import { tasksDuring } from './helpers.js';
import {
  greedyMove,
  hint,
  KITES_DIFFICULTIES,
  KITES_LEVELS,
  think,
  type KitesDifficulty,
  type KitesThinkOptions,
  type KitesThinkReport,
} from '../../src/games/kites/ai.js';
import { kitesGeometry } from '../../src/games/kites/geometry.js';
import {
  apply,
  boardPoints,
  decodeState,
  encodeState,
  isLegal,
  legalMoves,
  moveEffects,
  nextColour,
  setup,
  type KitesMove,
  type KitesState,
} from '../../src/games/kites/rules.js';
import { FastBoard, fxPoints, fxReplay } from '../../src/games/kites/search.js';

const [RED, YELLOW, GREEN, CYAN, BLUE, VIOLET] = [0, 1, 2, 3, 4, 5] as const;
const SEARCH_LEVELS = KITES_DIFFICULTIES.filter((d): d is Exclude<KitesDifficulty, 'greedy'> => d !== 'greedy');

const emptyCount = (s: KitesState): number => s.cells.length - s.placed;
const isFull = (s: KitesState): boolean => s.placed >= s.cells.length;
const cellOf = (m: KitesMove | null): number => (m ? m.cell : -1);

/** A position reached by `plies` seeded random moves from the empty board (scores and turns by rules.ts). */
function randomPosition(seed: string, size: number, colors: number, players: number, plies: number): KitesState {
  const rng = createRng(`kites-ai-${seed}`);
  let state = setup({ size, colors, players });
  for (let i = 0; i < plies && !isFull(state); i++) state = apply(state, rng.pick(legalMoves(state)));
  return state;
}

/** A seeded random position with exactly `empties` empty kites. */
function latePosition(seed: string, size: number, colors: number, players: number, empties: number): KitesState {
  return randomPosition(seed, size, colors, players, 18 * size * size - empties);
}

/** `think`, with the report it gave (and how many it gave). */
async function run(state: KitesState, level: KitesDifficulty, options: Omit<KitesThinkOptions, 'onReport'>) {
  const reports: KitesThinkReport[] = [];
  const move = await think(state, level, { ...options, onReport: (r) => reports.push(r) });
  return { move, report: reports[0]!, reports: reports.length };
}

// ------------------------------------------------------------- brute force --

/**
 * Exhaustive minimax over rules.ts, no pruning: what `root` gains from here
 * to the full board minus what all the others gain, `root` maximizing and
 * every other player minimizing (plain minimax with two players, paranoid
 * with three or four). An extra move keeps the same player on move, so it is
 * simply that player's next node. Memoized on the kites and the player to move.
 */
function exact(state: KitesState, root: number = state.toMove, memo = new Map<string, number>()): number {
  if (isFull(state)) return 0;
  const key = `${state.toMove}:${state.cells.join('')}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const mine = state.toMove === root;
  let best = mine ? -Infinity : Infinity;
  for (const m of legalMoves(state)) {
    const pts = moveEffects(state, m.cell).points;
    const v = (mine ? pts : -pts) + exact(apply(state, m), root, memo);
    best = mine ? Math.max(best, v) : Math.min(best, v);
  }
  memo.set(key, best);
  return best;
}

/** The exact value (as {@link exact}) of the player to move playing `cell`. */
function exactMove(state: KitesState, cell: number): number {
  return moveEffects(state, cell).points + exact(apply(state, { cell }), state.toMove);
}

/**
 * What the player to move makes of a turn starting with `cell`: its points,
 * and if it earns an extra move, the best that player then makes of the rest
 * of the turn (the extra moves are forced, as in rules.ts).
 */
function turnValue(state: KitesState, cell: number): number {
  const e = moveEffects(state, cell);
  if (!e.replay) return e.points;
  const after = apply(state, { cell });
  return isFull(after) ? e.points : e.points + bestTurn(after);
}

function bestTurn(state: KitesState): number {
  return Math.max(...legalMoves(state).map((m) => turnValue(state, m.cell)));
}

/** The most moves one turn can have (1 + the longest chain of extra moves). */
function longestTurn(state: KitesState): number {
  let most = 0;
  for (const m of legalMoves(state)) {
    const after = apply(state, m);
    most = Math.max(most, 1 + (moveEffects(state, m.cell).replay && !isFull(after) ? longestTurn(after) : 0));
  }
  return most;
}

/** The most the player to move gains with one move (0 or more): what the next player could take at once. */
function bestImmediateGain(state: KitesState): number {
  return Math.max(0, ...legalMoves(state).map((m) => moveEffects(state, m.cell).points));
}

/** Two plies, computed here: the move's points, minus what the next player gains at once (nothing if the mover plays again). */
function twoPly(state: KitesState, cell: number): number {
  const e = moveEffects(state, cell);
  const after = apply(state, { cell });
  return e.points - (e.replay || isFull(after) ? 0 : bestImmediateGain(after));
}

/** The moves that gain points or an extra move now, as `cell: "points"` (with "+replay"). */
function gains(state: KitesState): Record<number, string> {
  const out: Record<number, string> = {};
  for (const m of legalMoves(state)) {
    const e = moveEffects(state, m.cell);
    if (e.points > 0 || e.replay) out[m.cell] = `${e.points}${e.replay ? '+replay' : ''}`;
  }
  return out;
}

/** What greedyMove plays over `seeds` RNG seeds. */
function greedyChoices(state: KitesState, seeds = 40): number[] {
  const seen = new Set<number>();
  for (let s = 0; s < seeds; s++) seen.add(cellOf(greedyMove(state, createRng(`greedy-${s}`))));
  return [...seen].sort((a, b) => a - b);
}

// ------------------------------------------------------- hand-built boards --

interface Spec {
  /** Cells and the colour index on each. */
  set: readonly (readonly [number, number])[];
  /** Colour index of the next piece. */
  next: number;
  /** Empty cells whose surroundings the padding must leave alone (the cells that matter). */
  keep: readonly number[];
}

/**
 * A size-3, 6-colour, 2-player position with player 0 to move: the given
 * kites, plus "padding" kites so that the colour counts match the cyclic
 * order with `next` to come. Each padding kite shares no corner with a given
 * or kept kite, nor with another padding kite, so it is alone in all its
 * configurations (none of them is one or two short) and has no neighbour.
 * Player 0 holds the points the board implies. Goes through
 * encodeState/decodeState, so the position is a valid one.
 */
function build(spec: Spec): KitesState {
  const g = kitesGeometry(3);
  const colors = 6;
  const cells = new Uint8Array(g.cells.length);
  const have = new Array<number>(colors).fill(0);
  for (const [c, colour] of spec.set) {
    expect(cells[c], `cell ${c} set twice`).to.equal(0);
    cells[c] = colour + 1;
    have[colour]!++;
  }
  const want = (q: number, c: number): number => q + (c < spec.next ? 1 : 0);
  let q = 0;
  while (have.some((h, c) => h > want(q, c))) q++;
  const used = new Set<number>();
  for (const c of [...spec.set.map(([c]) => c), ...spec.keep]) for (const p of g.cells[c]!.points) used.add(p);
  for (let c = 0; c < colors; c++) {
    for (let k = have[c]!; k < want(q, c); k++) {
      const pad = [...g.cells].reverse().find((cell) => cells[cell.index] === 0 && cell.points.every((p) => !used.has(p)));
      expect(pad, 'room for a padding kite').to.not.equal(undefined);
      cells[pad!.index] = c + 1;
      for (const p of pad!.points) used.add(p);
    }
  }
  const placed = cells.filter((c) => c > 0).length;
  const blank: KitesState = { size: 3, colors, players: 2, cells, placed, toMove: 0, scores: [0, 0] };
  const state = decodeState(encodeState({ ...blank, scores: [boardPoints(blank), 0] }));
  expect(nextColour(state)).to.equal(spec.next);
  return state;
}

const G3 = kitesGeometry(3);
const pointAt = (type: string, x: number, y: number): number => {
  const p = G3.points.find((q) => q.type === type && Math.abs(q.x - x) < 1e-6 && Math.abs(q.y - y) < 1e-6);
  expect(p, `${type} at (${x}, ${y})`).to.not.equal(undefined);
  return p!.index;
};
const H = Math.sqrt(3) / 2;

/** A kite's surroundings (as in kites-rules.test.ts). */
function around(cell: number) {
  const k = G3.cells[cell]!;
  const others = (p: number): number[] => G3.points[p]!.cells.filter((c) => c !== cell);
  const wheel = others(k.points[0]);
  const triangle = others(k.points[2]);
  const quartet = (p: number) => {
    const q = others(p);
    return {
      /** The kite at the same tip, across a long edge (a neighbour). */
      beside: q.find((c) => wheel.includes(c))!,
      /** The kite of the same triangle, across a short edge (a neighbour). */
      sibling: q.find((c) => triangle.includes(c))!,
      /** The kite touching only at the point (the sibling of `beside`). */
      opposite: q.find((c) => !wheel.includes(c) && !triangle.includes(c))!,
    };
  };
  return { triangle, q1: quartet(k.points[1]), q2: quartet(k.points[3]) };
}

/** The six kites of a wheel, each a neighbour of the one before, starting at `start` and then `second`. */
function ringOf(wheel: number, start: number, second: number): number[] {
  const kites = G3.points[wheel]!.cells;
  const ring = [start, second];
  while (ring.length < 6) ring.push(G3.cells[ring[ring.length - 1]!]!.neighbours.find((n) => kites.includes(n) && !ring.includes(n))!);
  return ring;
}

/**
 * "The poisoned point". Red (player 0) to move. P is a kite of the wheel W
 * left of and above the centre; its triangle holds cyan and yellow, so red on
 * P completes it: +1, the only move that gains anything. But W is full except
 * P and z (P's neighbour in W across P's quartet Q = {P, cyan, z, green}):
 * after red on P, yellow on z completes W (any colours) and Q (red, cyan,
 * yellow, green) at once: +2, and then it is red's turn. Before P is filled,
 * z completes nothing, and yellow cannot use P (its triangle already holds a
 * yellow: spoiled, and a point lost). P's other quartet holds two yellows, so
 * it never scores.
 *
 * `control`: the same, but the kite of Q across from P is red (Q can never
 * score) and one more kite of W is empty (W is two short after P): then P is
 * a free point.
 */
function poisoned(control: boolean) {
  const W = pointAt('wheel', -0.5, -H);
  const P = G3.points[W]!.cells[0]!;
  const a = around(P);
  const z = a.q1.beside;
  const ring = ringOf(W, P, z);
  const [, , bz, x, y, bP] = ring as [number, number, number, number, number, number];
  expect(bP).to.equal(a.q2.beside);
  const set: [number, number][] = [
    [a.q1.sibling, CYAN],
    [a.q2.sibling, YELLOW],
    [a.q1.opposite, control ? RED : GREEN],
    [bP, YELLOW],
    [bz, BLUE],
    [x, VIOLET],
  ];
  if (!control) set.push([y, GREEN]);
  const state = build({ set, next: RED, keep: control ? [P, z, y] : [P, z] });
  return { state, P, z };
}

/**
 * "The replay": red (player 0) to move.
 * - h, on the top side, completes a half-wheel (yellow, green, red): no
 *   point, but an extra move.
 * - Y, in the wheel right of and above the centre, is the last empty kite of
 *   that wheel and of its triangle (red, green): yellow there scores both
 *   (+2); red there scores the wheel but loses it back to the red neighbour
 *   in the triangle (0).
 * - p completes a triangle (green, cyan) for red or yellow: +1.
 * So h is worth nothing now, but after it red plays again, with yellow, and
 * takes Y: +2 in the turn. p is the best move for its points alone (+1), but
 * then yellow takes Y (+2).
 */
function replayPosition() {
  const half = G3.points[pointAt('half-wheel', -0.5, -3 * H)]!;
  const h = half.cells[1]!;
  const [m1, m2] = half.cells.filter((c) => c !== h) as [number, number];
  const W = pointAt('wheel', 0.5, -H);
  const Y = G3.points[W]!.cells[0]!;
  const a = around(Y);
  const ring = ringOf(W, Y, a.q1.beside);
  const T = G3.cells[G3.points[pointAt('wheel', -1.5, H)]!.cells[0]!]!.points[2];
  const [p, c1, c2] = G3.points[T]!.cells as [number, number, number];
  const set: [number, number][] = [
    [m1, YELLOW],
    [m2, GREEN],
    [a.triangle[0]!, RED],
    [a.triangle[1]!, GREEN],
    [c1, GREEN],
    [c2, CYAN],
  ];
  const colours = [CYAN, BLUE, CYAN, VIOLET, BLUE];
  ring.slice(1).forEach((c, i) => set.push([c, colours[i]!]));
  const state = build({ set, next: RED, keep: [h, Y, p] });
  return { state, h, Y, p };
}

/**
 * Two triangles one kite short, each holding green and cyan, so red
 * completes either: c1 has a red neighbour (in its wheel), so it costs the
 * point back (0); c2 is clean (+1).
 */
function penaltyPosition() {
  const k1 = G3.points[pointAt('wheel', -0.5, H)]!.cells[0]!;
  const k2 = G3.points[pointAt('wheel', 1.5, H)]!.cells[0]!;
  const a1 = around(k1), a2 = around(k2);
  const set: [number, number][] = [
    [a1.triangle[0]!, GREEN],
    [a1.triangle[1]!, CYAN],
    [a1.q1.beside, RED],
    [a2.triangle[0]!, GREEN],
    [a2.triangle[1]!, CYAN],
  ];
  return { state: build({ set, next: RED, keep: [k1, k2] }), c1: k1, c2: k2, redNeighbour: a1.q1.beside };
}

// ------------------------------------------------------------------- tests --

describe('games/kites computer: every level', () => {
  it('plays a legal move on varied positions (sizes 1-3, 3-6 colours, 2-4 players), and reports it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 2, max: 4 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(...KITES_DIFFICULTIES),
        async (seed, size, colors, players, fill, level) => {
          const cells = 18 * size * size;
          const state = randomPosition(`legal-${seed}`, size, colors, players, Math.min(cells - 1, Math.floor(fill * cells)));
          const { move, report, reports } = await run(state, level, { rng: createRng(seed), maxNodes: 1500 });
          const where = `${level} ${encodeState(state)}`;
          expect(move, where).to.not.equal(null);
          expect(isLegal(state, move!), `${where}: ${cellOf(move)}`).to.equal(true);
          expect(reports, where).to.equal(1);
          expect(report.move, where).to.deep.equal(move);
          expect(report.difficulty, where).to.equal(level);
          if (level !== 'greedy') expect(report.depth, where).to.be.at.most(KITES_LEVELS[level].maxDepth);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('resolves null on a full board (and reports no move)', async () => {
    for (const [size, colors, players] of [[1, 3, 2], [2, 6, 3], [1, 5, 4]] as const) {
      const state = randomPosition(`full-${size}`, size, colors, players, 18 * size * size);
      expect(isFull(state)).to.equal(true);
      expect(greedyMove(state, createRng(1))).to.equal(null);
      for (const level of KITES_DIFFICULTIES) {
        const { move, report } = await run(state, level, { rng: createRng(level) });
        expect(move, level).to.equal(null);
        expect(report.move, level).to.equal(null);
      }
      expect(await hint(state, { rng: createRng(1) })).to.equal(null);
    }
  });

  it('plays the last empty kite', async () => {
    const state = latePosition('last', 2, 6, 2, 1);
    const last = legalMoves(state)[0]!.cell;
    for (const level of KITES_DIFFICULTIES) {
      const { move, report } = await run(state, level, { rng: createRng(level), maxNodes: 100 });
      expect(cellOf(move), level).to.equal(last);
      expect(report.score, level).to.equal(moveEffects(state, last).points);
    }
  });

  it('resolves null, without a report, when the signal is aborted before or during the search', async () => {
    const { state } = poisoned(false);
    for (const level of KITES_DIFFICULTIES) {
      const { move, reports } = await run(state, level, { rng: createRng(1), signal: { aborted: true } });
      expect(move, level).to.equal(null);
      expect(reports, level).to.equal(0);
    }
    expect(await hint(state, { rng: createRng(1), signal: { aborted: true } })).to.equal(null);
    // Aborted after the second yield: the search must stop at the next look at the signal.
    for (const level of SEARCH_LEVELS) {
      let looks = 0;
      const signal = {
        get aborted() {
          looks++;
          return looks > 2;
        },
      };
      const { move, reports } = await run(state, level, { rng: createRng(2), signal, sliceMs: 0, maxNodes: 20_000 });
      expect(move, level).to.equal(null);
      expect(reports, level).to.equal(0);
      expect(looks, level).to.equal(3);
    }
  });

  it('searches as deep as its level allows (easy 2, normal 4, hard to the end)', async () => {
    const state = latePosition('depth', 2, 6, 2, 9);
    const depth: Record<string, number> = {};
    for (const level of SEARCH_LEVELS) {
      for (let s = 0; s < 4; s++) {
        const { report } = await run(state, level, { rng: createRng(`depth-${s}`), maxNodes: 1_000_000 });
        depth[level] = Math.max(depth[level] ?? 0, report.depth);
      }
    }
    expect(depth).to.deep.equal({ easy: KITES_LEVELS.easy.maxDepth, normal: KITES_LEVELS.normal.maxDepth, hard: emptyCount(state) });
  });

  it('is reproducible: the same position, level, seed and node budget give the same move and report', async () => {
    const positions = [
      randomPosition('det-1', 2, 6, 2, 20),
      randomPosition('det-2', 3, 4, 3, 60),
      randomPosition('det-3', 1, 3, 4, 6),
      latePosition('det-4', 2, 5, 2, 8),
      poisoned(false).state,
    ];
    for (const [i, state] of positions.entries()) {
      for (const level of KITES_DIFFICULTIES) {
        const a = await run(state, level, { rng: createRng(`det-${i}`), maxNodes: 6000 });
        const b = await run(state, level, { rng: createRng(`det-${i}`), maxNodes: 6000 });
        const where = `${level} ${encodeState(state)}`;
        expect(cellOf(b.move), where).to.equal(cellOf(a.move));
        expect([b.report.score, b.report.depth, b.report.nodes], where).to.deep.equal([a.report.score, a.report.depth, a.report.nodes]);
        if (level !== 'greedy') expect(a.report.nodes, where).to.be.at.most(6000);
      }
    }
  });
});

describe('games/kites computer: greedy', () => {
  it('takes the move that scores, not the one that scores but loses the point to a same-coloured neighbour', async () => {
    const { state, c1, c2, redNeighbour } = penaltyPosition();
    expect(gains(state)).to.deep.equal({ [c2]: '1' });
    const e1 = moveEffects(state, c1);
    expect([e1.gained, e1.penalty, e1.points], 'c1 completes its triangle beside a red kite').to.deep.equal([1, 1, 0]);
    expect(e1.sameColour).to.deep.equal([redNeighbour]);
    expect(greedyChoices(state)).to.deep.equal([c2]);
    const { report } = await run(state, 'greedy', { rng: createRng(1) });
    expect([cellOf(report.move), report.score, report.depth, report.nodes]).to.deep.equal([c2, 1, 1, 0]);
  });

  it('counts an extra move with the best move after it: a half-wheel then +2 beats +1 now', async () => {
    const { state, h, Y, p } = replayPosition();
    expect(gains(state)).to.deep.equal({ [h]: '0+replay', [p]: '1' });
    expect(moveEffects(state, Y).points, 'red on Y').to.equal(0);
    const after = apply(state, { cell: h });
    expect(after.toMove, 'red plays again').to.equal(0);
    expect(gains(after)).to.deep.equal({ [Y]: '2', [p]: '1' });
    expect(greedyChoices(state)).to.deep.equal([h]);
    const { report } = await run(state, 'greedy', { rng: createRng(1) });
    expect([cellOf(report.move), report.score]).to.deep.equal([h, 2]);
  });

  it('plays a move with the most points of the turn, extra moves included (random positions, against brute force)', async () => {
    let replays = 0;
    let longTurns = 0;
    for (let i = 0; i < 90; i++) {
      const size = 1 + (i % 3);
      const state = randomPosition(`greedy-${i}`, size, 3 + (i % 4), 2 + (i % 3), Math.floor(((i * 37) % 100) / 100 * (18 * size * size)));
      const values = legalMoves(state).map((m) => turnValue(state, m.cell));
      const best = Math.max(...values);
      const bestCells = legalMoves(state).filter((_, k) => values[k] === best).map((m) => m.cell);
      if (legalMoves(state).some((m) => moveEffects(state, m.cell).replay)) replays++;
      const { report } = await run(state, 'greedy', { rng: createRng(i) });
      const where = encodeState(state);
      if (report.score !== best) {
        // greedy follows a chain of extra moves only so far (8 moves in all): only a longer turn may be misjudged.
        expect(longestTurn(state), `${where}: greedy says ${report.score}, brute force ${best}`).to.be.greaterThan(8);
        longTurns++;
        continue;
      }
      const choices = greedyChoices(state, 12);
      for (const c of choices) expect(bestCells, `${where}: greedy played ${c}`).to.include(c);
      expect(turnValue(state, cellOf(report.move)), where).to.equal(best);
    }
    expect(replays, 'positions with an extra move to earn').to.be.greaterThan(10);
    expect(longTurns).to.be.at.most(3);
  });
});

describe('games/kites computer: search (easy, normal, hard)', () => {
  it('plays for the extra move and what it wins after it, not the point now', async () => {
    const { state, h, p, Y } = replayPosition();
    // Without the extra move, h would be worth -2 (yellow then takes Y) and p -1 (the same, after +1).
    expect(twoPly(state, p)).to.equal(-1);
    for (const level of SEARCH_LEVELS) {
      for (let s = 0; s < 3; s++) {
        const { move, report } = await run(state, level, { rng: createRng(`replay-${s}`), maxNodes: 20_000 });
        expect(cellOf(move), `${level}, seed ${s}`).to.equal(h);
        expect(report.score, `${level}, seed ${s}: valued with the follow-up`).to.be.greaterThan(0);
      }
    }
    const tip = await hint(state, { rng: createRng(1), maxNodes: 20_000 });
    expect(tip!.cell).to.equal(h);
    expect([tip!.effects.replay, tip!.opponentGain]).to.deep.equal([true, 0]);
    expect(moveEffects(apply(state, { cell: h }), Y).points).to.equal(2);
  });

  it('does not take a point that hands the next player more (normal and hard), where greedy does', async () => {
    const { state, P, z } = poisoned(false);
    expect(gains(state)).to.deep.equal({ [P]: '1' });
    const afterP = apply(state, { cell: P });
    expect(gains(afterP), 'after red on P').to.deep.equal({ [z]: '2' });
    expect(twoPly(state, P)).to.equal(-1);
    const bestTwoPly = Math.max(...legalMoves(state).map((m) => twoPly(state, m.cell)));
    expect(bestTwoPly).to.equal(0);

    expect(greedyChoices(state)).to.deep.equal([P]);
    const greedyTip = await hint(state, { rng: createRng(1), difficulty: 'greedy' });
    expect([greedyTip!.cell, greedyTip!.effects.points, greedyTip!.opponentGain]).to.deep.equal([P, 1, 2]);

    for (const level of ['normal', 'hard'] as const) {
      for (let s = 0; s < 3; s++) {
        const { move } = await run(state, level, { rng: createRng(`poison-${s}`), maxNodes: 20_000 });
        const where = `${level}, seed ${s}: ${cellOf(move)}`;
        expect(cellOf(move), where).to.not.equal(P);
        expect(twoPly(state, cellOf(move)), where).to.equal(bestTwoPly);
      }
    }
    const tip = await hint(state, { rng: createRng(1), maxNodes: 20_000 });
    expect(tip!.cell).to.not.equal(P);
    expect(tip!.opponentGain).to.equal(0);
  });

  it('takes the same point when it hands the next player nothing (the control)', async () => {
    const { state, P } = poisoned(true);
    expect(gains(state)).to.deep.equal({ [P]: '1' });
    expect(gains(apply(state, { cell: P }))).to.deep.equal({});
    for (const level of ['normal', 'hard'] as const) {
      for (let s = 0; s < 3; s++) {
        const { move } = await run(state, level, { rng: createRng(`poison-${s}`), maxNodes: 20_000 });
        expect(cellOf(move), `${level}, seed ${s}`).to.equal(P);
      }
    }
  });

  /** The search's value and move against {@link exact}: hard (and normal, when it can see to the end) with a budget it never reaches. */
  async function expectExact(state: KitesState, seed: number): Promise<void> {
    const want = exact(state);
    const empties = emptyCount(state);
    const where = encodeState(state);
    for (const level of ['hard', 'normal'] as const) {
      if (level === 'normal' && empties > KITES_LEVELS.normal.maxDepth) continue;
      const { move, report } = await run(state, level, { rng: createRng(seed), maxNodes: 1_000_000 });
      expect(report.score, `${level} ${where}: reported value`).to.equal(want);
      expect(exactMove(state, cellOf(move)), `${level} ${where}: value of its move ${cellOf(move)}`).to.equal(want);
      if (empties > 1) expect(report.depth, `${level} ${where}: searched to the end`).to.equal(empties);
    }
  }

  it('values late positions exactly as exhaustive minimax does (random: sizes 1-2, 2-4 players, up to 6 empty kites)', async () => {
    let greedyWrong = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 6 }),
        async (seed, size, colors, players, empties) => {
          const state = latePosition(`exact-${seed}`, size, colors, players, empties);
          await expectExact(state, seed);
          if (exactMove(state, cellOf(greedyMove(state, createRng(seed)))) < exact(state)) greedyWrong++;
        },
      ),
      { numRuns: 120 },
    );
    // Not a trivial sample: in about a fifth of such positions the greedy move is a mistake.
    expect(greedyWrong, 'positions where greedy errs').to.be.greaterThan(0);
  });

  it('values late positions with extra moves to earn exactly as exhaustive minimax does (the mover moves again)', async () => {
    // The first 30 seeded late positions (size 2, which has half-wheels) where some move earns an extra move.
    let found = 0;
    for (let i = 0; found < 30; i++) {
      expect(i, 'enough positions with an extra move').to.be.below(1000);
      const state = latePosition(`replay-${i}`, 2, 3 + (i % 4), 2 + (i % 3), 3 + (i % 4));
      if (!legalMoves(state).some((m) => moveEffects(state, m.cell).replay)) continue;
      found++;
      await expectExact(state, i);
    }
  });

  it('runs in slices that give the event loop turns, with the same result as one stretch', async () => {
    const { state } = poisoned(false);
    const during = async (sliceMs: number) => {
      const { result, tasks } = await tasksDuring(() => run(state, 'hard', { rng: createRng('slices'), maxNodes: 20_000, sliceMs }));
      return { ...result, tasks };
    };
    const whole = await during(Infinity);
    const sliced = await during(0);
    expect(whole.report.yields).to.equal(0);
    expect(whole.tasks, 'nothing else ran while thinking in one stretch').to.equal(0);
    expect(sliced.report.yields).to.be.greaterThan(0);
    // The clock is read every 64 steps (a step at most one node), so with sliceMs 0 it yields that often.
    expect(sliced.report.yields).to.be.at.least(Math.floor(sliced.report.nodes / 1000));
    expect(sliced.tasks, 'other tasks ran between the slices').to.be.greaterThan(0);
    expect([cellOf(sliced.move), sliced.report.score, sliced.report.depth, sliced.report.nodes]).to.deep.equal([
      cellOf(whole.move),
      whole.report.score,
      whole.report.depth,
      whole.report.nodes,
    ]);
  });
});

describe('games/kites hint', () => {
  it("suggests the search's move, with its effects and what it leaves the next player (random positions, every level)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 2, max: 4 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(...KITES_DIFFICULTIES),
        async (seed, size, players, fill, difficulty) => {
          const cells = 18 * size * size;
          const state = randomPosition(`hint-${seed}`, size, 6, players, Math.min(cells - 1, Math.floor(fill * cells)));
          const tip = await hint(state, { rng: createRng(seed), maxNodes: 2000, difficulty });
          const { move, report } = await run(state, difficulty, { rng: createRng(seed), maxNodes: 2000 });
          const where = `${difficulty} ${encodeState(state)}`;
          expect(tip, where).to.not.equal(null);
          expect(isLegal(state, { cell: tip!.cell }), where).to.equal(true);
          expect(tip!.cell, where).to.equal(cellOf(move));
          expect(tip!.value, where).to.equal(report.score);
          const effects = moveEffects(state, tip!.cell);
          expect(tip!.effects, where).to.deep.equal(effects);
          const after = apply(state, { cell: tip!.cell });
          const gain = effects.replay || isFull(after) ? 0 : bestImmediateGain(after);
          expect(tip!.opponentGain, where).to.equal(gain);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('games/kites FastBoard (the search board)', () => {
  it('computes the same effects as rules.moveEffects, and make/unmake keep the board, turn and key exact', () => {
    for (let i = 0; i < 24; i++) {
      const size = 1 + (i % 3);
      const state = randomPosition(`fast-${i}`, size, 3 + (i % 4), 2 + (i % 3), Math.floor((((i * 29) % 97) / 97) * (18 * size * size - 1)));
      const board = new FastBoard(state);
      const before = { cells: [...board.cells], filled: [...board.filled], key: [board.keyLo, board.keyHi], toMove: board.toMove };
      for (const m of legalMoves(state)) {
        const e = moveEffects(state, m.cell);
        const fx = board.effect(m.cell);
        const where = `${encodeState(state)} cell ${m.cell}`;
        expect([fxPoints(fx), fxReplay(fx)], where).to.deep.equal([e.points, e.replay]);
        board.make(m.cell, fx);
        const next = new FastBoard(apply(state, m));
        expect([...board.cells], where).to.deep.equal([...next.cells]);
        expect([...board.filled], where).to.deep.equal([...next.filled]);
        expect([board.toMove, board.placed, board.empties, board.keyLo, board.keyHi], where).to.deep.equal([
          next.toMove,
          next.placed,
          next.empties,
          next.keyLo,
          next.keyHi,
        ]);
        board.unmake(m.cell);
        expect({ cells: [...board.cells], filled: [...board.filled], key: [board.keyLo, board.keyHi], toMove: board.toMove }, where).to.deep.equal(before);
      }
    }
  });
});
