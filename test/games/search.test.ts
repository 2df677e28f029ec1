import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createRng } from '../../src/engine/rng.js';
import { FULL_PRUNING, NO_PRUNING, NO_SCORE, WIN, type Pruning } from '../../src/engine/search.js';
import { FastBoard, Search, squareClasses, unpackMove } from '../../src/games/infection/search.js';
import { ATAXX_EVAL, INFECTION_EVAL, type EvalTable } from '../../src/games/infection/weights.js';
import * as infection from '../../src/games/infection/rules.js';
import * as ataxx from '../../src/games/ataxx/rules.js';
import { thinkAtaxx } from '../../src/games/ataxx/ai.js';
import type { InfectionState } from '../../src/games/infection/rules.js';

/**
 * The engine's search (src/engine/search.ts) on the Infection family's
 * boards: without pruning it is exact minimax; the board's incremental key
 * and evaluation always equal a fresh board's; node-bounded searches repeat.
 */

type Rules = typeof infection | typeof ataxx;
const rulesOf = (isAtaxx: boolean): Rules => (isAtaxx ? ataxx : infection);

/** A seeded random position: Infection on a 4x4 or 5x5 board, or Ataxx from a gap layout, after some random plies. */
function randomPosition(seed: number, isAtaxx: boolean, plies: number): InfectionState {
  const rng = createRng(`search-${seed}`);
  const R = rulesOf(isAtaxx);
  let state: InfectionState = isAtaxx
    ? ataxx.parseFen(['x5o/7/7/7/7/7/o5x x 0 1', 'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1', '2-1-2/x5o/7/-5-/7/o5x/2-1-2 x 0 1'][seed % 3]!)
    : infection.setup({ size: 4 + (seed % 2), obstacles: seed % 4 }, rng);
  for (let i = 0; i < plies; i++) {
    const moves = (R.legalMoves as (s: InfectionState) => infection.InfectionMove[])(state);
    if ((R.status as (s: InfectionState) => { over: boolean })(state).over || !moves.length) break;
    state = (R.apply as (s: InfectionState, m: infection.InfectionMove) => InfectionState)(state, rng.pick(moves));
  }
  return state;
}

/**
 * The evaluation written the simple way, from the rules' state: the square
 * values of the side to move's pieces minus the opponent's, plus the
 * side-to-move term, blended by the share of empty squares.
 */
function plainEval(state: InfectionState, table: EvalTable): number {
  const classes = squareClasses(state.size);
  const mine = state.toMove + 1;
  let mg = table.tempoMg;
  let eg = table.tempoEg;
  let empty = 0;
  let pieces = 0;
  state.cells.forEach((c, i) => {
    if (c === infection.EMPTY) empty++;
    else if (c === infection.GREEN || c === infection.YELLOW) {
      pieces++;
      const sign = c === mine ? 1 : -1;
      mg += sign * table.mg[classes[i]!]!;
      eg += sign * table.eg[classes[i]!]!;
    }
  });
  return ((mg * empty + eg * pieces) / (empty + pieces)) | 0;
}

/**
 * Plain negamax over the rules modules, no table, no ordering, no pruning:
 * a finished game by the rules (a win is WIN less the plies to it), else the
 * plain evaluation at the horizon, or in Infection with `quiescence` plies,
 * the best of standing on it and the noisy moves ({@link noisyMoves}).
 */
