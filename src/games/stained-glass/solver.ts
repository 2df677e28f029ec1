import { now, yieldToEventLoop } from '../../engine/schedule.js';
import { notThenable } from '../../engine/not-thenable.js';
import { MAX_SIDE, MIN_SIDE, PALETTE_COLOURS, apply, isLegal, jumpResult, landResult, setup, tilesLeft, type StainedGlassMove, type StainedGlassOptions, type StainedGlassState } from './rules.js';
import { LegacySolver } from './legacy-solver.js';
import { DeadPositions } from './dead.js';
import { constructOnce } from './construct.js';
import { createRng, type Rng } from '../../engine/rng.js';

/**
 * The Stained Glass solver: a depth-first search for a one-tile finish, with
 * a transposition table, move ordering and a proof of no finish, under a node
 * budget (so the same position and budget give the same answer on every
 * machine, however fast).
 *
 * Every hop strictly lowers the bars on the board, so every line ends; the
 * table remembers, for each position already searched to the end, the fewest
 * moves it was reached in, so a later visit is searched again only when it
 * arrives sooner (which can lower the score, moves x bars).
 *
 * What the rules make invariant, and the search uses (see `#split`): a tile
 * only ever lands two squares from where it was, so a black square gets a tile
 * again only by a hop from a square two away over a square between that are
 * both non-black. The squares that may ever hold a tile are therefore the
 * non-black ones and those that such hops reach, step by step; every hop is
 * on a line of three squares of that set, so join the squares of each such
 * line into groups: tiles in two groups never meet, and a group where a hop
 * happens keeps a tile (where it lands), so each group with a tile keeps one
 * to the end: two groups, and no one-tile finish is possible. Then a
 * stronger proof (dead.ts): the colours each square may ever hold, and the
 * squares' four parity classes, which tiles never leave; two tiles that
 * must stay to the end (on squares that can never turn black, or in classes
 * where no square can ever be jumped to black) mean no one-tile finish.
 *
 * Hops that share no square commute: played in either order they reach the
 * same position. After a hop's lines were all searched, the positions below
 * each later sibling need not try it again (it "sleeps" there while the hops
 * played share no square with it; see `#sleepFor`), so most positions reached
 * again in another order are not even entered: the node budget goes further.
 */
export interface SolveOptions {
  /** Moves already made (undos count), for the score of a finish. Default 0. */
  movesSoFar?: number;
  /** Stop after this many positions. Default 2,000,000. */
  maxNodes?: number;
  /**
   * Stop after this long (ms). Default: no time limit. A clock makes the
   * answer depend on the machine: the elements never use it (benches only).
   */
  timeBudgetMs?: number;
  /**
   * Keep searching after a one-tile finish for one with a lower score (until
   * the budget runs out or the search is complete). Default false: the first
   * one-tile finish is returned, which is what a hint needs.
   */
  improve?: boolean;
}

export interface SolveResult {
  /** The best line found from the position: a one-tile finish if one was found, else the lowest-scoring end. */
  readonly line: readonly StainedGlassMove[];
  /** How that line ends. */
  readonly finish: 'one-tile' | 'stuck';
  readonly tilesLeft: number;
  readonly barsLeft: number;
  /** (movesSoFar + line length) x bars left at its end. */
  readonly score: number;
  /**
   * `finishable`: a one-tile finish was found. `unfinishable`: the search
   * went through every line and none ends with one tile. `open`: the budget
   * ran out first.
   */
  readonly proof: 'finishable' | 'unfinishable' | 'open';
  /** Whether the search was complete, so no line scores lower than this one. */
  readonly optimal: boolean;
  /** The fewest tiles left at the end of any line the search went down to its end (1 with a one-tile finish): a par to beat. */
  readonly fewestTiles: number;
  readonly nodes: number;
  readonly timeMs: number;
}

const DIRS = [-1, 0, 1].flatMap((dr) => [-1, 0, 1].map((dc) => [dr, dc] as const)).filter(([dr, dc]) => dr || dc);
/** Room for one position's hops: at most 8 from each square. */
const STRIDE = MAX_SIDE * MAX_SIDE * 8;
/** Positions in a restart run, times Luby's sequence. */
const RESTART_UNIT = 128;
/** Positions between two looks at the clock. */
const CLOCK_EVERY = 64;
/** The transposition table's largest size (slots; 14 bytes each), in buckets of 4 where the entry that cost the least work is replaced. */
const TABLE_BITS = 21;
const BUCKET = 4;

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
// Issue 23, fourth look: two cheap terms toward a one-tile finish. A hop that
// leaves a tile with no tile beside it (it can neither hop nor be jumped until
// one lands there) loses W_ISOLATED per such tile; a hop toward the tiles'
// centre gains W_CENTRE per unit of squared distance it closes (a hop spans
// two squares: up to about 100 on 6x6). Tuned on the 100 bench boards at
// 1,000,000 positions: see docs/performance.md.
const W_ISOLATED = 256;
const W_CENTRE = 8;
const NOISE = 128;
/** The seed of the restarts' noise. */
const SOLVER_SEED = 'stained-glass-solver';
/** How much more each new dead end weighs than the previous one. */
const ACTIVITY_GROWTH = 1.02;
/**
 * The dead-position proof (dead.ts) runs only at this many tiles or fewer: it is a fixed point over
 * every hop, so above that it cost more than it cut. Measured on the bench's 100 boards at 4 M
 * positions: at every position, 97 decided, 130 k positions/s and two daily words changed (one
 * better, one worse); at 9 tiles or fewer, 97 decided, 208 k positions/s, the daily words as before.
 * Gates of 10 to 14 (sixth look) each decide other boards and lose as many (13: 97, and 36.4 M
 * positions in all against 30.8 M): see docs/performance.md.
 */
