import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/**
 * Keeps the whole game on screen: the board may be as tall as the viewport
 * less everything else in the game (the status, the feedback line, the
 * toolbar, a row that More opened, a legend, a two-line hint), measured as
 * it is rather than guessed. The measure goes to the game's root as
 * `--_chrome`, which `--_fit` (the board's largest size) subtracts: first
 * in the frame that paints the game first, then a frame after any part
 * changes size. `--boardlets-board-max-height` still overrides it.
 *
 * Measuring makes the browser lay the page out there and then, so it never
 * happens inside a render (which would then cost a layout of its own) but in
 * one animation frame per window for every game waiting to be measured: all
 * are read, then all written, so sixty boards appended at once cost one
 * layout, not sixty.
 */
export class FitController implements ReactiveController {
  readonly #host: Host;
  #observer: ResizeObserver | null = null;
  #root: HTMLElement | null = null;
  readonly #watched = new Set<Element>();
  #chrome = -1;
  #view: (Window & typeof globalThis) | null = null;

  constructor(host: Host) {
    this.#host = host;
    host.addController(this);
  }

  /**
   * Watches every part of the game but the board (a render may add one, such
   * as More's row): the board's own change of size, which the measure
   * causes, is then no new notification, so there is no resize loop.
   */
  hostUpdated(): void {
    // An update that was due when the game left the page still runs: it must not watch or measure a game that is gone
    // (its frame outlived the game in the 1,000 mount/unmount test on a loaded machine).
    if (!this.#host.isConnected) return;
    // The observer and frames of the element's own window: moved into an iframe's document, one of the first window
    // would never deliver its notifications there (browsers report that as a resize loop error).
    const view = this.#host.ownerDocument.defaultView as (Window & typeof globalThis) | null;
    if (!view || typeof view.ResizeObserver !== 'function') return;
    if (this.#view !== view) {
      this.hostDisconnected();
      this.#view = view;
    }
    // The same root as last time (most renders): only its children are looked at.
    const root = this.#root?.parentNode === this.#host.renderRoot ? this.#root : (this.#host.renderRoot.querySelector?.<HTMLElement>('.root') ?? null);
    this.#root = root;
    if (this.#observer && root && this.#watching(root)) return;
    const parts = root ? [...root.children].filter((child) => !isBoard(child)) : [];
    // The first measure in the frame before the first paint; later ones a frame after a part changed size (measuring
    // inside the observer's callback would resize the board there and then, which browsers report as a resize loop error).
    if (!this.#observer) scheduleMeasure(view, this);
    this.#observer ??= new view.ResizeObserver(() => scheduleMeasure(view, this));
    for (const part of this.#watched) if (!parts.includes(part)) this.#observer.unobserve(part);
    for (const part of parts) if (!this.#watched.has(part)) this.#observer.observe(part);
    this.#watched.clear();
    for (const part of parts) this.#watched.add(part);
  }

  /** Whether the parts watched are exactly the root's children but the board. */
  #watching(root: HTMLElement): boolean {
    let parts = 0;
    for (let child = root.firstElementChild; child; child = child.nextElementSibling) {
      if (isBoard(child)) continue;
      if (!this.#watched.has(child)) return false;
      parts++;
    }
    return parts === this.#watched.size;
  }

  /** Back on a page (or in another document): observed again after the next render. */
  hostConnected(): void {
    if (this.#view) this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    if (this.#view) unscheduleMeasure(this.#view, this);
    this.#observer?.disconnect();
    this.#observer = null;
    this.#watched.clear();
  }

  /** Reads what the game takes besides its board; the write that follows, or null when nothing changes. */
  measure(): (() => void) | null {
    const root = this.#root;
    const board = root?.querySelector<HTMLElement>('[part~="board"]');
    if (!root || !board || !root.isConnected) return null;
    // In CSS pixels whatever the page's zoom (drawn size over layout size), rounded up: the game may never be a fraction too tall.
    const drawn = root.getBoundingClientRect().height;
    const zoom = root.offsetHeight > 0 && drawn > 0 ? drawn / root.offsetHeight : 1;
    const chrome = Math.ceil((drawn - board.getBoundingClientRect().height) / zoom + 0.5);
    if (chrome <= 0 || Math.abs(chrome - this.#chrome) < 1) return null;
    return () => {
      this.#chrome = chrome;
      root.style.setProperty('--_chrome', `${chrome}px`);
    };
  }
}

const isBoard = (part: Element): boolean => part.matches('[part~="board"]');

/** The games waiting for a measure in each window's next animation frame, and that frame. */
const waiting = new WeakMap<Window, { readonly games: Set<FitController>; readonly frame: number }>();

function scheduleMeasure(view: Window, fit: FitController): void {
  const queued = waiting.get(view);
  if (queued) {
    queued.games.add(fit);
    return;
  }
  const games = new Set([fit]);
  const frame = view.requestAnimationFrame(() => {
    waiting.delete(view);
    // Every read before any write: one layout for all of them.
    const writes = [...games].map((game) => game.measure());
    for (const write of writes) write?.();
  });
  waiting.set(view, { games, frame });
}

/** A game leaving the page (or for another document) is measured no more; the last one takes its window's frame with it. */
function unscheduleMeasure(view: Window, fit: FitController): void {
  const queued = waiting.get(view);
  if (!queued?.games.delete(fit) || queued.games.size) return;
  view.cancelAnimationFrame(queued.frame);
  waiting.delete(view);
}
