/**
 * `<boardlets-worksheet>`'s drawings: static SVG puzzles and answers, drawn
 * for paper. Nothing is told by colour alone: checked boxes are ticks, a
 * Stained Glass tile carries its trigram glyph, clicks are dots.
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Msg } from '../../base/how-to-play.js';
import { clickMask, type Variant } from '../../games/checkbox-squares/rules.js';
import { BLACK, type StainedGlassState } from '../../games/stained-glass/rules.js';
import { colourName, GLYPH_ORDER, squareName } from '../stained-glass/sentences.js';
import { clickCount, hopSquares, type CheckboxPuzzle, type StainedGlassPuzzle } from './puzzles.js';

/** Box `i` (row by row) of a 3x3 drawing: its top-left corner, in a 30x30 view box. */
const at = (box: number): { x: number; y: number } => ({ x: 1 + (box % 3) * 10, y: 1 + Math.floor(box / 3) * 10 });
const tick = (box: number): SVGTemplateResult => {
  const { x, y } = at(box);
  return svg`<path class="tick" data-box=${box} d="M${x + 1.9} ${y + 4.2}l1.9 2 2.9-3.9"/>`;
};
const boxOutline = (box: number, cls = ''): SVGTemplateResult => {
  const { x, y } = at(box);
  return svg`<rect class="box ${cls}" x=${x} y=${y} width="8" height="8" rx="1"/>`;
};

/** Where the dots of a box in state 1, 2 or 3 go, from its top-left corner. */
const DOTS: readonly (readonly [number, number][])[] = [[], [[4, 4]], [[2.6, 4], [5.4, 4]], [[2.5, 5.3], [5.5, 5.3], [4, 2.6]]];
/** A box's state as dots (with 3 or 4 states): one dot per state, so no colour or shade is needed. */
const dots = (box: number, state: number, cls: string): SVGTemplateResult[] => {
  const { x, y } = at(box);
  return (DOTS[state] ?? []).map(([dx, dy]) => svg`<circle class=${cls} data-box=${box} cx=${x + dx} cy=${y + dy} r="1.15"/>`);
};
const boxName = (say: Msg, b: number): string => say('csSolutionBox', { row: Math.floor(b / 3) + 1, column: (b % 3) + 1 });
const rowColumn = (b: number): { row: number; column: number } => ({ row: Math.floor(b / 3) + 1, column: (b % 3) + 1 });

/** The boxes of a pattern, named for a screen reader ("Target, checked: row 1, column 2, …"; with 3 or 4 states, each box's state). */
function patternLabel(say: Msg, square: string, digits: readonly number[], states: number): string {
  const boxes: string[] = [];
  digits.forEach((d, b) => {
    if (d) boxes.push(states === 2 ? boxName(say, b) : say('wsBoxState', { ...rowColumn(b), state: d }));
  });
  return boxes.length ? say('wsChecked', { square, boxes }) : say('wsNoneChecked', { square });
}

function checkSquare(say: Msg, name: 'csTarget' | 'csBoard', digits: readonly number[], states: number): TemplateResult {
  const title = say(name);
  const boxes = Array.from({ length: 9 }, (_, b) => {
    const d = digits[b] ?? 0;
    return svg`${boxOutline(b)}${!d ? nothing : states === 2 ? tick(b) : dots(b, d, 'dot')}`;
  });
  return html`<figure class="cs-square">
    <svg class="cs-grid" data-square=${name === 'csTarget' ? 'target' : 'board'} viewBox="0 0 32 32" role="img" aria-label=${patternLabel(say, title, digits, states)}>${boxes}</svg>
    <figcaption>${title}</figcaption>
  </figure>`;
}

/** A Checkbox Squares puzzle: the target and the puzzle side by side, and an empty grid for the pupil's clicks. */
export const checkboxPuzzleTemplate = (say: Msg, p: CheckboxPuzzle): TemplateResult =>
  html`<div class="cs-pair">
    ${checkSquare(say, 'csTarget', p.target, p.states)}${checkSquare(say, 'csBoard', p.board, p.states)}
    <figure class="cs-square answer-grid" aria-hidden="true">
      <svg class="cs-grid cs-write" viewBox="0 0 32 32">${Array.from({ length: 9 }, (_, b) => boxOutline(b, 'dashed'))}</svg>
      <figcaption>${say('wsYourClicks')}</figcaption>
    </figure>
  </div>`;

/** The variant's click rule as three small diagrams (a corner, a side middle, the centre), for the header. */
export function clickRuleTemplate(variant: Variant): TemplateResult {
  return html`<div class="rule-diagrams" aria-hidden="true">
    ${[0, 1, 4].map((clicked) => {
      const toggled = clickMask(variant, clicked);
      const { x, y } = at(clicked);
      return svg`<svg class="cs-mini" viewBox="0 0 32 32">
        ${Array.from({ length: 9 }, (_, b) => boxOutline(b, (toggled >>> b) & 1 ? 'toggled' : ''))}
        <circle class="clicked" cx=${x + 4} cy=${y + 4} r="2.4"/>
      </svg>`;
    })}
  </div>`;
}

