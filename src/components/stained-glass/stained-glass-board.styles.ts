import { css } from 'lit';

export const stainedGlassBoardStyles = css`
  :host {
    --_sg-black: var(--boardlets-sg-black, light-dark(#15171d, #07080b));
    --_sg-blue: var(--boardlets-sg-blue, light-dark(#1f62d8, #3d7ff2));
    --_sg-red: var(--boardlets-sg-red, light-dark(#d8283c, #ea4a52));
    --_sg-purple: var(--boardlets-sg-purple, light-dark(#8a3cc4, #a262e4));
    --_sg-yellow: var(--boardlets-sg-yellow, light-dark(#f7ca1a, #f8d443));
    --_sg-green: var(--boardlets-sg-green, light-dark(#1f9d4c, #35b866));
    --_sg-orange: var(--boardlets-sg-orange, light-dark(#f37b10, #fa8c2b));
    --_sg-white: var(--boardlets-sg-white, light-dark(#f8f8f3, #f1f1ea));
    --_sg-lead: var(--boardlets-sg-lead, light-dark(#4a505e, #2f3440));
    --_sg-ring: var(--boardlets-sg-ring, #ffffff);
    --_sg-black-edge: light-dark(#a3a9b5, #8a909c);
    /* The board is dark in both schemes: its focus ring and hint colour are the light ones. */
    --_sg-focus: var(--boardlets-focus, #8fd0ff);
    --_sg-hint: var(--boardlets-hint, #ffc15c);
  }
  /* The glyphs' legend: with the glyphs (and in forced colours, below). */
  .legend {
    display: none;
    margin: 0;
    color: var(--_muted);
    font-size: 0.9em;
  }
  .legend.glyphs {
    display: block;
  }
  /* As wide as the game, but never taller than most of the window; the squares stay square. */
  .board {
    position: relative;
    inline-size: min(100%, calc(var(--_fit) * var(--_cols) / var(--_rows)));
    margin-inline: auto;
    aspect-ratio: var(--_cols) / var(--_rows);
  }
  .grid {
    display: flex;
    flex-direction: column;
    inline-size: 100%;
    block-size: 100%;
    padding: 0.6%;
    /* Squares are named from the top-left, in every writing direction. */
    direction: ltr;
    background: var(--_sg-lead);
    border: 2px solid var(--_sg-lead);
    border-radius: var(--_radius);
    touch-action: manipulation;
    user-select: none;
    -webkit-user-select: none;
    position: relative;
    z-index: 0;
  }
  /* A tap up to 8 px off the board lands here, on the grid, and goes to the nearest square (tile-input.ts): drawn as nothing. */
  .grid::before {
    content: '';
    position: absolute;
    z-index: -1;
    inset: -10px;
  }
  /* The board being replaced is hardly seen while the search runs. */
  .board.finding .grid {
    filter: blur(3px) saturate(0.3) brightness(0.6);
  }
  .finding-note {
    position: absolute;
    inset-inline: 8%;
    inset-block-start: 50%;
    translate: 0 -50%;
    padding: 0.7em 1em;
    text-align: center;
    color: var(--_ink);
    background: var(--_surface);
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    box-shadow: 0 0.4em 1.2em rgb(0 0 0 / 0.35);
  }
  .finding-note p {
    margin: 0 0 0.6em;
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
    border-radius: 16%;
    touch-action: manipulation;
  }
  .cell:focus-visible {
    z-index: 1;
    outline: 3px solid var(--_sg-focus);
    outline-offset: -1px;
  }
  /* The colours. */
  .c0 {
    --_c: var(--_sg-black);
  }
  .c1 {
    --_c: var(--_sg-blue);
  }
  .c2 {
    --_c: var(--_sg-red);
  }
  .c3 {
    --_c: var(--_sg-purple);
  }
  .c4 {
    --_c: var(--_sg-yellow);
  }
  .c5 {
    --_c: var(--_sg-green);
  }
  .c6 {
    --_c: var(--_sg-orange);
  }
  .c7 {
    --_c: var(--_sg-white);
  }
  /* The dark colours' glyphs: white ink, dark halo (the light ones keep the defaults, see .glyph rect). */
  .c1,
  .c2,
  .c3 {
    --_glyph: #ffffff;
    --_halo: rgb(0 0 0 / 0.7);
  }
  .tile {
    position: absolute;
    inset: 6%;
    display: grid;
    place-items: center;
    border-radius: 14%;
    background-color: var(--_c);
    /* Glass: a sheen from the top-left and a darker lower edge. */
    background-image: linear-gradient(150deg, rgb(255 255 255 / 0.4), rgb(255 255 255 / 0) 45%, rgb(0 0 0 / 0.16));
    box-shadow:
      inset 0 0 0 1px rgb(0 0 0 / 0.3),
      inset 0 -0.12em 0 rgb(0 0 0 / 0.15);
    pointer-events: none;
    transition:
      transform var(--_duration) ease-out,
      box-shadow var(--_duration) ease-out;
  }
  /* An empty square's black tile: sunk in, and edged in grey (3:1 on the lead in either scheme) so it stands off the board. */
  .tile.c0 {
    background-image: none;
    box-shadow:
      inset 0 0 0 2px var(--_sg-black-edge),
      inset 0 0.1em 0.35em rgb(0 0 0 / 0.8);
  }
  .glyph {
    display: none;
    inline-size: 64%;
    block-size: 64%;
    overflow: visible;
  }
  .grid.glyphs .glyph {
    display: block;
  }
  .glyph rect {
    fill: var(--_glyph, #111318);
    stroke: var(--_halo, rgb(255 255 255 / 0.75));
    stroke-width: 1px;
    paint-order: stroke;
  }
  .glyph .off {
    opacity: 0.55;
  }
  /* Tiles that can move: a hand and a raised tile; stuck ones: a dashed, dimmed ring and a "no" cursor. */
  .cell.movable {
    cursor: pointer;
    /* Only tiles that can move stop the page from scrolling under a finger. */
    touch-action: none;
  }
  .cell.movable:focus-visible .tile {
    transform: translateY(-4%) scale(1.05);
    box-shadow:
      inset 0 0 0 1px rgb(0 0 0 / 0.3),
      0 0 0 2px var(--_sg-ring),
      0 0.3em 0.6em rgb(0 0 0 / 0.55);
  }
  .cell.stuck {
    cursor: not-allowed;
  }
  .cell.stuck:focus-visible {
    outline-style: dashed;
  }
  /*
   * Seen without hover too (a finger has none): a stuck tile is no ring but
   * less tile, smaller, flat (no glass sheen) and dimmed into the lead, so
   * the tiles that can move stand out and the marks below have the board.
   */
  .cell.stuck .tile {
    inset: 16%;
    background-image: none;
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.35);
    filter: brightness(0.8) saturate(0.85);
  }
  @media (hover: hover) {
    .cell.movable:hover .tile {
      transform: translateY(-4%) scale(1.05);
      box-shadow:
        inset 0 0 0 1px rgb(0 0 0 / 0.3),
        0 0 0 2px var(--_sg-ring),
        0 0.3em 0.6em rgb(0 0 0 / 0.55);
    }
    .cell.target:hover .mark > svg {
      stroke-width: 3.6;
    }
  }
  /* The hint: a dashed ring round the tile (the selection's ring, after it, wins). */
  /*
   * The last move, until the next: light corner brackets round the square it
   * landed on and (thinner) the one it left, in the lead between the tiles,
   * edged in black inside so they hold against light tiles too. Under the
   * tile, so they never cover a tile or a coordinate; a shape of their own
   * (the focus is a whole frame, the selection raises its tile, destinations
   * are circles, the hint diamonds).
   */
  .cell.last::before {
    content: '';
    position: absolute;
    inset: 0;
    border: 3px solid var(--_sg-ring);
    border-radius: 12%;
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.85);
    /* Its four corners only (the whole less a cross): brackets, not the focus ring's frame. */
    mask:
      linear-gradient(#000 0 0),
      linear-gradient(#000 0 0) center / 40% 100% no-repeat,
      linear-gradient(#000 0 0) center / 100% 40% no-repeat;
    mask-composite: exclude;
    pointer-events: none;
  }
  .cell.last-from::before {
    border-width: 2px;
  }
  .cell.selected {
    z-index: 2;
  }
  .cell.selected .tile {
    transform: translateY(-4%) scale(1.06);
    outline: 4px solid var(--_sg-ring);
    outline-offset: 2px;
    box-shadow:
      inset 0 0 0 1px rgb(0 0 0 / 0.3),
      0 0 0 8px rgb(0 0 0 / 0.6),
      0 0.35em 0.8em rgb(0 0 0 / 0.6);
  }
  .cell.dragging {
    z-index: 5;
  }
  .cell.dragging .tile {
    transition: none;
    opacity: 0.92;
  }
  .cell.dragging::after {
    content: '';
    position: absolute;
    inset: 6%;
    border: 2px dashed var(--_sg-ring);
    border-radius: 14%;
  }
  /* Destinations: a white circle with the colour the square will become (no frame: the circle is the mark). */
  .cell.target {
    cursor: pointer;
  }
  .mark {
    position: absolute;
    inset: 20%;
    z-index: 1;
    display: grid;
    place-items: center;
    pointer-events: none;
  }
  .mark > svg {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    fill: none;
    stroke: var(--_sg-ring);
    stroke-width: 2.6;
    stroke-linejoin: round;
    filter: drop-shadow(0 0 1px #000) drop-shadow(0 0 1px #000);
  }
  /* With glyphs (and in forced colours, below), the mark moves to a corner so the tile's glyph stays readable. */
  .grid.glyphs .mark {
    inset: 2% 2% auto auto;
    inline-size: 46%;
    block-size: 46%;
  }
  .grid.glyphs .mark.hint {
    inset: 4% 4% auto auto;
    inline-size: 36%;
    block-size: 36%;
  }
  /* Under a corner mark, the tile's own glyph shrinks into the opposite corner, so both stay readable. */
  .grid.glyphs .cell:is(.target, .hint-landing) > .tile > .glyph {
    inline-size: 44%;
    block-size: 44%;
    place-self: end start;
    margin: 0 0 9% 9%;
  }
  /* The hint's diamond on a destination: in the top-left corner, clear of the ring. */
  .cell.target .mark.hint {
    inset: 4% auto auto 4%;
    inline-size: 30%;
    block-size: 30%;
  }
  .cell.over .mark > svg {
    stroke-width: 3.6;
  }
  /* The colour the destination becomes; with glyphs, a small tile with its glyph. */
  .preview {
    display: grid;
    place-items: center;
    inline-size: 30%;
    block-size: 30%;
    border-radius: 50%;
    background: var(--_c);
    box-shadow:
      0 0 0 1.5px #000,
      0 0 0 3px #fff;
  }
  .grid.glyphs .preview {
    inline-size: 44%;
    block-size: 44%;
    border-radius: 20%;
  }
  .preview .glyph {
    inline-size: 86%;
    block-size: 86%;
  }
  /* The hint: a diamond on its landing square (see the hint's tile above). */
  .mark.hint svg {
    stroke: var(--_sg-hint);
    stroke-width: 3;
  }
  /* The hint's tile: a small filled diamond in its top-right corner, the same shape as on its landing square. */
  .mark.hint.from,
  .grid.glyphs .mark.hint.from {
    inset: 1% 1% auto auto;
    inline-size: 34%;
    block-size: 34%;
  }
  .mark.hint.from svg {
    fill: var(--_sg-hint);
    stroke: #000;
    stroke-width: 1.5;
  }
  /*
   * Column letters along the bottom edge, row numbers along the left, in the
   * squares' corners: light ink on a small dark plate, readable on any tile.
   */
  .coord {
    position: absolute;
    z-index: 3;
    padding: 0.05em 0.22em;
    border-radius: 0.3em;
    font-size: clamp(0.5625rem, 0.2em + 1.3cqi, 0.75rem);
    font-weight: 600;
    line-height: 1.1;
    color: #fff;
    background: rgb(0 0 0 / 0.62);
    pointer-events: none;
  }
  .coord::before {
    content: attr(data-coord);
  }
  /* Over the last move's corner bracket the plate is opaque: the bracket does not strike through the number. */
  .cell.last .coord {
    background: rgb(0 0 0 / 0.9);
  }
  .coord.rank {
    inset-block-start: 2%;
    inset-inline-start: 2%;
  }
  .coord.file {
    inset-block-end: 2%;
    inset-inline-end: 2%;
  }
  .flyer {
    z-index: 6;
    box-shadow: 0 0.3em 0.7em rgb(0 0 0 / 0.5);
  }
  .busy::before {
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
  @media (forced-colors: active) and (hover: hover) {
    .cell.movable:hover .tile {
      box-shadow: 0 0 0 2px Highlight;
    }
  }
  @media (forced-colors: active) {
    .grid {
      background: Canvas;
      border-color: CanvasText;
    }
    .cell.last::before {
      forced-color-adjust: none;
      border-color: Highlight;
      box-shadow: none;
    }
    .tile,
    .mark,
    .glyph {
      forced-color-adjust: none;
    }
    .tile {
      /* A move's fade starts from here, not from the old colour (hop-motion.ts). */
      --_tint: Canvas;
      background: Canvas;
      border: 2px solid CanvasText;
      box-shadow: none;
    }
    .tile.c0 {
      border: 1px dashed GrayText;
      box-shadow: none;
    }
    /* Colours are gone here: the glyphs tell the tiles apart. */
    .glyph {
      display: block;
    }
    .glyph rect {
      fill: CanvasText;
      stroke: none;
    }
    .cell:focus-visible {
      outline-color: Highlight;
    }
    .cell.movable:focus-visible .tile {
      box-shadow: 0 0 0 2px Highlight;
    }
    .cell.stuck .tile {
      border-color: GrayText;
    }
    .cell.selected .tile {
      outline-color: Highlight;
      box-shadow: none;
    }
    .cell.dragging::after {
      border-color: Highlight;
    }
    .mark > svg {
      stroke: Highlight;
      filter: none;
    }
    /* Glyphs are always on here: the same places as with them, and their legend. */
    .mark {
      inset: 2% 2% auto auto;
      inline-size: 46%;
      block-size: 46%;
    }
    .mark.hint {
      inset: 4% 4% auto auto;
      inline-size: 36%;
      block-size: 36%;
    }
    .legend {
      display: block;
    }
    .coord {
      forced-color-adjust: none;
      color: CanvasText;
      background: Canvas;
    }
    .preview {
      inline-size: 44%;
      block-size: 44%;
      border-radius: 20%;
      background: Canvas;
      box-shadow: 0 0 0 1.5px CanvasText;
    }
    .mark.hint svg {
      stroke: Highlight;
    }
    .mark.hint.from svg {
      fill: Highlight;
      stroke: Canvas;
    }
    .cell:is(.target, .hint-landing) > .tile > .glyph {
      inline-size: 44%;
      block-size: 44%;
      place-self: end start;
      margin: 0 0 9% 9%;
    }
  }
`;
