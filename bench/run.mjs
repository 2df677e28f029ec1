#!/usr/bin/env node
// `npm run bench`: size budgets and rendering speed of the CDN build.
//
//  1. Builds (npm run build), unless --no-build is given and dist/cdn exists.
//  2. Sizes: raw and gzip (level 9) bytes of every dist/cdn file, and what
//     each element needs to show its board (its file and the chunks it
//     imports) checked against the budgets below (over budget: exit code 1);
//     and what each language adds per game (bench/language-sizes.mjs: at
//     most 3 KiB gzip per game with the board, on top of English); and what
//     a page really fetches in headless Chromium before it draws the games
//     and while it is idle after (bench/load-sizes.mjs).
//  3. The elements in headless Chromium (CHROME_PATH or /usr/bin/chromium,
//     never a downloaded browser; bench/elements.mjs): first render and click
//     to update of each, and the computers and solver thinking on the page's
//     main thread (time per move, long tasks). Skipped with --sizes-only.
//  4. Infection engine (bench/infection.mjs): perft speed, computer move
//     times and a match table between the levels, on 2 worker threads.
//     --quick plays fewer games; --no-infection skips it.
//  5. Stained Glass solver (bench/stained-glass.mjs): 100 seeded boards,
//     finishable / unfinishable / open and times. --no-stained-glass skips it.
//  6. Kites computer (bench/kites.mjs): move times and a match table between
//     the levels and greedy, on 2 worker threads. --no-kites skips it.
//  7. Standard Ataxx (bench/ataxx.mjs): perft 5 and 6 with nodes per second,
//     a match table under Ataxx rules and move times. --no-ataxx skips it.
//  8. 200 boards on one page (bench/many-boards.mjs, after the element
//     tables): the longest tasks while they render, scroll and change
//     language (target: none over 200 ms). --no-many-boards skips it.
//
// --only infection|stained-glass|kites|ataxx runs that game's section alone (no
// sizes or render times); --quick shortens every game's section.
//
// Results are printed as tables and written to .bench/results.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { repoRoot } from '../scripts/serve.mjs';
import { loadRegistry } from '../scripts/registry.mjs';
import { benchElements, CLICK_TARGET_MS, RENDER_TARGET_MS, TASK_LIMIT_MS } from './elements.mjs';
import { benchInfection } from './infection.mjs';
import { benchStainedGlass } from './stained-glass.mjs';
import { benchKites } from './kites.mjs';
import { benchAtaxx } from './ataxx.mjs';
import { languagesOver, measureLanguages, printLanguages } from './language-sizes.mjs';
import { benchManyBoards, printManyBoards } from './many-boards.mjs';
import { ALL_FOUR_FIRST_PAINT_BUDGET, FIRST_PAINT_BUDGET, IDLE_BUDGET, loadOver, measureLoads, printLoads } from './load-sizes.mjs';

/**
 * Gzip budgets in bytes (issue 24's decision on issue 15's): what a page
 * downloads before it draws one game, and all four games together. The
 * element file and the chunks it imports statically are that download;
 * bench/load-sizes.mjs measures it in Chromium too, with what loads while
 * the page is idle.
 */
const ELEMENT_BUDGET = FIRST_PAINT_BUDGET;
const ALL_GAMES_BUDGET = ALL_FOUR_FIRST_PAINT_BUDGET;
/** Every game's CDN file, from the registry of games. */
const GAME_FILES = (await loadRegistry()).GAME_TAGS.map((tag) => `${tag}.js`);
const WARMUP = 20;
const RUNS = 200;

const args = new Set(process.argv.slice(2));
/** `--only <game>`: that game's section alone. */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const GAMES = ['infection', 'stained-glass', 'kites', 'ataxx'];
if (only !== null && !GAMES.includes(only)) {
  console.error(`--only takes one of ${GAMES.join(', ')}; got ${only}.`);
  process.exit(2);
}
const cdnDir = join(repoRoot, 'dist', 'cdn');
const resultsFile = join(repoRoot, '.bench', 'results.json');

// ---------------------------------------------------------------- helpers --

