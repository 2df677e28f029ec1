// A SCORM package's launch page (test-results/lms/, written by scripts/lms-packs.mjs
// after the build) under scripts/serve.mjs's strict Content-Security-Policy
// (no 'unsafe-inline', no 'unsafe-eval'), in Chromium and Firefox: its
// settings are a JSON data block, which no policy blocks, and its script and
// styles are files, so the game plays. Without an LMS it says so, once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer';
import { chromeArgs, findBrowser } from '../../scripts/browsers.mjs';
import { createStaticHandler, listen, repoRoot } from '../../scripts/serve.mjs';

for (const name of ['chromium', 'firefox']) {
  const executablePath = findBrowser(name);
  test(`a SCORM launch page plays under a strict CSP in ${name}`, async () => {
    // A browser that is missing fails the test (it never skips): npm test installs or finds both.
    assert.ok(executablePath, `no ${name} found: install Debian's chromium and firefox-esr, or set CHROME_PATH / FIREFOX_PATH`);
    assert.ok(existsSync(join(repoRoot, 'test-results', 'lms', 'scorm12-checkbox', 'index.html')), 'build the packages first: npm run build && node scripts/lms-packs.mjs');
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
      const response = await page.goto(new URL('/test-results/lms/scorm12-checkbox/index.html', url).href, { waitUntil: 'load' });
      assert.match(response.headers()['content-security-policy'], /default-src 'self'/);
      const seen = await page.evaluate(async () => {
        const run = await window.boardletsScorm;
        const el = document.querySelector('checkbox-squares');
        await el.updateComplete;
        const over = new Promise((resolve) => el.addEventListener('game-over', (e) => resolve(e.detail.reason), { once: true }));
        for (const box of [...el.solution]) el.shadowRoot.querySelector(`[data-square="board"][data-box="${box}"]`).click();
        return `${run.live} ${el.getAttribute('seed')} ${window.getComputedStyle(document.body).marginTop} ${await over}`;
      });
      assert.equal(seen, 'false lms 0px solved');
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0], /^warn: boardlets SCORM: found no LMS \(no API object/);
    } finally {
      await browser.close();
      server.close();
      server.closeAllConnections();
    }
  });
}
