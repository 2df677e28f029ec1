import { createRng } from '../../engine/rng.js';
import { kitesGeometry } from './geometry.js';
import { EMPTY, type KitesState } from './rules.js';

/**
 * The computer's game-tree search for Kites, DOM-free and allocation-free in
 * its hot path.
 *
 * - {@link FastBoard}: a mutable copy of a position with make/unmake, the
 *   filled count of every configuration and a 64-bit Zobrist key (two 32-bit
 *   halves, over the kites and the player to move) kept incrementally; the
 *   effects of a move (points, extra move) are computed from flat tables
 *   built from `kitesGeometry(size)`, exactly as `moveEffects` does.
 * - {@link Search}: alpha-beta with iterative deepening, a transposition
 *   table, move ordering, quiescence and quiet-move grouping, written with an
 *   explicit stack so that it can stop after any node and resume later (the
 *   caller runs it in short slices, see `think` in ai.ts).
 *
 * ## Who maximizes
 *
 * Turns do not alternate (an extra move keeps the same player on move), so
 * the search does not negate at every ply: each node is valued from the
 * point of view of the TEAM to move, and a child's value is negated only when
 * the team changes. With two players the teams are the players (plain
 * minimax by who is to move in the state). With three or four the search is
 * paranoid: the root player is one team, all the others together the other,
 * and the value is the root player's points minus the points of all the
 * others together (each opponent plays to minimize it).
 *
 * ## Values
 *
 * A node's value is what the team to move gains from there on, minus what
 * the other team gains, in hundredths of a point (the scores reached so far
 * are not part of it), so a value depends only on the position and the
 * player to move, and the transposition table can share it between move
 * orders. A move's value is its own points plus (same team) or minus (the
 * other team moves next) its child's value.
 */

/** One point, in the search's units. */
export const POINT = 100;

const TYPE_WHEEL = 0;
const TYPE_HALF = 1;
const TYPE_QUARTET = 2;
const TYPE_TRIANGLE = 3;
const TYPE_CODES: Record<string, number> = { wheel: TYPE_WHEEL, 'half-wheel': TYPE_HALF, quartet: TYPE_QUARTET, triangle: TYPE_TRIANGLE };

/** Per board size: configurations, cell-to-configuration lists, neighbours, Zobrist keys. */
interface Tables {
  readonly n: number;
  /** Configurations: type code, first index into `confCells`, number of kites. */
  readonly confType: Uint8Array;
  readonly confStart: Uint16Array;
  readonly confLen: Uint8Array;
  readonly confCells: Uint16Array;
  /** Configurations of cell i: cellConf[cellConfStart[i] .. cellConfStart[i + 1]). */
  readonly cellConfStart: Uint16Array;
  readonly cellConf: Uint16Array;
  /** Side-by-side neighbours of cell i: nb[nbStart[i] .. nbStart[i + 1]). */
  readonly nbStart: Uint16Array;
  readonly nb: Uint16Array;
  /** Zobrist keys, index `cell * 8 + colour index`. */
  readonly zLo: Int32Array;
  readonly zHi: Int32Array;
  /** Keys xor-ed in for the player to move. */
  readonly sideLo: Int32Array;
  readonly sideHi: Int32Array;
}

const tablesBySize = new Map<number, Tables>();

