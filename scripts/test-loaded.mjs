#!/usr/bin/env node
// `npm run test:loaded`: the browser tests on a machine whose cores are all
// kept busy by another process, three runs in a row, failing on any failure.
// A test that samples time (polls for something that passes, sleeps for a
// guessed while) fails here sooner or later; one that waits for events and
// states does not. The load is one busy Node loop per core (no dependency,
// nothing to install), niced below the tests' own processes so it competes
// for the cores as another user's work would.
//
//   npm run test:loaded                                    everything, 3 runs
//   npm run test:loaded -- --runs 1 --files 'test/elements/a11y-audit.test.ts'
//   BOARDLETS_BROWSERS=chromium npm run test:loaded        one browser
//
// It builds first (the CDN tests load dist/, the LMS tests the packages in
// test-results/lms/); --no-build skips that.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { findBrowser } from './browsers.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', '3'));
const files = option('--files', null);
const loaders = Number(option('--load', String(availableParallelism())));
const wanted = (process.env.BOARDLETS_BROWSERS ?? 'chromium,firefox').split(',').map((s) => s.trim());

const env = { ...process.env, BOARDLETS_BROWSERS: wanted.join(',') };
for (const [name, variable] of [['chromium', 'CHROME_PATH'], ['firefox', 'FIREFOX_PATH']]) {
  if (!wanted.includes(name)) continue;
  const found = findBrowser(name);
  if (!found) {
    console.error(`Cannot find ${name}: run \`npm test\` once (it says what to install), or set ${variable}.`);
    process.exit(1);
  }
  env[variable] = found;
}

if (!args.includes('--no-build')) {
  const build = spawnSync('node_modules/.bin/rollup', ['-c', 'rollup.config.mjs', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status || 1);
  // The LMS tests (test/lms/) play the SCORM and H5P packages that `npm test` writes to test-results/lms/.
  const packs = spawnSync(process.execPath, ['scripts/lms-packs.mjs'], { stdio: 'inherit' });
  if (packs.status !== 0) process.exit(packs.status || 1);
}

// The load: busy loops that never yield, one per core.
const load = [];
for (let i = 0; i < loaders; i++) {
  load.push(spawn('nice', ['-n', '5', process.execPath, '-e', 'for (;;) {}'], { stdio: 'ignore' }));
}
const stopLoad = () => {
  for (const child of load) if (child.exitCode === null) child.kill('SIGKILL');
};
process.on('exit', stopLoad);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopLoad();
    process.exit(130);
  });
}
console.log(`Load: ${loaders} busy Node loop(s) (pids ${load.map((c) => c.pid).join(', ')}).`);

const results = [];
let failed = false;
for (let run = 1; run <= runs; run++) {
  const started = Date.now();
  console.log(`\n▶ loaded run ${run} of ${runs}${files ? ` (${files})` : ''}`);
  const wtrArgs = ['--config', 'web-test-runner.config.mjs', ...(files ? ['--files', files] : [])];
  const status = await new Promise((resolve) => {
    spawn('node_modules/.bin/wtr', wtrArgs, { stdio: 'inherit', env }).on('exit', (code, signal) => resolve(code ?? signal));
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push(`run ${run}: ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${seconds} s`);
  if (status !== 0) {
    failed = true;
    break;
  }
}
stopLoad();
console.log(`\nUnder load (${loaders} busy loop(s)):\n  ${results.join('\n  ')}`);
process.exit(failed ? 1 : 0);
