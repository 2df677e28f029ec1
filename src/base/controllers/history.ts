import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { fromTextEntry } from '../dom-guards.js';
import type { MessageKey } from '../messages.js';
import { ToolbarController, type ToolAction } from '../toolbar.js';
import type { Shelf } from './shelf.js';

/** A user's action on the game's history, done by history-actions.ts (which comes with the interaction layer). */
export type UserAction = 'undo' | 'redo' | 'new-game' | 'restart';

/** The game element: whether it can undo and redo, and its How to play panel. */
type Host = ReactiveControllerHost &
  HTMLElement & {
    readonly renderRoot: HTMLElement | DocumentFragment;
    readonly readonly: boolean;
    readonly ply: number;
    readonly canUndo: boolean;
    readonly canRedo: boolean;
    showHowToPlay(): Promise<boolean>;
  };

/** What the toolbar and the keys need of the game beyond its public API. */
export interface HistoryOptions {
  /** The games New game set aside (whether Undo and Redo can bring one back). */
  readonly shelf: Pick<Shelf<unknown>, 'earlier' | 'later'>;
  msg(key: MessageKey): string;
  /** The game's own single-key shortcuts; whether the key was used. */
  shortcut(event: KeyboardEvent): boolean;
  /** The interaction layer's place (interaction.ts): it does a user's action (history-actions.ts) and knows whether How to play is open. */
  readonly layer: { run(action: UserAction): void; readonly helpOpen: boolean };
}

/**
 * The user's Undo, Redo and New game, the same in every game: the toolbar's
 * buttons and the keys (Ctrl/Cmd+Z, Ctrl/Cmd+Y or Ctrl/Cmd+Shift+Z, `?`).
 * What they do, with their events and sentences, is history-actions.ts's
 * (through `run`), which comes with the interaction layer.
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

  /** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Y or Ctrl/Cmd+Shift+Z redoes, anywhere in the game; then the game's own keys. */
  readonly onKeydown = (event: KeyboardEvent): void => {
    // Keys typed in a text field (the share link, say) are the field's.
    // Nor do keys in the How to play panel reach the game under it.
    if (event.defaultPrevented || event.altKey || fromTextEntry(event) || this.#game.layer.helpOpen) return;
    if (!(event.ctrlKey || event.metaKey)) {
      if (event.key === '?') {
        void this.#host.showHowToPlay();
        event.preventDefault();
      } else if (this.#game.shortcut(event)) event.preventDefault();
      return;
    }
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) this.#game.layer.run('undo');
    else if (key === 'y' || (key === 'z' && event.shiftKey)) this.#game.layer.run('redo');
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
    const run = (what: UserAction) => () => game.layer.run(what);
    const newGame = action('new-game', msg('newGame'), run('new-game'));
    const primary = primaryAction || newGame;
    const restart = action('restart', msg('restart'), run('restart'), { disabled: !(host.ply > 0 || host.canRedo) });
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
      undo: action('undo', labels.undo, run('undo'), { disabled: !(host.canUndo || game.shelf.earlier > 0), keys: 'Control+Z' }),
      redo: action('redo', labels.redo, run('redo'), { disabled: !(host.canRedo || game.shelf.later > 0), keys: 'Control+Y' }),
      primary,
      more,
      readonly: host.readonly,
    });
  }
}
