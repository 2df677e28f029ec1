import type { Table, Translations } from '../../base/messages.js';

/**
 * The "Show the maths" panel's strings, in English: loaded with the panel
 * (first use), not with the element. Pages translate them like every other
 * string.
 */
export const mathsMessages = {
  csMathsTitle: 'The maths',
  csMathsIntro:
    'Button j adds 1 (mod {k}) to every box with a 1 in column j of A. If x says how often each button is pressed, the puzzle changes by A·x, so it matches the target when A·x = d (mod {k}), where d is what must change. Gaussian elimination solves these 9 equations.',
  csMathsCaption: 'Click matrix A (rows: boxes 1-9, columns: buttons 1-9, row by row) and d = target − puzzle, mod {k}',
  csMathsBoxHeader: 'Box (equation)',
  csMathsButton: 'Button {n}',
  csMathsNeedHeader: 'd: what must change',
  csMathsChanged: 'changed by this step',
  csMathsPivot: 'pivot',
  csMathsStart: 'Start: [A | d], mod {k}. Each row is one box: the buttons that change it must add up to what must change there.',
  csMathsSwap: 'Swap rows {a} and {b}, to bring a pivot up.',
  csMathsScale: 'Multiply row {a} by {factor} (mod {k}), so its pivot becomes 1.',
  csMathsEliminate: 'Row {a} minus {factor} × row {b} (mod {k}): column {column} is cleared below the pivot.',
  csMathsBackSub: 'Row {a} minus {factor} × row {b} (mod {k}): column {column} is cleared above the pivot.',
  csMathsUnreachable: 'Row {a} now says 0 = a number that is not 0: no presses can make the puzzle match this target.',
  csMathsInconsistent: 'reads 0 = a number that is not 0',
  csMathsFree: 'Column {columns} has no pivot, so button {columns} is free: each number of presses of it (0 to {max}) gives one solution, and x is the one with the fewest clicks.',
  csMathsSolution: 'Solution, marked on the puzzle: {presses}.',
  csMathsNothing: 'd is all zeros: nothing to press, the squares match.',
  csMathsPressOnce: 'button {n}',
  csMathsPressTimes: 'button {n} {count} times',
  csMathsSteps: 'Elimination steps',
  csMathsStepOf: 'Step {n} of {total}',
  csMathsBack: 'Back',
  csMathsNext: 'Next',
  csMathsPlay: 'Play',
  csMathsPause: 'Pause',
};

declare module '../../base/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof mathsMessages> {}
}

/** These strings in the other shipped languages (src/components/checkbox-squares/i18n/<code>.maths.ts), each loaded on first use. */
export const mathsTranslations: Translations = {
  ar: () => import('./i18n/ar.maths.js'),
  de: () => import('./i18n/de.maths.js'),
  es: () => import('./i18n/es.maths.js'),
  fr: () => import('./i18n/fr.maths.js'),
  he: () => import('./i18n/he.maths.js'),
  it: () => import('./i18n/it.maths.js'),
  ja: () => import('./i18n/ja.maths.js'),
  nl: () => import('./i18n/nl.maths.js'),
  pl: () => import('./i18n/pl.maths.js'),
  pt: () => import('./i18n/pt.maths.js'),
  tr: () => import('./i18n/tr.maths.js'),
  uk: () => import('./i18n/uk.maths.js'),
  zh: () => import('./i18n/zh.maths.js'),
};
