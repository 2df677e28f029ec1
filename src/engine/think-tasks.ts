/**
 * The thinking a page can hand to a worker: each computer, hint and solver
 * search as a named task over structured-cloneable data (states hold
 * `Uint8Array`s, which `postMessage` copies as they are). The worker
 * (think-worker.ts) runs a task with {@link runThinkTask}; the page runs the
 * very same engine function itself when no worker is available, so a task
 * gives the same answer either way for the same options and RNG state (with
 * `maxNodes` instead of a time budget, on any machine).
 *
 * A task's `options` are the engine function's own options without the
 * three that cannot cross to a worker: `rng` (its state crosses instead, see
 * {@link Rng.state}), `signal` (a cancel message stops it) and `onReport`
 * (the report comes back with the answer). Options added to an engine
 * function later pass through unchanged. Each game's engine is loaded on
 * first use, in the worker as on the page.
 */
import type { Rng } from './rng.js';
import type { AtaxxMove, AtaxxState } from '../games/ataxx/rules.js';
import type { ThinkOptions, ThinkReport } from '../games/infection/ai.js';
import type { Difficulty } from '../games/infection/levels.js';
import type { InfectionMove, InfectionState } from '../games/infection/rules.js';
import type { KitesHint, KitesThinkOptions, KitesThinkReport } from '../games/kites/ai.js';
import type { KitesDifficulty } from '../games/kites/levels.js';
import type { KitesMove, KitesState } from '../games/kites/rules.js';
import type { SolvableBoard, SolvableBoardOptions, SolveAsyncOptions, SolveResult } from '../games/stained-glass/solver.js';
import type { StainedGlassOptions, StainedGlassState } from '../games/stained-glass/rules.js';

/** What a worker cannot receive: given on the page, replaced in the worker. */
type Local = 'rng' | 'signal' | 'onReport';

/** Each task: what it works on, its options, its answer, and the report it may give. */
export interface ThinkTasks {
  /** Infection's computer (`think` of games/infection/ai.ts). */
  infection: { state: InfectionState; options: Omit<ThinkOptions, Local> & { difficulty: Difficulty }; result: InfectionMove | null; report: ThinkReport };
  /** Standard Ataxx's computer (`thinkAtaxx` of games/ataxx/ai.ts). */
  ataxx: { state: AtaxxState; options: Omit<ThinkOptions, Local> & { difficulty: Difficulty }; result: AtaxxMove | null; report: ThinkReport };
  /** Kites' computer (`think` of games/kites/ai.ts). */
  kites: { state: KitesState; options: Omit<KitesThinkOptions, Local> & { difficulty: KitesDifficulty }; result: KitesMove | null; report: KitesThinkReport };
  /** Kites' hint (`hint` of games/kites/ai.ts). */
  'kites-hint': { state: KitesState; options: Omit<KitesThinkOptions, Local> & { difficulty?: KitesDifficulty }; result: KitesHint | null; report: never };
  /** The Stained Glass solver on a position (`solveAsync`): the hint's line. */
  'stained-glass-solve': { state: StainedGlassState; options: Omit<SolveAsyncOptions, Local>; result: SolveResult | null; report: never };
  /** A Stained Glass board proven to finish (`findSolvableBoard`); the state is the board's shape. */
  'stained-glass-solvable': { state: StainedGlassOptions; options: Omit<SolvableBoardOptions, Local>; result: SolvableBoard | null; report: never };
}

export type ThinkTask = keyof ThinkTasks;

/** Every task, for checking a request's name. */
export const THINK_TASKS: readonly ThinkTask[] = ['infection', 'ataxx', 'kites', 'kites-hint', 'stained-glass-solve', 'stained-glass-solvable'];

/** What the engine functions are given besides a task's options, on the page or in the worker. */
export interface ThinkLocals<K extends ThinkTask> {
  readonly rng: Rng;
  readonly signal: { readonly aborted: boolean };
  readonly onReport?: (report: ThinkTasks[K]['report']) => void;
}

/**
 * Runs `task` with its engine function (loaded on first use): what the
 * worker does for each request. Resolves to `null` when `signal` stopped it.
 */
export async function runThinkTask<K extends ThinkTask>(
  task: K,
  state: ThinkTasks[K]['state'],
  options: ThinkTasks[K]['options'],
  locals: ThinkLocals<K>,
): Promise<ThinkTasks[K]['result']> {
  // Each case narrows by hand: TypeScript does not narrow a generic K by a switch.
  const o = { ...options, ...locals } as never;
  const s = state as never;
  switch (task as ThinkTask) {
    case 'infection': {
      const { think } = await import('../games/infection/ai.js');
      return think(s, (options as ThinkTasks['infection']['options']).difficulty, o);
    }
    case 'ataxx': {
      const { thinkAtaxx } = await import('../games/ataxx/ai.js');
      return thinkAtaxx(s, (options as ThinkTasks['ataxx']['options']).difficulty, o);
    }
    case 'kites': {
      const { think } = await import('../games/kites/ai.js');
      return think(s, (options as ThinkTasks['kites']['options']).difficulty, o);
    }
    case 'kites-hint': {
      const { hint } = await import('../games/kites/ai.js');
      return hint(s, o);
    }
    case 'stained-glass-solve': {
      const { solveAsync } = await import('../games/stained-glass/solver.js');
      return solveAsync(s, o);
    }
    case 'stained-glass-solvable': {
      const { findSolvableBoard } = await import('../games/stained-glass/solver.js');
      return findSolvableBoard(s, locals.rng, o);
    }
    default:
      throw new RangeError(`unknown thinking task "${String(task)}" (known: ${THINK_TASKS.join(', ')})`);
  }
}
