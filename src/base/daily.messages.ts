import type { Table, Translations } from './messages.js';

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

/** These strings in the other shipped languages (src/i18n/<code>.daily.ts), each loaded on first use. */
export const dailyTranslations: Translations = {
  ar: () => import('../i18n/ar.daily.js'),
  de: () => import('../i18n/de.daily.js'),
  es: () => import('../i18n/es.daily.js'),
  fr: () => import('../i18n/fr.daily.js'),
  he: () => import('../i18n/he.daily.js'),
  it: () => import('../i18n/it.daily.js'),
  ja: () => import('../i18n/ja.daily.js'),
  nl: () => import('../i18n/nl.daily.js'),
  pl: () => import('../i18n/pl.daily.js'),
  pt: () => import('../i18n/pt.daily.js'),
  tr: () => import('../i18n/tr.daily.js'),
  uk: () => import('../i18n/uk.daily.js'),
  zh: () => import('../i18n/zh.daily.js'),
};
