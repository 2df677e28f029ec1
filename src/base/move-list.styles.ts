import { css } from 'lit';

/**
 * The move list panel (base/controllers/move-list-panel.ts), the board
 * under review and Share's link field, the same in every game; in a shadow root that also has
 * `baseStyles` (its `--_*` tokens). Adopted when the interaction layer
 * loads (interaction-layer.ts): nothing here shows before.
 */
export const moveListStyles = css`
  :host {
    --_review: var(--boardlets-review, var(--_accent));
  }
  /* The text fields of Share's link and of the game ID: the buttons' look. */
  .share-link {
    font: inherit;
    color: var(--_ink);
    border: 1px solid var(--_line);
    border-radius: calc(var(--_radius) * 0.75);
    background: var(--_surface);
    padding: 0.35em 0.5em;
    inline-size: 100%;
  }
  /* An earlier move under review: a dotted frame (a result's is solid, dashed or double), and no moves. */
  .root[data-review] .board-slot > * {
    outline: 4px dotted var(--_review);
    outline-offset: 4px;
    cursor: default;
  }
  /* Under review "Back to game" is the one primary action: the toolbar's own, which waits meanwhile, is drawn as a plain button. */
  .root[data-review] .toolbar button.primary[aria-disabled='true'] {
    background: var(--_board);
    color: var(--_ink);
    border-color: var(--_line);
  }
  .move-list {
    display: grid;
    gap: 0.5rem;
    padding: 0.5rem;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_board);
  }
  .move-list [role='listbox'] {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0.25rem;
    list-style: none;
    max-block-size: 7.5rem;
    overflow-y: auto;
    border-radius: calc(var(--_radius) * 0.75);
  }
  .move {
    display: inline-flex;
    align-items: baseline;
    gap: 0.3em;
    min-block-size: 2rem;
    padding: 0.25em 0.55em;
    border: 1px solid transparent;
    border-radius: calc(var(--_radius) * 0.75);
    cursor: pointer;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .move-number {
    color: var(--_muted);
    font-size: 0.85em;
  }
  .move[aria-current='step'] {
    border-color: var(--_line);
  }
  .move[aria-selected='true'] {
    background: var(--_accent);
    color: var(--_accent-ink);
    border-color: var(--_accent);
  }
  .move[aria-selected='true'] .move-number {
    color: inherit;
  }
  @media (hover: hover) {
    .move:hover:not([aria-selected='true']) {
      border-color: var(--_accent);
    }
  }
  .back-to-game {
    justify-self: start;
  }
  /* The ID and Open on one row (the label before them, or above on a phone). */
  .game-id {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: 0.5rem;
  }
  .game-id label {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .game-id input {
    inline-size: 100%;
    min-inline-size: 0;
    min-block-size: 2.75rem;
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 0.85em;
  }
  /* On a phone the moves are one row that scrolls sideways (the latest in view), so the board keeps its height. */
  @container (max-width: 26rem) {
    .move-list [role='listbox'] {
      flex-wrap: nowrap;
      overflow-x: auto;
      max-block-size: none;
    }
    /*
     * "Start" stays whole at the row's start (the moves scroll under it), so
     * it is always one tap away; the board's colour spreads over the list's
     * padding and gap around it, and a rule at its end shows where the
     * scrolling moves go under. It stays in the listbox: keys and screen
     * readers read the same list.
     */
    .move-list [role='option']:first-child {
      position: sticky;
      inset-inline-start: 0;
      z-index: 1;
      box-shadow: 0 0 0 0.25rem var(--_board);
      border-inline-end-color: var(--_line);
    }
    .move-list [role='option']:first-child:not([aria-selected='true']) {
      background: var(--_board);
    }
    .game-id {
      grid-template-columns: minmax(0, 1fr) auto;
    }
    .game-id label {
      grid-column: 1 / -1;
    }
  }
  @media (forced-colors: active) {
    .root[data-review] .board-slot > * {
      outline-color: Highlight;
    }
    .move[aria-selected='true'] {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
  }
`;
