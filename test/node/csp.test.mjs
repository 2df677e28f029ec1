// Every game from the CDN files on a page with a strict Content-Security-Policy
// (scripts/serve.mjs's: no 'unsafe-inline', no 'unsafe-eval'), including the
// computer opponents and the solver, which load as chunks on first use. Runs
// test/csp/index.html in headless Chromium and Firefox (Debian's, as found by
// scripts/browsers.mjs; npm test builds dist/cdn first).
//
// The computers and the solver think in a Web Worker where the policy allows
// one, and on the page (in slices) where it does not; the page plays the
// same either way. Four pages: the files on the page's own origin (the
// worker comes from there: allowed by 'self'); the same with `worker-src
// 'none'`; the files from another origin, as from a CDN, with `worker-src
// blob:` (the worker is a blob: module importing the CDN's); and from another
// origin without it (then `default-src` stands for it: no blob:).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer';
import { chromeArgs, findBrowser } from '../../scripts/browsers.mjs';
import { createStaticHandler, listen, repoRoot, SECURITY_HEADERS } from '../../scripts/serve.mjs';

const EXPECTED = {
  'checkbox-squares': 'solved',
  'infection-board': /^computer (duplicate|jump)/,
  'stained-glass hint': 'hint shown',
  'stained-glass solvable': 'solvable board',
  'kites-board': 'computer yellow',
  'kites computer vs computer': /^(board-full|draw|shared)$/,
};
/** The tasks the page's checks think about. */
const TASKS = ['infection', 'kites', 'stained-glass-solvable', 'stained-glass-solve'];

const STRICT = SECURITY_HEADERS['Content-Security-Policy'];
assert.match(STRICT, /default-src 'self'/);
assert.doesNotMatch(STRICT, /unsafe-(inline|eval)|worker-src/);

/** Each page: its policy (`cdn` is the other origin), where the files come from, and where the thinking should happen. */
const PAGES = [
  { name: 'files on the same origin', csp: () => STRICT, crossOrigin: false, thinkingIn: 'worker' },
  { name: "same origin, worker-src 'none'", csp: () => `${STRICT}; worker-src 'none'`, crossOrigin: false, thinkingIn: 'page' },
  { name: 'files from a CDN, worker-src blob:', csp: (cdn) => `${STRICT.replace("default-src 'self'", `default-src 'self' ${cdn}`)}; worker-src blob:`, crossOrigin: true, thinkingIn: 'worker' },
  { name: 'files from a CDN, no worker-src', csp: (cdn) => STRICT.replace("default-src 'self'", `default-src 'self' ${cdn}`), crossOrigin: true, thinkingIn: 'page' },
];

/** A static server for the repository whose pages carry `csp(request)` and whose files may be read from any origin (as a CDN's). */
function server(csp) {
  const files = createStaticHandler(repoRoot);
  return listen((req, res) => {
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (status, headers = {}) =>
      writeHead(status, { ...headers, 'Content-Security-Policy': csp(req) ?? headers['Content-Security-Policy'], 'Access-Control-Allow-Origin': '*' });
    return files(req, res);
  });
}