function minimax(state: InfectionState, isAtaxx: boolean, depth: number, ply: number, quiescence = 0, visit?: (state: InfectionState, depth: number) => void): number {
  visit?.(state, depth);
  const c = infection.count(state);
  const [mine, theirs] = state.toMove === 0 ? [c.green, c.yellow] : [c.yellow, c.green];
  const byCount = mine > theirs ? WIN - ply : mine < theirs ? ply - WIN : 0;
  if (c.empty === 0) return byCount;
  if (mine === 0) return ply - WIN;
  if (isAtaxx) {
    if (theirs === 0) return WIN - ply;
    const s = ataxx.parseFen(ataxx.formatFen({ ...state, halfmoves: 0, fullmoves: 1, seen: [] }));
    const moves = ataxx.legalMoves(s);
    const other = ataxx.legalMoves({ ...s, toMove: (1 - s.toMove) as 0 | 1 });
    if (!moves.length && !other.length) return byCount;
    if (depth === 0) return plainEval(state, ATAXX_EVAL);
    const list = moves.length ? moves : [ataxx.PASS];
    return Math.max(...list.map((m) => -minimax(ataxx.apply(s, m), true, depth - 1, ply + 1, 0, visit)));
  }
  const moves = infection.legalMoves(state);
  if (!moves.length) return ply - WIN;
  if (depth <= 0) {
    // Quiescence: stand on the evaluation, or play one of the noisy moves, up to `quiescence` plies down.
    const stand = plainEval(state, INFECTION_EVAL);
    if (-depth >= quiescence) return stand;
    return Math.max(stand, ...noisyMoves(state).map((m) => -minimax(infection.apply(state, m), false, depth - 1, ply + 1, quiescence, visit)));
  }
  return Math.max(...moves.map((m) => -minimax(infection.apply(state, m), false, depth - 1, ply + 1, quiescence, visit)));
}

/**
 * Whether a position comes twice in the tree minimax walks with different
 * depths left. The search may then take the deeper one's table entry at the
 * shallower node (as engines do: it knows more), so it can differ from
 * fixed-depth minimax there; such positions are left out of the comparison.
 */
function transposesAcrossDepths(state: InfectionState, isAtaxx: boolean, depth: number, quiescence: number): boolean {
  const depthOf = new Map<string, number>();
  let found = false;
  minimax(state, isAtaxx, depth, 0, quiescence, (s, d) => {
    const key = infection.formatPosition(s);
    if ((depthOf.get(key) ?? d) !== d) found = true;
    depthOf.set(key, d);
  });
  return found;
}

/**
 * Infection's noisy moves written from the rules' geometry: onto each empty
 * square with a rival piece next to it, in square order, the duplicate if a
 * piece of the side to move is next to it, else the first jump that lands
 * there (the line jumps in the geometry's order, then the knight's moves).
 */
function noisyMoves(state: InfectionState): infection.InfectionMove[] {
  const g = infection.geometry(state.size);
  const mine = state.toMove + 1;
  const out: infection.InfectionMove[] = [];
  state.cells.forEach((c, to) => {
    if (c !== infection.EMPTY || !g.adjacent[to]!.some((a) => state.cells[a] === 3 - mine)) return;
    const dup = g.adjacent[to]!.find((a) => state.cells[a] === mine);
    if (dup !== undefined) return out.push({ from: dup, to });
    const lines = g.lines[to]!;
    const jumps: number[] = [];
    for (let i = 0; i < lines.length; i += 2) if (state.cells[lines[i + 1]!] !== infection.OBSTACLE) jumps.push(lines[i]!);
    const from = [...jumps, ...g.knights[to]!].find((f) => state.cells[f] === mine);
    if (from !== undefined) out.push({ from, to });
  });
  return out;
}

function searchTo(state: InfectionState, isAtaxx: boolean, depth: number, pruning: Pruning, seed = 1, quiescencePlies?: number): { move: number; score: number; depth: number; nodes: number } {
  const limits = { maxDepth: depth, maxNodes: Infinity, softDeadline: Infinity, hardDeadline: Infinity };
  const search = new Search(state, { noise: 0, ...(quiescencePlies === undefined ? {} : { quiescencePlies }) }, createRng(seed), limits, () => 0, isAtaxx, pruning);
  expect(search.run(Infinity)).to.equal('done');
  const result = search.result;
  search.release();
  return result;
}

