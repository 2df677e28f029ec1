// Shared by the game benchmarks that play many games (bench/infection.mjs,
// bench/kites.mjs): a small pool of worker threads, each running the calling
// bench file again as a worker, and the summary of a list of move reports.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

/**
 * In a worker started by {@link runOnWorkers} for `role`, answers every task
 * with `play(task)` and returns true; elsewhere does nothing and returns false.
 */
export function serveTasks(role, play) {
  if (isMainThread || workerData?.role !== role) return false;
  parentPort.on('message', async (task) => {
    try {
      parentPort.postMessage({ id: task.id, result: await play(task) });
    } catch (error) {
      parentPort.postMessage({ id: task.id, error: error.stack ?? String(error) });
    }
  });
  return true;
}

/**
 * Runs `tasks` on `count` workers started from `script` (a bench file that
 * calls {@link serveTasks} with the same `role`), handing each a new task as
 * soon as it is free. Resolves to the results in the tasks' order.
 */
export async function runOnWorkers(script, role, tasks, count) {
  const results = new Array(tasks.length);
  let next = 0;
  let done = 0;
  const workers = [];
  try {
    await new Promise((resolve, reject) => {
      const feed = (worker) => {
        if (next < tasks.length) worker.postMessage({ id: next, ...tasks[next++] });
      };
      for (let i = 0; i < Math.min(count, tasks.length); i++) {
        const worker = new Worker(script, { workerData: { role } });
        workers.push(worker);
        worker.on('error', reject);
        worker.on('message', ({ id, result, error }) => {
          if (error) return reject(new Error(`task ${id} failed: ${error}`));
          results[id] = result;
          if (++done === tasks.length) return resolve();
          feed(worker);
        });
        feed(worker);
      }
      if (!tasks.length) resolve();
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}

/**
 * Per level: how many moves, their time (run.mjs's `stats`), the longest
 * slice, how many moves had a slice of `sliceLimitMs` or more, and the mean
 * depth and nodes. `moves` maps a level to its list of `think` reports.
 */
export function summarizeMoves(levels, moves, stats, sliceLimitMs) {
  return levels.map((level) => {
    const list = moves[level] ?? [];
    return {
      level,
      moves: list.length,
      time: stats(list.map((m) => m.timeMs)),
      longestSliceMs: Math.max(...list.map((m) => m.longestSliceMs)),
      spikes: list.filter((m) => m.longestSliceMs >= sliceLimitMs).length,
      meanDepth: list.reduce((s, m) => s + m.depth, 0) / list.length,
      meanNodes: list.reduce((s, m) => s + m.nodes, 0) / list.length,
    };
  });
}

/** The move-time table's rows, as both benches print it. */
export function moveRows(timing, fmt) {
  return timing.map((t) => [
    t.level,
    t.moves,
    fmt(t.time.median),
    fmt(t.time.p90),
    fmt(t.time.max),
    fmt(t.longestSliceMs),
    t.spikes,
    t.level === 'greedy' ? '-' : t.meanDepth.toFixed(1),
    t.level === 'greedy' ? '-' : Math.round(t.meanNodes).toLocaleString('en-US'),
  ]);
}

/** The move-time table's headers. */
export const moveHeaders = (sliceLimitMs) => ['Level', 'Moves', 'Median', 'p90', 'Max', 'Longest slice', `Moves with a slice >= ${sliceLimitMs} ms`, 'Mean depth', 'Mean nodes'];