/** A Checkbox Squares answer: the boxes to click, as dots on a small grid, and how many. */
export function checkboxAnswerTemplate(say: Msg, p: CheckboxPuzzle): TemplateResult {
  const boxes: string[] = [];
  p.presses.forEach((n, b) => {
    if (n) boxes.push(n === 1 ? boxName(say, b) : say('wsBoxPresses', { ...rowColumn(b), count: n }));
  });
  const label = boxes.length ? say('csSolutionIs', { boxes: boxes.join('; ') }) : say('csSolutionNone');
  return html`<div class="cs-answer">
    <svg class="cs-mini" viewBox="0 0 32 32" role="img" aria-label=${label}>
      ${Array.from({ length: 9 }, (_, b) => boxOutline(b))}
      ${p.presses.map((n, b) => {
        if (!n) return nothing;
        if (p.states === 2) {
          const { x, y } = at(b);
          return svg`<circle class="click" data-box=${b} cx=${x + 4} cy=${y + 4} r="2.6"/>`;
        }
        return dots(b, n, 'click');
      })}
    </svg>
    <span class="fewest">${say('wsFewest', { count: clickCount(p) })}</span>
  </div>`;
}

/** The states of a box with 3 or 4 states, in the order clicks go through them (then back to empty), for the header. */
export function statesStripTemplate(states: number): TemplateResult {
  return html`<svg class="states-strip" viewBox="0 0 ${states * 10 + 2} 10" aria-hidden="true">
    ${Array.from({ length: states }, (_, s) => {
      const x = 1 + s * 10;
      return svg`<rect class="box" x=${x} y="1" width="8" height="8" rx="1"/>${(DOTS[s] ?? []).map(([dx, dy]) => svg`<circle class="dot" cx=${x + dx} cy=${1 + dy} r="1.15"/>`)}`;
    })}
  </svg>`;
}

const CELL = 10;
const EDGE = 6;

/** A trigram in a 10x10 cell at (x, y): red on top, yellow in the middle, blue at the bottom; solid bar where the tile has the colour, broken where not. */
function glyph(colour: number, x: number, y: number): SVGTemplateResult[] {
  return GLYPH_ORDER.map((bit, slot) => {
    const by = y + 2 + slot * 2.3;
    return colour & bit
      ? svg`<rect class="bar on" x=${x + 2} y=${by} width="6" height="1.5"/>`
      : svg`<rect class="bar off" x=${x + 2} y=${by} width="2.4" height="1.5"/><rect class="bar off" x=${x + 5.6} y=${by} width="2.4" height="1.5"/>`;
  });
}

/** The board's squares and what is on them, for a screen reader: "a1 red, b1 green, …". */
function boardLabel(say: Msg, state: StainedGlassState): string {
  const tiles = Array.from(state.cells, (colour, i) => say('wsTile', { square: squareName(i, state), color: colourName(say, colour) }));
  return `${say('sgBoard')}: ${tiles.join(', ')}`;
}

/** A Stained Glass board: each tile its colour (pale, to save ink) and its glyph; column letters above, row numbers on the left (a1 bottom-left, as on the game's board). */
export function stainedGlassPuzzleTemplate(say: Msg, p: StainedGlassPuzzle): TemplateResult {
  const { rows, cols, cells } = p.state;
  const w = EDGE + cols * CELL + 1;
  const h = EDGE + rows * CELL + 1;
  const parts: SVGTemplateResult[] = [];
  for (let c = 0; c < cols; c++) parts.push(svg`<text class="edge" x=${EDGE + c * CELL + CELL / 2} y="4.2">${String.fromCharCode(97 + c)}</text>`);
  for (let r = 0; r < rows; r++) parts.push(svg`<text class="edge" x="2.8" y=${EDGE + r * CELL + CELL / 2 + 1.5}>${rows - r}</text>`);
  cells.forEach((colour, i) => {
    const x = EDGE + (i % cols) * CELL;
    const y = EDGE + Math.floor(i / cols) * CELL;
    parts.push(svg`<rect class="sq c${colour}" x=${x} y=${y} width=${CELL} height=${CELL}/>`);
    if (colour !== BLACK) parts.push(...glyph(colour, x, y));
  });
  return html`<svg class="sg-board" data-rows=${rows} data-cols=${cols} viewBox="0 0 ${w} ${h}" role="img" aria-label=${boardLabel(say, p.state)}>
    ${parts}
  </svg>`;
}

/** A Stained Glass answer: the winning line, one numbered hop a line; or why there is none. */
export function stainedGlassAnswerTemplate(say: Msg, p: StainedGlassPuzzle): TemplateResult {
  if (!p.proven) return html`<p class="unproven">${say('sgUnproven')}</p>`;
  const name = (i: number): string => squareName(i, p.state);
  return html`<ol class="line">
    ${p.line.map((move) => {
      const { from, over, to } = hopSquares(p.state, move);
      return html`<li data-from=${from} data-to=${to}>${say('wsHop', { from: name(from), over: name(over), to: name(to) })}</li>`;
    })}
  </ol>`;
}

/** The glyph legend of a Stained Glass sheet's header: each primary's bar, drawn. */
export function glyphLegendTemplate(say: Msg): TemplateResult {
  return html`<div class="legend">
    ${[2, 4, 1].map(
      (c) => html`<span class="legend-item"
        ><svg class="legend-glyph" viewBox="0 0 10 10" aria-hidden="true"><rect class="sq c${c}" x="0" y="0" width="10" height="10"/>${glyph(c, 0, 0)}</svg
        >${colourName(say, c)}</span
      >`,
    )}
  </div>`;
}
