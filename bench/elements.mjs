// The elements in headless Chromium, for `npm run bench` (bench/run.mjs):
//
//  1. Render: for each element, from its CDN file, the time from inserting it
//     to its first complete render (append -> updateComplete), and from a
//     click that makes a move to the updated board (click() -> updateComplete),
//     timed inside the page with performance.now(). Targets: first render
//     <= 8 ms, click to update <= 4 ms (medians).
//  2. Thinking, with and without a worker: every computer level of Infection
//     and Kites plays a seeded game against itself, and the Stained Glass
//     solver gives hints and makes `solvable` boards, twice: through the think
//     client (dist/base/think-client.js, as the elements use it) in the page's
//     Web Worker (dist/engine/think-worker.js), and on the page's main thread
//     in slices (the built engine, dist/engine.js, as the elements run it where
//     no worker can start). Per game and level and way: median and worst time
//     per move, and the longest main-thread task while thinking, by a Long
//     Tasks PerformanceObserver (tasks of 50 ms or more) and by a heartbeat
//     that measures the longest stretch the page could not answer a message.
//     Target: no task of 50 ms or more, either way.
//
// Run by itself (`npm run build` first), it measures the render table alone:
//   node bench/elements.mjs [--runs 200] [--warmup 20] [--only <tag>,<tag>]
//   node bench/elements.mjs --profile [N] [--top 25] [--only <tag>]
// --profile records a CPU profile (the DevTools Protocol's Profiler, sampling
// every 50 µs) over N first renders (default 200, after the warm-ups) and,
// apart, N clicks of each element, and prints the functions with the most
// self time inside the timed spans (append or click to updateComplete),
// located through the CDN files' source maps (bench/lib/profile.mjs).
/* global MouseEvent, PerformanceObserver, MessageChannel, requestAnimationFrame, addEventListener -- renderInPage and thinkInPage run in the page, not in Node. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { selfTimeBySource } from './lib/profile.mjs';
import { pageErrors, throwIfReported, withBenchPage } from './lib/bench-page.mjs';
import { repoRoot } from '../scripts/serve.mjs';

const PAGE_PATH = '/__bench__/';
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>boardlets bench</title><link rel="icon" href="data:,">
<script type="module" src="/dist/cdn/boardlets.js"></script></head><body></body></html>`;

export const RENDER_TARGET_MS = 8;
export const CLICK_TARGET_MS = 4;
export const TASK_LIMIT_MS = 50;

/** Runs in the page: mount and click times of each element. Must be self-contained. */
async function renderInPage({ warmup, runs, only = null, parts = ['mount', 'click'], profiled = false }) {
  // For a profile: the timed spans, and a 20 ms spin at a known time that lines the profile's clock up with the page's.
  const spans = [];
  let clockMark = null;
  if (profiled) {
    clockMark = (function benchClockMark() {
      const t = performance.now();
      while (performance.now() - t < 20);
      return t;
    })();
  }
  const tags = ['checkbox-squares', 'infection-board', 'stained-glass-board', 'kites-board'].filter((t) => !only || only.includes(t));
  await Promise.all(tags.map((t) => customElements.whenDefined(t)));
  const cell = (el, i) => el.shadowRoot.querySelector(`[data-index="${i}"]`);
  const hit = (target) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  // Each: attributes, a check of the first render, and one timed click that makes a move (after untimed set-up), undone after.
  const games = {
    'checkbox-squares': {
      attrs: { seed: 'bench' },
      rendered: (el) => el.shadowRoot.querySelectorAll('[role="checkbox"]').length === 18,
      before: () => {},
      target: (el) => el.shadowRoot.querySelector('[data-square="board"][data-box="4"]'),
    },
    'infection-board': {
      attrs: { seed: 'cdn', obstacles: '0', mode: 'two-player' },
      rendered: (el) => el.shadowRoot.querySelectorAll('[role="gridcell"]').length === 36,
      // b2, a Green piece, picked up; c3 (a copy) is the timed click.
      before: async (el) => {
        cell(el, 7).click();
        await el.updateComplete;
      },
      target: (el) => cell(el, 14),
    },
    'stained-glass-board': {
      attrs: { position: '1240/4300/0000/0006' },
      rendered: (el) => el.shadowRoot.querySelectorAll('[role="gridcell"]').length === 16,
      // The blue tile on a1 selected; the yellow c1 (landing) is the timed click.
      before: async (el) => {
        cell(el, 0).click();
        await el.updateComplete;
      },
      target: (el) => cell(el, 2),
    },
    'kites-board': {
      attrs: { seed: 'bench', opponent: 'human' },
      rendered: (el) => el.shadowRoot.querySelectorAll('[role="gridcell"]').length === 72,
      before: () => {},
      target: (el) => cell(el, 30),
    },
  };
  const results = {};
  for (const tag of tags) {
    const game = games[tag];
    const create = () => {
      const el = document.createElement(tag);
      for (const [name, value] of Object.entries(game.attrs)) el.setAttribute(name, value);
      return el;
    };
    const mount = [];
    for (let i = 0; parts.includes('mount') && i < warmup + runs; i++) {
      // Each mount in a task of its own, as a page adds a board: a long run of first renders in one task
      // is paced (src/base/render-pacer.ts), and a mount would then time the wait for a later task.
      await new Promise((resolve) => setTimeout(resolve));
      const el = create();
      const t0 = performance.now();
      document.body.append(el);
      await el.updateComplete;
      const t = performance.now() - t0;
      if (i >= warmup) spans.push([t0, t0 + t]);
      if (!game.rendered(el)) throw new Error(`<${tag}> did not render its board`);
      el.remove();
      if (i >= warmup) mount.push(t);
    }
    const el = create();
    document.body.append(el);
    await el.updateComplete;
    let moves = 0;
    el.addEventListener('move', () => moves++);
    const click = [];
    for (let i = 0; parts.includes('click') && i < warmup + runs; i++) {
      if (el.isOver && tag === 'checkbox-squares') {
        el.newGame('bench');
        await el.updateComplete;
      }
      await game.before(el);
      // A person's click comes on a painted page: let a frame pass after the set-up.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      const target = game.target(el);
      const before = moves;
      const t0 = performance.now();
      if (tag === 'kites-board') hit(target);
      else target.click();
      await el.updateComplete;
      const t = performance.now() - t0;
      if (i >= warmup) spans.push([t0, t0 + t]);
      if (moves !== before + 1) throw new Error(`<${tag}>: the timed click did not make exactly one move`);
      if (i >= warmup) click.push(t);
      if (tag !== 'checkbox-squares') {
        el.undo();
        await el.updateComplete;
      }
    }
    el.remove();
    results[tag] = { mount, click };
  }
  return { results, spans, clockMark, crossOriginIsolated: globalThis.crossOriginIsolated === true };
}