function tables(size: number): Tables {
  let t = tablesBySize.get(size);
  if (t) return t;
  const g = kitesGeometry(size);
  const n = g.cells.length;
  const confIndex = new Map<number, number>();
  g.configurations.forEach((p, j) => confIndex.set(p, j));
  const nConf = g.configurations.length;
  const confType = new Uint8Array(nConf);
  const confStart = new Uint16Array(nConf + 1);
  const confLen = new Uint8Array(nConf);
  const confCells: number[] = [];
  g.configurations.forEach((p, j) => {
    const point = g.points[p]!;
    confType[j] = TYPE_CODES[point.type]!;
    confStart[j] = confCells.length;
    confLen[j] = point.cells.length;
    confCells.push(...point.cells);
  });
  confStart[nConf] = confCells.length;
  const cellConfStart = new Uint16Array(n + 1);
  const cellConf: number[] = [];
  const nbStart = new Uint16Array(n + 1);
  const nb: number[] = [];
  for (let i = 0; i < n; i++) {
    const cell = g.cells[i]!;
    cellConfStart[i] = cellConf.length;
    for (const p of cell.configurations) cellConf.push(confIndex.get(p)!);
    nbStart[i] = nb.length;
    nb.push(...cell.neighbours);
  }
  cellConfStart[n] = cellConf.length;
  nbStart[n] = nb.length;
  // Fixed keys per board size: any good random bits do, and fixed ones keep searches reproducible.
  const rng = createRng(`kites-zobrist-${size}`);
  const word = (): number => (rng.next() * 4294967296) | 0;
  const zLo = new Int32Array(n * 8);
  const zHi = new Int32Array(n * 8);
  for (let i = 0; i < n * 8; i++) {
    zLo[i] = word();
    zHi[i] = word();
  }
  const sideLo = new Int32Array(4);
  const sideHi = new Int32Array(4);
  for (let p = 1; p < 4; p++) {
    sideLo[p] = word();
    sideHi[p] = word();
  }
  t = {
    n,
    confType,
    confStart,
    confLen,
    confCells: Uint16Array.from(confCells),
    cellConfStart,
    cellConf: Uint16Array.from(cellConf),
    nbStart,
    nb: Uint16Array.from(nb),
    zLo,
    zHi,
    sideLo,
    sideHi,
  };
  tablesBySize.set(size, t);
  return t;
}

const popcount = (x: number): number => {
  let c = 0;
  for (; x; x &= x - 1) c++;
  return c;
};

/** Bits of a packed move effect (see {@link FastBoard.effect}). */
const FX_REPLAY = 1 << 8;
/** The move puts a kite into a configuration that was one short without completing it (it spoils it). */
const FX_SPOILS = 1 << 9;
/** The move touches a configuration that was two short (it leaves it one short). */
const FX_OPENS = 1 << 10;
/** The move touches no configuration that is one or two short, completes nothing, spoils nothing. */
const FX_QUIET = 1 << 11;
/** Scratch mark while choosing the quiet moves to keep. */
const FX_KEEP = 1 << 12;
/** Points are stored with this offset in the low 8 bits. */
const FX_POINTS_OFFSET = 16;

/** The change in the mover's score of a packed effect. */
export const fxPoints = (fx: number): number => (fx & 0xff) - FX_POINTS_OFFSET;
export const fxReplay = (fx: number): boolean => (fx & FX_REPLAY) !== 0;

/** A mutable position for searching: make/unmake instead of copying. */
export class FastBoard {
  readonly t: Tables;
  readonly cells: Uint8Array;
  readonly colors: number;
  readonly players: number;
  /** Filled kites per configuration. */
  readonly filled: Uint8Array;
  placed: number;
  empties: number;
  toMove: number;
  keyLo = 0;
  keyHi = 0;
  /** The player to move before each move made (for unmake). */
  private readonly undoMover: Uint8Array;
  private undoTop = 0;

  constructor(state: KitesState) {
    this.t = tables(state.size);
    this.cells = state.cells.slice();
    this.colors = state.colors;
    this.players = state.players;
    this.placed = state.placed;
    this.empties = this.cells.length - state.placed;
    this.toMove = state.toMove;
    this.undoMover = new Uint8Array(this.cells.length + 1);
    const { confStart, confCells, zLo, zHi } = this.t;
    this.filled = new Uint8Array(this.t.confType.length);
    for (let j = 0; j < this.filled.length; j++) {
      let f = 0;
      for (let k = confStart[j]!; k < confStart[j + 1]!; k++) if (this.cells[confCells[k]!] !== EMPTY) f++;
      this.filled[j] = f;
    }
    for (let i = 0; i < this.cells.length; i++) {
      const v = this.cells[i]!;
      if (v !== EMPTY) {
        this.keyLo ^= zLo[i * 8 + v - 1]!;
        this.keyHi ^= zHi[i * 8 + v - 1]!;
      }
    }
    this.keyLo ^= this.t.sideLo[this.toMove]!;
    this.keyHi ^= this.t.sideHi[this.toMove]!;
  }

  /** Colour index of the next piece. */
  get colour(): number {
    return this.placed % this.colors;
  }

