import { svg, type TemplateResult } from 'lit';

/** Where the dots of a state sit in a box (0..100): one in the middle, two and three in a row. */
const DOTS: readonly (readonly number[])[] = [[], [50], [32, 68], [22, 50, 78]];

/**
 * A box's face with 3 or 4 states: one dot per state above 0 (a shape, so
 * the state reads without colour), over the fill the styles give each state.
 */
export function renderBoxFace(value: number): TemplateResult {
  return svg`<svg class="face" viewBox="0 0 100 100" aria-hidden="true" focusable="false">${(DOTS[value] ?? []).map(
    (x) => svg`<circle cx=${x} cy="50" r="11"/>`,
  )}</svg>`;
}