for (const name of ['chromium', 'firefox']) {
  const executablePath = findBrowser(name);
  test(`every game plays under a strict CSP in ${name}, with and without a worker`, { skip: executablePath ? false : `no ${name} found` }, async (t) => {
    assert.ok(existsSync(join(repoRoot, 'dist', 'cdn', 'boardlets.js')), 'build first: npm run build');
    assert.ok(existsSync(join(repoRoot, 'dist', 'cdn', 'think-worker.js')), 'build first: npm run build');
    // The page's origin, and a second one for the CDN (another port is another origin).
    let policy = () => STRICT;
    const site = await server((req) => (new URL(req.url, 'http://x').pathname === '/test/csp/index.html' ? policy() : null));
    const cdn = await server(() => null);
    const cdnOrigin = cdn.url.replace(/\/$/, '');
    const browser = await puppeteer.launch(
      name === 'chromium' ? { executablePath, headless: true, args: chromeArgs } : { browser: 'firefox', executablePath, headless: true },
    );
    try {
      for (const variant of PAGES) {
        await t.test(variant.name, async () => {
          policy = () => variant.csp(cdnOrigin);
          const page = await browser.newPage();
          const problems = [];
          page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
          page.on('console', (message) => {
            if (message.type() === 'error' || message.type() === 'warn') problems.push(`${message.type()}: ${message.text()}`);
          });
          const query = variant.crossOrigin ? `?cdn=${encodeURIComponent(cdnOrigin)}` : '';
          const response = await page.goto(new URL(`/test/csp/index.html${query}`, site.url).href, { waitUntil: 'load' });
          assert.equal(response.headers()['content-security-policy'], variant.csp(cdnOrigin));
          await page.waitForFunction(() => document.querySelector('#result')?.textContent, { timeout: 60_000 });
          const { results, violations, thinking } = JSON.parse(await page.$eval('#result', (el) => el.textContent));
          await page.close();
          for (const [check, expected] of Object.entries(EXPECTED)) {
            if (expected instanceof RegExp) assert.match(results[check], expected, check);
            else assert.equal(results[check], expected, check);
          }
          assert.deepEqual(thinking, TASKS.map((task) => `${task}:${variant.thinkingIn}`).sort(), 'where each task was worked out');
          if (variant.thinkingIn === 'worker') {
            assert.deepEqual(violations, [], 'CSP violations');
            assert.deepEqual(problems, []);
          } else {
            // The one refused worker (the browser reports it, once), and nothing else.
            assert.equal(violations.length, 1, `one refused worker: ${violations.join('; ')}`);
            assert.match(violations[0], /^worker-src: /);
            assert.deepEqual(problems.filter((p) => !/worker|Content.Security.Policy/i.test(p)), []);
          }
        });
      }
    } finally {
      await browser.close();
      for (const { server: s } of [site, cdn]) {
        s.close();
        s.closeAllConnections();
      }
    }
  });

  test(`the embed page plays a game under a strict CSP in ${name}`, { skip: executablePath ? false : `no ${name} found` }, async () => {
    assert.ok(existsSync(join(repoRoot, 'dist', 'cdn', 'play.html')), 'build first: npm run build');
    const { server, url } = await listen(createStaticHandler(repoRoot));
    const browser = await puppeteer.launch(
      name === 'chromium' ? { executablePath, headless: true, args: chromeArgs } : { browser: 'firefox', executablePath, headless: true },
    );
    try {
      const page = await browser.newPage();
      const problems = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warn') problems.push(`${message.type()}: ${message.text()}`);
      });
      const response = await page.goto(new URL('/dist/cdn/play.html?game=checkbox-squares&target=000000000&start=010111010&lang=fr', url).href, { waitUntil: 'load' });
      assert.match(response.headers()['content-security-policy'], /default-src 'self'/);
      // The script appends the game once its file loaded. Its stylesheet applied (a file, as no inline style may run),
      // the language from the link, and the game solved by a click on the centre.
      await page.waitForSelector('checkbox-squares');
      const reason = await page.evaluate(async () => {
        await customElements.whenDefined('checkbox-squares');
        const el = document.querySelector('checkbox-squares');
        await el.updateComplete;
        const over = new Promise((resolve) => el.addEventListener('game-over', (e) => resolve(e.detail.reason), { once: true }));
        el.shadowRoot.querySelector('[data-square="board"][data-box="4"]').click();
        return `${window.getComputedStyle(document.body).marginTop} ${document.documentElement.lang} ${await over}`;
      });
      assert.equal(reason, '0px fr solved');
      assert.equal(await page.$eval('main', (main) => main.querySelector('.boardlets-note')), null);
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
      server.close();
      server.closeAllConnections();
    }
  });
}
