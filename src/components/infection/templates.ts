/**
 * `<infection-board>`'s board and status line as plain functions of a small
 * view object the element builds (no element state here).
 */
import { html, render, svg, type TemplateResult } from 'lit';
import { directive, type PartInfo } from 'lit/directive.js';
import { CellDirective, type CellLook } from '../../base/cell-directive.js';
import type { Msg } from '../../base/how-to-play.js';
import { GREEN, OBSTACLE, YELLOW, pieceOf, type InfectionMove, type InfectionState, type MoveKind } from '../../games/infection/rules.js';
import type { ViewRules } from './rules-adapter.js';
import type { InfectionCounts } from './details.js';
import { KIND_NAME, colorName } from './sentences.js';

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

/** The grid's listeners (the same functions every render, so Lit keeps them). */
export interface BoardListeners {
  readonly click: (event: MouseEvent) => void;
  readonly keydown: (event: KeyboardEvent) => void;
  readonly pointerdown: (event: PointerEvent) => void;
  readonly pointermove: (event: PointerEvent) => void;
  readonly pointerup: (event: PointerEvent) => void;
  readonly pointercancel: (event: PointerEvent) => void;
}

/** What the board shows. */
export interface BoardView {
  readonly msg: Msg;
  /** The rules in play: square names, destinations, the board's name. */
  readonly rules: ViewRules;
  /** Whether the board's edges show the files and ranks the square names use. */
  readonly coordinates: boolean;
  readonly state: InfectionState;
  /** The picked-up piece's square, or `null`. */
  readonly selected: number | null;
  /** Whether the picked-up piece is being dragged (it left the dead zone). */
  readonly dragging: boolean;
  /** The square under the dragged piece, or `null`. */
  readonly hover: number | null;
  /** The computer's move on its way, or `null`. */
  readonly flight: InfectionMove | null;
  /** Whether the person to move may move now (their pieces are marked movable). */
  readonly movable: boolean;
  readonly last: InfectionMove | undefined;
  /** The move Hint found for this position (orange and dashed, apart from the last move), or `null`. */
  readonly hint: InfectionMove | null;
  /** The squares the last move converted. */
  readonly converted: ReadonlySet<number>;
  /** The keyboard cursor's tabindex for a square. */
  readonly tabIndex: (row: number, col: number) => 0 | -1;
  readonly over: boolean;
  readonly thinking: boolean;
  readonly readonly: boolean;
  readonly on: BoardListeners;
}

/** What a square shows: its class and part strings, label, tab index, and what it holds (most squares hold nothing). */
interface SquareLook extends CellLook {
  /** The rank and file written on the board's edges ('' for none), the piece's colour and the flyer's (or `null`), an obstacle's cross, a destination's kind. */
  readonly rank: string;
  readonly file: string;
  readonly color: 'green' | 'yellow' | null;
  readonly flyer: 'green' | 'yellow' | null;
  readonly obstacle: boolean;
  readonly kind: MoveKind | undefined;
}

/** What every square is drawn with in the board's template (an empty square off the cursor): only what differs is written. */
const EMPTY_SQUARE = { cls: 'cell empty', part: 'cell empty', tab: '-1' } as const;

/** The key of what an empty square holds (nothing), as the template draws it. */
const HOLDS_NOTHING = '|||||';

/** What a square holds, in order. */
function inside({ rank, file, color, flyer, obstacle, kind }: SquareLook): TemplateResult[] {
  const out: TemplateResult[] = [];
  // The coordinates first: they stay all game, so what comes and goes after them never makes lit redraw them.
  if (rank) out.push(html`<span class="coord rank" part="coordinate" data-coord=${rank} aria-hidden="true"></span>`);
  if (file) out.push(html`<span class="coord file" part="coordinate" data-coord=${file} aria-hidden="true"></span>`);
  // The flyer right after the piece (before the marks): a mark that appears while it flies must not take its place (lit
  // would make a new one, unmoved). It is drawn above the marks whatever its place (z-index).
  if (color) out.push(html`<span class="piece ${color}" part="piece ${color}"></span>`);
  if (flyer) out.push(html`<span class="piece flyer ${flyer}" part="piece ${flyer} flyer"></span>`);
  if (obstacle) out.push(OBSTACLE_MARK);
  if (kind) out.push(html`<span class="mark" part="mark ${kind}">${MARKS[kind]}</span>`);
  return out;
}

