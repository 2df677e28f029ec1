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
    --_focus: var(--boardlets-focus, light-dark(#1f5fd6, #9cc0ff));
    --_radius: var(--boardlets-radius, 0.5rem);
    --_gap: var(--boardlets-gap, clamp(0.5rem, 3cqi, 1rem));
    --_duration: var(--boardlets-duration, 160ms);

    color-scheme: var(--boardlets-color-scheme, light dark);
    display: block;
    box-sizing: border-box;
    inline-size: 100%;
    max-inline-size: var(--boardlets-max-width, 40rem);
    container-type: inline-size;
    color: var(--_ink);
    font-family: var(--boardlets-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    font-size: var(--boardlets-font-size, 1rem);
    line-height: 1.4;
    -webkit-tap-highlight-color: transparent;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  .root {
    display: grid;
    gap: var(--_gap);
    padding: var(--_gap);
    background: var(--_surface);
    border-radius: var(--_radius);
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    min-block-size: 1.4em;
    color: var(--_muted);
  }
  .status strong {
    color: var(--_ink);
  }
  .status .won {
    color: var(--_success);
    font-weight: 600;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  /* Buttons and the share link's text field: one look. */
  button,
  .share-link {
    font: inherit;
    color: var(--_ink);
    border: 1px solid var(--_line);
    border-radius: calc(var(--_radius) * 0.75);
  }
  button {
    background: var(--_board);
    padding: 0.35em 0.9em;
    min-block-size: 2.5rem;
    min-inline-size: 2.5rem;
    cursor: pointer;
  }
  button:hover:not([aria-disabled='true']) {
    border-color: var(--_accent);
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
  .share-link {
    background: var(--_surface);
    padding: 0.35em 0.5em;
    inline-size: 100%;
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
  /* The line of help above a board and its "How to play" panel (a details element), in every game. */
  .help {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .help p {
    margin: 0;
  }
  .help summary {
    cursor: pointer;
    color: var(--_ink);
    inline-size: fit-content;
  }
  .help ul {
    margin: 0.4em 0;
    padding-inline-start: 1.2em;
  }
  .help li + li {
    margin-block-start: 0.2em;
  }
  @container (max-width: 24rem) {
    .help {
      font-size: 0.85em;
    }
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