/** Runs in the page: the computers and the solver on the main thread, timed, with long tasks observed. Must be self-contained. */
async function thinkInPage({ quick, where }) {
  const engine = await import('/dist/engine.js');
  const { Session, createRng, infection, infectionRules, kites, kitesRules, stainedGlassRules } = engine;
  // In the worker: through the think client; on the page: the engine function itself.
  const client = where === 'worker' ? await import('/dist/base/think-client.js') : null;
  const answered = { worker: 0, page: 0 };
  addEventListener('boardlets-think', (e) => {
    if (e.detail.phase === 'done') answered[e.detail.thinkingIn]++;
  });
  const run = (task, state, options, rng, page) => (client ? client.think({ task, state, options, rng }, page) : page({ ...options, rng }));
  const longTasks = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))));
  observer.observe({ type: 'longtask' });
  // The heartbeat: a message answered as soon as the page is free; the longest wait is the longest task.
  const channel = new MessageChannel();
  let beating = false;
  let last = 0;
  let longestGap = 0;
  channel.port1.onmessage = () => {
    const t = performance.now();
    longestGap = Math.max(longestGap, t - last);
    last = t;
    if (beating) channel.port2.postMessage(null);
  };
  const measure = async (name, level, moves) => {
    const from = longTasks.length;
    longestGap = 0;
    beating = true;
    last = performance.now();
    channel.port2.postMessage(null);
    const started = performance.now();
    const times = await moves();
    const ended = performance.now();
    beating = false;
    await new Promise((r) => setTimeout(r, 20));
    const tasks = longTasks.slice(from).filter((t) => t.start >= started - 1 && t.start <= ended);
    return { game: name, level, times, longTasks: tasks.length, longestTask: Math.max(0, ...tasks.map((t) => t.duration)), longestGap };
  };
  // Between two moves the page gets a turn, as in the elements (which pause before each computer move):
  // a think that finishes inside its first slice resolves without yielding, and a loop of those
  // would otherwise run many moves in one task and charge them all to it.
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  const plies = quick ? 12 : 80;
  const results = [];
  for (const level of ['greedy', 'easy', 'normal', 'hard']) {
    results.push(
      await measure('Infection', level, async () => {
        const session = Session.start(infection, { size: 6, obstacles: 5 }, `bench-think-${level}`);
        const times = [];
        while (!session.status.over && times.length < plies) {
          const state = session.state;
          const rng = createRng(`bench-think-${level}:${session.ply}`);
          const t0 = performance.now();
          const move = await run('infection', state, { difficulty: level }, rng, (o) => infectionRules.think(state, o.difficulty, o));
          times.push(performance.now() - t0);
          session.play(move);
          await nextTask();
        }
        return times;
      }),
    );
  }
  for (const level of ['greedy', 'easy', 'normal', 'hard']) {
    results.push(
      await measure('Kites', level, async () => {
        const session = Session.start(kites, { size: 2 }, `bench-think-${level}`);
        const times = [];
        while (!session.status.over && times.length < plies) {
          const state = session.state;
          const rng = createRng(`bench-think-${level}:${session.ply}`);
          const t0 = performance.now();
          const move = await run('kites', state, { difficulty: level }, rng, (o) => kitesRules.think(state, o.difficulty, o));
          times.push(performance.now() - t0);
          session.play(move);
          await nextTask();
        }
        return times;
      }),
    );
  }
  const boards = quick ? 5 : 30;
  results.push(
    // A hint searches HINT_NODES positions (src/components/stained-glass/board-search.ts), never a time.
    await measure('Stained Glass', 'hint (200 k positions)', async () => {
      const times = [];
      for (let i = 0; i < boards; i++) {
        const state = stainedGlassRules.setup({ rows: 6, cols: 6, palette: 'mixed' }, createRng(`bench-hint-${i}`));
        const t0 = performance.now();
        await run('stained-glass-solve', state, { maxNodes: 200_000 }, undefined, (o) => stainedGlassRules.solveAsync(state, o));
        times.push(performance.now() - t0);
        await nextTask();
      }
      return times;
    }),
  );
  results.push(
    await measure('Stained Glass', '`solvable` board', async () => {
      const times = [];
      for (let i = 0; i < (quick ? 2 : 10); i++) {
        const t0 = performance.now();
        const shape = { rows: 6, cols: 6, palette: 'mixed' };
        await run('stained-glass-solvable', shape, {}, createRng(`stained-glass:solvable:bench-${i}`), (o) => stainedGlassRules.findSolvableBoard(shape, o.rng, o));
        times.push(performance.now() - t0);
        await nextTask();
      }
      return times;
    }),
  );
  observer.disconnect();
  // Every answer came from where it was meant to (a worker that did not start would fall back to the page).
  if (answered[where === 'worker' ? 'page' : 'worker'] > 0) throw new Error(`thinking ${where === 'worker' ? 'in the worker' : 'on the page'}: ${JSON.stringify(answered)} answers`);
  return results.map((r) => ({ ...r, where }));
}

