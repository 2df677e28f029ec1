import { css } from 'lit';
import { modalStyles } from './modal.styles.js';

/**
 * The "How to play" panel (see how-to-play.ts), for a shadow root that also
 * has `baseStyles` (its `--_*` tokens; each has a plain fallback here). The
 * diagrams' colours come from the game's own tokens where the element defines
 * them, so they match its board; shapes, letters and arrows carry the meaning
 * too. In forced colours the diagrams use the system colours: lines and
 * letters CanvasText, arrows and marks Highlight.
 */
export const howToPlayStyles = css`
  ${modalStyles}
  .htp {
    /* The diagrams' palette: the game's own colours (only one game's tokens exist in an element), else these. */
    --_d-red: var(--_kt-red, var(--_sg-red, light-dark(#d7263d, #f0505f)));
    --_d-yellow: var(--_kt-yellow, var(--_sg-yellow, light-dark(#f5c518, #f7d046)));
    --_d-green: var(--_kt-green, var(--_sg-green, light-dark(#35a83a, #4cc35a)));
    --_d-cyan: var(--_kt-cyan, light-dark(#19bfd3, #3fd0e0));
    --_d-blue: var(--_kt-blue, var(--_sg-blue, light-dark(#2156d1, #4a7fef)));
    --_d-violet: var(--_kt-violet, var(--_sg-purple, light-dark(#8c3fb5, #a96ad8)));
    --_d-orange: var(--_sg-orange, light-dark(#f37b10, #fa8c2b));
    --_d-white: var(--_sg-white, light-dark(#f8f8f3, #f1f1ea));
    --_d-black: var(--_sg-black, light-dark(#15171d, #07080b));
    --_d-p1: var(--_green, light-dark(#2b9348, #5ccf7b));
    --_d-p2: var(--_yellow, light-dark(#f2c200, #ffd84a));
    --_d-ink: var(--_ink, CanvasText);
    --_d-line: var(--_line, GrayText);
    --_d-accent: var(--_accent, LinkText);
    --_d-board: var(--_board, Canvas);

    container: htp / inline-size;
    display: grid;
    gap: 0.75rem;
    box-sizing: border-box;
    min-inline-size: 0;
    max-inline-size: 100%;
    padding: 0.75rem 1rem 1rem;
    color: var(--_d-ink);
    background: var(--_d-board);
    border: 1px solid var(--_d-line);
    border-radius: var(--_radius, 0.5rem);
    font-size: 0.9375rem;
    line-height: 1.4;
    overflow-wrap: break-word;
  }
  .htp *,
  .htp *::before,
  .htp *::after {
    box-sizing: border-box;
  }
  .htp p,
  .htp ul,
  .htp dl,
  .htp dd,
  .htp h2,
  .htp h3 {
    margin: 0;
  }
  .htp-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin-block-end: -0.25rem;
  }
  .htp-title {
    font-size: 1.15em;
    font-weight: 700;
    line-height: 1.2;
  }
  /* Focused from script when the panel opens: no ring for that. */
  .htp-title:focus {
    outline: none;
  }
  .htp-close {
    display: grid;
    place-items: center;
    flex: none;
    inline-size: 2.5rem;
    block-size: 2.5rem;
    min-inline-size: 2.5rem;
    min-block-size: 2.5rem;
    margin-inline-end: -0.5rem;
    padding: 0;
    font: inherit;
    color: var(--_d-ink);
    background: transparent;
    border: 1px solid transparent;
    border-radius: calc(var(--_radius, 0.5rem) * 0.75);
    cursor: pointer;
  }
  .htp-close:hover {
    border-color: var(--_d-accent);
  }
  .htp-close-icon {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2.5;
    stroke-linecap: round;
  }
  .htp-goal {
    font-weight: 600;
  }
  .htp-rules {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 16.5rem), 1fr));
    gap: 0.5rem;
    padding: 0;
    list-style: none;
  }
  .htp-rule {
    display: grid;
    grid-template-columns: 5.5rem minmax(0, 1fr);
    align-items: center;
    gap: 0.75rem;
    min-inline-size: 0;
    padding: 0.5rem 0.75rem 0.5rem 0.5rem;
    background: var(--_surface, transparent);
    border-radius: var(--_radius, 0.5rem);
  }
  .htp-diagram {
    display: block;
    inline-size: 5.5rem;
    block-size: 5.5rem;
    overflow: visible;
    /* Diagrams are drawn as the board is, in every writing direction ("+1" stays "+1"). */
    direction: ltr;
  }
  .htp-notes {
    display: grid;
    gap: 0.25rem;
    padding-inline-start: 1.1em;
    color: var(--_muted, inherit);
    font-size: 0.93em;
  }
  .htp-keys-title {
    font-size: 1em;
    font-weight: 700;
    margin-block-end: -0.4rem;
  }
  .htp-keys {
    display: grid;
    grid-template-columns: fit-content(45%) minmax(0, 1fr);
    align-items: baseline;
    gap: 0.4rem 0.75rem;
  }
  .htp-keys > div {
    display: contents;
  }
  .htp-keys dt {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem;
  }
  .htp kbd {
    display: inline-block;
    min-inline-size: 1.7em;
    padding: 0.05em 0.4em;
    font: inherit;
    font-size: 0.85em;
    font-weight: 600;
    text-align: center;
    white-space: nowrap;
    background: var(--_surface, Canvas);
    border: 1px solid var(--_d-line);
    border-block-end-width: 2px;
    border-radius: 0.3em;
  }
  .htp-or {
    color: var(--_muted, inherit);
  }
  /* A phone: each card's diagram above its text, two cards a row while they fit. */
  @container htp (max-width: 26.25rem) {
    .htp-rules {
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr));
    }
    .htp-rule {
      grid-template-columns: minmax(0, 1fr);
      align-items: start;
      align-content: start;
      justify-items: center;
      gap: 0.4rem;
      padding: 0.5rem;
      text-align: center;
    }
    /*
     * The card's text, centred as a block (it shrinks to its width): a short
     * caption stays centred, running text fills the card and reads from the
     * start of each line (the left, or the right in right-to-left text).
     */
    .htp-rule p {
      text-align: start;
    }
  }

  /* ---- diagrams: one stroke width, one arrow, one palette for every game ---- */
  .d-cell {
    fill: var(--_d-board);
    stroke: var(--_d-line);
    stroke-width: 1.5;
  }
  .d-edge {
    fill: none;
    stroke: var(--_d-ink);
    stroke-width: 3;
    stroke-linecap: round;
  }
  .d-outline {
    stroke: var(--_d-ink);
    stroke-width: 1.5;
    stroke-linejoin: round;
  }
  .d-arrow {
    fill: none;
    stroke: var(--_d-accent);
    stroke-width: 2.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  /* Under each arrow a band of the board's colour keeps it clear over dark squares. */
  .d-halo {
    fill: none;
    stroke: var(--_d-board);
    stroke-width: 5.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .d-head {
    fill: var(--_d-accent);
    stroke: var(--_d-board);
    stroke-width: 2;
    stroke-linejoin: round;
    paint-order: stroke;
  }
  .d-mark {
    fill: none;
    stroke: var(--_d-accent);
    stroke-width: 2.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .d-dot {
    fill: var(--_d-accent);
    stroke: var(--_d-board);
    stroke-width: 1.5;
  }
  .d-ghost {
    fill: none;
    stroke: var(--_d-line);
    stroke-width: 1.5;
    stroke-dasharray: 3 2.5;
  }
  .d-text {
    fill: var(--_d-ink);
    font-family: inherit;
    font-weight: 700;
    text-anchor: middle;
    dominant-baseline: central;
  }
  /* Pieces and tiles: a colour class sets --_dc (fill) and --_don (ink on it). */
  .d-fill {
    fill: var(--_dc);
    stroke: color-mix(in srgb, var(--_dc), #000 40%);
    stroke-width: 1.5;
    stroke-linejoin: round;
  }
  /* A black square keeps an edge on a dark panel. */
  .d-black .d-fill {
    stroke: var(--_d-line);
  }
  .d-on {
    fill: var(--_don, #111318);
  }
  .d-red {
    --_dc: var(--_d-red);
    --_don: #fff;
  }
  .d-yellow {
    --_dc: var(--_d-yellow);
    --_don: #1c1a10;
  }
  .d-green {
    --_dc: var(--_d-green);
    --_don: #0d1a10;
  }
  .d-cyan {
    --_dc: var(--_d-cyan);
    --_don: #0b1a1e;
  }
  .d-blue {
    --_dc: var(--_d-blue);
    --_don: #fff;
  }
  .d-violet {
    --_dc: var(--_d-violet);
    --_don: #fff;
  }
  .d-orange {
    --_dc: var(--_d-orange);
    --_don: #1f1204;
  }
  .d-white {
    --_dc: var(--_d-white);
    --_don: #1c1d22;
  }
  .d-black {
    --_dc: var(--_d-black);
  }
  .d-p1 {
    --_dc: var(--_d-p1);
  }
  .d-p2 {
    --_dc: var(--_d-p2);
  }
  .d-off {
    opacity: 0.45;
  }
  /* A check box: ticked ones filled with the accent. */
  .d-box {
    fill: var(--_d-board);
    stroke: var(--_d-line);
    stroke-width: 2;
  }
  .d-box.d-checked {
    fill: var(--_d-accent);
    stroke: var(--_d-accent);
  }
  .d-tick {
    fill: none;
    stroke: var(--_accent-ink, Canvas);
    stroke-width: 2.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .d-pointer {
    fill: var(--_d-ink);
    stroke: var(--_d-board);
    stroke-width: 1.5;
    stroke-linejoin: round;
  }

  @media (forced-colors: active) {
    .htp {
      border-color: CanvasText;
    }
    .htp-diagram {
      forced-color-adjust: none;
    }
    .d-cell,
    .d-box {
      fill: Canvas;
      stroke: CanvasText;
    }
    .d-edge,
    .d-outline {
      stroke: CanvasText;
    }
    .d-arrow,
    .d-mark {
      stroke: Highlight;
    }
    .d-head,
    .d-dot {
      fill: Highlight;
      stroke: Canvas;
    }
    .d-halo {
      stroke: Canvas;
    }
    .d-ghost {
      stroke: GrayText;
    }
    .d-text,
    .d-on {
      fill: CanvasText;
    }
    .d-fill {
      fill: Canvas;
      stroke: CanvasText;
    }
    /* Black (empty) squares: no bars, a dim edge. */
    .d-black .d-fill {
      fill: Canvas;
      stroke: GrayText;
    }
    /* Infection's pieces as on its board: Green solid, Yellow hollow. */
    .d-fill.d-p1 {
      fill: CanvasText;
    }
    .d-box.d-checked {
      fill: Highlight;
      stroke: Highlight;
    }
    .d-tick {
      stroke: HighlightText;
    }
    .d-pointer {
      fill: CanvasText;
      stroke: Canvas;
    }
  }
`;
