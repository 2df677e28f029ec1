/**
 * Every string the elements show or announce, in English. A page hands in
 * translations (all or some keys) through `<boardlets-settings>`'s
 * `messages` property. `{name}` placeholders are filled in by {@link format};
 * `{name:one|other}` picks a word by number (`one` when the value is 1).
 */
export const defaultMessages = {
  controls: 'Game controls',
  undo: 'Undo',
  redo: 'Redo',
  newGame: 'New game',
  hint: 'Hint',
  solve: 'Show solution',
  gameOver: 'Game over',
  undone: 'Move undone.',
  redone: 'Move redone.',
  nothingToUndo: 'Nothing to undo.',
  nothingToRedo: 'Nothing to redo.',
  newGameStarted: 'New game.',
  readonlyBoard: 'This board is read-only.',
  gameIsOver: 'The game is over: undo or start a new game.',
  notAllowed: 'That move is not allowed here.',
  // checkbox-squares
  csTitle: 'Checkbox Squares',
  csTarget: 'Target (left square)',
  csBoard: 'Puzzle (right square)',
  csBox: 'Row {row}, column {column}',
  csMoves: 'Moves: {count}',
  csNeeded: 'Right-square clicks needed: {count}',
  csSolved: 'Solved in {count} {count:move|moves}!',
  csHintIs: 'Hint: click row {row}, column {column} of the right square.',
  csSolutionIs: 'Solution: click {boxes}.',
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
  csGoal: 'Make the right square match the left one.',
};

export type Messages = typeof defaultMessages;
export type MessageKey = keyof Messages;

/**
 * Fills `{name}` placeholders from `params`, and `{name:one|other}` with the
 * word for the number (`one` when it is 1). Unknown placeholders stay as they are.
 */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)(?::([^|{}]*)\|([^{}]*))?\}/g, (whole, name: string, one?: string, other?: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name];
    if (one === undefined) return String(value);
    return Number(value) === 1 ? one : (other as string);
  });
}
