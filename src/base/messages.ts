/**
 * The strings every game shows or announces, in English. Each game adds its
 * own table (see `src/components/<game>/messages.ts`), so an element's file
 * carries only its own strings. A page hands in translations (all or some
 * keys) through `<boardlets-settings>`'s `messages` property. `{name}`
 * placeholders are filled in by {@link format}; `{name:one|other}` picks a
 * word by number (`one` when the value is 1).
 */
export const baseMessages = {
  controls: 'Game controls',
  undo: 'Undo',
  redo: 'Redo',
  newGame: 'New game',
  hint: 'Hint',
  solve: 'Show solution',
  undone: 'Move undone.',
  undoneMoves: '{count} moves undone.',
  redone: 'Move redone.',
  redoneMoves: '{count} moves redone.',
  nothingToUndo: 'Nothing to undo.',
  nothingToRedo: 'Nothing to redo.',
  newGameStarted: 'New game.',
  newGameUndoable: 'New game. Undo brings the last one back.',
  earlierGameBack: 'Your previous game is back, {count} {count:move|moves} in.',
  laterGameBack: 'Back to the newer game.',
  more: 'More',
  confirmYes: 'Yes, show it',
  confirmCancel: 'Cancel',
  win: 'Won',
  loss: 'Lost',
  draw: 'Draw',
  readonlyBoard: 'This board is read-only.',
  gameIsOver: 'The game is over: undo or start a new game.',
  notAllowed: 'That move is not allowed here.',
  share: 'Share',
  shareCopied: 'Link to this game copied.',
  shareCopiedShort: 'Copied',
  shareSelect: 'No clipboard here: the link to this game is selected in the text field below, ready to copy.',
  shareLink: 'Link to this game',
  resumed: 'Your saved game is back, {count} {count:move|moves} in.',
  htpTitle: 'How to play',
};

/** A message table's type: its keys, each a string (any translation). */
export type Table<T> = { readonly [K in keyof T]: string };

/**
 * Every message key of every game: the base table here, and each game's
 * table added by module augmentation next to the game.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BoardletsMessages extends Table<typeof baseMessages> {}

export type Messages = BoardletsMessages;
export type MessageKey = keyof BoardletsMessages;

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
