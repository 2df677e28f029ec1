// Every game from the CDN files on a page with a strict Content-Security-Policy
// (scripts/serve.mjs's: no 'unsafe-inline', no 'unsafe-eval'), including the
// computer opponents and the solver, which load as chunks on first use. Runs
// test/csp/index.html in headless Chromium and Firefox (Debian's, as found by
// scripts/browsers.mjs; npm test builds dist/cdn first).
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

assert.match(SECURITY_HEADERS['Content-Security-Policy'], /default-src 'self'/);
assert.doesNotMatch(SECURITY_HEADERS['Content-Security-Policy'], /unsafe-(inline|eval)/);

for (const name of ['chromium', 'firefox']) {
  const executablePath = findBrowser(name);
  test(`every game plays under a strict CSP in ${name}`, { skip: executablePath ? false : `no ${name} found` }, async () => {
    assert.ok(existsSync(join(repoRoot, 'dist', 'cdn', 'boardlets.js')), 'build first: npm run build');
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
      const response = await page.goto(new URL('/test/csp/index.html', url).href, { waitUntil: 'load' });
      assert.match(response.headers()['content-security-policy'], /default-src 'self'/);
      await page.waitForFunction(() => document.querySelector('#result')?.textContent, { timeout: 60_000 });
      const { results, violations } = JSON.parse(await page.$eval('#result', (el) => el.textContent));
      assert.deepEqual(violations, [], 'CSP violations');
      assert.deepEqual(problems, []);
      for (const [check, expected] of Object.entries(EXPECTED)) {
        if (expected instanceof RegExp) assert.match(results[check], expected, check);
        else assert.equal(results[check], expected, check);
      }
    } finally {
      await browser.close();
      server.close();
      server.closeAllConnections();
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
