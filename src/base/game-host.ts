import type { PropertyDeclarations, PropertyValues } from 'lit';
import type { GameDefinition, MoveOutcome } from '../engine/game.js';
import type { Session } from '../engine/session.js';
import { GameState, type GameChange } from './controllers/game-state.js';
import { hashName, PersistenceController } from './controllers/persistence.js';
import { describeValue, textConverter } from './describe-value.js';
import { withHashEntry, type SavedSettings } from './persistence.js';
import { BoardletsShell } from './shell.js';

/**
 * The game in progress behind every game element, and where it is kept: a
 * {@link Session} set up from the attributes (and a seed), restarted when they
 * change, saved and restored, set aside by New game, kept in `localStorage`
 * (`persist`), and shared as a game ID or link (`share`, `from-hash`).
 * {@link BoardletElement} builds the board, the feedback and the toolbar on it.
 */
export abstract class GameHost<State, Move, Options, Outcome extends MoveOutcome = MoveOutcome> extends BoardletsShell {
  static override properties: PropertyDeclarations = {
    seed: { reflect: true, converter: textConverter },
    persist: { converter: textConverter },
    share: { type: Boolean, reflect: true },
    fromHash: { type: Boolean, reflect: true, attribute: 'from-hash' },
  };

  /** Properties whose change starts a new game (the game element adds its own). */
  protected static gameProperties: readonly string[] = ['seed'];

  /**
   * Seed of the starting position: the same seed gives the same game. Without
   * it (or when empty), every game gets a fresh random seed (see
   * `currentSeed`). New game always draws a fresh seed.
   */
  declare seed: string | null;

  /**
   * Keeps the game in progress, undo history included, in `localStorage`
   * after every change (move, undo, redo, new game, restore), and resumes it
   * when the page loads again. `persist` alone uses the key
   * `boardlets:<tag name>` (give each of two games of one kind on a page its
   * own key); `persist="my-key"` uses that key (1 to 200 characters). A saved
   * game resumes only if it was made with the same game settings (and seed
   * attribute); a daily Stained Glass board only on its own UTC day.
   * Otherwise, or when the saved data is damaged or another game's, a new game
   * starts and a console warning says why. Storage that is full or blocked
   * never stops the game. Set after the first render, it resumes the saved
   * game only while the game in progress has no moves.
   */
  declare persist: string | boolean | null;

  /**
   * Shows a Share button that copies a link to this page with the game's
   * {@link gameId} in the hash (`#<id or tag name>=<game ID>`); where the
   * clipboard is unavailable, a text field with the link is shown and
   * selected instead. Only with `from-hash` too: a link opens the game only
   * on a page that reads it, so without `from-hash` no Share button is shown
   * and a console warning says why, once.
   */
  declare share: boolean;

  /**
   * Reads a game ID from `location.hash` on the first render and whenever
   * the hash changes: the entry named after the element's `id`, or its tag
   * name (`#kites-board=<game ID>`), as the Share button writes it. A bad ID
   * is ignored with a console warning.
   */
  declare fromHash: boolean;

  /** The engine definition of this game. */
  protected abstract readonly definition: GameDefinition<State, Move, Options, Outcome>;
  /** The engine options from the attributes: bad values warned about ({@link warnAttribute}) and replaced by `previous`'s or the default. */
  protected abstract resolveOptions(previous: Options | undefined): Options;
  /** After a restore: sets the element's own properties (such as a variant) to the restored game's. */
  protected abstract adoptOptions(state: State): void;
  /** Says a sentence in the feedback line and the live region (a resumed game says so). */
  protected abstract announce(sentence: string): void;

  /** Whether a game with these options is dealt from the seed (a new seed alone keeps one that is not). */
  protected usesSeed(_options: Options): boolean {
    return true;
  }

