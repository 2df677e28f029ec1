/**
 * One game-tree search for every two-team game of the library (Infection,
 * standard Ataxx, Kites): iterative deepening,
 * principal-variation search with a transposition table, killer and history
 * ordering, and the pruning game engines use where it is sound for the game
 * (late-move reductions with re-search, null move, reverse futility and
 * futility near the leaves, aspiration windows at the root), and an optional
 * quiescence search at the horizon for games that give their noisy moves.
 *
 * A game plugs in through {@link SearchGame}: a mutable position with
 * make/unmake, move generation with ordering hints, an evaluation, and what
 * ends the game. The search never allocates in its hot path.
 *
 * It is written with an explicit stack instead of recursion so that it can
 * stop after any node and resume later: the caller runs it in short slices
 * (`run(until)`, see `runInSlices` in schedule.ts) and gives the event loop a
 * turn in between; the same object runs to the end in one call in a worker.
 *
 * Node counts are exact, so a search bounded by `maxNodes` (and not by the
 * clock) chooses the same move on every machine.
 *
 * ## Who maximizes
 * Every node is valued from the view of the TEAM to move. A child's value is
 * negated only when the team changes (in Infection and Ataxx it always
 * does; in games with extra moves it may not), and a move may carry a
 * `gain` of its own (points scored by the move, from the mover's view) added
 * to its child's value.
 */

/** A won game, before subtracting the plies it takes (so quicker wins score higher). */
export const WIN = 1_000_000;
/** Scores beyond this are wins or losses found by the search. */
export const WIN_BOUND = WIN - 1000;
/** "No score": what {@link SearchGame.decided} says when the game goes on. */
export const NO_SCORE = 0x7fffffff;

/** The most plies a search goes down (iterative deepening stops before this). */
export const MAX_PLY = 64;

/**
 * A position the search can walk: the game's side of the search. Moves are
 * non-negative integers packed as the game likes (at most 30 bits).
 */
export interface SearchGame {
  /** 64-bit Zobrist key of the position (with the side to move), as two 32-bit halves. */
  readonly keyLo: number;
  readonly keyHi: number;
  /** Team of the side to move (0 or 1): scores are from this team's view. */
  readonly team: number;
  /** The most moves a position can have (room kept in the move buffer). */
  readonly maxMoves: number;
  /** Size of the history table: {@link historySlot} is below it. */
  readonly historySize: number;
  /** Ordering hints below this mark a quiet move (one futility pruning may skip). */
  readonly quietBelow: number;
  /**
   * Writes the legal moves into `moves` from `start` with an ordering hint
   * each in `scores` (higher first; small non-negative integers, < 16384);
   * returns the end index. No moves means {@link stuck}.
   */
  generate(moves: Int32Array, scores: Int32Array, start: number): number;
  /** Plays a legal move; returns its gain for the mover (0 in games without points along the way). */
  make(move: number): number;
  /** Takes back the last move made, which was `move`. */
  unmake(move: number): void;
  /**
   * The score of a finished game for the side to move, `ply` plies from the
   * root (use `WIN - ply` for a win, `ply - WIN` for a loss), or
   * {@link NO_SCORE} when it goes on. With `leaf` set the search will not
   * generate all the moves here (a leaf at the horizon, or a quiescence node,
   * which follows only the noisy ones), so costlier checks (is the side to
   * move stuck?) belong there.
   */
  decided(ply: number, leaf: boolean): number;
  /** The score when {@link generate} found no move. */
  stuck(ply: number): number;
  /** The static evaluation for the side to move's team. */
  evaluate(): number;
  /** Whether passing the turn is a sound test here (no zugzwang to fear); `makeNull`/`unmakeNull` pass and take it back. */
  nullAllowed(): boolean;
  makeNull(): void;
  unmakeNull(): void;
  /** A move's index in the history table, for the side to move. */
  historySlot(move: number): number;
  /**
   * Optional quiescence: at the horizon (depth 0 and below, at most
   * {@link quiescencePlies} plies further) the search follows only the moves
   * this writes, like {@link generate} (the ones that score or change the
   * balance), and the side to move may instead stand on {@link evaluate}.
   * Without it a node at the horizon is its evaluation.
   */
  generateNoisy?(moves: Int32Array, scores: Int32Array, start: number): number;
  /** How many plies below the horizon quiescence may go (with {@link generateNoisy}). */
  readonly quiescencePlies?: number;
}

