import { DecodeError, type GameDefinition, type GameStatus } from '../../engine/game.js';
import { popcount } from '../../engine/gf2.js';
import type { Rng } from '../../engine/rng.js';
import { kitesGeometry, MAX_SIZE, MIN_SIZE, type ConfigurationType } from './geometry.js';

/**
 * Kites (Rolf Pütter, 2020): players take turns placing kite-shaped pieces
 * in a fixed cyclic colour order, scoring for completed configurations and
 * losing points for same-coloured neighbours. Board geometry: see
 * `geometry.ts`.
 *
 * Readings of the rule text chosen here (where it is open):
 * - A configuration is completed by the move that places its last empty
 *   kite, and only if its colours meet its definition: a triangle, a
 *   quartet and a half-wheel need all their kites in different colours; a
 *   wheel takes any colours. A configuration filled otherwise ("spoiled")
 *   is not a configuration at all: it scores nothing, does not give an extra
 *   move and does not prevent one.
 * - Triangle, quartet and wheel score a point each; a half-wheel scores
 *   nothing (it only gives the extra move).
 * - Rule 4 costs one point per same-coloured kite side by side with the
 *   placed one (two such neighbours cost two points), not one per move.
 * - Rule 2: the mover moves again when the move completed a half-wheel or a
 *   wheel, completed no triangle and no quartet, and placed the kite beside
 *   no kite of its own colour. A repeated extra move is just the same rule
 *   applied to the next move.
 * - With fewer colours (`colors` 3..5, the first k of the cycle) the rule
 *   text says scoring "must be adapted accordingly": a configuration that
 *   needs different colours needs as many different colours as it has kites
 *   or as are in play, whichever is fewer. Only the quartet is affected: with
 *   3 colours it needs three different colours among its four kites (one
 *   repeat), instead of never scoring.
 * - End: the board is full. One player with the top score wins
 *   (`winners: [p]`, reason `board-full`). When every player has the same
 *   score the game is a draw (`winners: []`, reason `draw`). With 3 or 4
 *   players, when some but not all share the top score, they share the win
 *   (`winners`: those players, reason `shared`), as the engine's contract
 *   reads a tie for first.
 */

/** The colours, in the order pieces are placed. A cell holds its colour index + 1 (0 is empty). */
export const COLOUR_NAMES = ['red', 'yellow', 'green', 'cyan', 'blue', 'violet'] as const;
export type ColourName = (typeof COLOUR_NAMES)[number];

export const DEFAULT_SIZE = 2;
export const MIN_COLORS = 3;
export const MAX_COLORS = 6;
export const DEFAULT_COLORS = 6;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
export const DEFAULT_PLAYERS = 2;

export const EMPTY = 0;

export interface KitesState {
  /** Side of the board in honeycomb steps, 1..5. */
  readonly size: number;
  /** Colours in play, 3..6: the first `colors` of {@link COLOUR_NAMES}. */
  readonly colors: number;
  /** Number of players, 2..4. */
  readonly players: number;
  /** One per kite (geometry order): 0 empty, else colour index + 1. Never mutated: moves make a new array. */
  readonly cells: Uint8Array;
  /** Pieces placed so far (the number of filled cells); the next colour is `placed % colors`. */
  readonly placed: number;
  /** The player to move (still set, but meaningless, once the board is full). */
  readonly toMove: number;
  /** Points per player; can be negative. */
  readonly scores: readonly number[];
}

export interface KitesMove {
  readonly cell: number;
}

export interface KitesOptions {
  /** Board side, 1..5 (default 2). */
  size?: number;
  /** Colours in play, 3..6 (default 6). */
  colors?: number;
  /** Players, 2..4 (default 2). */
  players?: number;
}

export interface Completion {
  readonly type: ConfigurationType;
  /** Index of the configuration's point in the geometry's `points`. */
  readonly point: number;
}

