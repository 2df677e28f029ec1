import type { Rng } from '../../engine/rng.js';
import { apply, conversions, count, legalMoves, type InfectionMove, type InfectionState } from './rules.js';

/**
 * The computer players. `greedy` is exactly the seed's computer; `easy`,
 * `normal` and `hard` search the game tree under a time budget.
 */
export type Difficulty = 'greedy' | 'easy' | 'normal' | 'hard';
export const DIFFICULTIES: readonly Difficulty[] = ['greedy', 'easy', 'normal', 'hard'];

/** Something that says when to stop thinking (an AbortSignal fits). */
export interface StopSignal {
  readonly aborted: boolean;
}

export interface ThinkOptions {
  /** Breaks ties; the same seed gives the same choice where the search is not cut by time. */
  rng: Rng;
  /** Stops the search: `think` then resolves to `null`. */
  signal?: StopSignal;
}

/**
 * The seed's computer: the move converting the most opponent pieces; if none
 * converts, the move leaving it the most pieces; remaining ties broken by
 * the RNG. `null` when there is no legal move.
 */
export function greedyMove(state: InfectionState, rng: Rng): InfectionMove | null {
  const moves = legalMoves(state);
  if (!moves.length) return null;
  const converted = moves.map((m) => conversions(state, m.to).length);
  const most = Math.max(...converted);
  let best: InfectionMove[];
  if (most > 0) best = moves.filter((_, i) => converted[i] === most);
  else {
    const mine = state.toMove === 0 ? 'green' : 'yellow';
    const pieces = moves.map((m) => count(apply(state, m))[mine]);
    const top = Math.max(...pieces);
    best = moves.filter((_, i) => pieces[i] === top);
  }
  return rng.pick(best);
}

/**
 * Chooses the computer's move without blocking the page: the search runs in
 * short slices and yields to the event loop between them. Resolves to
 * `null` when there is no legal move or `signal` was aborted.
 */
export async function think(state: InfectionState, difficulty: Difficulty, options: ThinkOptions): Promise<InfectionMove | null> {
  if (options.signal?.aborted) return null;
  // Placeholder until the search lands: every level plays greedy.
  void difficulty;
  return greedyMove(state, options.rng);
}
