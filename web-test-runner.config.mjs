// Browser tests for elements and engines, in Debian's headless Chromium and
// Firefox ESR. scripts/test.mjs finds the browsers and passes their paths in
// CHROME_PATH and FIREFOX_PATH; run it (npm test) rather than wtr directly.
import rollupCommonjs from '@rollup/plugin-commonjs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { chromeArgs } from './scripts/browsers.mjs';
import { publicEntry } from './scripts/examples.mjs';
import { forcedColorsPlugin } from './scripts/wtr-forced-colors.mjs';
import { pageFocusPlugin } from './scripts/wtr-page-focus.mjs';
import { transcriptsPlugin } from './scripts/wtr-transcripts.mjs';

const wanted = (process.env.BOARDLETS_BROWSERS ?? 'chromium,firefox').split(',');
const browsers = [];
if (wanted.includes('chromium') && process.env.CHROME_PATH) {
  browsers.push(
    puppeteerLauncher({
      // A desktop with a mouse, as most tests play with one: headless Chromium has no hover
      // otherwise, and the hover-only styles (under @media (hover: hover)) would go untested.
      // Headless Firefox has none, so the paths without hover are tested there.
      launchOptions: {
        executablePath: process.env.CHROME_PATH,
        headless: true,
        args: [...chromeArgs, '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4'],
      },
    }),
  );
}
if (wanted.includes('firefox') && process.env.FIREFOX_PATH) {
  browsers.push(
    puppeteerLauncher({
      launchOptions: { browser: 'firefox', executablePath: process.env.FIREFOX_PATH, headless: true },
    }),
  );
}
// React and ReactDOM ship only CommonJS (test/frameworks/react.test.ts renders
// the boardlets/react wrappers with them). In the tests, and only for their
// files, rollup's CommonJS plugin turns them into ES modules, after their
// `process.env.NODE_ENV` checks are replaced with "development" (there is no
// `process` in a browser). `strictRequires: false` makes each file a plain
// module with a default export (its wrapped form, meant for a rollup bundle,
// has none). Everything else is served as before.
const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;
const commonjs = fromRollup(rollupCommonjs);
const reactInTheBrowser = [
  {
    name: 'react-node-env',
    transform(context) {
      if (REACT.test(context.path) && typeof context.body === 'string') {
        return context.body.replaceAll('process.env.NODE_ENV', '"development"');
      }
      return undefined;
    },
  },
  commonjs({
    strictRequires: false,
    requireReturnsDefault: 'preferred',
    include: ['**/node_modules/react/**', '**/node_modules/react-dom/**', '**/node_modules/scheduler/**'],
  }),
];

// The computers' worker is started from its URL (src/base/think-client.ts:
// new URL('../engine/think-worker.js', import.meta.url)), which names the
// built file; in the tests it is the TypeScript source beside it.
const TS_SOURCE_OF_WORKER = /^\/src\/engine\/think-worker\.js(?=$|\?)/;
function workerSource(context, next) {
  if (TS_SOURCE_OF_WORKER.test(context.url)) context.url = context.url.replace('think-worker.js', 'think-worker.ts');
  return next();
}

// The example games (examples/<name>/) import the package by name, as an app
// would: `boardlets/authoring` is served the TypeScript source of the entry
// point package.json exports under that name; a path the package does not
// export fails the test (scripts/examples.mjs).
const packageByName = {
  name: 'boardlets-by-name',
  resolveImport({ source }) {
    const entry = publicEntry(source);
    if (entry === null) return undefined;
    if (typeof entry === 'string') throw new Error(entry);
    return `/${entry.source}`;
  },
};

if (browsers.length === 0) {
  throw new Error('No browser to test in: set CHROME_PATH and/or FIREFOX_PATH, or run `npm test`, which finds them.');
}

export default {
  // The package's tests, and each example game's beside it (found by folder).
  files: ['test/**/*.test.ts', 'examples/*/*.test.ts'],
  nodeResolve: true,
  browsers,
  concurrency: 1,
  // Lit's one-line dev-mode notice is expected in tests; every other log is shown.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  testsFinishTimeout: 300_000,
  // Opening a test page is only guarded against a hang: on a machine with both
  // cores busy Firefox took over the default 30 s to open one.
  browserStartTimeout: 120_000,
  // A test's timeout only guards against a hang: every test waits for events and
  // states, and the compute-bound ones (property runs, plain minimax) take longer
  // with both cores busy (a CI run under load took over 20 s on one).
  testFramework: { config: { timeout: 60_000 } },
  middleware: [workerSource],
  plugins: [packageByName, esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' }), forcedColorsPlugin(), pageFocusPlugin(), transcriptsPlugin(), ...reactInTheBrowser],
};
