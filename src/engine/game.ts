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
 * A value that comes back unchanged from `JSON.parse(JSON.stringify(value))`:
 * strings, finite numbers, booleans, arrays and plain objects of them (no
 * `null`, `undefined`, typed arrays or class instances).
 */
export type PlainJson = string | number | boolean | readonly PlainJson[] | { readonly [key: string]: PlainJson };

/**
 * What a legal move does, as plain JSON: each game's own fields (squares and
 * cells as indices), enough to describe, report and animate the move without
 * looking at the states again. See {@link GameDefinition.outcome}.
 */
export type MoveOutcome = { readonly [key: string]: PlainJson };

/**
 * Why a move is not legal: a machine-readable `code` (such as `game-over` or
 * `occupied`), with the code's own parameters as plain JSON (squares and
 * cells as indices). See {@link GameDefinition.refusal}.
 */
export type MoveRefusal = { readonly code: string; readonly [param: string]: PlainJson };

/**
 * A pure game definition: everything a session, a solver or a test needs to
 * play a game, with no DOM and no hidden state. States and moves are
 * immutable values; `apply` returns a new state.
 *
 * Encodings are compact strings of the URL-safe characters `A-Z a-z 0-9 _ -`
 * only (the session uses other characters as separators), and
 * `decodeX(encodeX(v))` must give back an equal value.
 */
export interface GameDefinition<State, Move, Options, Outcome extends MoveOutcome = MoveOutcome, Refusal extends MoveRefusal = MoveRefusal> {
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
  /**
   * What a legal move does (what it changes, scores, who made it), worked out
   * from the state before it, as plain JSON. Callers check legality first.
   */
  outcome(state: State, move: Move): Outcome;
  /**
   * Why a move is refused here, or `null` exactly when {@link isLegal} holds.
   * Slower than `isLegal`: meant for explaining a refused move.
   */
  refusal(state: State, move: Move): Refusal | null;
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
export type OutcomeOf<D> = D extends GameDefinition<any, any, any, infer R, any> ? R : never;
export type RefusalOf<D> = D extends GameDefinition<any, any, any, any, infer R> ? R : never;
/* eslint-enable @typescript-eslint/no-explicit-any */
