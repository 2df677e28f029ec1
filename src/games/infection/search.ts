import { createRng } from '../../engine/rng.js';
import { EMPTY, GREEN, OBSTACLE, YELLOW, geometry, type InfectionMove, type InfectionState, type Player } from './rules.js';

/**
 * The computer's game-tree search for Infection, DOM-free and allocation-free
 * in its hot path.
 *
 * - {@link FastBoard}: a mutable copy of a position with make/unmake, piece
 *   counts and a 64-bit Zobrist key (two 32-bit halves) kept up to date
 *   incrementally, and flat neighbour tables built from `geometry(size)`.
 * - {@link Search}: negamax alpha-beta with iterative deepening, a
 *   transposition table and move ordering, written with an explicit stack
 *   instead of recursion so that it can stop after any node and resume later:
 *   the caller runs it in short slices and gives the event loop a turn in
 *   between (see `think` in ai.ts).
 * - {@link perftFast}: the same move generator counting move sequences, which
 *   must agree with `perft` in rules.ts.
 *
 * Moves are packed into one integer: bits 0-6 the destination, bits 7-13 the
 * origin, bit 14 set for a duplicate (the origin of a duplicate is the
 * lowest-numbered adjacent piece, as in `legalMoves`, and is not touched).
 *
 * Colours: the side to move's pieces are `side + 1` (GREEN = 1, YELLOW = 2),
 * and `3 - c` is the other colour of a piece `c`.
 *
 * The same board and search play standard Ataxx (the `ataxx` flag): jumps
 * go to every square two away (the line jumps and the knight's, over
 * anything), every rival next to the landing square converts, and a side
 * with no move while the other has one passes ({@link PASS_MOVE}).
 */

const TO_MASK = 0x7f;
const FROM_SHIFT = 7;
const DUP_FLAG = 1 << 14;
/** A pass (Ataxx only): the side to move cannot move, the other can. */
export const PASS_MOVE = 1 << 15;

const moveTo = (m: number): number => m & TO_MASK;
const moveFrom = (m: number): number => (m >>> FROM_SHIFT) & TO_MASK;

/** The rules module's form of a packed move. */
export const unpackMove = (m: number): InfectionMove => ({ from: moveFrom(m), to: moveTo(m) });

/** Per board size: flat neighbour lists (start offsets + one array each) and Zobrist keys. */
interface Tables {
  readonly size: number;
  /** Ataxx rules: jumps over anything, no piece spared from converting, passes. */
  readonly ataxx: boolean;
  readonly n: number;
  /** Adjacent cells of cell i: adj[adjStart[i] .. adjStart[i + 1]), in increasing order. */
  readonly adjStart: Uint16Array;
  readonly adj: Uint8Array;
  /** Cells two away in a line from cell i (lineFrom) and the cell in between (lineOver). */
  readonly lineStart: Uint16Array;
  readonly lineFrom: Uint8Array;
  readonly lineOver: Uint8Array;
  readonly knightStart: Uint16Array;
  readonly knight: Uint8Array;
  /** Zobrist keys, two 32-bit halves, index `cell * 4 + colour` (GREEN or YELLOW). */
  readonly zLo: Int32Array;
  readonly zHi: Int32Array;
  /** Key change when cell i turns from one colour to the other: `z[i][GREEN] ^ z[i][YELLOW]`. */
  readonly flipLo: Int32Array;
  readonly flipHi: Int32Array;
}

/** Key halves xor-ed in when Yellow is to move. */
const SIDE_LO = 0x2545f491;
const SIDE_HI = 0x6c078965 | 0;

const tablesBySize = new Map<number, Tables>();

function flatten(lists: readonly (readonly number[])[], step: number): { start: Uint16Array; items: number[] } {
  const start = new Uint16Array(lists.length + 1);
  const items: number[] = [];
  lists.forEach((list, i) => {
    start[i] = items.length / step;
    items.push(...list);
    start[i + 1] = items.length / step;
  });
  return { start, items };
}