/** Everything a move does, computed before it is made. */
export interface MoveEffects {
  readonly cell: number;
  /** Colour index (0 red .. 5 violet) of the piece placed. */
  readonly colour: number;
  /** Configurations this move completes (half-wheels included, though they score nothing), by point index. */
  readonly completed: readonly Completion[];
  /** Configurations this move fills up without completing them (repeated colours). */
  readonly spoiled: readonly Completion[];
  /** Points gained for completed triangles, quartets and wheels. */
  readonly gained: number;
  /** Same-coloured kites side by side with the placed one: one point lost for each. */
  readonly sameColour: readonly number[];
  /** `sameColour.length`. */
  readonly penalty: number;
  /** `gained - penalty`: the change in the mover's score. */
  readonly points: number;
  /** Whether the mover moves again. */
  readonly replay: boolean;
}

/** Every configuration scores a point, except the half-wheel. */
const scoring = (type: ConfigurationType): boolean => type !== 'half-wheel';
/** Every configuration needs different colours, except the wheel. */
const needsDistinct = (type: ConfigurationType): boolean => type !== 'wheel';

/** Colour index of the next piece. */
export const nextColour = (state: KitesState): number => state.placed % state.colors;

/** Colour index on a cell, or -1 when it is empty. */
export const colourAt = (state: KitesState, cell: number): number => (state.cells[cell] ?? 0) - 1;

/**
 * Whether the kites of a configuration, all filled, complete it: different
 * colours for a triangle, quartet or half-wheel, any for a wheel.
 * `colours` holds colour indices.
 */
export function completes(type: ConfigurationType, colours: readonly number[], colors: number): boolean {
  if (!needsDistinct(type)) return true;
  let mask = 0;
  for (const c of colours) mask |= 1 << c;
  return popcount(mask) === Math.min(colours.length, colors);
}

/**
 * What placing the next piece on the empty `cell` would do. Throws a
 * RangeError if `cell` is not an empty cell of the board.
 */
export function moveEffects(state: KitesState, cell: number): MoveEffects {
  const g = kitesGeometry(state.size);
  const kite = g.cells[cell];
  if (!Number.isInteger(cell) || !kite) throw new RangeError(`no cell ${cell} on a size-${state.size} board`);
  if (state.cells[cell] !== EMPTY) throw new RangeError(`cell ${cell} is not empty`);
  const colour = nextColour(state);
  const completed: Completion[] = [];
  const spoiled: Completion[] = [];
  for (const p of kite.configurations) {
    const point = g.points[p]!;
    const type = point.type as ConfigurationType;
    // Filled up by this move: every other kite of it is already filled.
    if (point.cells.some((c) => c !== cell && state.cells[c] === EMPTY)) continue;
    const colours = point.cells.map((c) => (c === cell ? colour : state.cells[c]! - 1));
    (completes(type, colours, state.colors) ? completed : spoiled).push({ type, point: p });
  }
  const sameColour = kite.neighbours.filter((nb) => state.cells[nb] === colour + 1);
  const gained = completed.filter((c) => scoring(c.type)).length;
  const penalty = sameColour.length;
  // Only wheels and half-wheels completed (at least one), and no same-coloured neighbour.
  const replay = completed.length > 0 && completed.every((c) => c.type === 'wheel' || c.type === 'half-wheel') && penalty === 0;
  return { cell, colour, completed, spoiled, gained, sameColour, penalty, points: gained - penalty, replay };
}

export interface OneShort {
  readonly type: ConfigurationType;
  /** Index of the configuration's point in the geometry's `points`. */
  readonly point: number;
  /** The one empty kite of the configuration. */
  readonly cell: number;
  /** Whether the next piece (of colour {@link nextColour}) placed there would complete it. */
  readonly completesWithNext: boolean;
}

/**
 * The configurations with exactly one empty kite, which the next move could
 * fill, by point index: for an AI or a hint.
 */
