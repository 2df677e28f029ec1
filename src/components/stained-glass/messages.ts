import type { Table } from '../../base/messages.js';

/** `<stained-glass-board>`'s strings, in English (see `baseMessages`). */
export const stainedGlassMessages = {
  sgBoard: 'Stained Glass board',
  sgHelp: 'Hop a tile over its neighbour onto the square beyond, in any of 8 directions. The jumped tile loses the mover’s colour, the landing square gains it. Finish with one tile; fewer moves and bars score better.',
  sgGlyphHelp: 'Bars: red on top, yellow in the middle, blue at the bottom.',
  sgBlack: 'black',
  sgBlue: 'blue',
  sgRed: 'red',
  sgPurple: 'purple',
  sgYellow: 'yellow',
  sgGreen: 'green',
  sgOrange: 'orange',
  sgWhite: 'white',
  sgEmpty: 'black (empty)',
  sgParts: '{color}: {parts}',
  sgTwo: '{a} and {b}',
  sgThree: '{a}, {b} and {c}',
  sgCanMove: 'can move',
  sgCannotMove: 'cannot move',
  sgSelectedTile: 'selected',
  sgLandsHere: 'lands here: becomes {color}',
  sgHintTile: 'hint: move this tile',
  sgHintLanding: 'hint: land here',
  sgMoves: 'Moves {count}',
  sgBars: 'Bars left {count}',
  sgScore: 'Score {count}',
  sgDaily: 'Daily board, {date}',
  sgProven: 'A one-tile finish exists',
  sgUnproven: 'No one-tile finish was proven for this board',
  sgWon: 'One tile left: you win! Score {count}.',
  sgStuck: 'You are stuck: {count} tiles left. Score {score}.',
  sgMove: 'The {color} tile {from} over {over} to {to}: {over} now {overColor}, {to} now {toColor}.',
  sgSelected: 'Selected the {color} tile on {square}: {count} {count:move|moves}.',
  sgCancelled: 'Selection cancelled.',
  sgStuckTile: 'The {color} tile on {square} cannot move.',
  sgEmptySquare: '{square} is empty: select a tile that can move.',
  sgNotLanding: 'The {color} tile on {from} cannot land on {to}.',
  sgFinding: 'Finding a board with a one-tile finish…',
  sgFound: 'Board ready: it has a one-tile finish.',
  sgNotFound: 'No board with a proven one-tile finish was found in {count} tries: this one may have none.',
  sgThinking: 'Looking for a good move…',
  sgHintMove: 'Hint: move the {color} tile on {from} over {over} to {to}.',
  sgHintFinishable: 'A one-tile finish is still possible.',
  sgHintUnfinishable: 'No one-tile finish is possible from here; this is the best line found.',
  sgHintOpen: 'No one-tile finish was found from here; this is the best line found.',
};

declare module '../../base/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof stainedGlassMessages> {}
}
