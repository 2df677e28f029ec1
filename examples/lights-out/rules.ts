/**
 * Lights Out's rules, written against `boardlets/engine` only: no DOM, so
 * they run in Node, a worker or a test as they are.
 *
 * A 5x5 board of lights. Pressing a cell toggles it and its orthogonal
 * neighbours; the board is solved when every light is off. A board is dealt
 * from all-off by pressing a random set of cells (each with chance 1/2), so
 * every board dealt can be solved: pressing the same cells again undoes it.
 */
import { DecodeError, gf2, type GameDefinition, type GameStatus, type Rng } from 'boardlets/engine';

/** The board's side: 5 rows of 5 cells, numbered row by row from 0 (top left) to 24. */
export const SIZE = 5;
const CELLS = SIZE * SIZE;
const ALL = 2 ** CELLS - 1;

/** A position: bit `i` of `lights` is cell `i`'s light (1 on, 0 off). */
export interface LightsState {
  readonly lights: number;
}

/** A move presses one cell, by index. */
export type LightsMove = number;

/** The game has no settings: every board is 5x5, dealt from the seed. */
export type LightsOptions = Readonly<Record<string, never>>;

/** What a press did: the `move` event's own fields. */
export interface LightsOutcome {
  readonly [key: string]: number | readonly number[];
  /** The cell pressed. */
  readonly cell: number;
  /** The cells it toggled (itself and its neighbours), ascending. */
  readonly toggled: readonly number[];
  /** How many lights are on after it. */
  readonly lit: number;
}

/** The cells a press on `cell` toggles, as a bit mask. */
export function pressMask(cell: number): number {
  const row = Math.floor(cell / SIZE);
  const col = cell % SIZE;
  let mask = 1 << cell;
  if (row > 0) mask |= 1 << (cell - SIZE);
  if (row < SIZE - 1) mask |= 1 << (cell + SIZE);
  if (col > 0) mask |= 1 << (cell - 1);
  if (col < SIZE - 1) mask |= 1 << (cell + 1);
  return mask;
}

const isCell = (move: unknown): move is number => Number.isInteger(move) && (move as number) >= 0 && (move as number) < CELLS;

/**
 * The fewest presses that turn every light off, by "chasing the lights": for
 * each choice of presses on the top row, press under every light left on in
 * the row above; a choice that leaves the bottom row dark solves the board.
 * `null` when no press set does (never for a dealt board).
 */
export function solve(lights: number): number[] | null {
  let best: number[] | null = null;
  for (let top = 0; top < 1 << SIZE; top++) {
    let board = lights;
    let presses = 0;
    for (let cell = 0; cell < CELLS; cell++) {
      const press = cell < SIZE ? (top >> cell) & 1 : (board >> (cell - SIZE)) & 1;
      if (press) {
        board ^= pressMask(cell);
        presses |= 1 << cell;
      }
    }
    if (board === 0 && (!best || gf2.popcount(presses) < best.length)) best = gf2.bits(presses);
  }
  return best;
}

function status(state: LightsState): GameStatus {
  return state.lights === 0 ? { over: true, winners: [0], reason: 'solved' } : { over: false, toMove: 0 };
}

/** Lights Out for the engine: the game id `lights-out` starts its saved games and game IDs. */
export const lightsOut: GameDefinition<LightsState, LightsMove, LightsOptions, LightsOutcome> = {
  id: 'lights-out',
  version: 1,
  players: () => 1,
  setup(_options: LightsOptions, rng: Rng): LightsState {
    let lights = 0;
    // At least one light on: an all-off board would be won before the first press.
    while (lights === 0) for (let cell = 0; cell < CELLS; cell++) if (rng.int(2)) lights ^= pressMask(cell);
    return { lights };
  },
  legalMoves: (state) => (state.lights === 0 ? [] : Array.from({ length: CELLS }, (_, cell) => cell)),
  isLegal: (state, move) => state.lights !== 0 && isCell(move),
  apply: (state, move) => ({ lights: state.lights ^ pressMask(move) }),
  outcome(state, move) {
    const lights = state.lights ^ pressMask(move);
    return { cell: move, toggled: gf2.bits(pressMask(move)), lit: gf2.popcount(lights) };
  },
  refusal(state, move) {
    if (state.lights === 0) return { code: 'game-over' };
    return isCell(move) ? null : { code: 'off-board' };
  },
  status,
  // Cells and boards in base 36 (0-9, a-z): URL-safe, as encodings must be.
  encodeState: (state) => state.lights.toString(36),
  decodeState(text) {
    const lights = /^[0-9a-z]{1,5}$/.test(text) ? parseInt(text, 36) : NaN;
    if (!(lights >= 0 && lights <= ALL)) throw new DecodeError(`a Lights Out board is 1 to 5 base-36 digits up to ${ALL.toString(36)}, not "${text.slice(0, 20)}"`);
    return { lights };
  },
  encodeMove: (move) => move.toString(36),
  decodeMove(text) {
    const cell = /^[0-9a-o]$/.test(text) ? parseInt(text, 36) : NaN;
    if (!isCell(cell)) throw new DecodeError(`a Lights Out move is one cell, 0-9 or a-o, not "${text.slice(0, 20)}"`);
    return cell;
  },
};
