import type { Table } from '../../base/messages.js';

/** `<infection-board>`'s strings, in English (see `baseMessages`). */
export const infectionMessages = {
  infLastFrom: 'last move from here',
  infLastTo: 'last move to here',
  infConvertedLast: 'converted by the last move',
  infBoard: 'Infection board',
  infHelp: 'Move a piece one square to copy it, or two squares (or a knight’s L) to jump. Rival pieces next to where it lands become yours.',
  infGreen: 'Green',
  infYellow: 'Yellow',
  infPiece: '{color} piece',
  infEmpty: 'empty',
  infObstacle: 'obstacle',
  infPickedUp: 'picked up',
  infDuplicate: 'copy',
  infJump: 'jump',
  infChecker: 'jump over a piece',
  infKnight: 'knight’s jump',
  infTarget: 'move here: {kind}',
  infYourTurn: 'Your turn ({color})',
  infComputerTurn: 'Computer’s turn ({color})',
  infToMove: '{color} to move',
  infThinking: 'Computer is thinking… ({color})',
  infMove: '{color} {from} to {to}: {kind}.',
  infComputer: 'Computer:',
  infConverted: '{count} converted: {squares}.',
  infScore: 'Green {green}, Yellow {yellow}.',
  infYourMove: 'Your turn.',
  infWins: '{color} wins, {count} to {other}.',
  infDraw: 'Draw, {count} each.',
  infYouWin: 'You win as {color}, {count} to {other}.',
  infComputerWins: '{color} (the computer) wins, {count} to {other}.',
  infFull: 'The board is full.',
  infStuck: '{color} has no legal move.',
  infPicked: 'Picked up {square}: {count} {count:move|moves}.',
  infPutBack: 'Put back.',
  infCannotMove: '{square} has no legal move.',
  infPickOwn: 'It is {color}’s turn: pick up a {color} piece.',
  infTaken: '{square} is taken.',
  infIsObstacle: '{square} is an obstacle.',
  infOverObstacle: 'A jump cannot pass over an obstacle.',
  infOutOfReach: '{square} is out of reach of {from}.',
  infWait: 'Wait: the computer is thinking.',
  infWatch: 'The computer plays both sides here.',
};

declare module '../../base/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof infectionMessages> {}
}
