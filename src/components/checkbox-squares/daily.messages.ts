import type { Table } from '../../base/messages.js';

/** `<checkbox-squares daily>`'s strings, in English (see `baseMessages`). */
export const checkboxSquaresDailyMessages = {
  csName: 'Checkbox Squares',
  csDaily: 'Daily puzzle, {date}',
  csDailyOutcome: 'Solved. Moves: {count}. Fewest possible: {minimum}.',
  csDailySymbols: 'Clicks that brought the squares closer: {closer}. Clicks that took them further: {further}.',
  csDailyChart: 'Solved games by moves over the fewest possible',
};

declare module '../../base/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof checkboxSquaresDailyMessages> {}
}
