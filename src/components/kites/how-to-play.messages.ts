import type { Table, Translations } from '../../base/messages.js';

/**
 * The How to play panel's strings, in English: loaded with the panel (first
 * use), not with the element. Translated like every other string: the
 * shipped languages (src/i18n/), `registerTranslation`, or
 * `<boardlets-settings>`'s `messages`.
 */
export const kitesHowToPlayMessages = {
  ktRuleFewer: 'With fewer than 6 colours in play, a configuration needs as many different colours as it has kites, or as are in play if that is fewer.',
  ktRuleExtra: 'Completing a half-wheel or a wheel, without also completing a triangle or quartet and without a same-coloured neighbour, gives an extra move.',
  ktRuleEnd: 'When the board is full, the most points wins. Everyone equal is a draw; with more players, those tied for first share the win.',
  ktCardOrder: 'Take turns placing a kite on any empty cell. The colours come in a fixed cycle, whoever plays: {colors}.',
  ktCardTriangle: 'Triangle: 3 kites of different colours meeting at their wide angles. 1 point.',
  ktCardQuartet: 'Quartet: 4 kites of different colours meeting at their right angles. 1 point.',
  ktCardWheel: 'Wheel: 6 kites of any colours meeting at their tips. 1 point.',
  ktCardHalfWheel: 'Half-wheel: 3 kites of different colours meeting at their tips on the edge. No point, but an extra move.',
  ktCardPenalty: 'Each kite of the same colour side by side with the one you place costs 1 point.',
  ktDiagramOrder: 'The colours as lettered discs in a ring, with an arrow going round.',
  ktDiagramTriangle: 'Three kites, red, green and blue, forming a triangle, their wide angles meeting at a dot in the middle; plus 1.',
  ktDiagramQuartet: 'Four kites, red, yellow, green and cyan, their right angles meeting at a dot; plus 1.',
  ktDiagramWheel: 'Six kites, one of each colour, their tips meeting at a dot in the middle; plus 1.',
  ktDiagramHalfWheel: 'Three kites, yellow, green and cyan, their tips meeting at a dot on the board’s edge.',
  ktDiagramPenalty: 'Two red kites side by side, their shared edge marked; minus 1.',
  ktKeyDiagonal: 'Move diagonally (number pad)',
  ktKeyPlace: 'Place the next kite',
  ktKeyBack: 'Take back a move',
};

declare module '../../base/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof kitesHowToPlayMessages> {}
}

/** These strings in the other shipped languages (src/components/kites/i18n/<code>.how-to-play.ts), each loaded on first use. */
export const kitesHowToPlayTranslations: Translations = {
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
