import { createRng } from '../../engine/rng.js';
import { FULL_PRUNING, GameSearch, NO_SCORE, WIN, type Pruning, type SearchGame, type SearchLimits } from '../../engine/search.js';
import { ATAXX_EVAL, INFECTION_EVAL, type EvalTable } from './weights.js';
import { EMPTY, GREEN, OBSTACLE, YELLOW, geometry, type InfectionMove, type InfectionState, type Player } from './rules.js';

/**
 * The computer's game-tree search for Infection, DOM-free and allocation-free
 * in its hot path.
 *
 * - {@link FastBoard}: a mutable copy of a position with make/unmake, piece
 *   counts and a 64-bit Zobrist key (two 32-bit halves) kept up to date
 *   incrementally, and flat neighbour tables built from `geometry(size)`.
 * - {@link Search}: the engine's one search (src/engine/search.ts:
 *   principal-variation search with pruning, in resumable slices) over a
 *   FastBoard, which is the game's side of it ({@link SearchGame}): moves
 *   with ordering hints, what ends the game, and the evaluation
 *   ({@link EvalTable}: square tables by game phase and a side-to-move term,
 *   tuned from self-play by scripts/tune/texel.mjs, see weights.ts), with
 *   a quiescence search of converting moves at the horizon in Infection
 *   ({@link FastBoard.generateNoisy}, {@link INFECTION_QUIESCENCE}).
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

export { MAX_PLY, WIN } from '../../engine/search.js';
export type { SearchLimits, SearchResult, RunState } from '../../engine/search.js';
const MAX_PLY = 64;
/** The most moves a position can have: 81 squares, each reached by one duplicate and at most 16 jumps. */
const MAX_MOVES = 81 * 17;
/** Room for the moves of every ply on the search stack. */
const MOVE_BUFFER = 1 << 17;

/**
 * Quiescence plies of Infection's search: below the horizon the side to move
 * may stand on the evaluation or play a move that converts, up to this many
 * plies further, so a line is not judged in the middle of an exchange (a
 * square converted back at once, a hole left next to many pieces). Matched
 * at equal nodes against no quiescence, 2 plies scored 61 % and 4 plies 63 %
 * (60 games each); at 100 ms a move 4 plies scored 63 % (docs/performance.md).
 * Standard Ataxx keeps none: 1 or 2 plies there scored 42.5 % and 47.5 % at
 * 100 ms a move against none (20 and 40 games; on 7x7 most moves convert).
 */
export const INFECTION_QUIESCENCE = 4;

/** Square class of each cell: its distances to the nearest two edges (capped at 3), as one of 10 classes. */
const classesBySize = new Map<number, Uint8Array>();
/** The class of the pair (a, b), a <= b <= 3: 0 (corner) .. 9 (centre). */
const PAIR_CLASS = [0, 1, 2, 3, -1, 4, 5, 6, -1, -1, 7, 8, -1, -1, -1, 9];

/** Each cell's square class on a board of `size`: the symmetric cells (by reflections and turns) share one. */
export function squareClasses(size: number): Uint8Array {
  let c = classesBySize.get(size);
  if (c) return c;
  c = new Uint8Array(size * size);
  for (let r = 0; r < size; r++) {
    for (let col = 0; col < size; col++) {
      const a = Math.min(r, size - 1 - r, 3);
      const b = Math.min(col, size - 1 - col, 3);
      c[r * size + col] = PAIR_CLASS[Math.min(a, b) * 4 + Math.max(a, b)]!;
    }
  }
  classesBySize.set(size, c);
  return c;
}

/**
 * A mutable position for searching: make/unmake instead of copying, counts,
 * square-table sums and hash kept incrementally. `side` 0 is Green to move,
 * 1 Yellow. It is the game's side of the engine's search ({@link SearchGame}).
 */