/**
 * The bench page, cross-origin isolated (performance.now() then has 5 µs
 * resolution instead of 100 µs); `missing`: what the error says when there is no Chromium.
 * @param {string} [missing]
 * @returns {import('./lib/bench-page.mjs').BenchPageOptions}
 */
const benchPage = (missing) => ({
  path: PAGE_PATH,
  html: () => PAGE,
  headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
  missing,
});

/** Opens the bench page in headless Chromium and runs both measures. */
export async function benchElements({ warmup, runs, quick, stats }) {
  const missing = '(the sizes need it too: the first-paint and idle loads are measured in Chromium)';
  return withBenchPage(benchPage(missing), async ({ browser, url }) => {
    const page = await browser.newPage();
    const errors = pageErrors(page, { console: true });
    await page.goto(url, { waitUntil: 'load' });
    const render = await page.evaluate(renderInPage, { warmup, runs });
    // A fresh page for each way: the render measures leave garbage (thousands of elements) that a later collection would charge to the thinking.
    const thinking = [];
    for (const where of ['worker', 'page']) {
      const thinkPage = await browser.newPage();
      pageErrors(thinkPage, { into: errors });
      await thinkPage.goto(url, { waitUntil: 'load' });
      thinking.push(...(await thinkPage.evaluate(thinkInPage, { quick, where })));
      await thinkPage.close();
    }
    throwIfReported(errors);
    return {
      browser: await browser.version(),
      crossOriginIsolated: render.crossOriginIsolated,
      render: Object.fromEntries(Object.entries(render.results).map(([tag, r]) => [tag, { mount: stats(r.mount), click: stats(r.click) }])),
      thinking: thinking.map((t) => ({ ...t, times: stats(t.times) })),
    };
  });
}

