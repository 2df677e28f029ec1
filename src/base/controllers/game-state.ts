import type { PropertyValues, ReactiveControllerHost, ReactiveElement } from 'lit';
import { DecodeError, type GameDefinition } from '../../engine/game.js';
import { randomSeed } from '../../engine/rng.js';
import { Session } from '../../engine/session.js';
import type { WarnAttribute } from '../attribute-values.js';
import { describeValue, ownProperties } from '../describe-value.js';
import { gameIdOf, playGameId, settingFields, sliced, type SettingField } from '../game-id.js';
import type { PersistenceOptions } from './persistence.js';
import { Shelf } from './shelf.js';
import { safeStringify } from '../safe-json.js';

/**
 * Why the game in progress was replaced: `start` for a new game or a
 * change of its settings, `restore` for restore() and game IDs, `shelf` when
 * Undo or Redo brings back a game that New game set aside, `replace` for
 * replaceGame(), `restart` for restart() (the same game from its start).
 */
export type GameChange = 'start' | 'restore' | 'shelf' | 'replace' | 'restart';

/** The game element: its `seed` property and its public restore() (which a game may extend). */
type Host = ReactiveControllerHost &
  HTMLElement & {
    readonly seed: unknown;
    restore(saved: string): boolean;
    /** Work the element's `updateComplete` waits for. */
    loading(promise: Promise<unknown>): void;
  };

/** What the game in progress needs of its element's game. */
export interface GameStateOptions<State, Move, Options> {
  definition(): GameDefinition<State, Move, Options>;
  /** The properties whose change starts a new game. */
  gameProperties(): readonly string[];
  /** The engine options from the attributes, bad values reported and replaced by `previous`'s or the default. */
  resolveOptions(previous: Options | undefined): Options;
  /** Whether a game with these options is dealt from the seed. */
  usesSeed(options: Options): boolean;
  /** Sets the element's own properties (such as a variant) to those of a restored or shelved game. */
  adoptOptions(state: State): void;
  /** Reports a bad attribute value. */
  warnAttribute: WarnAttribute;
  /** How many bad values were reported so far, duplicates included. */
  badValues(): number;
  /** Called whenever the session is replaced (before the element's update is requested). */
  changed(reason: GameChange): void;
}

/** A whole game, as the shelf keeps it. */
interface Snapshot<State, Move, Options> {
  readonly session: Session<State, Move, Options>;
  readonly seed: string;
  readonly options: Options | undefined;
}

/**
 * The game in progress and where it came from, the same in every game: the
 * session, the options and seed it was set up from, the seed attribute it
 * stands for, whether it came from restore() or a game ID, and the games New
 * game set aside. It starts games from the attributes (a change that makes no
 * difference keeps the game), restores, adopts shelved games, and reads and
 * plays game IDs.
 */
