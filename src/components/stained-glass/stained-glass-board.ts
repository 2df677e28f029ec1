import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { BoardletElement, type HintWiring, type PlayedMove, type ToolAction } from '../../base/boardlet-element.js';
import { SquareBoardElement } from '../../base/square-board-element.js';
import { afterLoads, DailyDateMixin, DailyResultsLoader } from '../../base/daily-date.js';
import type { GameChange } from '../../base/controllers/game-state.js';
import { HintController } from '../../base/controllers/hint.js';
import type { HowToPlay, Msg } from '../../base/how-to-play.js';
import { textConverter } from '../../base/describe-value.js';
import { defineElement } from '../../base/define.js';
import type { GameOverDetailBase, MoveDetailBase, MoveSource } from '../../base/events.js';
import type { SavedSettings } from '../../base/persistence.js';
import { baseMessages, joinSentences, type MessageKey, type MessageParam } from '../../base/messages.js';
import type { GameStatus } from '../../engine/game.js';
import {
  barsLeft,
  formatBoard,
  overSquare,
  stainedGlass,
  tilesLeft,
  type ColourName,
  type Palette,
  type StainedGlassMove,
  type StainedGlassOptions,
  type StainedGlassOutcome,
  type StainedGlassState,
} from '../../games/stained-glass/rules.js';
import { HINT_NODES, SearchSlot } from './search-slot.js';
import { stainedGlassBoardStyles } from './stained-glass-board.styles.js';
import { stainedGlassMessages, stainedGlassTranslations } from './messages.js';
import { DEFAULT_SIDE, dailyChange, onceIgnoreFlag, optionsOf, resolveBoardOptions, type BoardOptions } from './options.js';
import { wholeConverter } from '../../base/attribute-values.js';
import * as sentences from './sentences.js';
import { InputSlot } from './input-slot.js';
import { gameOverDetailOf, moveDetailOf } from './details.js';
import { boardTemplate, searchingTemplate, statusTemplate } from './templates.js';

export type StainedGlassColor = ColourName;
export type StainedGlassPalette = Palette;

/** A square's colour before and after a move. */
export interface StainedGlassColorChange {
  readonly before: StainedGlassColor;
  readonly after: StainedGlassColor;
}

export interface StainedGlassMoveDetail extends MoveDetailBase {
  readonly game: 'stained-glass';
  /** The squares of the hop, as names: column letter and row number, a1 at the bottom left (as in chess), like `b2`. */
  readonly from: string;
  readonly over: string;
  readonly to: string;
  /** The same squares as indices, row by row from the top-left (`row * cols + column`). */
  readonly fromIndex: number;
  readonly overIndex: number;
  readonly toIndex: number;
  /** The three squares' colours before and after the hop (`black` is an empty square). */
  readonly colors: {
    readonly from: StainedGlassColorChange;
    readonly over: StainedGlassColorChange;
    readonly to: StainedGlassColorChange;
  };
  /** Moves so far, this one included; every undo and redo counts as a move too. */
  readonly moves: number;
  /** Colour bars left on the board (a primary tile has 1, a double 2, white 3). */
  readonly barsLeft: number;
  readonly tilesLeft: number;
  /** `moves` times `barsLeft`: lower is better. */
  readonly score: number;
}

export interface StainedGlassGameOverDetail extends GameOverDetailBase {
  readonly game: 'stained-glass';
  /** `one-tile`: one tile is left (a win); `stuck`: no tile can move and more than one is left. */
  readonly reason: 'one-tile' | 'stuck';
  readonly won: boolean;
  readonly tilesLeft: number;
  readonly barsLeft: number;
  readonly moves: number;
  readonly score: number;
}

declare module '../../base/events.js' {
  interface BoardletsMoveDetails {
    'stained-glass': StainedGlassMoveDetail;
  }
  interface BoardletsGameOverDetails {
    'stained-glass': StainedGlassGameOverDetail;
  }
}

/** Positions the solver searches for a hint: a node budget, so every device says the same. */
export { HINT_NODES };