function tables(size: number, ataxx: boolean): Tables {
  let t = tablesBySize.get(ataxx ? -size : size);
  if (t) return t;
  const g = geometry(size);
  const n = size * size;
  const adj = flatten(g.adjacent, 1);
  const lines = flatten(g.lines, 2);
  const knights = flatten(g.knights, 1);
  const lineFrom = new Uint8Array(lines.items.length / 2);
  const lineOver = new Uint8Array(lines.items.length / 2);
  for (let i = 0; i < lineFrom.length; i++) {
    lineFrom[i] = lines.items[2 * i]!;
    lineOver[i] = lines.items[2 * i + 1]!;
  }
  // Fixed keys per board size: any good random bits do, and fixed ones keep searches reproducible.
  const rng = createRng(`infection-zobrist-${size}`);
  const word = (): number => (rng.next() * 4294967296) | 0;
  const zLo = new Int32Array(n * 4);
  const zHi = new Int32Array(n * 4);
  const flipLo = new Int32Array(n);
  const flipHi = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    for (const c of [GREEN, YELLOW]) {
      zLo[i * 4 + c] = word();
      zHi[i * 4 + c] = word();
    }
    flipLo[i] = zLo[i * 4 + GREEN]! ^ zLo[i * 4 + YELLOW]!;
    flipHi[i] = zHi[i * 4 + GREEN]! ^ zHi[i * 4 + YELLOW]!;
  }
  t = {
    size,
    ataxx,
    n,
    adjStart: adj.start,
    adj: Uint8Array.from(adj.items),
    lineStart: lines.start,
    lineFrom,
    lineOver,
    knightStart: knights.start,
    knight: Uint8Array.from(knights.items),
    zLo,
    zHi,
    flipLo,
    flipHi,
  };
  tablesBySize.set(ataxx ? -size : size, t);
  return t;
}

/** The most plies a search goes down (iterative deepening stops before this). */
export const MAX_PLY = 64;
/** The most moves a position can have: 81 squares, each reached by one duplicate and at most 16 jumps. */
const MAX_MOVES = 81 * 17;
/** Room for the moves of every ply on the search stack. */
const MOVE_BUFFER = 1 << 17;

/**
 * A mutable position for searching: make/unmake instead of copying, counts
 * and hash kept incrementally. `side` 0 is Green to move, 1 Yellow.
 */
export class FastBoard {
  readonly t: Tables;
  readonly cells: Uint8Array;
  side: Player;
  /** Pieces by colour: count[GREEN], count[YELLOW]. */
  readonly count = new Int32Array(4);
  empties = 0;
  keyLo = 0;
  keyHi = 0;
  /** Converted cells of each move made, then their number: unmake pops them back. */
  private readonly undo = new Uint8Array(MAX_PLY * 16 + 64);
  private undoTop = 0;

  constructor(state: InfectionState, ataxx = false) {
    this.t = tables(state.size, ataxx);
    this.cells = state.cells.slice();
    this.side = state.toMove;
    const { zLo, zHi } = this.t;
    for (let i = 0; i < this.cells.length; i++) {
      const c = this.cells[i]!;
      if (c === EMPTY) this.empties++;
      else if (c === GREEN || c === YELLOW) {
        this.count[c] = this.count[c]! + 1;
        this.keyLo ^= zLo[i * 4 + c]!;
        this.keyHi ^= zHi[i * 4 + c]!;
      }
    }
    if (this.side === 1) {
      this.keyLo ^= SIDE_LO;
      this.keyHi ^= SIDE_HI;
    }
  }

  /**
   * Writes the legal moves of the side to move into `moves` from `start`,
   * and an ordering score for each into `scores` (conversions first, a
   * duplicate over a jump). Returns the end index. Same moves as
   * `legalMoves` (duplicates listed once); none when the board is full.
   * Under Ataxx rules, a pass when only the other side can move.
   */
  generate(moves: Int32Array, scores: Int32Array, start: number): number {
    const { n, adjStart, adj, lineStart, lineFrom, lineOver, knightStart, knight, ataxx } = this.t;
    const cells = this.cells;
    const mine = this.side + 1;
    const theirs = 3 - mine;
    let k = start;
    for (let to = 0; to < n; to++) {
      if (cells[to] !== EMPTY) continue;
      let dupFrom = -1;
      let converts = 0;
      for (let i = adjStart[to]!, e = adjStart[to + 1]!; i < e; i++) {
        const c = cells[adj[i]!];
        if (c === theirs) converts++;
        else if (c === mine && dupFrom < 0) dupFrom = adj[i]!;
      }
      // Score: 4 per conversion, +3 for a duplicate (a piece gained, none left behind).
      const base = converts * 4;
      if (dupFrom >= 0) {
        moves[k] = to | (dupFrom << FROM_SHIFT) | DUP_FLAG;
        scores[k++] = base + 3;
      }
      for (let i = lineStart[to]!, e = lineStart[to + 1]!; i < e; i++) {
        if (cells[lineFrom[i]!] === mine && (ataxx || cells[lineOver[i]!] !== OBSTACLE)) {
          moves[k] = to | (lineFrom[i]! << FROM_SHIFT);
          scores[k++] = base;
        }
      }
      for (let i = knightStart[to]!, e = knightStart[to + 1]!; i < e; i++) {
        if (cells[knight[i]!] === mine) {
          moves[k] = to | (knight[i]! << FROM_SHIFT);
          scores[k++] = base;
        }
      }
    }
    if (k === start && ataxx && this.count[mine]! > 0 && this.hasMove((1 - this.side) as Player)) {
      moves[k] = PASS_MOVE;
      scores[k++] = 0;
    }
    return k;
  }

