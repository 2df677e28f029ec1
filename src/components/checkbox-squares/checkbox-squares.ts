import { html, nothing, type TemplateResult } from 'lit';
import { BoardletElement, type HintWiring, type PlayedMove, type ToolAction } from '../../base/boardlet-element.js';
import { LazyModule } from '../../base/lazy-module.js';
import { afterLoads, DailyDateMixin, DailyResultsLoader } from '../../base/daily-date.js';
import { HintController } from '../../base/controllers/hint.js';
import type { HowToPlay, Msg } from '../../base/how-to-play.js';
import { textConverter } from '../../base/describe-value.js';
import { defineElement } from '../../base/define.js';
import type { GameOverDetailBase, MoveDetailBase } from '../../base/events.js';
import { GridCursor } from '../../base/grid-cursor.js';
import { toStates, type States } from '../../games/checkbox-squares/states.js';
import {
  checkboxSquares,
  clicksNeeded,
  formatPattern,
  hint,
  parsePattern,
  solveState,
  toVariant,
  unreachable,
  type CheckboxSquaresMove,
  type CheckboxSquaresOptions,
  type CheckboxSquaresOutcome,
  type CheckboxSquaresState,
  type PatternOption,
  type Square,
  type Variant,
} from '../../games/checkbox-squares/rules.js';
import { checkboxSquaresStyles } from './checkbox-squares.styles.js';
import { checkboxSquaresMessages, checkboxSquaresTranslations } from './messages.js';
import * as sentences from './sentences.js';
import { renderBoxFace } from './box-face.js';
import type { MathsPanel } from './maths-panel.js';
import { baseMessages, joinSentences } from '../../base/messages.js';
import { CheckboxSquaresDaily } from './daily.js';
import { dateOfDay } from '../../base/daily.js';

/**
 * Loads the solver of 3 and 4 states (algebra.ts), only with `states` 3 or 4, `daily` or such a game restored; a test may hold it.
 * @internal
 */
export const zkLoader = { load: () => import('../../games/checkbox-squares/algebra.js') };

/** One box in an event detail; rows and columns count from 0. */
export interface CheckboxSquaresBox {
  readonly row: number;
  readonly column: number;
  /** Not in state 0 (with 2 states: checked). */
  readonly checked: boolean;
  /** Only with `states` 3 or 4: the box's new state, 0 to states − 1. */
  readonly state?: number;
}

export interface CheckboxSquaresMoveDetail extends MoveDetailBase {
  readonly game: 'checkbox-squares';
  /** `target` (left square) or `board` (right square). */
  readonly square: Square;
  /** Row (0-2) and column (0-2) of the clicked box. */
  readonly row: number;
  readonly column: number;
  /** Every box the click toggled, with its new state. */
  readonly changed: readonly CheckboxSquaresBox[];
  /** Both patterns after the move: nine digits (0/1, or 0 to states − 1), row by row. */
  readonly target: string;
  readonly board: string;
  /** Moves made so far (both squares count). */
  readonly moves: number;
  /** Fewest right-square clicks that would still solve the puzzle; -1 when no clicks on it can (only with `states` 3 and variant 3). */
  readonly clicksNeeded: number;
}

export interface CheckboxSquaresGameOverDetail extends GameOverDetailBase {
  readonly game: 'checkbox-squares';
  readonly reason: 'solved';
  readonly moves: number;
  readonly variant: Variant;
  /** The solved pattern: nine digits (0/1, or 0 to states − 1), row by row. */
  readonly pattern: string;
}

declare module '../../base/events.js' {
  interface BoardletsMoveDetails {
    'checkbox-squares': CheckboxSquaresMoveDetail;
  }
  interface BoardletsGameOverDetails {
    'checkbox-squares': CheckboxSquaresGameOverDetail;
  }
}

const patternHelp = (k: States): string =>
  k === 2 ? 'nine 0/1 characters (row by row, like "101010101") or "random"' : `nine digits 0 to ${k - 1} (row by row, like "${'0123'.slice(0, k).repeat(3).slice(0, 9)}") or "random"`;

