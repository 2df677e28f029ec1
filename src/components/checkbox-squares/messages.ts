import type { Table } from '../../base/messages.js';

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
  interface BoardletsMessages extends Table<typeof checkboxSquaresMessages> {}
}
