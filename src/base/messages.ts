/**
 * The strings every game shows or announces, in English. Each game adds its
 * own table (see `src/components/<game>/messages.ts`), so an element's file
 * carries only its own strings. Other languages: the shipped tables in
 * `src/i18n/` (see docs/i18n.md), a page's own through `registerTranslation`,
 * or `<boardlets-settings>`'s `messages` property. `{name}`
 * placeholders are filled in by {@link format}; `{name:one|other}` picks a
 * word by number (`one` when the value is 1).
 */
export const baseMessages = {
  controls: 'Game controls',
  undo: 'Undo',
  redo: 'Redo',
  newGame: 'New game',
  hint: 'Hint',
  solve: 'Show solution',
  undone: 'Move undone.',
  undoneMoves: '{count} moves undone.',
  redone: 'Move redone.',
  redoneMoves: '{count} moves redone.',
  nothingToUndo: 'Nothing to undo.',
  nothingToRedo: 'Nothing to redo.',
  newGameStarted: 'New game.',
  newGameUndoable: 'New game. Undo brings the last one back.',
  earlierGameBack: 'Your previous game is back, {count} {count:move|moves} in.',
  laterGameBack: 'Back to the newer game.',
  more: 'More',
  confirmYes: 'Yes, show it',
  confirmCancel: 'Cancel',
  win: 'Won',
  loss: 'Lost',
  draw: 'Draw',
  readonlyBoard: 'This board is read-only.',
  gameIsOver: 'The game is over: undo or start a new game.',
  notAllowed: 'That move is not allowed here.',
  share: 'Share',
  shareCopied: 'Link to this game copied.',
  shareCopiedShort: 'Copied',
  shareSelect: 'No clipboard here: the link to this game is selected in the text field below, ready to copy.',
  shareLink: 'Link to this game',
  resumed: 'Your saved game is back, {count} {count:move|moves} in.',
  savedElsewhere: 'Another tab saved its game under the same name. This game is kept too: your next move saves it again.',
  displacedOffered: 'Another game saved under the same name is kept too: Undo at the start of this one brings it back, {count} {count:move|moves} in.',
  htpTitle: 'How to play',
  hintBusy: 'Looking for a good move…',
  noHint: 'No hint now.',
  lastFrom: 'last move from here',
  lastTo: 'last move to here',
  // The move list (More, Moves), Restart and the game ID.
  moves: 'Moves',
  moveListStart: 'Start',
  reviewing: 'Reviewing the position after move {ply} of {count}: the board is read-only. Escape goes back to the game.',
  backToGame: 'Back to game',
  restart: 'Restart',
  restarted: 'Back to the start of this game. Undo brings your moves back.',
  gameId: 'Game ID',
  openGameId: 'Open',
  gameIdOpened: 'Game opened from its ID.',
  lastClick: 'clicked last',
  gameIdBad: 'This game ID does not open here ({why}). The game in progress is unchanged.',
};

/** A message table's type: its keys, each a string (any translation). */
export type Table<T> = { readonly [K in keyof T]: string };

/**
 * A translation of the English table `T` (`src/i18n/<code>.ts`, or
 * `i18n/<code>.ts` beside a game): any of its keys, none other. A key left
 * out falls back to English, so a new string needs only its English entry.
 */
export type Translated<T> = { readonly [K in keyof T]?: string };

/**
 * Where an English table's translations are: per shipped language code,
 * its module, loaded the first time an element on the page needs that
 * table in that language (each its own CDN chunk).
 */
export type Translations = Readonly<Record<string, () => Promise<{ readonly default: Readonly<Partial<Record<string, string>>> }>>>;

/**
 * Every message key of every game: the base table here, and each game's
 * table added by module augmentation next to the game.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BoardletsMessages extends Table<typeof baseMessages> {}

export type Messages = BoardletsMessages;
export type MessageKey = keyof BoardletsMessages;

/**
 * A table's own string for `key`, or `undefined`: never one inherited from
 * `Object.prototype` (a page that sets `Object.prototype.undo` must not
 * relabel every Undo button), nor a value that is not text.
 */
export function ownMessage(table: object | null | undefined, key: string): string | undefined {
  if (table == null || !Object.hasOwn(table, key)) return undefined;
  const said: unknown = (table as Record<string, unknown>)[key];
  return typeof said === 'string' ? said : undefined;
}

/** A value a message's placeholder takes: text, a number (formatted for the language), a list (joined for it) or a UTC day (written out for it). */
export type MessageParam = string | number | readonly string[] | Date;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const listFormats = new Map<string, Intl.ListFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per language and kind, made on first use (they are slow to create, fast to reuse). */
function cached<T>(cache: Map<string, T>, lang: string, make: (lang: string) => T): T {
  let made = cache.get(lang);
  if (!made) {
    try {
      made = make(lang);
    } catch {
      made = make('en');
    }
    cache.set(lang, made);
  }
  return made;
}