/** Which of the pruning techniques a search uses (all on by default); tests switch them off to compare. */
export interface Pruning {
  /** Late-move reductions, with a re-search when a reduced move beats alpha. */
  readonly lmr: boolean;
  /** Null-move pruning where the game allows it. */
  readonly nullMove: boolean;
  /** Reverse futility (static null move) and futility pruning of quiet moves near the leaves. */
  readonly futility: boolean;
  /** Aspiration windows around the previous iteration's score. */
  readonly aspiration: boolean;
}

export const FULL_PRUNING: Pruning = { lmr: true, nullMove: true, futility: true, aspiration: true };
export const NO_PRUNING: Pruning = { lmr: false, nullMove: false, futility: false, aspiration: false };

/** Tuning of the pruning, in the evaluation's units. */
export interface PruningMargins {
  /** Reverse futility: a node at depth d whose static value beats beta by `d * reverse` is cut. */
  readonly reverse: number;
  /** Futility: at depth 1, quiet moves are skipped when the static value plus this stays at or under alpha. */
  readonly futility: number;
  /** First half-width of the aspiration window. */
  readonly aspiration: number;
}

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
  /**
   * Keeps what the previous search with the same tag learnt (its
   * transposition table, and its history halved) instead of starting
   * empty: the positions of the next move are mostly below the last
   * one's, so the new search starts deeper. Only for searches whose scores
   * mean the same thing from one to the next (same game and rules, same
   * evaluation, no noise), and only where reproducibility does not count
   * (a table from an earlier search changes what a node-bounded search
   * finds). Without it, every search starts empty.
   */
  readonly keepTable?: string;
}

/** What a finished (or stopped) search found. */
export interface SearchResult {
  /** The chosen move (packed), or -1 when there is no legal move. */
  readonly move: number;
  /** Its score for the side to move. */
  readonly score: number;
  /** The deepest iteration that completed (0 when only the move list was looked at). */
  readonly depth: number;
  readonly nodes: number;
}

/** Outcome of a {@link GameSearch.run} call. */
export type RunState = 'slice' | 'done';

export interface SearchSettings {
  readonly limits: SearchLimits;
  readonly clock: () => number;
  /** The RNG: shuffles the root moves once (so ties go by it) and salts the noise. */
  readonly rng: { next(): number; shuffle<T>(items: T[]): T[] };
  /** Amplitude of a pseudo-random term per position (0 = none): makes easier levels err. */
  readonly noise?: number;
  readonly pruning?: Pruning;
  readonly margins: PruningMargins;
}

/** Transposition table size (entries, a power of two), unless {@link SearchLimits.hashBytes} sets one. */
const TT_BITS = 17;
/** Bytes per table entry: key halves, move and score (4 each), depth and bound (1 each). */
export const TT_ENTRY_BYTES = 18;
const BOUND_EXACT = 1;
const BOUND_LOWER = 2;
const BOUND_UPPER = 3;
/** Room for the moves of every ply on the search stack. */
const MOVE_BUFFER = 1 << 17;

/**
 * The big arrays of a search: the transposition table (key halves, packed
 * move, score, depth and bound per entry), the history table and the move
 * buffer. Reused from search to search (see {@link GameSearch.release}).
 */
