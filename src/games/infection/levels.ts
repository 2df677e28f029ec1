/**
 * The computer players' names, apart from the computer itself (ai.ts), so the
 * element can check its `difficulty` attribute without loading the search.
 * `greedy` is exactly the seed's computer; `easy`, `normal` and `hard`
 * search the game tree under a time budget.
 */
export type Difficulty = 'greedy' | 'easy' | 'normal' | 'hard';
export const DIFFICULTIES: readonly Difficulty[] = ['greedy', 'easy', 'normal', 'hard'];