  /**
   * What placing the next piece on the empty `cell` does, packed: points
   * (`fxPoints`), FX_REPLAY, and the classification bits FX_SPOILS,
   * FX_OPENS, FX_QUIET. Same reading of the rules as `moveEffects`.
   */
  effect(cell: number): number {
    const { confType, confStart, confLen, confCells, cellConfStart, cellConf, nbStart, nb } = this.t;
    const cells = this.cells;
    const filled = this.filled;
    const colour = this.placed % this.colors;
    const colors = this.colors;
    let gained = 0;
    let replayConf = false;
    let scoresTQ = false;
    let flags = 0;
    let near = false;
    for (let i = cellConfStart[cell]!, e = cellConfStart[cell + 1]!; i < e; i++) {
      const j = cellConf[i]!;
      const len = confLen[j]!;
      const f = filled[j]!;
      if (f === len - 1) {
        near = true;
        const type = confType[j]!;
        let ok = true;
        if (type !== TYPE_WHEEL) {
          let mask = 1 << colour;
          for (let k = confStart[j]!, ke = confStart[j + 1]!; k < ke; k++) {
            const v = cells[confCells[k]!]!;
            if (v !== EMPTY) mask |= 1 << (v - 1);
          }
          ok = popcount(mask) === (len < colors ? len : colors);
        }
        if (ok) {
          if (type === TYPE_WHEEL) {
            gained++;
            replayConf = true;
          } else if (type === TYPE_HALF) replayConf = true;
          else {
            gained++;
            scoresTQ = true;
          }
        } else flags |= FX_SPOILS;
      } else if (f === len - 2) {
        near = true;
        flags |= FX_OPENS;
      }
    }
    let penalty = 0;
    const mine = colour + 1;
    for (let i = nbStart[cell]!, e = nbStart[cell + 1]!; i < e; i++) if (cells[nb[i]!] === mine) penalty++;
    if (replayConf && !scoresTQ && penalty === 0) flags |= FX_REPLAY;
    if (!near) flags |= FX_QUIET;
    return flags | (gained - penalty + FX_POINTS_OFFSET);
  }

  /** Places the next piece on `cell`, whose effect `fx` was computed by {@link effect} just before. */
  make(cell: number, fx: number): void {
    const t = this.t;
    const colour = this.placed % this.colors;
    this.cells[cell] = colour + 1;
    for (let i = t.cellConfStart[cell]!, e = t.cellConfStart[cell + 1]!; i < e; i++) this.filled[t.cellConf[i]!]!++;
    this.keyLo ^= t.zLo[cell * 8 + colour]! ^ t.sideLo[this.toMove]!;
    this.keyHi ^= t.zHi[cell * 8 + colour]! ^ t.sideHi[this.toMove]!;
    this.undoMover[this.undoTop++] = this.toMove;
    if ((fx & FX_REPLAY) === 0) this.toMove = this.toMove + 1 === this.players ? 0 : this.toMove + 1;
    this.keyLo ^= t.sideLo[this.toMove]!;
    this.keyHi ^= t.sideHi[this.toMove]!;
    this.placed++;
    this.empties--;
  }

  /** Takes back the last move, which was made on `cell`. */
  unmake(cell: number): void {
    const t = this.t;
    this.placed--;
    this.empties++;
    const colour = this.placed % this.colors;
    this.cells[cell] = EMPTY;
    for (let i = t.cellConfStart[cell]!, e = t.cellConfStart[cell + 1]!; i < e; i++) this.filled[t.cellConf[i]!]!--;
    this.keyLo ^= t.zLo[cell * 8 + colour]! ^ t.sideLo[this.toMove]!;
    this.keyHi ^= t.zHi[cell * 8 + colour]! ^ t.sideHi[this.toMove]!;
    this.toMove = this.undoMover[--this.undoTop]!;
    this.keyLo ^= t.sideLo[this.toMove]!;
    this.keyHi ^= t.sideHi[this.toMove]!;
  }
}

// ----------------------------------------------------------------- search --

/** The most plies a search goes down, quiescence included. */
export const MAX_PLY = 96;
/** The deepest full-width iteration. */
export const MAX_DEPTH = 64;
/** Quiescence goes at most this many plies below the full-width search. */
const MAX_QPLY = 10;
const TT_BITS = 17;
const TT_SIZE = 1 << TT_BITS;
const TT_MASK = TT_SIZE - 1;
const BOUND_EXACT = 1;
const BOUND_LOWER = 2;
const BOUND_UPPER = 3;
const MOVE_BUFFER = 1 << 16;
const NONE = 0x7fffffff;
const INF = 1 << 28;