const DEAD_TEST_TILES = 9;
/**
 * Issue 23, seventh look: a second, independent search. A search still open after this many positions
 * starts again from nothing (an empty table, no activity, the first restart's order) with the proof at
 * {@link SECOND_PASS_DEAD_TILES} tiles or fewer for the rest of its budget, and answers with the better
 * of the two. The two orders get lost in different dead subtrees: on the bench's 100 boards at 4 M
 * positions, the proof at 14 tiles from the start finds boards 64, 73 and 88 that the gate of 9 finds
 * late or never, and misses others that it finds early (docs/performance.md). Searches of this many
 * positions or fewer (a hint's 200,000, the daily word's 1,000,000, `solvable`'s 400,000 a deal) are
 * exactly as before.
 */
const SECOND_PASS_NODES = 1_000_000;
const SECOND_PASS_DEAD_TILES = 14;

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
export class Solver {
  readonly #cells: Uint8Array;
  readonly #movesSoFar: number;
  readonly #maxNodes: number;
  readonly #deadline: number;
  readonly #improve: boolean;
  readonly #started = now();
  /** For each square, up to 8 hops as (over, to); -1 past the end. */
  readonly #hopOver: Int16Array;
  readonly #hopTo: Int16Array;
  /** 0 inside, 1 on a side, 2 in a corner. */
  readonly #rim: Uint8Array;
  /** Each square's row and column, and its up to 8 neighbours (-1 past the end). */
  readonly #row: Int8Array;
  readonly #col: Int8Array;
  readonly #nbr: Int16Array;
  /** How many of each square's neighbours hold a tile (kept up to date by `#set`). */
  readonly #near: Int8Array;
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
  /** The positions searched under each entry: the cheapest in a full bucket makes room. */
  readonly #tableWork: Float64Array;
  /** Scratch for `#split`: whether a square may ever hold a tile, and the groups' union-find parents. */
  readonly #reach: Uint8Array;
  readonly #parent: Int16Array;
  /** The colour-set and parity-class proof of a dead position (see dead.ts). */
  readonly #deadTest: DeadPositions;
  /** Positions entered when each frame was pushed, for the work under it. */
  readonly #entryNodes: Float64Array;
  /** Positions proved dead by `#split`. */
  #pruned = 0;
  /** Positions entered when the slice began. */
  #sliceFrom = 0;
  #fewest = Infinity;
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
  /**
   * Sleep sets (see `#enter`): frame d's sleeping hops (packed) at
   * sleep[d * STRIDE ...], `sleepCount[d]` of them; `asleep` marks them by
   * `from << 7 | to` with the stamp of the position being entered.
   */
  readonly #sleep: Int32Array;
  readonly #sleepCount: Int32Array;
  readonly #asleep = new Int32Array(MAX_SIDE * MAX_SIDE * 128);
  #stamp = 0;
  /** Hops skipped because they sleep (the lines they start were already searched in another order). */
  #slept = 0;
  /** The sums of the tiles' rows and columns (for their centre). */
  #sumRow = 0;
  #sumCol = 0;
  #depth = 0;
  #bars = 0;
  #tiles = 0;
  #best: { line: number[]; tiles: number; bars: number; score: number } | null = null;
  #nodes = 0;
  #stopped = false;
  #foundOne = false;
  /** Known dead positions skipped although reached in fewer moves: the best stuck score may then not be the lowest. */
  #skippedSooner = 0;
  // Restarts: a run gives up after `runLimit` positions and the next starts over
  // with the moves in a shaken (seeded) order, with a larger limit (Luby's
  // sequence x RESTART_UNIT). Boards with a finish usually have many, and a fresh order
  // escapes the dead subtree a run got lost in; what the table and the activity learned stays.
  #rng = createRng(SOLVER_SEED);
  #run = 0;
  #runNodes = 0;
  #runLimit = Infinity;
  #noise = false;
  #done = false;
  #rootComplete = false;
  /** The proof runs at this many tiles or fewer: DEAD_TEST_TILES, then SECOND_PASS_DEAD_TILES in the second pass. */
  #deadTiles = DEAD_TEST_TILES;
  #secondPass = false;
  /** The first search's best end and fewest tiles, once the second one has begun. */
  #firstBest: { line: number[]; tiles: number; bars: number; score: number } | null = null;
  #firstFewest = Infinity;

