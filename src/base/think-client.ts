/**
 * Where the computers, hints and solvers think: in one module Web Worker per
 * page (src/engine/think-worker.ts, started on first use and shared by every
 * game on the page), or, where the page allows none, on the page itself in
 * short slices as before. The elements call {@link think} with a task and a
 * function that runs the same engine code on the page; the answer is the
 * same either way (the RNG's state crosses to the worker, see rng.ts).
 *
 * No worker when: the browser has none, its constructor throws (a
 * Content-Security-Policy that forbids it can throw at once), or it fires
 * `error` (it could not load: a policy, the network, a bundler that did not
 * copy it). Then the tasks waiting for it and every later one run on the
 * page, with one console note. A module from another origin (a CDN) cannot
 * be a worker itself: a one-line `blob:` module on the page's origin imports
 * it (a page's Content-Security-Policy then needs `worker-src blob:`; files
 * on the page's own origin need `worker-src 'self'`, which `default-src
 * 'self'` or `script-src 'self'` give when there is no `worker-src`).
 *
 * A stopped request (its `signal` aborted: undo, a new game, the element
 * leaving the page) resolves to `null` at once, its search in the worker is
 * cancelled, and its late answer, if one comes, is dropped.
 *
 * For tests and devtools, each step is told on `window` as a
 * `boardlets-think` event: `detail` is a {@link ThinkEventDetail}.
 */
import { createRng, type Rng } from '../engine/rng.js';
import { notThenable } from '../engine/not-thenable.js';
import type { ThinkLocals, ThinkTask, ThinkTasks } from '../engine/think-tasks.js';
import type { FromWorker, RngWords, ToWorker } from '../engine/think-worker.js';

export type { ThinkTask, ThinkTasks } from '../engine/think-tasks.js';

/** Where a task thinks. */
export type ThinkingIn = 'worker' | 'page';

/** The name of the event that tells each step (on `window`). */
export const THINK_EVENT = 'boardlets-think';

/**
 * One step of a task: `start` (where it thinks; a task that moves from a
 * failed worker to the page starts again), `done` (its answer is used),
 * `cancel` (its signal stopped it), then, from the worker, `stopped` (the
 * cancelled search ended before its answer) or `dropped` (its answer came
 * all the same, and was not used).
 */
export interface ThinkEventDetail {
  readonly id: number;
  readonly task: ThinkTask;
  readonly thinkingIn: ThinkingIn;
  readonly phase: 'start' | 'done' | 'cancel' | 'stopped' | 'dropped';
}

/** A task to think about. */
export interface ThinkRequest<K extends ThinkTask> {
  readonly task: K;
  readonly state: ThinkTasks[K]['state'];
  /** The engine function's options (structured-cloneable: no functions). */
  readonly options: ThinkTasks[K]['options'];
  /** All the task's randomness; its state is what crosses to the worker. */
  readonly rng?: Rng;
  /** Stops the task: it then resolves to `null` at once. */
  readonly signal?: AbortSignal;
  /** The engine function's report, where it gives one (from the worker too). */
  readonly onReport?: (report: ThinkTasks[K]['report']) => void;
}

/** Runs the task's engine function on the page, given its options with the page's RNG, signal and report callback. */
export type PageThinker<K extends ThinkTask> = (options: ThinkTasks[K]['options'] & ThinkLocals<K>) => Promise<ThinkTasks[K]['result']>;

interface Job {
  readonly id: number;
  readonly request: ThinkRequest<ThinkTask>;
  readonly page: PageThinker<ThinkTask>;
  /** The RNG's state when the task was asked for: what the worker gets. */
  readonly rng: RngWords | null;
  readonly resolve: (result: unknown) => void;
  readonly reject: (error: unknown) => void;
  /** Whether the request was posted to the worker (so a cancel must be too). */
  sent: boolean;
  readonly stop: () => void;
}