export class GameState<State, Move, Options> {
  readonly #host: Host;
  readonly #game: GameStateOptions<State, Move, Options>;
  #session: Session<State, Move, Options> | undefined;
  /** The options and seed attribute the game in progress accounts for. */
  #options: Options | undefined;
  #seedAttribute: string | null = null;
  /** The seed the game in progress was set up from; empty for a restored game. */
  #seedInUse = '';
  /** Whether the game in progress came from restore() or a game ID (a saved game then does not replace it). */
  #explicitGame = false;
  /** Stops the long game restore() or a game ID is replaying in slices (see #replayInSlices). */
  #slicing: AbortController | undefined;
  /** While import() plays a game ID: how a long position found damaged in its slices is reported. */
  #lateFailure: ((why: string) => void) | undefined;
  /** Games set aside by the user's New game, and games Undo left behind that Redo brings back. */
  readonly shelf = new Shelf<Snapshot<State, Move, Options>>(
    () => ({ session: this.session, seed: this.#seedInUse, options: this.#options }),
    (game) => this.#adopt(game.session, game.seed, game.options, 'shelf'),
  );

  constructor(host: Host, game: GameStateOptions<State, Move, Options>) {
    this.#host = host;
    this.#game = game;
  }

  /** The game in progress, created from the attributes on first use. */
  get session(): Session<State, Move, Options> {
    return this.#ensureSession();
  }

  #ensureSession(): Session<State, Move, Options> {
    if (!this.#session) {
      const seed = this.#seedFromAttribute();
      this.#start(seed ?? randomSeed(), this.#resolve(undefined), seed);
    }
    return this.#session as Session<State, Move, Options>;
  }

  /** The seed of the game in progress (which is created first if there is none); empty after a restore. */
  get seed(): string {
    this.#ensureSession();
    return this.#seedInUse;
  }

  /**
   * Before an update: starts a new game when a game attribute changed to
   * something that differs from what the game in progress was set up with.
   * Equivalent or invalid values (which fall back to the game in progress)
   * keep it. Without a game yet, creates one.
   */
  follow(changed: PropertyValues): void {
    const gameProps = this.#game.gameProperties();
    if (!this.#session || ![...changed.keys()].some((k) => gameProps.includes(k as string))) {
      this.#ensureSession();
      return;
    }
    const options = this.#resolve(this.#options);
    const seed = this.#seedFromAttribute();
    const seedChanged = seed !== null && seed !== this.#seedAttribute && this.#game.usesSeed(options);
    if (seedChanged || safeStringify(options) !== safeStringify(this.#options)) {
      this.#start(seed ?? (this.#seedInUse || randomSeed()), options, seed);
    }
    // A removed seed attribute keeps the game in progress; New game then draws a fresh seed.
    this.#seedAttribute = seed;
  }

  /** Starts a new game with the current attributes from `seed` (or a fresh one), setting the game in progress aside. */
  newGame(seed?: string): void {
    const fresh = typeof seed === 'string' && seed !== '' ? seed : randomSeed();
    this.#start(fresh, this.#resolve(this.#options), this.#seedFromAttribute(), true);
  }

  /** Back to the start of the game in progress (same seed, options and first position); one with moves is set aside as New game does. */
  restart(): void {
    const session = this.session;
    this.shelf.starting(true, session.ply > 0 || session.canRedo);
    this.#session = new Session(session.definition, session.initial);
    this.#changed('restart');
  }

  /**
   * Resumes a saved game; a bad one is warned about and changes nothing.
   * Returns whether it worked. A long one (over `SLICED_RESTORE_MOVES`
   * moves) is checked up to its moves, then replayed in slices (no long
   * task): it returns `true`, and the game is in place when the element's
   * `updateComplete` resolves; a move found illegal then warns as a bad save
   * does, and the game in progress stays. A later change of game (a page
   * call, a move) wins over it.
   */
  restore(saved: string): boolean {
    const late = this.#lateFailure;
    const warn = (why: string): void => {
      console.warn(`<${this.#host.localName}>: cannot restore ${describeValue(saved)}: ${why}. The game in progress is unchanged.`);
    };
    const definition = this.#game.definition();
    try {
      if (sliced(definition, saved)) {
        Session.checkSave(definition, saved);
        this.#replayInSlices(saved, late ?? warn);
      } else {
        this.#adopt(Session.restore(definition, saved), '', undefined, 'restore');
      }
      return true;
    } catch (e) {
      warn(e instanceof DecodeError ? e.message : `unexpected error: ${(e as Error)?.message}`);
      return false;
    }
  }

  /**
   * Replays a long save in slices (Session.restoreInSlices), then restores it
   * through the element's restore() (a cheap copy by then). Dropped when the
   * game in progress changed meanwhile (a later restore or game ID, a new
   * game, a move): the later call wins.
   */
  #replayInSlices(saved: string, failed: (why: string) => void): void {
    this.#slicing?.abort();
    const slicing = (this.#slicing = new AbortController());
    const before = this.session;
    const mark = progress(before);
    const replay = Session.restoreInSlices(this.#game.definition(), saved, { signal: slicing.signal }).then(
      (session) => {
        if (this.#slicing !== slicing) return;
        this.#slicing = undefined;
        if (!session || this.session !== before || progress(before) !== mark) return;
        this.#host.restore(saved);
      },
      (e: unknown) => {
        if (this.#slicing !== slicing) return;
        this.#slicing = undefined;
        failed(e instanceof DecodeError ? e.message : `unexpected error: ${(e as Error)?.message}`);
      },
    );
    this.#host.loading(replay);
  }

  /** Replaces the game in progress with one set up from `options` and the same seed; the attributes go on standing for theirs. */
  replace(options: Options): void {
    this.#session = Session.start(this.#game.definition(), ownProperties(options), this.#seedInUse);
    this.#changed('replace');
  }

  /** The game ID of the game in progress. */
  get gameId(): string {
    return gameIdOf(this.#host, {
      definition: this.#game.definition() as GameDefinition<unknown, unknown, Options>,
      fields: this.#settingFields(),
      seed: this.#seedInUse,
      options: this.#options,
      usesSeed: (options) => this.#game.usesSeed(options),
      fresh: () => this.#strictResolve(undefined),
      save: () => this.session.save(),
    });
  }

  /**
   * Plays a game ID; returns why it cannot, or `null`. A long position is
   * replayed in slices (see {@link restore}); one found damaged there is
   * reported through `late` (by default a warning, as importGameId() gives).
   */
  import(text: unknown, late?: (why: string) => void): string | null {
    const report =
      late ?? ((why: string) => console.warn(`<${this.#host.localName}>: cannot import the game ID ${describeValue(text)}: ${why}. The game in progress is unchanged.`));
    this.#lateFailure = (why) => report(`its position is damaged: ${why}`);
    try {
      const why = playGameId(this.#host, text, {
        definition: this.#game.definition() as GameDefinition<unknown, unknown, unknown>,
        fields: this.#settingFields(),
        restore: (save) => this.#host.restore(save),
        resolve: () => this.#strictResolve(this.#options),
        start: (seed, options) => this.#start(seed, options, this.#seedFromAttribute()),
      });
      if (why === null) this.#explicitGame = true;
      return why;
    } finally {
      this.#lateFailure = undefined;
    }
  }

  /** What `persist` and `from-hash` need of the game in progress (see {@link PersistenceOptions}). */
  keeperView(): Pick<PersistenceOptions, 'definition' | 'session' | 'explicitGame' | 'options' | 'usesSeed' | 'resumed' | 'seeds' | 'importGameId' | 'shelve'> {
    return {
      definition: this.#game.definition() as GameDefinition<unknown, unknown, unknown>,
      session: () => this.session as Session<unknown, unknown, unknown>,
      explicitGame: () => this.#explicitGame,
      options: () => this.#options,
      usesSeed: (options) => this.#game.usesSeed(options as Options),
      resumed: (seed) => {
        this.#explicitGame = false;
        this.#seedInUse = seed;
      },
      seeds: () => [this.#seedInUse, this.#seedAttribute],
      importGameId: (text, late) => this.import(text, late),
      shelve: (session, seed) => {
        this.shelf.keep({ session: session as Session<State, Move, Options>, seed, options: undefined });
        this.#host.requestUpdate();
      },
    };
  }

  /**
   * resolveOptions() as an object of its own properties only, so that the
   * rules never find a page's `Object.prototype.position` (say) in it.
   */
  #resolve(previous: Options | undefined): Options {
    return ownProperties(this.#game.resolveOptions(previous));
  }

  /** #resolve(), or `undefined` when an attribute is not accepted as it is (warned, and brought into range). */
  #strictResolve(previous: Options | undefined): Options | undefined {
    const bad = this.#game.badValues();
    const options = this.#resolve(previous);
    return this.#game.badValues() === bad ? options : undefined;
  }

  /** The `seed` attribute as text, or `null` when it is missing, empty or not text (with a warning). */
  #seedFromAttribute(): string | null {
    const seed: unknown = this.#host.seed;
    if (seed == null || seed === '') return null;
    if (typeof seed === 'string' || typeof seed === 'number') return String(seed);
    this.#game.warnAttribute('seed', seed, 'text', 'a random seed');
    return null;
  }

  /** The attributes that define a game (but the seed), with how to read them. */
  #settingFields(): SettingField[] {
    return settingFields(this.#game.gameProperties(), (this.#host.constructor as typeof ReactiveElement).elementProperties);
  }

  #start(seed: string, options: Options, seedAttribute: string | null, shelve = false): void {
    this.shelf.starting(shelve, !!this.#session && (this.#session.ply > 0 || this.#session.canRedo));
    this.#seedInUse = seed;
    this.#seedAttribute = seedAttribute;
    this.#options = options;
    this.#explicitGame = false;
    this.#session = Session.start(this.#game.definition(), options, seed);
    this.#changed('start');
  }

  /**
   * Makes a restored game (which empties the shelf) or a shelved one the game
   * in progress. Without `options`, it now stands for the current attributes:
   * only a later change of a game attribute starts another game.
   */
  #adopt(session: Session<State, Move, Options>, seed: string, options: Options | undefined, reason: 'restore' | 'shelf'): void {
    this.#session = session;
    this.#seedInUse = seed;
    this.#game.adoptOptions(session.initial);
    this.#options = options ?? this.#resolve(this.#options);
    this.#seedAttribute = this.#seedFromAttribute();
    this.#explicitGame = reason === 'restore';
    if (reason === 'restore') this.shelf.clear();
    this.#changed(reason);
  }

  #changed(reason: GameChange): void {
    // A long game still replaying in slices is not wanted any more.
    this.#slicing?.abort();
    this.#slicing = undefined;
    this.#game.changed(reason);
    this.#host.requestUpdate();
  }
}

/** Where a game's history stands: changes with every move, undo and redo. */
function progress(session: Session<unknown, unknown, unknown>): string {
  return `${session.ply}/${session.undos}/${session.canRedo}`;
}
