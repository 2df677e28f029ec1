import type { Table } from './messages.js';

/** The daily puzzles' strings (result card, statistics panel), in English (see `baseMessages`). */
export const dailyMessages = {
  dailyNumber: '{game} #{number}',
  dailyNext: 'Next puzzle in',
  dailyShare: 'Share result',
  dailyCopied: 'Result copied.',
  dailyShared: 'Result shared.',
  dailySelect: 'No clipboard here: the result is selected in the text field, ready to copy.',
  dailyShareField: 'Result to share',
  dailyClose: 'Close',
  dailyStats: 'Statistics',
  dailyResult: 'Today’s result',
  dailyPlayed: 'Played',
  dailySolvedShare: 'Solved %',
  dailyStreak: 'Current streak',
  dailyBest: 'Best streak',
  dailyBar: '{band}: {count}',
  dailyLatest: 'your latest',
  dailyNone: 'Finish a daily puzzle to see your statistics here.',
  dailyReplay: 'Replay: your first result of the day is the one that counts.',
  dailyStorage: 'Statistics cannot be saved on this device, so they last only until the page closes.',
  dailyUnreadable: 'The statistics saved here cannot be read. They are left untouched, and today’s results last only until the page closes.',
  dailyDeviceOnly: 'Kept on this device only.',
};

declare module './messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof dailyMessages> {}
}