/**
 * Stained Glass: colour-mixing peg solitaire (the game behind 3grams and
 * Tesserae). Hop a tile over its neighbour onto the square two away, in any of
 * 8 directions. The jumped tile must contain the mover's colour and loses it
 * (a primary may also jump any other primary, which then turns black); the
 * landing square must be black, the mover's own colour or share no colour
 * with it, and gains it. Black squares are empty. The game ends when no tile
 * can move: one tile left is a win. Score: moves (every undo and redo counts
 * as one) times the colour bars left; lower is better.
 *
 * Click a tile that can move and then a marked square, drag it (mouse, touch
 * or pen), or use the keyboard: arrow keys move the cursor, Enter or Space
 * selects and lands, Escape cancels, `h` asks for a hint.
 *
 * @tagname stained-glass-board
 * @summary Colour-mixing peg solitaire with daily boards, hints and boards proven to finish.
 *
 * @fires {CustomEvent<StainedGlassMoveDetail>} move - After every move.
 * @fires {CustomEvent<StainedGlassGameOverDetail>} game-over - When no tile can move any more (one tile left, or stuck).
 * @fires {CustomEvent<HistoryDetail>} undo - When the user undoes a move (button or Ctrl+Z).
 * @fires {CustomEvent<HistoryDetail>} redo - When the user redoes a move (button or Ctrl+Y).
 * @fires {CustomEvent<NewGameDetail>} new-game - When the user starts a new board.
 * @fires {CustomEvent<DailyResultDetail>} daily-result - When a `daily` board ends: its number, date, whether won, tiles left, moves, score, the share text, and (with `stats`) the streaks.
 *
 * @csspart base - The game's outer box.
 * @csspart legend - What the glyphs' bars mean (shown with the glyphs, and in forced colours).
 * @csspart board - The board.
 * @csspart cell - Each square (also its colour name, such as `purple` or `black`; `movable` or `stuck` for a tile; `selected` for the selected tile; `destination` where the selected tile can land; `hint` for the hinted tile and its landing square).
 * @csspart tile - The coloured tile in each square (also its colour name; black for an empty square).
 * @csspart glyph - The trigram on a tile: a bar for each primary, red on top, yellow in the middle, blue at the bottom.
 * @csspart mark - The mark on a destination (a ring) or on the hint's landing square (a diamond; also `hint`).
 * @csspart flyer - The tile on its way during a move's animation.
 * @csspart status - The status line: moves, bars left, score, the daily date, the result.
 * @csspart toolbar - The row of buttons.
 * @csspart button - Every button (also `undo`, `redo`, `new-game`, `hint`, and `share` with the `share` attribute).
 * @csspart share-link - The text field with the link to the game, shown by Share where the clipboard is unavailable.
 * @csspart live - The visually hidden live region.
 * @csspart daily-dialog - The dialog of a daily board's result card and statistics (see `daily` and `stats`).
 * @csspart daily-card - The result card: board number, outcome, symbols, Share, the countdown to the next board.
 * @csspart daily-stats - The statistics panel: played, won, streaks, the score chart.
 *
 * @cssprop --boardlets-sg-red - Colour of red tiles.
 * @cssprop --boardlets-sg-yellow - Colour of yellow tiles.
 * @cssprop --boardlets-sg-blue - Colour of blue tiles.
 * @cssprop --boardlets-sg-purple - Colour of purple (red and blue) tiles.
 * @cssprop --boardlets-sg-orange - Colour of orange (red and yellow) tiles.
 * @cssprop --boardlets-sg-green - Colour of green (yellow and blue) tiles.
 * @cssprop --boardlets-sg-white - Colour of white (all three) tiles.
 * @cssprop --boardlets-sg-black - Colour of black (empty) squares.
 * @cssprop --boardlets-sg-lead - Colour of the lines between the squares.
 * @cssprop --boardlets-sg-ring - Colour of the selected tile's ring and of the destination marks.
 */
export class StainedGlassBoard extends DailyDateMixin(SquareBoardElement)<StainedGlassState, StainedGlassMove, StainedGlassOptions, StainedGlassOutcome> {
  static override properties = {
    rows: { reflect: true, converter: wholeConverter() },
    cols: { reflect: true, converter: wholeConverter() },
    palette: { reflect: true, converter: textConverter },
    daily: { type: Boolean, reflect: true },
    solvable: { type: Boolean, reflect: true },
    glyphs: { type: Boolean, reflect: true },
    position: { reflect: true, converter: textConverter },
  };

  static override styles = [...BoardletElement.styles, stainedGlassBoardStyles];