export function configurationsOneShort(state: KitesState): OneShort[] {
  const g = kitesGeometry(state.size);
  const colour = nextColour(state);
  const out: OneShort[] = [];
  for (const p of g.configurations) {
    const point = g.points[p]!;
    let empty = -1;
    let empties = 0;
    const colours: number[] = [];
    for (const c of point.cells) {
      const v = state.cells[c]!;
      if (v === EMPTY) {
        empties++;
        empty = c;
      } else colours.push(v - 1);
    }
    if (empties !== 1) continue;
    const type = point.type as ConfigurationType;
    out.push({ type, point: p, cell: empty, completesWithNext: completes(type, [...colours, colour], state.colors) });
  }
  return out;
}

/**
 * The total of all players' scores that the filled kites imply, whatever the
 * order they were placed in: every configuration is completed (or not) by the
 * move that fills it, and every pair of same-coloured neighbours costs a point
 * exactly once, when the second of the two is placed. So this is always the
 * sum of the scores.
 */
export function boardPoints(state: KitesState): number {
  const g = kitesGeometry(state.size);
  let total = 0;
  for (const p of g.configurations) {
    const point = g.points[p]!;
    const type = point.type as ConfigurationType;
    const colours = point.cells.map((c) => state.cells[c]! - 1);
    if (scoring(type) && colours.every((c) => c >= 0) && completes(type, colours, state.colors)) total++;
  }
  for (const cell of g.cells) {
    const v = state.cells[cell.index]!;
    if (v === EMPTY) continue;
    for (const nb of cell.neighbours) if (nb > cell.index && state.cells[nb] === v) total--;
  }
  return total;
}

export const players = (state: KitesState): number => state.players;

/** The empty cells, ascending; none once the board is full. */
export function legalMoves(state: KitesState): KitesMove[] {
  const out: KitesMove[] = [];
  for (let i = 0; i < state.cells.length; i++) if (state.cells[i] === EMPTY) out.push({ cell: i });
  return out;
}

export function isLegal(state: KitesState, move: KitesMove): boolean {
  const c = move.cell;
  return Number.isInteger(c) && c >= 0 && c < state.cells.length && state.cells[c] === EMPTY;
}

/** What a legal Kites move does: see {@link outcome}. */
export type KitesOutcome = {
  readonly cell: number;
  /** The colour placed. */
  readonly colour: ColourName;
  /** Who placed it (0-based). */
  readonly player: number;
  /** The configurations completed (half-wheels too, which score nothing), as {@link moveEffects} lists them. */
  readonly completed: readonly { readonly type: ConfigurationType; readonly point: number }[];
  /** Points for the completed triangles, quartets and wheels. */
  readonly gained: number;
  /** The same-coloured kites side by side with the placed one: a point lost for each. */
  readonly sameColour: readonly number[];
  /** `sameColour.length`. */
  readonly penalty: number;
  /** `gained - penalty`: the change in the mover's score. */
  readonly points: number;
  /** Whether the mover moves again (an extra move). */
  readonly replay: boolean;
  /** Every player's score after the move. */
  readonly scores: readonly number[];
};

/**
 * Why a Kites move is refused, checked in this order (the first that applies):
 * - `game-over`: the board is full;
 * - `off-board`: `move.cell` is not a cell of the board;
 * - `occupied`: `cell` already holds a kite, of colour `colour`.
 */
export type KitesRefusal =
  | { readonly code: 'game-over' }
  | { readonly code: 'off-board' }
  | { readonly code: 'occupied'; readonly cell: number; readonly colour: ColourName };

/** What placing the next piece on the empty `move.cell` does (see {@link moveEffects}); callers check legality first. */
export function outcome(state: KitesState, move: KitesMove): KitesOutcome {
  const e = moveEffects(state, move.cell);
  const scores = state.scores.slice();
  scores[state.toMove] = scores[state.toMove]! + e.points;
  return {
    cell: e.cell,
    colour: COLOUR_NAMES[e.colour]!,
    player: state.toMove,
    completed: e.completed.map((c) => ({ type: c.type, point: c.point })),
    gained: e.gained,
    sameColour: [...e.sameColour],
    penalty: e.penalty,
    points: e.points,
    replay: e.replay,
    scores,
  };
}