/** `node bench/elements.mjs`: the render table alone, or with --profile the top self-time functions. */
async function main(argv) {
  const option = (name, fallback) => {
    const i = argv.indexOf(name);
    if (i < 0) return fallback;
    const value = argv[i + 1];
    return value === undefined || value.startsWith('--') ? true : value;
  };
  const count = (name, fallback) => {
    const value = option(name, fallback);
    const n = value === true ? fallback : Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} takes a whole number of at least 1; got ${value}`);
    return n;
  };
  const warmup = count('--warmup', 20);
  const profile = option('--profile', false);
  const runs = profile ? count('--profile', 200) : count('--runs', 200);
  const top = count('--top', 25);
  const onlyOption = option('--only', null);
  const only = typeof onlyOption === 'string' ? onlyOption.split(',') : null;
  if (!existsSync(join(repoRoot, 'dist', 'cdn', 'boardlets.js'))) throw new Error('no dist/cdn/boardlets.js: run `npm run build` first');
  const ms = (n) => (n === undefined ? '-' : n.toFixed(3));
  await withBenchPage(benchPage(), async ({ browser, url }) => {
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await page.goto(url, { waitUntil: 'load' });
    console.log(`${await browser.version()}; ${runs} runs after ${warmup} warm-ups, in ms\n`);
    if (!profile) {
      const { results } = await page.evaluate(renderInPage, { warmup, runs, only });
      console.log('| Element | First render median | p90 | Click median | p90 |\n| --- | ---: | ---: | ---: | ---: |');
      for (const [tag, r] of Object.entries(results)) {
        const [m, c] = [quantiles(r.mount), quantiles(r.click)];
        console.log(`| <${tag}> | ${ms(m.median)} | ${ms(m.p90)} | ${ms(c.median)} | ${ms(c.p90)} |`);
      }
      return;
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    const tags = only ?? ['checkbox-squares', 'infection-board', 'stained-glass-board', 'kites-board'];
    for (const tag of tags) {
      for (const part of ['mount', 'click']) {
        // Warm up unprofiled, then profile the timed runs alone.
        await page.evaluate(renderInPage, { warmup: 0, runs: warmup, only: [tag], parts: [part] });
        await cdp.send('Profiler.start');
        const { results, spans, clockMark } = await page.evaluate(renderInPage, { warmup: 0, runs, only: [tag], parts: [part], profiled: true });
        const { profile: taken } = await cdp.send('Profiler.stop');
        const q = quantiles(results[tag][part]);
        const busy = spans.reduce((sum, [a, b]) => sum + b - a, 0);
        console.log(`<${tag}> ${part === 'mount' ? 'first render' : 'click to update'}: median ${ms(q.median)}, p90 ${ms(q.p90)}; ${runs} timed spans, ${busy.toFixed(1)} ms (profiled)`);
        console.log('| Self ms | Per run | Share | Where | Function |\n| ---: | ---: | ---: | --- | --- |');
        const { total, functions, files } = selfTimeBySource(taken, repoRoot, { top, spans, clockMark });
        for (const row of functions) {
          console.log(`| ${row.self.toFixed(1)} | ${(row.self / runs).toFixed(3)} | ${(100 * row.share).toFixed(1)} % | ${row.where} | ${row.name} |`);
        }
        console.log(`\nBy file (${(total / runs).toFixed(3)} ms sampled per run):\n| Self ms | Per run | Share | File |\n| ---: | ---: | ---: | --- |`);
        for (const row of files) console.log(`| ${row.self.toFixed(1)} | ${(row.self / runs).toFixed(3)} | ${(100 * row.share).toFixed(1)} % | ${row.where} |`);
        console.log('');
      }
    }
  });
}

/** Median and 90th percentile (nearest rank) of a list of milliseconds. */
function quantiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return {
    median: sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2,
    p90: sorted[Math.max(0, Math.ceil(0.9 * sorted.length) - 1)],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.stack ?? error.message);
    process.exitCode = 1;
  });
}