export class FastBoard implements SearchGame {
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
  /** Square-table value of each cell, opening (mg) and ending (eg), from the evaluation table. */
  private readonly pstMg: Int32Array;
  private readonly pstEg: Int32Array;
  /** Sums of the square values of each colour's pieces: [GREEN], [YELLOW]. */
  readonly sumMg = new Int32Array(4);
  readonly sumEg = new Int32Array(4);
  private readonly tempoMg: number;
  private readonly tempoEg: number;
  /**
   * This position's own neighbour lists, obstacles left out (they never
   * change during a game): the squares a piece may stand on (`open`), the
   * open squares next to each square (`near` from `nearStart[i]`), and the
   * open squares a jump may start from to land on each square (`jumpFrom`
   * from `jumpStart[i]`: the line jumps whose middle square is not an
   * obstacle, or every one under Ataxx rules, and the knight's moves).
   */
  private readonly open: Uint8Array;
  private readonly nearStart: Uint16Array;
  private readonly near: Uint8Array;
  private readonly jumpStart: Uint16Array;
  private readonly jumpFrom: Uint8Array;

  /** How many plies below the horizon {@link generateNoisy} is followed (0: none, a node at the horizon is its evaluation). */
  readonly quiescencePlies: number;
  readonly maxMoves = MAX_MOVES;
  readonly historySize = 16384;
  /** Ordering hints: 4 per conversion, so below 4 a move converts nothing. */
  readonly quietBelow = 4;

