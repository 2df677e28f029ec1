import type { Rng } from '../../engine/rng.js';
import { notThenable } from '../../engine/not-thenable.js';
import { now, runInSlices } from '../../engine/schedule.js';
import { apply, isLegal, legalMoves, moveEffects, type KitesMove, type KitesState, type MoveEffects } from './rules.js';
import { EMPTY } from './rules.js';
import { FastBoard, fxPoints, fxReplay, KITES_EXACT_PRUNING, KITES_PRUNING, POINT, Search } from './search.js';

/**
 * The computer players of Kites. `greedy` looks at its own move only (and
 * at the extra moves it earns); `easy`, `normal` and `hard` search the game
 * tree (see search.ts: alpha-beta over who is to move, paranoid with three
 * or four players) in short slices that give the page a turn in between.
 */
import type { KitesDifficulty } from './levels.js';
export { KITES_DIFFICULTIES, type KitesDifficulty } from './levels.js';

/** What one `think` call did. Times are wall-clock milliseconds. */
export interface KitesThinkReport {
  readonly difficulty: KitesDifficulty;
  readonly move: KitesMove | null;
  /**
   * The move's value for the mover, in points: what the mover gains from now
   * on minus what the others gain, as far as the search looked (for greedy,
   * the points of the move and of the extra moves it earns).
   */
  readonly score: number;
  /** The deepest completed iteration (1 for greedy). */
  readonly depth: number;
  readonly nodes: number;
  /** From the call to the resolution. */
  readonly timeMs: number;
  /** How many times the search gave the event loop a turn. */
  readonly yields: number;
  /** The longest synchronous stretch of work between two yields. */
  readonly longestSliceMs: number;
}

export interface KitesThinkOptions {
  /** All randomness: tie-breaks, the order equal moves are tried in, easy's noise and slips. */
  rng: Rng;
  /** Stops the search: `think` then resolves to `null`. */
  signal?: { readonly aborted: boolean };
  /** Overrides the level's time budget (ms). `Infinity` removes it (then give `maxNodes`). */
  timeBudgetMs?: number;
  /**
   * Stops the search after this many nodes. Given without `timeBudgetMs` it
   * replaces the time budget, so the move depends only on the position, the
   * level and the RNG: reproducible on any machine.
   */
  maxNodes?: number;
  /** The longest stretch of work between two yields to the event loop, ms (default {@link KITES_SLICE_MS}). */
  sliceMs?: number;
  /** Called once, just before `think` resolves (not when aborted). */
  onReport?: (r: KitesThinkReport) => void;
  /**
   * The evaluation's weights (see eval.ts; default the tuned ones), or
   * `null` for points only (the evaluation before them): for the tuning
   * script and the bench.
   */
  evalWeights?: readonly number[] | null;
}

/** A suggested move with what it does and why. */
export interface KitesHint {
  readonly cell: number;
  /** `moveEffects(state, cell)`. */
  readonly effects: MoveEffects;
  /** The search's value of the move for the mover, in points (after replies). */
  readonly value: number;
  /**
   * What the best single move of the next player gains right after this one
   * (points, 0 or more); 0 when this move earns an extra move (the mover
   * plays again).
   */
  readonly opponentGain: number;
}

/** Default slice length, ms: the clock is read every 64 search steps, so a slice overruns it by well under a millisecond. */
export const KITES_SLICE_MS = 8;

/** How a search level plays. */
export interface KitesLevelSettings {
  /** Thinking time per move, ms (no new iteration starts after {@link softFraction} of it). */
  readonly timeMs: number;
  /**
   * Fraction of the time after which no new iteration of deepening starts
   * ({@link KITES_SOFT_FRACTION} for all but `hard`). An iteration stopped
   * by the time still counts: a root move it has proved better than the
   * previous best is played.
   */
  readonly softFraction: number;
  /** Deepest iteration, plies. */
  readonly maxDepth: number;
  /** Chance that a move looks one ply ahead only (plus the scoring replies, see search.ts). */
  readonly shallowChance: number;
  /** Evaluation noise, up to this many hundredths of a point either way. */
  readonly noise: number;
  /** Quiet moves searched per node below the root. */
  readonly quietMoves: number;
  /**
   * With this many empty cells or fewer the search is exact: every move at
   * every node (no quiet-move limit, no late-move reductions), and its
   * deepest iteration reaches the end of the game, where a value is the
   * points the mover's team gains minus what the others gain, with no
   * evaluation in it. Still bounded by the level's time (or `maxNodes`): an
   * iteration that cannot finish leaves the previous one's move. 0 for never.
   */
  readonly exactEmpties: number;
  /**
   * Whether a search starts from the previous one's transposition table
   * (the positions of the next move are mostly below the last one's, so it
   * starts deeper; an unfinished exact search goes on where it stopped).
   */
  readonly keepTable: boolean;
}

