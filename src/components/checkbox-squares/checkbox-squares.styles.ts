import { css } from 'lit';

export const checkboxSquaresStyles = css`
  .squares {
    display: grid;
    grid-template-columns: 1fr 1fr;
    /*
     * Each square is as tall as it is wide, under a label line (0.95em at the
     * host's line height of 1.4) and the 0.4rem gap below it: two side by
     * side, with the gap between them, fit --_fit's height with their labels.
     */
    max-inline-size: calc(2 * (var(--_fit) - 1.33em - 0.4rem) + var(--_gap) * 1.5);
    inline-size: 100%;
    justify-self: center;
    gap: calc(var(--_gap) * 1.5);
  }
  .square {
    display: grid;
    gap: 0.4rem;
    align-content: start;
    min-inline-size: 0;
  }
  .label {
    font-weight: 600;
    font-size: 0.95em;
  }
  .tag {
    font-weight: 400;
    font-size: 0.85em;
    padding: 0 0.4em;
    border: 1px dashed var(--_line);
    border-radius: 1em;
    color: var(--_muted);
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    /* Boxes are named from the top-left, in every writing direction (the two squares swap sides in right-to-left text). */
    direction: ltr;
    gap: clamp(0.25rem, 2cqi, 0.6rem);
    padding: clamp(0.25rem, 2cqi, 0.6rem);
    background: var(--_board);
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
  }
  .box {
    position: relative;
    aspect-ratio: 1;
    display: grid;
    place-items: center;
    border: 2px solid var(--_line);
    border-radius: calc(var(--_radius) * 0.6);
    background: var(--_board);
    color: var(--_accent-ink);
    cursor: pointer;
    touch-action: manipulation;
    user-select: none;
    transition:
      background-color var(--_duration) ease-out,
      border-color var(--_duration) ease-out,
      transform var(--_duration) ease-out;
  }
  @media (hover: hover) {
    .box:hover {
      border-color: var(--_accent);
    }
  }
  .box:active {
    transform: scale(0.94);
  }
  .box[aria-checked='true'] {
    background: var(--_accent);
    border-color: var(--_accent);
  }
  .box svg {
    inline-size: 70%;
    block-size: 70%;
    opacity: 0;
    transform: scale(0.6);
    transition:
      opacity var(--_duration) ease-out,
      transform var(--_duration) ease-out;
  }
  .box[aria-checked='true'] svg {
    opacity: 1;
    transform: none;
  }
  .box[aria-readonly='true'],
  .box[aria-disabled='true'] {
    cursor: default;
  }
  /* Three or four states: a fill that deepens with the state, and one dot per state (a shape, not colour alone). */
  .box[data-states='3'][data-value='1'],
  .box[data-states='4'][data-value='1'] {
    background: color-mix(in srgb, var(--_accent) 28%, var(--_board));
  }
  .box[data-states='4'][data-value='2'] {
    background: color-mix(in srgb, var(--_accent) 58%, var(--_board));
  }
  .box[data-states='3'][data-value='2'],
  .box[data-states='4'][data-value='3'] {
    background: var(--_accent);
    border-color: var(--_accent);
  }
  .box .face {
    inline-size: 80%;
    block-size: 80%;
    opacity: 1;
    transform: none;
    fill: var(--_ink);
    stroke: var(--_board);
    stroke-width: 4;
  }
  .box[data-states='3'][data-value='2'] .face,
  .box[data-states='4'][data-value='3'] .face {
    fill: var(--_accent-ink);
    stroke: var(--_accent);
  }
  /* How often the shown solution clicks a box, when more than once. */
  .times {
    position: absolute;
    inset-block-end: 4%;
    inset-inline-end: 6%;
    padding: 0 0.25em;
    border-radius: 0.4em;
    background: var(--_hint);
    color: var(--_board);
    font-size: 0.8em;
    font-weight: 700;
    line-height: 1.3;
  }
  @media (forced-colors: active) {
    .box .face {
      fill: CanvasText;
      stroke: Canvas;
    }
    .box[data-states='3'][data-value='2'] .face,
    .box[data-states='4'][data-value='3'] .face {
      fill: HighlightText;
      stroke: Highlight;
    }
  }
  .locked .grid {
    border-style: dashed;
  }
  /*
   * An earlier move under review: each square's own edge dotted (where a
   * result's frame goes, see .frame), not one frame around both squares and
   * their labels: it stays clear of the card's edge and of the other square.
   */
  .root[data-review] .board-slot > .squares {
    outline: none;
  }
  .root[data-review] .squares .grid {
    outline: 3px dotted var(--_review, var(--_accent));
    outline-offset: -1px;
  }
  /* Hint and solution marks: a thick dashed ring plus a corner dot, not colour alone. */
  .box.mark::after {
    content: '';
    position: absolute;
    inset: -6px;
    border: 3px dashed var(--_hint);
    border-radius: inherit;
    pointer-events: none;
  }
  .box.hint::before {
    content: '';
    position: absolute;
    inset-block-start: 8%;
    inset-inline-end: 8%;
    inline-size: 22%;
    aspect-ratio: 1;
    border-radius: 50%;
    background: var(--_hint);
    border: 2px solid var(--_board);
  }
  /*
   * The last click: a solid ring in the last-move colour, a gap of the board
   * between it and the box (the hint's ring is dashed and orange, the focus
   * an outline).
   */
  .box.last {
    box-shadow:
      0 0 0 2px var(--_board),
      0 0 0 5px var(--_last);
  }
  /* Side by side on every screen, so both patterns are always seen together: narrower gaps on a phone. */
  @container (max-width: 26rem) {
    .squares {
      gap: var(--_gap);
    }
    .grid {
      gap: 0.2rem;
      padding: 0.25rem;
    }
    .box {
      border-width: 1.5px;
    }
  }
  /*
   * With the maths panel, a wide page puts it beside the game, so the squares
   * and the matrix are seen together (a class's projector): the game keeps
   * the first column, the panel spans its rows, and what is left of the
   * panel's height goes to a last row instead of opening gaps between the
   * game's rows.
   */
  :host([algebra]) {
    max-inline-size: var(--boardlets-max-width, 76rem);
  }
  @container (min-width: 56rem) {
    .root:has(> .maths) {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      grid-template-rows: repeat(4, auto) 1fr;
      align-items: start;
    }
    .root:has(> .maths) > * {
      grid-column: 1;
    }
    .root > .maths {
      grid-column: 2;
      grid-row: 1 / span 5;
    }
  }
  @media (forced-colors: active) {
    .box {
      border-color: CanvasText;
      background: Canvas;
      color: CanvasText;
      forced-color-adjust: none;
    }
    .box.last {
      box-shadow:
        0 0 0 2px Canvas,
        0 0 0 5px CanvasText;
    }
    .box[aria-checked='true'] {
      background: Highlight;
      border-color: Highlight;
      color: HighlightText;
    }
    .box.mark::after,
    .box.hint::before {
      border-color: CanvasText;
      background: CanvasText;
    }
    .box.mark::after {
      background: none;
    }
    .root[data-review] .squares .grid {
      outline-color: Highlight;
    }
  }
`;
