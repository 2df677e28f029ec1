// What the browser benches share (elements.mjs, many-boards.mjs,
// load-sizes.mjs): the repository served over HTTP with the bench's own page
// beside it, headless Chromium (Debian's or CHROME_PATH's, never one puppeteer
// downloads) started through puppeteer, and both closed again, however the
// bench ended. Each bench keeps its own in-page code and its own table.
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer';
import { chromeArgs, findBrowser } from '../../scripts/browsers.mjs';
import { createStaticHandler, listen, repoRoot, SECURITY_HEADERS } from '../../scripts/serve.mjs';

/**
 * @typedef {object} BenchPageOptions
 * @property {string} path The bench page's path (`/__bench__/`): a request for it, whatever its query, gets the page; any other, the repository's files.
 * @property {(url: URL) => string} html The page's HTML, for the request's URL (a page made from its query, say).
 * @property {Record<string, string>} [headers] Headers on every response, files included (cross-origin isolation, say).
 * @property {Record<string, string>} [pageHeaders] Headers on the page only, over SECURITY_HEADERS and the HTML type.
 * @property {string} [missing] Added to the error when there is no Chromium: what else needs it.
 */

/**
 * @typedef {object} BenchBrowser
 * @property {import('puppeteer').Browser} browser Headless Chromium, closed when the bench's function settles.
 * @property {string} url The bench page's address.
 */

/** Chromium's executable; throws, saying how to name one, where there is none. */
export function chromiumPath(missing = '') {
  const executablePath = findBrowser('chromium') ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath}: set CHROME_PATH${missing ? ` ${missing}` : ''}`);
  return executablePath;
}

/**
 * Serves the page and the repository, starts headless Chromium, runs `use`
 * with both and returns what it returns; the browser and the server are
 * closed when it settles.
 * @template T
 * @param {BenchPageOptions} options
 * @param {(bench: BenchBrowser) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withBenchPage(options, use) {
  const executablePath = chromiumPath(options.missing);
  const files = createStaticHandler(repoRoot);
  const { server, url } = await listen((req, res) => {
    for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
    const asked = new URL(req.url, 'http://localhost');
    if (asked.pathname === options.path) {
      res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/html; charset=utf-8', ...options.pageHeaders });
      return res.end(options.html(asked));
    }
    return files(req, res);
  });
  let browser;
  try {
    browser = await puppeteer.launch({ executablePath, headless: true, args: chromeArgs });
    return await use({ browser, url: new URL(options.path, url).href });
  } finally {
    await browser?.close();
    server.close();
    server.closeAllConnections();
  }
}

/**
 * Collects what `page` reports: its uncaught errors, and with `console` its
 * console's errors and warnings too. Returns the list, filled as they come.
 * @param {import('puppeteer').Page} page
 * @param {{ console?: boolean, into?: string[] }} [options] `into`: a list to add to (several pages, one list).
 */
export function pageErrors(page, { console: alsoConsole = false, into = [] } = {}) {
  page.on('pageerror', (error) => into.push(error.message));
  if (alsoConsole) {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn') into.push(message.text());
    });
  }
  return into;
}

/** Throws if `errors` holds any: "`who` reported:" and each on its own line. */
export function throwIfReported(errors, who = 'the page') {
  if (errors.length) throw new Error(`${who} reported:\n  ${errors.join('\n  ')}`);
}
