import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { fromTextEntry } from '../dom-guards.js';
import { joinSentences, type MessageKey, type MessageParam } from '../messages.js';
import { ToolbarController, type ToolAction } from '../toolbar.js';
import type { FeedbackTone } from './feedback.js';
import type { Shelf } from './shelf.js';

/** The game element: its public undo, redo and new game (which fire no event). */
type Host = ReactiveControllerHost &
  HTMLElement & {
    readonly renderRoot: HTMLElement | DocumentFragment;
    readonly readonly: boolean;
    readonly currentSeed: string;
    readonly ply: number;
    readonly canUndo: boolean;
    readonly canRedo: boolean;
    undo(): boolean;
    redo(): boolean;
    showHowToPlay(): Promise<boolean>;
    newGame(): void;
    restart(): void;
  };

/** What the user's actions need of the game beyond its public API. */
export interface HistoryOptions {
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
  /** The game's own single-key shortcuts; whether the key was used. */
  shortcut(event: KeyboardEvent): boolean;
  /** Whether the How to play panel is open. */
  helpOpen(): boolean;
}

/**
 * The user's Undo, Redo and New game, the same in every game: the toolbar's
 * buttons and the keys (Ctrl/Cmd+Z, Ctrl/Cmd+Y or Ctrl/Cmd+Shift+Z, `?`),
 * with their events and sentences. Undo past a game's start brings back the
 * game New game set aside; Redo the one Undo left.
 */
export class HistoryController implements ReactiveController {
  readonly #host: Host;
  readonly #game: HistoryOptions;
  readonly #toolbar: ToolbarController;

  constructor(host: Host, options: HistoryOptions) {
    this.#host = host;
    this.#game = options;
    host.addController(this);
    this.#toolbar = new ToolbarController(host);
  }

  hostConnected(): void {}

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

  /** Does what the toolbar's button does, with the same checks, events and announcements (for a game's own keys). */
  run(action: 'undo' | 'redo' | 'new-game'): void {
    if (action === 'undo') this.#userUndo();
    else if (action === 'redo') this.#userRedo();
    else this.#userNewGame();
  }

  /** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Y or Ctrl/Cmd+Shift+Z redoes, anywhere in the game; then the game's own keys. */
  readonly onKeydown = (event: KeyboardEvent): void => {
    // Keys typed in a text field (the share link, say) are the field's.
    // Nor do keys in the How to play panel reach the game under it.
    if (event.defaultPrevented || event.altKey || fromTextEntry(event) || this.#game.helpOpen()) return;
    if (!(event.ctrlKey || event.metaKey)) {
      if (event.key === '?') {
        void this.#host.showHowToPlay();
        event.preventDefault();
      } else if (this.#game.shortcut(event)) event.preventDefault();
      return;
    }
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) this.#userUndo();
    else if (key === 'y' || (key === 'z' && event.shiftKey)) this.#userRedo();
    else return;
    event.preventDefault();
  };

  /**
   * The toolbar: Undo, Redo, the game's `primary` action (New game without
   * one) and the `more` actions, New game first when it is not the primary.
   */
  renderToolbar(primaryAction: ToolAction | null, more: ToolAction[]): TemplateResult {
    const game = this.#game;
    const msg = (key: MessageKey): string => game.msg(key);
    const host = this.#host;
    const action = (part: string, label: string, run: () => void, extra: Partial<ToolAction> = {}): ToolAction => ({ part, label, run, ...extra });
    const newGame = action('new-game', msg('newGame'), this.#userNewGame);
    const primary = primaryAction || newGame;
    const restart = action('restart', msg('restart'), this.#userRestart, { disabled: !(host.ply > 0 || host.canRedo) });
    more.unshift(restart);
    if (primary !== newGame) more.unshift(newGame);
    const labels = {
      controls: msg('controls'),
      undo: msg('undo'),
      redo: msg('redo'),
      more: msg('more'),
      yes: msg('confirmYes'),
      cancel: msg('confirmCancel'),
    };
    return this.#toolbar.render({
      labels,
      undo: action('undo', labels.undo, this.#userUndo, { disabled: !(host.canUndo || game.shelf.earlier > 0), keys: 'Control+Z' }),
      redo: action('redo', labels.redo, this.#userRedo, { disabled: !(host.canRedo || game.shelf.later > 0), keys: 'Control+Y' }),
      primary,
      more,
      readonly: host.readonly,
    });
  }
}
