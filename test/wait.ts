/**
 * Waiting in tests without depending on the machine's speed or load.
 *
 * - `waitUntil` waits for a state that stays once reached (a computer's move,
 *   a hint shown, a search finished). Its timeout is only a guard against a
 *   hang, long enough for a machine with both cores busy (15 s, under
 *   mocha's 20 s); @open-wc's own default of 1 s made a loaded machine fail.
 * - `recordAnimations` sees every animation as it starts (Web Animations
 *   calls and CSS transitions and animations, by their events), so an
 *   animation that starts and ends between two looks is not missed, as a
 *   poll of `getAnimations()` can miss it.
 * - `nextEvent` resolves on an event, never on a clock.
 */
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

/** How long a state may take to arrive before the test calls it a hang. */
export const HANG_MS = 15_000;

/** Waits for `condition` to hold (a lasting state, not a passing moment); fails only after HANG_MS. */
export function waitUntil(condition: () => unknown, message?: string, options: { interval?: number; timeout?: number } = {}): Promise<void> {
  return openWcWaitUntil(condition, message, { interval: options.interval ?? 20, timeout: Math.max(options.timeout ?? 0, HANG_MS) });
}

/** The next `type` event on `target` (optionally one that `accept` takes). */
export function nextEvent<E extends Event = Event>(target: EventTarget, type: string, accept: (event: E) => boolean = () => true): Promise<E> {
  return new Promise((resolve) => {
    const listener = (event: Event): void => {
      if (!accept(event as E)) return;
      target.removeEventListener(type, listener);
      resolve(event as E);
    };
    target.addEventListener(type, listener);
  });
}

export interface AnimationRecord {
  /** Animations started by `Element.animate()` on elements inside the watched roots, with their targets. */
  readonly animations: { target: Element; animation: Animation }[];
  /** CSS transitions and animations that started (their `transitionrun` / `animationstart` events). */
  readonly css: Event[];
  /** How many animations of any kind started. */
  readonly count: number;
  /** A promise for the next `Element.animate()` animation on an element matching `selector`. */
  next(selector: string): Promise<Animation>;
  stop(): void;
}

/**
 * Records every animation that starts inside `roots` (shadow roots, or
 * elements with everything in their shadow trees) until `stop()`:
 * `Element.prototype.animate` is wrapped for the time being, and CSS
 * transitions and animations are seen by their events (those only inside a
 * root given itself, as they do not leave a shadow tree).
 */
export function recordAnimations(...roots: Node[]): AnimationRecord {
  const animations: { target: Element; animation: Animation }[] = [];
  const css: Event[] = [];
  const waiting: { selector: string; resolve: (a: Animation) => void }[] = [];
  /** Whether `node` is inside one of the roots, looking out through shadow roots to their hosts. */
  const inside = (node: Node): boolean => {
    for (let n: Node | null = node; n; ) {
      if (roots.some((root) => root.contains(n))) return true;
      const root = n.getRootNode();
      n = root instanceof ShadowRoot ? root.host : null;
    }
    return false;
  };
  const original = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>): Animation {
    const animation = original.apply(this, args);
    if (inside(this)) {
      animations.push({ target: this, animation });
      for (const w of waiting.splice(0)) {
        if (this.matches(w.selector)) w.resolve(animation);
        else waiting.push(w);
      }
    }
    return animation;
  };
  const onCss = (event: Event): void => void css.push(event);
  for (const root of roots) {
    root.addEventListener('transitionrun', onCss, true);
    root.addEventListener('animationstart', onCss, true);
  }
  return {
    animations,
    css,
    get count() {
      return animations.length + css.length;
    },
    next(selector) {
      const found = animations.find((a) => a.target.matches(selector));
      if (found) return Promise.resolve(found.animation);
      return new Promise((resolve) => waiting.push({ selector, resolve }));
    },
    stop() {
      Element.prototype.animate = original;
      for (const root of roots) {
        root.removeEventListener('transitionrun', onCss, true);
        root.removeEventListener('animationstart', onCss, true);
      }
    },
  };
}

/** A lazy module's loader as the elements hold it: an object whose `load` a test may replace. */
export interface HoldableLoader<T> {
  load: () => Promise<T>;
}

/**
 * Holds a lazy module's load until `release()`: counts the loads asked for,
 * and `whenAsked` settles at the first one. `restore()` puts the loader back.
 */
export function holdLoad<T>(loader: HoldableLoader<T>) {
  const original = loader.load;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let asked!: () => void;
  const whenAsked = new Promise<void>((resolve) => (asked = resolve));
  const hold = { asked: 0, released: false, whenAsked, release: () => ((hold.released = true), open()), restore: () => (loader.load = original) };
  loader.load = async () => {
    hold.asked++;
    asked();
    await gate;
    return original();
  };
  return hold;
}

/**
 * {@link holdLoad} around every test of the enclosing `describe`: before each,
 * the module is made not loaded yet (a loader that keeps its module in
 * `loaded` is cleared) and its load held; after each, the load is released,
 * the loader restored and `loaded` put back. The object returned reads the
 * current test's hold.
 */
export function holdEachTest<T>(loader: HoldableLoader<T> & { loaded?: T | null }) {
  let hold!: ReturnType<typeof holdLoad<T>>;
  let kept: T | null | undefined;
  beforeEach(() => {
    if ('loaded' in loader) {
      kept = loader.loaded;
      loader.loaded = null;
    }
    hold = holdLoad(loader);
  });
  afterEach(() => {
    hold.release();
    hold.restore();
    if ('loaded' in loader) loader.loaded = kept;
  });
  return {
    get asked() {
      return hold.asked;
    },
    get released() {
      return hold.released;
    },
    get whenAsked() {
      return hold.whenAsked;
    },
    release: () => hold.release(),
    restore: () => hold.restore(),
  };
}
