import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { safeText } from './describe-value.js';

/**
 * How the interaction layer (interaction-layer.ts) is loaded: a dynamic
 * import, so that it is a chunk of its own that no game's first paint waits
 * for. A test may put another function here to hold the load (and give the
 * original back after).
 * @internal
 */
export const interactionLoader = {
  load: (): Promise<typeof import('./interaction-layer.js')> => import('./interaction-layer.js'),
};

/** The element an {@link InteractionGate} guards: `loading` makes its `updateComplete` wait for the layer. */
type Host = ReactiveControllerHost & HTMLElement & { loading(promise: Promise<unknown>): void };

/** A click or key that came before the layer, kept to be given again, in order, once it has loaded. */
interface Held {
  readonly target: EventTarget;
  readonly event: MouseEvent | KeyboardEvent;
}

const MODIFIERS = ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const;

/** The same input again, as a new event on the same target (it bubbles and crosses shadow roots, as the first did). */
function again(event: MouseEvent | KeyboardEvent): Event {
  const init: Record<string, unknown> = { bubbles: true, cancelable: true, composed: true };
  for (const key of MODIFIERS) init[key] = event[key];
  if (event instanceof KeyboardEvent) {
    for (const key of ['key', 'code', 'location', 'repeat'] as const) init[key] = event[key];
    return new KeyboardEvent(event.type, init);
  }
  for (const key of ['button', 'buttons', 'clientX', 'clientY', 'screenX', 'screenY', 'detail'] as const) init[key] = event[key];
  return new MouseEvent(event.type, init);
}

/**
 * Loads the interaction layer (the code only a person's input needs) while
 * the page is idle after the first paint (`requestIdleCallback`, or a short
 * timer where there is none), or at once on the first input that needs it,
 * whichever comes first. An input that needs it before it has loaded (by
 * `needs`) is held, with every click and key after it, and given again in
 * the same order once it has; none is lost, and `updateComplete` waits for
 * them. Inputs that need no layer go through as they come.
 */
export class InteractionGate implements ReactiveController {
  readonly #host: Host;
  readonly #needs: (event: Event) => boolean;
  readonly #load: () => Promise<void>;
  #loading: Promise<void> | null = null;
  #loaded = false;
  readonly #held: Held[] = [];
  #idle: (() => void) | null = null;

  /** `needs` says whether an input needs the layer; `load` loads it and sets it up. */
  constructor(host: Host, needs: (event: Event) => boolean, load: () => Promise<void>) {
    this.#host = host;
    this.#needs = needs;
    this.#load = load;
    host.addController(this);
  }

  /** Whether the layer has loaded (or failed to: its inputs then do what they can without it). */
  get loaded(): boolean {
    return this.#loaded;
  }

  hostConnected(): void {
    // Capture on the host: before any listener in its shadow root sees the input.
    this.#host.addEventListener('click', this.#hold, true);
    this.#host.addEventListener('keydown', this.#hold, true);
    if (!this.#loading && !this.#idle) this.#whenIdle();
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('click', this.#hold, true);
    this.#host.removeEventListener('keydown', this.#hold, true);
    this.#idle?.();
    this.#idle = null;
  }

  /** Loads the layer now (once), then gives back what was held. */
  start(): Promise<void> {
    this.#idle?.();
    this.#idle = null;
    this.#loading ??= this.#load()
      .catch((error: unknown) => {
        console.warn(`<${this.#host.localName}>: the move list and Share are unavailable: their code did not load (${safeText((error as Error)?.message)}). The game goes on without them.`);
      })
      .then(() => {
        this.#loaded = true;
        this.#release();
      });
    return this.#loading;
  }

  #whenIdle(): void {
    const start = (): void => {
      this.#idle = null;
      void this.start();
    };
    if (typeof globalThis.requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 2000 });
      this.#idle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(start, 50);
      this.#idle = () => clearTimeout(id);
    }
  }

  readonly #hold = (event: Event): void => {
    if (this.#loaded || !(event instanceof MouseEvent || event instanceof KeyboardEvent)) return;
    // Once one input waits, every later one waits behind it: they are given back in order.
    if (this.#held.length === 0 && !this.#needs(event)) return;
    const target = event.composedPath()[0] ?? event.target;
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    this.#held.push({ target, event });
    this.#host.loading(this.start());
  };

  #release(): void {
    for (const { target, event } of this.#held.splice(0)) {
      if (!(target instanceof Node) || target.isConnected) target.dispatchEvent(again(event));
    }
  }
}
