import { now } from '../../engine/schedule.js';
import { createRng } from '../../engine/rng.js';
import { MAX_SIDE, jumpResult, landResult, type StainedGlassMove, type StainedGlassState } from './rules.js';

/**
 * The Stained Glass solver as it was on 2026-11-27, kept unchanged and used
 * for one thing only: {@link findSolvableBoard}'s first pass, so a seed gives
 * the board it gave before the solver got stronger (a stronger solver would
 * accept an earlier candidate the old one left open, and change the board).
 * It is deterministic for a node budget; nothing else should use it.
 */
const DIRS = [-1, 0, 1].flatMap((dr) => [-1, 0, 1].map((dc) => [dr, dc] as const)).filter(([dr, dc]) => dr || dc);
/** Room for one position's hops: at most 8 from each square. */
const STRIDE = MAX_SIDE * MAX_SIDE * 8;
/** Positions in a restart run, times Luby's sequence. */
const RESTART_UNIT = 128;
/** Positions between two looks at the clock. */
const CLOCK_EVERY = 256;
/** The transposition table's largest size (slots; 10 bytes each), and its fill limit before it is cleared. */
const TABLE_BITS = 20;
const TABLE_FILL = 0.7;

// Move ordering: a hop's score, highest tried first. A removed tile (the
// jumped one turning black, or a landing on a tile) counts most; then getting
// tiles off the rim ("get the doubles out of the corners first": a corner can
// never be jumped, so its tile must hop out); then the squares that were left
// over in the dead ends met so far (their "activity", as in SAT solvers'
// VSIDS), which can outweigh a removed tile; then, after the first run,
// seeded noise. Tuned with node budgets on 200 seeded 6x6 boards: at 1,000,000
// positions, activity weight 128 found 156 finishes, 384 167, 512 176, 1024 166;
// without activity (at 500,000 positions on 100 boards) 53-61 against 68-76.
const W_REMOVED = 128;
const W_RIM_FROM = 32;
const W_RIM_OVER = 16;
const W_CORNER_FROM = 128;
const W_CORNER_TO = 128;
const W_ACTIVITY = 512;
const NOISE = 128;
/** How much more each new dead end weighs than the previous one. */
const ACTIVITY_GROWTH = 1.02;

const POP = [0, 1, 1, 2, 1, 2, 2, 3];
/** `jumpResult` and `landResult` as tables indexed `mover << 3 | other`; -1 where not allowed. */
const JUMP = Int8Array.from({ length: 64 }, (_, i) => jumpResult(i >> 3, i & 7) ?? -1);
const LAND = Int8Array.from({ length: 64 }, (_, i) => landResult(i >> 3, i & 7) ?? -1);

const FRAME = 0;
const COMPLETE = 1;
const CUT = 2;
type Entered = typeof FRAME | typeof COMPLETE | typeof CUT;

/**
 * A resumable search. {@link Solver.run} works until a given clock time and
 * can be called again to go on, so a caller can give the event loop a turn
 * between slices ({@link solveAsync}); {@link solve} runs it in one go.
 *
 * The search is depth-first on an explicit stack (one frame per move played,
 * in typed arrays), so it can stop anywhere and resume. Positions are keyed
 * by 64-bit Zobrist hashes in an open-addressing table.
 */
export class LegacySolver {
  readonly #cells: Uint8Array;
  readonly #movesSoFar: number;
  readonly #maxNodes: number;
  readonly #improve: boolean;
  /** For each square, up to 8 hops as (over, to); -1 past the end. */
  readonly #hopOver: Int16Array;
  readonly #hopTo: Int16Array;
  /** 0 inside, 1 on a side, 2 in a corner. */
  readonly #rim: Uint8Array;
  /** How often each square held a tile in a dead end, growing (see ACTIVITY_GROWTH). */
  readonly #activity: Float64Array;
  #activityMax = 1e-300;
  #activityStep = 1;
  // Zobrist keys (two 32-bit halves per square and colour; black is 0) and the position's hash.
  readonly #zHi: Int32Array;
  readonly #zLo: Int32Array;
  #hashHi = 0;
  #hashLo = 0;
  /**
   * Positions searched to the end. When improving: the fewest moves they
   * were reached in, plus one (a later visit is searched again only when it
   * arrives sooner, which can lower the score). Otherwise any entry means "no
   * one-tile finish from here", whatever the moves.
   */
  readonly #tableHi: Int32Array;
  readonly #tableLo: Int32Array;
  readonly #tableDepth: Int16Array;
  #tableCount = 0;
  // The stack. Frame d is the position after d moves: its hops sit at
  // moves[d * STRIDE ...], `tried` of `count` tried so far (best picked first).
  readonly #moves: Int32Array;
  readonly #scores: Int32Array;
  readonly #count: Int32Array;
  readonly #tried: Int32Array;
  readonly #complete: Uint8Array;
  readonly #keyHi: Int32Array;
  readonly #keyLo: Int32Array;
  /** The index of the top frame, -1 when the stack is empty. */
  #top = -1;
  /** The hops played (packed `from << 16 | over << 8 | to`) and the three colours they changed (`m << 6 | o << 3 | t`). */
  readonly #played: Int32Array;
  readonly #undo: Int32Array;
  #depth = 0;
  #bars = 0;
  #tiles = 0;
  #best: { line: number[]; tiles: number; bars: number; score: number } | null = null;
  #nodes = 0;
  #stopped = false;
  #foundOne = false;
  // Restarts: a run gives up after `runLimit` positions and the next starts over
  // with the moves in a shaken (seeded) order, with a larger limit (Luby's
  // sequence x RESTART_UNIT). Boards with a finish usually have many, and a fresh order
  // escapes the dead subtree a run got lost in; what the table and the activity learned stays.
  readonly #rng = createRng('stained-glass-solver');
  #run = 0;
  #runNodes = 0;
  #runLimit = Infinity;
  #noise = false;
  #done = false;
  #rootComplete = false;