/** A move played, with its outcome worked out once by the session. */
type Played = PlayedMove<CheckboxSquaresState, CheckboxSquaresMove, CheckboxSquaresOutcome>;

/**
 * Checkbox Squares: make the right 3x3 square of check boxes match the left
 * one. A click on the left square toggles just that box (change the target
 * if you like); a click on the right square toggles a group of boxes that
 * depends on the `variant`. With `states="3"` or `"4"` a box cycles through
 * that many states and a click adds 1 (mod 3 or 4) to every box it affects
 * (Merlin's magic square). Hint and Show solution use the exact solver
 * (Gaussian elimination over Z/k, fewest clicks); `algebra` shows that
 * elimination step by step under the game, or beside it on a wide page ("Show the maths").
 *
 * @tagname checkbox-squares
 * @summary Match two 3x3 check patterns; the right square's clicks toggle several boxes.
 *
 * @fires {CustomEvent<CheckboxSquaresMoveDetail>} move - After every click on either square, by the user.
 * @fires {CustomEvent<CheckboxSquaresGameOverDetail>} game-over - When both squares show the same pattern.
 * @fires {CustomEvent<HistoryDetail>} undo - When the user undoes a move (button or Ctrl+Z).
 * @fires {CustomEvent<HistoryDetail>} redo - When the user redoes a move (button or Ctrl+Y).
 * @fires {CustomEvent<NewGameDetail>} new-game - When the user starts a new game.
 * @fires {CustomEvent<DailyResultDetail>} daily-result - When a `daily` puzzle is solved: its number, date, moves, the fewest possible, the share text, and (with `stats`) the streaks.
 *
 * @csspart base - The game's outer box.
 * @csspart board - The two squares.
 * @csspart square - Each square (also `target` or `puzzle`).
 * @csspart box - Each check box (also `checked` when checked, or not in state 0, `hint` when hinted, and `state-0` to `state-3` with 3 or 4 states).
 * @csspart maths - The "Show the maths" panel (with `algebra`).
 * @csspart maths-table - Its click matrix and need vector, a table.
 * @csspart maths-row - Each row of the matrix (also `changed` when the step shown changed it, `inconsistent` when it reads 0 = c with c ≠ 0 on the last step of a target out of reach).
 * @csspart status - The status line (moves, clicks to solve, result).
 * @csspart toolbar - The row of buttons.
 * @csspart button - Every button (also `undo`, `redo`, `new-game`, `hint`, `solve`, and `share` with the `share` attribute).
 * @csspart share-link - The text field with the link to the game, shown by Share where the clipboard is unavailable.
 * @csspart live - The visually hidden live region.
 * @csspart daily-dialog - The dialog of a daily puzzle's result card and statistics (see `daily` and `stats`).
 * @csspart daily-card - The result card: puzzle number, outcome, symbols, Share, the countdown to the next puzzle.
 * @csspart daily-stats - The statistics panel: played, solved, streaks, the distribution chart.
 */
export class CheckboxSquares extends DailyDateMixin(BoardletElement)<CheckboxSquaresState, CheckboxSquaresMove, CheckboxSquaresOptions, CheckboxSquaresOutcome> {
  static override properties = {
    variant: { reflect: true, converter: { ...textConverter, fromAttribute: (v: string | null) => toVariant(v) ?? v } },
    target: { reflect: true, converter: textConverter },
    start: { reflect: true, converter: textConverter },
    lockTarget: { type: Boolean, reflect: true, attribute: 'lock-target' },
    states: { reflect: true, converter: { ...textConverter, fromAttribute: (v: string | null) => toStates(v) ?? v } },
    algebra: { type: Boolean, reflect: true },
    daily: { type: Boolean, reflect: true },
  };

  static override styles = [...BoardletElement.styles, checkboxSquaresStyles];

  protected static override messages = { ...baseMessages, ...checkboxSquaresMessages };
  protected static override translations = [checkboxSquaresTranslations];

  protected static override gameProperties = ['seed', 'variant', 'target', 'start', 'lockTarget', 'states', 'daily', 'dailyDate'];