  /** The game in progress, where it came from, and the games New game set aside. */
  readonly #game = new GameState<State, Move, Options>(this, {
    definition: () => this.definition,
    gameProperties: () => (this.constructor as typeof GameHost).gameProperties,
    resolveOptions: (previous) => this.resolveOptions(previous),
    usesSeed: (options) => this.usesSeed(options),
    adoptOptions: (state) => this.adoptOptions(state),
    warnAttribute: (...args) => this.warnAttribute(...args),
    badValues: () => this.badValueCount,
    changed: (reason) => {
      this.#review = null;
      this.afterGameChange(reason);
    },
  });
  /** `persist` and `from-hash`: the keeper behind them, loaded on first use. */
  readonly #persistence = new PersistenceController(this, () => ({
    ...this.#game.keeperView(),
    settingsChange: (saved, now) => this.describeSettingsChange(saved, now),
    canPersist: () => this.canPersist(),
    warnAttribute: (...args) => this.warnAttribute(...args),
    announceResumed: (count) => this.announce(this.msg('resumed', { count })),
    announceDisplaced: (count) => this.announce(this.msg('displacedOffered', { count })),
    announceSavedElsewhere: () => this.announce(this.msg('savedElsewhere')),
  }));

  /** The position a move list shows for review (the game cut at that move), or `null` while the game itself is shown. */
  #review: Session<State, Move, Options> | null = null;

  /**
   * The game shown: the game in progress, created from the attributes on
   * first use (so save() and restore() work before the first render), or
   * while a move list reviews an earlier move, the game cut there (see
   * {@link reviewPly}). Moves and the public API act on {@link liveSession}.
   */
  protected get session(): Session<State, Move, Options, Outcome> {
    return (this.#review ?? this.#game.session) as Session<State, Move, Options, Outcome>;
  }

  /** The game in progress, also while an earlier move is reviewed. */
  protected get liveSession(): Session<State, Move, Options, Outcome> {
    return this.#game.session as Session<State, Move, Options, Outcome>;
  }

  /**
   * The move the move list shows for review (moves from the start to the
   * position shown, read-only), or `null` while the game in progress is
   * shown. Meanwhile `ply`, `history`, `moveList`, `isOver`, `gameId` and
   * `save()` describe the game in progress, and the game's position getters
   * the position shown.
   */
  get reviewPly(): number | null {
    return this.#review ? this.#review.ply : null;
  }

  /** Shows the position after `ply` moves for review (clamped to the game), or with `null` the game in progress again. */
  protected review(ply: number | null): void {
    const live = this.#game.session;
    this.#review = ply === null ? null : live.upTo(Math.max(0, Math.min(live.ply, Math.trunc(ply) || 0)));
    this.requestUpdate();
  }

  /** The games New game set aside, for Undo and Redo to bring back. */
  protected get shelf(): GameState<State, Move, Options>['shelf'] {
    return this.#game.shelf;
  }

  constructor() {
    super();
    this.seed = null;
    this.persist = null;
    this.share = false;
    this.fromHash = false;
  }

  /** The seed of the game in progress (the `seed` attribute, or the random one drawn for it); empty after a restore. */
  get currentSeed(): string {
    return this.#game.seed;
  }

  /** Whether the game is over. */
  get isOver(): boolean {
    return this.#game.session.status.over;
  }

  /** Moves from the start to the current position. */
  get ply(): number {
    return this.#game.session.ply;
  }

  /** The moves so far, in the engine's notation (undone moves excluded). */
  get history(): string[] {
    return this.#game.session.history.map((e) => this.definition.encodeMove(e.move));
  }

  /** Whether there is a move to undo. */
  get canUndo(): boolean {
    return this.#game.session.canUndo;
  }

  /** Whether there is an undone move to redo. */
  get canRedo(): boolean {
    return this.#game.session.canRedo;
  }

  /** Steps back one move. Returns false when there is nothing to undo. Fires no event. */
  undo(): boolean {
    this.#review = null;
    const done = !!this.#game.session.undo();
    if (done) this.requestUpdate();
    return done;
  }

  /** Replays one undone move. Returns false when there is nothing to redo. Fires no event. */
  redo(): boolean {
    this.#review = null;
    const done = !!this.#game.session.redo();
    if (done) this.requestUpdate();
    return done;
  }

  /**
   * Starts a new game with the current attributes, from `seed` or a fresh
   * random seed. A game in progress with moves is set aside, and the user's
   * Undo (the button, Ctrl+Z) brings it back. Fires no event.
   */
  newGame(seed?: string): void {
    this.#game.newGame(seed);
  }

  /**
   * Back to the start of the same game (same seed and settings, or the same
   * first position for a restored game). A game with moves is set aside as
   * New game does, and the user's Undo brings it back. Fires no event.
   */
  restart(): void {
    this.#game.restart();
  }

  /** The whole game, undo history included, as a compact string for {@link restore}. */
  save(): string {
    return this.#game.session.save();
  }

  /**
   * Resumes a game saved by {@link save}. A malformed or foreign string is
   * reported with a console warning and leaves the game in progress as it
   * was. Returns whether it worked. A game of over 200 moves is replayed in
   * slices (no long task): it is in place when `updateComplete` resolves,
   * and a move found illegal meanwhile is warned about as above.
   */
  restore(saved: string): boolean {
    return this.#game.restore(saved);
  }

  /** Called whenever the session is replaced, saying why (see {@link GameChange}). */
  protected afterGameChange(_reason: GameChange = 'start'): void {}

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.#game.follow(changed);
    if ((changed.has('share') || changed.has('fromHash')) && this.share && !this.fromHash) {
      // The link would open this page at the start: the hash is read only with from-hash.
      this.warnAttribute('share', '', 'it together with from-hash (a shared link opens the game only on a page that reads the hash)', 'no Share button');
    }
    // Before the first render: a game ID in the hash, then (unless the hash gave one) the saved game.
    this.#persistence.update(changed.has('persist'));
  }

  /** With `persist` or `from-hash`, the first render waits for their code, so the saved or linked game is the first one shown. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.#persistence.schedule(() => super.scheduleUpdate());
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.#persistence.updated();
  }

  /** Replaces the game with one set up from `options` and the same seed (a board a solver proved, say). Fires no event. */
  protected replaceGame(options: Options): void {
    this.#game.replace(options);
  }

  /**
   * The game as text to share: its settings (the attributes that define a
   * game) and its seed while it is at its start, or its settings and its
   * position (the {@link save} text, undo history included) once it is under
   * way. For example `kites;size:2;seed:abc` or
   * `kites;size:2;save:kites~1~...`. URL-safe; {@link importGameId} reads it.
   */
  get gameId(): string {
    return this.#game.gameId;
  }

  /**
   * Plays the game a {@link gameId} describes: for an ID with a seed, sets the
   * game's attributes to its settings and deals the game; for an ID with a
   * position, resumes it (the position carries its settings, as with
   * `restore()`). A malformed ID, another game's, or settings this element does not accept
   * are reported with a console warning and leave the game in progress as it
   * was. Returns whether it worked. Fires no event. A position of over 200
   * moves is replayed in slices, as with `restore()`.
   */
  importGameId(text: string): boolean {
    const why = this.openGameId(text);
    if (why) console.warn(`<${this.localName}>: cannot import the game ID ${describeValue(text)}: ${why}. The game in progress is unchanged.`);
    return why === null;
  }

  /** Plays a game ID as {@link importGameId} does, without a warning; returns why it cannot, or `null`. */
  protected openGameId(text: string): string | null {
    return this.#game.import(text);
  }

  /**
   * A link to this page that opens the game in progress: the page's address
   * with `#<id or tag name>=<gameId>` in its hash (other entries kept). What
   * the Share button copies; a page with `from-hash` reads it.
   */
  get shareLink(): string {
    const url = new URL(globalThis.location.href);
    url.hash = withHashEntry(url.hash, hashName(this), this.gameId);
    return url.href;
  }

  /** Whether the game in progress may be saved now (for `persist`): not while its board is still being worked out. */
  protected canPersist(): boolean {
    return true;
  }

  /** A phrase for why a saved game with other settings does not resume (such as a daily board's day); `null` names the settings. */
  protected describeSettingsChange(_saved: SavedSettings, _now: SavedSettings): string | null {
    return null;
  }
}