  /** Whether the side to move (or `player`) has a legal move (stops at the first one). */
  hasMove(player: Player = this.side): boolean {
    const { n, adjStart, adj, lineStart, lineFrom, lineOver, knightStart, knight, ataxx } = this.t;
    const cells = this.cells;
    const mine = player + 1;
    if (this.count[mine] === 0) return false;
    for (let to = 0; to < n; to++) {
      if (cells[to] !== EMPTY) continue;
      for (let i = adjStart[to]!, e = adjStart[to + 1]!; i < e; i++) if (cells[adj[i]!] === mine) return true;
      for (let i = lineStart[to]!, e = lineStart[to + 1]!; i < e; i++) {
        if (cells[lineFrom[i]!] === mine && (ataxx || cells[lineOver[i]!] !== OBSTACLE)) return true;
      }
      for (let i = knightStart[to]!, e = knightStart[to + 1]!; i < e; i++) if (cells[knight[i]!] === mine) return true;
    }
    return false;
  }

  /** The square a straight or checker jump passes over; -1 for a knight's move. */
  #jumped(from: number, to: number): number {
    const size = this.t.size;
    const dr = ((to / size) | 0) - ((from / size) | 0);
    const dc = (to % size) - (from % size);
    return (dr & 1) === 0 && (dc & 1) === 0 ? (from + to) >> 1 : -1;
  }

  /** Plays a packed legal move. */
  make(m: number): void {
    if (m === PASS_MOVE) return this.#pass();
    const { adjStart, adj, zLo, zHi, flipLo, flipHi } = this.t;
    const cells = this.cells;
    const to = m & TO_MASK;
    const mine = this.side + 1;
    const theirs = 3 - mine;
    let lo = this.keyLo ^ SIDE_LO ^ zLo[to * 4 + mine]!;
    let hi = this.keyHi ^ SIDE_HI ^ zHi[to * 4 + mine]!;
    let over = -1;
    if (m & DUP_FLAG) {
      this.count[mine] = this.count[mine]! + 1;
      this.empties--;
    } else {
      const from = (m >>> FROM_SHIFT) & TO_MASK;
      cells[from] = EMPTY;
      lo ^= zLo[from * 4 + mine]!;
      hi ^= zHi[from * 4 + mine]!;
      if (!this.t.ataxx) over = this.#jumped(from, to);
    }
    cells[to] = mine;
    let converted = 0;
    const undo = this.undo;
    for (let i = adjStart[to]!, e = adjStart[to + 1]!; i < e; i++) {
      const a = adj[i]!;
      // The piece a checker jump passes over is not converted (see rules.ts conversions()).
      if (cells[a] === theirs && a !== over) {
        cells[a] = mine;
        lo ^= flipLo[a]!;
        hi ^= flipHi[a]!;
        undo[this.undoTop++] = a;
        converted++;
      }
    }
    undo[this.undoTop++] = converted;
    this.count[mine] = this.count[mine]! + converted;
    this.count[theirs] = this.count[theirs]! - converted;
    this.keyLo = lo;
    this.keyHi = hi;
    this.side = (1 - this.side) as Player;
  }

  /** Takes back the last move made, which must be `m`. */
  unmake(m: number): void {
    if (m === PASS_MOVE) return this.#pass();
    const { zLo, zHi, flipLo, flipHi } = this.t;
    const cells = this.cells;
    this.side = (1 - this.side) as Player;
    const to = m & TO_MASK;
    const mine = this.side + 1;
    const theirs = 3 - mine;
    let lo = this.keyLo ^ SIDE_LO ^ zLo[to * 4 + mine]!;
    let hi = this.keyHi ^ SIDE_HI ^ zHi[to * 4 + mine]!;
    const undo = this.undo;
    const converted = undo[--this.undoTop]!;
    for (let j = 0; j < converted; j++) {
      const a = undo[--this.undoTop]!;
      cells[a] = theirs;
      lo ^= flipLo[a]!;
      hi ^= flipHi[a]!;
    }
    this.count[mine] = this.count[mine]! - converted;
    this.count[theirs] = this.count[theirs]! + converted;
    cells[to] = EMPTY;
    if (m & DUP_FLAG) {
      this.count[mine] = this.count[mine]! - 1;
      this.empties++;
    } else {
      const from = (m >>> FROM_SHIFT) & TO_MASK;
      cells[from] = mine;
      lo ^= zLo[from * 4 + mine]!;
      hi ^= zHi[from * 4 + mine]!;
    }
    this.keyLo = lo;
    this.keyHi = hi;
  }

  /** A pass, or its take-back: only the side to move changes. */
  #pass(): void {
    this.keyLo ^= SIDE_LO;
    this.keyHi ^= SIDE_HI;
    this.side = (1 - this.side) as Player;
  }
}

