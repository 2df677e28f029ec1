/**
 * The templates of `<kites-board>`: the header (next colour, scores), the
 * SVG board and the status line, as plain functions of a message lookup and
 * a small view object the element builds. No element state here.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { directive, type PartInfo } from 'lit/directive.js';
import { CellDirective, type CellLook } from '../../base/cell-directive.js';
import type { Msg } from '../../base/how-to-play.js';
import type { MessageKey } from '../../base/messages.js';
import { kitesGeometry, type KiteCell } from '../../games/kites/geometry.js';
import { COLOUR_NAMES, nextColour, type KitesState } from '../../games/kites/rules.js';
import { drawingOf, num } from './drawing.js';
import type { KitesCompletion } from './kites-board.js';
import type { KitesSeat } from './kites-board.js';
import * as sentences from './sentences.js';

/** A score as shown: a negative one with a true minus sign, as in the penalty's "−1". */
const signed = (n: number): string => (n < 0 ? `\u2212${-n}` : String(n));

/** What the header shows. */
export interface HeaderView {
  readonly state: KitesState;
  readonly over: boolean;
  /** The player to move, or `null` once the game is over. */
  readonly toMove: number | null;
  /** Who plays a seat. */
  readonly seat: (player: number) => KitesSeat;
  /** Exactly one person against the computer: they are "you". */
  readonly solo: boolean;
}

/** What the board shows, and its listeners. */
export interface BoardView {
  readonly header: HeaderView;
  readonly state: KitesState;
  readonly over: boolean;
  /** The kite with the keyboard cursor. */
  readonly cursor: number;
  readonly tabIndexOf: (index: number) => 0 | -1;
  /** The hinted kite, or -1. */
  readonly hinted: number;
  /** The kites of the last turn (the last move and the extra moves before it), the last one first. */
  readonly lastTurn: readonly number[];
  /** The kite placed last, or -1. */
  readonly last: number;
  /** The configurations the last kite completed (its outcome's, from the history). */
  readonly completed: readonly KitesCompletion[];
  /** Whether a person may place a kite now. */
  readonly placeable: boolean;
  /** The computer is thinking or a hint is being worked out. */
  readonly busy: boolean;
  readonly readonly: boolean;
  readonly onClick: (event: MouseEvent) => void;
  readonly onKeydown: (event: KeyboardEvent) => void;
}

/** What the status line shows while the game goes on. */
export interface StatusView {
  readonly toMove: number;
  readonly seat: KitesSeat;
  readonly solo: boolean;
  readonly thinking: boolean;
  /** The player who moved last, or `null` before the first move. */
  readonly lastPlayer: number | null;
  /** How many kites the last turn placed. */
  readonly run: number;
}

export function renderHeader(msg: Msg, view: HeaderView): TemplateResult {
  const { state, over, toMove, solo } = view;
  const top = Math.max(...state.scores);
  const next = nextColour(state);
  const then = (next + 1) % state.colors;
  const letters = msg('ktLetters');
  const scores = state.scores.map((score, p) => {
    const seat = view.seat(p);
    const who = seat === 'computer' ? msg('ktComputer') : solo ? msg('ktYou') : '';
    const current = p === toMove;
    // At the end, the leaders' scores are framed and crowned instead.
    const leader = over && score === top;
    const cls = current ? 'current' : leader ? 'leader' : '';
    return html`<li class=${cls} part=${cls ? `score ${cls}` : 'score'} aria-current=${current ? 'true' : nothing}>
        <span class="name">${sentences.playerName(msg, p)}${who ? html` <span class="who">(${who})</span>` : nothing}</span>
        <strong class="points">${signed(score)}</strong>
      </li>`;
  });
  return html`<div class="header" part="header">
      <div class="next" part="next-colour">
        ${over
          ? html`<span>${msg('ktFull')}</span>`
          : html`<span class="label">${msg('ktNext')}</span>
              <svg class="swatch" part="swatch" viewBox="-0.33 -0.54 0.66 0.66" aria-hidden="true" focusable="false">
                <polygon class="c${next}" points="0,-0.5 0.25,-0.067 0,0.077 -0.25,-0.067"></polygon>
                <text class="glyph c${next}" x="0" y="-0.13">${letters[next] ?? ''}</text>
              </svg>
              <strong class="name">${sentences.colourName(msg, next)}</strong>
              <span class="then">${msg('ktThen', { color: sentences.colourName(msg, then) })}</span>`}
      </div>
      <ol class="scores" part="scores" aria-label=${msg('ktScores')}>
        ${scores}
      </ol>
    </div>`;
}