/** How a level searches. */
export interface SearchSettings {
  /** Amplitude of a pseudo-random term per leaf, in hundredths of a point (0 = none). */
  readonly noise: number;
  /**
   * Quiet moves (touching no configuration one or two short) searched per
   * node below the root, the best-ordered ones: they differ only beyond the
   * horizon, so a few stand for all.
   */
  readonly quietMoves: number;
}

export interface SearchLimits {
  readonly maxDepth: number;
  readonly maxNodes: number;
  /** Clock time after which no new iteration starts. */
  readonly softDeadline: number;
  /** Clock time at which the search stops in the middle of an iteration. */
  readonly hardDeadline: number;
}

export interface SearchResult {
  /** The chosen cell, or -1 when there is no legal move. */
  readonly cell: number;
  /** Its value for the mover, in hundredths of a point (see the module comment). */
  readonly score: number;
  readonly depth: number;
  readonly nodes: number;
}

export type RunState = 'slice' | 'done';

class SearchMemory {
  readonly ttLo = new Int32Array(TT_SIZE);
  readonly ttHi = new Int32Array(TT_SIZE);
  readonly ttMove = new Int16Array(TT_SIZE);
  readonly ttScore = new Int32Array(TT_SIZE);
  readonly ttDepth = new Int8Array(TT_SIZE);
  readonly ttBound = new Uint8Array(TT_SIZE);
  readonly moves = new Int16Array(MOVE_BUFFER);
  readonly fx = new Int32Array(MOVE_BUFFER);
  readonly scores = new Int32Array(MOVE_BUFFER);
  clear(): void {
    this.ttBound.fill(0);
    this.ttLo.fill(0);
    this.ttHi.fill(0);
  }
}

const spareMemory: SearchMemory[] = [];

const STEP_DONE = 0;
const STEP_SLICE = 1;
const STEP_STOP = 2;

/**
 * Iterative-deepening alpha-beta with an explicit stack (see the module
 * comment for the values). Frame `p` holds its moves (a range of the shared
 * buffers, ordered lazily by selection), the next to try, the window, the
 * best so far, and the move being searched below it with its points and
 * whether the child's team is the same. Nodes at depth 0 and below are
 * quiescence nodes: the side to move may stop (a quiet move is assumed to
 * cost nothing) or play a move that scores or earns an extra move.
 */
export class Search {
  private readonly board: FastBoard;
  private readonly memory: SearchMemory;
  private readonly moves: Int16Array;
  private readonly fxs: Int32Array;
  private readonly scores: Int32Array;
  private readonly ttLo: Int32Array;
  private readonly ttHi: Int32Array;
  private readonly ttMove: Int16Array;
  private readonly ttScore: Int32Array;
  private readonly ttDepth: Int8Array;
  private readonly ttBound: Uint8Array;
  private readonly salt: number;
  /** A fixed random rank per cell, for ties between quiet moves. */
  private readonly cellRank: Int32Array;
  /** The player the search plays for. */
  private readonly root: number;

  private readonly fStart = new Int32Array(MAX_PLY + 1);
  private readonly fEnd = new Int32Array(MAX_PLY + 1);
  private readonly fNext = new Int32Array(MAX_PLY + 1);
  private readonly fDepth = new Int32Array(MAX_PLY + 1);
  private readonly fAlpha = new Int32Array(MAX_PLY + 1);
  private readonly fAlphaStart = new Int32Array(MAX_PLY + 1);
  private readonly fBeta = new Int32Array(MAX_PLY + 1);
  private readonly fBest = new Int32Array(MAX_PLY + 1);
  private readonly fBestMove = new Int32Array(MAX_PLY + 1);
  private readonly fMove = new Int32Array(MAX_PLY + 1);
  private readonly fPts = new Int32Array(MAX_PLY + 1);
  private readonly fSame = new Uint8Array(MAX_PLY + 1);
  /** Killer moves: the last cell that caused a cutoff at each ply. */
  private readonly killer = new Int32Array(MAX_PLY + 1).fill(-1);

  private readonly rootMoves: number[] = [];
  private readonly rootFx: number[] = [];
  private readonly rootOrder: number[] = [];