// ------------------------------------------------------------------ perft --

/**
 * `perft` of rules.ts on the fast board: the number of move sequences of
 * `depth` plies (duplicates to a square counted once; finished positions
 * have no moves). Must always agree with `perft`.
 */
export function perftFast(state: InfectionState, depth: number): number {
  if (depth <= 0) return 1;
  const board = new FastBoard(state);
  // perft is synchronous, so one pair of buffers serves every call.
  const moves = (perftMoves ??= new Int32Array(MOVE_BUFFER));
  const scores = (perftScores ??= new Int32Array(MOVE_BUFFER));
  const walk = (d: number, start: number): number => {
    const end = board.generate(moves, scores, start);
    if (d === 1) return end - start;
    let total = 0;
    for (let i = start; i < end; i++) {
      const m = moves[i]!;
      board.make(m);
      total += walk(d - 1, end);
      board.unmake(m);
    }
    return total;
  };
  return walk(depth, 0);
}

let perftMoves: Int32Array | undefined;
let perftScores: Int32Array | undefined;

// ------------------------------------------------------------- evaluation --

/** One piece is worth this much; scores are integers. */
export const PIECE = 100;
/** A won game, before subtracting the plies it takes (so quicker wins score higher). */
export const WIN = 1_000_000;
/** Scores beyond this are wins or losses found by the search. */
const WIN_BOUND = WIN - 1000;

/**
 * How a level evaluates positions. The evaluation is the material
 * difference. Positional terms were tried against it in seeded matches
 * (200-400 games, both colours, 6x6 with 5 obstacles, mostly at an equal
 * 25 ms a move) and dropped, as none clearly beat material alone (score of
 * the variant): a bonus for having the move (46 %), a penalty per own piece
 * next to a square where the opponent can duplicate (35-52 %), the best
 * duplicate gain available now (52 %), empty squares next to own pieces
 * minus those next to the opponent's (37 %). Depth pays more than knowledge
 * here, and every term costs depth.
 */
export interface EvalWeights {
  /** Amplitude of a pseudo-random term per position, in hundredths of a piece (0 = none): makes easier levels err. */
  readonly noise: number;
}

// ----------------------------------------------------------------- search --

/** Transposition table size (entries, a power of two), unless {@link SearchLimits.hashBytes} sets one. */
const TT_BITS = 17;
/** Bytes per table entry: key halves, move and score (4 each), depth and bound (1 each). */
export const TT_ENTRY_BYTES = 18;
const BOUND_EXACT = 1;
const BOUND_LOWER = 2;
const BOUND_UPPER = 3;

/**
 * The big arrays of a search: the transposition table (key halves, packed
 * move, score, depth and bound per entry), the history table and the move
 * buffer. Reused from search to search (see {@link Search.release}).
 */
class SearchMemory {
  readonly ttLo: Int32Array;
  readonly ttHi: Int32Array;
  readonly ttMove: Int32Array;
  readonly ttScore: Int32Array;
  readonly ttDepth: Int8Array;
  /** 0 marks an empty entry. */
  readonly ttBound: Uint8Array;
  /** History heuristic: how often a move (from, to) caused a cutoff, by side. */
  readonly history = new Int32Array(2 * 128 * 128);
  readonly moves = new Int32Array(MOVE_BUFFER);
  readonly scores = new Int32Array(MOVE_BUFFER);

  /** A table of 2^ttBits entries. */
  constructor(readonly ttBits: number) {
    const size = 1 << ttBits;
    this.ttLo = new Int32Array(size);
    this.ttHi = new Int32Array(size);
    this.ttMove = new Int32Array(size);
    this.ttScore = new Int32Array(size);
    this.ttDepth = new Int8Array(size);
    this.ttBound = new Uint8Array(size);
  }