class SearchMemory {
  readonly ttLo: Int32Array;
  readonly ttHi: Int32Array;
  readonly ttMove: Int32Array;
  readonly ttScore: Int32Array;
  readonly ttDepth: Int8Array;
  /** 0 marks an empty entry. */
  readonly ttBound: Uint8Array;
  history = new Int32Array(0);
  /** The {@link SearchLimits.keepTable} tag of the search that used this memory last ('' for none). */
  tag = '';
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
  clear(historySize: number): void {
    this.ttBound.fill(0);
    this.ttLo.fill(0);
    this.ttHi.fill(0);
    if (this.history.length !== 2 * historySize) this.history = new Int32Array(2 * historySize);
    else this.history.fill(0);
  }

  /** Keeps the table for a search with the same tag: only the history fades (halved), as the position moved on. */
  age(): void {
    const h = this.history;
    for (let i = 0; i < h.length; i++) h[i] = h[i]! >> 1;
  }
}

/** Memory of finished searches, ready for the next (a few searches may run at once, each takes its own). */
const spareMemory: SearchMemory[] = [];

/** A score the search never produces: "a frame was pushed". */
const NONE = NO_SCORE;
const INF = WIN + 1;

/** What a frame is doing with the child below it. */
const PHASE_NULL = 1;
const PHASE_MOVES = 2;
/** How the move being searched below a frame was searched, to search it again if needed. */
const SCOUT_NONE = 0;
/** With a null window at full depth: a move that beats alpha in a PV node is searched again with the full window. */
const SCOUT_NULL = 1;
/** With a null window at reduced depth: a move that beats alpha is searched again at full depth. */
const SCOUT_REDUCED = 2;

/** Futility states of a frame. */
const FUTILE = 1;
const LATE = 2;
/** Late-move pruning: at depth d (1-3) in a non-PV node, quiet moves from this place in the order on are skipped. */
const LMP = [0, 6, 10, 18];

const STEP_DONE = 0;
const STEP_SLICE = 1;
const STEP_STOP = 2;

/** Ordering bonus of the table's move, and of the two killers of a ply (above any hint-and-history score of a quiet move). */
const TT_ORDER = 1 << 30;

/** Late-move reductions by depth and move number (index `depth * 64 + index`): ln(depth) ln(index) / 1.75 plies, rounded. */
const LMR = new Int8Array(64 * 64);
for (let d = 1; d < 64; d++) for (let i = 1; i < 64; i++) LMR[d * 64 + i] = Math.floor(0.5 + (Math.log(d) * Math.log(i)) / 1.75);
const KILLER_ORDER = 3 * 65536;

/**
 * Iterative-deepening principal-variation search with an explicit stack.
 *
 * Each ply `p` of the current line has a frame in the typed arrays below:
 * its moves (a range of the shared move buffer, ordered lazily by selection),
 * the next move to try, alpha/beta, the best score and move so far, and the
 * move currently being searched below it with how (full window, null window,
 * reduced). `run` loops: it either descends into the next move of the top
 * frame (pushing a frame, unless the child is resolved at once: leaf,
 * terminal, table hit, pruned) or, when the frame is exhausted or cut off,
 * stores it in the table and returns its score to the parent. Since all state
 * lives in fields, `run` can return after any step and be resumed.
 */
export class GameSearch {
  private readonly game: SearchGame;
  private readonly noise: number;
  private readonly salt: number;
  private readonly pruning: Pruning;
  private readonly margins: PruningMargins;
  private readonly limits: SearchLimits;
  private readonly clock: () => number;

  private readonly memory: SearchMemory;
  private readonly ttLo: Int32Array;
  private readonly ttMask: number;
  private readonly ttHi: Int32Array;
  private readonly ttMove: Int32Array;
  private readonly ttScore: Int32Array;
  private readonly ttDepth: Int8Array;
  private readonly ttBound: Uint8Array;
  private readonly history: Int32Array;
  private readonly moves: Int32Array;
  private readonly scores: Int32Array;
  private readonly maxStart: number;

