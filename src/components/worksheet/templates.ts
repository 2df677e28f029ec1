/**
 * `<boardlets-worksheet>`'s drawings: static SVG puzzles and answers, drawn
 * for paper. Nothing is told by colour alone: checked boxes are ticks, a
 * Stained Glass tile carries its trigram glyph, clicks are dots.
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Msg } from '../../base/how-to-play.js';
import { bits } from '../../engine/gf2.js';
import { clickMask, type Variant } from '../../games/checkbox-squares/rules.js';
import { BLACK, type StainedGlassState } from '../../games/stained-glass/rules.js';
import { colourName, GLYPH_ORDER, squareName } from '../stained-glass/sentences.js';
import { hopSquares, type CheckboxPuzzle, type StainedGlassPuzzle } from './puzzles.js';

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

/** The boxes of a pattern, named for a screen reader ("Target, checked: row 1, column 2 and …"). */
function patternLabel(say: Msg, square: string, pattern: number): string {
  const boxes = bits(pattern).map((b) => say('csSolutionBox', { row: Math.floor(b / 3) + 1, column: (b % 3) + 1 }));
  return boxes.length ? say('wsChecked', { square, boxes }) : say('wsNoneChecked', { square });
}

function checkSquare(say: Msg, name: 'csTarget' | 'csBoard', pattern: number): TemplateResult {
  const title = say(name);
  const boxes = Array.from({ length: 9 }, (_, b) => svg`${boxOutline(b)}${(pattern >>> b) & 1 ? tick(b) : nothing}`);
  return html`<figure class="cs-square">
    <svg class="cs-grid" data-square=${name === 'csTarget' ? 'target' : 'board'} viewBox="0 0 32 32" role="img" aria-label=${patternLabel(say, title, pattern)}>${boxes}</svg>
    <figcaption>${title}</figcaption>
  </figure>`;
}

/** A Checkbox Squares puzzle: the target and the puzzle side by side, and an empty grid for the pupil's clicks. */
export const checkboxPuzzleTemplate = (say: Msg, p: CheckboxPuzzle): TemplateResult =>
  html`<div class="cs-pair">
    ${checkSquare(say, 'csTarget', p.target)}${checkSquare(say, 'csBoard', p.board)}
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
  const label = p.clicks.length
    ? say('csSolutionIs', { boxes: p.clicks.map((b) => say('csSolutionBox', { row: Math.floor(b / 3) + 1, column: (b % 3) + 1 })).join('; ') })
    : say('csSolutionNone');
  return html`<div class="cs-answer">
    <svg class="cs-mini" viewBox="0 0 32 32" role="img" aria-label=${label}>
      ${Array.from({ length: 9 }, (_, b) => boxOutline(b))}
      ${p.clicks.map((b) => {
        const { x, y } = at(b);
        return svg`<circle class="click" data-box=${b} cx=${x + 4} cy=${y + 4} r="2.6"/>`;
      })}
    </svg>
    <span class="fewest">${say('wsFewest', { count: p.clicks.length })}</span>
  </div>`;
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
  const tiles = Array.from(state.cells, (colour, i) => say('wsTile', { square: squareName(i, state.cols), color: colourName(say, colour) }));
  return `${say('sgBoard')}: ${tiles.join(', ')}`;
}

/** A Stained Glass board: each tile its colour (pale, to save ink) and its glyph; column letters above, row numbers on the left (a1 top-left). */
export function stainedGlassPuzzleTemplate(say: Msg, p: StainedGlassPuzzle): TemplateResult {
  const { rows, cols, cells } = p.state;
  const w = EDGE + cols * CELL + 1;
  const h = EDGE + rows * CELL + 1;
  const parts: SVGTemplateResult[] = [];
  for (let c = 0; c < cols; c++) parts.push(svg`<text class="edge" x=${EDGE + c * CELL + CELL / 2} y="4.2">${String.fromCharCode(97 + c)}</text>`);
  for (let r = 0; r < rows; r++) parts.push(svg`<text class="edge" x="2.8" y=${EDGE + r * CELL + CELL / 2 + 1.5}>${r + 1}</text>`);
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
  const name = (i: number): string => squareName(i, p.state.cols);
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