  constructor(state: InfectionState, ataxx = false, evalTable: EvalTable = ataxx ? ATAXX_EVAL : INFECTION_EVAL, quiescencePlies = ataxx ? 0 : INFECTION_QUIESCENCE) {
    this.t = tables(state.size, ataxx);
    this.cells = state.cells.slice();
    this.side = state.toMove;
    const { zLo, zHi } = this.t;
    const classes = squareClasses(state.size);
    const n = this.cells.length;
    this.pstMg = new Int32Array(n);
    this.pstEg = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      this.pstMg[i] = evalTable.mg[classes[i]!]!;
      this.pstEg[i] = evalTable.eg[classes[i]!]!;
    }
    this.tempoMg = evalTable.tempoMg;
    this.tempoEg = evalTable.tempoEg;
    this.quiescencePlies = quiescencePlies;
    for (let i = 0; i < n; i++) {
      const c = this.cells[i]!;
      if (c === EMPTY) this.empties++;
      else if (c === GREEN || c === YELLOW) {
        this.count[c] = this.count[c]! + 1;
        this.sumMg[c] = this.sumMg[c]! + this.pstMg[i]!;
        this.sumEg[c] = this.sumEg[c]! + this.pstEg[i]!;
        this.keyLo ^= zLo[i * 4 + c]!;
        this.keyHi ^= zHi[i * 4 + c]!;
      }
    }
    if (this.side === 1) {
      this.keyLo ^= SIDE_LO;
      this.keyHi ^= SIDE_HI;
    }
    const { adjStart, adj, lineStart, lineFrom, lineOver, knightStart, knight } = this.t;
    const cells = this.cells;
    const open: number[] = [];
    const near: number[] = [];
    const jumps: number[] = [];
    this.nearStart = new Uint16Array(n + 1);
    this.jumpStart = new Uint16Array(n + 1);
    for (let i = 0; i < n; i++) {
      this.nearStart[i] = near.length;
      this.jumpStart[i] = jumps.length;
      if (cells[i] === OBSTACLE) continue;
      open.push(i);
      for (let j = adjStart[i]!; j < adjStart[i + 1]!; j++) if (cells[adj[j]!] !== OBSTACLE) near.push(adj[j]!);
      for (let j = lineStart[i]!; j < lineStart[i + 1]!; j++) {
        if (cells[lineFrom[j]!] !== OBSTACLE && (ataxx || cells[lineOver[j]!] !== OBSTACLE)) jumps.push(lineFrom[j]!);
      }
      for (let j = knightStart[i]!; j < knightStart[i + 1]!; j++) if (cells[knight[j]!] !== OBSTACLE) jumps.push(knight[j]!);
    }
    this.nearStart[n] = near.length;
    this.jumpStart[n] = jumps.length;
    this.open = Uint8Array.from(open);
    this.near = Uint8Array.from(near);
    this.jumpFrom = Uint8Array.from(jumps);
  }

  /**
   * The neighbours of the empty square `to`: how many are `theirs` (the low
   * 8 bits) and the first that is `mine`, plus one (above them; 0 for none),
   * for both move generators.
   */
  #around(to: number, mine: number, theirs: number): number {
    const { nearStart, near, cells } = this;
    let dupFrom = -1;
    let converts = 0;
    for (let i = nearStart[to]!, e = nearStart[to + 1]!; i < e; i++) {
      const a = near[i]!;
      const c = cells[a];
      if (c === theirs) converts++;
      else if (c === mine && dupFrom < 0) dupFrom = a;
    }
    return converts | ((dupFrom + 1) << 8);
  }

  /**
   * Writes the legal moves of the side to move into `moves` from `start`,
   * and an ordering score for each into `scores` (conversions first, a
   * duplicate over a jump). Returns the end index. Same moves as
   * `legalMoves` (duplicates listed once); none when the board is full.
   * Under Ataxx rules, a pass when only the other side can move.
   */
  generate(moves: Int32Array, scores: Int32Array, start: number): number {
    const { open, jumpStart, jumpFrom } = this;
    const cells = this.cells;
    const mine = this.side + 1;
    const theirs = 3 - mine;
    let k = start;
    for (let o = 0, no = open.length; o < no; o++) {
      const to = open[o]!;
      if (cells[to] !== EMPTY) continue;
      const around = this.#around(to, mine, theirs);
      const converts = around & 0xff;
      const dupFrom = (around >> 8) - 1;
      // Score: 4 per conversion, +3 for a duplicate (a piece gained, none left behind).
      const base = converts * 4;
      if (dupFrom >= 0) {
        moves[k] = to | (dupFrom << FROM_SHIFT) | DUP_FLAG;
        scores[k++] = base + 3;
      }
      for (let i = jumpStart[to]!, e = jumpStart[to + 1]!; i < e; i++) {
        const from = jumpFrom[i]!;
        if (cells[from] === mine) {
          moves[k] = to | (from << FROM_SHIFT);
          scores[k++] = base;
        }
      }
    }
    if (k === start && this.t.ataxx && this.count[mine]! > 0 && this.hasMove((1 - this.side) as Player)) {
      moves[k] = PASS_MOVE;
      scores[k++] = 0;
    }
    return k;
  }

  /**
   * The noisy moves, for quiescence at the horizon: onto each empty square
   * where a piece of the side to move converts at least one rival, one
   * move: the duplicate if there is one, else a jump from the first square
   * that reaches it. Ordered as {@link generate} orders them.
   */
  generateNoisy(moves: Int32Array, scores: Int32Array, start: number): number {
    const { open, jumpStart, jumpFrom } = this;
    const cells = this.cells;
    const mine = this.side + 1;
    const theirs = 3 - mine;
    let k = start;
    for (let o = 0, no = open.length; o < no; o++) {
      const to = open[o]!;
      if (cells[to] !== EMPTY) continue;
      const around = this.#around(to, mine, theirs);
      const converts = around & 0xff;
      const dupFrom = (around >> 8) - 1;
      if (converts === 0) continue;
      if (dupFrom >= 0) {
        moves[k] = to | (dupFrom << FROM_SHIFT) | DUP_FLAG;
        scores[k++] = converts * 4 + 3;
        continue;
      }
      for (let i = jumpStart[to]!, e = jumpStart[to + 1]!; i < e; i++) {
        const from = jumpFrom[i]!;
        if (cells[from] === mine) {
          moves[k] = to | (from << FROM_SHIFT);
          scores[k++] = converts * 4;
          break;
        }
      }
    }
    return k;
  }

  /** Whether the side to move (or `player`) has a legal move (stops at the first one). */
  hasMove(player: Player = this.side): boolean {
    const { open, nearStart, near, jumpStart, jumpFrom } = this;
    const cells = this.cells;
    const mine = player + 1;
    if (this.count[mine] === 0) return false;
    for (let o = 0, no = open.length; o < no; o++) {
      const to = open[o]!;
      if (cells[to] !== EMPTY) continue;
      for (let i = nearStart[to]!, e = nearStart[to + 1]!; i < e; i++) if (cells[near[i]!] === mine) return true;
      for (let i = jumpStart[to]!, e = jumpStart[to + 1]!; i < e; i++) if (cells[jumpFrom[i]!] === mine) return true;
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

  /** Plays a packed legal move (no gain of its own: returns 0). */
  make(m: number): number {
    if (m === PASS_MOVE) {
      this.#pass();
      return 0;
    }
    const { zLo, zHi, flipLo, flipHi } = this.t;
    const { nearStart, near } = this;
    const cells = this.cells;
    const to = m & TO_MASK;
    const mine = this.side + 1;
    const theirs = 3 - mine;
    let lo = this.keyLo ^ SIDE_LO ^ zLo[to * 4 + mine]!;
    let hi = this.keyHi ^ SIDE_HI ^ zHi[to * 4 + mine]!;
    const pstMg = this.pstMg;
    const pstEg = this.pstEg;
    let gainMg = pstMg[to]!;
    let gainEg = pstEg[to]!;
    let over = -1;
    if (m & DUP_FLAG) {
      this.count[mine] = this.count[mine]! + 1;
      this.empties--;
    } else {
      const from = (m >>> FROM_SHIFT) & TO_MASK;
      cells[from] = EMPTY;
      gainMg -= pstMg[from]!;
      gainEg -= pstEg[from]!;
      lo ^= zLo[from * 4 + mine]!;
      hi ^= zHi[from * 4 + mine]!;
      if (!this.t.ataxx) over = this.#jumped(from, to);
    }
    cells[to] = mine;
    let converted = 0;
    let lostMg = 0;
    let lostEg = 0;
    const undo = this.undo;
    for (let i = nearStart[to]!, e = nearStart[to + 1]!; i < e; i++) {
      const a = near[i]!;
      // The piece a checker jump passes over is not converted (see rules.ts conversions()).
      if (cells[a] === theirs && a !== over) {
        cells[a] = mine;
        lo ^= flipLo[a]!;
        hi ^= flipHi[a]!;
        undo[this.undoTop++] = a;
        converted++;
        lostMg += pstMg[a]!;
        lostEg += pstEg[a]!;
      }
    }
    undo[this.undoTop++] = converted;
    this.count[mine] = this.count[mine]! + converted;
    this.count[theirs] = this.count[theirs]! - converted;
    this.sumMg[mine] = this.sumMg[mine]! + gainMg + lostMg;
    this.sumEg[mine] = this.sumEg[mine]! + gainEg + lostEg;
    this.sumMg[theirs] = this.sumMg[theirs]! - lostMg;
    this.sumEg[theirs] = this.sumEg[theirs]! - lostEg;
    this.keyLo = lo;
    this.keyHi = hi;
    this.side = (1 - this.side) as Player;
    return 0;
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
    const pstMg = this.pstMg;
    const pstEg = this.pstEg;
    const converted = undo[--this.undoTop]!;
    let lostMg = 0;
    let lostEg = 0;
    for (let j = 0; j < converted; j++) {
      const a = undo[--this.undoTop]!;
      cells[a] = theirs;
      lo ^= flipLo[a]!;
      hi ^= flipHi[a]!;
      lostMg += pstMg[a]!;
      lostEg += pstEg[a]!;
    }
    this.count[mine] = this.count[mine]! - converted;
    this.count[theirs] = this.count[theirs]! + converted;
    cells[to] = EMPTY;
    let gainMg = pstMg[to]!;
    let gainEg = pstEg[to]!;
    if (m & DUP_FLAG) {
      this.count[mine] = this.count[mine]! - 1;
      this.empties++;
    } else {
      const from = (m >>> FROM_SHIFT) & TO_MASK;
      cells[from] = mine;
      gainMg -= pstMg[from]!;
      gainEg -= pstEg[from]!;
      lo ^= zLo[from * 4 + mine]!;
      hi ^= zHi[from * 4 + mine]!;
    }
    this.sumMg[mine] = this.sumMg[mine]! - gainMg - lostMg;
    this.sumEg[mine] = this.sumEg[mine]! - gainEg - lostEg;
    this.sumMg[theirs] = this.sumMg[theirs]! + lostMg;
    this.sumEg[theirs] = this.sumEg[theirs]! + lostEg;
    this.keyLo = lo;
    this.keyHi = hi;
  }

  /** A pass, or its take-back: only the side to move changes. */
  #pass(): void {
    this.keyLo ^= SIDE_LO;
    this.keyHi ^= SIDE_HI;
    this.side = (1 - this.side) as Player;
  }

  // ------------------------------------------------ the search's interface --

  /** The team to move is the side to move. */
  get team(): number {
    return this.side;
  }

  /**
   * A finished game: a full board is decided by the count (most pieces wins);
   * a side with no pieces has lost (and, under Ataxx rules, so has a side
   * whose opponent has none). At a leaf, also: a side that cannot move has
   * lost (Infection) or passes (Ataxx; if neither can move, the count decides).
   */
  decided(ply: number, leaf: boolean): number {
    const mine = this.side + 1;
    if (this.empties === 0) return this.countScore(ply);
    if (this.count[mine] === 0) return ply - WIN;
    const ataxx = this.t.ataxx;
    if (ataxx && this.count[3 - mine] === 0) return WIN - ply;
    if (leaf && !this.hasMove()) {
      if (!ataxx) return ply - WIN;
      if (!this.hasMove((1 - this.side) as Player)) return this.countScore(ply);
    }
    return NO_SCORE;
  }

  /** No move at all: lost in Infection; in Ataxx (where a side that can pass does) neither side can move, and the count decides. */
  stuck(ply: number): number {
    return this.t.ataxx ? this.countScore(ply) : ply - WIN;
  }

  /** A finished game decided by the count, from the side to move's view. */
  countScore(ply: number): number {
    const mine = this.side + 1;
    const diff = this.count[mine]! - this.count[3 - mine]!;
    return diff > 0 ? WIN - ply : diff < 0 ? ply - WIN : 0;
  }

  /**
   * The evaluation for the side to move, in hundredths of a piece: the square
   * values of its pieces minus the opponent's, plus the side-to-move term,
   * each blended between its opening and ending value by the share of empty
   * squares (see {@link EvalTable}).
   */
  evaluate(): number {
    const mine = this.side + 1;
    const theirs = 3 - mine;
    const e = this.empties;
    const total = e + this.count[mine]! + this.count[theirs]!;
    const mg = this.sumMg[mine]! - this.sumMg[theirs]! + this.tempoMg;
    const eg = this.sumEg[mine]! - this.sumEg[theirs]! + this.tempoEg;
    return ((mg * e + eg * (total - e)) / total) | 0;
  }

  /** Passing is a fair test while the board is open and both sides have room; not near the end, where being made to move can lose. */
  nullAllowed(): boolean {
    return this.empties >= 8 && this.count[this.side + 1]! >= 2;
  }

  makeNull(): void {
    this.#pass();
  }

  unmakeNull(): void {
    this.#pass();
  }

  historySlot(m: number): number {
    return m & 0x3fff;
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

// ----------------------------------------------------------------- search --

/** One piece is worth this much in the search's scores (the square tables are near it); scores are integers. */
export const PIECE = 100;

/** How a level evaluates positions: the tuned tables (weights.ts), plus noise for the easier levels. */
export interface EvalWeights {
  /** Amplitude of a pseudo-random term per position, in hundredths of a piece (0 = none): makes easier levels err. */
  readonly noise: number;
  /** Quiescence plies below the horizon (default: {@link INFECTION_QUIESCENCE} for Infection, 0 for Ataxx). */
  readonly quiescencePlies?: number;
}

/** Pruning margins in hundredths of a piece: a quiet move gains at most a piece and some square value. */
const MARGINS = { reverse: 120, futility: 200, aspiration: 60 };

/**
 * The engine's search (src/engine/search.ts) over a {@link FastBoard}, for
 * Infection or, with `ataxx`, standard Ataxx. `pruning` switches the
 * pruning techniques (all on by default; tests compare with them off), and
 * `evalTable` replaces the tuned evaluation (the tuning script does).
 */
export class Search extends GameSearch {
  readonly board: FastBoard;

  constructor(
    state: InfectionState,
    weights: EvalWeights,
    rng: { next(): number; shuffle<T>(items: T[]): T[] },
    limits: SearchLimits,
    clock: () => number,
    ataxx = false,
    pruning: Pruning = FULL_PRUNING,
    evalTable?: EvalTable,
  ) {
    const board = new FastBoard(state, ataxx, evalTable, weights.quiescencePlies ?? (ataxx ? 0 : INFECTION_QUIESCENCE));
    super(board, { limits, clock, rng, noise: weights.noise, pruning, margins: MARGINS });
    this.board = board;
  }
}