/** Small whole numbers as each language writes them, formatted once: a board's labels say rows, columns and counts by the dozen. */
const smallNumbers = new Map<string, string[]>();
function formatNumber(value: number, lang: string): string {
  // A negative number with a true minus sign (U+2212), as the scores beside
  // the board show it, where the language's format writes a hyphen-minus.
  if (value < 0) return cached(numberFormats, lang, (l) => new Intl.NumberFormat(l)).format(value).replace('-', '\u2212');
  if (!Number.isInteger(value) || value >= 1000 || Object.is(value, -0)) return cached(numberFormats, lang, (l) => new Intl.NumberFormat(l)).format(value);
  const known = cached(smallNumbers, lang, () => []);
  return (known[value] ??= cached(numberFormats, lang, (l) => new Intl.NumberFormat(l)).format(value));
}

/**
 * Fills a message's placeholders for the language `lang` (English when not
 * given):
 * - `{name}` takes the value: a number formatted with `Intl.NumberFormat`,
 *   a list joined with `Intl.ListFormat` ("a, b and c"), a `Date` as its
 *   UTC day with `Intl.DateTimeFormat` ("25 November 2026"), text as it is;
 * - `{name:one=…|few=…|other=…}` picks the word for the number by the
 *   language's plural rules (`Intl.PluralRules`: zero, one, two, few, many,
 *   other); English tables may write `{name:one|other}` for short.
 * Unknown placeholders stay as they are.
 */
export function format(template: string, params: Readonly<Record<string, MessageParam>> = {}, lang = 'en'): string {
  // Most strings (button labels) have no placeholder.
  if (!template.includes('{')) return template;
  let text = '';
  for (const piece of compiled(template)) {
    if (typeof piece === 'string') {
      text += piece;
      continue;
    }
    const { name, forms, whole } = piece;
    if (!Object.hasOwn(params, name)) {
      text += whole;
      continue;
    }
    const value = params[name]!;
    if (forms === null) {
      if (typeof value === 'number') text += formatNumber(value, lang);
      else if (typeof value === 'string') text += value;
      else if (value instanceof Date) text += cached(dateFormats, lang, (l) => new Intl.DateTimeFormat(l, { dateStyle: 'long', timeZone: 'UTC' })).format(value);
      else text += cached(listFormats, lang, (l) => new Intl.ListFormat(l, { type: 'conjunction' })).format(value);
    } else if (!piece.byCategory) {
      text += Number(value) === 1 ? forms[0]! : (forms[1] ?? forms[0]!);
    } else {
      const category = cached(pluralRules, lang, (l) => new Intl.PluralRules(l)).select(Number(value));
      const chosen = forms.find((w) => w.startsWith(`${category}=`)) ?? forms.find((w) => w.startsWith('other=')) ?? forms[0]!;
      text += chosen.slice(chosen.indexOf('=') + 1);
    }
  }
  return text;
}

/** A placeholder of a message: `{name}` (forms null) or `{name:one|other}` / `{name:one=…|other=…}` (byCategory). */
interface Placeholder {
  readonly name: string;
  readonly forms: readonly string[] | null;
  readonly byCategory: boolean;
  readonly whole: string;
}

/** Each message split into text and placeholders once: a board's labels fill the same few templates dozens of times per render. */
const pieces = new Map<string, readonly (string | Placeholder)[]>();
function compiled(template: string): readonly (string | Placeholder)[] {
  let known = pieces.get(template);
  if (known) return known;
  const parts: (string | Placeholder)[] = [];
  const placeholder = /\{(\w+)(?::([^{}]*))?\}/g;
  let at = 0;
  for (let m = placeholder.exec(template); m; m = placeholder.exec(template)) {
    if (m.index > at) parts.push(template.slice(at, m.index));
    const forms = m[2];
    parts.push({ name: m[1]!, forms: forms === undefined ? null : forms.split('|'), byCategory: forms?.includes('=') ?? false, whole: m[0] });
    at = m.index + m[0].length;
  }
  if (at < template.length) parts.push(template.slice(at));
  known = parts;
  // A page's own tables may bring many strings: the cache stays small.
  if (pieces.size >= 2000) pieces.clear();
  pieces.set(template, known);
  return known;
}

/** Sentence ends after which Chinese and Japanese write no space: 。！？ and their fullwidth kin. */
const NO_SPACE_AFTER = /[。！？：）」』]$/u;

/**
 * Joins sentences as the language writes them: with a space between them,
 * but none after a Chinese or Japanese full stop ("…にしましょう。角は…",
 * not "…しましょう。 角は…"). Empty parts are left out.
 */
export function joinSentences(...parts: readonly string[]): string {
  let text = '';
  for (const part of parts) {
    if (!part) continue;
    text = !text ? part : NO_SPACE_AFTER.test(text) ? text + part : `${text} ${part}`;
  }
  return text;
}
