import { css } from 'lit';

export const infectionBoardStyles = css`
  :host {
    --_green: var(--boardlets-green, light-dark(#2b9348, #5ccf7b));
    --_yellow: var(--boardlets-yellow, light-dark(#f2c200, #ffd84a));
    --_obstacle: var(--boardlets-obstacle, light-dark(#6f7789, #8a93a6));
  }
  /* The board: as wide as the game, but never taller than most of the window; always square. */
  .board {
    position: relative;
    inline-size: min(100%, var(--_fit));
    margin-inline: auto;
    aspect-ratio: 1;
  }
  .grid {
    display: flex;
    flex-direction: column;
    inline-size: 100%;
    block-size: 100%;
    /* Squares are named from the top-left, in every writing direction. */
    direction: ltr;
    background: var(--_board);
    border: 2px solid var(--_line);
    border-radius: var(--_radius);
    touch-action: manipulation;
    user-select: none;
    -webkit-user-select: none;
  }
  .row {
    display: flex;
    flex: 1 1 0;
    min-block-size: 0;
  }
  .cell {
    position: relative;
    flex: 1 1 0;
    min-inline-size: 0;
    border-inline-end: 1px solid var(--_line);
    border-block-end: 1px solid var(--_line);
    touch-action: manipulation;
  }
  .row:last-child .cell {
    border-block-end: 0;
  }
  /*
   * Files along the bottom edge, ranks along the left, small in the squares'
   * corners, each on a small plate of the board's colour above the pieces
   * and their rings: a selection or last-move ring passes under the letter,
   * never over it.
   */
  .coord {
    position: absolute;
    z-index: 3;
    padding: 0.05em 0.15em;
    border-radius: 0.25em;
    font-size: clamp(0.5625rem, 0.22em + 1.4cqi, 0.8125rem);
    font-weight: 600;
    line-height: 1;
    color: var(--_muted);
    background: var(--_board);
    pointer-events: none;
  }
  .coord::before {
    content: attr(data-coord);
  }
  .coord.rank {
    inset-block-start: 0.1em;
    inset-inline-start: 0.1em;
  }
  .coord.file {
    inset-block-end: 0.1em;
    inset-inline-end: 0.1em;
  }
  .cell:last-child {
    border-inline-end: 0;
  }
  .row:first-child .cell:first-child {
    border-start-start-radius: var(--_radius);
  }
  .row:first-child .cell:last-child {
    border-start-end-radius: var(--_radius);
  }
  .row:last-child .cell:first-child {
    border-end-start-radius: var(--_radius);
  }
  .row:last-child .cell:last-child {
    border-end-end-radius: var(--_radius);
  }
  /* Only pieces that can move stop the page from scrolling under a finger. */
  .cell.movable {
    cursor: grab;
    touch-action: none;
  }
  .cell.target {
    cursor: pointer;
    background: color-mix(in srgb, var(--_accent) 12%, transparent);
  }
  .cell.over {
    background: color-mix(in srgb, var(--_accent) 28%, transparent);
  }
  @media (hover: hover) {
    .cell.target:hover {
      background: color-mix(in srgb, var(--_accent) 28%, transparent);
    }
  }
  /* The hinted move: its piece and the square it goes to, ringed in orange dashes (the last move's marks are solid). */
  .cell.hint-from .piece {
    outline: 3px dashed var(--_hint);
    outline-offset: 3px;
  }
  .cell.hint-to {
    outline: 3px dashed var(--_hint);
    outline-offset: -7px;
  }
  /* The last move, until the next: both squares tinted, where it landed framed, the pieces it converted ringed (hints are orange and dashed). */
  .cell.last {
    background: color-mix(in srgb, var(--_last) 20%, transparent);
  }
  .cell.last-to {
    box-shadow: inset 0 0 0 3px var(--_last);
  }
  .cell.converted .piece {
    outline: 3px solid var(--_last);
    outline-offset: 2px;
  }
  .cell:focus-visible {
    z-index: 1;
    outline: 3px solid var(--_focus);
    outline-offset: -3px;
  }
  .cell.obstacle {
    background: repeating-linear-gradient(
      45deg,
      color-mix(in srgb, var(--_obstacle) 40%, transparent) 0 2px,
      transparent 2px 7px
    );
  }
  .cell.obstacle svg,
  .mark svg {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    fill: none;
    stroke: currentColor;
    stroke-width: 3;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .cell.obstacle svg {
    position: absolute;
    inset: 20%;
    inline-size: 60%;
    block-size: 60%;
    color: var(--_obstacle);
  }
  .mark {
    position: absolute;
    inset: 27%;
    color: var(--_accent);
    pointer-events: none;
  }
  /* Pieces: Green a disc, Yellow a rounded square, so the shape tells them apart as well as the colour. */
  .piece {
    position: absolute;
    inset: 13%;
    border-radius: 50%;
    background: var(--_green);
    border: 2px solid color-mix(in srgb, var(--_green), #000 40%);
    box-shadow: inset 0 -0.2em 0 rgb(0 0 0 / 0.16);
    color: light-dark(#fff, #0a2a14);
    pointer-events: none;
  }
  .piece.yellow {
    inset: 16%;
    border-radius: 24%;
    background: var(--_yellow);
    border-color: color-mix(in srgb, var(--_yellow), #000 50%);
    color: #3b2f00;
  }
  /* Glyphs (with <boardlets-settings glyphs> and in forced colours): a triangle on Green, a dot on Yellow. */
  .piece::after {
    content: '';
    position: absolute;
    inset: 24%;
    display: none;
    background: currentColor;
  }
  .piece.green::after {
    clip-path: polygon(50% 8%, 96% 88%, 4% 88%);
  }
  .piece.yellow::after {
    inset: 30%;
    border-radius: 50%;
  }
  .root[data-glyphs] .piece::after {
    display: block;
  }
  .cell.selected .piece {
    outline: 4px solid var(--_accent);
    outline-offset: 3px;
  }
  .cell.dragging .piece {
    z-index: 5;
    opacity: 0.92;
    box-shadow: 0 0.4em 1em rgb(0 0 0 / 0.35);
  }
  .cell.dragging::before {
    content: '';
    position: absolute;
    inset: 13%;
    border: 2px dashed var(--_line);
    border-radius: 50%;
  }
  .cell.leaving > .piece:not(.flyer) {
    opacity: 0;
  }
  .flyer {
    z-index: 4;
  }
  .status .count {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
  }
  .status .piece {
    position: relative;
    inset: auto;
    inline-size: 1em;
    block-size: 1em;
    box-shadow: none;
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
  @media (forced-colors: active) {
    .grid,
    .cell {
      border-color: CanvasText;
    }
    .piece,
    .mark {
      forced-color-adjust: none;
    }
    .piece::after {
      display: block;
    }
    .piece.green {
      background: CanvasText;
      border-color: CanvasText;
      color: Canvas;
    }
    .piece.yellow {
      background: Canvas;
      border: 0.2em solid CanvasText;
      color: CanvasText;
    }
    .mark {
      color: Highlight;
    }
    .cell.selected .piece {
      outline-color: Highlight;
    }
    .cell.obstacle svg {
      color: GrayText;
    }
    .cell.last-to {
      box-shadow: inset 0 0 0 3px Highlight;
    }
    .cell.hint-from .piece,
    .cell.hint-to {
      outline-color: Highlight;
    }
    .cell.converted .piece {
      outline-color: Highlight;
    }
    .board.over .grid {
      border-color: Highlight;
    }
  }
`;
