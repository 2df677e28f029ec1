import type { Table, Translations } from '../../base/messages.js';

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

/** These strings in the other shipped languages (src/components/checkbox-squares/i18n/<code>.daily.ts), each loaded on first use. */
export const checkboxSquaresDailyTranslations: Translations = {
  ar: () => import('./i18n/ar.daily.js'),
  de: () => import('./i18n/de.daily.js'),
  es: () => import('./i18n/es.daily.js'),
  fr: () => import('./i18n/fr.daily.js'),
  he: () => import('./i18n/he.daily.js'),
  it: () => import('./i18n/it.daily.js'),
  ja: () => import('./i18n/ja.daily.js'),
  nl: () => import('./i18n/nl.daily.js'),
  pl: () => import('./i18n/pl.daily.js'),
  pt: () => import('./i18n/pt.daily.js'),
  tr: () => import('./i18n/tr.daily.js'),
  uk: () => import('./i18n/uk.daily.js'),
  zh: () => import('./i18n/zh.daily.js'),
};
