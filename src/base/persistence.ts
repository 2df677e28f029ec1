/**
 * Helpers for the `persist`, `share` and `from-hash` features every game
 * element has: storage that never throws, the saved-game record kept in
 * `localStorage`, game IDs, and the `#name=id&name=id` form of the page's
 * hash. DOM-light (no elements) so they stay small and testable.
 */

/** The longest storage key `persist` accepts. */
export const MAX_PERSIST_KEY = 200;

/** The longest game ID read (a saved session is at most 1,000,000 characters). */
export const MAX_GAME_ID = 1_100_000;

/** The settings a saved game was made with: the seed attribute (when the game uses it) and the engine options. */
export interface SavedSettings {
  readonly seed: string | null;
  readonly options: unknown;
}

/** What `persist` keeps in `localStorage`, as JSON. */
export interface PersistedGame {
  /** Format marker and version. */
  readonly boardlets: 1;
  /** The engine's game id (`checkbox-squares`, `infection`, `stained-glass`, `kites`). */
  readonly game: string;
  readonly settings: SavedSettings;
  /** The seed the game was dealt from (empty when it came from a restore). */
  readonly seed: string;
  /** The session's save text, undo history included. */
  readonly save: string;
  /** The game ID from the page's hash this game started from (`from-hash`), so a reload with the same link resumes it. */
  readonly from?: string;
}

/** An error's name and message, for a warning. */
function reason(error: unknown): string {
  const e = error as { name?: unknown; message?: unknown } | null;
  const name = typeof e?.name === 'string' ? e.name : 'Error';
  const message = typeof e?.message === 'string' ? e.message.slice(0, 120) : '';
  return message ? `${name}: ${message}` : name;
}

/** Reads a key; storage that is missing or throws (private modes, blocked cookies) gives `{ error }`. */
export function readStorage(key: string): { text: string | null } | { error: string } {
  try {
    return { text: globalThis.localStorage.getItem(key) };
  } catch (error) {
    return { error: reason(error) };
  }
}

/** Writes a key; returns why it failed (quota, private modes), or `null`. */
export function writeStorage(key: string, text: string): string | null {
  try {
    globalThis.localStorage.setItem(key, text);
    return null;
  } catch (error) {
    return reason(error);
  }
}

/**
 * Reads a persisted game's JSON: the record, or a sentence saying why it is
 * not one (garbage, another game's save). Checks the shape only; the caller
 * checks the settings and replays the moves.
 */
export function parsePersisted(text: string, game: string): PersistedGame | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'it is not a saved Boardlets game (not JSON)';
  }
  const record = data as Partial<Record<keyof PersistedGame, unknown>> | null;
  if (typeof record !== 'object' || record === null || record.boardlets !== 1) return 'it is not a saved Boardlets game';
  if (typeof record.game !== 'string') return 'it names no game';
  if (record.game !== game) return `it holds a saved "${record.game.slice(0, 40)}" game, not "${game}"`;
  const settings = record.settings as Partial<SavedSettings> | null;
  if (typeof settings !== 'object' || settings === null || !('options' in settings)) return 'its settings are missing';
  if (settings.seed !== null && typeof settings.seed !== 'string') return 'its settings are damaged';
  if (typeof record.save !== 'string') return 'its game is missing';
  if (typeof record.seed !== 'string') return 'its seed is missing';
  const from = typeof record.from === 'string' ? { from: record.from } : {};
  return { boardlets: 1, game: record.game, settings: { seed: settings.seed ?? null, options: settings.options }, seed: record.seed, save: record.save, ...from };
}

/** A game ID's parts. */
export interface GameIdParts {
  readonly game: string;
  /** Attribute name to value, for the settings that define a game. */
  readonly settings: ReadonlyMap<string, string>;
  /** The seed, for a game at its start. */
  readonly seed?: string;
  /** The save text, for a game under way. */
  readonly save?: string;
}

const NAME = /^[a-z][a-z0-9-]*$/;

/**
 * Writes a game ID: `game;name:value;...;seed:text` or `...;save:text`, each
 * value percent-encoded, so the ID is URL-safe and has no `&`, `=` or `#`.
 */
export function formatGameId(parts: GameIdParts): string {
  const fields = [parts.game];
  for (const [name, value] of parts.settings) fields.push(`${name}:${encodeURIComponent(value)}`);
  if (parts.save !== undefined) fields.push(`save:${encodeURIComponent(parts.save)}`);
  else fields.push(`seed:${encodeURIComponent(parts.seed ?? '')}`);
  return fields.join(';');
}

/** Reads a game ID written by {@link formatGameId}: its parts, or a sentence saying what is wrong. */
export function parseGameId(input: unknown): GameIdParts | string {
  if (typeof input !== 'string') return 'a game ID is text';
  if (input.length > MAX_GAME_ID) return `a game ID is at most ${MAX_GAME_ID} characters`;
  let text = input.trim();
  // A link passed through a tool that encoded the separators too.
  if (!text.includes(';') && /%3B/i.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // Reported below as a missing separator.
    }
  }
  const [game = '', ...fields] = text.split(';');
  if (!NAME.test(game)) return 'a game ID starts with the game\'s name, like "kites;size:2;seed:abc"';
  const settings = new Map<string, string>();
  let seed: string | undefined;
  let save: string | undefined;
  for (const field of fields) {
    const colon = field.indexOf(':');
    const name = colon < 0 ? field : field.slice(0, colon);
    if (!NAME.test(name)) return `"${field.slice(0, 30)}" is not a name:value field`;
    if (settings.has(name) || (name === 'seed' && seed !== undefined) || (name === 'save' && save !== undefined)) {
      return `it has "${name}" twice`;
    }
    let value: string;
    try {
      value = decodeURIComponent(colon < 0 ? '' : field.slice(colon + 1));
    } catch {
      return `the value of "${name}" is not percent-encoded text`;
    }
    if (name === 'seed') seed = value;
    else if (name === 'save') save = value;
    else settings.set(name, value);
  }
  if (seed !== undefined && save !== undefined) return 'it has both a seed and a position';
  if (seed === undefined && save === undefined) return 'it has neither a seed nor a position ("seed:" or "save:")';
  return save !== undefined ? { game, settings, save } : { game, settings, seed: seed as string };
}

/** The entries of a hash like `#kites-board=<id>&other=<id>`, names decoded, values as written. */
export function parseHash(hash: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const part of hash.replace(/^#/, '').split('&')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    let name: string;
    try {
      name = decodeURIComponent(part.slice(0, eq));
    } catch {
      continue;
    }
    entries.set(name, part.slice(eq + 1));
  }
  return entries;
}

/**
 * The hash with the entry `name=value` set: every other part is kept as it
 * was, plain anchors (`#rules`) and other pages' entries included.
 */
export function withHashEntry(hash: string, name: string, value: string): string {
  const encoded = encodeURIComponent(name);
  const kept = hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part !== '' && (part.indexOf('=') < 0 || part.slice(0, part.indexOf('=')) !== encoded));
  return [...kept, `${encoded}=${value}`].join('&');
}

