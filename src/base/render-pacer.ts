import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Renders the games of a crowded page in slices, so that no task blocks the
 * page for long (issue 27: 200 boards appended at once were one 2.5 s task,
 * and a change of `<html lang>` re-rendered them all in one 140-390 ms task).
 *
 * Every game's update goes through {@link paced}; two kinds may wait: a
 * game's first render, and a re-render the whole page asked for at once (a
 * new language, see {@link requestPacedUpdate}). Any other (a move, a click,
 * a property set) renders at once, as Lit would. One that may wait renders
 * at once too while the task it is in has rendered fewer than {@link BATCH}
 * times or spent less than {@link SLICE_MS} since its first render (a page
 * with a few games never waits, however slow the device: renders that may
 * wait are the ones counted). Past that, it
 * waits for a later task: the waiting renders run there, in order, a slice at
 * a time, with the page free to paint and answer input between slices.
 * Re-renders of games already shown go before first renders; on a page
 * with more than {@link CROWD} games, those of games near the view go
 * first, and run at once when their game comes near or takes the focus
 * (games far off screen also skip the browser's style and layout there,
 * see {@link RenderPacing}). Nothing is
 * dropped: Lit keeps collecting the changes of a game whose update waits,
 * and its `updateComplete` settles once it has rendered.
 *
 * A crowded page (more than {@link BATCH} games added and not yet rendered,
 * see {@link RenderPacing}) renders none of them in the task that added them:
 * that task already did unknown work (200 games' constructors and
 * connections took a quarter of the 259-290 ms it lasted), so their first
 * renders all wait for slices of their own.
 */
export const SLICE_MS = 30;
/** Renders that may wait a task always does at once. */
export const BATCH = 4;

const now = (): number => performance.now();

/** The channel every yield posts to, made once: one per yield cost every first render a channel made, posted and closed. */
let channel: MessageChannel | null = null;
/** The yields waiting for their message, in order (each message resolves one). */
const yields: (() => void)[] = [];

/**
 * Resolves in a later task, after the page could paint and handle input: a
 * `MessageChannel` message (not clamped as nested `setTimeout(0)` is). Its
 * own, not the engine's scheduling, which loads only with a computer.
 */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') return void setTimeout(resolve, 0);
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => yields.shift()?.();
    }
    yields.push(resolve);
    channel.port2.postMessage(null);
  });
}

/** An update waiting for a slice, and its game. */
interface Waiting {
  readonly host: object;
  readonly run: () => void;
}
/** Updates waiting for a slice: of games near the view, of other games already shown, then of games never rendered. */
const soon: Waiting[] = [];
const again: Waiting[] = [];
const first: Waiting[] = [];
const next = (): Waiting | undefined => soon.shift() ?? again.shift() ?? first.shift();
const waiting = (): boolean => soon.length + again.length + first.length > 0;
/** When the current slice began (the task's first render that may wait); `null` between tasks. */
let sliceStart: number | null = null;
/** Renders that may wait run in the current slice. */
let ran = 0;
/** Counts slices, so that the end of one task does not end a slice a later task began. */
let slice = 0;
let pumping = false;

function beginSlice(): number {
  sliceStart = now();
  ran = 0;
  const mine = ++slice;
  void yieldToEventLoop().then(() => {
    if (slice === mine) sliceStart = null;
  });
  return sliceStart;
}

/** Runs the waiting updates, a slice per task, until none is left. */
async function pump(): Promise<void> {
  if (pumping) return;
  pumping = true;
  try {
    while (waiting()) {
      await yieldToEventLoop();
      const started = beginSlice();
      do {
        ran++;
        next()?.run();
      } while (waiting() && now() - started < SLICE_MS);
    }
  } finally {
    pumping = false;
  }
}

/** Games on the page that have not rendered yet: more than BATCH make a crowded page. */
const unrendered = new Set<object>();

/** More games than this on the page make it crowded: those far off screen skip style and layout, and wait their turn. */
export const CROWD = 12;

/** A game: its `internals` are the element's one ElementInternals (shell.ts), `null` where the browser has none. */
type PacedHost = ReactiveControllerHost & HTMLElement & { readonly hasUpdated: boolean; readonly internals: ElementInternals | null };

/** The games on the page, with their custom states (`crowded` turns content-visibility: auto on, see styles.ts). */
const onPage = new Map<PacedHost, CustomStateSet | null>();
/** Games the view's observer last saw near the viewport (within half a screen, as content-visibility: auto counts). */
const near = new WeakSet<object>();
/** Games the view's observer has reported on since they came on the page: the others count as near. */
const seen = new WeakSet<object>();
const observers = new WeakMap<Window, IntersectionObserver>();

