/**
 * The computer players' names, apart from the computer itself (ai.ts), so the
 * element can check its `difficulty` attribute without loading the search.
 */
export type KitesDifficulty = 'greedy' | 'easy' | 'normal' | 'hard';
export const KITES_DIFFICULTIES: readonly KitesDifficulty[] = ['greedy', 'easy', 'normal', 'hard'];
