import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type { GameDefinition, GameStatus } from '../engine/game.js';
import type { Session } from '../engine/session.js';
import { ShareController } from './controllers/share.js';
import type { GameOverDetailBase, MoveDetailBase, MoveSource } from './events.js';
import { describeValue, textConverter } from './describe-value.js';
import { BoardletsShell } from './shell.js';
import { withHashEntry, type SavedSettings } from './persistence.js';
import { FeedbackController, type FeedbackTone } from './controllers/feedback.js';
import { GameState, type GameChange } from './controllers/game-state.js';
import { HowToPlayController } from './controllers/how-to-play.js';
import { HistoryController } from './controllers/history.js';
import { hashName, PersistenceController } from './controllers/persistence.js';
import type { HowToPlay, Msg } from './how-to-play.js';
import { resultKind, type ResultKind } from './result-kind.js';
import type { ToolAction } from './toolbar.js';

export type { ToolAction } from './toolbar.js';
export type { ResultKind } from './result-kind.js';

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
export abstract class BoardletElement<State, Move, Options> extends BoardletsShell {
  static override properties: PropertyDeclarations = {
    seed: { reflect: true, converter: textConverter },
    readonly: { type: Boolean, reflect: true },
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
  /** The engine options from the attributes: bad values warned about ({@link warnAttribute}) and replaced by `previous`'s or the default. */
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
  /** After a restore: sets the element's own properties (such as a variant) to the restored game's. */
  protected abstract adoptOptions(state: State): void;

  /** Whether a game with these options is dealt from the seed (a new seed alone keeps one that is not). */
  protected usesSeed(_options: Options): boolean {
    return true;
  }

  /** The sentence announced when the user tries a move that is not allowed here. */
  protected describeRefusal(_move: Move): string {
    return this.msg('notAllowed');
  }

  /** The game's one primary action during play (such as Hint); without one, and once the game is over, New game. */
  protected primaryAction(): ToolAction | null {
    return null;
  }

  /** The game's "How to play" panel, loaded on first use: a function from the message lookup to its content. */
  protected abstract loadHowToPlay(): Promise<(msg: Msg) => HowToPlay>;

  /** Opens the "How to play" panel (loaded on first use). Resolves to whether it opened. */
  showHowToPlay(): Promise<boolean> {
    return this.#howToPlay.open();
  }

  /** The game's other actions, behind "More" (spoilers set `confirm`). */
  protected moreActions(): ToolAction[] {
    return [];
  }

  /** The result sentence for the status line, marked by outcome (a symbol and a colour, the same in every game). */
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

  /** How a finished game went: win, loss or draw, by its seats (a game the computer won against a person is a loss). */
  protected resultKind(status: GameStatus & { over: true }): ResultKind {
    return resultKind(this.definition.players(this.session.state), status.winners, (p) => this.isHumanSeat(p));
  }

  /** The game in progress, where it came from, and the games New game set aside. */
  readonly #game = new GameState<State, Move, Options>(this, {
    definition: () => this.definition,
    gameProperties: () => (this.constructor as typeof BoardletElement).gameProperties,
    resolveOptions: (previous) => this.resolveOptions(previous),
    usesSeed: (options) => this.usesSeed(options),
    adoptOptions: (state) => this.adoptOptions(state),
    warnAttribute: (...args) => this.warnAttribute(...args),
    badValues: () => this.badValueCount,
    changed: (reason) => this.afterGameChange(reason),
  });
  readonly #feedback = new FeedbackController(this);
  readonly #howToPlay = new HowToPlayController(this, () => this.loadHowToPlay(), (key, params) => this.msg(key, params));
  readonly #share = new ShareController(this, (key) => this.announce(this.msg(key)));
  readonly #history = new HistoryController(this, {
    game: () => this.definition.id,
    shelf: this.#game.shelf,
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
    ...this.#game.keeperView(),
    settingsChange: (saved, now) => this.describeSettingsChange(saved, now),
    canPersist: () => this.canPersist(),
    warnAttribute: (...args) => this.warnAttribute(...args),
    announceResumed: (count) => this.announce(this.msg('resumed', { count })),
  }));

  /** The game in progress, created from the attributes on first use (so save() and restore() work before the first render). */
  protected get session(): Session<State, Move, Options> {
    return this.#game.session;
  }

  constructor() {
    super();
    this.seed = null;
    this.readonly = false;
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
    this.#game.newGame(seed);
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
    return this.#game.restore(saved);
  }

  /** Called whenever the session is replaced, saying why (see {@link GameChange}). */
  protected afterGameChange(_reason: GameChange = 'start'): void {}

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.#game.follow(changed);
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

  /** Plays a move for the user or the computer if allowed: fires `move` (and `game-over`) and announces it. Whether it was played. */
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
    return this.#game.gameId;
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
    const why = this.#game.import(text);
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

  /** Whether the game in progress may be saved now (for `persist`): not while its board is still being worked out. */
  protected canPersist(): boolean {
    return true;
  }

  /** A phrase for why a saved game with other settings does not resume (such as a daily board's day); `null` names the settings. */
  protected describeSettingsChange(_saved: SavedSettings, _now: SavedSettings): string | null {
    return null;
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

  /** A game's own single-key shortcuts (without Ctrl, Alt or Meta), anywhere in the game. Returns whether the key was used. */
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

  /** Below the toolbar: a game's own panel (Checkbox Squares' maths). */
  protected renderExtra(): TemplateResult | typeof nothing {
    return nothing;
  }

  protected override render(): TemplateResult {
    const motion = this.settings.motion === 'auto' ? nothing : this.settings.motion;
    const status = this.session.status;
    const result = status.over ? this.resultKind(status) : nothing;
    return html`
      <div class="root" part="base" lang=${this.locale.lang} dir=${this.locale.dir} data-motion=${motion} data-result=${result} ?data-glyphs=${this.settings.glyphs} @keydown=${this.#history.onKeydown}>
        ${this.renderBoard()}
        <div class="status" part="status">${this.renderStatus()}</div>
        ${this.#feedback.renderLine(this.idleFeedback())}
        ${this.#renderToolbar()}
        ${this.share ? this.#share.renderField(this.msg('shareLink')) : nothing}
        ${this.renderExtra()}
        ${this.#feedback.renderLive()}
        ${this.#howToPlay.render()}
      </div>
    `;
  }
}
