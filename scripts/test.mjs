#!/usr/bin/env node
// The one test command (`npm test`), run as it is by CI (.ci/run):
// type-check, lint, manifest freshness, build, engine tests in plain Node,
// and every browser test in headless Chromium and Firefox ESR.
//
// It finds the browsers (CHROME_PATH / FIREFOX_PATH, or the usual paths).
// Where one is missing on a Debian-like machine and we are root, it installs
// Debian's `chromium` / `firefox-esr`; otherwise it stops and says what to
// install. No tool here downloads a browser of its own.
//
//   node scripts/test.mjs                  everything
//   node scripts/test.mjs --only browser   just the browser tests
//   BOARDLETS_BROWSERS=chromium npm test   one browser
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BROWSERS, findBrowser } from './browsers.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const wanted = (process.env.BOARDLETS_BROWSERS ?? 'chromium,firefox').split(',').map((s) => s.trim());

function run(label, cmd, cmdArgs, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${[cmd, ...cmdArgs].join(' ')}`);
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds} s (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}

function ensureBrowsers() {
  const found = {};
  const missing = [];
  for (const name of wanted) {
    if (!BROWSERS[name]) {
      console.error(`Unknown browser "${name}" in BOARDLETS_BROWSERS; use chromium and/or firefox.`);
      process.exit(2);
    }
    found[name] = findBrowser(name);
    if (!found[name]) missing.push(name);
  }
  if (missing.length) {
    const packages = missing.map((n) => BROWSERS[n].apt);
    const debian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
    const root = typeof process.getuid === 'function' && process.getuid() === 0;
    if (debian && root) {
      console.log(`Installing ${packages.join(' and ')} from Debian's packages (not found on this machine)...`);
      run('apt-get update', 'apt-get', ['update', '-qq']);
      run(`apt-get install ${packages.join(' ')}`, 'apt-get', ['install', '-y', '-qq', ...packages], {
        DEBIAN_FRONTEND: 'noninteractive',
      });
      for (const name of missing) found[name] = findBrowser(name);
    }
    const still = wanted.filter((n) => !found[n]);
    if (still.length) {
      console.error(
        `\nCannot find ${still.join(' and ')}. Install ${still.map((n) => BROWSERS[n].apt).join(' and ')} ` +
          `(on Debian/Ubuntu: sudo apt-get install ${still.map((n) => BROWSERS[n].apt).join(' ')}), ` +
          `or point ${still.map((n) => BROWSERS[n].env).join(' / ')} at the executable. ` +
          'To test in one browser only: BOARDLETS_BROWSERS=chromium npm test',
      );
      process.exit(1);
    }
  }
  for (const name of wanted) console.log(`Using ${name}: ${found[name]}`);
  return { CHROME_PATH: found.chromium ?? '', FIREFOX_PATH: found.firefox ?? '' };
}

const started = Date.now();
const browserEnv = ensureBrowsers();
const bin = (name) => `node_modules/.bin/${name}`;
if (!only) {
  run('type-check', bin('tsc'), ['-p', 'tsconfig.test.json', '--noEmit']);
  run('type-check engine without DOM', bin('tsc'), ['-p', 'tsconfig.engine.json', '--noEmit']);
  run('lint', bin('eslint'), ['.', '--max-warnings=0']);
  run('manifest is fresh', 'node', ['scripts/check-manifest.mjs']);
  run('editor data is fresh', 'node', ['scripts/ide-data.mjs', '--check']);
  run('build', bin('rollup'), ['-c', 'rollup.config.mjs', '--silent']);
  run('LMS packages: SCORM 1.2, SCORM 2004 and H5P, written and read back (test-results/lms/)', 'node', ['scripts/lms-packs.mjs']);
  run('Node tests: the engine without a DOM, imports for server rendering, the CDN files under a strict CSP', 'node', ['--test', 'test/node/'], browserEnv);
}
run('browser tests', bin('wtr'), ['--config', 'web-test-runner.config.mjs'], { ...browserEnv, BOARDLETS_BROWSERS: wanted.join(',') });
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