/** Fraction of the time budget after which no new iteration of deepening starts (`easy`, `normal`). */
export const KITES_SOFT_FRACTION = 0.4;
/** `hard`'s {@link KitesLevelSettings.softFraction}. */
const HARD_SOFT_FRACTION = 0.6;
/** `hard`'s {@link KitesLevelSettings.exactEmpties}. */
const EXACT_EMPTIES = 12;

/**
 * The search levels (measured by `npm run bench`, see bench/kites.mjs).
 * - `easy`: two plies, but on half its moves one (then it sees what its own
 *   move scores and what scoring replies it allows, not what its quiet moves
 *   set up), with noise of up to a point.
 * - `normal`: four plies.
 * - `hard`: as deep as its time allows (new iterations start until 60 % of
 *   it), and exact to the end of the game once 12 cells or fewer are empty.
 */
export const KITES_LEVELS: Readonly<Record<Exclude<KitesDifficulty, 'greedy'>, KitesLevelSettings>> = {
  easy: { timeMs: 50, softFraction: KITES_SOFT_FRACTION, maxDepth: 2, shallowChance: 0.5, noise: 100, quietMoves: 2, exactEmpties: 0, keepTable: false },
  normal: { timeMs: 120, softFraction: KITES_SOFT_FRACTION, maxDepth: 4, shallowChance: 0, noise: 0, quietMoves: 2, exactEmpties: 0, keepTable: false },
  hard: { timeMs: 250, softFraction: HARD_SOFT_FRACTION, maxDepth: 64, shallowChance: 0, noise: 0, quietMoves: 2, exactEmpties: EXACT_EMPTIES, keepTable: true },
};



/** Longest chain of extra moves greedy follows. */
const GREEDY_CHAIN = 8;

/** The best a player can make of one move plus the extra moves it earns, following the best chain. */
function bestChain(board: FastBoard, depth: number, out?: number[]): number {
  const cells = board.cells;
  let best = -Infinity;
  let bestCells: number[] = [];
  for (let c = 0; c < cells.length; c++) {
    if (cells[c] !== EMPTY) continue;
    const fx = board.effect(c);
    let v = fxPoints(fx);
    if (fxReplay(fx) && depth > 1 && board.empties > 1) {
      board.make(c, fx);
      v += Math.max(0, bestChain(board, depth - 1));
      board.unmake(c);
    }
    if (v > best) {
      best = v;
      bestCells = [c];
    } else if (v === best) bestCells.push(c);
  }
  if (out) out.push(...bestCells);
  return best;
}

/**
 * One-ply greedy, the baseline: the move with the most points for the mover,
 * a move that earns an extra move counted with the best chain of extra moves
 * after it; ties broken by the RNG. `null` when the board is full.
 */
export function greedyMove(state: KitesState, rng: Rng): KitesMove | null {
  if (state.placed >= state.cells.length) return null;
  const cells: number[] = [];
  bestChain(new FastBoard(state), GREEDY_CHAIN, cells);
  return cells.length ? { cell: rng.pick(cells) } : null;
}

function greedyValue(state: KitesState, cell: number): number {
  const board = new FastBoard(state);
  const fx = board.effect(cell);
  let v = fxPoints(fx);
  if (fxReplay(fx) && board.empties > 1) {
    board.make(cell, fx);
    v += Math.max(0, bestChain(board, GREEDY_CHAIN - 1));
  }
  return v;
}

/**
 * The {@link SearchLimits.keepTable} of a search (see `keepTable` in
 * {@link KitesLevelSettings}), or undefined for one that starts empty. Only
 * with two players (with more, the paranoid values depend on the root
 * player), the level's own evaluation and no noise, and not bounded by nodes
 * alone (then a search must be reproducible). The exact endgame search keeps
 * its own table: the limited search's values are not exact to the end.
 */
function tableTag(state: KitesState, level: KitesLevelSettings, exact: boolean, options: KitesThinkOptions): { keepTable: string } | undefined {
  if (!level.keepTable || level.noise !== 0 || state.players !== 2 || options.evalWeights !== undefined) return undefined;
  if (options.maxNodes !== undefined && options.timeBudgetMs === undefined) return undefined;
  return { keepTable: `kites:${state.size}:${state.colors}:${exact ? 'exact' : 'search'}` };
}

interface Thought {
  readonly move: KitesMove | null;
  readonly report: KitesThinkReport;
}

