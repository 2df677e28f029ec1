import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { effectiveZoom } from '../dom-guards.js';
import type { BoardletsSettings } from '../settings-context.js';

/** How much longer than its animation a flight is waited for (ms): a hidden page runs no animations, and the game goes on. */
export const FLY_MARGIN_MS = 200;

/** The element: a Lit host in a document. */
export type MotionHost = ReactiveControllerHost & { readonly ownerDocument: Document };

/** How a piece flies from one square to another. */
export interface Flight {
  /** How far, in the flyer's own pixels (see {@link MotionController.distance}). */
  readonly dx: number;
  readonly dy: number;
  /** The flight's duration (ms). */
  readonly duration: number;
  /** How much the piece grows halfway, as if lifted (1, the default: not at all). */
  readonly lift?: number;
}

/** The page's reduced-motion query, made once: its `matches` follows the setting, and every move asks it. */
let reducedQuery: MediaQueryList | null = null;
function reducedMotionQuery(): MediaQueryList {
  return (reducedQuery ??= matchMedia('(prefers-reduced-motion: reduce)'));
}

/**
 * Motion for every game, decided in one place: whether to animate at all
 * (the `motion` setting of an enclosing `<boardlets-settings>`, or with
 * `auto` the user's prefers-reduced-motion; never on a hidden page), the
 * after-move effects run after the next render, and the flight of a piece
 * from one square to another, waited for at most a little longer than it
 * lasts (an animation on a hidden page never finishes).
 */
export class MotionController implements ReactiveController {
  readonly #host: MotionHost;
  readonly #settings: () => BoardletsSettings;
  #effect: { run: () => void; skip?: (() => void) | undefined } | null = null;

  /** `settings` gives the element's settings now. */
  constructor(host: MotionHost, settings: () => BoardletsSettings) {
    this.#host = host;
    this.#settings = settings;
    host.addController(this);
  }

  /** Whether the user asked for less motion. */
  get reduced(): boolean {
    const { motion } = this.#settings();
    return motion === 'reduce' || (motion === 'auto' && reducedMotionQuery().matches);
  }

  /** Whether to animate now: motion is not reduced and the page is visible. */
  get enabled(): boolean {
    return !this.reduced && this.#host.ownerDocument.visibilityState !== 'hidden';
  }

  /**
   * Runs `effect` (a move's animations) after the next render if motion is
   * enabled then, else `skip` (to undo what was set up for it). Replaces an
   * effect still waiting.
   */
  after(effect: () => void, skip?: () => void): void {
    this.#effect = { run: effect, skip };
  }

  /** Forgets the effect waiting for the next render (the game changed). */
  clear(): void {
    this.#effect = null;
  }

  hostUpdated(): void {
    const effect = this.#effect;
    this.#effect = null;
    if (!effect) return;
    if (this.enabled) effect.run();
    else effect.skip?.();
  }

  hostDisconnected(): void {
    this.#effect = null;
  }

  /** From one square's box to another's, in the pixels of what is inside them (not the viewport's under CSS zoom or a scaling transform). */
  distance(from: Element | null | undefined, to: Element | null | undefined): { dx: number; dy: number } | null {
    if (!from || !to) return null;
    const a = from.getBoundingClientRect();
    const b = to.getBoundingClientRect();
    const zoom = effectiveZoom(from);
    return { dx: (b.left - a.left) / zoom, dy: (b.top - a.top) / zoom };
  }

  /**
   * Moves `flyer` by the flight's distance (it stays there). Resolves, after
   * calling `onLanded`, when it lands, at the latest {@link FLY_MARGIN_MS}
   * after the flight's duration, or at once when `signal` aborts (the flight
   * is then cancelled).
   */
  fly(flyer: Element, flight: Flight, { signal, onLanded }: { signal?: AbortSignal; onLanded?: () => void } = {}): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const { dx, dy, duration, lift = 1 } = flight;
      const middle: Keyframe[] = lift === 1 ? [] : [{ transform: `translate(${dx / 2}px, ${dy / 2}px) scale(${lift})`, offset: 0.5 }];
      const travel = flyer.animate([{ transform: 'none' }, ...middle, { transform: `translate(${dx}px, ${dy}px)` }], {
        duration,
        easing: 'ease-in-out',
        fill: 'forwards',
      });
      let settled = false;
      const done = (): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
        onLanded?.();
        resolve();
      };
      const abort = (): void => {
        travel.cancel();
        done();
      };
      // Not a moment longer than the flight and a margin: a hidden page does not run animations.
      const timer = setTimeout(done, duration + FLY_MARGIN_MS);
      signal?.addEventListener('abort', abort);
      travel.finished.then(done, done);
    });
  }
}