  /**
   * Which boxes a right-square click toggles. `1`: a corner its 2x2 block, a
   * side middle its side, the centre its cross. `2`: a corner itself and its
   * row and column neighbours, a side middle its side and the centre, the
   * centre its cross. `3`: as 2, but the centre only itself.
   */
  declare variant: Variant;

  /** The left square's starting pattern: nine digits, row by row (0/1; with `states`, 0 to states − 1), or `random` (seeded). */
  declare target: string;

  /**
   * The right square's starting pattern: nine digits, row by row (0/1; with
   * `states`, 0 to states − 1), or `random` (seeded: never equal to the
   * target, and always solvable).
   */
  declare start: string;

  /** Makes the left square read-only, so the target cannot be changed. */
  declare lockTarget: boolean;

  /**
   * How many states each box cycles through: `2` (checked or not, the
   * default), `3` or `4`. A click adds 1, modulo this number, to every box it
   * affects. With 3 states some variants cannot reach every pattern: random
   * games are always solvable, and a target given by the page that no clicks
   * can reach is said so (no hint is given then). Unset (`null`) means 2.
   */
  declare states: States | null;

  /**
   * Shows "The maths" under the game (beside it where the element is at
   * least 56rem wide: with `algebra` it grows to 76rem unless
   * `--boardlets-max-width` says otherwise): the variant's click matrix, what
   * must change, and Gaussian elimination (mod the number of states) one row
   * operation at a time, ending with the clicks, marked on the puzzle. More's
   * "Show the maths" button turns it on and off too.
   */
  declare algebra: boolean;

  /**
   * Today's puzzle (by the UTC date), the same for every reader, numbered
   * from 2026-01-01 (#1): variant, states and patterns drawn from the day,
   * the target locked. Wins over `variant`, `target`, `start`, `lock-target`
   * and `states`. A
   * puzzle in progress stays past midnight; New game gives the puzzle of the
   * day. Solved, it shows a result card to share and fires `daily-result`.
   */
  declare daily: boolean;

  protected readonly definition = checkboxSquares;
  /** The message lookup, for the sentence builders. */
  readonly #say: Msg = (key, params) => this.msg(key, params);

