import { joinSentences, type MessageKey, type MessageParam } from '../messages.js';
import type { FeedbackTone } from './feedback.js';
import type { UserAction } from './history.js';
import type { Shelf } from './shelf.js';

/** The game element: its public undo, redo, new game and restart (which fire no event). */
export type HistoryActionsHost = HTMLElement & {
  readonly readonly: boolean;
  readonly currentSeed: string;
  readonly ply: number;
  undo(): boolean;
  redo(): boolean;
  newGame(): void;
  restart(): void;
};

/** What the user's actions need of the game beyond its public API. */
export interface HistoryActionsOptions {
  /** The engine's game id, for the events. */
  game(): string;
  /** The games New game set aside. */
  readonly shelf: Pick<Shelf<unknown>, 'earlier' | 'later' | 'unshelve'>;
  msg(key: MessageKey, params?: Readonly<Record<string, MessageParam>>): string;
  announce(sentence: string, tone?: FeedbackTone, shown?: string): void;
  refuse(sentence: string): void;
  emit(type: string, detail: object): void;
  /** The sentence of the result, when the game is over. */
  result(): string | null;
  /** What the position is after Undo or Redo (score, whose turn), or `null`. */
  position(): string | null;
}

/**
 * What the user's Undo, Redo, New game and Restart do, the same in every
 * game (the toolbar's buttons, Ctrl/Cmd+Z and Ctrl/Cmd+Y, a game's own
 * keys): their checks, events and sentences. Undo past a game's start
 * brings back the game New game set aside; Redo the one Undo left. Part of
 * the interaction layer (interaction-layer.ts): only a person's input needs
 * it, and the toolbar (history.ts) draws the buttons before it has come.
 */
export class HistoryActions {
  readonly #host: HistoryActionsHost;
  readonly #game: HistoryActionsOptions;

  constructor(host: HistoryActionsHost, options: HistoryActionsOptions) {
    this.#host = host;
    this.#game = options;
  }

  /** Does what the toolbar's button does, with the same checks, events and announcements. */
  run(action: UserAction): void {
    if (action === 'undo') this.#userUndo();
    else if (action === 'redo') this.#userRedo();
    else if (action === 'restart') this.#userRestart();
    else this.#userNewGame();
  }

  #userUndo = (): void => {
    const host = this.#host;
    const game = this.#game;
    if (host.readonly) return game.refuse(game.msg('readonlyBoard'));
    const before = host.ply;
    if (host.undo()) {
      game.emit('undo', { game: game.game(), ply: host.ply });
      // Against the computer, one undo takes back its reply too: say how many moves went, and where the game is now.
      return game.announce(joinSentences(this.#stepsSaid('undone', before - host.ply), game.position() ?? ''));
    }
    if (!game.shelf.unshelve('earlier')) return game.refuse(game.msg('nothingToUndo'));
    game.emit('undo', { game: game.game(), ply: host.ply });
    game.announce(game.msg('earlierGameBack', { count: host.ply }));
  };

  #userRedo = (): void => {
    const host = this.#host;
    const game = this.#game;
    if (host.readonly) return game.refuse(game.msg('readonlyBoard'));
    const before = host.ply;
    if (!host.redo()) {
      if (!game.shelf.unshelve('later')) return game.refuse(game.msg('nothingToRedo'));
      game.emit('redo', { game: game.game(), ply: host.ply });
      return game.announce(game.msg('laterGameBack'));
    }
    game.emit('redo', { game: game.game(), ply: host.ply });
    // game-over fires when a move ends the game, not again on redo; the result is still said.
    const result = game.result();
    const said = this.#stepsSaid('redone', host.ply - before);
    if (result !== null) game.announce(joinSentences(said, result), 'result', said);
    else game.announce(joinSentences(said, game.position() ?? ''));
  };

  /** "Move undone." for one move, "2 moves undone." for more (and the same for redone). */
  #stepsSaid(key: 'undone' | 'redone', count: number): string {
    const game = this.#game;
    return count > 1 ? game.msg(key === 'undone' ? 'undoneMoves' : 'redoneMoves', { count }) : game.msg(key);
  }

  #userNewGame = (): void => {
    const game = this.#game;
    if (this.#host.readonly) return game.refuse(game.msg('readonlyBoard'));
    const shelved = game.shelf.earlier;
    this.#host.newGame();
    game.emit('new-game', { game: game.game(), seed: this.#host.currentSeed });
    // A game with moves was set aside: say how to get it back.
    game.announce(game.shelf.earlier > shelved ? game.msg('newGameUndoable') : game.msg('newGameStarted'));
  };

  /** Restart (Tatham's): the same game from its start; Undo brings the game with its moves back, as after New game. */
  #userRestart = (): void => {
    const game = this.#game;
    if (this.#host.readonly) return game.refuse(game.msg('readonlyBoard'));
    this.#host.restart();
    game.emit('new-game', { game: game.game(), seed: this.#host.currentSeed, restart: true });
    game.announce(game.msg('restarted'));
  };
}
