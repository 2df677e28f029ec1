/**
 * The code behind `persist` and `from-hash`, loaded by a game element the
 * first time one of them is set (a dynamic import), so pages that use
 * neither never download it: the game kept in `localStorage` (saved after
 * every change, resumed on load, warnings for damaged, foreign or
 * mismatched data and failing storage) and the game ID read from the page's
 * hash. Storage that throws never stops a game.
 */
import { DecodeError } from '../engine/game.js';
import { MAX_SAVED_MOVES, SLICED_RESTORE_MOVES, Session, savedMoveCount } from '../engine/session.js';
import type { GameDefinition } from '../engine/game.js';
import { describeValue, safeText } from './describe-value.js';
import { parseGameId, type SavedSettings } from './persistence.js';
import { safeStringify } from './safe-json.js';

/** The longest storage key `persist` accepts. */
export const MAX_PERSIST_KEY = 200;

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

/** The position (moves played) of a {@link Session.save} text. */
function plyOf(save: string): number {
  return Number(save.split('~')[4]) || 0;
}

/** How many games saved over by another tab are kept beside a key (the newest). */
export const MAX_DISPLACED = 5;

/** The key beside `key` where games saved over by another tab are kept (a JSON array of saved games, oldest first). */
export function displacedKey(key: string): string {
  return `${key}:displaced`;
}

/**
 * What a keeper needs of its element: the public element, and the private
 * state of the game in progress through these functions (the element's
 * fields are private to it).
 */
export interface KeeperHost {
  readonly element: HTMLElement & {
    persist: string | boolean | null;
    fromHash: boolean;
    readonly updateComplete: Promise<boolean>;
    restore(saved: string): boolean;
  };
  readonly definition: GameDefinition<unknown, unknown, unknown>;
  session(): Session<unknown, unknown, unknown>;
  /** Whether the game in progress came from restore() or a game ID (a saved game then does not replace it). */
  explicitGame(): boolean;
  /** The settings of the game in progress, as a saved game records them. */
  savedSettings(): SavedSettings;
  /** The game's own reason a saved game with other settings does not resume, or `null`. */
  settingsChange(saved: SavedSettings, now: SavedSettings): string | null;
  /** After a saved game was restored: it is the page's own game again (not an explicit one), dealt from `seed`. */
  resumed(seed: string): void;
  /** The seed the game in progress was set up from, and the seed attribute it stands for. */
  seeds(): readonly [inUse: string, attribute: string | null];
  /** Whether the game in progress may be saved now. */
  canPersist(): boolean;
  /** Reports a bad attribute value (see BoardletElement.warnAttribute). */
  warnAttribute(attribute: string, value: unknown, accepted: string, fallback: string): void;
  /** Plays a game ID; returns why it cannot, or `null`; a long position found damaged while it replays in slices is reported through `late`. */
  importGameId(text: string, late?: (why: string) => void): string | null;
  /** Says that a saved game of `count` moves is back. */
  announceResumed(count: number): void;
  /** Puts a game on the shelf, as New game does with the game it replaces (Undo at the start brings it back). */
  shelve(session: Session<unknown, unknown, unknown>, seed: string): void;
  /** Says that a game another tab saved over is offered back (by Undo at the start), `count` moves in. */
  announceDisplaced(count: number): void;
  /** Says that another tab saved its game under this game's key (this game is kept too). */
  announceSavedElsewhere(): void;
  /** This element's entry name in the hash: its `id`, or its tag name. */
  hashName(): string;
}

/** Saved games longer than this many moves are replayed in slices before the first render (see Keeper.prepare). */
export { SLICED_RESTORE_MOVES };

/** The page's hash, or `null` where it cannot be read. */
function currentHash(): string | null {
  try {
    return globalThis.location.hash;
  } catch {
    return null;
  }
}

/** The keeper last bound to each persist key on this page, to warn when two games share one. */
const boundKeys = new Map<string, WeakRef<Keeper>>();

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