  private sp = 0;
  private pending = false;
  private ret = 0;
  private iterating = false;
  private finished = false;
  private depth = 0;
  private nodes = 0;
  private bestMove = -1;
  private bestScore = 0;
  private completedDepth = 0;
  private released = false;

  constructor(
    state: KitesState,
    private readonly settings: SearchSettings,
    rng: { next(): number; shuffle<T>(items: T[]): T[] },
    private readonly limits: SearchLimits,
    private readonly clock: () => number,
  ) {
    const board = (this.board = new FastBoard(state));
    this.root = state.toMove;
    this.salt = (rng.next() * 4294967296) | 0;
    const memory = (this.memory = spareMemory.pop() ?? new SearchMemory());
    memory.clear();
    ({ moves: this.moves, fx: this.fxs, scores: this.scores } = memory);
    ({ ttLo: this.ttLo, ttHi: this.ttHi, ttMove: this.ttMove, ttScore: this.ttScore, ttDepth: this.ttDepth, ttBound: this.ttBound } = memory);
    const n = board.cells.length;
    const ranks = rng.shuffle(Array.from({ length: n }, (_, i) => i));
    this.cellRank = Int32Array.from(ranks);
    const list: number[] = [];
    for (let c = 0; c < n; c++) if (board.cells[c] === EMPTY) list.push(c);
    rng.shuffle(list);
    const ordered = list.map((c) => {
      const fx = board.effect(c);
      return { c, fx, order: this.orderScore(c, fx, -1, 0) };
    });
    // Stable: equal moves keep the shuffled order.
    ordered.sort((a, b) => b.order - a.order);
    for (const m of ordered) {
      this.rootMoves.push(m.c);
      this.rootFx.push(m.fx);
      this.rootOrder.push(m.order);
    }
    if (this.rootMoves.length === 0) this.finished = true;
    else {
      this.bestMove = this.rootMoves[0]!;
      this.bestScore = fxPoints(this.rootFx[0]!) * POINT;
      if (this.rootMoves.length === 1) this.finished = true;
    }
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    this.finished = true;
    if (spareMemory.length < 4) spareMemory.push(this.memory);
  }

  get result(): SearchResult {
    return { cell: this.bestMove, score: this.bestScore, depth: this.completedDepth, nodes: this.nodes };
  }

  /** Team of a player: 0 the root player, 1 the others. */
  private team(player: number): number {
    return player === this.root ? 0 : 1;
  }

  /**
   * Move ordering: points first, then extra moves, spoiling a threat,
   * quiet moves, and last the moves that leave a configuration one short.
   */
  private orderScore(cell: number, fx: number, ttCell: number, p: number): number {
    if (cell === ttCell) return 1 << 30;
    let s = fxPoints(fx) * 100000;
    if (fx & FX_REPLAY) s += 50000;
    if (cell === this.killer[p]) s += 20000;
    if (fx & FX_SPOILS) s += 10000;
    if (fx & FX_QUIET) s += 5000;
    return s + 64 - (this.cellRank[cell]! & 63);
  }

  run(sliceEnd: number): RunState {
    while (!this.finished) {
      if (!this.iterating) {
        if (
          this.depth >= this.limits.maxDepth ||
          this.depth >= MAX_DEPTH ||
          this.depth >= this.board.empties ||
          this.clock() >= this.limits.softDeadline
        ) {
          this.finished = true;
          break;
        }
        this.startIteration(this.depth + 1);
      }
      const r = this.step(sliceEnd);
      if (r === STEP_SLICE) return 'slice';
      if (r === STEP_STOP) {
        // Stopped mid-iteration: the root searched the previous best first, so a move it has already proved better is better.
        if (this.fBest[0]! > -INF && this.fBestMove[0]! !== this.bestMove) {
          this.bestMove = this.fBestMove[0]!;
          this.bestScore = this.fBest[0]!;
        }
        this.finished = true;
        break;
      }
      this.iterating = false;
      this.completedDepth = this.depth;
      this.bestMove = this.fBestMove[0]!;
      this.bestScore = this.fBest[0]!;
      const at = this.rootMoves.indexOf(this.bestMove);
      if (at > 0) {
        this.rootMoves.unshift(...this.rootMoves.splice(at, 1));
        this.rootFx.unshift(...this.rootFx.splice(at, 1));
        this.rootOrder.unshift(...this.rootOrder.splice(at, 1));
      }
    }
    return 'done';
  }

