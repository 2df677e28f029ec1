import type { Table, Translations } from '../../base/messages.js';

/**
 * The How to play panel's strings, in English: loaded with the panel (first
 * use), not with the element. Translated like every other string: the
 * shipped languages (src/i18n/), `registerTranslation`, or
 * `<boardlets-settings>`'s `messages`.
 */
export const stainedGlassHowToPlayMessages = {
  sgGoal: 'Hop tiles over each other until one tile is left.',
  sgCardHop: 'A tile hops over a touching tile onto the square just beyond, in any of 8 directions.',
  sgCardJump: 'The tile jumped over must contain the mover’s colour, and loses it. The square left behind turns black.',
  sgCardPrimary: 'Also, a primary (red, yellow or blue) may jump another primary, which turns black.',
  sgCardLand: 'It lands on black, its own colour, or a colour with none of its own, and the colours mix.',
  sgCardEnd: 'When no tile can move, the game ends. One tile left wins.',
  sgDiagramHop: 'A red tile hops diagonally over an orange tile onto the black square beyond.',
  sgDiagramJump: 'Before: red, orange, black. After: black, yellow, red. The orange tile lost its red.',
  sgDiagramPrimary: 'Before: blue, red, black. After: black, black, blue.',
  sgDiagramLand: 'Before: yellow, green, red. After: black, blue, orange. Yellow landing on red made orange.',
  sgDiagramEnd: 'A board of black squares with one purple tile left, marked with a tick.',
  sgNoteScore: 'Score: moves (undos count too) times the bars left on the board. Lower is better.',
  sgKeySelect: 'Select a tile, then where it lands',
  sgKeyCancel: 'Cancel the selection',
};

declare module '../../base/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof stainedGlassHowToPlayMessages> {}
}

/** These strings in the other shipped languages (src/components/stained-glass/i18n/<code>.how-to-play.ts), each loaded on first use. */
export const stainedGlassHowToPlayTranslations: Translations = {
  ar: () => import('./i18n/ar.how-to-play.js'),
  de: () => import('./i18n/de.how-to-play.js'),
  es: () => import('./i18n/es.how-to-play.js'),
  fr: () => import('./i18n/fr.how-to-play.js'),
  he: () => import('./i18n/he.how-to-play.js'),
  it: () => import('./i18n/it.how-to-play.js'),
  ja: () => import('./i18n/ja.how-to-play.js'),
  nl: () => import('./i18n/nl.how-to-play.js'),
  pl: () => import('./i18n/pl.how-to-play.js'),
  pt: () => import('./i18n/pt.how-to-play.js'),
  tr: () => import('./i18n/tr.how-to-play.js'),
  uk: () => import('./i18n/uk.how-to-play.js'),
  zh: () => import('./i18n/zh.how-to-play.js'),
};
