import { LitElement, html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { ContextConsumer } from '@lit/context';
import { DecodeError, type GameDefinition, type GameStatus } from '../engine/game.js';
import { Session } from '../engine/session.js';
import { ShareController } from './controllers/share.js';
import { gameIdOf, playGameId, settingFields, type SettingField } from './game-id.js';
import { randomSeed } from '../engine/rng.js';
import type { GameOverDetailBase, MoveDetailBase, MoveSource } from './events.js';
import { baseMessages, format, type MessageKey, type MessageParam } from './messages.js';
import { LocaleController } from './controllers/locale.js';
import { defaultSettings, settingsContext, type BoardletsSettings } from './settings-context.js';
import { baseStyles } from './styles.js';
import { ensureContextRoot } from './context-root.js';
import { describeValue, ownProperties, textConverter } from './describe-value.js';
import { coerceBooleans, putBackUnreadable, renderRootIn, restyle, warnBooleanOff } from './dom-guards.js';
import { withHashEntry, type SavedSettings } from './persistence.js';
import { FeedbackController, type FeedbackTone } from './controllers/feedback.js';
import { HowToPlayController } from './controllers/how-to-play.js';
import { HistoryController } from './controllers/history.js';
import { hashName, PersistenceController } from './controllers/persistence.js';
import { Shelf } from './controllers/shelf.js';
import type { HowToPlay, Msg } from './how-to-play.js';
import type { ToolAction } from './toolbar.js';

export type { ToolAction } from './toolbar.js';

/** How a finished game went for the people playing it: styled the same way in every game. */
export type ResultKind = 'win' | 'loss' | 'draw';

/** A game event: bubbles and crosses shadow roots, so a page can listen on any ancestor. */
function gameEvent(type: string, detail: object): CustomEvent {
  return new CustomEvent(type, { detail, bubbles: true, composed: true });
}

/**
 * The base class of every game element: it owns a {@link Session}, starts
 * and restarts games from attributes, and gives every game the same seed and
 * read-only handling, undo/redo/new-game buttons and methods, events,
 * settings, warnings and live-region announcements.
 *
 * A game element supplies its engine definition, turns its attributes into
 * engine options (warning about bad values), and renders its board, status
 * and event details.
 *
 * @csspart base - The game's outer box.
 * @csspart status - The status line (moves, score, result).
 * @csspart feedback - The feedback line: the latest thing that happened (a move, the computer's reply, why a move was refused, "Link copied"); before anything happens, the game's goal.
 * @csspart toolbar - The row of buttons: Undo, Redo, the primary action and More.
 * @csspart button - Every button, also named by what it does: `undo`, `redo`, `new-game`, `hint`, `more`, `share`, `how-to-play`, `confirm-yes`, `confirm-cancel` (and the game's own).
 * @csspart more - The row of other actions that More opens.
 * @csspart share-link - The text field with the link to the game, shown by Share where the clipboard is unavailable.
 * @csspart live - The visually hidden live region that announces moves and results.
 * @csspart how-to-play-dialog - The modal dialog of the How to play panel.
 * @csspart how-to-play - The How to play panel: the goal, the rules with small diagrams, and the keys.
 *
 * @cssprop --boardlets-ink - Text and line colour.
 * @cssprop --boardlets-muted - Secondary text colour.
 * @cssprop --boardlets-surface - Background of the game's box.
 * @cssprop --boardlets-board - Background of the board and buttons.
 * @cssprop --boardlets-line - Borders and grid lines.
 * @cssprop --boardlets-accent - Accent colour (selection, checked boxes, pressed buttons).
 * @cssprop --boardlets-accent-ink - Text on the accent colour.
 * @cssprop --boardlets-hint - Colour of hints and solution marks.
 * @cssprop --boardlets-success - Colour of a win (the result and the board's solid frame).
 * @cssprop --boardlets-loss - Colour of a loss (the result and the board's dashed frame).
 * @cssprop --boardlets-refusal - Colour of the feedback line when a move is refused.
 * @cssprop --boardlets-last-move - Colour marking the last move (its squares, and the pieces it converted).
 * @cssprop --boardlets-focus - Focus ring colour.
 * @cssprop --boardlets-radius - Corner radius.
 * @cssprop --boardlets-gap - Space between the parts.
 * @cssprop --boardlets-duration - Length of animations.
 * @cssprop --boardlets-font - Font family.
 * @cssprop --boardlets-font-size - Base font size.
 * @cssprop --boardlets-max-width - Largest width the game grows to (it fills its container up to this).
 * @cssprop --boardlets-color-scheme - `light`, `dark` or `light dark` (the reader's system setting). Default: the page's own `color-scheme` (a page that declares nothing, or only `light`, gets a light game; one that declares `light dark` follows the reader).
 * @cssprop --boardlets-board-max-height - The tallest the board may be. Default: the viewport's height less the status, feedback line and toolbar, so the whole game fits on screen.
 */
export abstract class BoardletElement<State, Move, Options> extends LitElement {
  static override properties: PropertyDeclarations = {
    seed: { reflect: true, converter: textConverter },
    readonly: { type: Boolean, reflect: true },
    persist: { converter: textConverter },
    share: { type: Boolean, reflect: true },
    fromHash: { type: Boolean, reflect: true, attribute: 'from-hash' },
  };

  static override styles = [baseStyles];

  /** The English strings this element uses: the base table plus the game's own. */
  protected static messages: Readonly<Record<string, string>> = baseMessages;

  /** Keys this game says in its own words (`newGame` → `sgNewGame`): a translation's own key first, then the shared one. */
  protected static messageAliases: Readonly<Partial<Record<MessageKey, MessageKey>>> = {};

  /** Properties whose change starts a new game (the game element adds its own). */
  protected static gameProperties: readonly string[] = ['seed'];

  /**
   * Seed of the starting position: the same seed gives the same game. Without
   * it (or when empty), every game gets a fresh random seed (see
   * `currentSeed`). New game always draws a fresh seed.
   */
  declare seed: string | null;

  /** Shows the game without letting the user change it (buttons and board inactive). */
  declare readonly: boolean;

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
   * selected instead. A page with `from-hash` opens such a link as the game.
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
  protected abstract readonly definition: GameDefinition<State, Move, Options>;

  /**
   * The engine options from the current attributes. Bad values are reported
   * with {@link warnAttribute} and replaced by the value of `previous` (the
   * game in progress) or the default, so a typo never ends a game.
   */
  protected abstract resolveOptions(previous: Options | undefined): Options;

  /** The board itself. */
  protected abstract renderBoard(): TemplateResult;

  /** The status line's content. */
  protected abstract renderStatus(): TemplateResult;

  /** The game-specific part of a `move` event's detail. */
  protected abstract moveDetail(move: Move, before: State, after: State, base: MoveDetailBase): object;

  /** The game-specific part of a `game-over` event's detail. */
  protected abstract gameOverDetail(state: State, base: GameOverDetailBase): object;

  /** The sentence announced after a move. */
  protected abstract describeMove(move: Move, before: State, after: State): string;

  /** The sentence announced when the game ends. */
  protected abstract describeResult(status: GameStatus & { over: true }): string;

  /**
   * After a restore: sets the element's own properties (such as a variant)
   * to those of the restored game, so that they describe it and a later New
   * game keeps its rules.
   */
  protected abstract adoptOptions(state: State): void;

  /**
   * Whether a game with these options is dealt from the seed. When it is not
   * (a daily board, a given position), a new seed alone keeps the game in
   * progress.
   */
  protected usesSeed(_options: Options): boolean {
    return true;
  }

  /** The sentence announced when the user tries a move that is not allowed here. */
  protected describeRefusal(_move: Move): string {
    return this.msg('notAllowed');
  }

  /**
   * The game's one primary action during play (such as Hint), shown as the
   * filled button; without one, and once the game is over, New game is.
   */
  protected primaryAction(): ToolAction | null {
    return null;
  }

  /**
   * The game's "How to play" panel, loaded on first use: a function from the
   * element's message lookup to its content.
   */
  protected abstract loadHowToPlay(): Promise<(msg: Msg) => HowToPlay>;

  /** Opens the "How to play" panel (loaded on first use). Resolves to whether it opened. */
  showHowToPlay(): Promise<boolean> {
    return this.#howToPlay.open();
  }

  /** The game's other actions, behind "More" (spoilers set `confirm`). */
  protected moreActions(): ToolAction[] {
    return [];
  }

  /**
   * The result sentence for the status line, marked by outcome (win, loss or
   * draw: a symbol and a colour, the same in every game).
   */
  protected renderResult(status: GameStatus & { over: true }, text: string): TemplateResult {
    const kind = this.resultKind(status);
    return html`<span class="result" data-result=${kind}><span class="result-mark" role="img" aria-label=${this.msg(kind)}></span>${text}</span>`;
  }

  /** What the feedback line shows before anything happened: the game's goal in one sentence. */
  protected idleFeedback(): string {
    return '';
  }

  /** Whether a player is a person (not the computer): a game the computer won is a loss. */
  protected isHumanSeat(_player: number): boolean {
    return true;
  }

  /**
   * How a finished game went: a solitaire game is won or lost; otherwise a
   * tie is a draw, and one winner is a win unless it is the computer playing
   * against a person.
   */
  protected resultKind(status: GameStatus & { over: true }): ResultKind {
    const players = this.definition.players(this.session.state);
    if (players === 1) return status.winners.length ? 'win' : 'loss';
    if (status.winners.length !== 1) return 'draw';
    let humans = 0;
    for (let p = 0; p < players; p++) if (this.isHumanSeat(p)) humans++;
    return humans === 0 || this.isHumanSeat(status.winners[0]!) ? 'win' : 'loss';
  }

  #session: Session<State, Move, Options> | undefined;
  /** The options and seed attribute the game in progress accounts for. */
  #options: Options | undefined;
  #seedAttribute: string | null = null;
  /** The seed the game in progress was set up from; empty for a restored game. */
  #seedInUse = '';
  readonly #feedback = new FeedbackController(this);
  readonly #locale = new LocaleController(this);
  readonly #howToPlay = new HowToPlayController(
    this,
    () => this.loadHowToPlay(),
    (key, params) => this.msg(key, params),
  );
  /** Games set aside by the user's New game, and games Undo left behind that Redo brings back. */
  readonly #shelf = new Shelf<{ readonly session: Session<State, Move, Options>; readonly seed: string; readonly options: Options | undefined }>(
    () => ({ session: this.session, seed: this.#seedInUse, options: this.#options }),
    (game) => this.#adopt(game.session, game.seed, game.options, 'shelf'),
  );
  #warned = new Set<string>();
  /** Bad values reported by warnAttribute(), duplicates included: an import checks its settings with it. */
  #badValues = 0;
  /** Whether the game in progress came from restore() or a game ID (a saved game then does not replace it). */
  #explicitGame = false;
  readonly #share = new ShareController(this, (key) => this.announce(this.msg(key)));
  readonly #history = new HistoryController(this, {
    game: () => this.definition.id,
    shelf: this.#shelf,
    msg: (key, params) => this.msg(key, params),
    announce: (sentence, tone) => this.announce(sentence, tone),
    refuse: (sentence) => this.refuse(sentence),
    emit: (type, detail) => this.emit(type, detail),
    result: () => (this.session.status.over ? this.describeResult(this.session.status as GameStatus & { over: true }) : null),
    shortcut: (event) => this.handleShortcut(event),
    helpOpen: () => this.#howToPlay.isOpen,
    openHelp: () => void this.#howToPlay.open(),
  });
  /** `persist` and `from-hash`: the keeper behind them, loaded on first use. */
  readonly #persistence = new PersistenceController(this, () => ({
    definition: this.definition as GameDefinition<unknown, unknown, unknown>,
    session: () => this.session as Session<unknown, unknown, unknown>,
    explicitGame: () => this.#explicitGame,
    options: () => this.#options,
    usesSeed: (options) => this.usesSeed(options as Options),
    settingsChange: (saved, now) => this.describeSettingsChange(saved, now),
    resumed: (seed) => {
      this.#explicitGame = false;
      this.#seedInUse = seed;
    },
    seeds: () => [this.#seedInUse, this.#seedAttribute],
    canPersist: () => this.canPersist(),
    warnAttribute: (...args) => this.warnAttribute(...args),
    importGameId: (text) => this.#import(text),
    announceResumed: (count) => this.announce(this.msg('resumed', { count })),
  }));

  /**
   * The game in progress, created from the attributes on first use, so that
   * save() or restore() before the first render work like after it.
   */
  protected get session(): Session<State, Move, Options> {
    return this.#ensureSession();
  }

  #ensureSession(): Session<State, Move, Options> {
    if (!this.#session) {
      const seed = this.#seedFromAttribute();
      this.#start(seed ?? randomSeed(), this.#resolve(undefined), seed);
    }
    return this.#session as Session<State, Move, Options>;
  }

  /** Settings from an enclosing `<boardlets-settings>`, or the defaults. */
  protected settings: BoardletsSettings = defaultSettings;

  constructor() {
    super();
    this.seed = null;
    this.readonly = false;
    this.persist = null;
    this.share = false;
    this.fromHash = false;
    new ContextConsumer(this, {
      context: settingsContext,
      subscribe: true,
      callback: (value) => {
        this.settings = value ?? defaultSettings;
        this.requestUpdate();
      },
    });
  }

  override connectedCallback(): void {
    ensureContextRoot();
    super.connectedCallback();
  }

  /** Moved into another document (an iframe's): its styles, made for the first one, are given again. */
  adoptedCallback(): void {
    restyle(this);
  }

  /** First shown in another document than the one the styles were made in: styled for that one. */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return renderRootIn(this, () => super.createRenderRoot());
  }

  /**
   * Boolean attributes are on whenever present, so `daily="false"` turns
   * `daily` on: say so, once, rather than leave the page author guessing.
   */
  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    warnBooleanOff(this, name, value, this.#warned);
  }

  /** The seed of the game in progress (the `seed` attribute, or the random one drawn for it); empty after a restore. */
  get currentSeed(): string {
    this.#ensureSession();
    return this.#seedInUse;
  }

  /** Whether the game is over. */
  get isOver(): boolean {
    return this.session.status.over;
  }

  /** Moves from the start to the current position. */
  get ply(): number {
    return this.session.ply;
  }

  /** The moves so far, in the engine's notation (undone moves excluded). */
  get history(): string[] {
    return this.session.history.map((e) => this.definition.encodeMove(e.move));
  }

  /** Whether there is a move to undo. */
  get canUndo(): boolean {
    return this.session.canUndo;
  }

  /** Whether there is an undone move to redo. */
  get canRedo(): boolean {
    return this.session.canRedo;
  }

  /** Steps back one move. Returns false when there is nothing to undo. Fires no event. */
  undo(): boolean {
    const done = !!this.session.undo();
    if (done) this.requestUpdate();
    return done;
  }

  /** Replays one undone move. Returns false when there is nothing to redo. Fires no event. */
  redo(): boolean {
    const done = !!this.session.redo();
    if (done) this.requestUpdate();
    return done;
  }

  /**
   * Starts a new game with the current attributes, from `seed` or a fresh
   * random seed. A game in progress with moves is set aside, and the user's
   * Undo (the button, Ctrl+Z) brings it back. Fires no event.
   */
  newGame(seed?: string): void {
    const fresh = typeof seed === 'string' && seed !== '' ? seed : randomSeed();
    this.#start(fresh, this.#resolve(this.#options), this.#seedFromAttribute(), true);
  }

  /** The whole game, undo history included, as a compact string for {@link restore}. */
  save(): string {
    return this.session.save();
  }

  /**
   * Resumes a game saved by {@link save}. A malformed or foreign string is
   * reported with a console warning and leaves the game in progress as it
   * was. Returns whether it worked.
   */
  restore(saved: string): boolean {
    try {
      this.#adopt(Session.restore(this.definition, saved), '', undefined, 'restore');
      return true;
    } catch (e) {
      const why = e instanceof DecodeError ? e.message : `unexpected error: ${(e as Error)?.message}`;
      console.warn(`<${this.localName}>: cannot restore ${describeValue(saved)}: ${why}. The game in progress is unchanged.`);
      return false;
    }
  }

  /**
   * Makes a restored game (which empties the shelf) or a shelved one the game
   * in progress. Without `options`, it now stands for the current attributes:
   * only a later change of a game attribute starts another game.
   */
  #adopt(session: Session<State, Move, Options>, seed: string, options: Options | undefined, reason: 'restore' | 'shelf'): void {
    this.#session = session;
    this.#seedInUse = seed;
    this.adoptOptions(session.initial);
    this.#options = options ?? this.#resolve(this.#options);
    this.#seedAttribute = this.#seedFromAttribute();
    this.#explicitGame = reason === 'restore';
    if (reason === 'restore') this.#shelf.clear();
    this.afterGameChange(reason);
    this.requestUpdate();
  }

  /**
   * Called whenever the session is replaced: `start` for a new game or a
   * restart, `restore` for restore() and game IDs, `shelf` when Undo or Redo
   * brings back a game that New game set aside (it goes on as it was),
   * `replace` for replaceGame().
   */
  protected afterGameChange(_reason: 'start' | 'restore' | 'shelf' | 'replace' = 'start'): void {}

  /** A UI string, translated when the settings provide one. */
  protected msg(key: MessageKey, params?: Readonly<Record<string, MessageParam>>): string {
    const { messages: english, messageAliases: aliases } = this.constructor as typeof BoardletElement;
    const own = aliases[key];
    const locale = this.#locale;
    const said = this.settings.messages[key] ?? (own && locale.translate(own)) ?? locale.translate(key) ?? english[key] ?? key;
    return format(said, params, locale.lang);
  }

  /**
   * Reports a bad attribute or property value once per value: names the
   * attribute, the accepted values and the fallback used.
   */
  protected warnAttribute(attribute: string, value: unknown, accepted: string, fallback: string): void {
    this.#badValues++;
    const key = `${attribute}\u0000${describeValue(value)}`;
    if (this.#warned.has(key)) return;
    this.#warned.add(key);
    console.warn(
      `<${this.localName}>: ignoring ${attribute}=${describeValue(value)}: expected ${accepted}. Using ${fallback}.`,
    );
  }

  /**
   * resolveOptions() as an object of its own properties only, so that the
   * rules never find a page's `Object.prototype.position` (say) in it.
   */
  #resolve(previous: Options | undefined): Options {
    return ownProperties(this.resolveOptions(previous));
  }

  /** #resolve(), or `undefined` when an attribute is not accepted as it is (warned, and brought into range). */
  #strictResolve(previous: Options | undefined): Options | undefined {
    const bad = this.#badValues;
    const options = this.#resolve(previous);
    return this.#badValues === bad ? options : undefined;
  }

  /** The `seed` attribute as text, or `null` when it is missing, empty or not text (with a warning). */
  #seedFromAttribute(): string | null {
    const seed: unknown = this.seed;
    if (seed == null || seed === '') return null;
    if (typeof seed === 'string' || typeof seed === 'number') return String(seed);
    this.warnAttribute('seed', seed, 'text', 'a random seed');
    return null;
  }

  /** A property set to a value that throws when looked at is reported and put back, before anything reads it. */
  protected override shouldUpdate(changed: PropertyValues): boolean {
    return super.shouldUpdate(putBackUnreadable(this, changed, (...args) => this.warnAttribute(...args)));
  }

  protected override willUpdate(changed: PropertyValues): void {
    coerceBooleans(this, changed);
    super.willUpdate(changed);
    this.#followAttributes(changed);
    // Before the first render: a game ID in the hash, then (unless the hash gave one) the saved game.
    this.#persistence.update(changed.has('persist'));
  }

  /**
   * Before the first render of a game with `persist` or `from-hash`, waits
   * for the code behind them (loaded on first use), so that the saved or
   * linked game is the first one shown.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.#persistence.schedule(() => super.scheduleUpdate());
  }

  /**
   * Starts a new game when a game attribute changed to something that
   * differs from what the game in progress was set up with. Equivalent or
   * invalid values (which fall back to the game in progress) keep it.
   */
  #followAttributes(changed: PropertyValues): void {
    const gameProps = (this.constructor as typeof BoardletElement).gameProperties;
    if (!this.#session || ![...changed.keys()].some((k) => gameProps.includes(k as string))) {
      this.#ensureSession();
      return;
    }
    const options = this.#resolve(this.#options);
    const seed = this.#seedFromAttribute();
    const seedChanged = seed !== null && seed !== this.#seedAttribute && this.usesSeed(options);
    if (seedChanged || JSON.stringify(options) !== JSON.stringify(this.#options)) {
      this.#start(seed ?? (this.#seedInUse || randomSeed()), options, seed);
    }
    // A removed seed attribute keeps the game in progress; New game then draws a fresh seed.
    this.#seedAttribute = seed;
  }

  /** Also waits for the strings of the game's language, when they are still loading. */
  protected override async getUpdateComplete(): Promise<boolean> {
    await this.#locale.ready;
    return super.getUpdateComplete();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.#persistence.updated();
  }

  #start(seed: string, options: Options, seedAttribute: string | null, shelve = false): void {
    this.#shelf.starting(shelve, !!this.#session && (this.#session.ply > 0 || this.#session.canRedo));
    this.#seedInUse = seed;
    this.#seedAttribute = seedAttribute;
    this.#options = options;
    this.#explicitGame = false;
    this.#session = Session.start(this.definition, options, seed);
    this.afterGameChange('start');
    this.requestUpdate();
  }

  /**
   * Replaces the game in progress with one set up from `options` and the same
   * seed, while the attributes go on standing for the options they gave: for
   * a game whose start is found asynchronously (such as a board a solver
   * proved). Fires no event.
   */
  protected replaceGame(options: Options): void {
    this.#session = Session.start(this.definition, ownProperties(options), this.#seedInUse);
    this.afterGameChange('replace');
    this.requestUpdate();
  }

  /**
   * Plays a move for the user or the computer: checks it is allowed, fires
   * `move` (and `game-over` when it ends the game) and announces it. Returns
   * whether the move was played.
   */
  protected playMove(move: Move, source: MoveSource): boolean {
    if (source === 'user' && this.readonly) {
      this.refuse(this.msg('readonlyBoard'));
      return false;
    }
    const session = this.session;
    const stateBefore = session.state;
    const player = session.toMove;
    if (player === null || !this.definition.isLegal(stateBefore, move)) {
      if (source === 'user') this.refuse(player === null ? this.msg('gameIsOver') : this.describeRefusal(move));
      return false;
    }
    const stateAfter = session.play(move);
    const game = this.definition.id;
    const ply = session.ply;
    // Everything the events and the announcement say is worked out first: a
    // `move` listener may start another game or undo before `game-over` fires.
    const status = this.definition.status(stateAfter);
    // Explicit keys and Object.assign: the manifest analyzer lists shorthand
    // properties and spread arguments of a method as module variables.
    const base: MoveDetailBase = { game: game, player: player, source: source, ply: ply, notation: this.definition.encodeMove(move) };
    const detail = Object.assign(base, this.moveDetail(move, stateBefore, stateAfter, base));
    let sentence = this.describeMove(move, stateBefore, stateAfter);
    let overDetail: object | null = null;
    if (status.over) {
      const overBase: GameOverDetailBase = { game: game, winners: [...status.winners], reason: status.reason, ply: ply };
      overDetail = Object.assign(overBase, this.gameOverDetail(stateAfter, overBase));
      sentence = `${sentence} ${this.describeResult(status)}`;
    }
    this.emit('move', detail);
    if (overDetail) this.emit('game-over', overDetail);
    this.announce(sentence, overDetail ? 'result' : 'info');
    this.requestUpdate();
    return true;
  }

  // ------------------------------------------------------------ persistence and sharing --

  /**
   * The game as text to share: its settings (the attributes that define a
   * game) and its seed while it is at its start, or its settings and its
   * position (the {@link save} text, undo history included) once it is under
   * way. For example `kites;size:2;seed:abc` or
   * `kites;size:2;save:kites~1~...`. URL-safe; {@link importGameId} reads it.
   */
  get gameId(): string {
    return gameIdOf(this, {
      definition: this.definition as GameDefinition<unknown, unknown, Options>,
      fields: this.#settingFields(),
      seed: this.#seedInUse,
      options: this.#options,
      usesSeed: (options) => this.usesSeed(options),
      fresh: () => this.#strictResolve(undefined),
      save: () => this.session.save(),
    });
  }

  /**
   * Plays the game a {@link gameId} describes: for an ID with a seed, sets the
   * game's attributes to its settings and deals the game; for an ID with a
   * position, resumes it (the position carries its settings, as with
   * `restore()`). A malformed ID, another game's, or settings this element does not accept
   * are reported with a console warning and leave the game in progress as it
   * was. Returns whether it worked. Fires no event.
   */
  importGameId(text: string): boolean {
    const why = this.#import(text);
    if (why) console.warn(`<${this.localName}>: cannot import the game ID ${describeValue(text)}: ${why}. The game in progress is unchanged.`);
    return why === null;
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

  /**
   * Whether the game in progress may be saved now (for `persist`). A game
   * whose board is still being worked out (a `solvable` Stained Glass board
   * being searched) says no, so a reload meanwhile does not keep a board that
   * was never proven.
   */
  protected canPersist(): boolean {
    return true;
  }

  /**
   * Why a game saved with other settings than the page's does not resume,
   * when the game has a setting of its own to explain (such as a daily
   * board's day): a phrase for the warning. `null` (the default) names the
   * settings that differ.
   */
  protected describeSettingsChange(_saved: SavedSettings, _now: SavedSettings): string | null {
    return null;
  }

  /** The attributes that define a game (but the seed), with how to read them. */
  #settingFields(): SettingField[] {
    const ctor = this.constructor as typeof BoardletElement;
    return settingFields(ctor.gameProperties, ctor.elementProperties);
  }

  /** Plays a game ID; returns why it cannot, or `null`. */
  #import(text: unknown): string | null {
    const why = playGameId(this, text, {
      definition: this.definition as GameDefinition<unknown, unknown, unknown>,
      fields: this.#settingFields(),
      restore: (save) => this.restore(save),
      resolve: () => this.#strictResolve(this.#options),
      start: (seed, options) => this.#start(seed, options, this.#seedFromAttribute()),
    });
    if (why === null) this.#explicitGame = true;
    return why;
  }

  /** Fires a bubbling, composed `CustomEvent`. */
  protected emit(type: string, detail: object): void {
    this.dispatchEvent(gameEvent(type, detail));
  }

  /**
   * Shows a sentence in the feedback line and says it through the polite
   * live region. `tone` styles it: `refusal` for something not allowed,
   * `result` for the end of a game.
   */
  protected announce(sentence: string, tone: FeedbackTone = 'info'): void {
    this.#feedback.say(sentence, tone);
  }

  /** Says why an action was refused (styled as such in the feedback line). */
  protected refuse(sentence: string): void {
    this.announce(sentence, 'refusal');
  }

  /** The text currently in the live region (and the feedback line). */
  get announcement(): string {
    return this.#feedback.text;
  }

  /** Undo, Redo or New game as the user's toolbar button does them (checks, events, announcements), for a game's own keys. */
  protected userAction(action: 'undo' | 'redo' | 'new-game'): void {
    this.#history.run(action);
  }

  /**
   * A game's own single-key shortcuts (without Ctrl, Alt or Meta), anywhere
   * in the game. Returns whether the key was used.
   */
  protected handleShortcut(_event: KeyboardEvent): boolean {
    return false;
  }

  #renderToolbar(): TemplateResult {
    const primary = (!this.session.status.over && this.primaryAction()) || null;
    const more = this.moreActions();
    if (this.share) more.push({ part: 'share', label: this.#share.copied ? this.msg('shareCopiedShort') : this.msg('share'), run: () => void this.#share.copy() });
    more.push({ part: 'how-to-play', label: this.msg('htpTitle'), run: () => void this.#howToPlay.open(), keys: 'Shift+?' });
    return this.#history.renderToolbar(primary, more);
  }

  protected override render(): TemplateResult {
    const motion = this.settings.motion === 'auto' ? nothing : this.settings.motion;
    const status = this.session.status;
    const result = status.over ? this.resultKind(status) : nothing;
    return html`
      <div class="root" part="base" lang=${this.#locale.lang} dir=${this.#locale.dir} data-motion=${motion} data-result=${result} ?data-glyphs=${this.settings.glyphs} @keydown=${this.#history.onKeydown}>
        ${this.renderBoard()}
        <div class="status" part="status">${this.renderStatus()}</div>
        ${this.#feedback.renderLine(this.idleFeedback())}
        ${this.#renderToolbar()}
        ${this.share ? this.#share.renderField(this.msg('shareLink')) : nothing}
        ${this.#feedback.renderLive()}
        ${this.#howToPlay.render()}
      </div>
    `;
  }
}
