/**
 * `<stained-glass-board>`'s templates: the board with its squares, tiles,
 * glyphs and marks, the note while a `solvable` board is looked for, and the
 * status line. Plain functions of a view the element builds for each render.
 */
import { html, nothing, render, svg, type TemplateResult } from 'lit';
import { directive, type PartInfo } from 'lit/directive.js';
import { CellDirective, type CellLook } from '../../base/cell-directive.js';
import type { Msg } from '../../base/how-to-play.js';
import type { GameStatus } from '../../engine/game.js';
import { BLACK, COLOUR_NAMES, landResult, movesFrom, type StainedGlassMove, type StainedGlassState } from '../../games/stained-glass/rules.js';
import * as sentences from './sentences.js';
import { GLYPH_ORDER, squareName } from './sentences.js';

/**
 * A trigram: one bar slot per primary (red on top, yellow in the middle,
 * blue at the bottom), solid where the tile has that colour, broken where it
 * has not. Black (an empty square) has none.
 */
const GLYPHS: readonly (TemplateResult | typeof nothing)[] = Array.from({ length: 8 }, (_, colour) => {
  if (colour === BLACK) return nothing;
  const bars = GLYPH_ORDER.map((bit, slot) => {
    const y = 3.25 + slot * 5.25;
    return colour & bit
      ? `<rect class="on" x="2.5" y="${y}" width="15" height="3.5" rx="0.8"/>`
      : `<rect class="off" x="2.5" y="${y}" width="5.8" height="3.5" rx="0.8"/><rect class="off" x="11.7" y="${y}" width="5.8" height="3.5" rx="0.8"/>`;
  });
  // A template with no parts, made once per colour from these constants (as lit's unsafeHTML makes one from its text):
  // every tile and preview clones it whole, where a template with a part per bar made 7 markers and 3 parts per tile.
  const markup = `<svg class="glyph" part="glyph" viewBox="0 0 20 20" aria-hidden="true" focusable="false">${bars.join('')}</svg>`;
  const strings = Object.assign([markup], { raw: [markup] }) as unknown as TemplateStringsArray;
  return html(strings);
});
const icon = (path: TemplateResult): TemplateResult =>
  html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${path}</svg>`;
/** A ring for a destination, a diamond for the hint's landing square: the shape tells them apart, not only the colour. */
const DESTINATION_MARK = icon(svg`<circle cx="12" cy="12" r="7"/>`);
const HINT_MARK = icon(svg`<path d="M12 4l8 8-8 8-8-8z"/>`);

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

/** The board as the element shows it now. */
export interface BoardView {
  readonly state: StainedGlassState;
  readonly say: Msg;
  /** The selected tile, if any. */
  readonly selected: number | null;
  readonly hint: StainedGlassMove | null;
  /** The last move played, marked until the next (apart from the hint). */
  readonly last: StainedGlassMove | null;
  /** The moving tile on its way: its square and colour. */
  readonly flight: { readonly from: number; readonly colour: number } | null;
  /** Whether the selected tile is being dragged, and the square under it. */
  readonly dragging: boolean;
  readonly hover: number | null;
  /** The roving tab index of a square. */
  readonly tabIndex: (row: number, col: number) => 0 | -1;
  readonly glyphs: boolean;
  /** Whether the board's edges show the column letters and row numbers the square names use. */
  readonly coordinates: boolean;
  readonly finding: boolean;
  /** Whether a `solvable` board or a hint is being worked out. */
  readonly busy: boolean;
  /** Whether the board is read-only (the `readonly` attribute). */
  readonly readonly: boolean;
  readonly status: GameStatus;
  readonly onClick: (event: MouseEvent) => void;
  readonly onKeydown: (event: KeyboardEvent) => void;
  readonly onPointerDown: (event: PointerEvent) => void;
  readonly onPointerMove: (event: PointerEvent) => void;
  readonly onPointerUp: (event: PointerEvent) => void;
  readonly onPointerCancel: (event: PointerEvent) => void;
  /** The Stop button of a search. */
  readonly onStop: () => void;
}

/** What a square shows: its class and part strings, label, tab index, its tile's colour, and what it holds besides (most hold nothing). */
interface SquareLook extends CellLook {
  readonly colour: number;
  /** The rank and file written on the board's edges ('' for none). */
  readonly rank: string;
  readonly file: string;
  /** The colour of the tile flying from this square, or -1. */
  readonly flyer: number;
  /** The colour a destination becomes, or -1. */
  readonly landing: number;
  readonly hintTile: boolean;
  readonly hintLanding: boolean;
}

/** What every square is drawn with in the board's template (a black tile off the cursor): only what differs is written. */
const EMPTY_SQUARE = { cls: 'cell', part: 'cell black', tab: '-1', colour: BLACK } as const;
/** The key of what a square holds besides its tile when it holds nothing, as the template draws it. */
const HOLDS_NOTHING = '||-1|-1||';

/** What a square holds besides its tile, in order. */
function inside({ rank, file, flyer, landing, hintTile, hintLanding }: SquareLook): TemplateResult[] {
  const out: TemplateResult[] = [];
  // The coordinates first: they stay all game, so what comes and goes after them never makes lit redraw them.
  if (rank) out.push(html`<span class="coord rank" part="coordinate" data-coord=${rank} aria-hidden="true"></span>`);
  if (file) out.push(html`<span class="coord file" part="coordinate" data-coord=${file} aria-hidden="true"></span>`);
  // The flyer before the marks: a mark that appears while it flies must not take its place (lit would make a new one).
  // It is drawn above the rest whatever its place (z-index).
  if (flyer >= 0) out.push(html`<span class="tile flyer c${flyer}" part="flyer">${GLYPHS[flyer]}</span>`);
  // The colour a destination becomes, with its glyph: not by colour alone.
  if (landing >= 0) out.push(html`<span class="mark" part="mark">${DESTINATION_MARK}<span class="preview c${landing}">${GLYPHS[landing]}</span></span>`);
  if (hintLanding) out.push(html`<span class="mark hint" part="mark hint">${HINT_MARK}</span>`);
  if (hintTile) out.push(html`<span class="mark hint from" part="mark hint">${HINT_MARK}</span>`);
  return out;
}

/** Each colour's glyph as an element, made once from its template and cloned for every tile (no parts, no markers). */
const glyphElements: (Element | null)[] = [];
function glyphOf(doc: Document, colour: number): Node | null {
  if (colour === BLACK) return null;
  let glyph = glyphElements[colour];
  if (!glyph) {
    const made = doc.createDocumentFragment();
    render(GLYPHS[colour], made);
    glyph = glyphElements[colour] = made.querySelector('svg');
  }
  return glyph?.cloneNode(true) ?? null;
}

/**
 * One square (bound to its element): writes only the attributes that changed
 * since it last drew (class, part, label, tab index); its tile (the
 * template's own element, the same from render to render: its fades run on
 * it) changes colour and glyph only when its colour does; and what the square
 * holds besides is drawn only when that changed, into a part of its own made
 * the first time the square holds something. A click touches the squares
 * that changed, not all of them.
 */
class SquareDirective extends CellDirective<SquareLook> {
  #colour: number = EMPTY_SQUARE.colour;
  #holds = HOLDS_NOTHING;

  constructor(info: PartInfo) {
    super(info, EMPTY_SQUARE);
  }

  protected drawInside(square: Element, look: SquareLook): void {
    if (look.colour !== this.#colour) {
      const tile = square.firstElementChild!;
      const colour = (this.#colour = look.colour);
      tile.setAttribute('class', `tile c${colour}`);
      tile.setAttribute('part', `tile ${COLOUR_NAMES[colour]!}`);
      const glyph = glyphOf(square.ownerDocument, colour);
      if (glyph) tile.replaceChildren(glyph);
      else tile.replaceChildren();
    }
    const holds = `${look.rank}|${look.file}|${look.flyer}|${look.landing}|${look.hintTile ? 'f' : ''}|${look.hintLanding ? 't' : ''}`;
    if (holds !== this.#holds) {
      this.#holds = holds;
      render(inside(look), square as HTMLElement);
    }
  }
}
const drawSquare = directive(SquareDirective);

/**
 * The board's rows of squares, made once per board shape: each square's role,
 * index and tile are written into the template with the look of a black
 * square, so a first render clones them and binds one directive per square.
 * The strings are this module's own numbers, never text from outside (as
 * lit's unsafeHTML makes a template from its text).
 */
const gridTemplates = new Map<string, TemplateStringsArray>();
function gridStrings(rows: number, cols: number): TemplateStringsArray {
  let strings = gridTemplates.get(`${rows}x${cols}`);
  if (!strings) {
    const parts: string[] = [];
    let open = '';
    for (let r = 0; r < rows; r++) {
      open += '<div class="row" role="row">';
      for (let c = 0; c < cols; c++) {
        parts.push(`${open}<div class="${EMPTY_SQUARE.cls}" part="${EMPTY_SQUARE.part}" role="gridcell" aria-label="" tabindex="${EMPTY_SQUARE.tab}" data-index="${r * cols + c}" `);
        open = `><span class="tile c${EMPTY_SQUARE.colour}" part="tile ${COLOUR_NAMES[EMPTY_SQUARE.colour]}"></span></div>`;
      }
      open += '</div>';
    }
    parts.push(open);
    strings = Object.assign(parts, { raw: [...parts] }) as unknown as TemplateStringsArray;
    gridTemplates.set(`${rows}x${cols}`, strings);
  }
  return strings;
}

/** One square's look. */
function squareLook(board: BoardView, index: number, view: CellView, said: (colour: number) => string): SquareLook {
  const { state, say } = board;
  const { cols } = state;
  const colour = state.cells[index]!;
  const name = COLOUR_NAMES[colour]!;
  const square = squareName(index, state);
  const selected = view.selected === index;
  const landing = view.destinations.get(index);
  const hint = view.hint;
  const hintTile = hint?.from === index;
  const hintLanding = hint?.to === index;
  const movable = colour !== BLACK && view.movable.has(index);
  const live = view.live && colour !== BLACK;
  let label = `${square}, ${said(colour)}`;
  if (colour !== BLACK) label += `, ${say(movable ? 'sgCanMove' : 'sgCannotMove')}`;
  if (selected) label += `, ${say('sgSelectedTile')}`;
  if (landing !== undefined) label += `, ${say('sgLandsHere', { color: sentences.colourName(say, landing) })}`;
  if (hintTile) label += `, ${say('sgHintTile')}`;
  if (hintLanding) label += `, ${say('sgHintLanding')}`;
  // The last move: where it left from (now empty) and where it landed. Named at once (what a
  // square is called must not depend on the animation's timing); drawn once its tile has landed.
  const last = board.last;
  const named = last?.to === index ? 'last-to' : last?.from === index ? 'last-from' : '';
  if (named) label += `, ${say(named === 'last-to' ? 'lastTo' : 'lastFrom')}`;
  const end = board.flight ? '' : named;
  const mobility = live ? (movable ? 'movable' : 'stuck') : '';
  let part = `cell ${name}`;
  let cls = 'cell';
  if (mobility) {
    part += ` ${mobility}`;
    cls += ` ${mobility}`;
  }
  if (selected) {
    part += ' selected';
    cls += board.dragging ? ' selected dragging' : ' selected';
  }
  if (landing !== undefined) {
    part += ' destination';
    cls += board.hover === index ? ' target over' : ' target';
  }
  if (hintTile || hintLanding) part += ' hint';
  if (hintTile) cls += ' hint-tile';
  if (hintLanding) cls += ' hint-landing';
  if (end) {
    part += ` last ${end}`;
    cls += ` last ${end}`;
  }
  const flight = board.flight?.from === index ? board.flight : null;
  // Column letters along the bottom edge, row numbers along the left, drawn by CSS (attr()): the square's name says them.
  const row = Math.floor(index / cols);
  return {
    cls,
    part,
    label,
    tab: board.tabIndex(row, index % cols),
    colour,
    rank: board.coordinates && index % cols === 0 ? square.replace(/^\D+/, '') : '',
    file: board.coordinates && row === state.rows - 1 ? square.replace(/\d+$/, '') : '',
    flyer: flight ? flight.colour : -1,
    landing: landing ?? -1,
    hintTile,
    hintLanding,
  };
}

/** The legend, the board and, while a `solvable` board is looked for, its note and Stop button. */
export function boardTemplate(board: BoardView): TemplateResult {
  const { state, say, selected, finding } = board;
  const { rows, cols } = state;
  const live = !board.readonly && !finding && !board.status.over;
  const destinations = new Map<number, number>();
  if (selected !== null) {
    const mover = state.cells[selected]!;
    for (const m of movesFrom(state, selected)) destinations.set(m.to, landResult(mover, state.cells[m.to]!)!);
  }
  const movable = new Set<number>();
  for (let i = 0; i < state.cells.length; i++) if (state.cells[i] !== BLACK && movesFrom(state, i).length) movable.add(i);
  const hint = board.hint ? { ...board.hint } : null;
  // (Not shorthand properties: the manifest analyzer would list them as module variables.)
  const view: CellView = { selected: selected, destinations: destinations, movable: movable, hint: hint, live: live };
  // A colour's words, looked up once a render rather than once a square.
  const words = new Map<number, string>();
  const said = (colour: number): string => {
    let text = words.get(colour);
    if (text === undefined) words.set(colour, (text = sentences.colourWithParts(say, colour)));
    return text;
  };
  const looks = [];
  for (let index = 0; index < rows * cols; index++) looks.push(drawSquare(squareLook(board, index, view, said)));
  const grid = html(gridStrings(rows, cols), ...looks);
  const { glyphs } = board;
  const over = board.status.over ? board.status : null;
  return html`
      <p class="legend ${glyphs ? 'glyphs' : ''}" part="legend">${say('sgGlyphHelp')}</p>
      <div class="board ${over ? `over ${over.reason === 'one-tile' ? 'won' : 'stuck'}` : ''} ${finding ? 'finding' : ''}" part="board">
        <div
          class="grid frame ${glyphs ? 'glyphs' : ''}"
          role="grid"
          aria-label=${say('sgBoard')}
          aria-busy=${board.busy ? 'true' : 'false'}
          aria-readonly=${board.readonly || over ? 'true' : 'false'}
          ?inert=${finding}
          @click=${board.onClick}
          @keydown=${board.onKeydown}
          @pointerdown=${board.onPointerDown}
          @pointermove=${board.onPointerMove}
          @pointerup=${board.onPointerUp}
          @pointercancel=${board.onPointerCancel}
        >
          ${grid}
        </div>
        ${finding
          ? html`<div class="finding-note">
              <p aria-hidden="true">${say('sgFindingNote')}</p>
              <button part="button stop" aria-keyshortcuts="Escape" @click=${board.onStop}>${say('sgStop')}</button>
            </div>`
          : nothing}
      </div>
    `;
}

/** The status line as the element shows it now. */
export interface StatusView {
  readonly say: Msg;
  readonly moves: number;
  readonly bars: number;
  readonly score: number;
  /** The daily date, or whether the board was proven, or nothing. */
  readonly note: string;
  /** The result, when the game is over. */
  readonly result: TemplateResult | typeof nothing;
}

/** Moves, bars left, score, the note and the result (what the solver said of a hint is in the feedback line, once). */
export function statusTemplate(view: StatusView): TemplateResult {
  const { say, note } = view;
  return html`<span>${say('sgMoves', { count: view.moves })}</span>
      <span>${say('sgBars', { count: view.bars })}</span>
      <span class="score">${say('sgScore', { count: view.score })} <small>${say('sgScoreHow')}</small></span>
      ${note ? html`<span class="note">${note}</span>` : nothing} ${view.result}`;
}

/** The status line while a `solvable` board is looked for. */
export const searchingTemplate = (say: Msg): TemplateResult => html`<span class="busy">${say('sgSearching')}</span>`;