  /** Forgets everything a previous search learnt (its evaluation may have differed). */
  clear(): void {
    this.ttBound.fill(0);
    this.ttLo.fill(0);
    this.ttHi.fill(0);
    this.history.fill(0);
  }
}

/** Memory of finished searches, ready for the next (a few searches may run at once, each takes its own). */
const spareMemory: SearchMemory[] = [];

/** A score the search never produces: "no value yet" / "a frame was pushed". */
const NONE = 0x7fffffff;
const INF = WIN + 1;

export interface SearchLimits {
  /** Deepest iteration (plies). */
  readonly maxDepth: number;
  /** Stop after this many nodes (the count is exact, so the search is then deterministic). */
  readonly maxNodes: number;
  /** Clock time (ms, from `now()`) after which no new iteration starts. */
  readonly softDeadline: number;
  /** Clock time (ms) at which the search stops in the middle of an iteration. */
  readonly hardDeadline: number;
  /**
   * The most bytes the transposition table may take: it gets the largest
   * power-of-two number of entries ({@link TT_ENTRY_BYTES} each, 2^10 to 2^26)
   * that fits. Without it, 2^17 entries (2.25 MiB). For the UAI `Hash` option.
   */
  readonly hashBytes?: number;
}

/** What a finished (or stopped) search found. */
export interface SearchResult {
  /** The chosen move (packed), or -1 when there is no legal move. */
  readonly move: number;
  /** Its score for the side to move (see {@link PIECE}, {@link WIN}). */
  readonly score: number;
  /** The deepest iteration that completed (0 when only the move list was looked at). */
  readonly depth: number;
  readonly nodes: number;
}

/** Outcome of a {@link Search.run} call. */
export type RunState = 'slice' | 'done';

/**
 * Iterative-deepening negamax alpha-beta with an explicit stack.
 *
 * Each ply `p` of the current line has a frame in the typed arrays below:
 * its moves (a range of the shared move buffer, ordered lazily by selection),
 * the next move to try, alpha/beta, the best score and move so far, and the
 * move currently being searched below it. The board holds the moves of all
 * frames under `sp`. `run` loops: it either descends into the next move of
 * the top frame (pushing a frame, unless the child is resolved at once: leaf,
 * terminal, or table hit) or, when the frame is exhausted or cut off, stores
 * it in the table and returns its score to the parent (`pending`). Since all
 * state lives in fields, `run` can return after any step and be resumed.
 */
export class Search {
  private readonly board: FastBoard;
  private readonly weights: EvalWeights;
  private readonly salt: number;

  private readonly memory: SearchMemory;
  // The memory's arrays, as fields for quick access.
  private readonly ttLo: Int32Array;
  private readonly ttHi: Int32Array;
  private readonly ttMove: Int32Array;
  private readonly ttScore: Int32Array;
  private readonly ttDepth: Int8Array;
  private readonly ttBound: Uint8Array;
  private readonly ttMask: number;
  private readonly history: Int32Array;
  private readonly moves: Int32Array;
  private readonly scores: Int32Array;

  // Frames, by ply.
  private readonly fEnd = new Int32Array(MAX_PLY + 1);
  private readonly fNext = new Int32Array(MAX_PLY + 1);
  private readonly fDepth = new Int32Array(MAX_PLY + 1);
  private readonly fAlpha = new Int32Array(MAX_PLY + 1);
  private readonly fAlphaStart = new Int32Array(MAX_PLY + 1);
  private readonly fBeta = new Int32Array(MAX_PLY + 1);
  private readonly fBest = new Int32Array(MAX_PLY + 1);
  private readonly fBestMove = new Int32Array(MAX_PLY + 1);
  private readonly fMove = new Int32Array(MAX_PLY + 1);
  private readonly fStart = new Int32Array(MAX_PLY + 1);
  /** How the move being searched below the frame was searched (SCOUT_*), to search it again if needed. */
  private readonly fScout = new Int8Array(MAX_PLY + 1);

  /** Root moves in a fixed order shuffled by the RNG once, so ties between equal moves go by the RNG. */
  private readonly rootMoves: number[];
  private readonly rootOrder: number[];

  private sp = 0;
  private pending = false;
  private ret = 0;
  private iterating = false;
  private finished = false;
  /** Depth of the iteration running now. */
  private depth = 0;

  private nodes = 0;
  private bestMove = -1;
  private bestScore = 0;
  private completedDepth = 0;
  private released = false;