  private startIteration(depth: number): void {
    this.depth = depth;
    this.iterating = true;
    this.sp = 0;
    this.pending = false;
    const n = this.rootMoves.length;
    for (let i = 0; i < n; i++) {
      this.moves[i] = this.rootMoves[i]!;
      this.fxs[i] = this.rootFx[i]!;
      // Keep the list's order: the previous best first, then as ordered.
      this.scores[i] = n - i;
    }
    this.fStart[0] = 0;
    this.fEnd[0] = n;
    this.fNext[0] = 0;
    this.fDepth[0] = depth;
    this.fAlpha[0] = -INF;
    this.fAlphaStart[0] = -INF;
    this.fBeta[0] = INF;
    this.fBest[0] = -INF;
    this.fBestMove[0] = this.rootMoves[0]!;
  }

  private step(sliceEnd: number): number {
    const board = this.board;
    const moves = this.moves;
    const fxs = this.fxs;
    const scores = this.scores;
    const { maxNodes, hardDeadline } = this.limits;
    let ticks = 0;
    for (;;) {
      if (this.nodes >= maxNodes) return STEP_STOP;
      if ((++ticks & 63) === 0) {
        const t = this.clock();
        if (t >= hardDeadline) return STEP_STOP;
        if (t >= sliceEnd) return STEP_SLICE;
      }
      const p = this.sp;
      if (this.pending) {
        this.pending = false;
        const m = this.fMove[p]!;
        board.unmake(m);
        const w = this.ret;
        const v = this.fPts[p]! + (this.fSame[p] ? w : -w);
        if (v > this.fBest[p]!) {
          this.fBest[p] = v;
          this.fBestMove[p] = m;
          if (v > this.fAlpha[p]!) {
            this.fAlpha[p] = v;
            if (v >= this.fBeta[p]!) {
              this.killer[p] = m;
              this.fNext[p] = this.fEnd[p]!;
            }
          }
        }
      }
      const next = this.fNext[p]!;
      const end = this.fEnd[p]!;
      if (next < end) {
        let bi = next;
        let bs = scores[next]!;
        for (let i = next + 1; i < end; i++) {
          if (scores[i]! > bs) {
            bs = scores[i]!;
            bi = i;
          }
        }
        const m = moves[bi]!;
        const fx = fxs[bi]!;
        if (bi !== next) {
          moves[bi] = moves[next]!;
          fxs[bi] = fxs[next]!;
          scores[bi] = scores[next]!;
          moves[next] = m;
          fxs[next] = fx;
          scores[next] = bs;
        }
        this.fNext[p] = next + 1;
        this.fMove[p] = m;
        const pts = fxPoints(fx) * POINT;
        const mover = board.toMove;
        board.make(m, fx);
        const same = this.team(board.toMove) === this.team(mover);
        this.fPts[p] = pts;
        this.fSame[p] = same ? 1 : 0;
        const alpha = this.fAlpha[p]!;
        const beta = this.fBeta[p]!;
        const v = same
          ? this.enter(p + 1, this.fDepth[p]! - 1, alpha - pts, beta - pts, end)
          : this.enter(p + 1, this.fDepth[p]! - 1, pts - beta, pts - alpha, end);
        if (v === NONE) this.sp = p + 1;
        else {
          this.ret = v;
          this.pending = true;
        }
        continue;
      }
      const best = this.fBest[p]!;
      const depth = this.fDepth[p]!;
      this.store(depth < 0 ? 0 : depth, best, this.fBestMove[p]!, best <= this.fAlphaStart[p]! ? BOUND_UPPER : best >= this.fBeta[p]! ? BOUND_LOWER : BOUND_EXACT);
      if (p === 0) return STEP_DONE;
      this.ret = best;
      this.pending = true;
      this.sp = p - 1;
    }
  }

