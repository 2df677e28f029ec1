/**
 * The embed page's script (dist/cdn/play.js, loaded by dist/cdn/play.html):
 * one game in an iframe, for platforms that strip scripts (an LMS, Notion,
 * Google Sites). The query string (or, without a `game` in it, the hash)
 * names the game and gives its attributes with the same names and values:
 * `play.html?game=checkbox-squares&variant=2&daily`. `lang` sets the page's
 * language (else the reader's). Every other key becomes an attribute of the
 * game, if the game observes it; anything else is warned about and shown on
 * the page, never a blank frame.
 *
 * The page tells its parent the height it wants, whenever that changes, with
 * `postMessage({ type: 'boardlets:height', height, game }, '*')` (no secret
 * in it, so to any origin). See docs/embed.md.
 * @module
 */
import { autoloadedTags, load } from '../autoloader.js';

/** The message the page posts to its parent: its stable shape (docs/embed.md). */
export interface HeightMessage {
  type: 'boardlets:height';
  /** The height the page wants, in CSS pixels, rounded up. */
  height: number;
  /** The game's tag, such as `checkbox-squares` (empty when the link names no known game). */
  game: string;
}

/** The games the page plays: the autoloader's tags less the helpers that are no game. */
const GAMES = autoloadedTags.filter((tag) => tag !== 'boardlets-settings' && tag !== 'boardlets-worksheet');

const main = document.querySelector('main') ?? document.body.appendChild(document.createElement('main'));
let note: HTMLElement | null = null;

/** Shows a line in the visible note above the game (creating the note on first use). */
function show(line: Node | string): void {
  if (!note) {
    note = document.createElement('div');
    note.className = 'boardlets-note';
    note.setAttribute('role', 'status');
    main.prepend(note);
  }
  const p = document.createElement('p');
  p.append(line);
  note.append(p);
}

/** Warns in the console, as an attribute would, and shows the same text on the page. */
function warn(text: string): void {
  console.warn(text);
}

// The games warn about bad attribute values in the console; the page shows those warnings too.
const consoleWarn = console.warn.bind(console);
console.warn = (...args: unknown[]): void => {
  consoleWarn(...args);
  const text = args.map(String).join(' ');
  if (/^(?:boardlets|<[a-z][a-z\d-]*>)/.test(text)) show(text);
};

/** The parameters: the query string's, or the hash's when the query string names no game. */
function readParameters(): URLSearchParams {
  const query = new URLSearchParams(location.search);
  if (query.has('game')) return query;
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  return hash.has('game') ? hash : query;
}

/** An attribute a link may never set, whatever the game observes: event handlers, styles and the like. */
const UNSAFE = /^(?:on|style$|class$|id$|slot$|part$|is$|lang$|dir$|hidden$|tabindex$|contenteditable$|exportparts$)/i;

let lastHeight = -1;
/** Posts the page's wanted height to its parent when it changed (and only in a frame). */
function postHeight(game: string): void {
  const height = Math.ceil(main.getBoundingClientRect().height);
  if (height === lastHeight || window.parent === window) return;
  lastHeight = height;
  const message: HeightMessage = { type: 'boardlets:height', height, game };
  window.parent.postMessage(message, '*');
}

function watchHeight(game: string): void {
  if (typeof ResizeObserver !== 'function') return;
  // The observer reports the first size at once, then every change (a row that More opens, a note, a new language).
  new ResizeObserver(() => postHeight(game)).observe(main);
}

/** The note for a link that names no known game: what was wrong, and a short list of the games to pick from. */
function listGames(game: string | null): void {
  warn(
    game === null
      ? `boardlets play.html: needs a game, as in ?game=checkbox-squares. Accepted: ${GAMES.join(', ')}.`
      : `boardlets play.html: there is no game ${JSON.stringify(game.slice(0, 60))}. Accepted: ${GAMES.join(', ')}.`,
  );
  const list = document.createElement('ul');
  for (const tag of GAMES) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    const query = new URLSearchParams({ game: tag });
    link.href = `?${query.toString()}`;
    link.textContent = tag;
    item.append(link);
    list.append(item);
  }
  show(list);
}

async function start(): Promise<void> {
  const params = readParameters();
  const lang = params.get('lang')?.trim() || navigator.language || 'en';
  document.documentElement.lang = lang;
  const requested = params.get('game');
  const game = requested?.trim().toLowerCase() ?? null;
  if (!game || !GAMES.includes(game)) {
    listGames(requested);
    watchHeight('');
    return;
  }
  document.title = `${game} · boardlets`;
  await load(game);
  const element = customElements.get(game) as (CustomElementConstructor & { observedAttributes?: readonly string[] }) | undefined;
  if (!element) {
    show(`boardlets play.html: could not load <${game}>; reload the page to try again.`);
    watchHeight(game);
    return;
  }
  const observed = new Set(element.observedAttributes ?? []);
  const accepted = [...observed].filter((name) => !UNSAFE.test(name)).sort();
  const el = document.createElement(game);
  for (const [name, value] of params) {
    const key = name.trim().toLowerCase();
    if (key === 'game' || key === 'lang') continue;
    if (!observed.has(key) || UNSAFE.test(key)) {
      warn(`boardlets play.html: <${game}> has no attribute "${name}" that a link may set; ignored it. Accepted: game, lang, ${accepted.join(', ')}.`);
      continue;
    }
    el.setAttribute(key, value);
  }
  main.append(el);
  watchHeight(game);
}

void start().catch((error: unknown) => show(`boardlets play.html: the game could not start: ${(error as Error)?.message ?? String(error)}`));
