import type { Table, Translations } from '../../base/messages.js';

/**
 * `<boardlets-worksheet>`'s own strings, in English. The sheet also uses the
 * games' strings (square names, colours, the click rules, the rules cards).
 */
export const worksheetMessages = {
  wsCheckboxTitle: 'Checkbox Squares',
  wsStainedGlassTitle: 'Stained Glass',
  wsName: 'Name',
  wsDate: 'Date',
  wsPrint: 'Print',
  wsPreparing: 'Preparing worksheet…',
  wsReady: 'Worksheet ready.',
  wsPuzzle: 'Puzzle {number}',
  wsAnswerKey: 'Answer key',
  wsCheckboxTask: 'In each puzzle, find the boxes to click in the puzzle square to make it match the target, and mark them in “Your clicks”. Use as few clicks as you can.',
  wsClickRule: 'What a click on a box of the puzzle square toggles (the clicked box is circled):',
  wsTickLegend: 'A tick is a checked box.',
  wsDotsLegend: 'Boxes count in dots: a click adds a dot to each box it changes, and a box with the most dots goes back to empty.',
  wsBoxState: 'row {row}, column {column}: {state}',
  wsBoxPresses: 'row {row}, column {column} ×{count}',
  wsChecked: '{square}, checked: {boxes}',
  wsNoneChecked: '{square}, no box checked',
  wsFewest: 'Fewest clicks: {count}',
  wsYourClicks: 'Your clicks',
  wsStainedGlassTask: 'On each board, write down your hops in order, like “b2 over c2 to d2”, until one tile is left.',
  wsTile: '{square} {color}',
  wsHop: '{from} over {over} to {to}',
  wsSheet: 'Sheet {seed}',
};

declare module '../../base/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof worksheetMessages> {}
}

/** These strings in the other shipped languages (src/components/worksheet/i18n/<code>.ts), each loaded on first use. */
export const worksheetTranslations: Translations = {
  ar: () => import('./i18n/ar.js'),
  de: () => import('./i18n/de.js'),
  es: () => import('./i18n/es.js'),
  fr: () => import('./i18n/fr.js'),
  he: () => import('./i18n/he.js'),
  it: () => import('./i18n/it.js'),
  ja: () => import('./i18n/ja.js'),
  nl: () => import('./i18n/nl.js'),
  pl: () => import('./i18n/pl.js'),
  pt: () => import('./i18n/pt.js'),
  tr: () => import('./i18n/tr.js'),
  uk: () => import('./i18n/uk.js'),
  zh: () => import('./i18n/zh.js'),
};