  /**
   * A node at ply `p` (>= 1) with `depth` plies of full width to go: its
   * value when resolved at once (full board, table hit, quiet leaf), or NONE
   * after setting up its frame with its moves written from `start`.
   */
  private enter(p: number, depth: number, alpha: number, beta: number, start: number): number {
    this.nodes++;
    const board = this.board;
    if (board.empties === 0) return 0;
    const qdepth = depth < 0 ? 0 : depth;
    const slot = board.keyLo & TT_MASK;
    let ttCell = -1;
    if (this.ttLo[slot] === board.keyLo && this.ttHi[slot] === board.keyHi && this.ttBound[slot] !== 0) {
      ttCell = this.ttMove[slot]!;
      if (this.ttDepth[slot]! >= qdepth) {
        const s = this.ttScore[slot]!;
        const bound = this.ttBound[slot];
        if (bound === BOUND_EXACT || (bound === BOUND_LOWER && s >= beta) || (bound === BOUND_UPPER && s <= alpha)) return s;
      }
    }
    const moves = this.moves;
    const fxs = this.fxs;
    const scores = this.scores;
    const cells = board.cells;
    const n = cells.length;
    let end = start;
    let best = -INF;
    if (depth <= 0) {
      // Quiescence: moves that score or earn an extra move; or stop here.
      let others = 0;
      let bestQuiet = -INF;
      for (let c = 0; c < n; c++) {
        if (cells[c] !== EMPTY) continue;
        const fx = board.effect(c);
        const pts = fxPoints(fx);
        if (pts > 0 || fx & FX_REPLAY) {
          moves[end] = c;
          fxs[end] = fx;
          scores[end] = this.orderScore(c, fx, ttCell, p);
          end++;
        } else {
          others++;
          if (pts * POINT > bestQuiet) bestQuiet = pts * POINT;
        }
      }
      // Standing pat: a move that neither scores nor replays, valued at its points (usually 0) plus the level's noise.
      if (others > 0) best = bestQuiet + this.noise();
      if (end === start || -depth >= MAX_QPLY || p >= MAX_PLY - 1) return best > -INF ? best : 0;
      if (best >= beta) return best;
    } else {
      const quietLimit = this.settings.quietMoves;
      let quiet = 0;
      for (let c = 0; c < n; c++) {
        if (cells[c] !== EMPTY) continue;
        const fx = board.effect(c);
        const order = this.orderScore(c, fx, ttCell, p);
        moves[end] = c;
        fxs[end] = fx;
        scores[end] = order;
        end++;
        if (fx & FX_QUIET && c !== ttCell) quiet++;
      }
      if (quiet > quietLimit) {
        // Keep the best-ordered quiet moves only (the table's move is never dropped).
        for (let kept = 0; kept < quietLimit; kept++) {
          let bi = -1;
          let bs = -INF;
          for (let i = start; i < end; i++) {
            const fx = fxs[i]!;
            if ((fx & (FX_QUIET | FX_KEEP)) === FX_QUIET && moves[i] !== ttCell && scores[i]! > bs) {
              bs = scores[i]!;
              bi = i;
            }
          }
          if (bi < 0) break;
          fxs[bi] = fxs[bi]! | FX_KEEP;
        }
        let w = start;
        for (let i = start; i < end; i++) {
          let fx = fxs[i]!;
          if (fx & FX_QUIET && moves[i] !== ttCell) {
            if (!(fx & FX_KEEP)) continue;
            fx &= ~FX_KEEP;
          }
          moves[w] = moves[i]!;
          fxs[w] = fx;
          scores[w] = scores[i]!;
          w++;
        }
        end = w;
      }
    }
    this.fStart[p] = start;
    this.fEnd[p] = end;
    this.fNext[p] = start;
    this.fDepth[p] = depth;
    this.fAlpha[p] = best > alpha ? best : alpha;
    this.fAlphaStart[p] = alpha;
    this.fBeta[p] = beta;
    this.fBest[p] = best;
    this.fBestMove[p] = moves[start]!;
    return NONE;
  }

  private noise(): number {
    const amp = this.settings.noise;
    if (!amp) return 0;
    let x = (this.board.keyLo ^ this.salt) | 0;
    x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
    x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
    x ^= x >>> 16;
    return ((x >>> 0) % (2 * amp + 1)) - amp;
  }

  private store(depth: number, score: number, move: number, bound: number): void {
    const board = this.board;
    const slot = board.keyLo & TT_MASK;
    if (this.ttLo[slot] === board.keyLo && this.ttHi[slot] === board.keyHi && this.ttDepth[slot]! > depth) return;
    this.ttLo[slot] = board.keyLo;
    this.ttHi[slot] = board.keyHi;
    this.ttMove[slot] = move;
    this.ttScore[slot] = score;
    this.ttDepth[slot] = depth;
    this.ttBound[slot] = bound;
  }
}
