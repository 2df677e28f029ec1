import { css } from 'lit';

export const kitesBoardStyles = css`
  :host {
    --_kt-red: var(--boardlets-kites-red, light-dark(#d7263d, #f0505f));
    --_kt-yellow: var(--boardlets-kites-yellow, light-dark(#f5c518, #f7d046));
    --_kt-green: var(--boardlets-kites-green, light-dark(#35a83a, #4cc35a));
    --_kt-cyan: var(--boardlets-kites-cyan, light-dark(#19bfd3, #3fd0e0));
    --_kt-blue: var(--boardlets-kites-blue, light-dark(#2156d1, #4a7fef));
    --_kt-violet: var(--boardlets-kites-violet, light-dark(#8c3fb5, #a96ad8));
    --_kt-empty: var(--boardlets-kites-empty, var(--_board));
    /* The scores and next colour above the board take a line more than other games. */
    --_chrome: 15.5rem;
  }
  .header {
    /*
     * How far a score's text sits in from its pill's edge (padding and
     * border): the scores hang out by it, so the first score's text starts
     * under "Next:" when the row wraps; by less where the card's padding is
     * narrow (a phone), and "Next:" then moves in by the rest.
     */
    --_pill: calc(0.55em + 1px);
    --_hang: min(var(--_pill), max(0px, var(--_gap) - 0.3rem));
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.4rem 1rem;
  }
  .next {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
    margin: 0;
    margin-inline-start: calc(var(--_pill) - var(--_hang));
  }
  .next .then {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .swatch {
    inline-size: 1.9em;
    block-size: 1.9em;
    overflow: visible;
  }
  .swatch polygon {
    stroke: var(--_ink);
    stroke-width: 0.02;
  }
  .swatch .glyph {
    font-size: 0.2px;
  }
  .scores {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem 0.6rem;
    margin: 0;
    margin-inline-start: calc(-1 * var(--_hang));
    padding: 0;
    list-style: none;
  }
  /*
   * Four players: one row where the game is wide enough for it (under Next,
   * or beside it), else a balanced 2x2 block, never three in a row and the
   * fourth alone on the next. "(computer)" and "(you)" make a row longer.
   */
  .scores:has(> li:nth-child(4)) {
    display: grid;
    grid-template-columns: repeat(2, max-content);
  }
  @container (min-width: 33rem) {
    .scores:has(> li:nth-child(4)):not(:has(.who)) {
      display: flex;
      flex-wrap: nowrap;
    }
  }
  @container (min-width: 50rem) {
    .scores:has(> li:nth-child(4)) {
      display: flex;
      flex-wrap: nowrap;
    }
  }
  .scores li {
    display: inline-flex;
    align-items: baseline;
    gap: 0.4em;
    padding: 0.15em 0.55em;
    border: 1px solid transparent;
    border-radius: 999px;
    color: var(--_muted);
  }
  .scores .points {
    color: var(--_ink);
    font-variant-numeric: tabular-nums;
  }
  /* The player to move: framed, bold and marked with a pointer, not by colour alone. */
  .scores li.current {
    border-color: var(--_accent);
    color: var(--_ink);
    font-weight: 600;
  }
  .scores li.current::before {
    content: '▸';
    color: var(--_accent);
  }
  /* The pointer points at the name in right-to-left text too. */
  [dir='rtl'] .scores li.current::before {
    content: '◂';
  }
  /* At the end, the winner (or those sharing the lead): framed and crowned, not by colour alone. */
  .scores li.leader {
    border-color: var(--_success);
    color: var(--_ink);
    font-weight: 600;
  }
  .scores li.leader::before {
    content: '★';
    color: var(--_success);
  }
  .who {
    font-weight: normal;
    font-size: 0.9em;
  }
  .board {
    position: relative;
    z-index: 0;
  }
  /*
   * A tap just off the hexagon is caught here, under the board (and goes to the nearest kite): the slop, drawn as nothing.
   * At most the padding around the board, so that in a narrow frame (300px: a 9px gap) it adds no scroll bar.
   */
  .board::before {
    content: '';
    position: absolute;
    z-index: -1;
    inset: calc(-1 * min(10px, var(--_gap)));
  }
  .grid {
    display: block;
    inline-size: 100%;
    max-block-size: var(--_fit);
    overflow: visible;
    touch-action: manipulation;
    user-select: none;
    -webkit-user-select: none;
  }
  /* Every shape on the board: strokes in screen pixels, whatever the board's size. */
  .grid :is(polygon, circle) {
    vector-effect: non-scaling-stroke;
    stroke-linejoin: round;
  }
  .hexagon {
    fill: var(--_line);
    stroke: var(--_line);
    stroke-width: 4px;
  }
  /* The hexagon's edge by outcome (see .frame in the base styles): solid, dashed or thin. */
  .root[data-result] .hexagon {
    stroke: var(--_success);
    stroke-width: 6px;
  }
  .root[data-result='loss'] .hexagon {
    stroke: var(--_loss);
    stroke-dasharray: 10 6;
  }
  .root[data-result='draw'] .hexagon {
    stroke: var(--_muted);
  }
  /*
   * An earlier move under review: the hexagon's edge dotted, as the other
   * games' boards are framed (move-list.styles.ts), and no frame around the
   * header or the board's box: one frame, on the board itself.
   */
  .root[data-review] .board-slot > :is(.header, .board) {
    outline: none;
  }
  .root[data-review] .hexagon {
    stroke: var(--_review, var(--_accent));
    stroke-width: 8px;
    stroke-dasharray: 0 11;
    stroke-linecap: round;
  }
  .kite {
    fill: var(--_kt-empty);
    stroke: var(--_line);
    stroke-width: 1px;
    outline: none;
    transform-box: fill-box;
    transform-origin: center;
    transition: fill var(--_duration);
  }
  .grid.placeable .kite.empty {
    cursor: pointer;
  }
  /* Under the pointer, an empty kite previews the colour that would go there (the grid's colour class, see .c0 to .c5). */
  @media (hover: hover) {
    .grid.placeable .kite.empty:hover {
      fill: color-mix(in srgb, var(--_c) 45%, var(--_kt-empty));
    }
  }
  .c0 {
    --_c: var(--_kt-red);
  }
  .c1 {
    --_c: var(--_kt-yellow);
  }
  .c2 {
    --_c: var(--_kt-green);
  }
  .c3 {
    --_c: var(--_kt-cyan);
  }
  .c4 {
    --_c: var(--_kt-blue);
  }
  .c5 {
    --_c: var(--_kt-violet);
  }
  .kite.filled,
  .swatch polygon {
    fill: var(--_c);
  }
  .kite.filled {
    stroke: color-mix(in srgb, var(--_c), #000 35%);
  }
  /*
   * The colour's letter and last-move ring: dark on the light colours, white
   * on the dark ones; in the dark scheme every colour is light enough for
   * dark ink (white on its red, blue and violet would stay near 3:1).
   */
  .c1,
  .c2,
  .c3 {
    --_on: rgb(0 0 0 / 0.85);
  }
  .c0,
  .c4,
  .c5 {
    --_on: light-dark(rgb(255 255 255), rgb(0 0 0 / 0.85));
  }
  .glyph {
    font-size: 0.17px;
    font-weight: 700;
    text-anchor: middle;
    dominant-baseline: central;
    fill: var(--_on);
    pointer-events: none;
  }
  /*
   * On the board, a kite's letter is softened ink, so a full board is no
   * lettered quilt, yet still the cue that does not rely on colour: at 0.8
   * it keeps 3.3:1 or more on every colour in both schemes. Full strength
   * with the glyphs setting, and on the kite hovered or focused (the letter
   * comes right after its kite).
   */
  .kite + .glyph {
    opacity: 0.8;
  }
  .root[data-glyphs] .kite + .glyph,
  .kite:focus + .glyph {
    opacity: 1;
  }
  @media (hover: hover) {
    .kite:hover + .glyph {
      opacity: 1;
    }
  }
  .marks {
    pointer-events: none;
  }
  /* The kites of the last turn, until the next: a solid ring inside each, in its letter's colour (a hint's ring is orange and dashed). */
  .last {
    fill: none;
    stroke: var(--_on);
    stroke-width: 3px;
  }
  .completed {
    fill: var(--_success);
    stroke: var(--_board);
    stroke-width: 2px;
  }
  .completed.half-wheel {
    fill: var(--_board);
    stroke: var(--_success);
    stroke-width: 3px;
  }
  /* The configurations just completed light up for a moment (animated; otherwise unseen). */
  .glow {
    opacity: 0;
  }
  /* A bright frame and a light wash: the kites' own colours stay clear underneath. */
  .glow polygon {
    fill: rgb(255 255 255 / 0.28);
    stroke: var(--_success);
    stroke-width: 4px;
  }
  .hint-mark {
    fill: color-mix(in srgb, var(--_hint) 22%, transparent);
    stroke: var(--_hint);
    stroke-width: 3px;
    stroke-dasharray: 5 3;
  }
  .hint-dot {
    fill: var(--_hint);
  }
  /* The keyboard cursor: the seed's bold frame, while a kite has the keyboard focus. */
  .cursor {
    display: none;
    fill: none;
    stroke: var(--_focus);
    stroke-width: 4px;
  }
  .grid:has(.kite:focus-visible) .cursor {
    display: inline;
  }
  .status .extra {
    color: var(--_ink);
    font-weight: 600;
  }
  .status .hint-text {
    color: var(--_ink);
    flex-basis: 100%;
  }
  .thinking::before {
    content: '';
    display: inline-block;
    inline-size: 0.6em;
    block-size: 0.6em;
    margin-inline-end: 0.4em;
    border-radius: 50%;
    background: var(--_accent);
    animation: pulse 0.8s ease-in-out infinite alternate;
  }
  @keyframes pulse {
    to {
      opacity: 0.2;
    }
  }
  @container (max-width: 24rem) {
    .next .then {
      font-size: 0.85em;
    }
  }
  @media (forced-colors: active) and (hover: hover) {
    .grid.placeable .kite.empty:hover {
      fill: Canvas;
    }
  }
  @media (forced-colors: active) {
    .grid,
    .swatch {
      forced-color-adjust: none;
    }
    .hexagon {
      fill: CanvasText;
      stroke: CanvasText;
    }
    .kite,
    .kite.filled,
    .swatch polygon {
      fill: Canvas;
      stroke: CanvasText;
    }
    .kite.filled {
      stroke-width: 2px;
    }
    .glyph {
      fill: CanvasText;
    }
    /* Colours are gone here: the letters are the cue, at full strength. */
    .kite + .glyph {
      opacity: 1;
    }
    .last {
      stroke: CanvasText;
    }
    .completed,
    .completed.half-wheel {
      fill: Highlight;
      stroke: Canvas;
    }
    .hint-mark {
      fill: none;
      stroke: LinkText;
    }
    .hint-dot {
      fill: LinkText;
    }
    .cursor {
      stroke: Highlight;
    }
    .root[data-result] .hexagon,
    .root[data-review] .hexagon {
      stroke: Highlight;
    }
    .scores li {
      border-color: Canvas;
    }
    .scores li.current,
    .scores li.leader {
      border-color: Highlight;
    }
    .scores li.leader::before {
      color: CanvasText;
    }
  }
`;
