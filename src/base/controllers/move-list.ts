import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { MoveOutcome } from '../../engine/game.js';
import type { HistoryEntry } from '../../engine/session.js';
import type { MessageKey, MessageParam } from '../messages.js';
import type { ToolAction } from '../toolbar.js';

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

/** The game element: the move it reviews (`null` while the game in progress is shown), whether it is read-only (a pasted game ID is then refused too), its game ID. */
type Host = ReactiveControllerHost &
  HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment; readonly reviewPly: number | null; readonly readonly: boolean; readonly gameId: string };

/**
 * The move list every game shows the same way (as lichess and chess GUIs
 * do): the game's moves by name in a panel that More's "Moves" opens; a
 * click or the arrow keys, Home and End step through them, showing each
 * position read-only for review, and Escape, End or "Back to game" return
 * to the game. The panel also shows the game ID and opens a pasted one
 * (Tatham's "Specific…", lichess's FEN box).
 */
export class MoveListController<State, Move, Outcome extends MoveOutcome = MoveOutcome> implements ReactiveController {
  readonly #host: Host;
  readonly #options: MoveListOptions<State, Move, Outcome>;
  /** Names worked out so far, by history entry. */
  readonly #names = new WeakMap<HistoryEntry<Move, Outcome>, string>();
  #open = false;

  constructor(host: Host, options: MoveListOptions<State, Move, Outcome>) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {}

  /** Whether the panel is open. */
  get isOpen(): boolean {
    return this.#open;
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

  /** The More row's button that opens and closes the panel. */
  action(): ToolAction {
    return { part: 'move-list-toggle', label: this.#options.msg('moves'), pressed: this.#open, run: () => this.toggle(!this.#open) };
  }

  /** Opens (the focus on the list) or closes the panel; closing it goes back to the game. */
  toggle(open: boolean): void {
    this.#open = open;
    if (!open) this.#options.review(null);
    this.#host.requestUpdate();
    if (open) {
      this.#reveal();
      void this.#host.updateComplete.then(() => this.#list()?.focus());
    }
  }

  /** Shows the position after `ply` moves (the last one: the game itself), and says so. */
  show(ply: number): void {
    const count = this.#options.game().ply;
    const target = Math.max(0, Math.min(count, ply));
    if (target === count) return this.back();
    this.#options.review(target);
    this.#options.announce(this.#options.msg('reviewing', { ply: target, count }));
  }

  /** Back to the game in progress (said when a move was reviewed). */
  back(): void {
    if (this.#host.reviewPly === null) return;
    this.#options.review(null);
    this.#options.announce(this.#options.msg('backToGame'));
  }

  /** Escape anywhere in the game while reviewing: back to the game. Whether it was used. */
  escape(event: KeyboardEvent): boolean {
    if (event.key !== 'Escape' || event.defaultPrevented || this.#host.reviewPly === null) return false;
    event.preventDefault();
    this.back();
    return true;
  }

  #list(): HTMLElement | null {
    return this.#host.renderRoot.querySelector<HTMLElement>('[part~="move-list"] [role="listbox"]');
  }

  /** The reviewed (or current) move's option, scrolled into the list's view (the list alone: the page stays). */
  #reveal(): void {
    void this.#host.updateComplete.then(() => {
      const list = this.#list();
      const item = list?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!list || !item) return;
      const fit = (start: number, size: number, scroll: number, view: number): number => (start < scroll ? start : start + size > scroll + view ? start + size - view : scroll);
      list.scrollLeft = fit(item.offsetLeft, item.offsetWidth, list.scrollLeft, list.clientWidth);
      list.scrollTop = fit(item.offsetTop, item.offsetHeight, list.scrollTop, list.clientHeight);
    });
  }

  readonly #onKeydown = (event: KeyboardEvent): void => {
    const count = this.#options.game().ply;
    const at = this.#host.reviewPly ?? count;
    const steps: Record<string, number> = { ArrowLeft: at - 1, ArrowUp: at - 1, ArrowRight: at + 1, ArrowDown: at + 1, Home: 0, End: count };
    const rtl = getComputedStyle(event.currentTarget as Element).direction === 'rtl';
    const key = rtl && event.key === 'ArrowLeft' ? 'ArrowRight' : rtl && event.key === 'ArrowRight' ? 'ArrowLeft' : event.key;
    const to = steps[key];
    if (to === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    this.show(to);
    this.#reveal();
  };

  readonly #onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    const o = this.#options;
    const field = (event.currentTarget as HTMLFormElement).querySelector('input');
    const text = field?.value.trim() ?? '';
    if (this.#host.readonly) return o.refuse(o.msg('readonlyBoard'));
    if (text === this.#host.gameId) return o.announce(o.msg('gameIdOpened'));
    const why = o.openGameId(text);
    if (why === null) return o.announce(o.msg('gameIdOpened'));
    o.refuse(o.msg('gameIdBad', { why }));
    field?.focus();
  };

  /** The panel, while open: the moves (a listbox), "Back to game" while reviewing (the feedback line says which move is shown), and the game ID. */
  render(): TemplateResult | typeof nothing {
    if (!this.#open) return nothing;
    const o = this.#options;
    const entries = this.entries();
    const reviewing = this.#host.reviewPly;
    const at = reviewing ?? entries.length;
    const option = (ply: number, label: string, player: number | null): TemplateResult =>
      html`<li
        role="option"
        id="move-${ply}"
        part="move"
        class="move"
        data-player=${player ?? nothing}
        aria-selected=${String(ply === at)}
        aria-current=${ply === entries.length ? 'step' : nothing}
        @click=${() => this.show(ply)}
      >
        ${ply > 0 ? html`<span class="move-number">${ply}.</span> ` : nothing}<span class="move-name">${label}</span>
      </li>`;
    return html`<section class="move-list" part="move-list" aria-label=${o.msg('moves')} ?data-review=${reviewing !== null}>
      <ol role="listbox" tabindex="0" aria-label=${o.msg('moves')} aria-activedescendant="move-${at}" @keydown=${this.#onKeydown}>
        ${option(0, o.msg('moveListStart'), null)} ${entries.map((e) => option(e.ply, e.name, e.player))}
      </ol>
      ${reviewing !== null ? html`<button part="button back-to-game" class="primary back-to-game" @click=${() => this.back()}>${o.msg('backToGame')}</button>` : nothing}
      <form class="game-id" part="game-id" @submit=${this.#onSubmit}>
        <label for="game-id-field">${o.msg('gameId')}</label>
        <input id="game-id-field" part="game-id-field" class="share-link" type="text" spellcheck="false" autocomplete="off" .value=${this.#host.gameId} />
        <button part="button open-game-id" type="submit">${o.msg('openGameId')}</button>
      </form>
    </section>`;
  }
}