  protected static override messages = {
    ...baseMessages,
    ...stainedGlassMessages,
    newGame: stainedGlassMessages.sgNewGame, // This game deals boards: its New game button says so.
    newGameStarted: stainedGlassMessages.sgNewGameStarted,
    newGameUndoable: stainedGlassMessages.sgNewGameUndoable,
  };
  protected static override translations = [stainedGlassTranslations];

  protected static override messageAliases = { newGame: 'sgNewGame', newGameStarted: 'sgNewGameStarted', newGameUndoable: 'sgNewGameUndoable' } as const;

  protected static override gameProperties = ['seed', 'rows', 'cols', 'palette', 'daily', 'dailyDate', 'solvable', 'position'];

  /** Rows of the board, 3 to 10. */
  declare rows: number;

  /** Columns of the board, 3 to 10. */
  declare cols: number;

  /**
   * The colours a new board is made of, in equal shares: `primaries` (red,
   * yellow, blue), `mixed` (those and purple, orange, green) or `full` (white
   * too).
   */
  declare palette: 'primaries' | 'mixed' | 'full';

  /**
   * Today's board (by the UTC date), the same for everyone: on a 6x6 `mixed`
   * board it is the 3grams daily board; other shapes get a board made from
   * the day and the shape. A daily board in progress stays past midnight;
   * New board deals the board of the day. Wins over `solvable`.
   */
  declare daily: boolean;

  /**
   * New boards only from those the solver proves can end with one tile (the
   * same seed gives the same board on every machine). The board is inert
   * while the solver searches; Escape stops it and plays the board dealt
   * from the seed. If no board is proven, the last one tried is played, and
   * the status says so. Up to 36 squares: random deals the solver proves;
   * larger `mixed` or `full` boards are built backwards from one tile (full,
   * near-even colours), quickly for every seed up to 10x10; larger
   * `primaries` boards are seldom proven.
   */
  declare solvable: boolean;

  /**
   * A board to start from instead of a dealt one (`rows`, `cols`, `palette`,
   * `daily` and `solvable` are then ignored): the rows from the top separated
   * by `/`, each square a colour code, 0 black (empty), 1 blue, 2 red, 3
   * purple, 4 yellow, 5 green, 6 orange, 7 white; 3 to 10 rows and columns.
   * For example `1240/0000/3000` or a `currentBoard` saved earlier. New board
   * starts it again.
   */
  declare position: string | null;

  /**
   * Shows a trigram on every tile, for telling the colours apart without
   * colour: a bar for each primary it contains (red on top, yellow in the
   * middle, blue at the bottom). Also on inside `<boardlets-settings glyphs>`,
   * and always in forced-colours mode.
   */
  declare glyphs: boolean;

  protected readonly definition = stainedGlass;
  /** The message lookup, for the sentence builders. */
  readonly #say: Msg = (key, params) => this.msg(key, params);

