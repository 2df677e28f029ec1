import type { Rng } from './rng.js';

/**
 * Where a game stands. Players are numbered from 0; a solitaire game has one
 * player, 0.
 */
export type GameStatus =
  | { readonly over: false; readonly toMove: number }
  | {
      readonly over: true;
      /** The winners: one player, several on a tie for first, none for a loss in solitaire or a draw. */
      readonly winners: readonly number[];
      /** A short machine-readable reason, such as `solved`, `board-full` or `no-moves`. */
      readonly reason: string;
    };

/**
 * A pure game definition: everything a session, a solver or a test needs to
 * play a game, with no DOM and no hidden state. States and moves are
 * immutable values; `apply` returns a new state.
 *
 * Encodings are compact strings of the URL-safe characters `A-Z a-z 0-9 _ -`
 * only (the session uses other characters as separators), and
 * `decodeX(encodeX(v))` must give back an equal value.
 */
export interface GameDefinition<State, Move, Options> {
  /** A stable identifier, also the first field of saved sessions. */
  readonly id: string;
  /** Bumped whenever the state or move encoding changes incompatibly. */
  readonly version: number;
  /** Number of players (1 for solitaire). */
  players(state: State): number;
  /** The starting state for the options; all randomness comes from `rng`. */
  setup(options: Options, rng: Rng): State;
  /** Every legal move in a deterministic order; empty when the game is over. */
  legalMoves(state: State): readonly Move[];
  /** Whether a move is legal here (cheaper than searching `legalMoves`). */
  isLegal(state: State, move: Move): boolean;
  /** The state after a legal move. Callers check legality first. */
  apply(state: State, move: Move): State;
  status(state: State): GameStatus;
  encodeState(state: State): string;
  /** Throws {@link DecodeError} with a message saying what is wrong. */
  decodeState(text: string): State;
  encodeMove(move: Move): string;
  /** Throws {@link DecodeError} with a message saying what is wrong. */
  decodeMove(text: string): Move;
}

/** Raised for malformed encodings, with a message fit to show a developer. */
export class DecodeError extends Error {
  override name = 'DecodeError';
}

/** Raised when a move is not legal in the current state. */
export class IllegalMoveError extends Error {
  override name = 'IllegalMoveError';
}

const SAFE = /^[A-Za-z0-9_-]*$/;

/** Whether a string uses only the characters allowed in state and move encodings. */
export function isSafeEncoding(text: string): boolean {
  return SAFE.test(text);
}

// Helpers: the type parameters of a definition.
/* eslint-disable @typescript-eslint/no-explicit-any */
export type StateOf<D> = D extends GameDefinition<infer S, any, any> ? S : never;
export type MoveOf<D> = D extends GameDefinition<any, infer M, any> ? M : never;
export type OptionsOf<D> = D extends GameDefinition<any, any, infer O> ? O : never;
/* eslint-enable @typescript-eslint/no-explicit-any */