  constructor(state: StainedGlassState, options: { readonly maxNodes: number }) {
    const { rows, cols } = state;
    const n = rows * cols;
    this.#cells = state.cells.slice();
    this.#movesSoFar = 0;
    this.#maxNodes = options.maxNodes;
    this.#improve = false;
    this.#hopOver = new Int16Array(n * 8).fill(-1);
    this.#hopTo = new Int16Array(n * 8).fill(-1);
    this.#rim = new Uint8Array(n);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c;
        let k = i * 8;
        for (const [dr, dc] of DIRS) {
          const tr = r + 2 * dr;
          const tc = c + 2 * dc;
          if (tr < 0 || tr >= rows || tc < 0 || tc >= cols) continue;
          this.#hopOver[k] = (r + dr) * cols + c + dc;
          this.#hopTo[k++] = tr * cols + tc;
        }
        this.#rim[i] = (r === 0 || r === rows - 1 ? 1 : 0) + (c === 0 || c === cols - 1 ? 1 : 0);
      }
    }
    this.#activity = new Float64Array(n);
    const zobrist = createRng('stained-glass-zobrist');
    this.#zHi = Int32Array.from({ length: n * 8 }, (_, i) => (i & 7 ? zobrist.int(2 ** 32) | 0 : 0));
    this.#zLo = Int32Array.from({ length: n * 8 }, (_, i) => (i & 7 ? zobrist.int(2 ** 32) | 0 : 0));
    for (let i = 0; i < n; i++) {
      const c = this.#cells[i]!;
      this.#bars += POP[c]!;
      if (c) this.#tiles++;
      this.#hashHi ^= this.#zHi[i * 8 + c]!;
      this.#hashLo ^= this.#zLo[i * 8 + c]!;
    }
    // Every hop removes at least one bar, so no line is longer than the bars on the board.
    const frames = this.#bars + 1;
    this.#moves = new Int32Array(frames * STRIDE);
    this.#scores = new Int32Array(frames * STRIDE);
    this.#count = new Int32Array(frames);
    this.#tried = new Int32Array(frames);
    this.#complete = new Uint8Array(frames);
    this.#keyHi = new Int32Array(frames);
    this.#keyLo = new Int32Array(frames);
    this.#played = new Int32Array(frames);
    this.#undo = new Int32Array(frames);
    // A table no larger than the search can fill: a quick hint does not pay for megabytes.
    const budget = this.#maxNodes;
    let bits = 12;
    while (bits < TABLE_BITS && 2 ** bits * TABLE_FILL < budget) bits++;
    this.#tableHi = new Int32Array(2 ** bits);
    this.#tableLo = new Int32Array(2 ** bits);
    this.#tableDepth = new Int16Array(2 ** bits);
  }

  /**
   * Searches until the clock passes `sliceEnd` (ms, as {@link now} counts) or
   * the search is over. Returns `'done'` when it is over (read
   * {@link result}), `'slice'` when it paused and `run` should be called again.
   */
  run(sliceEnd = Infinity): 'slice' | 'done' {
    while (!this.#done) {
      if (this.#top < 0) {
        // Start a run from the root.
        if (this.#stopped || this.#rootComplete || (this.#foundOne && !this.#improve)) {
          this.#done = true;
          break;
        }
        this.#run++;
        this.#runNodes = 0;
        this.#runLimit = this.#improve ? Infinity : luby(this.#run) * RESTART_UNIT;
        this.#noise = this.#run > 1;
        const entered = this.#enter();
        if (entered !== FRAME) {
          this.#rootComplete = entered === COMPLETE;
          this.#done = true;
          break;
        }
      }
      if (!this.#step(sliceEnd)) return 'slice';
    }
    return 'done';
  }

  /**
   * Goes on from the top frame until the stack is empty (the run is over) or
   * the slice ends. Returns false when the slice ended.
   */
  #step(sliceEnd: number): boolean {
    const moves = this.#moves;
    const scores = this.#scores;
    while (this.#top >= 0) {
      const f = this.#top;
      const halt = this.#stopped || this.#runNodes > this.#runLimit || (this.#foundOne && !this.#improve);
      const tried = this.#tried[f]!;
      const count = this.#count[f]!;
      if (!halt && tried < count) {
        if ((this.#nodes & (CLOCK_EVERY - 1)) === 0 && this.#nodes > 0) {
          const t = now();
          if (t >= sliceEnd) return false;
        }
        // Pick the best hop not tried yet and swap it into place.
        const base = f * STRIDE;
        let best = base + tried;
        for (let i = best + 1; i < base + count; i++) if (scores[i]! > scores[best]!) best = i;
        const packed = moves[best]!;
        moves[best] = moves[base + tried]!;
        scores[best] = scores[base + tried]!;
        moves[base + tried] = packed;
        this.#tried[f] = tried + 1;
        this.#play(packed);
        const entered = this.#enter();
        if (entered === FRAME) continue;
        this.#takeBack();
        if (entered === CUT) this.#complete[f] = 0;
        continue;
      }
      // This position is finished (or the run halts): remember it if it was searched to the end.
      this.#top--;
      const complete = this.#complete[f] === 1 && !halt;
      if (complete) this.#store(this.#keyHi[f]!, this.#keyLo[f]!, f);
      if (this.#top >= 0) {
        this.#takeBack();
        if (!complete) this.#complete[this.#top] = 0;
      } else {
        this.#rootComplete = complete;
      }
    }
    return true;
  }

  /**
   * Counts the position now on the board and either settles it (COMPLETE:
   * an end, or a position known to be searched; CUT: a budget or restart
   * stopped it) or pushes a frame with its hops.
   */
  #enter(): Entered {
    if (++this.#nodes > this.#maxNodes) {
      this.#stopped = true;
      return CUT;
    }
    if (++this.#runNodes > this.#runLimit) return CUT;
    const cells = this.#cells;
    const hopOver = this.#hopOver;
    const hopTo = this.#hopTo;
    const rim = this.#rim;
    const activity = this.#activity;
    const activityScale = W_ACTIVITY / this.#activityMax;
    const d = this.#depth;
    const base = d * STRIDE;
    let count = 0;
    for (let from = 0; from < cells.length; from++) {
      const m = cells[from]!;
      if (!m) continue;
      for (let k = from * 8, end = k + 8; k < end; k++) {
        const over = hopOver[k]!;
        if (over < 0) break;
        const o = JUMP[(m << 3) | cells[over]!]!;
        if (o < 0) continue;
        const to = hopTo[k]!;
        const t = cells[to]!;
        if (LAND[(m << 3) | t]! < 0) continue;
        const removed = (o === 0 ? 1 : 0) + (t ? 1 : 0);
        let score =
          removed * W_REMOVED +
          rim[from]! * W_RIM_FROM +
          rim[over]! * W_RIM_OVER +
          (rim[from] === 2 ? W_CORNER_FROM : 0) -
          (rim[to] === 2 ? W_CORNER_TO : 0) +
          Math.floor((activity[from]! + activity[over]!) * activityScale);
        if (this.#noise) score += this.#rng.int(NOISE);
        this.#moves[base + count] = (from << 16) | (over << 8) | to;
        this.#scores[base + count++] = score;
      }
    }
    if (count === 0) {
      this.#recordEnd();
      return COMPLETE;
    }
    // Never improving: any position in the table is searched to the end.
    if (this.#probe(this.#hashHi, this.#hashLo) >= 0) return COMPLETE;
    this.#top = d;
    this.#count[d] = count;
    this.#tried[d] = 0;
    this.#complete[d] = 1;
    this.#keyHi[d] = this.#hashHi;
    this.#keyLo[d] = this.#hashLo;
    return FRAME;
  }

  /** The depth stored for a position, or -1. */
  #probe(hi: number, lo: number): number {
    const mask = this.#tableHi.length - 1;
    for (let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask; ; i = (i + 1) & mask) {
      const stored = this.#tableDepth[i]!;
      if (stored === 0) return -1;
      if (this.#tableHi[i] === hi && this.#tableLo[i] === lo) return stored - 1;
    }
  }

  #store(hi: number, lo: number, depth: number): void {
    const size = this.#tableHi.length;
    if (this.#tableCount >= size * TABLE_FILL) {
      this.#tableDepth.fill(0);
      this.#tableCount = 0;
    }
    const mask = size - 1;
    for (let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask; ; i = (i + 1) & mask) {
      const stored = this.#tableDepth[i]!;
      if (stored === 0) this.#tableCount++;
      else if (this.#tableHi[i] !== hi || this.#tableLo[i] !== lo) continue;
      this.#tableHi[i] = hi;
      this.#tableLo[i] = lo;
      this.#tableDepth[i] = depth + 1;
      return;
    }
  }

  #set(square: number, colour: number): void {
    const old = this.#cells[square]!;
    const k = square * 8;
    this.#hashHi ^= this.#zHi[k + old]! ^ this.#zHi[k + colour]!;
    this.#hashLo ^= this.#zLo[k + old]! ^ this.#zLo[k + colour]!;
    this.#cells[square] = colour;
  }

  #play(packed: number): void {
    const cells = this.#cells;
    const from = packed >>> 16;
    const over = (packed >>> 8) & 255;
    const to = packed & 255;
    const m = cells[from]!;
    const o = cells[over]!;
    const t = cells[to]!;
    const o2 = JUMP[(m << 3) | o]!;
    const t2 = LAND[(m << 3) | t]!;
    this.#set(from, 0);
    this.#set(over, o2);
    this.#set(to, t2);
    this.#bars -= POP[m]! + POP[o]! - POP[o2]! + POP[t]! - POP[t2]!;
    this.#tiles -= 1 + (o2 === 0 ? 1 : 0) - (t === 0 ? 1 : 0);
    this.#played[this.#depth] = packed;
    this.#undo[this.#depth++] = (m << 6) | (o << 3) | t;
  }

  #takeBack(): void {
    const cells = this.#cells;
    const d = --this.#depth;
    const packed = this.#played[d]!;
    const saved = this.#undo[d]!;
    const from = packed >>> 16;
    const over = (packed >>> 8) & 255;
    const to = packed & 255;
    const m = saved >>> 6;
    const o = (saved >>> 3) & 7;
    const t = saved & 7;
    const o2 = cells[over]!;
    const t2 = cells[to]!;
    this.#bars += POP[m]! + POP[o]! - POP[o2]! + POP[t]! - POP[t2]!;
    this.#tiles += 1 + (o2 === 0 ? 1 : 0) - (t === 0 ? 1 : 0);
    this.#set(from, m);
    this.#set(over, o);
    this.#set(to, t);
  }

  #recordEnd(): void {
    const tiles = this.#tiles;
    const score = (this.#movesSoFar + this.#depth) * this.#bars;
    const best = this.#best;
    const better =
      !best || (tiles === 1 && best.tiles !== 1) || ((tiles === 1) === (best.tiles === 1) && score < best.score);
    if (better) this.#best = { line: Array.from(this.#played.subarray(0, this.#depth)), tiles, bars: this.#bars, score };
    if (tiles === 1) {
      this.#foundOne = true;
      return;
    }
    // A dead end: the squares still holding tiles get more attention from now on.
    const cells = this.#cells;
    const activity = this.#activity;
    for (let i = 0; i < cells.length; i++) {
      if (!cells[i]) continue;
      const a = (activity[i]! += this.#activityStep);
      if (a > this.#activityMax) this.#activityMax = a;
    }
    this.#activityStep *= ACTIVITY_GROWTH;
    if (this.#activityMax > 1e100) {
      for (let i = 0; i < activity.length; i++) activity[i]! *= 1e-100;
      this.#activityMax *= 1e-100;
      this.#activityStep *= 1e-100;
    }
  }

  /** What the search found (once {@link run} returned `'done'`): as the old `SolveResult`'s `proof`, `line` and `nodes`. */
  get result(): { readonly proof: 'finishable' | 'unfinishable' | 'open'; readonly line: readonly StainedGlassMove[]; readonly nodes: number } {
    const complete = this.#done && this.#rootComplete && !this.#stopped;
    return {
      line: (this.#best?.line ?? []).map((p) => ({ from: p >>> 16, to: p & 255 })),
      proof: this.#foundOne ? 'finishable' : complete ? 'unfinishable' : 'open',
      nodes: Math.min(this.#nodes, this.#maxNodes),
    };
  }
}

/** Luby's restart sequence: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... */
function luby(i: number): number {
  for (let k = 1; ; k++) {
    if (i === (1 << k) - 1) return 1 << (k - 1);
    if (i < (1 << k) - 1) return luby(i - (1 << (k - 1)) + 1);
  }
}