/** What a kite shows: its class and part strings, label, tab index, and its letter (none on an empty kite). */
interface KiteLook extends CellLook {
  readonly colour: number;
  readonly letter: string;
  readonly cell: KiteCell;
}

/** What every kite is drawn with in the board's template (an empty kite off the cursor): only what differs is written. */
const EMPTY = { cls: 'kite empty', part: 'kite empty', tab: '-1' } as const;

/**
 * One kite (bound to its polygon): writes only the attributes that changed
 * since it last drew (class, part, label, tab index), and keeps the kite's
 * letter right after it (`.kite + .glyph`): one binding per kite instead of
 * four attributes and a child part, and no markers between the kites.
 */
class KiteDirective extends CellDirective<KiteLook> {
  #glyph: SVGTextElement | null = null;
  #glyphLook = '';

  constructor(info: PartInfo) {
    super(info, EMPTY);
  }

  protected drawInside(kite: Element, look: KiteLook): void {
    this.#drawGlyph(kite, look);
  }

  /** The kite's letter, right after the kite so that it brightens while the kite is hovered or focused (faint otherwise, unless glyphs are asked for). */
  #drawGlyph(kite: Element, { colour, letter, cell }: KiteLook): void {
    if (colour < 0) {
      this.#glyph?.remove();
      this.#glyph = null;
      this.#glyphLook = '';
      return;
    }
    const glyphLook = `${colour}:${letter}`;
    if (this.#glyph && glyphLook === this.#glyphLook) return;
    let glyph = this.#glyph;
    if (!glyph) {
      glyph = kite.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'text');
      glyph.setAttribute('class', '');
      glyph.setAttribute('part', 'glyph');
      glyph.setAttribute('aria-hidden', 'true');
      glyph.setAttribute('x', num(cell.centroid.x));
      glyph.setAttribute('y', num(cell.centroid.y));
      kite.after(glyph);
      this.#glyph = glyph;
    }
    glyph.setAttribute('class', `glyph c${colour}`);
    glyph.textContent = letter;
    this.#glyphLook = glyphLook;
  }
}
const kite = directive(KiteDirective);

/**
 * The board's rows of kites, made once per board size: each kite's points and
 * index are written into the template with the look of an empty kite, so a
 * first render clones them (72 kites on the largest board) and binds one
 * directive per kite. The strings are this module's own numbers, never text
 * from outside (as lit's unsafeSVG makes a template from its text).
 */
const rowTemplates = new Map<number, TemplateStringsArray>();
function rowStrings(size: number, rows: readonly (readonly number[])[], points: readonly string[]): TemplateStringsArray {
  let strings = rowTemplates.get(size);
  if (!strings) {
    const parts: string[] = [];
    let open = '';
    for (const row of rows) {
      open += '<g role="row">';
      for (const i of row) {
        parts.push(`${open}<polygon class="${EMPTY.cls}" part="${EMPTY.part}" points="${points[i]!}" role="gridcell" aria-label="" tabindex="${EMPTY.tab}" data-index="${i}" `);
        open = '></polygon>';
      }
      open += '</g>';
    }
    parts.push(open);
    strings = Object.assign(parts, { raw: [...parts] }) as unknown as TemplateStringsArray;
    rowTemplates.set(size, strings);
  }
  return strings;
}

