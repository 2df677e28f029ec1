/**
 * The words `<stained-glass-board>` says about hops, refusals, squares and
 * results, built from the engine's {@link StainedGlassOutcome} and
 * {@link StainedGlassRefusal} (no rule code here): plain functions of a
 * message lookup and what they need.
 */
import { hopName } from '../../base/controllers/move-list.js';
import type { Msg } from '../../base/how-to-play.js';
import { joinSentences, type MessageKey, type MessageParam } from '../../base/messages.js';
import type { GameStatus } from '../../engine/game.js';
import { BLACK, COLOUR_NAMES, type ColourName, type StainedGlassOutcome, type StainedGlassRefusal } from '../../games/stained-glass/rules.js';

const COLOUR_KEYS: readonly MessageKey[] = ['sgBlack', 'sgBlue', 'sgRed', 'sgPurple', 'sgYellow', 'sgGreen', 'sgOrange', 'sgWhite'];
/** The primaries in glyph order, top to bottom: red, yellow, blue. */
export const GLYPH_ORDER = [2, 4, 1] as const;

/** Each refusal code's message. */
const REFUSAL: Record<StainedGlassRefusal['code'], MessageKey> = {
  'game-over': 'gameIsOver',
  'off-board': 'notAllowed',
  'empty-square': 'sgEmptySquare',
  'cannot-move': 'sgStuckTile',
  'not-a-hop': 'sgNotLanding',
  'no-tile-between': 'sgNotLanding',
  'cannot-jump': 'sgNotLanding',
  'cannot-land': 'sgNotLanding',
};

/** A board's size, all a square's name needs. */
export interface Grid {
  readonly rows: number;
  readonly cols: number;
}

/** A square's name as in chess notation: column letter from the left, row number from the bottom (`a1` is the bottom-left). */
export const squareName = (index: number, grid: Grid): string =>
  String.fromCharCode(97 + (index % grid.cols)) + String(grid.rows - Math.floor(index / grid.cols));

/** A colour's name, by its bits or its engine name. */
export function colourName(msg: Msg, colour: number | ColourName): string {
  const bits = typeof colour === 'number' ? colour : COLOUR_NAMES.indexOf(colour);
  return msg(COLOUR_KEYS[bits] ?? 'sgBlack');
}

/** A colour's name with its parts for a double or white: "purple: red and blue". */
export function colourWithParts(msg: Msg, colour: number): string {
  if (colour === BLACK) return msg('sgEmpty');
  const parts = GLYPH_ORDER.filter((bit) => colour & bit).map((bit) => colourName(msg, bit));
  if (parts.length === 1) return colourName(msg, colour);
  return msg('sgParts', { color: colourName(msg, colour), parts });
}

/** Why a hop (or picking up its tile) is refused, from the engine's refusal. */
export function describeRefusal(msg: Msg, refusal: StainedGlassRefusal, grid: Grid): string {
  const params: Record<string, MessageParam> = {};
  if ('square' in refusal) params.square = squareName(refusal.square, grid);
  if ('from' in refusal) params.from = squareName(refusal.from, grid);
  if ('to' in refusal) params.to = squareName(refusal.to, grid);
  if ('colour' in refusal) params.color = colourName(msg, refusal.colour);
  return msg(REFUSAL[refusal.code], params);
}

/** "The blue tile a1 over b2 to c3: b2 now red, c3 now blue." */
export function describeMove(msg: Msg, outcome: StainedGlassOutcome, grid: Grid): string {
  const { colours } = outcome;
  const over = squareName(outcome.over, grid);
  return msg('sgMove', {
    color: colourName(msg, colours.from.before),
    from: squareName(outcome.from, grid),
    over,
    to: squareName(outcome.to, grid),
    overColor: colours.over.after === 'black' ? msg('sgNone') : colourName(msg, colours.over.after),
    toColor: colourName(msg, colours.to.after),
  });
}

/** The move list's name of a hop, from the engine's outcome: where the tile left and landed (`a1-c3`). */
export function moveName(outcome: StainedGlassOutcome, grid: Grid): string {
  return hopName(squareName(outcome.from, grid), squareName(outcome.to, grid));
}

/** The result without the score: "One tile left: you win!" */
export function describeResult(msg: Msg, status: GameStatus & { over: true }, tilesLeft: number): string {
  return status.reason === 'one-tile' ? msg('sgWon') : msg('sgStuck', { count: tilesLeft });
}

/** A hint: "Hint: move the blue tile on a1 over b1 to c1.", then what the solver said of the position. */
export function describeHint(msg: Msg, hop: { colour: number; from: number; over: number; to: number }, grid: Grid, note: MessageKey): string {
  const squares = { from: squareName(hop.from, grid), over: squareName(hop.over, grid), to: squareName(hop.to, grid) };
  return joinSentences(msg('sgHintMove', { color: colourName(msg, hop.colour), ...squares }), msg(note));
}

/**
 * The message this game says instead of a shared one, with its values: a
 * daily board's New board restarts it (it is the same all day), and 3grams
 * counts every undo as a move, so an undo says the count.
 */
export function reword(key: MessageKey, params: Readonly<Record<string, MessageParam>> | undefined, daily: boolean, moves: () => number): [MessageKey, Readonly<Record<string, MessageParam>> | undefined] {
  if (daily && key === 'newGame') return ['sgRestart', params];
  if (daily && key === 'newGameStarted') return ['sgRestarted', params];
  if (daily && key === 'newGameUndoable') return ['sgRestartedUndoable', params];
  if (key === 'undone') return ['sgUndoCounts', { count: moves() }];
  if (key === 'undoneMoves') return ['sgUndoCountsMany', { undone: params?.count ?? 2, count: moves() }];
  return [key, params];
}