let worker: Worker | null = null;
/** `idle`: no worker tried yet; `starting`: waiting for its `ready`; `failed`: the page thinks from now on. */
let status: 'idle' | 'starting' | 'ready' | 'failed' = 'idle';
let blobUrl: string | null = null;
let noted = false;
let nextId = 1;
/** The tasks given to the worker (posted or waiting for it to be ready), by id. */
const jobs = new Map<number, Job>();

function emit(id: number, task: ThinkTask, thinkingIn: ThinkingIn, phase: ThinkEventDetail['phase']): void {
  if (typeof globalThis.dispatchEvent !== 'function' || typeof CustomEvent !== 'function') return;
  const detail: ThinkEventDetail = { id, task, thinkingIn, phase };
  globalThis.dispatchEvent(new CustomEvent(THINK_EVENT, { detail }));
}

/**
 * Works out `request` in the worker where the page allows one, else with
 * `page` on the page (in slices). Resolves to the engine function's answer,
 * or `null` when `request.signal` stopped it; rejects when the engine throws.
 */
export function think<K extends ThinkTask>(request: ThinkRequest<K>, page: PageThinker<K>): Promise<ThinkTasks[K]['result'] | null> {
  const id = nextId++;
  if (request.signal?.aborted) return Promise.resolve(null);
  const r = request as unknown as ThinkRequest<ThinkTask>;
  const p = page as unknown as PageThinker<ThinkTask>;
  if (!startWorker()) return onPage(id, r, p) as Promise<ThinkTasks[K]['result'] | null>;
  return new Promise((resolve, reject) => {
    const abort = (): void => cancel(id);
    const job: Job = {
      id,
      request: r,
      page: p,
      rng: request.rng ? request.rng.state() : null,
      resolve: resolve as (result: unknown) => void,
      reject,
      sent: false,
      stop: () => request.signal?.removeEventListener('abort', abort),
    };
    jobs.set(id, job);
    request.signal?.addEventListener('abort', abort, { once: true });
    emit(id, request.task, 'worker', 'start');
    if (status === 'ready') send(job);
  });
}

/** Runs a task on the page: the engine function itself, in its slices. */
async function onPage(id: number, request: ThinkRequest<ThinkTask>, page: PageThinker<ThinkTask>): Promise<unknown> {
  const signal = request.signal ?? { aborted: false };
  emit(id, request.task, 'page', 'start');
  const result = await page({
    ...request.options,
    rng: request.rng ?? createRng('boardlets'),
    signal,
    ...(request.onReport ? { onReport: request.onReport as (report: unknown) => void } : {}),
  } as never);
  if (signal.aborted) {
    emit(id, request.task, 'page', 'cancel');
    return null;
  }
  emit(id, request.task, 'page', 'done');
  return notThenable(result);
}

/** Moves a task from the worker to the page. */
function toPage(job: Job): void {
  jobs.delete(job.id);
  job.stop();
  onPage(job.id, job.request, job.page).then(job.resolve, job.reject);
}

function send(job: Job): void {
  const { task, state, options } = job.request;
  try {
    worker!.postMessage({ type: 'think', id: job.id, task, state, options, rng: job.rng } satisfies ToWorker);
    job.sent = true;
  } catch {
    // Options a worker cannot receive (a function, say): this task thinks on the page.
    toPage(job);
  }
}

/** The task's signal stopped it: answer `null` now, and stop its search in the worker. */
function cancel(id: number): void {
  const job = jobs.get(id);
  if (!job) return;
  jobs.delete(id);
  job.stop();
  if (job.sent) worker?.postMessage({ type: 'cancel', id } satisfies ToWorker);
  emit(id, job.request.task, 'worker', 'cancel');
  job.resolve(null);
}

