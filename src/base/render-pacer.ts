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
 * Re-renders of games already shown go before first renders. Nothing is
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

/**
 * Resolves in a later task, after the page could paint and handle input: a
 * `MessageChannel` message (not clamped as nested `setTimeout(0)` is). Its
 * own, not the engine's scheduling, which loads only with a computer.
 */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') return void setTimeout(resolve, 0);
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/** Updates waiting for a slice: of games already shown, then of games never rendered. */
const again: (() => void)[] = [];
const first: (() => void)[] = [];
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
    while (again.length || first.length) {
      await yieldToEventLoop();
      const started = beginSlice();
      do {
        ran++;
        (again.shift() ?? first.shift())!();
      } while ((again.length || first.length) && now() - started < SLICE_MS);
    }
  } finally {
    pumping = false;
  }
}

/** Games on the page that have not rendered yet: more than BATCH make a crowded page. */
const unrendered = new Set<object>();

/**
 * Counts its game among those not rendered yet while it is on the page
 * before its first render (what makes a page crowded, see {@link paced}).
 */
export class RenderPacing implements ReactiveController {
  readonly #host: ReactiveControllerHost & { readonly hasUpdated: boolean };

  constructor(host: ReactiveControllerHost & { readonly hasUpdated: boolean }) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    if (!this.#host.hasUpdated) unrendered.add(this.#host);
  }

  hostDisconnected(): void {
    unrendered.delete(this.#host);
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
  if (!crowded) {
    const started = sliceStart ?? beginSlice();
    if (ran < BATCH || now() - started < SLICE_MS) {
      ran++;
      unrendered.delete(host);
      return perform();
    }
  }
  return new Promise((resolve, reject) => {
    (shown ? again : first).push(() => {
      unrendered.delete(host);
      try {
        resolve(perform());
      } catch (error) {
        reject(error as Error);
      }
    });
    void pump();
  });
}
