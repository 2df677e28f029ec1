/**
 * The computer players' names, apart from the computer itself (ai.ts), so the
 * element can check its `difficulty` attribute without loading the search.
 * `greedy` is exactly the seed's computer; `easy`, `normal` and `hard`
 * search the game tree under a time budget.
 */
export type Difficulty = 'greedy' | 'easy' | 'normal' | 'hard';
export const DIFFICULTIES: readonly Difficulty[] = ['greedy', 'easy', 'normal', 'hard'];

/**
 * How far a Hint looks, in Infection and in Ataxx: `hard`'s search stopped
 * after this many nodes, never by the clock, so every device, however busy,
 * gives the same hint for the same position and seed (issue 23). About what
 * `hard` searches in its own time on an idle core (some 1 M nodes a second):
 * a hint takes about 0.13 s of CPU in Infection and 0.17 s in Ataxx on the
 * 2-core machine of docs/performance.md, in slices of 8 ms like every search.
 */
export const HINT_NODES = 150_000;