export function renderBoard(msg: Msg, view: BoardView): TemplateResult {
  const { state, cursor, hinted, last, placeable } = view;
  const g = kitesGeometry(state.size);
  const d = drawingOf(g);
  const lastTurn = new Set(view.lastTurn);
  const letters = msg('ktLetters');
  const completed = last >= 0 ? view.completed : [];
  const looks = g.rows.flat().map((i) => {
    const colour = state.cells[i]! - 1;
    const name = colour >= 0 ? COLOUR_NAMES[colour]! : 'empty';
    let label = `${sentences.kiteName(msg, state.size, i)}: ${colour >= 0 ? sentences.colourName(msg, colour) : msg('ktEmpty')}`;
    if (lastTurn.has(i)) label += `, ${msg('ktLast')}`;
    if (i === hinted) label += `, ${msg('ktHinted')}`;
    let part = `kite ${name}`;
    if (lastTurn.has(i)) part += ' last';
    if (i === hinted) part += ' hint';
    return kite({
      cls: colour >= 0 ? `kite filled c${colour}` : 'kite empty',
      part,
      label,
      tab: view.tabIndexOf(i),
      colour,
      letter: colour >= 0 ? (letters[colour] ?? '') : '',
      cell: g.cells[i]!,
    });
  });
  const rows = svg(rowStrings(state.size, g.rows, d.kites), ...looks);
  const marks = completed.map((c) => {
    const p = g.points[c.point]!;
    return svg`<g class="glow">${p.cells.map((k) => svg`<polygon points=${d.kites[k]!}></polygon>`)}</g>
        <circle class="completed ${c.type}" part="completed" cx=${num(p.x)} cy=${num(p.y)} r="0.075"></circle>`;
  });
  return html`
      ${renderHeader(msg, view.header)}
      <div class="board ${view.over ? 'over' : ''}" part="board" @click=${view.onClick}>
        <svg
          class="grid c${nextColour(state)} ${placeable ? 'placeable' : ''}"
          viewBox=${d.viewBox}
          role="grid"
          aria-label=${msg('ktBoard')}
          aria-describedby="keys"
          aria-busy=${view.busy ? 'true' : 'false'}
          aria-readonly=${view.readonly || view.over ? 'true' : 'false'}
          @keydown=${view.onKeydown}
        >
          <polygon class="hexagon" points=${d.hexagon} aria-hidden="true"></polygon>
          ${rows}
          <g class="marks" aria-hidden="true">
            ${[...lastTurn].map((k) => svg`<polygon class="last c${state.cells[k]! - 1}" points=${d.inner[k]!}></polygon>`)}
            ${marks}
            ${hinted >= 0
              ? svg`<polygon class="hint-mark" part="hint" points=${d.kites[hinted]!}></polygon>
                  <circle class="hint-dot" cx=${num(g.cells[hinted]!.centroid.x)} cy=${num(g.cells[hinted]!.centroid.y)} r="0.06"></circle>`
              : nothing}
            <polygon class="cursor" part="cursor" points=${d.kites[cursor]!}></polygon>
          </g>
        </svg>
        <p id="keys" class="visually-hidden">${msg('ktKeys')}</p>
      </div>
    `;
}

/** The status line while the game goes on (the result is the base class's). */
export function renderStatus(msg: Msg, view: StatusView): TemplateResult {
  const player = sentences.playerName(msg, view.toMove);
  const key: MessageKey = view.thinking ? 'ktThinking' : view.seat === 'computer' ? 'ktComputerTurn' : view.solo ? 'ktYourTurn' : 'ktToMove';
  const extra = view.lastPlayer === view.toMove;
  // Another player's turn of several kites (extra moves): say so, as every one of them is marked.
  const run = view.run;
  return html`<span class=${view.thinking ? 'turn thinking' : 'turn'}><strong>${msg(key, { player })}</strong></span>
      ${extra ? html`<span class="extra">${msg('ktExtraMove', { player })}</span>` : nothing}
      ${!extra && view.lastPlayer !== null && run > 1 ? html`<span class="extra">${msg('ktRun', { player: sentences.playerName(msg, view.lastPlayer), count: run })}</span>` : nothing}`;
}
