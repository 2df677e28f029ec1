import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { MoveListEntry, MoveListOptions } from './move-list.js';

/** What the panel shows and does: the list's options but the naming (done by the base's `MoveNames`). */
export type MoveListPanelOptions<State, Move> = Omit<MoveListOptions<State, Move>, 'encode' | 'name'>;

/** The game element: the move it reviews (`null` while the game in progress is shown), whether it is read-only (a pasted game ID is then refused too), its game ID. */
export type MoveListHost = ReactiveControllerHost &
  HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment; readonly reviewPly: number | null; readonly readonly: boolean; readonly gameId: string };

/**
 * The move list every game shows the same way (as lichess and chess GUIs
 * do): the game's moves by name in a panel that More's "Moves" opens; a
 * click or the arrow keys, Home and End step through them, showing each
 * position read-only for review, and Escape, End or "Back to game" return
 * to the game. The panel also shows the game ID and opens a pasted one
 * (Tatham's "Specific…", lichess's FEN box). Part of the interaction layer
 * (interaction-layer.ts): it loads while the page is idle.
 */
export class MoveListPanel<State, Move> implements ReactiveController {
  readonly #host: MoveListHost;
  readonly #options: MoveListPanelOptions<State, Move>;
  readonly #names: { entries(): MoveListEntry[] };
  #open = false;

  constructor(host: MoveListHost, options: MoveListPanelOptions<State, Move>, names: { entries(): MoveListEntry[] }) {
    this.#host = host;
    this.#options = options;
    this.#names = names;
    host.addController(this);
  }

  hostConnected(): void {}

  /** Whether the panel is open. */
  get isOpen(): boolean {
    return this.#open;
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
      // Sideways by the boxes on screen, so in either direction. On a phone "Start" sticks at the row's start
      // (move-list.styles.ts): a move comes into view beside it, not under it; Start itself scrolls the row back to its start.
      const first = list.firstElementChild as HTMLElement | null;
      if (item === first) list.scrollLeft = 0;
      else {
        const frame = list.getBoundingClientRect();
        let left = frame.left + list.clientLeft;
        let right = left + list.clientWidth;
        if (first && getComputedStyle(first).position === 'sticky') {
          const stuck = first.getBoundingClientRect();
          const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
          if (getComputedStyle(list).direction === 'rtl') right = Math.min(right, stuck.left - gap);
          else left = Math.max(left, stuck.right + gap);
        }
        const box = item.getBoundingClientRect();
        if (box.left < left) list.scrollLeft -= Math.ceil(left - box.left);
        else if (box.right > right) list.scrollLeft += Math.ceil(box.right - right);
      }
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
    const entries = this.#names.entries();
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
