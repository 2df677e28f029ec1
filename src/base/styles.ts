import { css } from 'lit';

/**
 * Styles every game shares: sizing, theme tokens, buttons, status line and the
 * visually hidden live region. Colours come from `--boardlets-*` custom
 * properties whose light and dark defaults follow `prefers-color-scheme`; a
 * page with a theme of its own sets `--boardlets-color-scheme: dark` (or
 * `light`) once on any ancestor.
 */
export const baseStyles = css`
  :host {
    /* Private tokens: the public --boardlets-* properties override them. */
    --_ink: var(--boardlets-ink, light-dark(#1c2230, #e7eaf1));
    --_muted: var(--boardlets-muted, light-dark(#545c6e, #a9b0bf));
    --_surface: var(--boardlets-surface, light-dark(#f7f8fb, #1b1f29));
    --_board: var(--boardlets-board, light-dark(#ffffff, #252a36));
    --_line: var(--boardlets-line, light-dark(#8a93a6, #6c7588));
    --_accent: var(--boardlets-accent, light-dark(#1f5fd6, #7aa7ff));
    --_accent-ink: var(--boardlets-accent-ink, light-dark(#ffffff, #0d1320));
    --_hint: var(--boardlets-hint, light-dark(#b35c00, #ffb35c));
    --_success: var(--boardlets-success, light-dark(#17753a, #6fdc94));
    --_loss: var(--boardlets-loss, light-dark(#b3261e, #ff9a8f));
    --_refusal: var(--boardlets-refusal, light-dark(#9a4a00, #ffc27a));
    --_last: var(--boardlets-last-move, light-dark(#6d3fc0, #c4a5ff));
    --_focus: var(--boardlets-focus, light-dark(#1f5fd6, #9cc0ff));
    --_radius: var(--boardlets-radius, 0.5rem);
    --_gap: var(--boardlets-gap, clamp(0.5rem, 3cqi, 1rem));
    --_duration: var(--boardlets-duration, 160ms);
    /*
     * The tallest a board may be so that it, the status, the feedback line and
     * the toolbar fit the viewport together (--_chrome: the height of all but
     * the board, a first guess here, measured on .root by the FitController),
     * or the page's container when it is a size container (container-type:
     * size, with a height of its own: 100cqb is its height; without one it is
     * the viewport's).
     * --boardlets-board-max-height overrides it; --boardlets-board-min-height
     * (12rem) is the least it gives the board when the space is short.
     */
    --_fit: var(--boardlets-board-max-height, max(var(--boardlets-board-min-height, 12rem), min(100dvh, 100cqb) - var(--_chrome, 13rem)));

    /*
     * The page's own colour scheme: color-scheme is inherited, and a var()
     * with no fallback that is not set leaves the inherited value. A page
     * that declares only light (or nothing) gets a light game; one that
     * declares "light dark" follows the reader.
     */
    color-scheme: var(--boardlets-color-scheme);
    display: block;
    box-sizing: border-box;
    inline-size: 100%;
    max-inline-size: var(--boardlets-max-width, 40rem);
    container-type: inline-size;
    /*
     * content-visibility: auto only on a crowded page (below): on every game,
     * one off screen missed its fit until it came near (shell test), and a
     * run of Kites' tests hung in Chromium (and earlier in Firefox).
     */
    color: var(--_ink);
    font-family: var(--boardlets-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    font-size: var(--boardlets-font-size, 1rem);
    line-height: 1.4;
    -webkit-tap-highlight-color: transparent;
  }
  :host([hidden]) {
    display: none;
  }
  /*
   * On a page with many games (see render-pacer.ts), one far off screen
   * skips its style and layout until it comes near (issue 27: a change of
   * <html lang> restyled and laid out 200 boards in one 300-500 ms frame),
   * at the height it last had (before its first showing, a guess). Its text
   * stays in the accessibility tree and find-in-page.
   */
  :host(:state(crowded)) {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 28rem;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  .root {
    /* Again here, where the FitController measures --_chrome (the game's height but the board's). */
    --_fit: var(--boardlets-board-max-height, max(var(--boardlets-board-min-height, 12rem), min(100dvh, 100cqb) - var(--_chrome, 13rem)));
    display: grid;
    gap: var(--_gap);
    padding: var(--_gap);
    background: var(--_surface);
    border-radius: var(--_radius);
  }
  /* The board's wrapper takes no box: the game's own layout sees the board as before. */
  .board-slot {
    display: contents;
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 1rem;
    min-block-size: 1.4em;
    color: var(--_muted);
  }
  .status strong {
    color: var(--_ink);
  }
  /* A finished game: a symbol and a colour per outcome, the same in every game. */
  .result {
    display: inline-flex;
    align-items: baseline;
    gap: 0.35em;
    font-weight: 600;
    color: var(--_ink);
  }
  .result-mark::before {
    display: inline-grid;
    place-items: center;
    inline-size: 1.3em;
    block-size: 1.3em;
    border-radius: 50%;
    font-size: 0.85em;
    line-height: 1;
    color: var(--_accent-ink);
  }
  .result[data-result='win'] {
    color: var(--_success);
  }
  .result[data-result='win'] .result-mark::before {
    content: '✓';
    background: var(--_success);
  }
  .result[data-result='loss'] {
    color: var(--_loss);
  }
  .result[data-result='loss'] .result-mark::before {
    content: '✕';
    background: var(--_loss);
  }
  .result[data-result='draw'] .result-mark::before {
    content: '=';
    background: var(--_muted);
  }
  /* The board's frame by outcome: solid for a win, dashed for a loss, double for a draw. */
  .root[data-result] .frame {
    outline: 3px solid var(--_success);
    outline-offset: 3px;
  }
  .root[data-result='loss'] .frame {
    outline: 3px dashed var(--_loss);
  }
  .root[data-result='draw'] .frame {
    outline: 4px double var(--_muted);
  }
  /* The feedback line: the latest thing that happened, where the eye is. */
  .feedback {
    display: flex;
    align-items: baseline;
    gap: 0.4em;
    margin: 0;
    min-block-size: 1.4em;
    font-size: 0.95em;
  }
  .feedback:not([data-tone='refusal']) .tone-mark {
    display: none;
  }
  .feedback[data-tone='idle'] {
    color: var(--_muted);
  }
  .feedback[data-tone='refusal'] {
    color: var(--_refusal);
  }
  .feedback[data-tone='refusal'] .tone-mark::before {
    content: '!';
    display: inline-grid;
    place-items: center;
    inline-size: 1.2em;
    block-size: 1.2em;
    border: 2px solid currentColor;
    border-radius: 50%;
    font-size: 0.8em;
    font-weight: 700;
    line-height: 1;
  }
  .feedback[data-tone='result'] {
    font-weight: 600;
  }
  /* At the end the result leads: larger and bolder than the last move's line, which steps back. */
  .root[data-result] .result {
    font-size: 1.12em;
    font-weight: 700;
  }
  .root[data-result] .feedback {
    font-weight: 400;
    font-size: 0.9em;
  }
  .toolbar {
    display: flex;
    flex-wrap: nowrap;
    gap: 0.5rem;
    align-items: center;
  }
  .toolbar .more {
    margin-inline-start: auto;
  }
  .more-actions,
  .confirm {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .more-actions[hidden] {
    display: none;
  }
  .confirm > span {
    flex: 1 1 12rem;
  }
  button {
    font: inherit;
    color: var(--_ink);
    border: 1px solid var(--_line);
    border-radius: calc(var(--_radius) * 0.75);
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.35em;
    background: var(--_board);
    padding: 0.35em 0.9em;
    min-block-size: 2.75rem;
    min-inline-size: 2.75rem;
    cursor: pointer;
    white-space: nowrap;
  }
  button.primary {
    background: var(--_accent);
    color: var(--_accent-ink);
    border-color: var(--_accent);
    font-weight: 600;
  }
  button.iconic {
    padding-inline: 0.6em;
  }
  .icon {
    inline-size: 1.2em;
    block-size: 1.2em;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .more .icon {
    fill: currentColor;
    stroke: none;
  }
  /* Undo points back and Redo forward in the reading direction. */
  [dir='rtl'] .icon {
    transform: scaleX(-1);
  }
  /* On a narrow game, Undo, Redo and More are their icons (their names stay their accessible names). */
  @container (max-width: 26rem) {
    button.iconic .btn-label {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
  @media (hover: hover) {
    button:hover:not([aria-disabled='true']) {
      border-color: var(--_accent);
    }
    button.primary:hover:not([aria-disabled='true']) {
      filter: brightness(1.08);
    }
  }
  button[aria-pressed='true'] {
    background: var(--_accent);
    color: var(--_accent-ink);
    border-color: var(--_accent);
  }
  button[aria-disabled='true'] {
    cursor: default;
    opacity: 0.55;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  /* Pseudo-elements too: the thinking dots pulse in a ::before. */
  @media (prefers-reduced-motion: reduce) {
    .root:not([data-motion='allow']) *,
    .root:not([data-motion='allow']) *::before,
    .root:not([data-motion='allow']) *::after {
      transition: none !important;
      animation: none !important;
    }
  }
  .root[data-motion='reduce'] *,
  .root[data-motion='reduce'] *::before,
  .root[data-motion='reduce'] *::after {
    transition: none !important;
    animation: none !important;
  }
  @media (forced-colors: active) {
    .root {
      border: 1px solid CanvasText;
    }
    .root[data-result] .frame {
      outline-color: Highlight;
    }
    .result .result-mark::before {
      forced-color-adjust: none;
      background: CanvasText;
      color: Canvas;
    }
    button.primary {
      border-width: 2px;
    }
    button[aria-pressed='true'] {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
      border-color: HighlightText;
    }
    :focus-visible {
      outline-color: Highlight;
    }
  }
`;