/** Why a move is not legal here (see {@link KitesRefusal}), or `null` when it is. */
export function refusal(state: KitesState, move: KitesMove): KitesRefusal | null {
  if (isLegal(state, move)) return null;
  if (status(state).over) return { code: 'game-over' };
  const { cell } = move;
  if (!Number.isInteger(cell) || cell < 0 || cell >= state.cells.length) return { code: 'off-board' };
  return { code: 'occupied', cell, colour: COLOUR_NAMES[colourAt(state, cell)]! };
}

/** The state after placing the next piece on the empty `move.cell`. */
export function apply(state: KitesState, move: KitesMove): KitesState {
  const effects = moveEffects(state, move.cell);
  const cells = state.cells.slice();
  cells[move.cell] = effects.colour + 1;
  const scores = state.scores.slice();
  scores[state.toMove] = scores[state.toMove]! + effects.points;
  return {
    size: state.size,
    colors: state.colors,
    players: state.players,
    cells,
    placed: state.placed + 1,
    toMove: effects.replay ? state.toMove : (state.toMove + 1) % state.players,
    scores,
  };
}

/**
 * Over when every kite is filled: a unique top score wins (`board-full`);
 * all scores equal is a `draw`; otherwise the players sharing the top score
 * share the win (`shared`, only possible with 3 or 4 players).
 */
export function status(state: KitesState): GameStatus {
  if (state.placed < state.cells.length) return { over: false, toMove: state.toMove };
  const top = Math.max(...state.scores);
  const leaders = state.scores.flatMap((s, p) => (s === top ? [p] : []));
  if (leaders.length === 1) return { over: true, winners: leaders, reason: 'board-full' };
  return leaders.length === state.scores.length ? { over: true, winners: [], reason: 'draw' } : { over: true, winners: leaders, reason: 'shared' };
}