  /** The options the latest resolveOptions() gave: those of a game started just after. */
  #resolved: BoardOptions = {};
  /** The day of the daily board in progress, or `null`. */
  #day: number | null = null;
  /** The search for a `solvable` board that the game in progress waits for, the daily verdict and hints (loaded with `solvable`, `daily` or Hint). */
  readonly #search = new SearchSlot(this, {
    say: (key, params) => this.announce(this.msg(key, params)),
    play: (board) => {
      this.replaceGame(board);
      this.#day = null;
    },
  });

  /** The daily board's result card, statistics and `daily-result` event, loaded with `daily` or `stats` (an update, and `updateComplete`, wait for them). */
  readonly #daily = new DailyResultsLoader(this, async () => {
    const { stainedGlassDaily, stainedGlassDailyTable } = await import('./daily.js');
    return { english: stainedGlassDailyTable, results: stainedGlassDaily(this, () => this.#day, () => this.session.initial, this.#say, () => this.#search.verdict) };
  });
  protected override scheduleUpdate(): void | Promise<unknown> {
    return afterLoads([this.#daily.loading(), this.#search.loading(this.solvable || this.daily)], () => super.scheduleUpdate());
  }
  readonly #hints = new HintController<StainedGlassState, { readonly move: StainedGlassMove; readonly note: MessageKey }>(this, () => this.session.state);
  /** The user's hops (selection, click, keyboard and drag) and a move's animation (the tile's hop, the squares' fades): loaded while idle or on the first input (input-slot.ts). */
  readonly #input = new InputSlot(this, {
    state: () => this.session.state,
    blocked: () => (this.readonly ? 'readonlyBoard' : this.#search.finding ? 'sgFinding' : this.isOver ? 'gameIsOver' : null),
    finding: () => this.#search.finding,
    say: this.#say,
    announce: (text) => this.announce(text),
    refuse: (text) => this.refuse(text),
    describeRefusal: (move) => this.describeRefusal(move),
    play: (move) => this.playMove(move, 'user'),
    cursor: () => this.cursor,
  }, () => this.settings);

  constructor() {
    super();
    // Literal defaults (DEFAULT_SIDE), so the manifest and the docs show the numbers.
    this.rows = 6;
    this.cols = 6;
    this.palette = 'mixed';
    this.daily = false;
    this.solvable = false;
    this.glyphs = false;
    this.position = null;
  }

  protected boardSize(): { rows: number; cols: number } {
    return this.session.state;
  }

  /**
   * Moves made so far, as 3grams counts them: every move, undo and redo
   * counts one.
   */
  get moves(): number {
    return this.session.ply + 2 * this.session.undos;
  }

  /** Colour bars left on the board: 1 for a primary tile, 2 for a double, 3 for white. */
  get bars(): number {
    return barsLeft(this.session.state);
  }

  /** Tiles (non-black squares) left on the board. */
  get tilesLeft(): number {
    return tilesLeft(this.session.state);
  }

  /** `moves` times `bars`: lower is better. */
  get score(): number {
    return this.moves * this.bars;
  }

  /**
   * The board now as text: the rows from the top separated by `/`, each
   * square a colour code (0 black, 1 blue, 2 red, 3 purple, 4 yellow, 5
   * green, 6 orange, 7 white).
   */
  get currentBoard(): string {
    return formatBoard(this.session.state);
  }

  /** Whether a `solvable` board is still being looked for (the board is inert meanwhile). */
  get finding(): boolean {
    return this.#search.finding;
  }

  /** Whether a hint is being worked out. */
  get thinking(): boolean {
    return this.#hints.busy;
  }

  /** Steps back one move (it counts as a move). Returns false when there is nothing to undo. Fires no event. */
  override undo(): boolean {
    if (!this.canUndo) return false;
    this.letGo();
    return super.undo();
  }

  /** Replays one undone move (it counts as a move). Returns false when there is nothing to redo. Fires no event. */
  override redo(): boolean {
    if (!this.canRedo) return false;
    this.letGo();
    return super.redo();
  }

  /** A daily board is the same all day: its New board button restarts it, and says so. */
  protected override msg(key: MessageKey, params?: Readonly<Record<string, MessageParam>>): string {
    // 3grams counts every undo as a move: say so where the count changes.
    return super.msg(...sentences.reword(key, params, this.daily, () => this.moves));
  }

  /**
   * Starts a new board with the current attributes, from `seed` or a fresh
   * random seed; a daily board is the board of the day. Fires no event.
   */
  override newGame(seed?: string): void {
    // Only a new board moves a daily game on to a new day.
    this.#day = null;
    super.newGame(seed);
  }

  /**
   * Resumes a game saved by {@link save} (its undo count too, so its moves
   * and score). Sets `rows`, `cols` and `palette` to the restored game's,
   * and `daily` to whether it is today's daily board. A malformed or foreign
   * string is reported with a console warning and leaves the game in
   * progress as it was. Returns whether it worked.
   */
  override restore(saved: string): boolean {
    return super.restore(saved);
  }

  /**
   * Works out a good move (on a line proved to finish while the game follows
   * it, else the solver, bounded by positions searched, never by time), marks
   * it and announces it. Resolves to whether a hint is shown; a call while one is
   * being worked out, or on a read-only board, does nothing.
   */
  async showHint(): Promise<boolean> {
    if (this.readonly || this.#search.finding || this.isOver) return false;
    const state = this.session.state;
    const found = await this.#hints.run(async (_, signal) => {
      // A daily board's hint waits for what its solver tells every reader.
      await this.#search.settled();
      const hint = signal.aborted ? null : await this.#search.findHint(state, this.moves, signal);
      if (hint?.line) this.#search.keepLine(hint.line);
      // A board made read-only meanwhile shows no hint.
      return hint && !this.readonly ? hint : null;
    });
    if (!found) return false;
    const { move, note } = found;
    this.cursor.moveTo(Math.floor(move.from / state.cols), move.from % state.cols);
    const hop = { colour: state.cells[move.from]!, from: move.from, over: overSquare(state, move.from, move.to), to: move.to };
    this.announce(sentences.describeHint(this.#say, hop, state, note));
    return true;
  }

  protected override afterGameChange(reason: GameChange): void {
    this.letGo();
    // Restart: the same board, still proven (or judged) as it was.
    if (reason === 'restart') return;
    this.#search.reset();
    // Only a new game is dealt from the options: a restored or shelved game keeps the day adoptOptions()
    // found (and is never searched for again), and a found board is never a daily one.
    const options = this.#resolved;
    // Own properties only: a page's Object.prototype.solvable is no option.
    if (reason === 'start') this.#day = (Object.hasOwn(options, 'day') ? options.day : undefined) ?? null;
    // A daily board: the solver's word on it, the same for everyone.
    if (this.#day !== null) this.#search.judge(this.session.initial);
    else if (reason === 'start' && Object.hasOwn(options, 'solvable') && options.solvable) {
      const { rows = DEFAULT_SIDE, cols = DEFAULT_SIDE, palette = 'mixed' } = options;
      this.#search.begin({ rows, cols, palette }, this.currentSeed);
    }
  }

  /** Forgets everything tied to the position on the board: selection, hint, drag, animations. */
  protected letGo(): void {
    this.#hints.drop();
    this.#input.clear();
    this.#input.hop.clear();
    this.#input.pointer.stop();
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('readonly') && this.readonly) this.letGo();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // The board's shape, through the CSSOM: a style attribute would break under a strict Content-Security-Policy.
    const board = this.renderRoot.querySelector<HTMLElement>('.board');
    const { rows, cols } = this.session.state;
    board?.style.setProperty('--_rows', String(rows));
    board?.style.setProperty('--_cols', String(cols));
  }

  #userStop = (): void => {
    this.#search.stop();
    // The Stop button goes with the search: keep the focus in the game.
    void this.updateComplete.then(() => this.cursor.focus());
  };

  /** Warns once that a boolean attribute is ignored, and why. */
  readonly #ignoreFlag = onceIgnoreFlag(() => this.localName);

  /** A daily board resumes from storage on its own UTC day only: a saved one of another day is not today's game. */
  protected override describeSettingsChange(saved: SavedSettings, now: SavedSettings): string | null {
    return dailyChange(saved, now) ?? super.describeSettingsChange(saved, now);
  }

  /** A daily board or a position is not dealt from the seed: a new seed alone keeps the game in progress. */
  protected override usesSeed(options: StainedGlassOptions): boolean {
    return options.day === undefined && options.cells === undefined;
  }

  protected resolveOptions(previous: StainedGlassOptions | undefined): StainedGlassOptions {
    this.#resolved = resolveBoardOptions(this, previous, this.dailyDayKeeping(this.#day), (...warning) => this.warnAttribute(...warning), this.#ignoreFlag);
    return this.#resolved;
  }

  protected adoptOptions(state: StainedGlassState): void {
    const { rows, cols, palette, day } = optionsOf(state, this.dailyDay);
    this.rows = rows;
    this.cols = cols;
    this.palette = palette;
    this.daily = day !== null;
    this.#day = day;
  }

  protected override playMove(move: StainedGlassMove, source: MoveSource): boolean {
    this.#input.hop.start(this.session.state, move, () => this.#input.pointer.dropping);
    this.#hints.drop();
    this.#input.clear();
    const played = super.playMove(move, source);
    if (!played) this.#input.hop.clear();
    return played;
  }

  /** A `solvable` board still being searched is not saved: a reload meanwhile starts the search again instead of keeping an unproven board. */
  protected override canPersist(): boolean {
    return !this.finding;
  }

  protected override describeRefusal(move: StainedGlassMove): string {
    const { state } = this.session;
    const refusal = stainedGlass.refusal(state, move);
    return refusal ? sentences.describeRefusal(this.#say, refusal, state) : this.msg('notAllowed');
  }

  // ------------------------------------------------------------ input --

  /** Escape stops a search, from anywhere in the game (and `h` gives a hint, see {@link hinting}). */
  protected override handleShortcut(event: KeyboardEvent): boolean {
    if (event.key !== 'Escape' || !this.#search.finding) return super.handleShortcut(event);
    this.#search.stop();
    return true;
  }

  /** Hint (the primary action) and `h`, wired by the base: quiet (the hint says what the solver found), off during a board search. */
  protected override readonly hinting: HintWiring = {
    hints: this.#hints,
    may: () => this.#input.mayMove(),
    blocked: () => this.#search.finding,
    show: () => this.showHint(),
    focus: () => this.cursor.focus(),
    chatty: false,
  };

  protected moveDetail({ outcome, before }: PlayedMove<StainedGlassState, StainedGlassMove, StainedGlassOutcome>): Omit<StainedGlassMoveDetail, keyof MoveDetailBase> & { game: 'stained-glass' } {
    return moveDetailOf(outcome, before, this.moves);
  }

  protected gameOverDetail(state: StainedGlassState, base: GameOverDetailBase): object {
    return gameOverDetailOf(state, base, this.moves);
  }

  protected override moveName(entry: { readonly outcome: StainedGlassOutcome }, before: StainedGlassState): string {
    return sentences.moveName(entry.outcome, before);
  }

  protected describeMove({ outcome, before }: PlayedMove<StainedGlassState, StainedGlassMove, StainedGlassOutcome>): string {
    return sentences.describeMove(this.#say, outcome, before);
  }

  /** The result without the score: "One tile left: you win!" */
  #result(status: GameStatus & { over: true }): string {
    return sentences.describeResult(this.#say, status, this.tilesLeft);
  }

  protected describeResult(status: GameStatus & { over: true }): string {
    return joinSentences(this.#result(status), this.msg('sgFinalScore', { count: this.score }));
  }

  // ------------------------------------------------------------ render --

  protected override moreActions(): ToolAction[] {
    return this.#daily.actions();
  }

  protected async loadHowToPlay(): Promise<(msg: Msg) => HowToPlay> {
    const { stainedGlassHowToPlay, stainedGlassHowToPlayTranslations: strings } = await import('./how-to-play.js');
    return this.useStrings(strings).then(() => (msg) => stainedGlassHowToPlay(msg));
  }

  protected override idleFeedback(): string {
    return this.#daily.replayNote() ?? this.msg('sgHelp');
  }

  protected renderBoard(): TemplateResult {
    const pointer = this.#input.pointer;
    return boardTemplate({
      state: this.session.state,
      say: this.#say,
      selected: this.#input.selected,
      hint: this.#hints.current?.move ?? null,
      last: this.session.history.at(-1)?.move ?? null,
      flight: this.#input.hop.flight(),
      dragging: pointer.moved,
      hover: pointer.hover,
      tabIndex: (row, col) => this.cursor.tabIndex(row, col),
      glyphs: this.glyphs || this.settings.glyphs,
      coordinates: this.showCoordinates,
      finding: this.#search.finding,
      busy: this.#search.finding || this.#hints.busy,
      readonly: this.readonly,
      status: this.session.status,
      onClick: this.#input.onClick,
      onKeydown: this.#input.onKeydown,
      onPointerDown: pointer.onPointerDown,
      onPointerMove: pointer.onPointerMove,
      onPointerUp: pointer.onPointerUp,
      onPointerCancel: pointer.onPointerCancel,
      onStop: this.#userStop,
    });
  }

  protected renderStatus(): TemplateResult {
    if (this.#search.finding) return searchingTemplate(this.#say);
    const status = this.session.status;
    const proven = this.#search.proven;
    // Whether a one-tile finish exists says nothing once the game is over: the result says what happened.
    const verdict = status.over ? '' : this.#search.said(this.#say);
    const note =
      this.#day !== null ? this.msg('sgDaily', { date: new Date(this.#day * 86_400_000) }) + verdict : proven !== null && !status.over ? this.msg(proven ? 'sgProven' : 'sgUnproven') : '';
    return html`${statusTemplate({
      say: this.#say,
      moves: this.moves,
      bars: this.bars,
      score: this.score,
      note: note,
      // The score is right before it: the result without it.
      result: status.over ? this.renderResult(status, this.#result(status)) : nothing,
    })}${this.#daily.render()}`;
  }
}

defineElement('stained-glass-board', StainedGlassBoard);

declare global {
  interface HTMLElementTagNameMap {
    'stained-glass-board': StainedGlassBoard;
  }
}

// Re-exported so `import type` from this module sees the whole event vocabulary.
export type { HistoryDetail, NewGameDetail } from '../../base/events.js';
export type { DailyResultDetail } from '../../base/controllers/daily.js';
