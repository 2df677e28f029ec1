import type { MoveOutcome } from '../../engine/game.js';
import type { HistoryEntry } from '../../engine/session.js';
import type { MessageKey, MessageParam } from '../messages.js';

/** One move of a {@link MoveListController}'s list, as `moveList` gives it (plain JSON). */
export interface MoveListEntry {
  /** Moves from the start to the position after this one (1 for the first move). */
  readonly ply: number;
  /** The player (0-based) who made it. */
  readonly player: number;
  /** The move in the engine's compact notation (as in a `move` event's `notation`). */
  readonly notation: string;
  /** The move's name for people, as the move list shows it (`b2-c3`, `G r2k3 +1`, ...). */
  readonly name: string;
}

/** The game as the move list reads it: the moves of the game in progress and the states before them. */
export interface MoveListGame<State, Move, Outcome extends MoveOutcome = MoveOutcome> {
  readonly ply: number;
  readonly history: readonly HistoryEntry<Move, Outcome>[];
  stateAt(ply: number): State;
}

/** What the move list needs of its game element: a typed object, so every game shares one list. */
export interface MoveListOptions<State, Move, Outcome extends MoveOutcome = MoveOutcome> {
  /** The game in progress (not the position reviewed). */
  game(): MoveListGame<State, Move, Outcome>;
  /** The engine's notation of a move. */
  encode(move: Move): string;
  /** A move's name for people, from the game's own words (the entry's outcome; `before`: the position it was played in). */
  name(entry: HistoryEntry<Move, Outcome>, before: State): string;
  /** Shows the position after `ply` moves read-only, or (`null`) the game in progress again. */
  review(ply: number | null): void;
  msg(key: MessageKey, params?: Readonly<Record<string, MessageParam>>): string;
  announce(sentence: string): void;
  refuse(sentence: string): void;
  /** Plays a pasted game ID: why it cannot, or `null`. */
  openGameId(text: string): string | null;
}

/** A move from one square to another, as the move lists of square boards name it: `b2-c3`, with `×2` for the pieces it converted. */
export function hopName(from: string, to: string, converted = 0): string {
  return converted > 0 ? `${from}-${to} ×${converted}` : `${from}-${to}`;
}

/**
 * The names of a game's moves, worked out once each (the engine's outcome is
 * asked once a move): what `moveList` gives, with or without the panel
 * (move-list-panel.ts, in the interaction layer) loaded.
 */
export class MoveNames<State, Move, Outcome extends MoveOutcome = MoveOutcome> {
  readonly #names = new WeakMap<HistoryEntry<Move, Outcome>, string>();
  readonly #options: Pick<MoveListOptions<State, Move, Outcome>, 'game' | 'encode' | 'name'>;

  constructor(options: Pick<MoveListOptions<State, Move, Outcome>, 'game' | 'encode' | 'name'>) {
    this.#options = options;
  }

  /** The moves of the game in progress, named. */
  entries(): MoveListEntry[] {
    const game = this.#options.game();
    return game.history.map((entry, i) => {
      let name = this.#names.get(entry);
      if (name === undefined) {
        name = this.#options.name(entry, game.stateAt(i));
        this.#names.set(entry, name);
      }
      return { ply: i + 1, player: entry.player, notation: this.#options.encode(entry.move), name };
    });
  }
}