/**
 * One square (bound to its element): writes only the attributes that changed
 * since it last drew (class, part, label, tab index), and draws what the
 * square holds only when that changed, into a part of its own made the first
 * time the square holds something (an empty square has none). One binding
 * per square instead of five attributes and a child part: a click touches the
 * squares that changed, not all of them.
 */
class SquareDirective extends CellDirective<SquareLook> {
  #holds = HOLDS_NOTHING;

  constructor(info: PartInfo) {
    super(info, EMPTY_SQUARE);
  }

  protected drawInside(square: Element, look: SquareLook): void {
    const holds = `${look.rank}|${look.file}|${look.color ?? ''}|${look.flyer ?? ''}|${look.obstacle ? 'x' : ''}|${look.kind ?? ''}`;
    if (holds !== this.#holds) {
      this.#holds = holds;
      render(inside(look), square as HTMLElement);
    }
  }
}
const drawSquare = directive(SquareDirective);

/**
 * The board's rows of squares, made once per board size: each square's role
 * and index are written into the template with the look of an empty square,
 * so a first render clones them and binds one directive per square. The
 * strings are this module's own numbers, never text from outside (as lit's
 * unsafeHTML makes a template from its text).
 */
const gridTemplates = new Map<number, TemplateStringsArray>();
function gridStrings(n: number): TemplateStringsArray {
  let strings = gridTemplates.get(n);
  if (!strings) {
    const parts: string[] = [];
    let open = '';
    for (let r = 0; r < n; r++) {
      open += '<div class="row" role="row">';
      for (let c = 0; c < n; c++) {
        parts.push(`${open}<div class="${EMPTY_SQUARE.cls}" part="${EMPTY_SQUARE.part}" role="gridcell" aria-label="" tabindex="${EMPTY_SQUARE.tab}" data-index="${r * n + c}" `);
        open = '></div>';
      }
      open += '</div>';
    }
    parts.push(open);
    strings = Object.assign(parts, { raw: [...parts] }) as unknown as TemplateStringsArray;
    gridTemplates.set(n, strings);
  }
  return strings;
}