function receive(message: FromWorker): void {
  if (message.type === 'ready') {
    status = 'ready';
    revokeBlob();
    for (const job of [...jobs.values()]) if (!job.sent) send(job);
    return;
  }
  if (message.type === 'unavailable') {
    fail(`it did not load (${message.message})`);
    return;
  }
  if (message.type === 'stopped') {
    emit(message.id, message.task, 'worker', 'stopped');
    return;
  }
  const job = jobs.get(message.id);
  if (!job) {
    // A cancelled task's late answer (it came before the cancel reached the worker): dropped.
    if (message.type === 'done') emit(message.id, message.task, 'worker', 'dropped');
    return;
  }
  if (message.type === 'done') {
    jobs.delete(job.id);
    job.stop();
    if (message.report !== undefined) job.request.onReport?.(message.report as never);
    emit(job.id, job.request.task, 'worker', 'done');
    // Cloned on this page: a polluted Object.prototype.then would make it a thenable that never settles.
    job.resolve(notThenable(message.result));
  } else if (message.load) {
    fail(`its engine did not load (${message.message})`);
  } else {
    // The engine threw in the worker: the page, the reference, runs it (and throws there if it throws).
    toPage(job);
  }
}

function revokeBlob(): void {
  if (blobUrl) URL.revokeObjectURL(blobUrl);
  blobUrl = null;
}

/** No worker from now on: the tasks given to it and every later one think on the page. */
function fail(reason: string): void {
  status = 'failed';
  worker?.terminate();
  worker = null;
  revokeBlob();
  if (!noted) {
    noted = true;
    console.info(
      `boardlets: the computers and solvers think on the page, in short slices, as no Web Worker could start (${reason}). ` +
        `A page with a Content-Security-Policy lets them think in a worker with "worker-src 'self'" (files on the page's own origin) or "worker-src blob:" (files from a CDN).`,
    );
  }
  for (const job of [...jobs.values()]) toPage(job);
}

/** Starts the page's worker on first use; false when the page thinks itself. */
function startWorker(): boolean {
  if (status === 'failed') return false;
  if (worker) return true;
  if (typeof globalThis.Worker !== 'function') {
    fail('this browser has none');
    return false;
  }
  try {
    const url = new URL('../engine/think-worker.js', import.meta.url);
    if (url.origin === globalThis.location?.origin) {
      worker = new Worker(new URL('../engine/think-worker.js', import.meta.url), { type: 'module', name: 'boardlets' });
    } else {
      // A worker must come from the page's origin: a one-line module there imports the worker from the CDN.
      // A dynamic import, which the page's script-src governs (a static one would need worker-src to allow the CDN too).
      const load = `import(${JSON.stringify(url.href)}).catch((e) => postMessage({ type: 'unavailable', message: String(e) }));\n`;
      blobUrl = URL.createObjectURL(new Blob([load], { type: 'text/javascript' }));
      worker = new Worker(blobUrl, { type: 'module', name: 'boardlets' });
    }
  } catch (error) {
    fail(`${(error as Error)?.name ?? 'Error'}: ${(error as Error)?.message ?? error}`);
    return false;
  }
  status = 'starting';
  worker.onmessage = (event: MessageEvent<FromWorker>) => receive(event.data);
  worker.onerror = (event: Event) => {
    // A worker that did not load (its script or an import refused or missing): not an error of the page's.
    event.preventDefault();
    fail('it did not load');
  };
  worker.onmessageerror = () => fail('a message could not be read');
  return true;
}

/**
 * Where the next task will think: `worker` (started, starting, or not yet
 * tried) or `page` (no worker here). For tests and devtools.
 */
export function thinkingIn(): ThinkingIn {
  return status === 'failed' ? 'page' : 'worker';
}

/** For tests: forget the worker (terminated) and try again with the next task, as on a fresh page. */
export function resetThinking(): void {
  for (const job of [...jobs.values()]) cancel(job.id);
  worker?.terminate();
  worker = null;
  status = 'idle';
  noted = false;
  revokeBlob();
}
