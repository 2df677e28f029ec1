#!/usr/bin/env node
// Screenshots of every game from the real elements (the CDN build), at a
// desktop size and a touch phone size, in a light and a dark page.
//
//   npm run build && node scripts/screenshots.mjs [--out dir] [--only infection-board,...]
//
// Writes <out>/<game>-<width>x<height>-<scheme>.png (default out: screenshots/).
// Uses Debian's Chromium (or CHROME_PATH) through puppeteer; no browser is downloaded.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import puppeteer from 'puppeteer';
import { chromeArgs, findBrowser } from './browsers.mjs';
import { createStaticHandler, listen } from './serve.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const out = option('--out', 'screenshots');
const only = option('--only', '')?.split(',').filter(Boolean) ?? [];

/** Each game with attributes that give a fixed, typical position. */
export const GAMES = [
  { tag: 'infection-board', attrs: 'seed="readme"' },
  { tag: 'stained-glass-board', attrs: 'seed="readme"' },
  { tag: 'kites-board', attrs: 'seed="readme"' },
  { tag: 'checkbox-squares', attrs: 'seed="readme"' },
];
export const VIEWPORTS = [
  { width: 1280, height: 800, isMobile: false, hasTouch: false },
  { width: 360, height: 740, isMobile: true, hasTouch: true },
];

const executablePath = findBrowser('chromium');
if (!executablePath) throw new Error('No Chromium found: install Debian\'s chromium or set CHROME_PATH.');
const { server, url: origin0 } = await listen(createStaticHandler());
const origin = new URL(origin0).origin;
const browser = await puppeteer.launch({ executablePath, headless: true, args: chromeArgs });
await mkdir(out, { recursive: true });
try {
  for (const game of GAMES.filter((g) => only.length === 0 || only.includes(g.tag))) {
    for (const viewport of VIEWPORTS) {
      for (const scheme of ['light', 'dark']) {
        const page = await browser.newPage();
        await page.setViewport({ ...viewport, deviceScaleFactor: 1 });
        await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
        const query = new URLSearchParams({ game: game.tag, scheme, attrs: game.attrs });
        await page.goto(`${origin}/scripts/shots/index.html?${query}`);
        await page.waitForSelector('body[data-ready]');
        await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
        const file = join(out, `${game.tag}-${viewport.width}x${viewport.height}-${scheme}.png`);
        await page.screenshot({ path: file });
        console.log(file);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