describe('engine/search on the Infection family', function () {
  // Plain minimax and property runs: pure computation whose time grows with the
  // machine's load (a CI run with both cores busy passed 20 s here), bounded
  // only against a hang, as the other fuzz suites are.
  this.timeout(90_000);
  it('without pruning, scores every position exactly as plain minimax at the same depth (Infection with 0 or 1 quiescence ply, and Ataxx)', () => {
    let checked = 0;
    let transposed = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 1 }), (seed, isAtaxx, plies, depth, quiescence) => {
        const state = randomPosition(seed, isAtaxx, plies);
        // Deep enough for null-window searches to return bounds, small enough for the plain minimax.
        const d = isAtaxx ? Math.min(depth, 2) : state.size === 4 ? depth : Math.min(depth, 3);
        const board = new FastBoard(state, isAtaxx);
        if (board.decided(0, false) !== NO_SCORE) return;
        const moves = new Int32Array(4096);
        if (board.generate(moves, new Int32Array(4096), 0) < 2) return;
        // Deeper quiescence stores its nodes in the table as depth 0 (so a node may borrow a shallower one's value): not exact.
        const q = isAtaxx ? 0 : quiescence;
        if (transposesAcrossDepths(state, isAtaxx, d, q)) return void transposed++;
        const r = searchTo(state, isAtaxx, d, NO_PRUNING, 1, q);
        expect(r.score, `${infection.formatPosition(state)} depth ${d} quiescence ${q}`).to.equal(minimax(state, isAtaxx, d, 0, q));
        checked++;
      }),
      // The first example transposes across depths (found by a CI run: the search said -505, depth-3 minimax -462).
      { numRuns: 80, examples: [[999982, false, 3, 3, 0]] },
    );
    expect(checked).to.be.greaterThan(30);
    expect(transposed, 'the example that transposes across depths is left out').to.be.at.least(1);
  });

  it('finds the win in one with every pruning technique on, at every depth', () => {
    // Infection: Yellow's knight move c5-a4 leaves Green (walled in) without a move.
    const walled = infection.parsePosition('ggxgx/ggxxx/xxxxy/1xxyy/2yy1 y');
    // Ataxx: x converts o's last pieces.
    const last = ataxx.parseFen('7/7/7/2oo3/2x4/7/6x x 0 1');
    for (const [state, isAtaxx] of [[walled, false], [last, true]] as const) {
      for (let depth = 1; depth <= 6; depth++) {
        const r = searchTo(state, isAtaxx, depth, FULL_PRUNING);
        expect(r.score, `depth ${depth}`).to.equal(WIN - 1);
      }
    }
  });

  it('keeps the key and the evaluation equal to a fresh board of the same position through make and unmake', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), fc.integer({ min: 1, max: 12 }), (seed, isAtaxx, plies) => {
        const start = randomPosition(seed, isAtaxx, 0);
        const board = new FastBoard(start, isAtaxx);
        const rng = createRng(`walk-${seed}`);
        const moves = new Int32Array(4096);
        const scores = new Int32Array(4096);
        const made: number[] = [];
        const snapshot = () => [board.keyLo, board.keyHi, board.evaluate(), board.side];
        const before = snapshot();
        for (let i = 0; i < plies; i++) {
          const n = board.generate(moves, scores, 0);
          if (!n) break;
          const m = moves[Math.floor(rng.next() * n)]!;
          board.make(m);
          made.push(m);
          const fresh = new FastBoard({ size: start.size, cells: board.cells.slice(), toMove: board.side }, isAtaxx);
          expect(snapshot(), `after ${made.length} moves`).to.deep.equal([fresh.keyLo, fresh.keyHi, fresh.evaluate(), fresh.side]);
        }
        while (made.length) board.unmake(made.pop()!);
        expect(snapshot()).to.deep.equal(before);
      }),
      { numRuns: 80 },
    );
  });

  it('writes as noisy moves, onto each empty square next to a rival, the duplicate or else the first jump there (random positions)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 30 }), (seed, plies) => {
        const state = randomPosition(seed, false, plies);
        const board = new FastBoard(state);
        const moves = new Int32Array(4096);
        const scores = new Int32Array(4096);
        const n = board.generateNoisy(moves, scores, 0);
        const got = Array.from(moves.subarray(0, n), (m) => unpackMove(m));
        expect(got, infection.formatPosition(state)).to.deep.equal(noisyMoves(state));
        for (const m of got) expect(infection.isLegal(state, m)).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });

  it('sees the reply with quiescence: at depth 1 it does not jump out of a hole the rival fills at once', () => {
    // Yellow to move on 5x5. The jump d2-b4 converts four green pieces, but leaves d2 empty beside Yellow's
    // other pieces; a 4-ply search after each move values that line below the duplicate d2-d3 (converting two).
    const state = infection.parsePosition('1g3/g1ggg/g4/3yy/3yy y');
    const depth1 = (q: number) => unpackMove(searchTo(state, false, 1, FULL_PRUNING, 1, q).move);
    const after = (m: infection.InfectionMove): number => -searchTo(infection.apply(state, m), false, 4, NO_PRUNING, 1, 0).score;
    expect(depth1(0)).to.deep.equal({ from: 18, to: 6 });
    expect(depth1(4)).to.deep.equal({ from: 18, to: 13 });
    expect(after({ from: 18, to: 13 })).to.be.greaterThan(after({ from: 18, to: 6 }));
  });

  it('keeps the table of the previous search with the same tag (fewer nodes for the same depth), and only then', () => {
    const state = randomPosition(7, false, 6);
    const nodes = (keepTable?: string): number => {
      const limits = { maxDepth: 5, maxNodes: Infinity, softDeadline: Infinity, hardDeadline: Infinity, ...(keepTable ? { keepTable } : {}) };
      const search = new Search(state, { noise: 0 }, createRng(1), limits, () => 0);
      expect(search.run(Infinity)).to.equal('done');
      const n = search.result.nodes;
      search.release();
      return n;
    };
    const fresh = nodes();
    expect(nodes('test-tag')).to.equal(fresh);
    expect(nodes('test-tag')).to.be.lessThan(fresh / 2);
    // Another tag, or none, starts empty again.
    expect(nodes('other-tag')).to.equal(fresh);
    expect(nodes()).to.equal(fresh);
  });

  it('a null move (pass) and its take-back change only the side to move and the key', () => {
    const board = new FastBoard(ataxx.parseFen('x5o/7/7/7/7/7/o5x x 0 1'), true);
    const [lo, hi] = [board.keyLo, board.keyHi];
    board.makeNull();
    expect(board.side).to.equal(1);
    expect([board.keyLo, board.keyHi]).not.to.deep.equal([lo, hi]);
    board.unmakeNull();
    expect([board.side, board.keyLo, board.keyHi]).to.deep.equal([0, lo, hi]);
  });

  it('is reproducible under a node budget with every pruning technique (Ataxx, hard)', async () => {
    for (let seed = 0; seed < 4; seed++) {
      const state = ataxx.parseFen(ataxx.formatFen({ ...randomPosition(seed, true, 10 + seed), halfmoves: 0, fullmoves: 1, seen: [] }));
      if (ataxx.status(state).over) continue;
      const run = async () => {
        let report: unknown = null;
        const move = await thinkAtaxx(state, 'hard', { rng: createRng(`same-${seed}`), maxNodes: 30_000, onReport: (r) => (report = r) });
        const { score, depth, nodes } = report as { score: number; depth: number; nodes: number };
        return [move, score, depth, nodes];
      };
      expect(await run()).to.deep.equal(await run());
    }
  });

  it('prunes: with pruning on it needs fewer nodes for the same depth (Ataxx middle games)', () => {
    let withPruning = 0;
    let without = 0;
    for (let seed = 0; seed < 4; seed++) {
      const state = randomPosition(seed, true, 12);
      if (new FastBoard(state, true).decided(0, false) !== NO_SCORE) continue;
      withPruning += searchTo(state, true, 5, FULL_PRUNING).nodes;
      without += searchTo(state, true, 5, NO_PRUNING).nodes;
    }
    expect(withPruning).to.be.lessThan(without);
  });
});