  constructor(
    state: InfectionState,
    weights: EvalWeights,
    rng: { next(): number; shuffle<T>(items: T[]): T[] },
    private readonly limits: SearchLimits,
    private readonly clock: () => number,
    ataxx = false,
  ) {
    this.board = new FastBoard(state, ataxx);
    this.weights = weights;
    this.salt = (rng.next() * 4294967296) | 0;
    const bytes = limits.hashBytes;
    const bits = bytes === undefined ? TT_BITS : Math.min(26, Math.max(10, Math.floor(Math.log2(bytes / TT_ENTRY_BYTES))));
    const spare = spareMemory.findIndex((m) => m.ttBits === bits);
    const memory = (this.memory = spare >= 0 ? spareMemory.splice(spare, 1)[0]! : new SearchMemory(bits));
    this.ttMask = (1 << bits) - 1;
    memory.clear();
    ({ ttLo: this.ttLo, ttHi: this.ttHi, ttMove: this.ttMove, ttScore: this.ttScore, ttDepth: this.ttDepth, ttBound: this.ttBound } = memory);
    ({ history: this.history, moves: this.moves, scores: this.scores } = memory);
    const end = this.board.generate(this.moves, this.scores, 0);
    const list: number[] = [];
    for (let i = 0; i < end; i++) list.push(i);
    rng.shuffle(list);
    this.rootMoves = list.map((i) => this.moves[i]!);
    this.rootOrder = list.map((i) => this.scores[i]!);
    if (this.rootMoves.length === 0) this.finished = true;
    else if (this.rootMoves.length === 1) {
      // Only one move: nothing to think about.
      this.bestMove = this.rootMoves[0]!;
      this.finished = true;
    } else {
      // A fallback if even the first iteration is stopped: the best-ordered move.
      let best = 0;
      for (let i = 1; i < this.rootMoves.length; i++) if (this.rootOrder[i]! > this.rootOrder[best]!) best = i;
      this.bestMove = this.rootMoves[best]!;
    }
  }

