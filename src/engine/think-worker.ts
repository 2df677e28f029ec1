/**
 * The worker the computers, hints and solvers think in (a module worker,
 * one per page, started by src/base/think-client.ts). DOM-free: it only
 * receives requests, runs the engine's own functions (think-tasks.ts) and
 * posts their answers.
 *
 * Messages in:  `{ type: 'think', id, task, state, options, rng }` (`rng`:
 * the words of {@link Rng.state}, or `null` for a fixed seed) and
 * `{ type: 'cancel', id }`. Messages out: `{ type: 'ready' }` once loaded,
 * then per request `{ type: 'done', id, task, result, report? }`,
 * `{ type: 'failed', id, message, load }` (`load`: the game's engine could
 * not be loaded here, as opposed to the engine throwing), or, once a
 * cancelled search has stopped, `{ type: 'stopped', id, task }`.
 *
 * The searches run in slices here too, yielding to this worker's event loop
 * between them, so a cancel message is read at the next slice (within about
 * 8 ms) and the search stops there; several requests (games on one page)
 * take turns the same way.
 */
import { createRng, rngFromState, type Rng } from './rng.js';
import { runThinkTask, THINK_TASKS, type ThinkTask, type ThinkTasks } from './think-tasks.js';

export type RngWords = readonly [number, number, number, number];

/** A request to the worker. */
export type ToWorker =
  | {
      readonly type: 'think';
      readonly id: number;
      readonly task: ThinkTask;
      readonly state: unknown;
      readonly options: Readonly<Record<string, unknown>>;
      readonly rng: RngWords | null;
    }
  | { readonly type: 'cancel'; readonly id: number };

/** An answer from the worker. */
export type FromWorker =
  | { readonly type: 'ready' }
  | { readonly type: 'done'; readonly id: number; readonly task: ThinkTask; readonly result: unknown; readonly report?: unknown }
  | { readonly type: 'stopped'; readonly id: number; readonly task: ThinkTask }
  /** From the `blob:` module that loads this one from a CDN (think-client.ts): the import failed. */
  | { readonly type: 'unavailable'; readonly message: string }
  | { readonly type: 'failed'; readonly id: number; readonly message: string; readonly load: boolean };

/** The part of a worker's global scope used here (the engine is type-checked without the DOM or WebWorker libraries). */
interface WorkerScope {
  onmessage: ((event: { readonly data: ToWorker }) => void) | null;
  postMessage(message: FromWorker): void;
}

/** The searches in progress, by request id: what their stop signal reads. */
const running = new Map<number, { aborted: boolean }>();

function post(message: FromWorker): void {
  (globalThis as unknown as WorkerScope).postMessage(message);
}

async function think(request: Extract<ToWorker, { type: 'think' }>): Promise<void> {
  const { id, task } = request;
  const signal = { aborted: false };
  running.set(id, signal);
  let report: unknown;
  // A task that draws nothing (the solver) may come without an RNG.
  const rng: Rng = request.rng ? rngFromState(request.rng) : createRng('boardlets');
  try {
    if (!THINK_TASKS.includes(task)) throw new RangeError(`unknown thinking task "${String(task)}"`);
    const result = await runThinkTask(task, request.state as never, request.options as ThinkTasks[ThinkTask]['options'] as never, {
      rng,
      signal,
      onReport: (r: unknown) => {
        report = r;
      },
    });
    // A cancelled search's answer is of no use (the page dropped the request already): only say it stopped.
    if (signal.aborted) post({ type: 'stopped', id, task });
    else post({ type: 'done', id, task, result, ...(report === undefined ? {} : { report }) });
  } catch (error) {
    const message = (error as Error)?.message ?? String(error);
    // A chunk that would not load (a network or policy failure) is this worker's problem, not the engine's.
    const load = error instanceof TypeError && /import|module|fetch/i.test(message);
    post(signal.aborted ? { type: 'stopped', id, task } : { type: 'failed', id, message, load });
  } finally {
    running.delete(id);
  }
}

/** True in a worker's global scope (not when a page imports this module by mistake). */
function inWorker(): boolean {
  const scope = (globalThis as { WorkerGlobalScope?: abstract new () => unknown }).WorkerGlobalScope;
  return typeof scope === 'function' && globalThis instanceof scope;
}

if (inWorker()) {
  (globalThis as unknown as WorkerScope).onmessage = ({ data }) => {
    if (data?.type === 'cancel') {
      const signal = running.get(data.id);
      if (signal) signal.aborted = true;
    } else if (data?.type === 'think') void think(data);
  };
  post({ type: 'ready' });
}
