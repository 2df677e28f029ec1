import type { Table } from '../../base/messages.js';

/** `<stained-glass-board daily>`'s result card strings, in English (see `baseMessages`). */
export const stainedGlassDailyMessages = {
  sgName: 'Stained Glass',
  sgDailyWin: 'One tile left. Moves: {count}. Score: {score}.',
  sgDailyStuck: 'Stuck. Tiles left: {tiles}. Moves: {count}. Score: {score}.',
  sgDailySymbols: 'Tiles cleared: {cleared} of {total}.',
  sgDailyChart: 'Games by score (lower is better)',
  sgDailyStuckBand: 'Stuck',
};

declare module '../../base/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof stainedGlassDailyMessages> {}
}
