import type { Table, Translations } from '../../base/messages.js';

/** `<checkbox-squares>`'s strings, in English (see `baseMessages`). */
export const checkboxSquaresMessages = {
  csTarget: 'Target',
  csBoard: 'Puzzle',
  csBox: 'Row {row}, column {column}',
  csMoves: 'Moves: {count}',
  csNeeded: 'Fewest clicks left: {count}',
  csSolved: 'Solved in {count} {count:move|moves}!',
  csHintIs: 'Hint: click row {row}, column {column} of the puzzle.',
  csSolutionIs: 'Solution: click {boxes}.',
  csSolutionBox: 'row {row}, column {column}',
  csSolveConfirm: 'Show the whole solution? It gives the puzzle away.',
  csSolutionNone: 'Nothing to click: the squares match.',
  csMovedTarget: 'Target row {row}, column {column} {state}.',
  csMovedBoard: 'Row {row}, column {column}: {count} {count:box|boxes} toggled. {needed} {needed:click|clicks} to solve.',
  csMovedBoardSolved: 'Row {row}, column {column}: {count} {count:box|boxes} toggled.',
  csTargetLocked: 'The target is locked.',
  csLocked: 'locked',
  csHinted: 'hint',
  csInSolution: 'part of the solution',
  csChecked: 'checked',
  csUnchecked: 'unchecked',
  csVariantHelp1: 'A corner toggles its 2x2 block, a side middle its side, the centre its cross.',
  csVariantHelp2: 'A corner toggles itself and its row and column neighbours, a side middle its side and the centre, the centre its cross.',
  csVariantHelp3: 'A corner toggles itself and its row and column neighbours, a side middle its side and the centre, the centre only itself.',
  csGoal: 'Make the puzzle match the target.',
  csMathsShow: 'Show the maths',
  csValue: 'state {value} (0 to {max})',
  csMovedTargetValue: 'Target row {row}, column {column} now in state {value}.',
  csMovedBoardStates: 'Row {row}, column {column}: {count} {count:box|boxes} up one state.',
  csNeededSentence: '{needed} {needed:click|clicks} to solve.',
  csUnreachable: 'No clicks on the puzzle can reach this target: change the target, or start a new game.',
  csUnreachableWhy: 'Clicks never change the total of boxes {boxes} (numbered 1 to 9, row by row) mod {k}, and that total differs between the two squares.',
  csUnreachableShort: 'Target out of reach',
  csInSolutionTimes: 'part of the solution, {count} clicks',
  csSolutionBoxTimes: '{box} {count} times',
};

declare module '../../base/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof checkboxSquaresMessages> {}
}

/** These strings in the other shipped languages (src/components/checkbox-squares/i18n/<code>.ts), each loaded on first use. */
export const checkboxSquaresTranslations: Translations = {
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
