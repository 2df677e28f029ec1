import { html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import type { GameStatus } from '../engine/game.js';
import type { SoundKind } from './sound.js';
import { ShareController } from './controllers/share.js';
import type { GameOverDetailBase, MoveDetailBase, MoveSource } from './events.js';
import { GameHost } from './game-host.js';
import { joinSentences } from './messages.js';
import { FeedbackController, type FeedbackTone } from './controllers/feedback.js';
import { FitController } from './controllers/fit.js';
import { HowToPlayController } from './controllers/how-to-play.js';
import { HistoryController } from './controllers/history.js';
import { MoveListController, type MoveListEntry } from './controllers/move-list.js';
import { moveListStyles } from './move-list.styles.js';
import type { HintController } from './controllers/hint.js';
import type { HowToPlay, Msg } from './how-to-play.js';
import { arriving, paced } from './render-pacer.js';
import { resultKind, type ResultKind } from './result-kind.js';
import type { ToolAction } from './toolbar.js';

export type { ToolAction } from './toolbar.js';
export type { ResultKind } from './result-kind.js';
export type { MoveListEntry } from './controllers/move-list.js';

/** What a game that gives hints declares; the base wires `h` and the Hint button to it (see {@link BoardletElement.hinting}). */
export interface HintWiring {
  /** The game's hints: one search at a time (the button is off while it runs). */
  readonly hints: HintController<unknown, unknown>;
  /** Whether the user may ask now; if not, it has said why. */
  may(): boolean;
  /** Whether the button is off for the game's own reason too (the computer's turn, a board search). */
  blocked(): boolean;
  /** Works out and shows the hint: the element's `showHint()`. */
  show(): Promise<boolean>;
  /** Puts the focus on the hinted square, once shown. */
  focus(): void;
  /** Whether the button also moves the focus to the hint (`h` always does), and "Looking…" and "No hint" are said. */
  readonly chatty: boolean;
}

/**
 * The base class of every game element: on the game in progress that
 * {@link GameHost} keeps, it gives every game the same read-only handling,
 * one move pipeline (checks, events, sentences), the feedback line and
 * live region, results marked by outcome, the toolbar (Undo, Redo, the
 * primary action, More) and the How to play panel.
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
 * @csspart move-list - The move list panel that More's Moves opens: the moves, "Back to game" while one is reviewed, and the game ID.
 * @csspart move - Each move of the move list (and its Start), `aria-selected` on the one shown.
 * @csspart game-id - The game ID form of the move list panel; `game-id-field` is its text field.
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
 * @cssprop --boardlets-review - Colour of the frame round a board that shows an earlier move for review.
 * @cssprop --boardlets-board-max-height - The tallest the board may be. Default: the viewport's height less the status, feedback line and toolbar, so the whole game fits on screen.
 * @cssprop --boardlets-board-min-height - The least height the fit gives the board where the window (or container) is too short for the whole game. Default: `12rem`; the embed page uses `6rem`, so a game fits a 300x400 frame.
 */
export abstract class BoardletElement<State, Move, Options> extends GameHost<State, Move, Options> {
  static override properties: PropertyDeclarations = {
    readonly: { type: Boolean, reflect: true },
    sound: { type: Boolean, reflect: true },
  };
  static override styles = [...GameHost.styles, moveListStyles];

  /** Shows the game without letting the user change it (buttons and board inactive). */
  declare readonly: boolean;

  /** Plays short, quiet sounds (Web Audio, no files) for moves, captures and the end. Off by default; `<boardlets-settings sound>` turns it on for every game inside. */
  declare sound: boolean;

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

  /** The sound of a move (with `sound` on): `capture` where it took or converted pieces. */
  protected moveSound(_move: Move, _before: State, _after: State): 'move' | 'capture' {
    return 'move';
  }

  /** A move's short name for people, for the move list and the `move` event's `name` (from the engine's outcome of `move` in `before`). */
  protected moveName(move: Move, _before: State): string {
    return this.definition.encodeMove(move);
  }

  /** After Undo or Redo, what the position is now, as a move's sentence ends (score, whose turn), or `null`. */
  protected describePosition(): string | null {
    return null;
  }

  /** The sentence announced when the user tries a move that is not allowed here. */
  protected describeRefusal(_move: Move): string {
    return this.msg('notAllowed');
  }

  /** The Hint button, every game's primary action while it plays (`h` asks the same): off when `disabled`. */
  protected hintAction(disabled: boolean, run: () => void): ToolAction {
    // While an earlier move is reviewed, "Back to game" is the one primary action.
    return { part: 'hint', label: this.msg('hint'), keys: 'H', disabled: disabled || this.reviewPly !== null, run: run };
  }

  /** A game that gives hints says how here: the base then makes Hint its primary action, and `h` asks for one too. */
  protected readonly hinting: HintWiring | null = null;

  /** Asks for a hint as the user's `h` or Hint button does: says it is looking, shows it (`focus`: and focuses it) or says there is none. */
  protected requestHint(focus: boolean): void {
    const wiring = this.hinting;
    if (wiring && this.reviewPly !== null) return this.refuse(this.#reviewingSaid());
    wiring?.hints.request((sentence) => this.announce(sentence), {
      may: () => wiring.may(),
      show: () => wiring.show(),
      busy: wiring.chatty ? this.msg('hintBusy') : undefined,
      none: wiring.chatty ? this.msg('noHint') : undefined,
      shown: focus ? () => wiring.focus() : undefined,
    });
  }

  /** The game's one primary action during play (Hint, with {@link hinting}); without one, and once the game is over, New game. */
  protected primaryAction(): ToolAction | null {
    const wiring = this.hinting;
    if (!wiring) return null;
    const off = this.readonly || this.isOver || wiring.hints.busy || wiring.blocked();
    return this.hintAction(off, () => this.requestHint(wiring.chatty));
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

  readonly #feedback = new FeedbackController(this);
  readonly #howToPlay = new HowToPlayController(this, () => this.loadHowToPlay(), (key, params) => this.msg(key, params));
  readonly #share = new ShareController(this, (key) => this.announce(this.msg(key)));
  readonly #history = new HistoryController(this, {
    game: () => this.definition.id,
    shelf: this.shelf,
    msg: (key, params) => this.msg(key, params),
    announce: (sentence, tone, shown) => this.announce(sentence, tone, shown),
    refuse: (sentence) => this.refuse(sentence),
    emit: (type, detail) => this.emit(type, detail),
    result: () => (this.session.status.over ? this.describeResult(this.session.status as GameStatus & { over: true }) : null),
    position: () => this.describePosition(),
    shortcut: (event) => this.handleShortcut(event),
    helpOpen: () => this.#howToPlay.isOpen,
    openHelp: () => void this.#howToPlay.open(),
  });
  readonly #moveList = new MoveListController<State, Move>(this, {
    game: () => this.liveSession,
    encode: (move) => this.definition.encodeMove(move),
    name: (move, before) => this.moveName(move, before),
    reviewPly: () => this.reviewPly,
    review: (ply) => this.review(ply),
    msg: (key, params) => this.msg(key, params),
    announce: (sentence) => this.announce(sentence),
    refuse: (sentence) => this.refuse(sentence),
    gameId: () => this.gameId,
    openGameId: (text) => this.openGameId(text),
    readonly: () => this.readonly,
  });

  /** The moves of the game in progress, each with its engine notation and its name for people, as plain JSON (undone moves excluded). */
  get moveList(): MoveListEntry[] {
    return this.#moveList.entries();
  }

  #reviewingSaid(): string {
    return this.msg('reviewing', { ply: this.reviewPly ?? 0, count: this.ply });
  }

  constructor() {
    super();
    this.readonly = false;
    this.sound = false;
    new FitController(this);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasUpdated) arriving(this, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    arriving(this, false);
  }

  /** On a page with many games, renders wait their turn in slices (see render-pacer.ts): no long task. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    return paced(this, () => super.scheduleUpdate(), this.hasUpdated);
  }

  /** Plays a move for the user or the computer if allowed: fires `move` (and `game-over`) and announces it. Whether it was played. */
  protected playMove(move: Move, source: MoveSource): boolean {
    if (source === 'user' && (this.readonly || this.reviewPly !== null)) {
      this.refuse(this.readonly ? this.msg('readonlyBoard') : this.#reviewingSaid());
      return false;
    }
    if (this.reviewPly !== null) return false;
    const session = this.liveSession;
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
    const base: MoveDetailBase = { game: game, player: player, source: source, ply: ply, notation: this.definition.encodeMove(move), name: this.moveName(move, stateBefore) };
    const detail = Object.assign(base, this.moveDetail(move, stateBefore, stateAfter, base));
    const said = this.describeMove(move, stateBefore, stateAfter);
    let sentence = said;
    let overDetail: object | null = null;
    if (status.over) {
      const overBase: GameOverDetailBase = { game: game, winners: [...status.winners], reason: status.reason, ply: ply };
      overDetail = Object.assign(overBase, this.gameOverDetail(stateAfter, overBase));
      sentence = joinSentences(said, this.describeResult(status));
    }
    this.emit('move', detail);
    if (overDetail) this.emit('game-over', overDetail);
    this.#play(status.over ? this.resultKind(status) : this.moveSound(move, stateBefore, stateAfter));
    // The result is heard with the move, and seen once: in the status line, marked by outcome.
    this.announce(sentence, overDetail ? 'result' : 'info', said);
    this.requestUpdate();
    return true;
  }

  /** Plays a sound when `sound` (or an enclosing `<boardlets-settings sound>`) is on; its code loads on first use. */
  #play(kind: SoundKind): void {
    if (!this.sound && !this.settings.sound) return;
    import('./sound.js').then((m) => m.playSound(kind)).catch(() => undefined);
  }

  /**
   * Shows a sentence in the feedback line and says it through the polite
   * live region. `tone` styles it: `refusal` for something not allowed,
   * `result` for the end of a game.
   */
  protected announce(sentence: string, tone: FeedbackTone = 'info', shown = sentence): void {
    this.#feedback.say(sentence, tone, shown);
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

  /** A game's own single-key shortcuts (without Ctrl, Alt or Meta), anywhere in the game; with {@link hinting}, `h` asks for a hint. Returns whether the key was used. */
  protected handleShortcut(event: KeyboardEvent): boolean {
    const hint = this.hinting !== null && event.key.toLowerCase() === 'h';
    if (hint && !event.repeat) this.requestHint(true);
    return hint;
  }

  /** Escape while an earlier move is reviewed goes back to the game; then Undo, Redo and the game's keys. */
  readonly #onKeydown = (event: KeyboardEvent): void => {
    if (!this.#moveList.escape(event)) this.#history.onKeydown(event);
  };

  #renderToolbar(): TemplateResult {
    const primary = (!this.session.status.over && this.primaryAction()) || null;
    const more = this.moreActions();
    if (this.share && this.fromHash) more.push({ part: 'share', label: this.#share.copied ? this.msg('shareCopiedShort') : this.msg('share'), run: () => void this.#share.copy() });
    more.push(this.#moveList.action());
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
      <div class="root" part="base" lang=${this.locale.lang} dir=${this.locale.dir} data-motion=${motion} data-result=${result} ?data-review=${this.reviewPly !== null} ?data-glyphs=${this.settings.glyphs} @keydown=${this.#onKeydown}>
        <div class="board-slot" ?inert=${this.reviewPly !== null}>${this.renderBoard()}</div>
        <div class="status" part="status">${this.renderStatus()}</div>
        ${this.#feedback.renderLine(status.over ? this.msg('gameIsOver') : this.idleFeedback())}
        ${this.#renderToolbar()} ${this.#moveList.render()}
        ${this.share && this.fromHash ? this.#share.renderField(this.msg('shareLink')) : nothing}
        ${this.renderExtra()}
        ${this.#feedback.renderLive()}
        ${this.#howToPlay.render()}
      </div>
    `;
  }
}
