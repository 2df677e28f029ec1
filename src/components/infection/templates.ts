/**
 * `<infection-board>`'s board and status line as plain functions of a small
 * view object the element builds (no element state here).
 */
import { html, svg, type TemplateResult } from 'lit';
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

function renderCell(view: BoardView, index: number, marks: ReadonlyMap<number, MoveKind>): TemplateResult {
  const { msg, state, last, converted, movable } = view;
  const n = state.size;
  const cell = state.cells[index];
  const square = view.rules.squareName(index, n);
  const kind = marks.get(index);
  const selected = view.selected === index;
  const flight = view.flight;
  const isLast = !flight && last !== undefined && (last.from === index || last.to === index);
  const end = !isLast ? '' : last!.to === index ? 'last-to' : 'last-from';
  const hinted = view.hint?.from === index ? 'hint-from' : view.hint?.to === index ? 'hint-to' : '';
  const turned = converted.has(index);
  const color = cell === GREEN ? 'green' : cell === YELLOW ? 'yellow' : null;
  const content = color ?? (cell === OBSTACLE ? 'obstacle' : 'empty');
  let label = `${square}, ${color ? msg('infPiece', { color: colorName(msg, color === 'green' ? 0 : 1) }) : msg(cell === OBSTACLE ? 'infObstacle' : 'infEmpty')}`;
  if (selected) label += `, ${msg('infPickedUp')}`;
  if (isLast) label += `, ${msg(end === 'last-to' ? 'lastTo' : 'lastFrom')}`;
  if (turned) label += `, ${msg('infConvertedLast')}`;
  if (kind) label += `, ${msg('infTarget', { kind: msg(KIND_NAME[kind]) })}`;
  if (hinted) label += `, ${msg(hinted === 'hint-from' ? 'infHintFrom' : 'infHintTo')}`;
  const parts = ['cell', content, selected ? 'selected' : '', kind ? `destination ${kind}` : '', isLast ? `last ${end}` : '', turned ? 'converted' : '', hinted ? 'hint' : ''];
  const classes = [
    'cell',
    content,
    movable && cell === pieceOf(state.toMove) ? 'movable' : '',
    selected ? 'selected' : '',
    selected && view.dragging ? 'dragging' : '',
    kind ? `target ${kind}` : '',
    kind && view.hover === index ? 'over' : '',
    isLast ? `last ${end}` : '',
    turned ? 'converted' : '',
    hinted,
    // A copy leaves its piece where it was; a jump's square empties.
    flight?.from === index && !view.rules.movesFrom(state, flight.from).some((m) => m.to === flight.to && m.kind === 'duplicate') ? 'leaving' : '',
  ];
  // The flight starts from the mover's square: its piece is the flyer's colour.
  const flyerColor = flight?.from === index ? color : null;
  // Files along the bottom edge, ranks along the left, drawn by CSS: the square names say them to a screen reader, and a
  // square's visible text stays a part of its name (a lone '7' in 'a7, Green piece' is not).
  const row = Math.floor(index / n);
  const file = view.coordinates && row === n - 1 ? square.replace(/\d+$/, '') : '';
  const rank = view.coordinates && index % n === 0 ? square.replace(/^\D+/, '') : '';
  // One child part holding only what the square shows (most squares show nothing): six parts per square, each with its
  // marker and the whitespace around it, were a third of the nodes a first render made.
  // The flyer right after the piece (before the marks): a mark that appears while it flies must not take its place (lit
  // would make a new one, unmoved). It is drawn above the marks whatever its place (z-index).
  const inside: TemplateResult[] = [];
  // The coordinates first: they stay all game, so what comes and goes after them never makes lit redraw them.
  if (rank) inside.push(html`<span class="coord rank" part="coordinate" data-coord=${rank} aria-hidden="true"></span>`);
  if (file) inside.push(html`<span class="coord file" part="coordinate" data-coord=${file} aria-hidden="true"></span>`);
  if (color) inside.push(html`<span class="piece ${color}" part="piece ${color}"></span>`);
  if (flyerColor) inside.push(html`<span class="piece flyer ${flyerColor}" part="piece ${flyerColor} flyer"></span>`);
  if (cell === OBSTACLE) inside.push(OBSTACLE_MARK);
  if (kind) inside.push(html`<span class="mark" part="mark ${kind}">${MARKS[kind]}</span>`);
  return html`<div
      class=${classes.filter(Boolean).join(' ')}
      part=${parts.filter(Boolean).join(' ')}
      role="gridcell"
      aria-label=${label}
      tabindex=${view.tabIndex(Math.floor(index / n), index % n)}
      data-index=${index}
    >${inside}</div>`;
}

/** The board: a grid of squares, the picked-up piece's destinations marked by kind. */
export function board(view: BoardView): TemplateResult {
  const { state, on } = view;
  const n = state.size;
  const marks = new Map<number, MoveKind>();
  if (view.selected !== null) for (const m of view.rules.movesFrom(state, view.selected)) marks.set(m.to, m.kind);
  const rows: TemplateResult[] = [];
  for (let r = 0; r < n; r++) {
    const cells: TemplateResult[] = [];
    for (let c = 0; c < n; c++) cells.push(renderCell(view, r * n + c, marks));
    rows.push(html`<div class="row" role="row">${cells}</div>`);
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
          ${rows}
        </div>
      </div>
    `;
}

/** The square index of the cell an event happened in. */
export function cellIndexOf(event: Event): number | null {
  const cell = (event.target as Element).closest?.<HTMLElement>('[data-index]');
  return cell ? Number(cell.dataset.index) : null;
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