function checkRange(name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${String(value)}`);
  }
  return value;
}

/** The empty board. Nothing is random: `rng` is not used. */
export function setup(options: KitesOptions, _rng?: Rng): KitesState {
  const size = checkRange('size', options.size ?? DEFAULT_SIZE, MIN_SIZE, MAX_SIZE);
  const colors = checkRange('colors', options.colors ?? DEFAULT_COLORS, MIN_COLORS, MAX_COLORS);
  const players = checkRange('players', options.players ?? DEFAULT_PLAYERS, MIN_PLAYERS, MAX_PLAYERS);
  return { size, colors, players, cells: new Uint8Array(18 * size * size), placed: 0, toMove: 0, scores: new Array<number>(players).fill(0) };
}

/**
 * State encoding, URL-safe: `<size><colors><players><toMove><cells>_<placed>_<score>_<score>...`
 * - the first four characters are single digits;
 * - the cells go in pairs, one character per pair from `0-9A-Za-z` for the
 *   value `7 * first + second` (each 0 empty or colour index + 1); a board
 *   has 18 size² cells, an even number, so 9 size² characters;
 * - then `_`-separated decimal integers: pieces placed, and each player's
 *   score (a leading `-` when negative).
 * The empty default board: `2620` + 36 zeros + `_0_0_0`.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function encodeState(state: KitesState): string {
  let cells = '';
  for (let i = 0; i < state.cells.length; i += 2) cells += ALPHABET[7 * state.cells[i]! + state.cells[i + 1]!];
  return `${state.size}${state.colors}${state.players}${state.toMove}${cells}_${state.placed}_${state.scores.join('_')}`;
}

/** Reads {@link encodeState}'s text, checking everything; throws {@link DecodeError} saying what is wrong. */
export function decodeState(text: string): KitesState {
  const fail = (message: string): never => {
    throw new DecodeError(`kites state: ${message}`);
  };
  if (typeof text !== 'string') fail('must be a string');
  if (text.length > 400) fail(`is at most 400 characters, got ${text.length}`);
  if (!/^[A-Za-z0-9_-]*$/.test(text)) fail('uses only the characters A-Z a-z 0-9 _ -');
  const [board = '', ...numbers] = text.split('_');
  const digit = (i: number, name: string, min: number, max: number): number => {
    const ch = board[i];
    if (ch === undefined || !/^\d$/.test(ch) || Number(ch) < min || Number(ch) > max) {
      fail(`character ${i + 1} is the ${name}, a digit ${min}-${max}, got "${ch ?? ''}"`);
    }
    return Number(ch);
  };
  const size = digit(0, 'board size', MIN_SIZE, MAX_SIZE);
  const colors = digit(1, 'number of colours', MIN_COLORS, MAX_COLORS);
  const players = digit(2, 'number of players', MIN_PLAYERS, MAX_PLAYERS);
  const toMove = digit(3, 'player to move', 0, players - 1);
  const packed = board.slice(4);
  const count = 18 * size * size;
  if (packed.length !== count / 2) fail(`a size-${size} board needs ${count / 2} cell characters, got ${packed.length}`);
  const cells = new Uint8Array(count);
  for (let i = 0; i < packed.length; i++) {
    const v = ALPHABET.indexOf(packed[i]!);
    if (v < 0 || v >= 49) fail(`cell character ${i + 1} "${packed[i]}" is not a pair of cell digits 0-6 (0-9 A-Z a-m)`);
    cells[2 * i] = Math.floor(v / 7);
    cells[2 * i + 1] = v % 7;
  }
  const bad = cells.findIndex((c) => c > colors);
  if (bad >= 0) fail(`cell ${bad} has colour ${cells[bad]}, but only colours 1-${colors} are in play`);
  if (numbers.length !== players + 1) fail(`needs the pieces placed and ${players} scores after the board, separated by "_"; got ${numbers.length} numbers`);
  const toInt = (s: string, what: string): number => {
    if (!/^(0|-?[1-9]\d{0,5})$/.test(s)) fail(`${what} must be a whole number, got "${s.slice(0, 12)}"`);
    return Number(s);
  };
  const placed = toInt(numbers[0]!, 'the pieces placed');
  const scores = numbers.slice(1).map((s, p) => toInt(s, `the score of player ${p + 1}`));
  let filled = 0;
  const perColour = new Array<number>(colors).fill(0);
  for (const c of cells) {
    if (c !== EMPTY) {
      filled++;
      perColour[c - 1]!++;
    }
  }
  if (placed !== filled) fail(`says ${placed} pieces were placed, but ${filled} cells are filled`);
  // The pieces came in the cyclic order, so colour c appears floor((placed - c - 1) / colors) + 1 times.
  perColour.forEach((have, c) => {
    const want = Math.floor((placed + colors - c - 1) / colors);
    if (have !== want) fail(`after ${placed} pieces in the colour cycle there are ${want} ${COLOUR_NAMES[c]}, but the board has ${have}`);
  });
  const state: KitesState = { size, colors, players, cells, placed, toMove, scores };
  const sum = scores.reduce((a, b) => a + b, 0);
  const implied = boardPoints(state);
  if (sum !== implied) fail(`the scores add up to ${sum}, but the kites on the board give ${implied} points in all`);
  return state;
}

export const encodeMove = (move: KitesMove): string => String(move.cell);

export function decodeMove(text: string): KitesMove {
  if (typeof text !== 'string' || !/^(0|[1-9]\d{0,2})$/.test(text)) {
    throw new DecodeError(`a kites move is a cell number like "17", got "${String(text).slice(0, 20)}"`);
  }
  return { cell: Number(text) };
}

export const kites: GameDefinition<KitesState, KitesMove, KitesOptions, KitesOutcome, KitesRefusal> = {
  id: 'kites',
  version: 1,
  players,
  setup,
  legalMoves,
  isLegal,
  apply,
  outcome,
  refusal,
  status,
  encodeState,
  decodeState,
  encodeMove,
  decodeMove,
};
