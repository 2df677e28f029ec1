/**
 * Game IDs (`gameId`, `importGameId`) and the share link's hash, which every
 * game element has; the storage side of `persist` and reading the hash
 * (`from-hash`) are in keeper.ts, loaded when used. No DOM.
 */

/** The longest game ID read (a saved session is at most 1,000,000 characters). */
export const MAX_GAME_ID = 1_100_000;

/** The settings a saved game was made with: the seed attribute (when the game uses it) and the engine options. */
export interface SavedSettings {
  readonly seed: string | null;
  readonly options: unknown;
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

