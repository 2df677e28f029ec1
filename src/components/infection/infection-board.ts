import { html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { BoardletElement } from '../../base/boardlet-element.js';
import { ComputerController, pause } from '../../base/controllers/computer.js';
import type { HowToPlay, Msg } from '../../base/how-to-play.js';
import { textConverter } from '../../base/describe-value.js';
import { defineElement } from '../../base/define.js';
import { effectiveZoom } from '../../base/dom-guards.js';
import type { GameOverDetailBase, MoveDetailBase } from '../../base/events.js';
import { GridCursor } from '../../base/grid-cursor.js';
import { baseMessages, type MessageKey } from '../../base/messages.js';
import type { GameStatus } from '../../engine/game.js';
import { createRng } from '../../engine/rng.js';
import { DIFFICULTIES, type Difficulty } from '../../games/infection/levels.js';
import {
  GREEN,
  MAX_SIZE,
  MIN_SIZE,
  OBSTACLE,
  YELLOW,
  conversions,
  count,
  formatPosition,
  infection,
  maxObstacles,
  moveKind,
  movesFrom,
  parsePosition,
  pieceOf,
  squareName,
  type InfectionMove,
  type InfectionOptions,
  type InfectionState,
  type MoveKind,
  type Player,
} from '../../games/infection/rules.js';
import { infectionBoardStyles } from './infection-board.styles.js';
import { infectionMessages } from './messages.js';
import * as sentences from './sentences.js';

/**
 * The computer (search and hints) is loaded on first use: a page where it
 * never plays downloads less, and the board shows without waiting for it.
 */
const loadAi = () => import('../../games/infection/ai.js');

export type InfectionColor = 'green' | 'yellow';
export type InfectionMode = 'vs-computer' | 'two-player' | 'computer-vs-computer';
export type InfectionMoveKind = MoveKind;

/** Pieces of each colour on the board. */
export interface InfectionCounts {
  readonly green: number;
  readonly yellow: number;
}

export interface InfectionMoveDetail extends MoveDetailBase {
  readonly game: 'infection';
  /** The colour that moved (player 0 is Green, 1 is Yellow). */
  readonly color: InfectionColor;
  /** Where the piece came from and went, as square names: column letter and row number from the top-left, like `b2`. */
  readonly from: string;
  readonly to: string;
  /** The same squares as indices, row by row from the top-left (`row * size + column`). */
  readonly fromIndex: number;
  readonly toIndex: number;
  /** `duplicate` (the piece stays, a copy appears), `jump`, `checker` (a jump over a piece) or `knight`. */
  readonly kind: InfectionMoveKind;
  /** The squares whose pieces changed colour. */
  readonly converted: readonly string[];
  /** Pieces of each colour after the move. */
  readonly counts: InfectionCounts;
}

export interface InfectionGameOverDetail extends GameOverDetailBase {
  readonly game: 'infection';
  /** The winning colour, or `null` for a draw. */
  readonly winner: InfectionColor | null;
  /** `board-full`: no empty square is left (most pieces wins); `no-moves`: the side to move cannot move (the other side wins). */
  readonly reason: 'board-full' | 'no-moves';
  readonly counts: InfectionCounts;
}

declare module '../../base/events.js' {
  interface BoardletsMoveDetails {
    infection: InfectionMoveDetail;
  }
  interface BoardletsGameOverDetails {
    infection: InfectionGameOverDetail;
  }
}

const MODES: readonly InfectionMode[] = ['vs-computer', 'two-player', 'computer-vs-computer'];
const COLORS: readonly InfectionColor[] = ['green', 'yellow'];
const DEFAULT_SIZE = 6;
const DEFAULT_OBSTACLES = 5;
/** Pointer travel (px) that turns a press on a piece into a drag. */
const DRAG_SLOP = 5;
/** The computer's piece travels for this long (ms). */
const FLIGHT_MS = 300;
/** How much longer than its flight the computer waits for its piece to land (ms). */
const FLIGHT_MARGIN_MS = 200;
/** Least time between a move and the computer's reply (ms), so the reply does not hide the move. */
const REPLY_PAUSE_MS = 250;
/** Pause between moves when the computer plays both sides (ms). */
const WATCH_PAUSE_MS = 600;

const icon = (path: TemplateResult): TemplateResult =>
  html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${path}</svg>`;
/** Destination marks, one shape per move kind: plus (a copy), ring (jump), diamond (over a piece), L (knight). */
const MARKS: Record<MoveKind, TemplateResult> = {
  duplicate: icon(svg`<path d="M12 5v14M5 12h14"/>`),
  jump: icon(svg`<circle cx="12" cy="12" r="6.5"/>`),
  checker: icon(svg`<path d="M12 3.5l8.5 8.5-8.5 8.5-8.5-8.5z"/>`),
  knight: icon(svg`<path d="M8 4v15h10"/>`),
};
const OBSTACLE_MARK = icon(svg`<path d="M5 5l14 14M19 5L5 19"/>`);

/** A whole number from a number or digits, else `null`. */
function toWhole(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  return typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : null;
}

/** Numbers from the attribute stay numbers; anything else stays text, to be reported. */
const wholeConverter = {
  ...textConverter,
  fromAttribute: (value: string | null): number | string | null => toWhole(value) ?? value,
};

/** A piece being dragged with the pointer. */
interface Drag {
  readonly pointerId: number;
  readonly from: number;
  readonly x: number;
  readonly y: number;
  readonly cell: HTMLElement;
  moved: boolean;
}

/**
 * Infection: an Ataxx-like game of conversion on a square board with
 * obstacles. Move a piece one square (in 8 directions) to copy it, or two
 * squares in a line (over an empty square or over a piece) or a knight's L
 * to jump it there. Every rival piece next to the square it lands on turns
 * yours. The game ends when the board is full (most pieces wins) or when
 * the side to move cannot move (the side that just moved wins). Play
 * against the computer (from `greedy` to `hard`), against a friend, or
 * watch the computer play itself.
 *
 * Drag a piece (mouse, touch or pen), click it and then a marked square, or
 * use the keyboard: arrow keys move the cursor, Enter or Space picks up and
 * puts down, Escape cancels. While a piece is picked up its destinations are
 * marked by kind: a plus for a copy, a ring for a jump, a diamond for a jump
 * over a piece, an L for a knight's jump.
 *
 * @tagname infection-board
 * @summary Ataxx-like conversion game against the computer.
 *
 * @fires {CustomEvent<InfectionMoveDetail>} move - After every move, by the user (`source: 'user'`) or the computer (`source: 'computer'`).
 * @fires {CustomEvent<InfectionGameOverDetail>} game-over - When a move fills the board or leaves the next side without a move.
 * @fires {CustomEvent<HistoryDetail>} undo - When the user undoes (against the computer: their move and the computer's reply).
 * @fires {CustomEvent<HistoryDetail>} redo - When the user redoes (against the computer: their move and the reply).
 * @fires {CustomEvent<NewGameDetail>} new-game - When the user starts a new game.
 *
 * @csspart base - The game's outer box.
 * @csspart board - The square board.
 * @csspart cell - Each square (also `green`, `yellow`, `obstacle` or `empty`; `selected` when its piece is picked up; `destination` plus the move kind `duplicate`, `jump`, `checker` or `knight` while a piece can move there; `last` for the last move's squares).
 * @csspart piece - Each piece (also `green` or `yellow`; `flyer` for the computer's piece on its way).
 * @csspart mark - The destination mark in an empty square (also the move kind).
 * @csspart status - The status line: piece counts, whose turn, the result.
 * @csspart count - Each colour's piece count (also `green` or `yellow`).
 * @csspart toolbar - The row of buttons.
 * @csspart button - Every button (also `undo`, `redo`, `new-game`, and `share` with the `share` attribute).
 * @csspart share-link - The text field with the link to the game, shown by Share where the clipboard is unavailable.
 * @csspart live - The visually hidden live region.
 *
 * @cssprop --boardlets-green - Colour of Green's pieces.
 * @cssprop --boardlets-yellow - Colour of Yellow's pieces.
 * @cssprop --boardlets-obstacle - Colour of the obstacle squares' hatching and cross.
 */
export class InfectionBoard extends BoardletElement<InfectionState, InfectionMove, InfectionOptions> {
  static override properties = {
    size: { reflect: true, converter: wholeConverter },
    obstacles: { reflect: true, converter: wholeConverter },
    position: { reflect: true, converter: textConverter },
    difficulty: { reflect: true, converter: textConverter },
    mode: { reflect: true, converter: textConverter },
    player: { reflect: true, converter: textConverter },
  };

  static override styles = [...BoardletElement.styles, infectionBoardStyles];

  protected static override messages = { ...baseMessages, ...infectionMessages };

  protected static override gameProperties = ['seed', 'size', 'obstacles', 'position'];

  /** Board side, 4 to 9 squares. */
  declare size: number;

  /**
   * Obstacle squares, placed at random (seeded) on empty squares. At most the
   * squares outside the two starting blocks (28 on a 6x6 board); more is
   * reduced to that.
   */
  declare obstacles: number;

  /**
   * A position to start from instead of the standard start (`size` and
   * `obstacles` are then ignored): the rows from the top, separated by `/`,
   * each square `g` (Green), `y` (Yellow), `x` (obstacle) or a digit counting
   * empty squares, then a space and the side to move (`g` or `y`). The
   * standard 6x6 start without obstacles is `gg4/gg4/6/6/4yy/4yy g`.
   */
  declare position: string | null;

  /**
   * How the computer plays. `greedy`: the move converting the most pieces
   * (the classic computer); `easy`, `normal`, `hard`: it searches ahead,
   * deeper and more exactly at each level. Changing it keeps the game.
   */
  declare difficulty: 'greedy' | 'easy' | 'normal' | 'hard';

  /**
   * `vs-computer`: the user plays `player`'s colour, the computer the other.
   * `two-player`: two people take turns on one board. `computer-vs-computer`:
   * the computer plays both sides (a demo). Changing it keeps the game.
   */
  declare mode: 'vs-computer' | 'two-player' | 'computer-vs-computer';

  /** The colour the user plays against the computer. Green moves first. Changing it keeps the game. */
  declare player: 'green' | 'yellow';

  protected readonly definition = infection;

  #mode: InfectionMode = 'vs-computer';
  #human: Player = 0;
  #difficulty: Difficulty = 'normal';

  /** The picked-up piece (by click, key or drag). */
  #selected: number | null = null;
  #drag: Drag | null = null;
  /** A press on a square whose piece may not be dragged: if it turns into a drag, the release says why. */
  #refusedPress: { pointerId: number; index: number; x: number; y: number } | null = null;
  /** The square under a dragged piece. */
  #hover: number | null = null;
  #dragEndedAt = -Infinity;
  /** Set while a drop plays its move. */
  #dropping = false;
  /** The computer's seats and turns (thinking, pausing, moving its piece). */
  readonly #turns = new ComputerController<InfectionState, InfectionMove>(this, {
    game: () => this.session,
    players: () => 2,
    isComputer: (player) => this.#isComputer(player),
    think: async (state, ply, signal) => {
      const { think } = await loadAi();
      return think(state, this.#difficulty, { rng: createRng(`${this.currentSeed}:${ply}`), signal });
    },
    // A hidden page shows nothing: no flight there.
    show: async (move, signal) => {
      if (!this.#reducedMotion() && this.ownerDocument.visibilityState !== 'hidden') await this.#fly(move, signal);
    },
    play: (move) => void this.playMove(move, 'computer'),
    ended: () => {
      this.#flight = null;
    },
    replyPauseMs: REPLY_PAUSE_MS,
    watchPauseMs: WATCH_PAUSE_MS,
  });
  /** The computer's move on its way, for drawing the travelling piece. */
  #flight: InfectionMove | null = null;
  /** What the last move changed, animated after the next render. */
  #effects: { to: number; converted: number[] } | null = null;
  readonly #cursor: GridCursor;
  /** The message lookup, for the sentence builders. */
  readonly #say: Msg = (key, params) => this.msg(key, params);

  constructor() {
    super();
    // Literal defaults (DEFAULT_SIZE, DEFAULT_OBSTACLES), so the manifest and the docs show the numbers.
    this.size = 6;
    this.obstacles = 5;
    this.position = null;
    this.difficulty = 'normal';
    this.mode = 'vs-computer';
    this.player = 'green';
    const sizeNow = (): number => this.session.state.size;
    this.#cursor = new GridCursor(this, {
      get rows() {
        return sizeNow();
      },
      get cols() {
        return sizeNow();
      },
      cell: (r, c) => this.renderRoot.querySelector<HTMLElement>(`[data-index="${r * sizeNow() + c}"]`),
    });
  }

  /** The document #onDocumentClick listens on: the element's owner by then may be another (it moved to an iframe). */
  #clickDocument: Document | null = null;

  /** A click anywhere off the board (on the page too) puts a picked-up piece back. */
  #onDocumentClick = (event: MouseEvent): void => {
    const grid = this.renderRoot.querySelector('.grid');
    if (this.#selected !== null && grid && !event.composedPath().includes(grid)) this.#putBack(true);
  };

  /** The position now, in the text form of the `position` attribute. */
  get currentPosition(): string {
    return formatPosition(this.session.state);
  }

  /** Pieces of each colour now. */
  get counts(): InfectionCounts {
    return this.#countsOf(this.session.state);
  }

  /** Whether the computer is working out (or playing) its move. */
  get thinking(): boolean {
    return this.#turns.thinking;
  }

  /** Whether there is a move of the user's to undo (against the computer, undo goes back to the user's previous turn). */
  override get canUndo(): boolean {
    return this.#turns.canUndo;
  }

  /**
   * Steps back one move; against the computer, back to the user's previous
   * turn (their move and the computer's reply). Stops the computer if it is
   * thinking. Returns false when there is nothing to undo. Fires no event.
   */
  override undo(): boolean {
    this.#putBack(false);
    return this.#turns.undo(() => super.undo());
  }

  /**
   * Replays one undone move; against the computer, also its reply. Returns
   * false when there is nothing to redo. Fires no event.
   */
  override redo(): boolean {
    this.#putBack(false);
    return this.#turns.redo(() => super.redo());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#clickDocument?.removeEventListener('click', this.#onDocumentClick);
    this.#clickDocument = null;
    this.#putBack(false);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#clickDocument?.removeEventListener('click', this.#onDocumentClick);
    this.#clickDocument = this.ownerDocument;
    this.#clickDocument.addEventListener('click', this.#onDocumentClick);
  }

  protected override afterGameChange(): void {
    const n = this.session.state.size;
    this.#cursor.row = Math.min(this.#cursor.row, n - 1);
    this.#cursor.col = Math.min(this.#cursor.col, n - 1);
    this.#turns.reset();
    this.#putBack(false);
    this.#effects = null;
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('mode') || changed.has('player')) {
      const mode = this.#choice('mode', this.mode, MODES, 'vs-computer', this.#mode);
      const human = COLORS.indexOf(this.#choice('player', this.player, COLORS, 'green', COLORS[this.#human]!)) as Player;
      if (mode !== this.#mode || human !== this.#human) {
        this.#mode = mode;
        this.#human = human;
        this.#turns.reset();
        this.#putBack(false);
      }
    }
    if (changed.has('difficulty')) {
      this.#difficulty = this.#choice('difficulty', this.difficulty, DIFFICULTIES, 'normal', this.#difficulty);
    }
    super.willUpdate(changed);
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.#animateEffects();
  }

  /** One of a fixed set of words, or (with a warning) the value in use. */
  #choice<T extends string>(attribute: string, raw: unknown, allowed: readonly T[], initial: T, current: T): T {
    if (raw == null || raw === '') return initial;
    const text = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
    if ((allowed as readonly unknown[]).includes(text)) return text as T;
    this.warnAttribute(attribute, raw, allowed.join(', '), current);
    return current;
  }

  protected resolveOptions(previous: InfectionOptions | undefined): InfectionOptions {
    const previousSize = previous?.size ?? previous?.position?.size ?? DEFAULT_SIZE;
    const rawSize: unknown = this.size;
    let size = toWhole(rawSize) ?? -1;
    if (rawSize == null || rawSize === '') size = DEFAULT_SIZE;
    else if (size < MIN_SIZE || size > MAX_SIZE) {
      size = previousSize;
      this.warnAttribute('size', rawSize, `a whole number from ${MIN_SIZE} to ${MAX_SIZE}`, String(size));
    }
    const most = maxObstacles(size);
    const rawObstacles: unknown = this.obstacles;
    let obstacles = toWhole(rawObstacles);
    if (rawObstacles == null || rawObstacles === '') obstacles = Math.min(DEFAULT_OBSTACLES, most);
    else if (obstacles === null || obstacles > most) {
      // Too many for a first game: as many as fit. Mid-game, any bad value keeps the game in progress.
      obstacles = obstacles === null || previous ? Math.min(previous?.obstacles ?? DEFAULT_OBSTACLES, most) : most;
      this.warnAttribute('obstacles', rawObstacles, `a whole number from 0 to ${most} on a ${size}x${size} board`, String(obstacles));
    }
    const position = this.#resolvePosition(previous?.position);
    return position ? { position } : { size, obstacles };
  }

  #resolvePosition(previous: InfectionState | undefined): InfectionState | undefined {
    const raw: unknown = this.position;
    if (raw == null || (typeof raw === 'string' && raw.trim() === '')) return undefined;
    try {
      return parsePosition(raw as string);
    } catch (error) {
      const fallback = previous ? `"${formatPosition(previous)}"` : 'the standard start';
      this.warnAttribute('position', raw, `a position like "gg4/gg4/6/6/4yy/4yy g" (${(error as Error).message})`, fallback);
      return previous;
    }
  }

  protected adoptOptions(state: InfectionState): void {
    this.size = state.size;
    this.obstacles = Math.min(count(state).obstacles, maxObstacles(state.size));
  }

  // ------------------------------------------------------------ turns --

  protected override isHumanSeat(player: number): boolean {
    return !this.#isComputer(player);
  }

  #isComputer(player: number): boolean {
    return this.#mode === 'computer-vs-computer' || (this.#mode === 'vs-computer' && player !== this.#human);
  }

  /** Whether the user can move a piece right now; if not, says why. */
  #mayMove(): boolean {
    let why: MessageKey | null = null;
    if (this.readonly) why = 'readonlyBoard';
    else if (this.isOver) why = 'gameIsOver';
    else if (this.#mode === 'computer-vs-computer') why = 'infWatch';
    else if (this.#turns.thinking || !this.#turns.personToMove) why = 'infWait';
    if (why) this.refuse(this.msg(why));
    return why === null;
  }

  #reducedMotion(): boolean {
    const { motion } = this.settings;
    return motion === 'reduce' || (motion === 'auto' && matchMedia('(prefers-reduced-motion: reduce)').matches);
  }

  /** Draws the computer's piece travelling from its square to its destination. */
  async #fly(move: InfectionMove, signal: AbortSignal): Promise<void> {
    this.#flight = move;
    this.requestUpdate();
    await this.updateComplete;
    const flyer = this.renderRoot.querySelector<HTMLElement>('.flyer');
    if (signal.aborted || !flyer) return;
    const cell = (i: number): DOMRect | undefined => this.renderRoot.querySelector(`[data-index="${i}"]`)?.getBoundingClientRect();
    const from = cell(move.from);
    const to = cell(move.to);
    if (!from || !to) return;
    // Cell to cell, measured: the piece is inset within its square, so a percentage of its own box falls short.
    // Measured in viewport pixels: under CSS zoom the piece's own pixels are larger.
    const zoom = effectiveZoom(flyer.parentElement ?? flyer);
    const dx = (to.left - from.left) / zoom;
    const dy = (to.top - from.top) / zoom;
    const travel = flyer.animate([{ transform: 'none' }, { transform: `translate(${dx}px, ${dy}px)` }], {
      duration: FLIGHT_MS,
      easing: 'ease-in-out',
      fill: 'forwards',
    });
    const stop = (): void => travel.cancel();
    signal.addEventListener('abort', stop);
    // Not a moment longer than the flight: a hidden page does not run animations, and the move must still be played.
    const late = new AbortController();
    await Promise.race([travel.finished.catch(() => undefined), pause(FLIGHT_MS + FLIGHT_MARGIN_MS, late.signal)]);
    late.abort();
    signal.removeEventListener('abort', stop);
  }

  protected override playMove(move: InfectionMove, source: 'user' | 'computer'): boolean {
    const converted = conversions(this.session.state, move);
    const played = super.playMove(move, source);
    if (played) {
      // A dragged or flown piece is already seen arriving; one moved by click or key pops in.
      this.#effects = { to: source === 'user' && !this.#dropping ? move.to : -1, converted };
      this.#selected = null;
    }
    return played;
  }

  /** After a move: the new piece pops in and the converted ones flip (not under reduced motion). */
  #animateEffects(): void {
    const effects = this.#effects;
    this.#effects = null;
    if (!effects || this.#reducedMotion()) return;
    const piece = (i: number): HTMLElement | null => this.renderRoot.querySelector<HTMLElement>(`[data-index="${i}"] .piece`);
    piece(effects.to)?.animate([{ transform: 'scale(0.3)', opacity: 0 }, { transform: 'none', opacity: 1 }], {
      duration: 200,
      easing: 'ease-out',
    });
    effects.converted.forEach((i, k) => {
      piece(i)?.animate(
        [{ transform: 'none' }, { transform: 'scale(1.15) rotateY(90deg)', offset: 0.5 }, { transform: 'none' }],
        { duration: 360, delay: 120 + 50 * k, easing: 'ease-in-out' },
      );
    });
  }

  // ------------------------------------------------------------ input --

  /** Picks up the piece on `index` (after #mayMove), or says why not. */
  #pickUp(index: number): boolean {
    const state = this.session.state;
    const moves = movesFrom(state, index).length;
    const square = squareName(index, state.size);
    this.#selected = moves ? index : null;
    if (moves) this.announce(this.msg('infPicked', { square, count: moves }));
    else this.refuse(this.msg('infCannotMove', { square }));
    return moves > 0;
  }

  #putBack(announce: boolean): void {
    if (this.#drag) {
      const piece = this.#drag.cell.querySelector<HTMLElement>('.piece');
      if (piece) piece.style.transform = '';
      this.#drag = null;
    }
    this.#hover = null;
    if (this.#selected === null) return;
    this.#selected = null;
    if (announce) this.announce(this.msg('infPutBack'));
    this.requestUpdate();
  }

  /** Click or Enter/Space on a square: pick up, put back, switch pieces or move. */
  #activate(index: number, byKey: boolean): void {
    if (!this.#mayMove()) return;
    const state = this.session.state;
    const selected = this.#selected;
    if (state.cells[index] === pieceOf(state.toMove)) {
      if (selected === index) this.#putBack(true);
      else this.#pickUp(index);
      this.requestUpdate();
    } else if (selected === null) {
      this.refuse(this.msg('infPickOwn', { color: this.#colorName(state.toMove) }));
    } else {
      // A refused key press keeps the piece in hand (Escape puts it back); a refused click or drop puts it back.
      this.#moveTo(selected, index, byKey);
    }
  }

  #moveTo(from: number, to: number, keepOnRefusal: boolean): void {
    const state = this.session.state;
    if (moveKind(state, from, to) !== null && state.cells[from] === pieceOf(state.toMove)) {
      this.#selected = null;
      this.playMove({ from, to }, 'user');
      return;
    }
    const why = this.#whyNot(state, from, to);
    // A refused click or drop puts the piece back, and says so.
    this.refuse(keepOnRefusal ? why : `${why} ${this.msg('infPutBack')}`);
    if (!keepOnRefusal) this.#selected = null;
    this.requestUpdate();
  }

  /** Why a piece on `from` cannot go to `to`. */
  #whyNot(state: InfectionState, from: number, to: number): string {
    const refusal = infection.refusal(state, { from, to });
    return refusal ? sentences.describeRefusal(this.#say, refusal, state.size) : this.msg('notAllowed');
  }

  protected override describeRefusal(move: InfectionMove): string {
    return this.#whyNot(this.session.state, move.from, move.to);
  }

  /** The square index of the cell an event happened in. */
  #indexOf(event: Event): number | null {
    const cell = (event.target as Element).closest?.<HTMLElement>('[data-index]');
    return cell ? Number(cell.dataset.index) : null;
  }

  /** The square under a point of the viewport, or `null` off the board. */
  #indexAt(x: number, y: number): number | null {
    const grid = this.renderRoot.querySelector('.grid');
    if (!grid) return null;
    const box = grid.getBoundingClientRect();
    const n = this.session.state.size;
    const col = Math.floor(((x - box.left) / box.width) * n);
    const row = Math.floor(((y - box.top) / box.height) * n);
    return row >= 0 && row < n && col >= 0 && col < n ? row * n + col : null;
  }

  /** Whether a press on this square may start dragging its piece (without announcing anything). */
  #canDrag(index: number): boolean {
    const state = this.session.state;
    return !this.readonly && !this.#turns.thinking && this.#turns.personToMove && state.cells[index] === pieceOf(state.toMove);
  }

  #onClick = (event: MouseEvent): void => {
    const index = this.#indexOf(event);
    // A real click that ends a drag (same element, thanks to pointer capture) was handled on pointerup.
    if (index === null || (event.detail > 0 && performance.now() - this.#dragEndedAt < 400)) return;
    const n = this.session.state.size;
    this.#cursor.moveTo(Math.floor(index / n), index % n);
    this.#activate(index, false);
  };

  #onKeydown = (event: KeyboardEvent): void => {
    const index = this.#indexOf(event);
    if (index === null || this.#cursor.handleKey(event)) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!event.repeat) this.#activate(index, true);
    } else if (event.key === 'Escape' && (this.#selected !== null || this.#drag)) {
      event.preventDefault();
      // The release of a drag cancelled here must not count as a click that picks the piece up again.
      if (this.#drag?.moved) this.#dragEndedAt = performance.now();
      this.#putBack(true);
    }
  };

  #onPointerDown = (event: PointerEvent): void => {
    const index = this.#indexOf(event);
    if (!event.isPrimary || event.button !== 0 || this.#drag || index === null) return;
    this.#refusedPress = null;
    if (!this.#canDrag(index)) {
      this.#refusedPress = { pointerId: event.pointerId, index, x: event.clientX, y: event.clientY };
      return;
    }
    const cell = (event.target as Element).closest<HTMLElement>('[data-index]')!;
    try {
      cell.setPointerCapture(event.pointerId);
    } catch {
      // Not an active pointer (a synthetic event): moves still bubble up to the board.
    }
    this.#drag = { pointerId: event.pointerId, from: index, x: event.clientX, y: event.clientY, cell, moved: false };
    // The pressed cell takes the focus: the keyboard cursor goes with it.
    const n = this.session.state.size;
    this.#cursor.moveTo(Math.floor(index / n), index % n);
  };

  #onPointerMove = (event: PointerEvent): void => {
    const drag = this.#drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved) {
      if (Math.hypot(dx, dy) < DRAG_SLOP) return;
      if (!this.#mayMove() || !this.#pickUp(drag.from)) {
        this.#drag = null;
        return;
      }
      drag.moved = true;
      this.requestUpdate();
    }
    const piece = drag.cell.querySelector<HTMLElement>('.piece');
    // The pointer moves in viewport pixels; under CSS zoom the piece's own pixels are larger.
    const zoom = piece ? effectiveZoom(drag.cell) : 1;
    if (piece) piece.style.transform = `translate(${dx / zoom}px, ${dy / zoom}px)`;
    const over = this.#indexAt(event.clientX, event.clientY);
    if (over !== this.#hover) {
      this.#hover = over;
      this.requestUpdate();
    }
  };

  #onPointerUp = (event: PointerEvent): void => {
    const refused = this.#refusedPress;
    if (refused?.pointerId === event.pointerId) {
      this.#refusedPress = null;
      // A drag that never picked anything up: say why, as a click would (a plain click says it itself).
      if (Math.hypot(event.clientX - refused.x, event.clientY - refused.y) >= DRAG_SLOP) {
        this.#dragEndedAt = performance.now();
        if (this.#mayMove()) this.refuse(this.msg('infPickOwn', { color: this.#colorName(this.session.state.toMove) }));
      }
    }
    const drag = this.#drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    const piece = drag.cell.querySelector<HTMLElement>('.piece');
    if (piece) piece.style.transform = '';
    this.#drag = null;
    this.#hover = null;
    // A press without a drag is a click; the click event handles it.
    if (!drag.moved) return;
    this.#dragEndedAt = performance.now();
    const to = this.#indexAt(event.clientX, event.clientY);
    this.#dropping = true;
    if (to === null || to === drag.from) this.#putBack(true);
    else {
      this.#moveTo(drag.from, to, false);
      // Focus and cursor follow the piece to where it was dropped.
      const n = this.session.state.size;
      this.#cursor.moveTo(Math.floor(to / n), to % n, true);
    }
    this.#dropping = false;
    this.requestUpdate();
  };

  #onPointerCancel = (event: PointerEvent): void => {
    this.#refusedPress = null;
    if (this.#drag?.pointerId === event.pointerId) this.#putBack(this.#drag.moved);
    this.requestUpdate();
  };

  // ------------------------------------------------------------ events --

  #colorName(player: number): string {
    return sentences.colorName(this.#say, player);
  }

  protected moveDetail(move: InfectionMove, before: InfectionState): Omit<InfectionMoveDetail, keyof MoveDetailBase> & { game: 'infection' } {
    const n = before.size;
    const o = infection.outcome(before, move);
    const { green, yellow } = o.counts;
    return {
      game: 'infection',
      color: COLORS[o.player]!,
      from: squareName(o.from, n),
      to: squareName(o.to, n),
      fromIndex: o.from,
      toIndex: o.to,
      kind: o.kind,
      converted: o.converted.map((i) => squareName(i, n)),
      counts: { green, yellow },
    };
  }

  #countsOf(state: InfectionState): InfectionCounts {
    const { green, yellow } = count(state);
    return { green, yellow };
  }

  protected gameOverDetail(state: InfectionState, base: GameOverDetailBase): object {
    const winner = base.winners[0];
    return { winner: winner === undefined ? null : COLORS[winner], counts: this.#countsOf(state) };
  }

  protected describeMove(move: InfectionMove, before: InfectionState, after: InfectionState): string {
    const context = { byComputer: this.#isComputer(before.toMove), mode: this.#mode, over: infection.status(after).over, next: after.toMove };
    return sentences.describeMove(this.#say, infection.outcome(before, move), before.size, context);
  }

  protected describeResult(status: GameStatus & { over: true }): string {
    const human = this.#mode === 'vs-computer' ? this.#human : null;
    return sentences.describeResult(this.#say, status, this.counts, this.session.state.toMove, human);
  }

  // ------------------------------------------------------------ render --

  #renderCell(
    state: InfectionState,
    index: number,
    marks: Map<number, MoveKind>,
    movable: boolean,
    last: InfectionMove | undefined,
    converted: ReadonlySet<number>,
  ): TemplateResult {
    const n = state.size;
    const cell = state.cells[index];
    const square = squareName(index, n);
    const kind = marks.get(index);
    const selected = this.#selected === index;
    const flight = this.#flight;
    const isLast = !flight && last !== undefined && (last.from === index || last.to === index);
    const end = !isLast ? '' : last!.to === index ? 'last-to' : 'last-from';
    const turned = converted.has(index);
    const color = cell === GREEN ? 'green' : cell === YELLOW ? 'yellow' : null;
    const content = color ?? (cell === OBSTACLE ? 'obstacle' : 'empty');
    let label = `${square}, ${color ? this.msg('infPiece', { color: this.#colorName(color === 'green' ? 0 : 1) }) : this.msg(cell === OBSTACLE ? 'infObstacle' : 'infEmpty')}`;
    if (selected) label += `, ${this.msg('infPickedUp')}`;
    if (isLast) label += `, ${this.msg(end === 'last-to' ? 'infLastTo' : 'infLastFrom')}`;
    if (turned) label += `, ${this.msg('infConvertedLast')}`;
    if (kind) label += `, ${this.msg('infTarget', { kind: this.msg(sentences.KIND_NAME[kind]) })}`;
    const parts = ['cell', content, selected ? 'selected' : '', kind ? `destination ${kind}` : '', isLast ? `last ${end}` : '', turned ? 'converted' : ''];
    const classes = [
      'cell',
      content,
      movable && cell === pieceOf(state.toMove) ? 'movable' : '',
      selected ? 'selected' : '',
      selected && this.#drag?.moved ? 'dragging' : '',
      kind ? `target ${kind}` : '',
      kind && this.#hover === index ? 'over' : '',
      isLast ? `last ${end}` : '',
      turned ? 'converted' : '',
      flight?.from === index && moveKind(state, flight.from, flight.to) !== 'duplicate' ? 'leaving' : '',
    ];
    // The flight starts from the mover's square: its piece is the flyer's colour.
    const flyerColor = flight?.from === index ? color : null;
    return html`<div
      class=${classes.filter(Boolean).join(' ')}
      part=${parts.filter(Boolean).join(' ')}
      role="gridcell"
      aria-label=${label}
      tabindex=${this.#cursor.tabIndex(Math.floor(index / n), index % n)}
      data-index=${index}
    >
      ${color ? html`<span class="piece ${color}" part="piece ${color}"></span>` : nothing}
      ${cell === OBSTACLE ? OBSTACLE_MARK : nothing}
      ${kind ? html`<span class="mark" part="mark ${kind}">${MARKS[kind]}</span>` : nothing}
      ${flyerColor ? html`<span class="piece flyer ${flyerColor}" part="piece ${flyerColor} flyer"></span>` : nothing}
    </div>`;
  }

  protected async loadHowToPlay(): Promise<(msg: Msg) => HowToPlay> {
    const { infectionHowToPlay } = await import('./how-to-play.js');
    return (msg) => infectionHowToPlay(msg);
  }

  protected override idleFeedback(): string {
    return this.msg('infHelp');
  }

  protected renderBoard(): TemplateResult {
    const state = this.session.state;
    const n = state.size;
    const marks = new Map<number, MoveKind>();
    if (this.#selected !== null) for (const m of movesFrom(state, this.#selected)) marks.set(m.to, m.kind);
    const movable = !this.readonly && !this.#turns.thinking && this.#turns.personToMove;
    const last = this.session.history.at(-1)?.move;
    // The last move stays marked until the next: its squares tinted, the pieces it converted ringed.
    const converted = new Set(last && !this.#flight ? infection.outcome(this.session.stateAt(this.session.ply - 1), last).converted : []);
    const rows: TemplateResult[] = [];
    for (let r = 0; r < n; r++) {
      const cells: TemplateResult[] = [];
      for (let c = 0; c < n; c++) cells.push(this.#renderCell(state, r * n + c, marks, movable, last, converted));
      rows.push(html`<div class="row" role="row">${cells}</div>`);
    }
    return html`
      <div class="board ${this.isOver ? 'over' : ''}" part="board">
        <div
          class="grid frame"
          role="grid"
          aria-label=${this.msg('infBoard')}
          aria-busy=${this.#turns.thinking ? 'true' : 'false'}
          aria-readonly=${this.readonly || this.isOver ? 'true' : 'false'}
          @click=${this.#onClick}
          @keydown=${this.#onKeydown}
          @pointerdown=${this.#onPointerDown}
          @pointermove=${this.#onPointerMove}
          @pointerup=${this.#onPointerUp}
          @pointercancel=${this.#onPointerCancel}
        >
          ${rows}
        </div>
      </div>
    `;
  }

  protected renderStatus(): TemplateResult {
    const { green, yellow } = this.counts;
    const status = this.session.status;
    let turn: TemplateResult;
    if (status.over) turn = this.renderResult(status, this.describeResult(status));
    else if (this.#turns.thinking) turn = html`<span class="turn thinking">${this.msg('infThinking', { color: this.#colorName(status.toMove) })}</span>`;
    else {
      const color = this.#colorName(status.toMove);
      const key: MessageKey =
        this.#mode === 'two-player' || this.readonly ? 'infToMove' : this.#isComputer(status.toMove) ? 'infComputerTurn' : 'infYourTurn';
      turn = html`<span class="turn"><strong>${this.msg(key, { color })}</strong></span>`;
    }
    return html`<span class="count" part="count green"><span class="piece green"></span>${this.msg('infGreen')} <strong>${green}</strong></span>
      <span class="count" part="count yellow"><span class="piece yellow"></span>${this.msg('infYellow')} <strong>${yellow}</strong></span>
      ${turn}`;
  }
}

defineElement('infection-board', InfectionBoard);

declare global {
  interface HTMLElementTagNameMap {
    'infection-board': InfectionBoard;
  }
}

// Re-exported so `import type` from this module sees the whole event vocabulary.
export type { HistoryDetail, NewGameDetail } from '../../base/events.js';
export type { Difficulty as InfectionDifficulty } from '../../games/infection/ai.js';
