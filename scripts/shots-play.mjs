// Screenshots of games under way, for judging marks: Stained Glass with a
// last move, a tile picked up (its destinations) and a hint; every game after
// a few moves. Writes <out>/<game>-play-<w>x<h>-<scheme>.png. With --moves,
// the move list open instead (<game>-moves-...png, the whole page) and one
// move back under review (<game>-review-...png).
//   npm run build && node scripts/shots-play.mjs --out dir [--only tag,...] [--moves]
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import puppeteer from 'puppeteer';
import { chromeArgs, findBrowser } from './browsers.mjs';
import { createStaticHandler, listen } from './serve.mjs';
import { loadRegistry } from './registry.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const out = option('--out', 'screenshots');
const only = option('--only', '')?.split(',').filter(Boolean) ?? [];
const moves = args.includes('--moves');
/** More than the registry's set-up for people alone, per game. */
const EXTRA = { 'kites-board': { players: '4' } };
const registry = await loadRegistry();
/** Every game of the registry: its tag, its engine's definition (the export of dist/engine.js) and its attributes, people in every seat. */
const GAMES = registry.GAMES.map((game) => ({
  tag: game.tag,
  definition: registry.ENGINES.find((engine) => engine.id === game.engine).definition,
  attrs: Object.entries({ seed: 'readme', ...game.testing.humans, ...EXTRA[game.tag] })
    .map(([name, value]) => `${name}="${value}"`)
    .join(' '),
}));
const VIEWPORTS = [
  { width: 1280, height: 800, isMobile: false, hasTouch: false },
  { width: 360, height: 740, isMobile: true, hasTouch: true },
];
const { server, url: origin0 } = await listen(createStaticHandler());
const origin = new URL(origin0).origin;
const browser = await puppeteer.launch({ executablePath: findBrowser('chromium'), headless: true, args: chromeArgs });
await mkdir(out, { recursive: true });
try {
  for (const game of GAMES.filter((g) => only.length === 0 || only.includes(g.tag))) {
    for (const viewport of VIEWPORTS) {
      for (const scheme of ['light', 'dark']) for (const shot of moves ? ['moves', 'review'] : ['play']) {
        const page = await browser.newPage();
        await page.setViewport({ ...viewport, deviceScaleFactor: 1 });
        await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
        const query = new URLSearchParams({ game: game.tag, scheme, attrs: game.attrs, lang: 'en' });
        await page.goto(`${origin}/scripts/shots/index.html?${query}`);
        await page.waitForSelector('body[data-ready]');
        await page.evaluate(async (tag, definition, shot) => {
          const el = document.querySelector(tag);
          el.setAttribute('motion', 'reduce');
          const eng = await import('/dist/engine.js');
          const def = eng[definition];
          if (!def) return;
          const session = eng.Session.restore(def, el.save());
          const rng = eng.createRng('shots');
          const n = tag === 'kites-board' ? 14 : 3;
          for (let i = 0; i < n; i++) {
            const legal = def.legalMoves(session.state);
            if (legal.length === 0) break;
            session.play(legal[rng.int(legal.length)]);
          }
          el.restore(session.save());
          await el.updateComplete;
          if (shot !== 'play') {
            // More, then Moves: the list opens; for review, one move back.
            el.shadowRoot.querySelector('[part~="more"].more').click();
            await el.updateComplete;
            el.shadowRoot.querySelector('[part~="move-list-toggle"]').click();
            await el.updateComplete;
            const options = el.shadowRoot.querySelectorAll('[part~="move-list"] [role="option"]');
            if (shot === 'review') options[options.length - 2]?.click();
            await el.updateComplete;
          } else if (tag === 'stained-glass-board') {
            // Pick up a tile that can move: its destinations show.
            const cell = el.shadowRoot.querySelector('.cell.movable');
            cell?.click();
            await el.updateComplete;
          }
        }, game.tag, game.definition, shot);
        await page.evaluate('new Promise((r) => setTimeout(r, 300))');
        const file = join(out, `${game.tag}-${shot}-${viewport.width}x${viewport.height}-${scheme}.png`);
        await page.screenshot({ path: file, fullPage: shot !== 'play' });
        console.log(file);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
