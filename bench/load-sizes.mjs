// What a page really downloads, for `npm run bench` (bench/run.mjs): issue
// 24's two size budgets, measured in headless Chromium (never a downloaded
// browser) on pages that load the CDN files as a page would.
//
// For one game on a page, and for all four on one page: every JavaScript
// file the page fetched (the Resource Timing entries of dist/cdn/), each
// gzipped on its own at level 9, split by when its fetch started:
//  - first paint: before the frame that draws the boards (each element's
//    first render done, then the next animation frame);
//  - idle: in the 3 s after that, with no input (what the games load while
//    the page is idle: the interaction layer). Later loads (a computer's
//    search, a panel) wait for input and are not counted.
// Budgets (gzip): first paint 28 KiB per game and 56 KiB for all four;
// first paint and idle together 32 KiB per game.
/* global requestAnimationFrame -- the probe runs in the page. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../scripts/serve.mjs';
import { pageErrors, throwIfReported, withBenchPage } from './lib/bench-page.mjs';

export const FIRST_PAINT_BUDGET = 28 * 1024;
export const ALL_FOUR_FIRST_PAINT_BUDGET = 56 * 1024;
export const IDLE_BUDGET = 32 * 1024;
/** How long after the first paint the page is watched for idle loads. */
export const IDLE_MS = 3000;

const PAGE_PATH = '/__load__/';
const page = (tags) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>boardlets load sizes</title><link rel="icon" href="data:,">
${tags.map((tag) => `<script type="module" src="/dist/cdn/${tag}.js"></script>`).join('\n')}
</head><body>${tags.map((tag) => `<${tag}></${tag}>`).join('\n')}</body></html>`;

/**
 * Runs in the page before any of its scripts: once every game on it is
 * defined and has rendered, the next animation frame is the one that draws
 * the boards; its time is `window.__boardsDrawn` (in the Resource Timing
 * time base). Must be self-contained.
 */
function probe(tags) {
  Promise.all(tags.map((tag) => customElements.whenDefined(tag)))
    .then(() => Promise.all([...document.querySelectorAll(tags.join(','))].map((el) => el.updateComplete)))
    .then(() => requestAnimationFrame(() => (window.__boardsDrawn = performance.now())));
}

/** Runs in the page: every script file fetched, with when its fetch started. */
function fetched() {
  return performance
    .getEntriesByType('resource')
    .filter((e) => new URL(e.name).pathname.endsWith('.js'))
    .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime }));
}

/** Loads one page with `tags` and sorts what it fetched into first paint and idle. */
async function measurePage(browser, url, tags, gzip) {
  const tab = await browser.newPage();
  const errors = pageErrors(tab);
  try {
    await tab.evaluateOnNewDocument(probe, tags);
    await tab.goto(`${url}?${tags.join('+')}`, { waitUntil: 'load' });
    await tab.waitForFunction(() => window.__boardsDrawn !== undefined, { timeout: 30_000 });
    const drawn = await tab.evaluate(() => window.__boardsDrawn);
    // A bench, not a test: the idle window is a span of time by definition.
    await tab.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), IDLE_MS);
    const files = await tab.evaluate(fetched);
    throwIfReported(errors, `the page with ${tags.join(', ')}`);
    const firstPaint = files.filter((f) => f.start < drawn);
    const idle = files.filter((f) => f.start >= drawn && f.start <= drawn + IDLE_MS);
    const sum = (list) => list.reduce((total, f) => total + gzip(f.path), 0);
    return {
      tags,
      firstPaint: { files: firstPaint.map((f) => f.path), gzip: sum(firstPaint) },
      idle: { files: idle.map((f) => f.path), gzip: sum(idle) },
    };
  } finally {
    await tab.close();
  }
}

/** Each game alone on a page, then all of them on one page: first paint and idle, gzip bytes. */
export async function measureLoads(gameTags) {
  const cache = new Map();
  const gzip = (path) => {
    if (!cache.has(path)) cache.set(path, gzipSync(readFileSync(join(repoRoot, path)), { level: 9 }).length);
    return cache.get(path);
  };
  // The page's query names its games: `?infection-board+kites-board`.
  const html = (asked) => page(asked.search.slice(1).split('+'));
  return withBenchPage({ path: PAGE_PATH, html }, async ({ browser, url }) => {
    const rows = [];
    for (const tag of gameTags) rows.push(await measurePage(browser, url, [tag], gzip));
    rows.push(await measurePage(browser, url, gameTags, gzip));
    return { browser: await browser.version(), rows };
  });
}

/** Whether a row (one game, or all four: `all`) is within its budgets. */
export function loadOver(row, all) {
  const over = [];
  if (row.firstPaint.gzip > (all ? ALL_FOUR_FIRST_PAINT_BUDGET : FIRST_PAINT_BUDGET)) over.push('first paint');
  if (!all && row.firstPaint.gzip + row.idle.gzip > IDLE_BUDGET) over.push('first paint and idle');
  return over;
}

/** The table `npm run bench` prints. */
export function printLoads(loads, printTable, kib) {
  console.log(`What a page fetches in ${loads.browser} (each JavaScript file gzipped at level 9): before the boards are drawn, and in the ${IDLE_MS / 1000} s after with no input\n`);
  printTable(
    ['Page', 'First paint', 'Files', 'Budget', 'Idle', 'Files', 'First paint + idle', 'Budget', 'Within'],
    loads.rows.map((r, i) => {
      const all = i === loads.rows.length - 1 && r.tags.length > 1;
      const over = loadOver(r, all);
      return [
        all ? 'all four games' : `<${r.tags[0]}>`,
        kib(r.firstPaint.gzip),
        r.firstPaint.files.length,
        kib(all ? ALL_FOUR_FIRST_PAINT_BUDGET : FIRST_PAINT_BUDGET),
        kib(r.idle.gzip),
        r.idle.files.length,
        kib(r.firstPaint.gzip + r.idle.gzip),
        all ? '-' : kib(IDLE_BUDGET),
        over.length ? `over: ${over.join(', ')}` : 'yes',
      ];
    }),
    'lrrrrrrrl',
  );
}