/** The board: a grid of squares, the picked-up piece's destinations marked by kind. */
export function board(view: BoardView): TemplateResult {
  const { msg, state, on, last, converted, flight, hint } = view;
  const n = state.size;
  const marks = new Map<number, MoveKind>();
  if (view.selected !== null) for (const m of view.rules.movesFrom(state, view.selected)) marks.set(m.to, m.kind);
  // The words of the labels, looked up once a render rather than once a square.
  const said = {
    green: msg('infPiece', { color: colorName(msg, 0) }),
    yellow: msg('infPiece', { color: colorName(msg, 1) }),
    obstacle: msg('infObstacle'),
    empty: msg('infEmpty'),
  };
  const mover = pieceOf(state.toMove);
  // A copy leaves its piece where it was; a jump's square empties.
  const leaving = flight !== null && !view.rules.movesFrom(state, flight.from).some((m) => m.to === flight.to && m.kind === 'duplicate');
  const looks = [];
  for (let index = 0; index < n * n; index++) {
    const cell = state.cells[index];
    const row = Math.floor(index / n);
    const col = index % n;
    const kind = marks.get(index);
    const selected = view.selected === index;
    const isLast = !flight && last !== undefined && (last.from === index || last.to === index);
    const end = !isLast ? '' : last.to === index ? 'last-to' : 'last-from';
    const hinted = hint?.from === index ? 'hint-from' : hint?.to === index ? 'hint-to' : '';
    const turned = converted.has(index);
    const color = cell === GREEN ? 'green' : cell === YELLOW ? 'yellow' : null;
    const content = color ?? (cell === OBSTACLE ? 'obstacle' : 'empty');
    const square = view.rules.squareName(index, n);
    let label = `${square}, ${said[content]}`;
    if (selected) label += `, ${msg('infPickedUp')}`;
    if (isLast) label += `, ${msg(end === 'last-to' ? 'lastTo' : 'lastFrom')}`;
    if (turned) label += `, ${msg('infConvertedLast')}`;
    if (kind) label += `, ${msg('infTarget', { kind: msg(KIND_NAME[kind]) })}`;
    if (hinted) label += `, ${msg(hinted === 'hint-from' ? 'infHintFrom' : 'infHintTo')}`;
    let part = `cell ${content}`;
    if (selected) part += ' selected';
    if (kind) part += ` destination ${kind}`;
    if (isLast) part += ` last ${end}`;
    if (turned) part += ' converted';
    if (hinted) part += ' hint';
    let cls = `cell ${content}`;
    if (view.movable && cell === mover) cls += ' movable';
    if (selected) cls += view.dragging ? ' selected dragging' : ' selected';
    if (kind) cls += view.hover === index ? ` target ${kind} over` : ` target ${kind}`;
    if (isLast) cls += ` last ${end}`;
    if (turned) cls += ' converted';
    if (hinted) cls += ` ${hinted}`;
    if (leaving && flight.from === index) cls += ' leaving';
    // Files along the bottom edge, ranks along the left, drawn by CSS: the square names say them to a screen reader, and a
    // square's visible text stays a part of its name (a lone '7' in 'a7, Green piece' is not).
    looks.push(
      drawSquare({
        cls,
        part,
        label,
        tab: view.tabIndex(row, col),
        rank: view.coordinates && col === 0 ? square.replace(/^\D+/, '') : '',
        file: view.coordinates && row === n - 1 ? square.replace(/\d+$/, '') : '',
        color,
        // The flight starts from the mover's square: its piece is the flyer's colour.
        flyer: flight?.from === index ? color : null,
        obstacle: cell === OBSTACLE,
        kind,
      }),
    );
  }
  return html`
      <div class="board ${view.over ? 'over' : ''}" part="board">
        <div
          class="grid frame"
          role="grid"
          aria-label=${view.msg(view.rules.boardLabel)}
          aria-busy=${view.thinking ? 'true' : 'false'}
          aria-readonly=${view.readonly || view.over ? 'true' : 'false'}
          @click=${on.click}
          @keydown=${on.keydown}
          @pointerdown=${on.pointerdown}
          @pointermove=${on.pointermove}
          @pointerup=${on.pointerup}
          @pointercancel=${on.pointercancel}
        >
          ${html(gridStrings(n), ...looks)}
        </div>
      </div>
    `;
}

/** What the status line shows. */
export interface StatusView {
  readonly msg: Msg;
  readonly counts: InfectionCounts;
  /** The result, once the game is over. */
  readonly result: TemplateResult | null;
  /** Whose turn it is (or that the computer is thinking). */
  readonly turn: string;
  readonly thinking: boolean;
}

/** The status line: each colour's piece count, then the result or whose turn it is. */
export function status(view: StatusView): TemplateResult {
  const { msg, counts } = view;
  const { green, yellow } = counts;
  const turn =
    view.result ??
    (view.thinking ? html`<span class="turn thinking">${view.turn}</span>` : html`<span class="turn"><strong>${view.turn}</strong></span>`);
  return html`<span class="count" part="count green"><span class="piece green"></span>${msg('infGreen')} <strong>${green}</strong></span>
      <span class="count" part="count yellow"><span class="piece yellow"></span>${msg('infYellow')} <strong>${yellow}</strong></span>
      ${turn}`;
}