/** Why a game saved with other settings than the page's does not resume: a phrase naming the first differences. */
function describeSettingsChange(saved: SavedSettings, now: SavedSettings): string {
  const clip = (value: unknown): string => {
    const text = safeStringify(value) ?? 'none';
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
  };
  const changes: string[] = [];
  if (saved.seed !== now.seed) changes.push(`seed ${clip(saved.seed)} saved, ${clip(now.seed)} now`);
  const before = (saved.options ?? {}) as Record<string, unknown>;
  const after = (now.options ?? {}) as Record<string, unknown>;
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (safeStringify(before[key]) !== safeStringify(after[key])) changes.push(`${key} ${clip(before[key])} saved, ${clip(after[key])} now`);
  }
  return `it was made with other settings than the page's (${changes.slice(0, 4).join('; ') || 'other options'})`;
}

/**
 * Whether the saved game `other` is part of `mine` (both {@link Session.save}
 * texts): it has no move played, or it starts from the same position and
 * its moves so far begin `mine`'s (undone ones included). Such a game loses
 * nothing when `mine` is saved over it.
 */
export function containsGame(mine: string, other: string): boolean {
  const [id, version, start, moves = '', position = '0'] = other.split('~');
  const played = moves === '' ? [] : moves.split('.').slice(0, Number(position) || 0);
  if (played.length === 0) return true;
  const [myId, myVersion, myStart, myMoves = ''] = mine.split('~');
  if (id !== myId || version !== myVersion || start !== myStart) return false;
  const all = myMoves === '' ? [] : myMoves.split('.');
  return played.length <= all.length && played.every((m, i) => m === all[i]);
}

/**
 * Keeps one element's game in storage and follows its hash entry.
 *
 * Two tabs (or two pages) may save under one key: the key holds the newest
 * game, and a game saved over by another writer moves to the key beside it
 * ({@link displacedKey}) first, so no game is dropped. The tab whose game
 * was saved over hears of it (a `storage` event) and says so; a reload plays
 * the newest game and offers the others back (Undo at its start).
 */
export class Keeper {
  readonly #host: KeeperHost;
  /** Whether update() ran once (the first call binds the storage key). */
  #started = false;
  /** The storage key the game is kept under, once it was read (or `null`). */
  #boundKey: string | null = null;
  /** The record last written to (or read from) storage. */
  #lastWritten: string | null = null;
  /** A game saved with other settings is under the key: keep it until this game has a move. */
  #keepSaved = false;
  /** What the game was when storage was last brought up to date: most renders (hover, drag, thinking) change none of it. */
  #storedFor: readonly unknown[] = [];
  /** Keys whose storage failed, warned once each. */
  readonly #storageWarned = new Set<string>();
  /** The hash entry for this element last read, so a hash change elsewhere does not reload it. */
  #hashEntry: string | undefined;
  #hashListening = false;
  #storageListening = false;
  /**
   * The resumed game another writer saved (its record), until this page
   * plays on in it (then it is this page's game too) or replaces it (then
   * it moves beside the key).
   */
  #resumedRecord: PersistedGame | null = null;

  constructor(host: KeeperHost) {
    this.#host = host;
  }