  /** The hinted box of the right square, for the position it was given for. */
  readonly #hints = new HintController<CheckboxSquaresState, number>(this, () => this.session.state);
  #showSolution = false;
  readonly #cursors: Record<Square, GridCursor>;
  /** The maths panel, once loaded; the presses it marks on the puzzle. */
  #maths: MathsPanel | null = null;
  #mathsLoad: Promise<void> | null = null;
  #mathsMarks: readonly number[] | null = null;
  /** The daily puzzle's day. */
  readonly #daily = new CheckboxSquaresDaily(this);
  /** Its result card, statistics and `daily-result` event, loaded with `daily` or `stats` (an update, and `updateComplete`, wait for them). */
  readonly #results = new DailyResultsLoader(this, async () => {
    const { checkboxSquaresDailyResults, checkboxSquaresDailyTable } = await import('./daily-results.js');
    return { english: checkboxSquaresDailyTable, results: checkboxSquaresDailyResults(this, () => this.session, this.#say, () => this.#daily.day) };
  });
  /** The Z/k solver of 3 and 4 states (algebra.ts), loaded when `states`, `daily` or a game in progress asks for it. */
  readonly #zk = new LazyModule(
    () => zkLoader.load(),
    (error) => console.warn(`<checkbox-squares>: the solver of 3 and 4 states did not load (${String((error as Error)?.message).slice(0, 200)}): it is worked out the slow way.`),
  );
  protected override scheduleUpdate(): void | Promise<unknown> {
    return afterLoads([this.#results.loading(), this.#zk.loading((toStates(this.states) ?? 2) > 2 || this.daily)], () => super.scheduleUpdate());
  }

  constructor() {
    super();
    this.variant = 1;
    this.target = 'random';
    this.start = 'random';
    this.lockTarget = false;
    this.states = null;
    this.algebra = false;
    this.daily = false;
    const cursor = (square: Square): GridCursor =>
      new GridCursor(this, {
        rows: 3,
        cols: 3,
        cell: (r, c) => this.renderRoot.querySelector<HTMLElement>(`[data-square="${square}"][data-box="${r * 3 + c}"]`),
      });
    this.#cursors = { target: cursor('target'), board: cursor('board') };
  }

  /** The left square's current pattern: nine digits (0/1, or 0 to states − 1), row by row. */
  get targetPattern(): string {
    return formatPattern(this.session.state.target, this.session.state.states);
  }

  /** The right square's current pattern: nine digits (0/1, or 0 to states − 1), row by row. */
  get boardPattern(): string {
    return formatPattern(this.session.state.board, this.session.state.states);
  }

  /** Fewest right-square clicks that solve the puzzle from here; -1 when no clicks on it can. */
  get clicksNeeded(): number {
    return clicksNeeded(this.session.state);
  }

  /** The right-square boxes (0-8, row by row) to click to solve the puzzle with the fewest clicks (see `presses` for how often). */
  get solution(): number[] {
    return this.presses.flatMap((p, box) => (p ? [box] : []));
  }

  /** How often to click each right-square box (0-8, row by row) for the fewest clicks; all 0 when solved or unreachable. */
  get presses(): number[] {
    return solveState(this.session.state) ?? Array<number>(9).fill(0);
  }

  /** Highlights the next box to click on the right square and announces it. */
  showHint(): void {
    if (unreachable(this.session.state)) {
      this.refuse(this.#unreachableSentence());
      return;
    }
    const box = hint(this.session.state);
    this.#hints.set(box);
    if (box === null) this.announce(this.msg('csSolutionNone'));
    else {
      this.#cursors.board.moveToIndex(box);
      this.announce(this.msg('csHintIs', { row: Math.floor(box / 3) + 1, column: (box % 3) + 1 }));
    }
    this.requestUpdate();
  }

  /** Shows or hides every box of the solution on the right square. */
  toggleSolution(show = !this.#showSolution): void {
    this.#showSolution = show;
    if (show) {
      // Boxes named as everywhere else in the game ("row 1, column 3").
      this.announce(sentences.describeSolution(this.#say, this.presses, unreachable(this.session.state)));
    }
    this.requestUpdate();
  }

  /** Starts a new game with the current attributes; a daily one is the puzzle of the day. Fires no event. */
  override newGame(seed?: string): void {
    this.#daily.forget();
    super.newGame(seed);
  }

  protected override afterGameChange(reason?: string): void {
    this.#hints.drop();
    if (reason === 'start') this.#daily.started(this.daily);
    // A restored or imported game of 3 or 4 states: its board is drawn once the solver is here.
    const zk = this.#zk.loading(this.session.state.states > 2);
    if (zk) this.loading(zk);
  }

  protected resolveOptions(previous: CheckboxSquaresOptions | undefined): CheckboxSquaresOptions {
    if (this.daily) return this.#daily.options();
    const rawStates: unknown = this.states;
    const states: States = toStates(rawStates) ?? (rawStates == null || rawStates === '' ? 2 : previous?.states ?? 2);
    if (rawStates != null && rawStates !== '' && toStates(rawStates) === undefined) {
      this.warnAttribute('states', rawStates, '2, 3 or 4', String(states));
    }
    const raw: unknown = this.variant;
    const variant: Variant = toVariant(raw) ?? (raw == null || raw === '' ? 1 : previous?.variant ?? 1);
    if (raw != null && raw !== '' && toVariant(raw) === undefined) {
      this.warnAttribute('variant', raw, '1, 2 or 3', String(variant));
    }
    const pattern = (name: 'target' | 'start', value: unknown, fallback: PatternOption | undefined): PatternOption => {
      const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
      if (text === 'random' || text == null || text === '') return 'random';
      const parsed = typeof text === 'string' ? parsePattern(text, states) : null;
      if (parsed !== null) return parsed;
      const use = (previous?.states ?? 2) === states ? (fallback ?? 'random') : 'random';
      this.warnAttribute(name, value, patternHelp(states), typeof use === 'number' ? `"${formatPattern(use, states)}"` : '"random"');
      return use;
    };
    const target = pattern('target', this.target, previous?.target);
    let start = pattern('start', this.start, previous?.start);
    if (typeof start === 'number' && start === target) {
      this.warnAttribute('start', this.start, 'a pattern other than the target (the game would start solved)', '"random"');
      start = 'random';
    }
    return states === 2 ? { variant, target, start, lockTarget: !!this.lockTarget } : { variant, target, start, lockTarget: !!this.lockTarget, states };
  }

  protected adoptOptions(state: CheckboxSquaresState): void {
    this.variant = state.variant;
    this.lockTarget = state.lockTarget;
    // Unset stays unset for 2 states, so game IDs of 2-state games read as before.
    if (this.states != null || state.states !== 2) this.states = state.states;
    this.daily = this.#daily.adopt(state);
  }

  protected override describeRefusal(move: CheckboxSquaresMove): string {
    const refusal = checkboxSquares.refusal(this.session.state, move);
    return refusal ? sentences.describeRefusal(this.#say, refusal) : super.describeRefusal(move);
  }

  /** Hint (the primary action) and `h`, wired by the base: `h` also puts the focus on the hinted box. */
  protected override readonly hinting: HintWiring = {
    hints: this.#hints,
    show: () => this.showHint(),
    focus: () => this.#cursors.board.focus(),
    chatty: false,
  };

  #click(square: Square, box: number): void {
    this.#cursors[square].moveToIndex(box);
    if (this.playMove({ square, box }, 'user')) this.#hints.drop();
  }

  /** The box an event happened in (one listener per square, not two per box: fewer to add on every first render). */
  #boxOf(event: Event): { square: Square; box: number } | null {
    const box = (event.target as Element).closest?.<HTMLElement>('[data-box]');
    if (!box || !event.currentTarget || !(event.currentTarget as Element).contains(box)) return null;
    return { square: box.dataset.square as Square, box: Number(box.dataset.box) };
  }

  readonly #onGridClick = (event: MouseEvent): void => {
    const at = this.#boxOf(event);
    if (at) this.#click(at.square, at.box);
  };

  readonly #onGridKeydown = (event: KeyboardEvent): void => {
    const at = this.#boxOf(event);
    if (at) this.#onBoxKeydown(event, at.square, at.box);
  };

  #onBoxKeydown(event: KeyboardEvent, square: Square, box: number): void {
    if (this.#cursors[square].handleKey(event)) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (!event.repeat) this.#click(square, box);
    }
  }

  protected moveDetail({ outcome: o }: Played): Omit<CheckboxSquaresMoveDetail, keyof MoveDetailBase> & { game: 'checkbox-squares' } {
    return {
      game: 'checkbox-squares',
      square: o.square,
      row: Math.floor(o.box / 3),
      column: o.box % 3,
      changed: o.toggled.map((b, i) => ({ row: Math.floor(b / 3), column: b % 3, checked: o.checked.includes(b), ...(o.states ? { state: o.states[i]! } : {}) })),
      target: o.target,
      board: o.board,
      moves: this.session.ply,
      clicksNeeded: o.clicksNeeded,
    };
  }

  protected gameOverDetail(state: CheckboxSquaresState, base: GameOverDetailBase): object {
    return { reason: 'solved', moves: base.ply, variant: state.variant, pattern: formatPattern(state.board, state.states) };
  }

  /** After Undo or Redo: how many clicks solve it from here, as a click says. */
  protected override describePosition(): string {
    const needed = this.clicksNeeded;
    return needed < 0 ? this.msg('csUnreachable') : this.msg('csNeededSentence', { needed });
  }

  protected override moveName(entry: { readonly outcome: CheckboxSquaresOutcome }): string {
    return sentences.moveName(entry.outcome);
  }

  protected describeMove(played: Played): string {
    return sentences.describeMove(this.#say, played.outcome);
  }

  protected describeResult(): string {
    return sentences.describeResult(this.#say, this.session.ply);
  }

  protected override moreActions(): ToolAction[] {
    return [
      { part: 'maths', label: this.msg('csMathsShow'), pressed: this.algebra, run: () => (this.algebra = !this.algebra) },
      {
        part: 'solve',
        label: this.msg('solve'),
        pressed: this.#showSolution,
        disabled: this.isOver,
        confirm: this.msg('csSolveConfirm'),
        run: () => this.isOver || this.toggleSolution(),
      },
      ...this.#results.actions(),
    ];
  }

  #renderSquare(square: Square, state: CheckboxSquaresState, marks: { hint: number | null; presses: readonly number[] | null; last: CheckboxSquaresMove | null }): TemplateResult {
    const pattern = square === 'target' ? state.target : state.board;
    const k = state.states;
    const locked = this.readonly || (square === 'target' && state.lockTarget);
    const title = this.msg(square === 'target' ? 'csTarget' : 'csBoard');
    const cursor = this.#cursors[square];
    const boxes = [];
    for (let box = 0; box < 9; box++) {
      const r = Math.floor(box / 3);
      const c = box % 3;
      const value = Math.floor(pattern / k ** box) % k;
      const isHint = square === 'board' && marks.hint === box;
      const times = square === 'board' ? (marks.presses?.[box] ?? 0) : 0;
      const last = marks.last?.square === square && marks.last.box === box;
      const extra = (last ? `, ${this.msg('lastClick')}` : '') + (isHint ? `, ${this.msg('csHinted')}` : times ? `, ${this.msg(times > 1 ? 'csInSolutionTimes' : 'csInSolution', { count: times })}` : '');
      const label = `${title}: ${this.msg('csBox', { row: r + 1, column: c + 1 })}`;
      const cls = `box ${isHint ? 'hint mark' : ''} ${times ? 'mark' : ''} ${last ? 'last' : ''}`;
      const part = `box${value ? ' checked' : ''}${k > 2 ? ` state-${value}` : ''}${isHint ? ' hint' : ''}${last ? ' last-move' : ''}`;
      const timesMark = times > 1 ? html`<span class="times" aria-hidden="true">×${times}</span>` : nothing;
      // Two states: a check box, its check mark written into its template (no template of its own to clone per box).
      if (k === 2) {
        boxes.push(html`<div
        class=${cls}
        part=${part}
        role="checkbox"
        aria-checked=${String(value === 1)}
        aria-readonly=${String(locked || this.isOver)}
        aria-label="${label}${extra}"
        tabindex=${cursor.tabIndex(r, c)}
        data-square=${square}
        data-box=${box}
        data-states="2"
        data-value=${value}
      ><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4.5 12.5l5 5 10-11" fill="none" stroke="currentColor" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>${timesMark}</div>`);
        continue;
      }
      // Three or four: a button that says its state (0 to k − 1), drawn as a fill and as dots.
      boxes.push(html`<div
        class=${cls}
        part=${part}
        role="button"
        aria-disabled=${locked || this.isOver ? 'true' : nothing}
        aria-label="${label}, ${this.msg('csValue', { value, max: k - 1 })}${extra}"
        tabindex=${cursor.tabIndex(r, c)}
        data-square=${square}
        data-box=${box}
        data-states=${k}
        data-value=${value}
      >${renderBoxFace(value)}${timesMark}</div>`);
    }
    return html`<div class="square ${locked ? 'locked' : ''}" part="square ${square === 'target' ? 'target' : 'puzzle'}">
      <div class="label" id="label-${square}">
        ${title}${square === 'target' && state.lockTarget ? html` <span class="tag">${this.msg('csLocked')}</span>` : nothing}
      </div>
      <div class="grid frame" role="group" aria-labelledby="label-${square}" @click=${this.#onGridClick} @keydown=${this.#onGridKeydown}>${boxes}</div>
    </div>`;
  }

  protected async loadHowToPlay(): Promise<(msg: Msg) => HowToPlay> {
    const { checkboxSquaresHowToPlay, checkboxSquaresHowToPlayTranslations } = await import('./how-to-play.js');
    await this.useStrings(checkboxSquaresHowToPlayTranslations);
    return (msg) => checkboxSquaresHowToPlay(msg, this.session.state.variant);
  }

  /** "No clicks on the puzzle can reach this target: … Clicks never change the total of boxes …": why, from the engine's checks. */
  #unreachableSentence(): string {
    const { variant, states } = this.session.state;
    const checks = this.#zk.value?.reachabilityChecks;
    const why = checks ? sentences.unreachableWhy(this.#say, checks(variant, states), states) : '';
    return why ? joinSentences(this.msg('csUnreachable'), why) : this.msg('csUnreachable');
  }

  protected override idleFeedback(): string {
    // A target set by the page that no clicks can reach is said at once, not only when Hint is pressed.
    if (!this.isOver && unreachable(this.session.state)) return this.#unreachableSentence();
    const replay = this.#results.replayNote();
    if (replay) return replay;
    return joinSentences(this.msg('csGoal'), this.msg(`csVariantHelp${this.session.state.variant}`));
  }

  protected renderBoard(): TemplateResult {
    const state = this.session.state;
    const over = this.isOver;
    const marks = {
      hint: over ? null : this.#hints.current,
      presses: over ? null : this.#showSolution ? this.presses : this.algebra ? this.#mathsMarks : null,
      last: this.session.history.at(-1)?.move ?? null,
    };
    return html`
      <div class="squares ${over ? 'won' : ''}" part="board">
        ${this.#renderSquare('target', state, marks)} ${this.#renderSquare('board', state, marks)}
      </div>
    `;
  }

  protected renderStatus(): TemplateResult {
    const day = this.#daily.day;
    // A daily puzzle counts its clicks taken back too, as its result does.
    const moves = this.session.ply + (day === null ? 0 : this.session.undos);
    const status = this.session.status;
    const note = day === null || !this.#results.ready ? nothing : html`<span>${this.msg('csDaily', { date: dateOfDay(day) })}</span>`;
    if (status.over) return html`${this.renderResult(status, this.msg('csSolved', { count: moves }))}${note}${this.#results.render()}`;
    const needed = this.clicksNeeded;
    return html`<span>${this.msg('csMoves', { count: moves })}</span>
      <span>${needed < 0 ? this.msg('csUnreachableShort') : this.msg('csNeeded', { count: needed })}</span>${note}${this.#results.render()}`;
  }

  /** The maths panel under the game, with `algebra` (loaded on first use). */
  protected override renderExtra(): TemplateResult | typeof nothing {
    if (!this.algebra) return nothing;
    if (!this.#maths) {
      this.loading(this.#loadMaths());
      return nothing;
    }
    return this.#maths.render();
  }

  #loadMaths(): Promise<void> {
    this.#mathsLoad ??= this.#importMaths();
    return this.#mathsLoad;
  }

  async #importMaths(): Promise<void> {
    try {
      const { MathsPanel, adoptMathsStyles, mathsTranslations } = await import('./maths-panel.js');
      await this.useStrings(mathsTranslations);
      adoptMathsStyles(this.renderRoot);
      this.#maths = new MathsPanel(this, {
        state: () => this.session.state,
        msg: this.#say,
        announce: (sentence) => this.announce(sentence),
        mark: (presses) => {
          this.#mathsMarks = presses;
        },
        reducedMotion: () => this.settings.motion === 'reduce' || (this.settings.motion === 'auto' && matchMedia('(prefers-reduced-motion: reduce)').matches),
      });
    } catch (error) {
      console.warn(`<checkbox-squares>: the maths panel did not load (${String((error as Error)?.message).slice(0, 200)}).`);
      this.#mathsLoad = null;
    }
    this.requestUpdate();
  }


}

defineElement('checkbox-squares', CheckboxSquares);

declare global {
  interface HTMLElementTagNameMap {
    'checkbox-squares': CheckboxSquares;
  }
}

// Re-exported so `import type` from this module sees the whole event vocabulary.
export type { HistoryDetail, NewGameDetail } from '../../base/events.js';
export type { DailyResultDetail } from '../../base/controllers/daily.js';
