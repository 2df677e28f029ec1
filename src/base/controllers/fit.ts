import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/**
 * Keeps the whole game on screen: the board may be as tall as the viewport
 * less everything else in the game (the status, the feedback line, the
 * toolbar, a row that More opened, a legend, a two-line hint), measured as
 * it is rather than guessed. The measure goes to the game's root as
 * `--_chrome`, which `--_fit` (the board's largest size) subtracts; a
 * ResizeObserver reports before the frame is painted, so the board is drawn
 * at its size at once. `--boardlets-board-max-height` still overrides it.
 */
export class FitController implements ReactiveController {
  readonly #host: Host;
  #observer: ResizeObserver | null = null;
  #root: HTMLElement | null = null;
  readonly #watched = new Set<Element>();
  #chrome = -1;

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
    if (typeof ResizeObserver !== 'function') return;
    const root = this.#host.renderRoot.querySelector?.<HTMLElement>('.root') ?? null;
    this.#root = root;
    const parts = root ? [...root.children].filter((child) => !child.matches('[part~="board"]')) : [];
    if (parts.length === this.#watched.size && parts.every((part) => this.#watched.has(part))) return;
    this.#observer ??= new ResizeObserver(() => this.#measure());
    for (const part of this.#watched) if (!parts.includes(part)) this.#observer.unobserve(part);
    for (const part of parts) if (!this.#watched.has(part)) this.#observer.observe(part);
    this.#watched.clear();
    for (const part of parts) this.#watched.add(part);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = null;
    this.#watched.clear();
  }

  #measure(): void {
    const root = this.#root;
    const board = root?.querySelector<HTMLElement>('[part~="board"]');
    if (!root || !board) return;
    // In CSS pixels whatever the page's zoom (drawn size over layout size), rounded up: the game may never be a fraction too tall.
    const drawn = root.getBoundingClientRect().height;
    const zoom = root.offsetHeight > 0 && drawn > 0 ? drawn / root.offsetHeight : 1;
    const chrome = Math.ceil((drawn - board.getBoundingClientRect().height) / zoom + 0.5);
    if (chrome <= 0 || Math.abs(chrome - this.#chrome) < 1) return;
    this.#chrome = chrome;
    root.style.setProperty('--_chrome', `${chrome}px`);
  }
}