  /**
   * Before a render: on the element's first render, the game ID in the hash
   * (with `from-hash`), then, unless the hash gave one, the saved game. The
   * same link opened again (a reload) resumes the game saved from it instead
   * of starting it over. Later, a new `persist` key is bound.
   */
  update(firstRender: boolean, persistChanged: boolean): void {
    if (firstRender && this.#host.element.fromHash) this.#readHash(this.#savedHashEntry());
    if (!this.#started || persistChanged) this.#bindStorage();
    this.#started = true;
  }

  /**
   * Before the first render: replays the long games (over
   * {@link SLICED_RESTORE_MOVES} moves) that update() may resume, the saved
   * game and the hash's, in slices (Session.restoreInSlices), so that no
   * task blocks the page; update() then restores them from the engine's copy
   * at once. Damaged ones are left to update(), which warns as before.
   */
  async prepare(signal: AbortSignal): Promise<void> {
    const saves: string[] = [];
    const record = this.#readRecord();
    if (record) saves.push(record.save);
    if (this.#host.element.fromHash) {
      const parts = parseGameId(parseHash(currentHash() ?? '').get(this.#host.hashName()));
      if (typeof parts !== 'string' && parts.save !== undefined) saves.push(parts.save);
    }
    for (const save of saves) {
      const count = savedMoveCount(save);
      if (count <= SLICED_RESTORE_MOVES || count > MAX_SAVED_MOVES) continue;
      await Session.restoreInSlices(this.#host.definition, save, { signal }).catch(() => null);
    }
  }

  /** After a render: saves the game if it changed, and listens to the hash while `from-hash` is on and the element on the page. */
  updated(): void {
    this.#writeStorage();
    this.listenToHash(this.#host.element.fromHash && this.#host.element.isConnected);
    this.listenToStorage(this.#boundKey !== null && this.#host.element.isConnected);
  }

  /** The storage key from `persist`: `null` when off; a bad value warns and keeps the key in use. */
  #persistKey(): string | null {
    const { element } = this.#host;
    const raw: unknown = element.persist;
    if (raw == null || raw === false) return null;
    const defaultKey = `boardlets:${element.localName}`;
    if (raw === true) return defaultKey;
    if (typeof raw === 'string' || (typeof raw === 'number' && Number.isFinite(raw))) {
      const key = String(raw).trim();
      if (key === '') return defaultKey;
      if (key.length <= MAX_PERSIST_KEY) return key;
    }
    const kept = this.#boundKey;
    this.#host.warnAttribute(
      'persist',
      raw,
      `a storage key of 1 to ${MAX_PERSIST_KEY} characters, or no value for the key "${defaultKey}"`,
      kept === null ? 'no saving' : `the key "${kept}"`,
    );
    return kept;
  }

  /** Follows `persist`: on a new key, resumes the game saved there if the game in progress has nothing to lose. */
  #bindStorage(): void {
    const key = this.#persistKey();
    if (key === this.#boundKey) return;
    this.#boundKey = key;
    this.#lastWritten = null;
    this.#resumedRecord = null;
    this.#keepSaved = false;
    if (key === null) return;
    const host = this.#host;
    const name = host.element.localName;
    const other = boundKeys.get(key)?.deref();
    if (other && other !== this && other.#host.element.isConnected && other.#boundKey === key) {
      console.warn(
        `<${name}>: persist: another game on this page already saves under the localStorage key ${describeValue(key)}; give each game its own key (persist="a-key"), or they overwrite each other.`,
      );
    }
    boundKeys.set(key, new WeakRef(this));
    const session = host.session();
    if (host.explicitGame() || session.ply > 0 || session.canRedo || session.undos > 0) return;
    const read = readStorage(key);
    if ('error' in read) return this.#storageProblem(key, `cannot read it (${read.error}); the game is not kept`);
    if (read.text === null) return;
    const why = this.#resume(read.text);
    if (why) {
      this.#keepSaved = true;
      console.warn(`<${name}>: persist: ignoring the game saved under the localStorage key ${describeValue(key)}: ${why}. Starting a new game.`);
    } else {
      this.#lastWritten = read.text;
      const record = parsePersisted(read.text, host.definition.id);
      this.#resumedRecord = typeof record === 'string' ? null : record;
      // Said once the live region is on the page (a live region is read when it changes, not for the text it starts with):
      // a screen reader user hears that the board is not a new one.
      const count = host.session().ply;
      if (count > 0) void host.element.updateComplete.then(() => host.announceResumed(count));
    }
    this.#offerDisplaced(key);
  }

  /** The games kept beside `key` (saved over by another tab), oldest first; damaged entries are left out. */
  #readDisplaced(key: string): PersistedGame[] {
    const read = readStorage(displacedKey(key));
    if ('error' in read || read.text === null) return [];
    let list: unknown;
    try {
      list = JSON.parse(read.text);
    } catch {
      return [];
    }
    if (!Array.isArray(list)) return [];
    const games: PersistedGame[] = [];
    for (const entry of list.slice(-MAX_DISPLACED)) {
      if (typeof entry !== 'object' || entry === null) continue;
      const record = parsePersisted(safeStringify(entry), this.#host.definition.id);
      if (typeof record !== 'string') games.push(record);
    }
    return games;
  }

  #writeDisplaced(key: string, games: PersistedGame[]): void {
    const text = games.length ? safeStringify(games.slice(-MAX_DISPLACED)) : null;
    try {
      if (text === null) globalThis.localStorage.removeItem(displacedKey(key));
      else globalThis.localStorage.setItem(displacedKey(key), text);
    } catch (error) {
      this.#storageProblem(key, `cannot keep the game another tab saved over (${reason(error)})`);
    }
  }

  /** After the saved game resumed: puts the games another tab saved over on the shelf, for Undo to bring back. */
  #offerDisplaced(key: string): void {
    const host = this.#host;
    const mine = host.session().save();
    const now = safeStringify(host.savedSettings());
    let offered: Session<unknown, unknown, unknown> | null = null;
    for (const record of this.#readDisplaced(key)) {
      if (containsGame(mine, record.save) || safeStringify(record.settings) !== now) continue;
      let session: Session<unknown, unknown, unknown>;
      try {
        session = Session.restore(host.definition, record.save);
      } catch {
        continue;
      }
      host.shelve(session, record.seed);
      offered = session;
    }
    // Said after the resumed game's sentence, which it completes.
    const last = offered;
    if (last) void host.element.updateComplete.then(() => host.announceDisplaced(last.ply));
  }

  /**
   * Before the game in progress (`mine`, its save text) is saved under
   * `key`: a game there that another writer saved (another tab's, or one
   * this page resumed and now replaces with another) moves beside the key,
   * unless `mine` holds it; games beside the key that `mine` holds leave.
   */
  #keepOthers(key: string, mine: string): void {
    const read = readStorage(key);
    const displaced = this.#readDisplaced(key);
    let games = displaced.filter((g) => !containsGame(mine, g.save));
    const keep = (there: PersistedGame): void => {
      if (!containsGame(mine, there.save)) games = [...games.filter((g) => !containsGame(there.save, g.save)), there];
    };
    if (!('error' in read) && read.text !== null && read.text !== this.#lastWritten) {
      const there = parsePersisted(read.text, this.#host.definition.id);
      if (typeof there !== 'string') keep(there);
    }
    const resumed = this.#resumedRecord;
    if (resumed) {
      // Played on (a move past the resumed ones): this page's game now. Replaced: kept beside the key.
      if (!containsGame(mine, resumed.save)) keep(resumed);
      if (!containsGame(mine, resumed.save) || plyOf(mine) > plyOf(resumed.save)) this.#resumedRecord = null;
    }
    if (games.length !== displaced.length || games.some((g, i) => g !== displaced[i])) this.#writeDisplaced(key, games);
  }

  /** Resumes a saved game's record; returns why it cannot, or `null`. */
  #resume(text: string): string | null {
    const host = this.#host;
    const record = parsePersisted(text, host.definition.id);
    if (typeof record === 'string') return record;
    const now = host.savedSettings();
    if (safeStringify(record.settings) !== safeStringify(now)) {
      return host.settingsChange(record.settings, now) ?? describeSettingsChange(record.settings, now);
    }
    try {
      Session.restore(host.definition, record.save);
    } catch (e) {
      return `it is damaged: ${e instanceof DecodeError ? e.message : safeText((e as Error)?.message)}`;
    }
    if (!host.element.restore(record.save)) return 'it could not be restored';
    host.resumed(record.seed);
    return null;
  }

  /** Keeps the game in progress under the bound key, when it changed. */
  #writeStorage(): void {
    const key = this.#boundKey;
    if (key === null) return;
    const host = this.#host;
    const session = host.session();
    const [seedInUse, seedAttribute] = host.seeds();
    // Sessions are immutable step to step: the same session, state and undo count is the same saved game.
    const now = [key, session, session.state, session.undos, session.canRedo, seedInUse, seedAttribute, this.#hashEntry];
    if (now.length === this.#storedFor.length && now.every((v, i) => v === this.#storedFor[i])) return;
    let text: string;
    try {
      const from = this.#hashEntry === undefined ? {} : { from: this.#hashEntry };
      const record: PersistedGame = { boardlets: 1, game: host.definition.id, settings: host.savedSettings(), seed: seedInUse, save: session.save(), ...from };
      text = safeStringify(record);
    } catch (e) {
      return this.#storageProblem(key, `cannot save the game (${safeText((e as Error)?.message)})`);
    }
    if (text === this.#lastWritten) {
      this.#storedFor = now;
      return;
    }
    const record = JSON.parse(text) as PersistedGame;
    const moves = savedMoveCount(record.save);
    if (moves > MAX_SAVED_MOVES) {
      return this.#storageProblem(key, `cannot save a game of ${moves} moves (undone ones included): a saved game holds at most ${MAX_SAVED_MOVES}, so that none can freeze the page when it is read; the game goes on without saving`);
    }
    // A game saved with other settings (another page's, under a shared key) is kept until this game has something to lose.
    if (this.#keepSaved && session.ply === 0 && !session.canRedo && session.undos === 0) return;
    if (!host.canPersist()) return;
    this.#keepSaved = false;
    this.#keepOthers(key, record.save);
    this.#lastWritten = text;
    this.#storedFor = now;
    const error = writeStorage(key, text);
    if (error) this.#storageProblem(key, `cannot save the game (${error}); it goes on without saving`);
  }

  #storageProblem(key: string, what: string): void {
    if (this.#storageWarned.has(key)) return;
    this.#storageWarned.add(key);
    console.warn(`<${this.#host.element.localName}>: persist: the localStorage key ${describeValue(key)}: ${what}.`);
  }

  /** The hash entry the game saved under the `persist` key started from, if any. */
  #savedHashEntry(): string | undefined {
    return this.#readRecord()?.from;
  }

  /** The game saved under the `persist` key, if there is one that reads. */
  #readRecord(): PersistedGame | undefined {
    const key = this.#persistKey();
    if (key === null) return undefined;
    const read = readStorage(key);
    if ('error' in read || read.text === null) return undefined;
    const record = parsePersisted(read.text, this.#host.definition.id);
    return typeof record === 'string' ? undefined : record;
  }

  /** Plays the game ID in the hash for this element, when it is new (and not the one the saved game came from). */
  #readHash(saved?: string): void {
    const hash = currentHash();
    if (hash === null) return;
    const host = this.#host;
    const name = host.hashName();
    const entry = parseHash(hash).get(name);
    if (entry === undefined || entry === this.#hashEntry || entry === saved) {
      this.#hashEntry = entry;
      return;
    }
    this.#hashEntry = entry;
    const ignored = (why: string): void =>
      console.warn(
        `<${host.element.localName}>: from-hash: ignoring the game ID for ${describeValue(name)} in location.hash (${describeValue(entry)}): ${why}. The game in progress is unchanged.`,
      );
    const why = host.importGameId(entry, ignored);
    if (why) ignored(why);
  }

  #onHashChange = (): void => {
    if (this.#host.element.fromHash) this.#readHash();
  };

  /** Another tab wrote under the bound key: its game is the newest now; this one was kept beside the key (by that tab) and is saved again with its next change. */
  #onStorage = (event: StorageEvent): void => {
    const key = this.#boundKey;
    if (key === null || event.key !== key || event.newValue === null || event.newValue === this.#lastWritten) return;
    try {
      if (event.storageArea !== globalThis.localStorage) return;
    } catch {
      return;
    }
    const there = parsePersisted(event.newValue, this.#host.definition.id);
    const session = this.#host.session();
    // The other tab went on with this game: nothing of this one is lost.
    // Otherwise this game's next change saves it again (moving the other one beside the key); a render alone does not.
    if (typeof there === 'string' || containsGame(there.save, session.save())) return;
    this.#host.announceSavedElsewhere();
  };

  /** Starts or stops following other tabs' writes (`storage` events). */
  listenToStorage(on: boolean): void {
    if (on === this.#storageListening) return;
    this.#storageListening = on;
    if (on) globalThis.addEventListener('storage', this.#onStorage);
    else globalThis.removeEventListener('storage', this.#onStorage);
  }

  /** Starts or stops following `hashchange`. */
  listenToHash(on: boolean): void {
    if (on === this.#hashListening) return;
    this.#hashListening = on;
    if (on) globalThis.addEventListener('hashchange', this.#onHashChange);
    else globalThis.removeEventListener('hashchange', this.#onHashChange);
  }
}
