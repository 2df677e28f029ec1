import type { Table } from '../../base/messages.js';

/**
 * The How to play panel's strings, in English: loaded with the panel (first
 * use), not with the element. Translated like every other string: the
 * shipped languages (src/i18n/), `registerTranslation`, or
 * `<boardlets-settings>`'s `messages`.
 */
export const stainedGlassHowToPlayMessages = {
  sgGoal: 'Hop tiles over each other until one tile is left.',
  sgCardHop: 'A tile hops over a touching tile onto the square just beyond, in any of 8 directions.',
  sgCardJump: 'The tile jumped over must contain the mover’s colour, and loses it. The square left behind turns black.',
  sgCardPrimary: 'Also, a primary (red, yellow or blue) may jump another primary, which turns black.',
  sgCardLand: 'It lands on black, its own colour, or a colour with none of its own, and the colours mix.',
  sgCardEnd: 'When no tile can move, the game ends. One tile left wins.',
  sgDiagramHop: 'A red tile hops diagonally over an orange tile onto the black square beyond.',
  sgDiagramJump: 'Before: red, orange, black. After: black, yellow, red. The orange tile lost its red.',
  sgDiagramPrimary: 'Before: blue, red, black. After: black, black, blue.',
  sgDiagramLand: 'Before: yellow, green, red. After: black, blue, orange. Yellow landing on red made orange.',
  sgDiagramEnd: 'A board of black squares with one purple tile left, marked with a tick.',
  sgNoteScore: 'Score: moves (undos count too) times the bars left on the board. Lower is better.',
  sgKeySelect: 'Select a tile, then where it lands',
  sgKeyCancel: 'Cancel the selection',
};

declare module '../../base/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof stainedGlassHowToPlayMessages> {}
}
