import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * A click anywhere off the board (on the page too) while something is picked
 * up: puts it back. Listens on the document the element is in while it is
 * connected, and stops listening on that same document (by then the
 * element's `ownerDocument` may be another: it moved into an iframe).
 */
export class ClickOutsideController implements ReactiveController {
  readonly #host: Host;
  readonly #inside: () => Element | null;
  readonly #outside: () => void;
  #document: Document | null = null;

  /** `inside`: the board; `outside`: what a click elsewhere does (it checks itself whether anything is picked up). */
  constructor(host: Host, inside: () => Element | null, outside: () => void) {
    this.#host = host;
    this.#inside = inside;
    this.#outside = outside;
    host.addController(this);
  }

  hostConnected(): void {
    this.#document?.removeEventListener('click', this.#onClick);
    this.#document = this.#host.ownerDocument;
    this.#document.addEventListener('click', this.#onClick);
  }

  hostDisconnected(): void {
    this.#document?.removeEventListener('click', this.#onClick);
    this.#document = null;
  }

  #onClick = (event: MouseEvent): void => {
    const inside = this.#inside();
    if (inside && !event.composedPath().includes(inside)) this.#outside();
  };
}
