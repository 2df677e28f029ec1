import type { Table, Translations } from '../../base/messages.js';

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

/** These strings in the other shipped languages (src/components/stained-glass/i18n/<code>.daily.ts), each loaded on first use. */
export const stainedGlassDailyTranslations: Translations = {
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
