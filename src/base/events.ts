/**
 * The event contract shared by every game. All events are `CustomEvent`s that
 * bubble and are composed (they cross shadow roots), with plain-JSON details,
 * and fire only for user or computer actions, never when the page sets a
 * property or calls a method.
 *
 * Each game adds its own `move` and `game-over` detail to
 * {@link BoardletsMoveDetails} and {@link BoardletsGameOverDetails}; the
 * `game` field tells them apart.
 */

/** Who caused an event. */
export type MoveSource = 'user' | 'computer';

export interface MoveDetailBase {
  /** The game's id, such as `checkbox-squares`. */
  readonly game: string;
  /** The player (0-based) who moved. */
  readonly player: number;
  readonly source: MoveSource;
  /** Moves from the start to the current position, after this one. */
  readonly ply: number;
  /** The move in the engine's compact notation. */
  readonly notation: string;
  /** The move's name for people, as the move list shows it (`b2-c3`; see each game's `moveList`). */
  readonly name: string;
}

export interface GameOverDetailBase {
  readonly game: string;
  /** Winners (0-based players); empty for a draw or a lost solitaire. */
  readonly winners: readonly number[];
  /** Why the game ended, such as `solved`, `board-full` or `no-moves`. */
  readonly reason: string;
  readonly ply: number;
}

export interface HistoryDetail {
  readonly game: string;
  /** Moves from the start to the current position, after the step. */
  readonly ply: number;
}

export interface NewGameDetail {
  readonly game: string;
  /** The seed of the new game; the same seed gives the same game again. */
  readonly seed: string;
  /** Set by Restart: the same game again from its start (its seed is empty for a restored game). */
  readonly restart?: boolean;
}

/** Per-game `move` details, keyed by game id; each game module adds its own entry. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BoardletsMoveDetails {}
/** Per-game `game-over` details, keyed by game id; each game module adds its own entry. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BoardletsGameOverDetails {}

export type BoardletsMoveDetail = BoardletsMoveDetails[keyof BoardletsMoveDetails];
export type BoardletsGameOverDetail = BoardletsGameOverDetails[keyof BoardletsGameOverDetails];

export type BoardletsMoveEvent = CustomEvent<BoardletsMoveDetail>;
export type BoardletsGameOverEvent = CustomEvent<BoardletsGameOverDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    move: BoardletsMoveEvent;
    'game-over': BoardletsGameOverEvent;
    undo: CustomEvent<HistoryDetail>;
    redo: CustomEvent<HistoryDetail>;
    'new-game': CustomEvent<NewGameDetail>;
  }
}