/**
 * Its waiting update, if any, runs now: a game that took the focus before
 * its turn, or (`shownOnly`) a shown game that came near the view. First
 * renders keep their turn when a game comes near: before it, every game is
 * near (none has a height yet), and all would render in one task.
 */
function runNow(host: object, shownOnly = false): void {
  for (const queue of shownOnly ? [soon, again] : [soon, again, first]) {
    const at = queue.findIndex((job) => job.host === host);
    if (at < 0) continue;
    const [job] = queue.splice(at, 1);
    job?.run();
    return;
  }
}

function setCrowded(crowded: boolean): void {
  for (const states of onPage.values()) {
    try {
      if (crowded) states?.add('crowded');
      else states?.delete('crowded');
    } catch {
      // A browser that knows custom states only by their older --name: the page is drawn as before.
    }
  }
}

/** Watches its game's distance from the view: a game near the view re-renders first, and at once when it comes near. */
function observe(host: PacedHost): (() => void) | null {
  const view = host.ownerDocument.defaultView as (Window & typeof globalThis) | null;
  if (!view || typeof view.IntersectionObserver !== 'function') return null;
  let observer = observers.get(view);
  if (!observer) {
    observer = new view.IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          seen.add(target);
          if (!isIntersecting) near.delete(target);
          else if (!near.has(target)) {
            near.add(target);
            runNow(target, true);
          }
        }
      },
      { rootMargin: '50% 0px' },
    );
    observers.set(view, observer);
  }
  observer.observe(host);
  const watching = observer;
  return () => watching.unobserve(host);
}

/** Whether a game is known to be far from the view (not yet reported: near, so it waits for nothing it should not). */
const far = (host: object): boolean => seen.has(host) && !near.has(host);

/**
 * Counts its game among those on the page, and among those not rendered yet
 * while it is on the page before its first render (what makes a page
 * crowded, see {@link paced}). On a page with more than {@link CROWD} games,
 * each far off screen skips the browser's style and layout
 * (`:state(crowded)`), and a game's waiting re-render runs at once when it
 * comes near the view or takes the focus.
 */
export class RenderPacing implements ReactiveController {
  readonly #host: PacedHost;
  #unobserve: (() => void) | null = null;

  constructor(host: PacedHost) {
    this.#host = host;
    host.addController(this);
    host.addEventListener('focusin', () => runNow(host));
  }

  /** The game's custom states, from the element's one ElementInternals (none in an old browser: never marked crowded, drawn as before). */
  get #states(): CustomStateSet | null {
    return this.#host.internals?.states ?? null;
  }

  hostConnected(): void {
    if (!this.#host.hasUpdated) unrendered.add(this.#host);
    onPage.set(this.#host, this.#states);
    this.#unobserve = observe(this.#host);
    if (onPage.size > CROWD) setCrowded(true);
  }

  hostDisconnected(): void {
    unrendered.delete(this.#host);
    this.#unobserve?.();
    this.#unobserve = null;
    near.delete(this.#host);
    seen.delete(this.#host);
    try {
      this.#states?.delete('crowded');
    } catch {
      // As in setCrowded.
    }
    onPage.delete(this.#host);
    if (onPage.size === CROWD) setCrowded(false);
  }
}

/** Games whose next update the whole page asked for (it may wait). */
const bulk = new WeakSet<object>();

/** Asks `host` to re-render as part of a change to every game on the page: its update may wait for a slice. */
export function requestPacedUpdate(host: { requestUpdate(): void }): void {
  bulk.add(host);
  host.requestUpdate();
}

/**
 * Runs `perform` (the `scheduleUpdate` of `host`, which renders) now, or in
 * a later slice if it may wait and the current task has used its slice.
 * `shown`: whether the game has rendered before.
 */
export function paced(host: object, perform: () => void | Promise<unknown>, shown: boolean): void | Promise<unknown> {
  const mayWait = !shown || bulk.delete(host);
  if (!mayWait) return perform();
  // (Never called from inside a slice: Lit asks for updates in microtasks.)
  const crowded = !shown && unrendered.size > BATCH;
  // A re-render of a game far off screen on a crowded page waits: the task's slice goes to those in view.
  const distant = shown && onPage.size > CROWD && far(host);
  if (!crowded && !distant) {
    const started = sliceStart ?? beginSlice();
    // A page with a few games never waits, even in a task that began before the last slice's end was seen
    // (the yield that closes a slice is a task of its own: on a busy machine another can run first).
    if (onPage.size <= BATCH || ran < BATCH || now() - started < SLICE_MS) {
      ran++;
      unrendered.delete(host);
      return perform();
    }
  }
  return new Promise((resolve, reject) => {
    const run = (): void => {
      unrendered.delete(host);
      try {
        resolve(perform());
      } catch (error) {
        reject(error as Error);
      }
    };
    (!shown ? first : distant ? again : soon).push({ host, run });
    void pump();
  });
}
