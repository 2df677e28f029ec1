import type { Table, Translations } from '../../base/messages.js';

/**
 * The How to play panel's strings, in English: loaded with the panel (first
 * use), not with the element. Translated like every other string: the
 * shipped languages (src/i18n/), `registerTranslation`, or
 * `<boardlets-settings>`'s `messages`.
 */
export const checkboxSquaresHowToPlayMessages = {
  csCardCorner1: 'A corner toggles its 2×2 block: itself and its three neighbours.',
  csCardCorner2: 'A corner toggles itself and its neighbours in the same row and column.',
  csCardSide1: 'The middle of a side toggles the three boxes along that side.',
  csCardSide2: 'The middle of a side toggles the three boxes along that side and the centre.',
  csCardCentre1: 'The centre toggles the cross of five boxes around it.',
  csCardCentre3: 'The centre toggles only itself.',
  csDiagramClick: 'A click on the {square}: {count} {count:box|boxes} ticked: {boxes}.',
  csDiagramCorner: 'top left corner',
  csDiagramSide: 'top middle box',
  csDiagramCentre: 'centre',
  csNoteLeft: 'A click on the target toggles just that box.',
  csNoteOrder: 'Clicking a box twice cancels out, and the order of clicks does not matter.',
  csKeySquare: 'Go to the other square',
  csKeyToggle: 'Click the box',
};

declare module '../../base/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof checkboxSquaresHowToPlayMessages> {}
}

/** These strings in the other shipped languages (src/components/checkbox-squares/i18n/<code>.how-to-play.ts), each loaded on first use. */
export const checkboxSquaresHowToPlayTranslations: Translations = {
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
