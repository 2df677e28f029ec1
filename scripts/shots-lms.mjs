#!/usr/bin/env node
// The picture in docs/classroom.md: the SCORM 2004 test package (a set of six
// seeded Checkbox Squares, from scripts/lms-packs.mjs) played in Chromium,
// two puzzles solved and the third shown, served under scripts/serve.mjs's
// strict Content-Security-Policy.
//
//   npm run build && node scripts/lms-packs.mjs && node scripts/shots-lms.mjs
import puppeteer from 'puppeteer';
import { chromeArgs, findBrowser } from './browsers.mjs';
import { createStaticHandler, listen } from './serve.mjs';

const executablePath = findBrowser('chromium');
if (!executablePath) throw new Error("No Chromium found: install Debian's chromium or set CHROME_PATH.");
const { server, url } = await listen(createStaticHandler());
const browser = await puppeteer.launch({ executablePath, headless: true, args: chromeArgs });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 560, height: 520, deviceScaleFactor: 1 });
  await page.goto(`${new URL(url).origin}/test-results/lms/scorm2004-set/index.html`);
  await page.evaluate(async () => {
    await window.boardletsScorm;
    const games = [...document.querySelectorAll('checkbox-squares')];
    const nav = document.querySelectorAll('.boardlets-lms-nav button');
    for (const i of [0, 1]) {
      nav[i].click();
      for (const box of [...games[i].solution]) games[i].shadowRoot.querySelector(`[data-square="board"][data-box="${box}"]`).click();
      await games[i].updateComplete;
    }
    nav[2].click();
    await games[2].updateComplete;
    await new Promise((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(resolve)));
  });
  await page.screenshot({ path: 'docs/images/lms-scorm-set.png' });
  console.log('docs/images/lms-scorm-set.png');
} finally {
  await browser.close();
  server.close();
}
