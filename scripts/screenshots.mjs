#!/usr/bin/env node
// Screenshots of every game from the real elements (the CDN build), at a
// desktop size and a touch phone size, in a light and a dark page.
//
//   npm run build && node scripts/screenshots.mjs [--out dir] [--only infection-board,...] [--lang de]
//   npm run screenshots     the README's pictures: docs/images/<game>.png, each game alone, light
//
// Writes <out>/<game>-<width>x<height>-<scheme>.png (default out: screenshots/);
// with --readme, one picture of each element (not the page) into docs/images/.
// Uses Debian's Chromium (or CHROME_PATH) through puppeteer; no browser is downloaded.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import puppeteer from 'puppeteer';
import { chromeArgs, findBrowser } from './browsers.mjs';
import { createStaticHandler, listen } from './serve.mjs';
import { loadRegistry } from './registry.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const readme = args.includes('--readme');
const out = option('--out', readme ? 'docs/images' : 'screenshots');
const only = option('--only', '')?.split(',').filter(Boolean) ?? [];
/** `--lang de`: the page's language (screenshots named with it). */
const lang = option('--lang', 'en');

/** The games whose pictures differ from the rest's (`seed="readme"`, at the start): their attributes, and moves played before. */
const PICTURES = {
  'infection-board': { attrs: readme ? 'position="ggg3/gg1y2/1gyy2/2x1y1/3yy1/4yy g"' : 'seed="readme"' },
  'kites-board': { attrs: 'seed="readme" opponent="human"', moves: readme ? 16 : 0 },
};
const registry = await loadRegistry();
/** Every game of the registry, with attributes that give a fixed, typical position (and its engine's definition, for the moves). */
export const GAMES = registry.GAMES.map((game) => ({
  tag: game.tag,
  definition: registry.ENGINES.find((engine) => engine.id === game.engine).definition,
  attrs: 'seed="readme"',
  ...PICTURES[game.tag],
}));
const VIEWPORTS = readme ? [{ width: 520, height: 900, isMobile: false, hasTouch: false }] : [
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
      for (const scheme of readme ? ['light'] : ['light', 'dark']) {
        const page = await browser.newPage();
        await page.setViewport({ ...viewport, deviceScaleFactor: 1 });
        await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
        const query = new URLSearchParams({ game: game.tag, scheme, attrs: game.attrs, lang });
        await page.goto(`${origin}/scripts/shots/index.html?${query}`);
        await page.waitForSelector('body[data-ready]');
        if (game.moves) {
          // A game under way: moves picked by a seeded RNG from the engine's legal moves, restored into the element.
          await page.evaluate(
            async (tag, moves, definition) => {
              const engine = await import('/dist/engine.js');
              const { Session, createRng } = engine;
              const game = engine[definition];
              const el = document.querySelector(tag);
              const session = Session.restore(game, el.save());
              const rng = createRng('readme');
              for (let i = 0; i < moves; i++) {
                const legal = game.legalMoves(session.state);
                session.play(legal[rng.int(legal.length)]);
              }
              el.restore(session.save());
              await el.updateComplete;
            },
            game.tag,
            game.moves,
            game.definition,
          );
        }
        await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
        const file = join(out, readme ? `${game.tag}.png` : `${game.tag}-${viewport.width}x${viewport.height}-${scheme}${lang === 'en' ? '' : `-${lang}`}.png`);
        if (readme) await (await page.$(game.tag)).screenshot({ path: file });
        else await page.screenshot({ path: file });
        console.log(file);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
