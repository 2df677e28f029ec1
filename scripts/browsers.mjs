// Where the browsers are and how to start them, shared by the test command,
// the test runner's config and the benchmark. Only Debian's chromium and
// firefox-esr (or what CHROME_PATH / FIREFOX_PATH name) are used: no tool here
// downloads a browser of its own.
import { existsSync } from 'node:fs';

export const BROWSERS = {
  chromium: {
    env: 'CHROME_PATH',
    paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'],
    apt: 'chromium',
  },
  firefox: {
    env: 'FIREFOX_PATH',
    paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
    apt: 'firefox-esr',
  },
};

/** The executable of a browser (`chromium` or `firefox`), or null when none is found. */
export function findBrowser(name) {
  const b = BROWSERS[name];
  const fromEnv = process.env[b.env];
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.warn(`${b.env}=${fromEnv} does not exist; looking in the usual places.`);
  }
  return b.paths.find((p) => existsSync(p)) ?? null;
}

/**
 * Headless Chromium flags for a machine with no network but the package
 * registries: without the background-networking ones Chromium keeps trying
 * to reach the internet. As root it will not start without --no-sandbox.
 */
export const chromeArgs = [
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