  // Frames, by ply.
  private readonly fPhase = new Int8Array(MAX_PLY + 1);
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
  private readonly fTeam = new Int8Array(MAX_PLY + 1);
  /** Whether the team changed below the frame's current move (its child's value is negated). */
  private readonly fFlip = new Uint8Array(MAX_PLY + 1);
  /** The gain of the frame's current move, for its mover. */
  private readonly fGain = new Int32Array(MAX_PLY + 1);
  private readonly fScout = new Int8Array(MAX_PLY + 1);
  /** Whether the frame may skip quiet moves: all after the first (FUTILE), or late ones (LATE); decided when it was entered. */
  private readonly fFutile = new Uint8Array(MAX_PLY + 1);
  /** Whether the frame was reached by a null move (no second null move in a row). */
  private readonly fAfterNull = new Uint8Array(MAX_PLY + 1);
  /** Killer moves by ply (two each). */
  private readonly killer1 = new Int32Array(MAX_PLY + 1).fill(-1);
  private readonly killer2 = new Int32Array(MAX_PLY + 1).fill(-1);

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
  /** The root window of the iteration running now, and its half-widths (aspiration). */
  private rootAlpha = -INF;
  private rootBeta = INF;
  private deltaLow = 0;
  private deltaHigh = 0;

  private nodes = 0;
  private bestMove = -1;
  private bestScore = 0;
  private completedDepth = 0;
  private released = false;

