import { html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import type { GameStatus, MoveOutcome } from '../engine/game.js';
import type { HistoryEntry } from '../engine/session.js';
import type { SoundKind } from './sound.js';
import type { GameOverDetailBase, MoveDetailBase, MoveSource } from './events.js';
import { GameHost } from './game-host.js';
import { joinSentences } from './messages.js';
import { FeedbackController, type FeedbackTone } from './controllers/feedback.js';
import { FitController } from './controllers/fit.js';
import { HistoryController } from './controllers/history.js';
import { MoveNames, type MoveListEntry } from './controllers/move-list.js';
import { InteractionSlot } from './interaction.js';
import type { HintWiring } from './controllers/hint.js';
import type { ComputerController, Seats } from './controllers/computer.js';
import type { HowToPlay, Msg } from './how-to-play.js';
import { RenderPacing, paced } from './render-pacer.js';
import { resultKind, type ResultKind } from './result-kind.js';
import type { ToolAction } from './toolbar.js';

export type { ToolAction } from './toolbar.js';
export type { ResultKind } from './result-kind.js';
export type { MoveListEntry } from './controllers/move-list.js';
export type { HintWiring } from './controllers/hint.js';

/**
 * A move just played: its history entry (with the outcome the session worked
 * out once, see `HistoryEntry.outcome`) and the positions before and after it.
 * The `move` event, the sentence and the sound are made from it.
 */
export interface PlayedMove<State, Move, Outcome extends MoveOutcome = MoveOutcome> extends HistoryEntry<Move, Outcome> {
  readonly before: State;
  readonly after: State;
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
export abstract class BoardletElement<State, Move, Options, Outcome extends MoveOutcome = MoveOutcome> extends GameHost<State, Move, Options, Outcome> {
  static override properties: PropertyDeclarations = {
    readonly: { type: Boolean, reflect: true },
    sound: { type: Boolean, reflect: true },
  };
  static override styles = GameHost.styles;

  /** Shows the game without letting the user change it (buttons and board inactive). */
  declare readonly: boolean;

  /** Plays short, quiet sounds (Web Audio, no files) for moves, captures and the end. Off by default; `<boardlets-settings sound>` turns it on for every game inside. */
  declare sound: boolean;

  /** The board itself. */
  protected abstract renderBoard(): TemplateResult;
  /** The status line's content. */
  protected abstract renderStatus(): TemplateResult;
  /** The game-specific part of a `move` event's detail (from `played.outcome`). */
  protected abstract moveDetail(played: PlayedMove<State, Move, Outcome>, base: MoveDetailBase): object;
  /** The game-specific part of a `game-over` event's detail. */
  protected abstract gameOverDetail(state: State, base: GameOverDetailBase): object;
  /** The sentence announced after a move (from `played.outcome`). */
  protected abstract describeMove(played: PlayedMove<State, Move, Outcome>): string;
  /** The sentence announced when the game ends. */
  protected abstract describeResult(status: GameStatus & { over: true }): string;

  /** The sound of a move (with `sound` on): `capture` where it took or converted pieces. */
  protected moveSound(_played: PlayedMove<State, Move, Outcome>): 'move' | 'capture' {
    return 'move';
  }

  /** A move's short name for people, for the move list and the `move` event's `name` (from `entry.outcome`; `before`: the position it was played in). */
  protected moveName(entry: HistoryEntry<Move, Outcome>, _before: State): string {
    return this.definition.encodeMove(entry.move);
  }

  /** After Undo or Redo, what the position is now, as a move's sentence ends (score, whose turn), or `null`. */
  protected describePosition?(): string | null;

  /** The sentence announced when the user tries a move that is not allowed here. */
  protected describeRefusal(_move: Move): string {
    return this.msg('notAllowed');
  }

  /** A game that gives hints says how here: the base then makes Hint its primary action, and `h` asks for one too. */
  protected readonly hinting: HintWiring | null = null;

  /** Asks for a hint as the user's `h` or Hint button does: says it is looking, shows it (`focus`: and focuses it) or says there is none. */
  protected requestHint(focus: boolean): void {
    const wiring = this.hinting;
    if (wiring && this.reviewPly !== null) return this.refuse(this.#reviewingSaid());
    wiring?.hints.request((sentence) => this.announce(sentence), {
      may: () => (wiring.may ? wiring.may() : this.mayPlay()),
      show: async () => (await wiring.show()) !== false,
      busy: wiring.chatty ? this.msg('hintBusy') : undefined,
      none: wiring.chatty ? this.msg('noHint') : undefined,
      shown: focus ? () => wiring.focus() : undefined,
    });
  }

  /** The game's one primary action during play (Hint, with {@link hinting}, off while it is not a person's turn); without one, and once the game is over, New game. */
  protected primaryAction(): ToolAction | null {
    const wiring = this.hinting;
    if (!wiring) return null;
    // Off while the computer moves; while an earlier move is reviewed, "Back to game" is the one primary action.
    const off = this.readonly || this.isOver || wiring.hints.busy || (wiring.blocked ? wiring.blocked() : !!this.#computer?.waitReason) || this.reviewPly !== null;
    return { part: 'hint', label: this.msg('hint'), keys: 'H', disabled: off, run: () => this.requestHint(wiring.chatty) };
  }

  /** The computer's seats, once the game declared them with {@link useComputer}. */
  #computer: ComputerController<State, Move> | null = null;

  /** A game with computer seats declares them here, once (in a field), with the controller class it imports (a game without one never loads it); the base then plays the computer's turns, undoes and redoes back to a person's turn, holds the sentences of computer moves that another follows, and says why a person must wait ({@link mayPlay}). */
  protected useComputer(Controller: typeof ComputerController, seats: Seats<State, Move>): ComputerController<State, Move> {
    const game = { game: () => this.session, players: () => this.definition.players(this.session.state), play: (move: Move) => void this.playMove(move, 'computer') };
    return (this.#computer = new Controller<State, Move>(this, game, seats));
  }

  /** Whether a person may move now; if not, says why (read-only, over, the computer plays every seat or is to move). */
  protected mayPlay(): boolean {
    const why = this.readonly ? 'readonlyBoard' : this.isOver ? 'gameIsOver' : (this.#computer?.waitReason ?? null);
    if (why) this.refuse(this.msg(why));
    return why === null;
  }

  /** Whether there is a move to undo (against the computer: a person's move, so undo goes back to their previous turn). */
  override get canUndo(): boolean {
    return this.#computer ? this.#computer.canUndo : super.canUndo;
  }

  /** Takes back one move; against the computer, back to a person's previous turn (their move and the computer's replies), stopping it if it is thinking. Returns false when there is nothing to take back. Fires no event. */
  override undo(): boolean {
    return this.#computer ? this.#computer.undo(() => super.undo()) : super.undo();
  }

  /** Replays one undone move; against the computer, also its replies up to a person's turn. Returns false when there is nothing to redo. Fires no event. */
  override redo(): boolean {
    return this.#computer ? this.#computer.redo(() => super.redo()) : super.redo();
  }

  protected override afterGameChange(_reason?: unknown): void {
    this.#computer?.reset();
  }

  /** The game's "How to play" panel, loaded on first use: a function from the message lookup to its content. */
  protected abstract loadHowToPlay(): Promise<(msg: Msg) => HowToPlay>;

  /** Opens the "How to play" panel (loaded on first use). Resolves to whether it opened. */
  showHowToPlay(): Promise<boolean> {
    return this.#layer.openHelp();
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

  /** Whether a player is a person (not the computer's, see {@link useComputer}): a game the computer won is a loss. */
  protected isHumanSeat(player: number): boolean {
    return !this.#computer?.isComputer(player);
  }

  /** How a finished game went: win, loss or draw, by its seats (a game the computer won against a person is a loss). */
  protected resultKind(status: GameStatus & { over: true }): ResultKind {
    return resultKind(this.definition.players(this.session.state), status.winners, (p) => this.isHumanSeat(p));
  }

  readonly #feedback = new FeedbackController(this);
  readonly #names = new MoveNames<State, Move, Outcome>({
    game: () => this.liveSession,
    encode: (move) => this.definition.encodeMove(move),
    name: (entry, before) => this.moveName(entry, before),
  });
  /** What Undo, Redo and New game do, the move list panel, Share and How to play (interaction-layer.ts): loaded while the page is idle, or on the first input that needs them. */
  readonly #layer = new InteractionSlot<State, Move>(this, () => ({
    history: {
      game: () => this.definition.id,
      shelf: this.shelf,
      msg: (key, params) => this.msg(key, params),
      announce: (sentence, tone, shown) => this.announce(sentence, tone, shown),
      refuse: (sentence) => this.refuse(sentence),
      emit: (type, detail) => this.emit(type, detail),
      result: () => (this.session.status.over ? this.describeResult(this.session.status as GameStatus & { over: true }) : null),
      position: () => this.describePosition?.() ?? null,
    },
    names: this.#names,
    shareSaid: (key) => this.announce(this.msg(key)),
    howToPlay: { source: () => this.loadHowToPlay(), msg: (key, params) => this.msg(key, params) },
    moveList: {
      game: () => this.liveSession,
      review: (ply) => this.review(ply),
      msg: (key, params) => this.msg(key, params),
      announce: (sentence) => this.announce(sentence),
      refuse: (sentence) => this.refuse(sentence),
      openGameId: (text) => this.openGameId(text),
    },
  }));
  readonly #history = new HistoryController(this, {
    shelf: this.shelf,
    msg: (key) => this.msg(key),
    shortcut: (event) => this.handleShortcut(event),
    layer: this.#layer,
  });
  /** The moves of the game in progress, each with its engine notation and its name for people, as plain JSON (undone moves excluded). */
  get moveList(): MoveListEntry[] {
    return this.#names.entries();
  }

  #reviewingSaid(): string {
    return this.msg('reviewing', { ply: this.reviewPly ?? 0, count: this.ply });
  }

  constructor() {
    super();
    this.readonly = false;
    this.sound = false;
    new FitController(this);
    new RenderPacing(this);
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
    const { state: stateBefore, toMove: player } = session;
    if (player === null || !this.definition.isLegal(stateBefore, move)) {
      if (source === 'user') this.refuse(player === null ? this.msg('gameIsOver') : this.describeRefusal(move));
      return false;
    }
    const stateAfter = session.play(move);
    // The outcome is worked out once, by the session, and read from its history entry from here on.
    const entry = session.last as HistoryEntry<Move, Outcome>;
    const played: PlayedMove<State, Move, Outcome> = { move: move, player: player, before: stateBefore, after: stateAfter, get outcome() { return entry.outcome; } };
    const status = this.definition.status(stateAfter);
    // A computer move that another computer move follows, while a person plays, holds its sentence for the next one.
    if (this.#computer) this.#computer.playHolding(source === 'computer', status.over ? null : status.toMove, () => this.#report(played, source, status, session.ply));
    else this.#report(played, source, status, session.ply);
    return true;
  }

  /** Fires `move` (and `game-over`) for a move just played, plays its sound and announces it. */
  #report(played: PlayedMove<State, Move, Outcome>, source: MoveSource, status: GameStatus, ply: number): void {
    const game = this.definition.id;
    // Everything the events and the announcement say is worked out first: a
    // `move` listener may start another game or undo before `game-over` fires.
    // Explicit keys and Object.assign: the manifest analyzer lists shorthand
    // properties and spread arguments of a method as module variables.
    const base: MoveDetailBase = { game: game, player: played.player, source: source, ply: ply, notation: this.definition.encodeMove(played.move), name: this.moveName(played, played.before) };
    const detail = Object.assign(base, this.moveDetail(played, base));
    const said = this.describeMove(played);
    let sentence = said;
    let overDetail: object | null = null;
    if (status.over) {
      const overBase: GameOverDetailBase = { game: game, winners: [...status.winners], reason: status.reason, ply: ply };
      overDetail = Object.assign(overBase, this.gameOverDetail(played.after, overBase));
      sentence = joinSentences(said, this.describeResult(status));
    }
    this.emit('move', detail);
    if (overDetail) this.emit('game-over', overDetail);
    this.#play(status.over ? this.resultKind(status) : this.moveSound(played));
    // The result is heard with the move, and seen once: in the status line, marked by outcome.
    this.announce(sentence, overDetail ? 'result' : 'info', said);
    this.afterMove(played, source);
    this.requestUpdate();
  }

  /** After a move was played, announced and its events fired: a game's own follow-up (an animation from `played.outcome`, say). */
  protected afterMove(_played: PlayedMove<State, Move, Outcome>, _source: MoveSource): void {}

  /** Plays a sound when `sound` (or an enclosing `<boardlets-settings sound>`) is on; its code loads on first use. */
  #play(kind: SoundKind): void {
    if (!this.sound && !this.settings.sound) return;
    import('./sound.js').then((m) => m.playSound(kind)).catch(() => undefined);
  }

  /** Shows a sentence in the feedback line and says it through the polite live region. `tone` styles it: `refusal` for something not allowed, `result` for the end of a game. */
  protected announce(sentence: string, tone: FeedbackTone = 'info', shown = sentence): void {
    // Against the computer, a held sentence (see playMove()) is said with the next one.
    const released = this.#computer ? this.#computer.release(sentence, shown) : { said: sentence, shown: shown };
    if (released) this.#feedback.say(released.said, tone, released.shown);
  }

  /** Says why an action was refused (styled as such in the feedback line). */
  protected refuse(sentence: string): void {
    this.announce(sentence, 'refusal');
  }

  /** The text currently in the live region (and the feedback line). */
  get announcement(): string {
    return this.#feedback.text;
  }

  /** Undo, Redo or New game as the user's toolbar button does them (checks, events, announcements), for a game's own keys (once the interaction layer has come). */
  protected userAction(action: 'undo' | 'redo' | 'new-game'): void {
    this.#layer.run(action);
  }

  /** A game's own single-key shortcuts (without Ctrl, Alt or Meta), anywhere in the game; with {@link hinting}, `h` asks for a hint. Returns whether the key was used. */
  protected handleShortcut(event: KeyboardEvent): boolean {
    const hint = this.hinting !== null && event.key.toLowerCase() === 'h';
    if (hint && !event.repeat) this.requestHint(true);
    return hint;
  }

  /** Escape while an earlier move is reviewed goes back to the game; then Undo, Redo and the game's keys. */
  readonly #onKeydown = (event: KeyboardEvent): void => {
    if (!this.#layer.escape(event)) this.#history.onKeydown(event);
  };

  #renderToolbar(): TemplateResult {
    const primary = (!this.session.status.over && this.primaryAction()) || null;
    const help: ToolAction = { part: 'how-to-play', label: this.msg('htpTitle'), run: () => void this.#layer.openHelp(), keys: 'Shift+?' };
    return this.#history.renderToolbar(primary, [...this.moreActions(), ...this.#layer.actions(this.share && this.fromHash, (key) => this.msg(key)), help]);
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
        ${this.#renderToolbar()} ${this.#layer.render(this.share && this.fromHash ? this.msg('shareLink') : null)}
        ${this.renderExtra()}
        ${this.#feedback.renderLive()}
        ${this.#layer.renderHelp()}
      </div>
    `;
  }
}
