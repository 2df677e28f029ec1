import { html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { BoardletElement, type ToolAction } from '../../base/boardlet-element.js';
import { HintController } from '../../base/controllers/hint.js';
import type { HowToPlay, Msg } from '../../base/how-to-play.js';
import { textConverter } from '../../base/describe-value.js';
import { defineElement } from '../../base/define.js';
import { MotionController } from '../../base/controllers/motion.js';
import { PointerDragController } from '../../base/controllers/pointer-drag.js';
import type { GameOverDetailBase, MoveDetailBase, MoveSource } from '../../base/events.js';
import { GridCursor } from '../../base/grid-cursor.js';
import type { SavedSettings } from '../../base/persistence.js';
import { baseMessages, type MessageKey } from '../../base/messages.js';
import type { GameStatus } from '../../engine/game.js';
import { createRng } from '../../engine/rng.js';
import {
  BLACK,
  COLOUR_NAMES,
  MAX_SIDE,
  MIN_SIDE,
  PALETTES,
  barsLeft,
  dayNumber,
  formatBoard,
  landResult,
  movesFrom,
  overSquare,
  parseBoard,
  setup,
  stainedGlass,
  tilesLeft,
  type Colour,
  type ColourName,
  type Palette,
  type StainedGlassMove,
  type StainedGlassOptions,
  type StainedGlassState,
} from '../../games/stained-glass/rules.js';
import type { findSolvableBoard } from '../../games/stained-glass/solver.js';
import { stainedGlassBoardStyles } from './stained-glass-board.styles.js';
import { stainedGlassMessages } from './messages.js';
import * as sentences from './sentences.js';
import { GLYPH_ORDER, squareName } from './sentences.js';

/**
 * The solver (hints and `solvable` boards) is loaded on first use: a page
 * that never asks for it downloads less, and the board shows without waiting.
 */
const loadSolver = () => import('../../games/stained-glass/solver.js');

export type StainedGlassColor = ColourName;
export type StainedGlassPalette = Palette;

/** A square's colour before and after a move. */
export interface StainedGlassColorChange {
  readonly before: StainedGlassColor;
  readonly after: StainedGlassColor;
}

export interface StainedGlassMoveDetail extends MoveDetailBase {
  readonly game: 'stained-glass';
  /** The squares of the hop, as names: column letter and row number from the top-left, like `b2`. */
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

/** The engine options plus the element's own `solvable`, so that changing it starts a new board. */
interface BoardOptions extends StainedGlassOptions {
  solvable?: boolean;
}

/** The solver's time for a hint (ms). */
export const HINT_BUDGET_MS = 250;
const DEFAULT_SIDE = 6;
/** The moving tile's hop (ms). */
const HOP_MS = 240;
/** A square's colour change (ms). */
const TINT_MS = 220;

/**
 * A trigram: one bar slot per primary (red on top, yellow in the middle,
 * blue at the bottom), solid where the tile has that colour, broken where it
 * has not. Black (an empty square) has none.
 */
const GLYPHS: readonly (TemplateResult | typeof nothing)[] = Array.from({ length: 8 }, (_, colour) =>
  colour === BLACK
    ? nothing
    : html`<svg class="glyph" part="glyph" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        ${GLYPH_ORDER.map((bit, slot) => {
          const y = 3.25 + slot * 5.25;
          return colour & bit
            ? svg`<rect class="on" x="2.5" y=${y} width="15" height="3.5" rx="0.8"/>`
            : svg`<rect class="off" x="2.5" y=${y} width="5.8" height="3.5" rx="0.8"/><rect class="off" x="11.7" y=${y} width="5.8" height="3.5" rx="0.8"/>`;
        })}
      </svg>`,
);
const icon = (path: TemplateResult): TemplateResult =>
  html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${path}</svg>`;
/** A ring for a destination, a diamond for the hint's landing square: the shape tells them apart, not only the colour. */
const DESTINATION_MARK = icon(svg`<circle cx="12" cy="12" r="7"/>`);
const HINT_MARK = icon(svg`<path d="M12 4l8 8-8 8-8-8z"/>`);

/** A whole number from a number or digits, else `null`. */
function toWhole(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : null;
}

/** Numbers from the attribute stay numbers; anything else stays text, to be reported. */
const wholeConverter = {
  ...textConverter,
  fromAttribute: (value: string | null): number | string | null => toWhole(value) ?? value,
};

/** The date of a UTC day number, as YYYY-MM-DD. */
const dateOf = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** A selected tile, with the position it was selected in: it counts only while that position is on the board. */
interface Selection {
  readonly index: number;
  readonly state: StainedGlassState;
}

/** What a drag carries from the press on a tile. */
interface Press {
  /** The selection when the tile was pressed: a drop back on its own square is a click from there. */
  readonly selection: Selection | null;
  /** The position the press was made on: a drop on any other is refused. */
  readonly state: StainedGlassState;
}

/** The search for a board with a one-tile finish that the game in progress waits for. */
interface Search {
  readonly shape: { rows: number; cols: number; palette: Palette };
  readonly seed: string;
  controller: AbortController | null;
}

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
export class StainedGlassBoard extends BoardletElement<StainedGlassState, StainedGlassMove, StainedGlassOptions> {
  static override properties = {
    rows: { reflect: true, converter: wholeConverter },
    cols: { reflect: true, converter: wholeConverter },
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
    // This game deals boards: its New game button says so.
    newGame: 'New board',
    newGameStarted: 'New board.',
    newGameUndoable: 'New board. Undo brings the last one back.',
  };

  protected static override gameProperties = ['seed', 'rows', 'cols', 'palette', 'daily', 'solvable', 'position'];

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
   * the status says so. Suits boards up to about 8x8.
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
  #restoring = false;
  #replacing = false;
  /** The day of the daily board in progress, or `null`. */
  #day: number | null = null;
  /** Whether the board came from the solvable search: proven or not; `null` when it did not. */
  #proven: boolean | null = null;
  #search: Search | null = null;
  #startSearch = false;

  #selection: Selection | null = null;
  /** The hint shown, for the position it was worked out for, with what the solver said of it. */
  readonly #hints = new HintController<StainedGlassState, { readonly move: StainedGlassMove; readonly note: MessageKey }>(this, () => this.session.state);
  /** The moving tile on its way: its square and colour. */
  #flight: { readonly from: number; readonly colour: number } | null = null;
  readonly #cursor: GridCursor;
  readonly #motion = new MotionController(this, () => this.settings);
  /** Dragging a tile: a press on a tile that can move selects it once the pointer moves. */
  readonly #pointer = new PointerDragController<Press>(this, {
    size: () => this.session.state,
    press: (index) => {
      const state = this.session.state;
      if (this.readonly || this.#search || this.isOver || !movesFrom(state, index).length) return 'refused';
      // A press on a destination of the selected tile is a click that lands there, even a shaky one.
      const selection = this.#selectedIndex() === null ? null : this.#selection;
      if (selection && this.#landsOn(selection.index, index)) return null;
      this.#cursor.moveToIndex(index);
      return { selection, state };
    },
    pickUp: (index, press) => press.state === this.session.state && this.#mayMove() && (this.#selectedIndex() === index || this.#select(index)),
    dragged: (cell) => this.#tileOf(cell),
    drop: (from, to, press) => {
      const fresh = press.state === this.session.state && this.#selectedIndex() === from;
      if (fresh && to === from) {
        // Back on its own square: a click on the tile, from the selection before the press.
        this.#selection = press.selection;
        this.#activate(from, false);
      } else if (!fresh || to === null) this.#cancel(true);
      else if (!this.#landsOn(from, to)) {
        this.refuse(`${this.describeRefusal({ from, to })} ${this.msg('sgCancelled')}`);
        this.#selection = null;
      } else {
        this.#land(from, to, false);
        // Focus and cursor follow the tile to where it was dropped.
        this.#cursor.moveToIndex(to, true);
      }
    },
    // A drag from a tile that cannot move: say why, as a click would.
    refused: (index) => {
      if (this.#mayMove()) this.#select(index);
    },
    cancel: (moved) => this.#cancel(moved),
  });

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
    const state = (): StainedGlassState => this.session.state;
    this.#cursor = new GridCursor(this, {
      get rows() {
        return state().rows;
      },
      get cols() {
        return state().cols;
      },
      cell: (r, c) => this.renderRoot.querySelector<HTMLElement>(`[data-index="${r * state().cols + c}"]`),
    });
  }

  // ------------------------------------------------------------ API --

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
    return this.#search !== null;
  }

  /** Whether a hint is being worked out. */
  get thinking(): boolean {
    return this.#hints.busy;
  }

  /** Steps back one move (it counts as a move). Returns false when there is nothing to undo. Fires no event. */
  override undo(): boolean {
    if (!this.canUndo) return false;
    this.#drop();
    return super.undo();
  }

  /** Replays one undone move (it counts as a move). Returns false when there is nothing to redo. Fires no event. */
  override redo(): boolean {
    if (!this.canRedo) return false;
    this.#drop();
    return super.redo();
  }

  /** A daily board is the same all day: its New board button restarts it, and says so. */
  protected override msg(key: MessageKey, params?: Record<string, string | number>): string {
    if (this.daily && key === 'newGame') return super.msg('sgRestart', params);
    if (this.daily && key === 'newGameStarted') return super.msg('sgRestarted', params);
    if (this.daily && key === 'newGameUndoable') return super.msg('sgRestartedUndoable', params);
    // 3grams counts every undo as a move: say so where the count changes.
    if (key === 'undone') return super.msg('sgUndoCounts', { count: this.moves });
    if (key === 'undoneMoves') return super.msg('sgUndoCountsMany', { undone: params?.count ?? 2, count: this.moves });
    return super.msg(key, params);
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
    this.#restoring = true;
    try {
      return super.restore(saved);
    } finally {
      this.#restoring = false;
    }
  }

  /**
   * Works out a good move (the solver, for at most 250 ms), marks it and
   * announces it. Resolves to whether a hint is shown; a call while one is
   * being worked out, or on a read-only board, does nothing.
   */
  async showHint(): Promise<boolean> {
    if (this.readonly || this.#search || this.isOver) return false;
    const state = this.session.state;
    const found = await this.#hints.run(async (_, signal) => {
      const { solveAsync } = await loadSolver();
      const result = await solveAsync(state, { movesSoFar: this.moves, timeBudgetMs: HINT_BUDGET_MS, signal });
      const move = result?.line[0];
      // A board made read-only meanwhile shows no hint.
      if (!result || !move || this.readonly) return null;
      const note: MessageKey =
        result.finish === 'one-tile' ? 'sgHintFinishable' : result.proof === 'unfinishable' ? 'sgHintUnfinishable' : 'sgHintOpen';
      return { move, note };
    });
    if (!found) return false;
    const { move, note } = found;
    this.#cursor.moveTo(Math.floor(move.from / state.cols), move.from % state.cols);
    const over = overSquare(state, move.from, move.to);
    this.announce(
      `${this.msg('sgHintMove', {
        color: this.#colourName(state.cells[move.from]!),
        from: squareName(move.from, state.cols),
        over: squareName(over, state.cols),
        to: squareName(move.to, state.cols),
      })} ${this.msg(note)}`,
    );
    return true;
  }

  // ------------------------------------------------------------ life cycle --

  /** The document #onDocumentClick listens on: the element's owner by then may be another (it moved to an iframe). */
  #clickDocument: Document | null = null;

  /** A click anywhere off the board (on the page too) cancels a selection. */
  #onDocumentClick = (event: MouseEvent): void => {
    const grid = this.renderRoot.querySelector('.grid');
    if (this.#selectedIndex() !== null && grid && !event.composedPath().includes(grid)) this.#cancel(true);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    this.#clickDocument?.removeEventListener('click', this.#onDocumentClick);
    this.#clickDocument = this.ownerDocument;
    this.#clickDocument.addEventListener('click', this.#onDocumentClick);
    // Back on the page: a search for a solvable board starts again (see willUpdate()).
    if (this.hasUpdated) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#clickDocument?.removeEventListener('click', this.#onDocumentClick);
    this.#clickDocument = null;
    this.#drop();
    if (this.#search?.controller) {
      this.#search.controller.abort();
      this.#search.controller = null;
    }
  }

  protected override afterGameChange(): void {
    this.#drop();
    this.#search?.controller?.abort();
    this.#search = null;
    this.#proven = null;
    // A restored game keeps the day adoptOptions() found; a found board is never a daily one.
    if (this.#restoring || this.#replacing) return;
    const options = this.#resolved;
    // Own properties only: a page's Object.prototype.solvable is no option.
    this.#day = (Object.hasOwn(options, 'day') ? options.day : undefined) ?? null;
    if (Object.hasOwn(options, 'solvable') && options.solvable) {
      const { rows = DEFAULT_SIDE, cols = DEFAULT_SIDE, palette = 'mixed' } = options;
      this.#search = { shape: { rows, cols, palette }, seed: this.currentSeed, controller: null };
    }
  }

  /** Forgets everything tied to the position on the board: selection, hint, drag, animations. */
  #drop(): void {
    this.#hints.drop();
    this.#selection = null;
    this.#motion.clear();
    this.#flight = null;
    this.#pointer.stop();
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('readonly') && this.readonly) this.#drop();
    // The search starts here, so this render already shows it.
    const search = this.#search;
    if (search && !search.controller && this.isConnected) {
      search.controller = new AbortController();
      this.#startSearch = true;
      this.announce(this.msg('sgFinding'));
    }
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // The board's shape, through the CSSOM: a style attribute would break under a strict Content-Security-Policy.
    const board = this.renderRoot.querySelector<HTMLElement>('.board');
    const { rows, cols } = this.session.state;
    board?.style.setProperty('--_rows', String(rows));
    board?.style.setProperty('--_cols', String(cols));
    const search = this.#search;
    if (this.#startSearch && search?.controller) void this.#runSearch(search, search.controller);
    this.#startSearch = false;
  }

  #userStop = (): void => {
    this.#stopSearch();
    // The Stop button goes with the search: keep the focus in the game.
    void this.updateComplete.then(() => this.#cursor.focus());
  };

  /** Stops the search for a board with a one-tile finish: the board dealt from the seed stays, unproven. */
  #stopSearch(): void {
    this.#search?.controller?.abort();
    this.#search = null;
    this.#proven = false;
    this.announce(this.msg('sgStopped'));
  }

  /** Looks for a board with a one-tile finish, then plays it (or the last one tried). */
  async #runSearch(search: Search, controller: AbortController): Promise<void> {
    let found: Awaited<ReturnType<typeof findSolvableBoard>>;
    try {
      const { findSolvableBoard } = await loadSolver();
      // Removed (or stopped) while the solver loaded: no search, not even its first slice.
      if (controller.signal.aborted) return;
      found = await findSolvableBoard(search.shape, createRng(`stained-glass:solvable:${search.seed}`), { signal: controller.signal });
    } catch (error) {
      found = null;
      if (!controller.signal.aborted) console.warn(`<${this.localName}>: no solvable board: ${(error as Error)?.message}`);
    }
    if (controller.signal.aborted || this.#search !== search) return;
    this.#search = null;
    if (found) {
      this.#replacing = true;
      try {
        this.replaceGame({ ...search.shape, cells: [...found.state.cells] as Colour[] });
      } finally {
        this.#replacing = false;
      }
      this.#day = null;
      this.#proven = found.proven;
      this.announce(found.proven ? this.msg('sgFound') : this.msg('sgNotFound', { count: found.attempts }));
    }
    this.requestUpdate();
  }

  #ignoredFlags = new Set<string>();

  /** Warns once that a boolean attribute is ignored, and why. */
  #ignoreFlag(name: string, why: string, using: string): void {
    if (this.#ignoredFlags.has(name + using)) return;
    this.#ignoredFlags.add(name + using);
    console.warn(`<${this.localName}>: ignoring ${name}: ${why}. Using ${using}.`);
  }

  /** A daily board resumes from storage on its own UTC day only: a saved one of another day is not today's game. */
  protected override describeSettingsChange(saved: SavedSettings, now: SavedSettings): string | null {
    const dayOf = (settings: SavedSettings): number | null => {
      const day = (settings.options as { day?: unknown } | null)?.day;
      return typeof day === 'number' && Number.isInteger(day) && Math.abs(day) < 1e8 ? day : null;
    };
    const then = dayOf(saved);
    const today = dayOf(now);
    if (then !== null && today !== null && then !== today) {
      return `it is the daily board of ${dateOf(then)}, and today is ${dateOf(today)} (UTC): a daily game resumes on its own day only`;
    }
    return super.describeSettingsChange(saved, now);
  }

  /** A daily board or a position is not dealt from the seed: a new seed alone keeps the game in progress. */
  protected override usesSeed(options: StainedGlassOptions): boolean {
    return options.day === undefined && options.cells === undefined;
  }

  /** One of a fixed set of words, or (with a warning) the value in use. */
  #choice<T extends string>(attribute: string, raw: unknown, allowed: readonly T[], initial: T, current: T): T {
    if (raw == null || raw === '') return initial;
    const text = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
    if ((allowed as readonly unknown[]).includes(text)) return text as T;
    this.warnAttribute(attribute, raw, allowed.join(', '), current);
    return current;
  }

  #side(attribute: 'rows' | 'cols', raw: unknown, previous: number | undefined): number {
    if (raw == null || raw === '') return DEFAULT_SIDE;
    const side = toWhole(raw);
    if (side !== null && side >= MIN_SIDE && side <= MAX_SIDE) return side;
    const fallback = previous ?? DEFAULT_SIDE;
    this.warnAttribute(attribute, raw, `a whole number from ${MIN_SIDE} to ${MAX_SIDE}`, String(fallback));
    return fallback;
  }

  protected resolveOptions(previous: StainedGlassOptions | undefined): StainedGlassOptions {
    const rows = this.#side('rows', this.rows, previous?.rows);
    const cols = this.#side('cols', this.cols, previous?.cols);
    const palette = this.#choice('palette', this.palette, PALETTES, 'mixed', previous?.palette ?? 'mixed');
    const options: BoardOptions = { rows, cols, palette };
    const position = this.#resolvePosition(previous);
    if (position) {
      for (const name of ['daily', 'solvable'] as const) {
        if (this[name]) this.#ignoreFlag(name, 'the position is the board', 'the position');
      }
      this.#resolved = { rows: position.rows, cols: position.cols, cells: [...position.cells] as Colour[] };
      return this.#resolved;
    }
    if (this.daily) {
      // A daily game in progress keeps its day past midnight (newGame() forgets it).
      options.day = this.#day ?? dayNumber(Date.now());
      if (this.solvable) this.#ignoreFlag('solvable', 'a daily board is the same for everyone', 'the daily board');
    } else if (this.solvable) {
      options.solvable = true;
    }
    this.#resolved = options;
    return options;
  }

  /** The `position` attribute as a board; a bad one warns and keeps the board in progress if it came from a position. */
  #resolvePosition(previous: StainedGlassOptions | undefined): StainedGlassState | undefined {
    const raw: unknown = this.position;
    if (raw == null || (typeof raw === 'string' && raw.trim() === '')) return undefined;
    try {
      return parseBoard(raw as string);
    } catch (error) {
      const kept = previous?.cells && previous.rows && previous.cols ? { rows: previous.rows, cols: previous.cols, cells: Uint8Array.from(previous.cells) } : undefined;
      const fallback = kept ? `"${formatBoard(kept)}"` : 'a dealt board';
      this.warnAttribute('position', raw, `a board like "1240/0000/3000": rows of colour codes 0-7 separated by "/" (${(error as Error).message})`, fallback);
      return kept;
    }
  }

  protected adoptOptions(state: StainedGlassState): void {
    const { rows, cols } = state;
    const colours = new Set(state.cells);
    const palette: Palette = colours.has(7) ? 'full' : [3, 5, 6].some((c) => colours.has(c)) ? 'mixed' : 'primaries';
    this.rows = rows;
    this.cols = cols;
    this.palette = palette;
    // Today's daily board (saved earlier today, say) is the daily board again; any other is not.
    const today = dayNumber(Date.now());
    const daily = formatBoard(setup({ rows, cols, palette, day: today }, createRng('daily'))) === formatBoard(state);
    this.daily = daily;
    this.#day = daily ? today : null;
  }

  // ------------------------------------------------------------ moves --

  /** The selected tile, if it was selected in the position now on the board. */
  #selectedIndex(): number | null {
    const selection = this.#selection;
    if (!selection) return null;
    if (selection.state !== this.session.state || this.#search) {
      this.#selection = null;
      return null;
    }
    return selection.index;
  }

  /** Whether the user can move a tile right now; if not, says why. */
  #mayMove(): boolean {
    let why: MessageKey | null = null;
    if (this.readonly) why = 'readonlyBoard';
    else if (this.#search) why = 'sgFinding';
    else if (this.isOver) why = 'gameIsOver';
    if (why) this.refuse(this.msg(why));
    return why === null;
  }

  protected override playMove(move: StainedGlassMove, source: MoveSource): boolean {
    const state = this.session.state;
    const over = overSquare(state, move.from, move.to);
    const animate = this.hasUpdated && this.#motion.enabled && over >= 0;
    // The colours as drawn now, to fade from after the move, and the hop's
    // distance: read while the page's layout is still clean, so the render after
    // the move forces no layout. A listener that changes the game drops them.
    const before = animate ? [move.from, over, move.to].map((i) => this.#tileColour(i)) : [];
    const hop = animate && !this.#pointer.dropping ? this.#motion.distance(this.#cell(move.from), this.#cell(move.to)) : null;
    this.#hints.drop();
    this.#selection = null;
    if (animate) this.#motion.after(() => this.#animateEffects(move, over, before, hop), () => this.#landed(move.from));
    else this.#motion.clear();
    this.#flight = hop ? { from: move.from, colour: state.cells[move.from]! } : null;
    const played = super.playMove(move, source);
    if (!played) {
      this.#motion.clear();
      this.#flight = null;
    }
    return played;
  }

  #tileOf(cell: Element | null | undefined): HTMLElement | null {
    return cell?.querySelector<HTMLElement>('.tile:not(.flyer)') ?? null;
  }

  #tileColour(index: number): string {
    const tile = this.#tileOf(this.#cell(index));
    return tile ? getComputedStyle(tile).backgroundColor : '';
  }

  #cell(index: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-index="${index}"]`);
  }

  /** The hopping tile has landed (or will not hop): it is drawn on its new square only. */
  #landed(from: number): void {
    if (this.#flight?.from !== from) return;
    this.#flight = null;
    this.requestUpdate();
  }

  /** After a move: the tile hops across, then the jumped and landing squares change colour. */
  #animateEffects(move: StainedGlassMove, over: number, before: readonly string[], hop: { dx: number; dy: number } | null): void {
    const flyer = this.#cell(move.from)?.querySelector<HTMLElement>('.flyer');
    const start = hop ? HOP_MS : 0;
    // The flight is waited for at most a little longer than it lasts: a hidden page runs no animations.
    if (flyer && hop) void this.#motion.fly(flyer, { ...hop, duration: HOP_MS, lift: 1.18 }, { onLanded: () => this.#landed(move.from) });
    else this.#landed(move.from);
    [over, move.to].forEach((index, k) => {
      const tile = this.#tileOf(this.#cell(index));
      const from = before[k + 1];
      if (!tile || !from) return;
      const timing: KeyframeAnimationOptions = { duration: TINT_MS, delay: k === 0 ? start / 2 : start, easing: 'ease-out', fill: 'backwards' };
      // One keyframe: the fade ends on the tile's own colour, with no style read here.
      tile.animate([{ backgroundColor: from }], timing);
      tile.querySelector('.glyph')?.animate([{ opacity: 0 }, { opacity: 1 }], timing);
    });
  }

  /** A `solvable` board still being searched is not saved: a reload meanwhile starts the search again instead of keeping an unproven board. */
  protected override canPersist(): boolean {
    return !this.finding;
  }

  protected override describeRefusal(move: StainedGlassMove): string {
    const { state } = this.session;
    const refusal = stainedGlass.refusal(state, move);
    return refusal ? sentences.describeRefusal(this.#say, refusal, state.cols) : this.msg('notAllowed');
  }

  // ------------------------------------------------------------ input --

  #select(index: number): boolean {
    const state = this.session.state;
    const moves = movesFrom(state, index);
    const square = squareName(index, state.cols);
    const mover = state.cells[index]!;
    const color = this.#colourName(mover);
    if (!moves.length) {
      this.refuse(this.describeRefusal({ from: index, to: index }));
      return false;
    }
    this.#selection = { index, state };
    // "Selected the blue tile on a1: to c1 (becomes green), to a3 (becomes blue)", in reading order.
    const targets = moves
      .map((m) => m.to)
      .sort((a, b) => a - b)
      .map((to) => this.msg('sgTarget', { square: squareName(to, state.cols), color: this.#colourName(landResult(mover, state.cells[to]!)!) }));
    this.announce(this.msg('sgSelected', { color, square, targets: targets.join(', ') }));
    this.requestUpdate();
    return true;
  }

  #cancel(announce: boolean): void {
    this.#pointer.stop();
    if (this.#selectedIndex() === null) return;
    this.#selection = null;
    if (announce) this.announce(this.msg('sgCancelled'));
    this.requestUpdate();
  }

  /** Click or Enter/Space on a square: select, cancel, switch tiles or land. */
  #activate(index: number, byKey: boolean): void {
    if (!this.#mayMove()) return;
    const state = this.session.state;
    const selected = this.#selectedIndex();
    if (selected === index) return this.#cancel(true);
    if (selected !== null && this.#landsOn(selected, index)) return this.#land(selected, index, byKey);
    if (selected === null || movesFrom(state, index).length) {
      this.#select(index);
      return;
    }
    // A tile is selected and this square is neither one of its destinations nor a tile that can move.
    // On black: why the selected tile cannot land there; on a tile: why that tile cannot move.
    const why = this.describeRefusal(state.cells[index] === BLACK ? { from: selected, to: index } : { from: index, to: index });
    // A refused key press keeps the tile selected (Escape cancels); a refused click cancels, and says so.
    this.refuse(byKey ? why : `${why} ${this.msg('sgCancelled')}`);
    if (!byKey) this.#selection = null;
    this.requestUpdate();
  }

  /** Whether the tile on `from` can land on `to` now. */
  #landsOn(from: number, to: number): boolean {
    return movesFrom(this.session.state, from).some((m) => m.to === to);
  }

  /** Lands the tile on `from` on `to`, checked against the position on the board now. */
  #land(from: number, to: number, keepOnRefusal: boolean): void {
    this.#selection = null;
    if (this.playMove({ from, to }, 'user')) return;
    if (keepOnRefusal && movesFrom(this.session.state, from).length) this.#selection = { index: from, state: this.session.state };
    this.requestUpdate();
  }

  /** The square index of the cell an event happened in. */
  #indexOf(event: Event): number | null {
    const cell = (event.target as Element).closest?.<HTMLElement>('[data-index]');
    return cell ? Number(cell.dataset.index) : null;
  }

  #onClick = (event: MouseEvent): void => {
    const index = this.#indexOf(event);
    // A real click that ends a drag (same element, thanks to pointer capture) was handled on pointerup.
    if (index === null || this.#pointer.isDragClick(event)) return;
    this.#cursor.moveToIndex(index);
    this.#activate(index, false);
  };

  #onKeydown = (event: KeyboardEvent): void => {
    const index = this.#indexOf(event);
    if (index === null || this.#cursor.handleKey(event)) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!event.repeat) this.#activate(index, true);
    } else if (event.key === 'Escape' && (this.#selectedIndex() !== null || this.#pointer.active)) {
      event.preventDefault();
      // The release of a drag cancelled here must not count as a click that selects the tile again.
      this.#pointer.abandon();
      this.#cancel(true);
    }
  };

  /** `h` shows a hint and puts the focus on the hinted tile, Escape stops a search, from anywhere in the game. */
  protected override handleShortcut(event: KeyboardEvent): boolean {
    if (event.key === 'Escape' && this.#search) {
      this.#stopSearch();
      return true;
    }
    if (event.key !== 'h' && event.key !== 'H') return false;
    this.#userHint(true);
    return true;
  }

  #userHint(focus: boolean): void {
    this.#hints.request((sentence) => this.announce(sentence), {
      may: () => this.#mayMove(),
      show: () => this.showHint(),
      shown: focus ? () => this.#cursor.focus() : undefined,
    });
  }

  // ------------------------------------------------------------ events --

  #colourName(colour: number): string {
    return sentences.colourName(this.#say, colour);
  }

  protected moveDetail(move: StainedGlassMove, before: StainedGlassState): Omit<StainedGlassMoveDetail, keyof MoveDetailBase> & { game: 'stained-glass' } {
    const { cols } = before;
    const o = stainedGlass.outcome(before, move);
    return {
      game: 'stained-glass',
      from: squareName(o.from, cols),
      over: squareName(o.over, cols),
      to: squareName(o.to, cols),
      fromIndex: o.from,
      overIndex: o.over,
      toIndex: o.to,
      colors: { from: { ...o.colours.from }, over: { ...o.colours.over }, to: { ...o.colours.to } },
      moves: this.moves,
      barsLeft: o.barsLeft,
      tilesLeft: o.tilesLeft,
      score: this.moves * o.barsLeft,
    };
  }

  protected gameOverDetail(state: StainedGlassState, base: GameOverDetailBase): object {
    const bars = barsLeft(state);
    return { won: base.reason === 'one-tile', tilesLeft: tilesLeft(state), barsLeft: bars, moves: this.moves, score: this.moves * bars };
  }

  protected describeMove(move: StainedGlassMove, before: StainedGlassState): string {
    return sentences.describeMove(this.#say, stainedGlass.outcome(before, move), before.cols);
  }

  /** The result without the score: "One tile left: you win!" */
  #result(status: GameStatus & { over: true }): string {
    return sentences.describeResult(this.#say, status, this.tilesLeft);
  }

  protected describeResult(status: GameStatus & { over: true }): string {
    return `${this.#result(status)} ${this.msg('sgFinalScore', { count: this.score })}`;
  }

  // ------------------------------------------------------------ render --

  protected override primaryAction(): ToolAction {
    const off = this.readonly || this.isOver || this.#search !== null || this.#hints.busy;
    return { part: 'hint', label: this.msg('hint'), keys: 'H', disabled: off, run: () => this.#userHint(false) };
  }

  #renderCell(state: StainedGlassState, index: number, view: CellView): TemplateResult {
    const { cols } = state;
    const colour = state.cells[index]!;
    const name = COLOUR_NAMES[colour]!;
    const square = squareName(index, cols);
    const selected = view.selected === index;
    const landing = view.destinations.get(index);
    const hint = view.hint;
    const hintTile = hint?.from === index;
    const hintLanding = hint?.to === index;
    const movable = colour !== BLACK && view.movable.has(index);
    const live = view.live && colour !== BLACK;
    let label = `${square}, ${sentences.colourWithParts(this.#say, colour)}`;
    if (colour !== BLACK) label += `, ${this.msg(movable ? 'sgCanMove' : 'sgCannotMove')}`;
    if (selected) label += `, ${this.msg('sgSelectedTile')}`;
    if (landing !== undefined) label += `, ${this.msg('sgLandsHere', { color: this.#colourName(landing) })}`;
    if (hintTile) label += `, ${this.msg('sgHintTile')}`;
    if (hintLanding) label += `, ${this.msg('sgHintLanding')}`;
    const mobility = live ? (movable ? 'movable' : 'stuck') : '';
    const parts = ['cell', name, mobility, selected ? 'selected' : '', landing !== undefined ? 'destination' : '', hintTile || hintLanding ? 'hint' : ''];
    const classes = [
      'cell',
      mobility,
      selected ? 'selected' : '',
      selected && this.#pointer.moved ? 'dragging' : '',
      landing !== undefined ? 'target' : '',
      landing !== undefined && this.#pointer.hover === index ? 'over' : '',
      hintTile ? 'hint-tile' : '',
      hintLanding ? 'hint-landing' : '',
    ];
    const flight = this.#flight?.from === index ? this.#flight : null;
    // The colour a destination becomes, with its glyph: not by colour alone.
    const ring =
      landing !== undefined ? html`<span class="mark" part="mark">${DESTINATION_MARK}<span class="preview c${landing}">${GLYPHS[landing]}</span></span>` : nothing;
    return html`<div
      class=${classes.filter(Boolean).join(' ')}
      part=${parts.filter(Boolean).join(' ')}
      role="gridcell"
      aria-label=${label}
      tabindex=${this.#cursor.tabIndex(Math.floor(index / cols), index % cols)}
      data-index=${index}
    >
      <span class="tile c${colour}" part="tile ${name}">${GLYPHS[colour]}</span>
      ${ring} ${hintLanding ? html`<span class="mark hint" part="mark hint">${HINT_MARK}</span>` : nothing}
      ${flight ? html`<span class="tile flyer c${flight.colour}" part="flyer">${GLYPHS[flight.colour]}</span>` : nothing}
    </div>`;
  }

  protected async loadHowToPlay(): Promise<(msg: Msg) => HowToPlay> {
    const { stainedGlassHowToPlay } = await import('./how-to-play.js');
    return (msg) => stainedGlassHowToPlay(msg);
  }

  protected override idleFeedback(): string {
    return this.msg('sgHelp');
  }

  protected renderBoard(): TemplateResult {
    const state = this.session.state;
    const { rows, cols } = state;
    const finding = this.#search !== null;
    const live = !this.readonly && !finding && !this.isOver;
    const selected = this.#selectedIndex();
    const destinations = new Map<number, number>();
    if (selected !== null) {
      const mover = state.cells[selected]!;
      for (const m of movesFrom(state, selected)) destinations.set(m.to, landResult(mover, state.cells[m.to]!)!);
    }
    const movable = new Set<number>();
    for (let i = 0; i < state.cells.length; i++) if (state.cells[i] !== BLACK && movesFrom(state, i).length) movable.add(i);
    const hinted = this.#hints.current;
    const hint = hinted ? { ...hinted.move } : null;
    // (Not shorthand properties: the manifest analyzer would list them as module variables.)
    const view: CellView = { selected: selected, destinations: destinations, movable: movable, hint: hint, live: live };
    const grid: TemplateResult[] = [];
    for (let r = 0; r < rows; r++) {
      const cells: TemplateResult[] = [];
      for (let c = 0; c < cols; c++) cells.push(this.#renderCell(state, r * cols + c, view));
      grid.push(html`<div class="row" role="row">${cells}</div>`);
    }
    const glyphs = this.glyphs || this.settings.glyphs;
    const over = this.session.status.over ? this.session.status : null;
    return html`
      <p class="legend ${glyphs ? 'glyphs' : ''}" part="legend">${this.msg('sgGlyphHelp')}</p>
      <div class="board ${over ? `over ${over.reason === 'one-tile' ? 'won' : 'stuck'}` : ''} ${finding ? 'finding' : ''}" part="board">
        <div
          class="grid frame ${glyphs ? 'glyphs' : ''}"
          role="grid"
          aria-label=${this.msg('sgBoard')}
          aria-busy=${finding || this.#hints.busy ? 'true' : 'false'}
          aria-readonly=${this.readonly || this.isOver ? 'true' : 'false'}
          ?inert=${finding}
          @click=${this.#onClick}
          @keydown=${this.#onKeydown}
          @pointerdown=${this.#pointer.onPointerDown}
          @pointermove=${this.#pointer.onPointerMove}
          @pointerup=${this.#pointer.onPointerUp}
          @pointercancel=${this.#pointer.onPointerCancel}
        >
          ${grid}
        </div>
        ${finding
          ? html`<div class="finding-note">
              <p aria-hidden="true">${this.msg('sgFindingNote')}</p>
              <button part="button stop" aria-keyshortcuts="Escape" @click=${this.#userStop}>${this.msg('sgStop')}</button>
            </div>`
          : nothing}
      </div>
    `;
  }

  protected renderStatus(): TemplateResult {
    if (this.#search) return html`<span class="busy">${this.msg('sgSearching')}</span>`;
    const status = this.session.status;
    // The score is right before it: the result without it.
    const result = status.over ? this.renderResult(status, this.#result(status)) : nothing;
    const note =
      this.#day !== null
        ? this.msg('sgDaily', { date: dateOf(this.#day) })
        : this.#proven !== null
          ? this.msg(this.#proven ? 'sgProven' : 'sgUnproven')
          : '';
    return html`<span>${this.msg('sgMoves', { count: this.moves })}</span>
      <span>${this.msg('sgBars', { count: this.bars })}</span>
      <span class="score">${this.msg('sgScore', { count: this.score })} <small>${this.msg('sgScoreHow')}</small></span>
      ${note ? html`<span class="note">${note}</span>` : nothing} ${result}
      ${this.#hints.current ? html`<span class="hint-note">${this.msg(this.#hints.current.note)}</span>` : nothing}`;
  }
}

/** What every cell of one render needs to know. */
interface CellView {
  readonly selected: number | null;
  /** Destinations of the selected tile, with the colour the landing square becomes. */
  readonly destinations: ReadonlyMap<number, number>;
  readonly movable: ReadonlySet<number>;
  readonly hint: StainedGlassMove | null;
  /** Whether the user can move now (shows which tiles can move). */
  readonly live: boolean;
}

defineElement('stained-glass-board', StainedGlassBoard);

declare global {
  interface HTMLElementTagNameMap {
    'stained-glass-board': StainedGlassBoard;
  }
}

// Re-exported so `import type` from this module sees the whole event vocabulary.
export type { HistoryDetail, NewGameDetail } from '../../base/events.js';
