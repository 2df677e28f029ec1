#!/usr/bin/env node
// The print layout of <boardlets-worksheet>, as a teacher would print it:
// print media emulated, one PNG of the whole printed sheet and a PDF per
// paper size, with the number of pages each takes (from the CDN build).
//
//   npm run build && node scripts/worksheet-print.mjs [--out dir] [--attrs 'game="stained-glass-board" answers'] [--lang he] [--screen dark]
//
// Writes <out>/worksheet-print.png and <out>/worksheet-{A4,Letter}.pdf, and prints the page counts;
// with --screen light|dark, only <out>/worksheet-screen-<scheme>.png, the sheet as a page in that scheme shows it.
import { Buffer } from 'node:buffer';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import puppeteer from 'puppeteer';
import { chromeArgs, findBrowser } from './browsers.mjs';
import { createStaticHandler, listen } from './serve.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const out = option('--out', 'screenshots');
const attrs = option('--attrs', 'seed="class-5b" answers');
const screen = option('--screen', '');

const executablePath = findBrowser('chromium');
if (!executablePath) throw new Error('No Chromium found: install Debian\'s chromium or set CHROME_PATH.');
const { server, url } = await listen(createStaticHandler());
const browser = await puppeteer.launch({ executablePath, headless: true, args: chromeArgs });
await mkdir(out, { recursive: true });
try {
  const page = await browser.newPage();
  if (screen) await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: screen }]);
  await page.setViewport({ width: 794, height: 1123, deviceScaleFactor: 1 });
  // The screenshot page (scripts/shots/) loads the element's CDN file; the sheet is then waited for (a Stained Glass one searches first).
  const query = new URLSearchParams({ game: 'boardlets-worksheet', scheme: screen || 'light', attrs, lang: option('--lang', 'en') });
  await page.goto(new URL(`/scripts/shots/index.html?${query}`, url).href);
  await page.waitForSelector('body[data-ready]');
  await page.evaluate('document.querySelector("boardlets-worksheet").ready');
  if (screen) {
    const file = join(out, `worksheet-screen-${screen}.png`);
    // The element, not the full page: a full-page shot of a right-to-left page comes out shifted.
    await (await page.$('boardlets-worksheet')).screenshot({ path: file });
    console.log(file);
  } else {
    await printed(page);
  }
} finally {
  await browser.close();
  server.close();
}

/** The print layout: a PNG of the printed sheet, and a PDF per paper size with its page count. */
async function printed(page) {
  await page.emulateMediaType('print');
  const png = join(out, 'worksheet-print.png');
  await page.screenshot({ path: png, fullPage: true });
  console.log(png);
  for (const format of ['A4', 'Letter']) {
    const pdf = await page.pdf({ format, printBackground: false });
    const file = join(out, `worksheet-${format}.pdf`);
    await writeFile(file, pdf);
    // A PDF's pages are its "/Type /Page" objects (not "/Pages").
    const pages = (Buffer.from(pdf).toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
    console.log(`${file}: ${pages} pages`);
  }
}