async function search(state: KitesState, difficulty: KitesDifficulty, options: KitesThinkOptions): Promise<Thought | null> {
  const { signal, rng } = options;
  if (signal?.aborted) return null;
  const started = now();
  if (difficulty === 'greedy') {
    const move = notThenable(greedyMove(state, rng));
    const timeMs = now() - started;
    const score = move ? greedyValue(state, move.cell) : 0;
    return notThenable({ move, report: { difficulty, move, score, depth: move ? 1 : 0, nodes: 0, timeMs, yields: 0, longestSliceMs: timeMs } });
  }
  const level = KITES_LEVELS[difficulty];
  if (!level) throw new RangeError(`unknown difficulty "${String(difficulty)}"`);
  const budget = options.timeBudgetMs ?? (options.maxNodes !== undefined ? Infinity : level.timeMs);
  const sliceMs = options.sliceMs ?? KITES_SLICE_MS;
  const shallow = level.shallowChance > 0 && rng.next() < level.shallowChance;
  const empties = state.cells.length - state.placed;
  const exact = empties <= level.exactEmpties;
  const s = new Search(
    state,
    { noise: level.noise, quietMoves: exact ? Infinity : level.quietMoves, weights: options.evalWeights },
    rng,
    {
      // No iteration goes deeper than the moves left (the last one sees the end).
      maxDepth: Math.min(shallow ? 1 : level.maxDepth, state.cells.length - state.placed),
      maxNodes: options.maxNodes ?? Infinity,
      softDeadline: started + budget * level.softFraction,
      hardDeadline: started + budget,
      ...(tableTag(state, level, exact, options) ?? {}),
    },
    now,
    exact ? KITES_EXACT_PRUNING : KITES_PRUNING,
  );
  const ran = await runInSlices(s, started, sliceMs, signal);
  if (!ran) return null;
  const { end, yields, longestSliceMs } = ran;
  const result = s.result;
  const move = result.move < 0 ? null : { cell: result.move };
  // No iteration completed (one legal move, or stopped at once): the move's own points.
  const score = result.depth === 0 && move ? fxPoints(new FastBoard(state).effect(move.cell)) : result.score / POINT;
  return notThenable({
    move: notThenable(move),
    report: { difficulty, move, score, depth: result.depth, nodes: result.nodes, timeMs: end - started, yields, longestSliceMs },
  });
}

/**
 * Chooses the computer's move without blocking the page: the search runs in
 * slices of `sliceMs` and yields to the event loop between them. Resolves to
 * `null` when the board is full or `signal` was aborted.
 */
export async function think(state: KitesState, difficulty: KitesDifficulty, options: KitesThinkOptions): Promise<KitesMove | null> {
  const thought = await search(state, difficulty, options);
  if (!thought) return null;
  options.onReport?.(thought.report);
  return thought.move;
}

/** The most a single move of the player to move gains now (0 or more). */
function bestImmediateGain(state: KitesState): number {
  let best = 0;
  for (const m of legalMoves(state)) best = Math.max(best, moveEffects(state, m.cell).points);
  return best;
}

/**
 * How far a hint looks: its search stops after this many nodes, never by the
 * clock (unless `timeBudgetMs` is given), so every device, however busy,
 * gives the same hint for the same position and seed (issue 23). About what
 * `normal` searched in its 120 ms on an idle core: a hint takes up to about
 * 0.1 s of CPU on a board of size 2 and 0.2 s on size 3 on the 2-core
 * machine of docs/performance.md, in slices of 8 ms.
 */
export const KITES_HINT_NODES = 50_000;

/**
 * A hint for the player to move: the search's move (level `normal` unless
 * `difficulty` says otherwise), with its effects, its value after the
 * replies, and what it leaves the next player. `null` when the board is
 * full or `signal` was aborted. Bounded by {@link KITES_HINT_NODES} unless
 * `maxNodes` or `timeBudgetMs` says otherwise.
 */
export async function hint(
  state: KitesState,
  options: Omit<KitesThinkOptions, 'onReport'> & { difficulty?: KitesDifficulty },
): Promise<KitesHint | null> {
  const bounded = options.maxNodes === undefined && options.timeBudgetMs === undefined ? { ...options, maxNodes: KITES_HINT_NODES } : options;
  const thought = await search(state, options.difficulty ?? 'normal', bounded);
  const move = thought?.move;
  if (!thought || !move || !isLegal(state, move)) return null;
  const effects = moveEffects(state, move.cell);
  const after = apply(state, move);
  const opponentGain = effects.replay || after.placed >= after.cells.length ? 0 : bestImmediateGain(after);
  return notThenable({ cell: move.cell, effects, value: thought.report.score, opponentGain });
}
