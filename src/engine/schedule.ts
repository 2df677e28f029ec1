/**
 * Cooperative scheduling for DOM-free code: a clock, and a way to give the
 * event loop a turn between slices of long work (a game-tree search) so a
 * page never freezes.
 *
 * The engine is type-checked without the DOM library, so the few platform
 * globals used here are reached through `globalThis` with small local types,
 * and each is optional: browsers, Node and workers all have them, but a
 * missing one degrades gracefully instead of throwing.
 */
import { notThenable } from './not-thenable.js';

/** The part of a `MessagePort` used here; `ref`/`unref` exist only in Node. */
interface PortLike {
  onmessage: ((event: unknown) => void) | null;
  postMessage(message: unknown): void;
  ref?(): void;
  unref?(): void;
}

interface SchedulingGlobals {
  MessageChannel?: new () => { readonly port1: PortLike; readonly port2: PortLike };
  setTimeout?: (callback: () => void, ms?: number) => unknown;
  performance?: { now(): number };
}

const platform = globalThis as unknown as SchedulingGlobals;

/**
 * Milliseconds from an arbitrary origin, for measuring durations:
 * `performance.now()` where the platform has it (monotonic, sub-millisecond),
 * `Date.now()` otherwise. Looked up at each call, so a test can run a
 * faster or slower clock.
 */
export const now = (): number => (typeof platform.performance?.now === 'function' ? platform.performance.now() : Date.now());

/** Continuations waiting for their turn, in order; one message wakes one of them. */
const waiting: (() => void)[] = [];
/** The channel all yields share, created on first use; `null` when the platform has none. */
let port: PortLike | null | undefined;

function channelPort(): PortLike | null {
  if (port !== undefined) return port;
  port = null;
  if (typeof platform.MessageChannel !== 'function') return port;
  try {
    const channel = new platform.MessageChannel();
    const receiver = channel.port1;
    const sender = channel.port2;
    receiver.onmessage = () => {
      const resume = waiting.shift();
      // In Node, a port with a listener keeps the process alive: hold it only
      // while someone is waiting, so a finished program can still exit.
      if (!waiting.length) receiver.unref?.();
      resume?.();
    };
    receiver.unref?.();
    port = {
      onmessage: null,
      postMessage(message) {
        receiver.ref?.();
        sender.postMessage(message);
      },
    };
  } catch {
    port = null;
  }
  return port;
}

/**
 * Resolves in a later task of the event loop, after the page has had the
 * chance to handle input, run timers and render. A `MessageChannel` message
 * is used where there is one because it is not clamped to 4 ms like nested
 * `setTimeout(0)` calls are; otherwise `setTimeout(0)`; on a platform with
 * neither, a resolved promise (a microtask: it cannot truly yield there).
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise<void>((resolve) => {
    const p = channelPort();
    if (p) {
      waiting.push(resolve);
      p.postMessage(null);
    } else if (typeof platform.setTimeout === 'function') {
      platform.setTimeout(resolve, 0);
    } else {
      resolve();
    }
  });
}

/** A search that works in slices: `run(until)` works until the time `until` and says `'slice'` while it has more to do; `release()` frees it. */
export interface SlicedSearch {
  run(until: number): string;
  release(): void;
}

/** What running a search in slices took: when it ended, how often it yielded, and its longest slice. */
export interface SliceStats {
  readonly end: number;
  readonly yields: number;
  readonly longestSliceMs: number;
}

/**
 * Runs `search` from the time `started` in slices of `sliceMs`, yielding to
 * the event loop between them so the page stays responsive, and releases it
 * at the end. Resolves to what it took, or `null` when `signal` aborted it.
 * Every computer (Infection, Ataxx, Kites) thinks this way.
 */
export async function runInSlices(search: SlicedSearch, started: number, sliceMs: number, signal?: { readonly aborted: boolean }): Promise<SliceStats | null> {
  let sliceStart = started;
  let longest = 0;
  let yields = 0;
  try {
    while (search.run(sliceStart + sliceMs) === 'slice') {
      longest = Math.max(longest, now() - sliceStart);
      yields++;
      await yieldToEventLoop();
      if (signal?.aborted) return null;
      sliceStart = now();
    }
  } finally {
    search.release();
  }
  const end = now();
  return notThenable({ end, yields, longestSliceMs: Math.max(longest, end - sliceStart) });
}