  /**
   * Hands the search's memory (a few megabytes) back for the next search to
   * reuse, which spares the garbage collector. The search must not run after.
   */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.finished = true;
    if (spareMemory.length < 4) spareMemory.push(this.memory);
  }

  get result(): SearchResult {
    return { move: this.bestMove, score: this.bestScore, depth: this.completedDepth, nodes: this.nodes };
  }

  /**
   * Searches until `sliceEnd` (clock ms) or the end. Returns `'done'` when
   * the search is over (read {@link result}), `'slice'` when it paused and
   * wants to be called again.
   */
  run(sliceEnd: number): RunState {
    while (!this.finished) {
      if (!this.iterating) {
        if (this.depth >= this.limits.maxDepth || this.depth >= MAX_PLY - 1 || this.clock() >= this.limits.softDeadline) {
          this.finished = true;
          break;
        }
        this.startIteration(this.depth + 1);
      }
      const r = this.step(sliceEnd);
      if (r === STEP_SLICE) return 'slice';
      if (r === STEP_STOP) {
        // Stopped mid-iteration. The root searched the previous best move
        // first, so any move it has already proved better is better at this
        // depth too: take it.
        if (this.fBest[0]! > -INF && this.fBestMove[0]! !== this.bestMove) {
          this.bestMove = this.fBestMove[0]!;
          this.bestScore = this.fBest[0]!;
        }
        this.finished = true;
        break;
      }
      // The iteration completed.
      this.iterating = false;
      this.completedDepth = this.depth;
      this.bestMove = this.fBestMove[0]!;
      this.bestScore = this.fBest[0]!;
      // Search the best move first next time; the rest keep their order.
      const at = this.rootMoves.indexOf(this.bestMove);
      if (at > 0) {
        this.rootMoves.splice(at, 1);
        this.rootMoves.unshift(this.bestMove);
        const o = this.rootOrder.splice(at, 1)[0]!;
        this.rootOrder.unshift(o);
      }
      // A proven win or loss does not change with more depth.
      if (Math.abs(this.bestScore) >= WIN_BOUND) this.finished = true;
    }
    return 'done';
  }

  /** Sets up the root frame for an iteration of `depth` plies. */
  private startIteration(depth: number): void {
    this.depth = depth;
    this.iterating = true;
    this.sp = 0;
    this.pending = false;
    const n = this.rootMoves.length;
    for (let i = 0; i < n; i++) {
      this.moves[i] = this.rootMoves[i]!;
      // Keep the order of the list: the first (previous best) highest, then by
      // the ordering score, ties in the shuffled order.
      this.scores[i] = i === 0 && depth > 1 ? 1 << 30 : this.rootOrder[i]!;
    }
    this.fEnd[0] = n;
    this.fStart[0] = 0;
    this.fNext[0] = 0;
    this.fScout[0] = SCOUT_NONE;
    this.fDepth[0] = depth;
    this.fAlpha[0] = -INF;
    this.fAlphaStart[0] = -INF;
    this.fBeta[0] = INF;
    this.fBest[0] = -INF;
    this.fBestMove[0] = this.rootMoves[0]!;
  }

  /** Runs the current iteration until it completes, the slice ends, or a limit stops the search. */
  private step(sliceEnd: number): number {
    const board = this.board;
    const moves = this.moves;
    const scores = this.scores;
    const { maxNodes, hardDeadline } = this.limits;
    let ticks = 0;
    for (;;) {
      // The clock is read every 64 steps (a step is a few microseconds); node limits are checked exactly.
      if (this.nodes >= maxNodes) return STEP_STOP;
      if ((++ticks & 63) === 0) {
        const t = this.clock();
        if (t >= hardDeadline) return STEP_STOP;
        if (t >= sliceEnd) return STEP_SLICE;
      }
      const p = this.sp;
      if (this.pending) {
        // The child of frame p returned: take its move back and score it.
        this.pending = false;
        const m = this.fMove[p]!;
        board.unmake(m);
        const v = -this.ret;
        if (this.fScout[p] === SCOUT_NULL) {
          this.fScout[p] = SCOUT_NONE;
          if (v > this.fAlpha[p]! && v < this.fBeta[p]!) {
            // The null-window search says this move beats the best so far:
            // search it again with the full window for its exact score.
            board.make(m);
            const r = this.enter(p + 1, this.fDepth[p]! - 1, -this.fBeta[p]!, -this.fAlpha[p]!, this.fEnd[p]!);
            if (r === NONE) this.sp = p + 1;
            else {
              this.ret = r;
              this.pending = true;
            }
            continue;
          }
        }
        if (v > this.fBest[p]!) {
          this.fBest[p] = v;
          this.fBestMove[p] = m;
          if (v > this.fAlpha[p]!) {
            this.fAlpha[p] = v;
            if (v >= this.fBeta[p]!) {
              // Cutoff: this move was good enough to refute the parent's choice.
              const h = board.side * 16384 + (m & 0x3fff);
              this.history[h] = Math.min(this.history[h]! + this.fDepth[p]! * this.fDepth[p]!, 1 << 24);
              this.fNext[p] = this.fEnd[p]!;
            }
          }
        }
      }
      const next = this.fNext[p]!;
      const end = this.fEnd[p]!;
      if (next < end) {
        // Selection: bring the best-scored remaining move to `next`.
        let bi = next;
        let bs = scores[next]!;
        for (let i = next + 1; i < end; i++) {
          if (scores[i]! > bs) {
            bs = scores[i]!;
            bi = i;
          }
        }
        const m = moves[bi]!;
        if (bi !== next) {
          moves[bi] = moves[next]!;
          scores[bi] = scores[next]!;
          moves[next] = m;
          scores[next] = bs;
        }
        this.fNext[p] = next + 1;
        this.fMove[p] = m;
        board.make(m);
        const depth = this.fDepth[p]!;
        const alpha = this.fAlpha[p]!;
        const beta = this.fBeta[p]!;
        let v: number;
        if (next === this.fStart[p]) {
          v = this.enter(p + 1, depth - 1, -beta, -alpha, end);
        } else {
          // Principal variation search: the first move is searched with the
          // full window, the others with a null window (can it beat alpha?);
          // one that does is searched again with the full window.
          this.fScout[p] = beta - alpha > 1 ? SCOUT_NULL : SCOUT_NONE;
          v = this.enter(p + 1, depth - 1, -alpha - 1, -alpha, end);
        }
        if (v === NONE) this.sp = p + 1;
        else {
          this.ret = v;
          this.pending = true;
        }
        continue;
      }
      // Frame p is finished: remember it, and hand its score to the parent.
      const best = this.fBest[p]!;
      this.store(p, this.fDepth[p]!, best, this.fBestMove[p]!, best <= this.fAlphaStart[p]! ? BOUND_UPPER : best >= this.fBeta[p]! ? BOUND_LOWER : BOUND_EXACT);
      if (p === 0) return STEP_DONE;
      this.ret = best;
      this.pending = true;
      this.sp = p - 1;
    }
  }

  /**
   * A node at ply `p` (p >= 1) with `depth` plies to go: returns its score
   * when it is resolved at once (terminal, leaf, table hit), or NONE after
   * setting up its frame with its moves written from `start`.
   */
  private enter(p: number, depth: number, alpha: number, beta: number, start: number): number {
    this.nodes++;
    const board = this.board;
    const mine = board.side + 1;
    // The end of the game: a full board is decided by the count (most pieces
    // wins); otherwise a player who cannot move (no pieces, or all blocked) has lost.
    if (board.empties === 0) {
      const diff = board.count[mine]! - board.count[3 - mine]!;
      return diff > 0 ? WIN - p : diff < 0 ? p - WIN : 0;
    }
    if (board.count[mine] === 0) return p - WIN;

    const slot = board.keyLo & this.ttMask;
    let ttMove = -1;
    if (this.ttLo[slot] === board.keyLo && this.ttHi[slot] === board.keyHi && this.ttBound[slot] !== 0) {
      ttMove = this.ttMove[slot]!;
      if (this.ttDepth[slot]! >= depth) {
        let s = this.ttScore[slot]!;
        // Win/loss scores are stored relative to the node; make them relative to the root.
        if (s >= WIN_BOUND) s -= p;
        else if (s <= -WIN_BOUND) s += p;
        const bound = this.ttBound[slot];
        if (bound === BOUND_EXACT || (bound === BOUND_LOWER && s >= beta) || (bound === BOUND_UPPER && s <= alpha)) return s;
      }
    }

    // A node whose moves might not fit in what is left of the move buffer
    // (only in very deep searches of big boards) is searched as a leaf.
    if (depth <= 0 || p >= MAX_PLY || start > MOVE_BUFFER - MAX_MOVES) {
      if (!board.hasMove()) {
        if (!board.t.ataxx) return p - WIN;
        // Ataxx: a side that cannot move passes, unless neither can (then the count decides).
        if (!board.hasMove((1 - board.side) as Player)) return this.countScore(p);
      }
      return this.evaluate();
    }

    const moves = this.moves;
    const scores = this.scores;
    const end = board.generate(moves, scores, start);
    if (end === start) return board.t.ataxx ? this.countScore(p) : p - WIN;
    const history = this.history;
    const h = board.side * 16384;
    for (let i = start; i < end; i++) {
      const m = moves[i]!;
      // Ordering: the table's move first, then conversions/duplicates, then history.
      scores[i] = m === ttMove ? 1 << 30 : scores[i]! * 65536 + Math.min(history[h + (m & 0x3fff)]!, 65535);
    }
    this.fStart[p] = start;
    this.fNext[p] = start;
    this.fEnd[p] = end;
    this.fScout[p] = SCOUT_NONE;
    this.fDepth[p] = depth;
    this.fAlpha[p] = alpha;
    this.fAlphaStart[p] = alpha;
    this.fBeta[p] = beta;
    this.fBest[p] = -INF;
    this.fBestMove[p] = moves[start]!;
    return NONE;
  }

  private store(p: number, depth: number, score: number, move: number, bound: number): void {
    const board = this.board;
    const slot = board.keyLo & this.ttMask;
    // Always replace, except a deeper entry of the same position.
    if (this.ttLo[slot] === board.keyLo && this.ttHi[slot] === board.keyHi && this.ttDepth[slot]! > depth) return;
    let s = score;
    if (s >= WIN_BOUND) s += p;
    else if (s <= -WIN_BOUND) s -= p;
    this.ttLo[slot] = board.keyLo;
    this.ttHi[slot] = board.keyHi;
    this.ttMove[slot] = move;
    this.ttScore[slot] = s;
    this.ttDepth[slot] = depth;
    this.ttBound[slot] = bound;
  }

  /** A finished game decided by the count, from the side to move's view. */
  private countScore(p: number): number {
    const board = this.board;
    const mine = board.side + 1;
    const diff = board.count[mine]! - board.count[3 - mine]!;
    return diff > 0 ? WIN - p : diff < 0 ? p - WIN : 0;
  }

  /**
   * The position from the side to move's view, in hundredths of a piece:
   * the material difference, plus the level's noise.
   */
  private evaluate(): number {
    const board = this.board;
    const mine = board.side + 1;
    let score = (board.count[mine]! - board.count[3 - mine]!) * PIECE;
    const noise = this.weights.noise;
    if (noise) {
      // A fixed pseudo-random value per position (and per search, via the
      // salt), so that the transposition table stays consistent.
      let x = (board.keyLo ^ this.salt) | 0;
      x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
      x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
      x ^= x >>> 16;
      score += ((x >>> 0) % (2 * noise + 1)) - noise;
    }
    return score;
  }
}

const SCOUT_NONE = 0;
const SCOUT_NULL = 1;

const STEP_DONE = 0;
const STEP_SLICE = 1;
const STEP_STOP = 2;