  constructor(state: StainedGlassState, options: SolveOptions = {}) {
    const { rows, cols } = state;
    const n = rows * cols;
    this.#cells = state.cells.slice();
    this.#movesSoFar = options.movesSoFar ?? 0;
    this.#maxNodes = options.maxNodes ?? 2_000_000;
    this.#deadline = options.timeBudgetMs === undefined ? Infinity : this.#started + options.timeBudgetMs;
    this.#improve = options.improve ?? false;
    this.#hopOver = new Int16Array(n * 8).fill(-1);
    this.#hopTo = new Int16Array(n * 8).fill(-1);
    this.#rim = new Uint8Array(n);
    this.#row = new Int8Array(n);
    this.#col = new Int8Array(n);
    this.#nbr = new Int16Array(n * 8).fill(-1);
    this.#near = new Int8Array(n);
    this.#reach = new Uint8Array(n);
    this.#parent = new Int16Array(n);
    this.#deadTest = new DeadPositions(rows, cols);
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
        this.#row[i] = r;
        this.#col[i] = c;
        let j = i * 8;
        for (const [dr, dc] of DIRS) {
          if (r + dr < 0 || r + dr >= rows || c + dc < 0 || c + dc >= cols) continue;
          this.#nbr[j++] = (r + dr) * cols + c + dc;
        }
      }
    }
    this.#activity = new Float64Array(n);
    const zobrist = createRng('stained-glass-zobrist');
    this.#zHi = Int32Array.from({ length: n * 8 }, (_, i) => (i & 7 ? zobrist.int(2 ** 32) | 0 : 0));
    this.#zLo = Int32Array.from({ length: n * 8 }, (_, i) => (i & 7 ? zobrist.int(2 ** 32) | 0 : 0));
    for (let i = 0; i < n; i++) {
      const c = this.#cells[i]!;
      if (c) {
        this.#sumRow += this.#row[i]!;
        this.#sumCol += this.#col[i]!;
        for (let j = i * 8; j < i * 8 + 8 && this.#nbr[j]! >= 0; j++) this.#near[this.#nbr[j]!]!++;
      }
      this.#bars += POP[c]!;
      if (c) this.#tiles++;
      this.#hashHi ^= this.#zHi[i * 8 + c]!;
      this.#hashLo ^= this.#zLo[i * 8 + c]!;
    }
    // Every hop removes at least one bar, so no line is longer than the bars on the board.
    const frames = this.#bars + 1;
    // The largest arrays come from the last finished search when they fit (see `Spare`).
    const spare = takeSpare(frames * STRIDE);
    this.#moves = spare?.moves ?? new Int32Array(frames * STRIDE);
    this.#scores = spare?.scores ?? new Int32Array(frames * STRIDE);
    this.#count = new Int32Array(frames);
    this.#tried = new Int32Array(frames);
    this.#complete = new Uint8Array(frames);
    this.#keyHi = new Int32Array(frames);
    this.#keyLo = new Int32Array(frames);
    this.#played = new Int32Array(frames);
    this.#undo = new Int32Array(frames);
    this.#sleep = new Int32Array(frames * STRIDE);
    this.#sleepCount = new Int32Array(frames);
    this.#entryNodes = new Float64Array(frames);
    // A table no larger than the search can fill: a quick hint does not pay for megabytes.
    const budget = Math.min(this.#maxNodes, options.timeBudgetMs === undefined ? Infinity : options.timeBudgetMs * 2000);
    let bits = 12;
    while (bits < TABLE_BITS && 2 ** bits < budget) bits++;
    const table = spare?.tableHi.length === 2 ** bits ? spare : null;
    this.#tableHi = table?.tableHi ?? new Int32Array(2 ** bits);
    this.#tableLo = table?.tableLo ?? new Int32Array(2 ** bits);
    // An empty entry has depth 0 (the other fields of an entry are read only when its depth is not).
    this.#tableDepth = table?.tableDepth.fill(0) ?? new Int16Array(2 ** bits);
    this.#tableWork = table?.tableWork ?? new Float64Array(2 ** bits);
  }

  /**
   * Searches until the clock passes `sliceEnd` (ms, as {@link now} counts) or
   * the search is over. Returns `'done'` when it is over (read
   * {@link result}), `'slice'` when it paused and `run` should be called again.
   */
  run(sliceEnd = Infinity): 'slice' | 'done' {
    // Every slice does some work, however short (a clock that runs fast must not stall the search).
    this.#sliceFrom = this.#nodes;
    while (!this.#done) {
      if (this.#top < 0) {
        // Start a run from the root.
        if (this.#stopped || this.#rootComplete || (this.#foundOne && !this.#improve)) {
          this.#done = true;
          break;
        }
        // The second search (see SECOND_PASS_NODES) may begin between two runs too.
        if (this.#nodes >= SECOND_PASS_NODES && !this.#secondPass && !this.#improve) this.#startSecondPass();
        this.#run++;
        this.#runNodes = 0;
        this.#sleepCount[0] = 0;
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
        if ((this.#nodes & (CLOCK_EVERY - 1)) === 0 && this.#nodes !== this.#sliceFrom) {
          const t = now();
          if (t > this.#deadline) {
            this.#stopped = true;
            continue;
          }
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
        if (!this.#improve) this.#sleepFor(f, tried, packed);
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
      if (complete) this.#store(this.#keyHi[f]!, this.#keyLo[f]!, f, this.#nodes - this.#entryNodes[f]!);
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
    if (this.#nodes > SECOND_PASS_NODES && !this.#secondPass && !this.#improve) {
      this.#startSecondPass();
      return CUT;
    }
    const cells = this.#cells;
    const hopOver = this.#hopOver;
    const hopTo = this.#hopTo;
    const rim = this.#rim;
    const activity = this.#activity;
    const activityScale = W_ACTIVITY / this.#activityMax;
    const d = this.#depth;
    const base = d * STRIDE;
    let count = 0;
    // The hops asleep here: searched from an earlier position in another order.
    const stamp = ++this.#stamp;
    const asleep = this.#asleep;
    const sleeping = this.#improve ? 0 : this.#sleepCount[d]!;
    for (let i = d * STRIDE, end = i + sleeping; i < end; i++) {
      const s = this.#sleep[i]!;
      asleep[((s >>> 16) << 7) | (s & 255)] = stamp;
    }
    let slept = 0;
    // The tiles' centre (a hop needs a tile, so there is one when there are hops).
    const cr = this.#sumRow / this.#tiles;
    const cc = this.#sumCol / this.#tiles;
    const row = this.#row;
    const col = this.#col;
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
        if (sleeping && asleep[(from << 7) | to] === stamp) {
          slept++;
          continue;
        }
        const removed = (o === 0 ? 1 : 0) + (t ? 1 : 0);
        let score =
          removed * W_REMOVED +
          rim[from]! * W_RIM_FROM +
          rim[over]! * W_RIM_OVER +
          (rim[from] === 2 ? W_CORNER_FROM : 0) -
          (rim[to] === 2 ? W_CORNER_TO : 0) +
          Math.floor((activity[from]! + activity[over]!) * activityScale);
        // The last hop leaves one tile, alone by rights.
        if (this.#tiles - removed > 1) score -= W_ISOLATED * this.#isolatedAfter(from, over, to, o === 0, t === 0);
        const fromCentre = (row[from]! - cr) ** 2 + (col[from]! - cc) ** 2;
        const toCentre = (row[to]! - cr) ** 2 + (col[to]! - cc) ** 2;
        score += Math.round(W_CENTRE * (fromCentre - toCentre));
        if (this.#noise) score += this.#rng.int(NOISE);
        this.#moves[base + count] = (from << 16) | (over << 8) | to;
        this.#scores[base + count++] = score;
      }
    }
    if (count === 0) {
      // Every hop asleep: each line from here was searched in another order (not an end).
      if (slept) {
        this.#slept += slept;
        return COMPLETE;
      }
      this.#recordEnd();
      return COMPLETE;
    }
    this.#slept += slept;
    const known = this.#probe(this.#hashHi, this.#hashLo);
    if (known >= 0) {
      if (known <= d) return COMPLETE;
      if (!this.#improve) {
        this.#skippedSooner++;
        return COMPLETE;
      }
    }
    // Tiles in two groups that can never meet: no one-tile finish below (an improving search wants every end's score).
    // Only once a line has reached its end, so the result always has a line to play (a hint's move).
    // Then the colours each square may ever hold and the squares' parity classes (dead.ts): two tiles
    // kept to every end, and no fewer than the fewest tiles at an end met so far (so the par a search
    // reports, its fewest tiles, is never one a cut position could have beaten).
    if (!this.#improve && this.#best && this.#tiles > 1 && (this.#split() || (this.#tiles <= this.#deadTiles && this.#deadTest.kept(this.#cells, Math.max(2, this.#fewest)) >= Math.max(2, this.#fewest)))) {
      this.#pruned++;
      // A dead end too: its tiles get more attention, as at a stuck end.
      this.#bumpActivity();
      return COMPLETE;
    }
    this.#top = d;
    this.#entryNodes[d] = this.#nodes;
    this.#count[d] = count;
    this.#tried[d] = 0;
    this.#complete[d] = 1;
    this.#keyHi[d] = this.#hashHi;
    this.#keyLo[d] = this.#hashLo;
    return FRAME;
  }

  /**
   * Ends this run here (as at a restart: the stack unwinds, nothing is stored) and sets up the second
   * search (see SECOND_PASS_NODES): everything it learned is forgotten, so it searches as a new solver
   * with the later gate would, from the same root; the first search's best end is kept for the answer.
   */
  #startSecondPass(): void {
    this.#secondPass = true;
    this.#runLimit = 0;
    this.#deadTiles = SECOND_PASS_DEAD_TILES;
    this.#firstBest = this.#best;
    this.#firstFewest = this.#fewest;
    this.#best = null;
    this.#fewest = Infinity;
    this.#tableDepth.fill(0);
    this.#activity.fill(0);
    this.#activityMax = 1e-300;
    this.#activityStep = 1;
    this.#run = 0;
    this.#rng = createRng(SOLVER_SEED);
  }

  /**
   * The sleep set of the position after frame `f`'s hop `packed` (its
   * `tried`-th): the hops asleep at frame `f` and the hops tried there before
   * it, each searched to its end with no one-tile finish, that share no square
   * with `packed`. Such a hop `s` commutes with `packed` (the same three
   * colours change either way, and each stays legal), so the position after
   * `packed` then `s` is the one after `s` then `packed`: a successor of a
   * position with no finish, hence none either (by induction on the order in
   * which positions are finished). So sleeping hops need no search: fewer
   * positions for the same answer.
   */
  #sleepFor(f: number, tried: number, packed: number): void {
    const sleep = this.#sleep;
    const from = packed >>> 16;
    const over = (packed >>> 8) & 255;
    const to = packed & 255;
    let out = (f + 1) * STRIDE;
    const start = out;
    const disjoint = (s: number): boolean => {
      const a = s >>> 16;
      const b = (s >>> 8) & 255;
      const c = s & 255;
      return a !== from && a !== over && a !== to && b !== from && b !== over && b !== to && c !== from && c !== over && c !== to;
    };
    for (let i = f * STRIDE, end = i + this.#sleepCount[f]!; i < end; i++) if (disjoint(sleep[i]!)) sleep[out++] = sleep[i]!;
    // The hops tried before: each was searched to its end (a cut stops the whole run, and the frame is then incomplete).
    if (this.#complete[f] === 1) {
      for (let i = f * STRIDE, end = i + tried; i < end; i++) if (disjoint(this.#moves[i]!)) sleep[out++] = this.#moves[i]!;
    }
    this.#sleepCount[f + 1] = out - start;
  }

  /** The depth stored for a position, or -1. */
  #probe(hi: number, lo: number): number {
    const start = (lo ^ Math.imul(hi, 0x9e3779b1)) & (this.#tableHi.length - BUCKET);
    for (let i = start; i < start + BUCKET; i++) {
      const stored = this.#tableDepth[i]!;
      if (stored !== 0 && this.#tableHi[i] === hi && this.#tableLo[i] === lo) return stored - 1;
    }
    return -1;
  }

  /** Remembers a position searched to the end (in its bucket: its own entry, an empty one, or the one that cost least). */
  #store(hi: number, lo: number, depth: number, work: number): void {
    const start = (lo ^ Math.imul(hi, 0x9e3779b1)) & (this.#tableHi.length - BUCKET);
    let slot = start;
    for (let i = start; i < start + BUCKET; i++) {
      const stored = this.#tableDepth[i]!;
      if (stored === 0 || (this.#tableHi[i] === hi && this.#tableLo[i] === lo)) {
        slot = i;
        break;
      }
      if (this.#tableWork[i]! < this.#tableWork[slot]!) slot = i;
    }
    this.#tableHi[slot] = hi;
    this.#tableLo[slot] = lo;
    this.#tableDepth[slot] = depth + 1;
    this.#tableWork[slot] = work;
  }

  /**
   * Whether the tiles lie in two or more groups that can never meet (see the
   * module's comment): the squares that may ever hold a tile are grown from
   * the non-black ones by hops (a square two away and the one between both in
   * the set), then joined into groups by the lines of three such squares (the
   * only places a hop can happen).
   */
  #split(): boolean {
    const cells = this.#cells;
    const reach = this.#reach;
    const hopOver = this.#hopOver;
    const hopTo = this.#hopTo;
    const n = cells.length;
    for (let i = 0; i < n; i++) reach[i] = cells[i] ? 1 : 0;
    for (let grown = true; grown; ) {
      grown = false;
      for (let q = 0; q < n; q++) {
        if (reach[q]) continue;
        for (let k = q * 8, end = k + 8; k < end; k++) {
          const over = hopOver[k]!;
          if (over < 0) break;
          if (reach[over] && reach[hopTo[k]!]) {
            reach[q] = 1;
            grown = true;
            break;
          }
        }
      }
    }
    // Groups: squares joined by every line of three that could carry a hop (all three may hold a tile).
    const parent = this.#parent;
    for (let i = 0; i < n; i++) parent[i] = i;
    const root = (i: number): number => {
      while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
      return i;
    };
    for (let q = 0; q < n; q++) {
      if (!reach[q]) continue;
      for (let k = q * 8, end = k + 8; k < end; k++) {
        const over = hopOver[k]!;
        if (over < 0) break;
        const to = hopTo[k]!;
        if (to < q || !reach[over] || !reach[to]) continue;
        const a = root(q);
        parent[a] = root(over);
        parent[root(over)] = root(to);
      }
    }
    let group = -1;
    for (let i = 0; i < n; i++) {
      if (!cells[i]) continue;
      const r = root(i);
      if (group < 0) group = r;
      else if (r !== group) return true;
    }
    return false;
  }

  #set(square: number, colour: number): void {
    const old = this.#cells[square]!;
    const k = square * 8;
    this.#hashHi ^= this.#zHi[k + old]! ^ this.#zHi[k + colour]!;
    this.#hashLo ^= this.#zLo[k + old]! ^ this.#zLo[k + colour]!;
    this.#cells[square] = colour;
    if ((old === 0) !== (colour === 0)) {
      const delta = colour === 0 ? -1 : 1;
      this.#sumRow += delta * this.#row[square]!;
      this.#sumCol += delta * this.#col[square]!;
      const nbr = this.#nbr;
      for (let j = square * 8, end = j + 8; j < end; j++) {
        const q = nbr[j]!;
        if (q < 0) break;
        this.#near[q]! += delta;
      }
    }
  }

  /**
   * How many tiles a hop leaves with no tile next to them (none can hop, none
   * can be jumped until a tile lands beside them): a hint of a dead end.
   */
  #isolatedAfter(from: number, over: number, to: number, overGone: boolean, toNew: boolean): number {
    const cells = this.#cells;
    const nbr = this.#nbr;
    const near = this.#near;
    const row = this.#row;
    const col = this.#col;
    const adj = (a: number, b: number): boolean => a !== b && Math.abs(row[a]! - row[b]!) <= 1 && Math.abs(col[a]! - col[b]!) <= 1;
    let isolated = 0;
    const check = (x: number): void => {
      if (x === from || (overGone && x === over) || (x !== to && !cells[x])) return;
      const left = near[x]! - (adj(x, from) ? 1 : 0) - (overGone && adj(x, over) ? 1 : 0) + (toNew && adj(x, to) ? 1 : 0);
      if (left === 0) isolated++;
    };
    for (let j = from * 8, end = j + 8; j < end; j++) {
      const x = nbr[j]!;
      if (x < 0) break;
      check(x);
    }
    if (overGone) {
      for (let j = over * 8, end = j + 8; j < end; j++) {
        const x = nbr[j]!;
        if (x < 0) break;
        if (!adj(x, from)) check(x);
      }
    } else {
      check(to);
    }
    return isolated;
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
    if (tiles < this.#fewest) this.#fewest = tiles;
    const score = (this.#movesSoFar + this.#depth) * this.#bars;
    const best = this.#best;
    const better =
      !best || (tiles === 1 && best.tiles !== 1) || ((tiles === 1) === (best.tiles === 1) && score < best.score);
    if (better) this.#best = { line: Array.from(this.#played.subarray(0, this.#depth)), tiles, bars: this.#bars, score };
    if (tiles === 1) {
      this.#foundOne = true;
      return;
    }
    this.#bumpActivity();
  }

  /** The better of two ends (a one-tile finish, then the lower score): `b` only when strictly better. */
  #better<T extends { tiles: number; score: number }>(a: T | null, b: T | null): T | null {
    if (!a || !b) return a ?? b;
    const better = (b.tiles === 1 && a.tiles !== 1) || ((b.tiles === 1) === (a.tiles === 1) && b.score < a.score);
    return better ? b : a;
  }

  /** A dead end: the squares still holding tiles get more attention from now on. */
  #bumpActivity(): void {
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

  /**
   * Hands the search's largest arrays to the next search (of the same or a
   * smaller board; the table when it has the same size), once this one is
   * over: a page asking for hint after hint then does not allocate (and
   * collect) megabytes each time. Nothing changes in what any search finds.
   * Call it only when this search will not run again; {@link solve} and
   * {@link solveAsync} do.
   */
  release(): void {
    if (!this.#done) return;
    spare = { moves: this.#moves, scores: this.#scores, tableHi: this.#tableHi, tableLo: this.#tableLo, tableDepth: this.#tableDepth, tableWork: this.#tableWork };
  }

  /** What the search found so far (final once {@link run} returned `'done'`). */
  get result(): SolveResult {
    const complete = this.#done && this.#rootComplete && !this.#stopped;
    const best = this.#better(this.#best, this.#firstBest);
    const fewest = Math.min(this.#fewest, this.#firstFewest);
    return {
      line: (best?.line ?? []).map((p) => ({ from: p >>> 16, to: p & 255 })),
      finish: best?.tiles === 1 ? 'one-tile' : 'stuck',
      tilesLeft: best?.tiles ?? this.#tiles,
      barsLeft: best?.bars ?? this.#bars,
      score: best?.score ?? this.#movesSoFar * this.#bars,
      proof: this.#foundOne ? 'finishable' : complete ? 'unfinishable' : 'open',
      optimal: complete && (this.#improve || (this.#skippedSooner === 0 && this.#pruned === 0 && this.#slept === 0)),
      fewestTiles: Number.isFinite(fewest) ? fewest : (best?.tiles ?? this.#tiles),
      nodes: Math.min(this.#nodes, this.#maxNodes),
      timeMs: now() - this.#started,
    };
  }
}

/** The arrays a finished search left for the next one (see {@link Solver.release}). */
interface Spare {
  readonly moves: Int32Array;
  readonly scores: Int32Array;
  readonly tableHi: Int32Array;
  readonly tableLo: Int32Array;
  readonly tableDepth: Int16Array;
  readonly tableWork: Float64Array;
}
let spare: Spare | null = null;

/** Takes the spare arrays when their move stack holds `size` entries (a search takes them whole, or leaves them). */
function takeSpare(size: number): Spare | null {
  const taken = spare && spare.moves.length >= size ? spare : null;
  if (taken) spare = null;
  return taken;
}

/** Finds the best line from a position within the budget, in one go (it blocks: in a page, use {@link solveAsync}). */
export function solve(state: StainedGlassState, options: SolveOptions = {}): SolveResult {
  const solver = new Solver(state, options);
  solver.run();
  const result = solver.result;
  solver.release();
  return result;
}

/** Something that says when to stop (an `AbortSignal` fits). */
export interface StopSignal {
  readonly aborted: boolean;
}

/** {@link SolveOptions} and the slice length: plain data (it can be posted to a worker). */
export interface SolveAsyncOptions extends SolveOptions {
  /** The longest stretch of work between two turns of the event loop, in ms. Default 8. It changes when the search pauses, never what it finds. */
  sliceMs?: number;
  /** @deprecated Pass the signal as `solveAsync`'s third argument (options stay plain data). Still honoured. */
  signal?: StopSignal;
}

/** Slice length: well under a 16 ms frame, so a page stays smooth while the solver works. */
export const SLICE_MS = 8;

/**
 * {@link solve} without blocking: the search runs in short slices and gives
 * the event loop a turn between them. The slices change only when it pauses:
 * the result is the same as {@link solve}'s for the same options. Resolves to
 * `null` when `signal` was aborted.
 */
export async function solveAsync(state: StainedGlassState, options: SolveAsyncOptions = {}, signal: StopSignal | undefined = options.signal): Promise<SolveResult | null> {
  const solver = new Solver(state, options);
  const sliceMs = options.sliceMs ?? SLICE_MS;
  // Setting up (the table: megabytes for a hint) and the first slice in separate tasks.
  await yieldToEventLoop();
  if (signal?.aborted) return null;
  while (solver.run(now() + sliceMs) === 'slice') {
    await yieldToEventLoop();
    if (signal?.aborted) return null;
  }
  if (signal?.aborted) return null;
  const result = solver.result;
  solver.release();
  return notThenable(result);
}

/** Whether `line` is legal from `state` and ends with one tile. */
export function replaysToOneTile(state: StainedGlassState, line: readonly StainedGlassMove[]): boolean {
  for (const move of line) {
    if (!isLegal(state, move)) return false;
    state = apply(state, move);
  }
  return tilesLeft(state) === 1;
}

/** Luby's restart sequence: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... */
function luby(i: number): number {
  for (let k = 1; ; k++) {
    if (i === (1 << k) - 1) return 1 << (k - 1);
    if (i < (1 << k) - 1) return luby(i - (1 << (k - 1)) + 1);
  }
}

/** The next move of the best line the solver finds from here, or `null` when no tile can move. */
export function hint(state: StainedGlassState, options: SolveOptions = {}): StainedGlassMove | null {
  return solve(state, options).line[0] ?? null;
}

/** How {@link findSolvableBoard} searches: plain data (it can be posted to a worker). */
export interface SolvableBoardOptions {
  /** Boards to draw before giving up. Default 40. */
  attempts?: number;
  /**
   * Positions the solver may search on each board. A node budget, not a time
   * budget, so the same seed gives the same board on every machine. Default 400,000.
   */
  maxNodes?: number;
  /** Positions over all the boards of one pass (see {@link findSolvableBoard}). Default 4,000,000. */
  totalNodes?: number;
  /** See {@link SolveAsyncOptions.sliceMs}. */
  sliceMs?: number;
  /** @deprecated Pass the signal as `findSolvableBoard`'s fourth argument. Still honoured. */
  signal?: StopSignal;
}

export interface SolvableBoard {
  readonly state: StainedGlassState;
  /** Where this board comes in the boards drawn (from 1); when none is proven, how many were drawn. */
  readonly attempts: number;
  /** Whether the solver proved this board finishable to one tile, by a line that replays to one tile (false: the attempts or positions ran out first, and this is the last board drawn). */
  readonly proven: boolean;
  /** A one-tile finish when proven. */
  readonly line: readonly StainedGlassMove[];
  /** Positions searched in all. */
  readonly nodes: number;
}

/**
 * Boards with at most this many squares are first searched as before the
 * solver got stronger (see legacy-solver.ts), so a seed gives the board it
 * gave then; larger boards (where the old search rarely found a board) go
 * straight to the strong solver.
 */
export const LEGACY_MAX_SQUARES = 36;

/** Boards built backwards from one tile (see construct.ts) that a larger board may try before searching random deals. */
export const CONSTRUCT_TRIES = 400;

/**
 * Draws boards from `rng` (as {@link setup} does, ignoring `day` and
 * `cells`; a string is a seed for {@link createRng}) until the solver proves
 * one finishable to one tile, without blocking the event loop. Resolves to
 * `null` when `signal` was aborted.
 *
 * On boards of up to {@link LEGACY_MAX_SQUARES} squares a first pass takes
 * the first board the old solver finished within the budgets (today's rule,
 * so seeds keep their boards); if none, a second pass looks again with the
 * strong solver at the boards the first left open, in the order drawn, then
 * draws more up to `attempts`. Larger boards have the second pass only. A
 * board counts as proven only with a line that replays to one tile.
 */
export async function findSolvableBoard(
  options: StainedGlassOptions,
  rng: Rng | string,
  search: SolvableBoardOptions = {},
  signal: StopSignal | undefined = search.signal,
): Promise<SolvableBoard | null> {
  const random = typeof rng === 'string' ? createRng(rng) : rng;
  const attempts = Math.max(1, search.attempts ?? 40);
  const perBoard = search.maxNodes ?? 400_000;
  const total = search.totalNodes ?? 4_000_000;
  const { day: _day, cells: _cells, ...shape } = options;
  const drawn: StainedGlassState[] = [];
  const draw = (): StainedGlassState => {
    const state = setup(shape, random);
    drawn.push(state);
    return state;
  };
  let nodes = 0;
  /** Boards the first pass left open (neither proved finishable nor not), by index in `drawn`. */
  const open: number[] = [];
  let left = total;
  if ((shape.rows ?? 6) * (shape.cols ?? 6) <= LEGACY_MAX_SQUARES) {
    while (drawn.length < attempts && left > 0) {
      const state = draw();
      const solver = new LegacySolver(state, { maxNodes: Math.min(perBoard, left) });
      while (solver.run(now() + (search.sliceMs ?? SLICE_MS)) === 'slice') {
        await yieldToEventLoop();
        if (signal?.aborted) return null;
      }
      if (signal?.aborted) return null;
      const result = solver.result;
      nodes += result.nodes;
      if (result.proof === 'finishable' && replaysToOneTile(state, result.line)) return notThenable({ state, attempts: drawn.length, proven: true, line: result.line, nodes });
      if (result.proof !== 'unfinishable') open.push(drawn.length - 1);
      left -= result.nodes;
    }
    left = total;
  } else {
    // Larger boards: a random deal is rarely proven within the budget, so build one finishable by
    // construction (one tile, hops played backwards), then fall back to searching deals.
    // Only for a shape and palette setup accepts (setup below then throws for the others, as before).
    const colours = Object.hasOwn(PALETTE_COLOURS, shape.palette ?? 'mixed') ? PALETTE_COLOURS[shape.palette ?? 'mixed'] : undefined;
    const valid = [shape.rows ?? 6, shape.cols ?? 6].every((v) => Number.isInteger(v) && v >= MIN_SIDE && v <= MAX_SIDE);
    for (let tries = 1; colours && valid && tries <= CONSTRUCT_TRIES; tries++) {
      const built = constructOnce(shape.rows ?? 6, shape.cols ?? 6, colours, random);
      if (built && replaysToOneTile(built.state, built.line)) return { state: built.state, attempts: tries, proven: true, line: built.line, nodes };
      if (tries % 4 === 0) {
        await yieldToEventLoop();
        if (signal?.aborted) return null;
      }
    }
  }
  for (let next = 0; left > 0 && (next < open.length || drawn.length < attempts); ) {
    const index = next < open.length ? open[next++]! : drawn.length;
    const state = index < drawn.length ? drawn[index]! : draw();
    const result = await solveAsync(state, { maxNodes: Math.min(perBoard, left), sliceMs: search.sliceMs }, signal);
    if (!result) return null;
    nodes += result.nodes;
    if (result.proof === 'finishable' && replaysToOneTile(state, result.line)) return notThenable({ state, attempts: index + 1, proven: true, line: result.line, nodes });
    left -= result.nodes;
  }
  return notThenable({ state: drawn.at(-1) ?? draw(), attempts: drawn.length, proven: false, line: [], nodes });
}