  constructor(game: SearchGame, settings: SearchSettings) {
    this.game = game;
    this.limits = settings.limits;
    this.clock = settings.clock;
    this.noise = settings.noise ?? 0;
    this.pruning = settings.pruning ?? FULL_PRUNING;
    this.margins = settings.margins;
    this.salt = (settings.rng.next() * 4294967296) | 0;
    const bytes = this.limits.hashBytes;
    const bits = bytes === undefined ? TT_BITS : Math.min(26, Math.max(10, Math.floor(Math.log2(bytes / TT_ENTRY_BYTES))));
    const tag = this.limits.keepTable ?? '';
    // The memory this tag left, else one no kept table is waiting in, else any.
    let spare = spareMemory.findIndex((m) => m.ttBits === bits && m.tag === tag);
    if (spare < 0) spare = spareMemory.findIndex((m) => m.ttBits === bits && m.tag === '');
    if (spare < 0) spare = spareMemory.findIndex((m) => m.ttBits === bits);
    const memory = (this.memory = spare >= 0 ? spareMemory.splice(spare, 1)[0]! : new SearchMemory(bits));
    this.ttMask = (1 << bits) - 1;
    if (tag && memory.tag === tag && memory.history.length === 2 * game.historySize) memory.age();
    else memory.clear(game.historySize);
    memory.tag = tag;
    ({ ttLo: this.ttLo, ttHi: this.ttHi, ttMove: this.ttMove, ttScore: this.ttScore, ttDepth: this.ttDepth, ttBound: this.ttBound } = memory);
    ({ history: this.history, moves: this.moves, scores: this.scores } = memory);
    this.maxStart = MOVE_BUFFER - game.maxMoves;
    const end = game.decided(0, false) === NO_SCORE ? game.generate(this.moves, this.scores, 0) : 0;
    const list: number[] = [];
    for (let i = 0; i < end; i++) list.push(i);
    settings.rng.shuffle(list);
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
        const depth = this.depth + 1;
        if (this.pruning.aspiration && depth >= 4 && Math.abs(this.bestScore) < WIN_BOUND) {
          this.deltaLow = this.deltaHigh = this.margins.aspiration;
          this.startIteration(depth, this.bestScore - this.deltaLow, this.bestScore + this.deltaHigh);
        } else this.startIteration(depth, -INF, INF);
      }
      const r = this.step(sliceEnd);
      if (r === STEP_SLICE) return 'slice';
      if (r === STEP_STOP) {
        // Stopped mid-iteration. The root searched the previous best move
        // first, so a move it has already proved better (above the window's
        // floor, and above the first move) is better at this depth too: take it.
        if (this.fBest[0]! > this.fAlphaStart[0]! && this.fNext[0]! > 1 && this.fBestMove[0]! !== this.bestMove) {
          this.bestMove = this.fBestMove[0]!;
          this.bestScore = this.fBest[0]!;
        }
        this.finished = true;
        break;
      }
      const best = this.fBest[0]!;
      // Outside the aspiration window: search the iteration again with a wider one.
      if (best <= this.rootAlpha && this.rootAlpha > -INF) {
        this.deltaLow *= 4;
        this.startIteration(this.depth, this.deltaLow > 8 * this.margins.aspiration ? -INF : best - this.deltaLow, this.rootBeta);
        continue;
      }
      if (best >= this.rootBeta && this.rootBeta < INF) {
        this.deltaHigh *= 4;
        // The move that failed high is the best so far: try it first.
        this.promote(this.fBestMove[0]!);
        this.bestMove = this.fBestMove[0]!;
        this.startIteration(this.depth, this.rootAlpha, this.deltaHigh > 8 * this.margins.aspiration ? INF : best + this.deltaHigh);
        continue;
      }
      // The iteration completed.
      this.iterating = false;
      this.completedDepth = this.depth;
      this.bestMove = this.fBestMove[0]!;
      this.bestScore = best;
      this.promote(this.bestMove);
      // A proven win or loss does not change with more depth.
      if (Math.abs(this.bestScore) >= WIN_BOUND) this.finished = true;
    }
    return 'done';
  }

  /** Moves a root move to the front of the list (searched first next time); the rest keep their order. */
  private promote(move: number): void {
    const at = this.rootMoves.indexOf(move);
    if (at > 0) {
      this.rootMoves.splice(at, 1);
      this.rootMoves.unshift(move);
      const o = this.rootOrder.splice(at, 1)[0]!;
      this.rootOrder.unshift(o);
    }
  }

  /** Sets up the root frame for an iteration of `depth` plies within the window (alpha, beta). */
  private startIteration(depth: number, alpha: number, beta: number): void {
    this.depth = depth;
    this.iterating = true;
    this.sp = 0;
    this.pending = false;
    this.rootAlpha = alpha;
    this.rootBeta = beta;
    const n = this.rootMoves.length;
    for (let i = 0; i < n; i++) {
      this.moves[i] = this.rootMoves[i]!;
      // Keep the order of the list: the first (previous best) highest, then by
      // the ordering score, ties in the shuffled order.
      this.scores[i] = i === 0 && depth > 1 ? TT_ORDER : this.rootOrder[i]!;
    }
    this.fPhase[0] = PHASE_MOVES;
    this.fEnd[0] = n;
    this.fStart[0] = 0;
    this.fNext[0] = 0;
    this.fScout[0] = SCOUT_NONE;
    this.fDepth[0] = depth;
    this.fAlpha[0] = alpha;
    this.fAlphaStart[0] = alpha;
    this.fBeta[0] = beta;
    this.fBest[0] = -INF;
    this.fBestMove[0] = this.rootMoves[0]!;
    this.fTeam[0] = this.game.team;
    this.fFutile[0] = 0;
    this.fAfterNull[0] = 0;
  }

  /**
   * Descends from frame `p` (whose current move, or null move, is on the
   * board) into its child with `depth` plies and the window (alpha, beta)
   * seen from frame p's team.
   */
  private descend(p: number, depth: number, alpha: number, beta: number, start: number, afterNull: boolean): void {
    const flip = this.game.team !== this.fTeam[p];
    this.fFlip[p] = flip ? 1 : 0;
    const gain = this.fGain[p]!;
    // The child's value v counts for frame p as gain + v (same team) or gain - v (the other team).
    const r = flip ? this.enter(p + 1, depth, gain - beta, gain - alpha, start, afterNull) : this.enter(p + 1, depth, alpha - gain, beta - gain, start, afterNull);
    // NONE: the child set up its frame (and moved `sp` there) itself.
    if (r !== NONE) {
      this.ret = r;
      this.pending = true;
    }
  }

  /** Runs the current iteration until it completes, the slice ends, or a limit stops the search. */
  private step(sliceEnd: number): number {
    const game = this.game;
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
        // The child of frame p returned.
        this.pending = false;
        const v = this.fGain[p]! + (this.fFlip[p] ? -this.ret : this.ret);
        if (this.fPhase[p] === PHASE_NULL) {
          game.unmakeNull();
          if (v >= this.fBeta[p]!) {
            // Even passing holds beta: cut, without a proven win claimed from a pass.
            this.fBest[p] = v >= WIN_BOUND ? this.fBeta[p]! : v;
            this.fBestMove[p] = -1;
            this.fNext[p] = this.fEnd[p] = this.fStart[p]!;
          } else if (!this.generate(p)) {
            // No move after all: the game says what that is worth.
            this.ret = game.stuck(p);
            this.pending = true;
            this.sp = p - 1;
            continue;
          }
        } else {
          const m = this.fMove[p]!;
          const scout = this.fScout[p];
          if (scout !== SCOUT_NONE && v > this.fAlpha[p]!) {
            if (scout === SCOUT_REDUCED) {
              // A reduced move beat alpha: search it again at full depth (null window, then full if needed).
              this.fScout[p] = this.fBeta[p]! - this.fAlpha[p]! > 1 ? SCOUT_NULL : SCOUT_NONE;
              const a = this.fAlpha[p]!;
              this.descend(p, this.fDepth[p]! - 1, a, a + 1, this.fEnd[p]!, false);
              continue;
            }
            if (v < this.fBeta[p]!) {
              // The null-window search says this move beats the best so far:
              // search it again with the full window for its exact score.
              this.fScout[p] = SCOUT_NONE;
              this.descend(p, this.fDepth[p]! - 1, this.fAlpha[p]!, this.fBeta[p]!, this.fEnd[p]!, false);
              continue;
            }
          }
          this.fScout[p] = SCOUT_NONE;
          game.unmake(m);
          if (v > this.fBest[p]!) {
            this.fBest[p] = v;
            this.fBestMove[p] = m;
            if (v > this.fAlpha[p]!) {
              this.fAlpha[p] = v;
              if (v >= this.fBeta[p]!) {
                // Cutoff: this move was good enough to refute the parent's choice.
                const d = this.fDepth[p]!;
                if (d > 0) {
                  const h = game.team * game.historySize + game.historySlot(m);
                  this.history[h] = Math.min(this.history[h]! + d * d, 1 << 24);
                }
                if (this.killer1[p] !== m) {
                  this.killer2[p] = this.killer1[p]!;
                  this.killer1[p] = m;
                }
                this.fNext[p] = this.fEnd[p]!;
              }
            }
          }
        }
      }
      let next = this.fNext[p]!;
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
        // Futility: near the leaves, once the rest are quiet moves, none of them can lift a hopeless node;
        // late-move pruning: in a node expected to fail high, quiet moves far down the order are not tried.
        const f = this.fFutile[p]!;
        if (f && (bs >> 16) < game.quietBelow && next > this.fStart[p]! && (f === FUTILE || next - this.fStart[p]! >= LMP[this.fDepth[p]!]!)) {
          this.fNext[p] = end;
          continue;
        }
        const m = moves[bi]!;
        if (bi !== next) {
          moves[bi] = moves[next]!;
          scores[bi] = scores[next]!;
          moves[next] = m;
          scores[next] = bs;
        }
        this.fNext[p] = ++next;
        this.fMove[p] = m;
        this.fGain[p] = game.make(m);
        const depth = this.fDepth[p]!;
        const alpha = this.fAlpha[p]!;
        const beta = this.fBeta[p]!;
        const index = next - 1 - this.fStart[p]!;
        if (index === 0) {
          this.fScout[p] = SCOUT_NONE;
          this.descend(p, depth - 1, alpha, beta, end, false);
        } else {
          // Principal variation search: the first move is searched with the
          // full window, the others with a null window (can it beat alpha?);
          // late quiet moves at enough depth with fewer plies (LMR) first.
          let reduce = 0;
          if (this.pruning.lmr && p > 0 && depth >= 2 && index >= 2 && bs < TT_ORDER) {
            // Logarithmic in the depth and the move's place, as engines do; a little less in PV nodes.
            reduce = LMR[Math.min(depth, 63) * 64 + Math.min(index, 63)]! - (beta - alpha > 1 ? 1 : 0);
            if (reduce > depth - 1) reduce = depth - 1;
            if (reduce < 0) reduce = 0;
          }
          this.fScout[p] = reduce ? SCOUT_REDUCED : beta - alpha > 1 ? SCOUT_NULL : SCOUT_NONE;
          this.descend(p, depth - 1 - reduce, alpha, alpha + 1, end, false);
        }
        continue;
      }
      // Frame p is finished: remember it, and hand its score to the parent.
      const best = this.fBest[p]!;
      // Quiescence nodes (depth 0 and below) are stored as depth 0.
      this.store(p, Math.max(0, this.fDepth[p]!), best, this.fBestMove[p]!, best <= this.fAlphaStart[p]! ? BOUND_UPPER : best >= this.fBeta[p]! ? BOUND_LOWER : BOUND_EXACT);
      if (p === 0) return STEP_DONE;
      this.ret = best;
      this.pending = true;
      this.sp = p - 1;
    }
  }

  /** Generates frame p's moves (only the noisy ones in quiescence) and orders them; false when there are none. */
  private generate(p: number, noisy = false): boolean {
    const game = this.game;
    const start = this.fStart[p]!;
    const moves = this.moves;
    const scores = this.scores;
    const end = noisy ? game.generateNoisy!(moves, scores, start) : game.generate(moves, scores, start);
    if (end === start) return false;
    const history = this.history;
    const h = game.team * game.historySize;
    const ttMove = this.fBestMove[p]!;
    const k1 = this.killer1[p]!;
    const k2 = this.killer2[p]!;
    for (let i = start; i < end; i++) {
      const m = moves[i]!;
      // Ordering: the table's move first, then by the game's hint, killers, then history.
      let s = scores[i]! * 65536 + Math.min(history[h + game.historySlot(m)]!, 65535);
      if (m === ttMove) s = TT_ORDER;
      else if (m === k1 || m === k2) s += KILLER_ORDER;
      scores[i] = s;
    }
    this.fPhase[p] = PHASE_MOVES;
    this.fNext[p] = start;
    this.fEnd[p] = end;
    this.fBestMove[p] = moves[start]!;
    return true;
  }

  /**
   * A node at ply `p` (p >= 1) with `depth` plies to go and the window
   * (alpha, beta): returns its score when it is resolved at once (terminal,
   * leaf, table hit, pruned), or NONE after setting up its frame with its
   * moves written from `start`.
   */
  private enter(p: number, depth: number, alpha: number, beta: number, start: number, afterNull: boolean): number {
    this.nodes++;
    const game = this.game;
    const quiesce = depth <= 0 && game.generateNoisy !== undefined && -depth < (game.quiescencePlies ?? 0);
    const leaf = (depth <= 0 && !quiesce) || p >= MAX_PLY || start > this.maxStart;
    // A quiescence node generates only the noisy moves: for the game, it is a leaf too.
    const over = game.decided(p, leaf || quiesce);
    if (over !== NO_SCORE) return over;

    const slot = game.keyLo & this.ttMask;
    let ttMove = -1;
    if (this.ttLo[slot] === game.keyLo && this.ttHi[slot] === game.keyHi && this.ttBound[slot] !== 0) {
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

    if (leaf) return this.evaluate();
    if (quiesce) return this.enterQuiescence(p, depth, alpha, beta, start, ttMove);

    const pv = beta - alpha > 1;
    let futile = 0;
    let nullMove = false;
    if (!pv && Math.abs(beta) < WIN_BOUND) {
      const pr = this.pruning;
      const needStatic = (pr.futility && depth <= 3) || (pr.nullMove && depth >= 3 && !afterNull);
      if (needStatic) {
        const stat = this.evaluate();
        if (pr.futility && depth <= 3) {
          // Reverse futility: far enough above beta that a few plies will not bring it back.
          if (stat - depth * this.margins.reverse >= beta) return stat;
          if (depth === 1 && stat + this.margins.futility <= alpha) futile = FUTILE;
          else futile = LATE;
        }
        if (pr.nullMove && depth >= 3 && !afterNull && stat >= beta && game.nullAllowed()) nullMove = true;
      }
    }

    this.fStart[p] = start;
    this.fScout[p] = SCOUT_NONE;
    this.fDepth[p] = depth;
    this.fAlpha[p] = alpha;
    this.fAlphaStart[p] = alpha;
    this.fBeta[p] = beta;
    this.fBest[p] = -INF;
    this.fBestMove[p] = ttMove;
    this.fTeam[p] = game.team;
    this.fFutile[p] = futile;
    this.fAfterNull[p] = afterNull ? 1 : 0;
    this.fGain[p] = 0;
    this.sp = p;
    if (nullMove) {
      // Pass the turn and search with fewer plies: if even that holds beta, cut.
      this.fPhase[p] = PHASE_NULL;
      this.fNext[p] = this.fEnd[p] = start;
      game.makeNull();
      const r = 2 + (depth >= 7 ? 1 : 0);
      this.descend(p, depth - 1 - r, beta - 1, beta, start, true);
      return NONE;
    }
    if (!this.generate(p)) {
      this.sp = p - 1;
      return game.stuck(p);
    }
    return NONE;
  }

  /**
   * A quiescence node (see {@link SearchGame.generateNoisy}): the side to
   * move stands on the evaluation or plays one of the noisy moves; no
   * pruning or reductions here.
   */
  private enterQuiescence(p: number, depth: number, alpha: number, beta: number, start: number, ttMove: number): number {
    const stand = this.evaluate();
    if (stand >= beta) return stand;
    this.fStart[p] = start;
    this.fScout[p] = SCOUT_NONE;
    this.fDepth[p] = depth;
    this.fAlpha[p] = stand > alpha ? stand : alpha;
    this.fAlphaStart[p] = alpha;
    this.fBeta[p] = beta;
    this.fBest[p] = stand;
    this.fBestMove[p] = ttMove;
    this.fTeam[p] = this.game.team;
    this.fFutile[p] = 0;
    this.fAfterNull[p] = 0;
    this.fGain[p] = 0;
    if (!this.generate(p, true)) return stand;
    this.sp = p;
    return NONE;
  }

  private store(p: number, depth: number, score: number, move: number, bound: number): void {
    const game = this.game;
    const slot = game.keyLo & this.ttMask;
    // Always replace, except a deeper entry of the same position.
    if (this.ttLo[slot] === game.keyLo && this.ttHi[slot] === game.keyHi && this.ttDepth[slot]! > depth) return;
    let s = score;
    if (s >= WIN_BOUND) s += p;
    else if (s <= -WIN_BOUND) s -= p;
    this.ttLo[slot] = game.keyLo;
    this.ttHi[slot] = game.keyHi;
    this.ttMove[slot] = move;
    this.ttScore[slot] = s;
    this.ttDepth[slot] = depth;
    this.ttBound[slot] = bound;
  }

  /** The game's evaluation plus the level's noise. */
  private evaluate(): number {
    const score = this.game.evaluate();
    const noise = this.noise;
    if (!noise) return score;
    // A fixed pseudo-random value per position (and per search, via the
    // salt), so that the transposition table stays consistent.
    let x = (this.game.keyLo ^ this.salt) | 0;
    x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
    x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
    x ^= x >>> 16;
    return score + ((x >>> 0) % (2 * noise + 1)) - noise;
  }
}