/** Prints a markdown-style table with aligned columns; align is a string of 'l'/'r' per column. */
function printTable(headers, rows, align) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const pad = (text, i) => (align[i] === 'r' ? String(text).padStart(widths[i]) : String(text).padEnd(widths[i]));
  const line = (cells) => `| ${cells.map(pad).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w, i) => (align[i] === 'r' ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log();
}

const bytes = (n) => `${n.toLocaleString('en-US')} B`;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n) => n.toFixed(3);

/** Median, 90th percentile (nearest rank), min, mean and max of a list of milliseconds. */
function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
  const mid = sorted.length >> 1;
  return {
    runs: sorted.length,
    median: sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2,
    p90: rank(0.9),
    min: sorted[0],
    mean: sorted.reduce((sum, x) => sum + x, 0) / sorted.length,
    max: sorted[sorted.length - 1],
  };
}

// ------------------------------------------------------------------ build --

function build() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  process.stdout.write('Building (npm run build)... ');
  const started = performance.now();
  const result = spawnSync(npm, ['run', 'build'], {
    cwd: repoRoot,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.log('failed:\n');
    console.error(result.stdout, result.stderr, result.error ?? '');
    process.exit(1);
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

// ------------------------------------------------------------------ sizes --

/**
 * Every CDN file's raw and gzip bytes, and per element file what a page
 * downloads: the file and the chunks it imports (to show its board: the
 * budgeted figure) and the chunks it loads on first use (its computer or
 * solver). dist/cdn/files.json, written by the build, lists both. Each file
 * is gzipped on its own, as a server sends it.
 */
function measureSizes() {
  const graph = JSON.parse(readFileSync(join(cdnDir, 'files.json'), 'utf8'));
  const size = new Map();
  const measure = (file) => {
    if (!size.has(file)) {
      const source = readFileSync(join(cdnDir, file));
      const brotli = brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
      size.set(file, { raw: source.length, gzip: gzipSync(source, { level: 9 }).length, brotli });
    }
    return size.get(file);
  };
  const total = (files) =>
    [...files].reduce(
      (sum, f) => ({ raw: sum.raw + measure(f).raw, gzip: sum.gzip + measure(f).gzip, brotli: sum.brotli + measure(f).brotli }),
      { raw: 0, gzip: 0, brotli: 0 },
    );
  const row = (name, files, lazyFiles, budget) => {
    const load = total(files);
    const lazy = total(lazyFiles);
    return {
      name,
      files: [...files],
      lazyFiles: [...lazyFiles],
      raw: load.raw,
      gzip: load.gzip,
      brotli: load.brotli,
      lazyRaw: lazy.raw,
      lazyGzip: lazy.gzip,
      budget,
      pass: budget === null ? null : load.gzip <= budget,
    };
  };
  const rows = Object.entries(graph).map(([file, { imports, lazy }]) =>
    row(file, [file, ...imports], lazy, GAME_FILES.includes(file) ? ELEMENT_BUDGET : null),
  );
  const games = new Set(GAME_FILES.flatMap((f) => [f, ...graph[f].imports]));
  const gamesLazy = new Set(GAME_FILES.flatMap((f) => graph[f].lazy));
  rows.push(row('all four games', games, gamesLazy, ALL_GAMES_BUDGET));
  const files = readdirSync(cdnDir, { recursive: true })
    .filter((f) => f.endsWith('.js'))
    .sort()
    .map((file) => ({ file, ...measure(file) }));
  return { files, rows, languages: measureLanguages(cdnDir, GAME_FILES, measure) };
}

// ------------------------------------------------------------------- main --

if (!args.has('--no-build') || !existsSync(cdnDir) || !existsSync(join(repoRoot, 'dist', 'engine.js'))) build();

const sizes = only ? null : measureSizes();
if (sizes) {
  console.log('CDN files (gzip level 9 and brotli quality 11, each file on its own)\n');
  printTable(
    ['File', 'Raw', 'Gzip', 'Brotli'],
    sizes.files.map((f) => [`dist/cdn/${f.file}`, bytes(f.raw), kib(f.gzip), kib(f.brotli)]),
    'lrrr',
  );
  console.log('What a page downloads: the element file with the chunks it imports (budgeted), and on first use its computer or solver\n');
  printTable(
    ['Element file', 'Files', 'Raw', 'Gzip', 'Brotli', 'Gzip budget', 'Used', 'Against budget', 'Later (gzip)'],
    sizes.rows.map((r) => [
      r.name,
      r.files.length,
      bytes(r.raw),
      kib(r.gzip),
      kib(r.brotli),
      r.budget === null ? '-' : kib(r.budget),
      r.budget === null ? '-' : `${((100 * r.gzip) / r.budget).toFixed(0)} %`,
      r.budget === null ? '-' : `${kib(Math.abs(r.budget - r.gzip))} ${r.gzip <= r.budget ? 'under' : 'over'}`,
      r.lazyFiles.length ? kib(r.lazyGzip) : '-',
    ]),
    'lrrrrrrrr',
  );
  printLanguages(sizes.languages, printTable, kib);
  try {
    sizes.loads = await measureLoads(GAME_FILES.map((f) => f.slice(0, -3)));
    printLoads(sizes.loads, printTable, kib);
  } catch (error) {
    console.error(`Load sizes failed: ${error.stack ?? error.message}`);
    process.exitCode = 1;
  }
}

let speed = null;
if (!args.has('--sizes-only') && !only) {
  try {
    speed = await benchElements({ warmup: WARMUP, runs: RUNS, quick: args.has('--quick'), stats });
  } catch (error) {
    console.error(`Element benchmark failed: ${error.stack ?? error.message}`);
    process.exitCode = 1;
  }
}

if (speed) {
  const pass = (ok) => (ok ? 'PASS' : 'FAIL');
  console.log(`The elements from dist/cdn in ${speed.browser}, ${RUNS} runs after ${WARMUP} warm-ups, in ms\n`);
  const renderRows = Object.entries(speed.render).map(([tag, r]) => [
    `<${tag}>`,
    ms(r.mount.median),
    ms(r.mount.p90),
    pass(r.mount.median <= RENDER_TARGET_MS),
    ms(r.click.median),
    ms(r.click.p90),
    pass(r.click.median <= CLICK_TARGET_MS),
  ]);
  printTable(
    ['Element', 'First render median', 'p90', `<= ${RENDER_TARGET_MS} ms`, 'Click to update median', 'p90', `<= ${CLICK_TARGET_MS} ms`],
    renderRows,
    'lrrlrrl',
  );
  if (!speed.crossOriginIsolated) console.log('Note: the page was not cross-origin isolated; times are rounded to 0.1 ms.\n');
  console.log(`Thinking in the page's worker and on the page's main thread (built engine), in ms: long tasks are those of ${TASK_LIMIT_MS} ms or more on the page\n`);
  const keyOf = (t) => `${t.game} ${t.level}`;
  const onPage = new Map(speed.thinking.filter((t) => t.where === 'page').map((t) => [keyOf(t), t]));
  const longest = (t) => `${Math.max(t.longestTask, t.longestGap).toFixed(1)}`;
  printTable(
    ['Game', 'Level', 'Moves', 'Worker: median', 'worst', 'long tasks', 'longest task', 'Page: median', 'worst', 'long tasks', 'longest task', `< ${TASK_LIMIT_MS} ms`],
    speed.thinking
      .filter((t) => t.where === 'worker')
      .map((w) => {
        const p = onPage.get(keyOf(w));
        return [
          w.game,
          w.level,
          w.times.runs,
          w.times.median.toFixed(1),
          w.times.max.toFixed(1),
          w.longTasks,
          longest(w),
          p ? p.times.median.toFixed(1) : '-',
          p ? p.times.max.toFixed(1) : '-',
          p ? p.longTasks : '-',
          p ? longest(p) : '-',
          pass(w.longTasks === 0 && (!p || p.longTasks === 0)),
        ];
      }),
    'llrrrrrrrrrl',
  );
  const missed = [
    ...Object.entries(speed.render).flatMap(([tag, r]) => (r.mount.median > RENDER_TARGET_MS || r.click.median > CLICK_TARGET_MS ? [`<${tag}> render`] : [])),
    ...speed.thinking.filter((t) => t.longTasks > 0).map((t) => `${t.game} ${t.level} long tasks (${t.where === 'worker' ? 'worker' : 'page'})`),
  ];
  if (missed.length) {
    console.error(`Targets missed: ${missed.join(', ')}.\n`);
    process.exitCode = 1;
  }
}

let manyBoards = null;
if (!args.has('--sizes-only') && !only && !args.has('--no-many-boards')) {
  try {
    manyBoards = await benchManyBoards();
    if (!printManyBoards(manyBoards, printTable)) {
      console.error('200 boards: a task over the target (see the table above).\n');
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`The 200-board benchmark failed: ${error.stack ?? error.message}`);
    process.exitCode = 1;
  }
}

/** Runs one game's benchmark section: its failures (a missed target, or an error) set the exit code, never stop the others. */
async function section(name, key, bench) {
  if (args.has(`--no-${key}`) || args.has('--sizes-only') || (only !== null && only !== key)) return null;
  try {
    const run = await bench({ quick: args.has('--quick'), printTable, stats });
    if (!run.passed) {
      console.error(`${name}: a target failed (see the table above).`);
      process.exitCode = 1;
    }
    return run.results;
  } catch (error) {
    console.error(`${name} benchmark failed: ${error.stack ?? error.message}`);
    process.exitCode = 1;
    return null;
  }
}

const infection = await section('Infection', 'infection', benchInfection);
const stainedGlass = await section('Stained Glass', 'stained-glass', benchStainedGlass);
const kites = await section('Kites', 'kites', benchKites);
const ataxx = await section('Ataxx', 'ataxx', benchAtaxx);

const loadsOver = (sizes?.loads?.rows ?? []).flatMap((r, i, rows) => loadOver(r, i === rows.length - 1).map((what) => ({ name: `${r.tags.length > 1 ? 'all four games' : r.tags[0]} ${what}`, gzip: what === 'first paint' ? r.firstPaint.gzip : r.firstPaint.gzip + r.idle.gzip, budget: what === 'first paint' ? (i === rows.length - 1 ? ALL_FOUR_FIRST_PAINT_BUDGET : FIRST_PAINT_BUDGET) : IDLE_BUDGET })));
const failed = sizes ? [...sizes.rows.filter((r) => r.pass === false), ...languagesOver(sizes.languages), ...loadsOver] : [];
mkdirSync(join(repoRoot, '.bench'), { recursive: true });
writeFileSync(
  resultsFile,
  `${JSON.stringify(
    { date: new Date().toISOString(), node: process.version, budgetsPassed: failed.length === 0, sizes, speed, manyBoards, infection, stainedGlass, kites, ataxx },
    null,
    2,
  )}\n`,
);
console.log(`Results written to ${resultsFile}`);

if (failed.length) {
  console.error(`\nOver the size budget: ${failed.map((r) => `${r.name} (${kib(r.gzip)} > ${kib(r.budget)})`).join(', ')}`);
  process.exitCode = 1;
}
