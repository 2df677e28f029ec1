import { css } from 'lit';
import { modalStyles } from './modal.styles.js';

/**
 * The daily result card and statistics panel (see daily-card.ts), for a
 * shadow root that also has `baseStyles` (its `--_*` tokens): light and
 * dark follow the game's colour scheme; phone-sized, the dialog takes the
 * screen's width. The latest band of the chart is told by more than colour:
 * filled, outlined, bold and starred.
 */
export const dailyStyles = css`
  ${modalStyles}
  dialog.daily {
    --_modal-width: 26rem;
  }
  .daily-panel {
    display: grid;
    gap: 1rem;
    padding: 1rem 1.25rem 1.25rem;
    background: var(--_board);
    color: var(--_ink);
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    text-align: center;
  }
  .daily-panel h2,
  .daily-panel p,
  .daily-panel dl,
  .daily-panel dd,
  .daily-panel figure {
    margin: 0;
  }
  .daily-panel h2 {
    font-size: 1.25rem;
    line-height: 1.25;
  }
  /* The heading takes the focus when the dialog opens (so a screen reader starts there); it is not a control. */
  .daily-panel h2:focus {
    outline: none;
  }
  .daily-card,
  .daily-stats {
    display: grid;
    gap: 0.6rem;
  }
  .daily-card + .daily-stats {
    border-block-start: 1px solid var(--_line);
    padding-block-start: 1rem;
  }
  .daily-outcome {
    font-weight: 600;
    text-wrap: balance;
  }
  .daily-outcome[data-solved='true'] .daily-outcome-mark {
    color: var(--_success);
  }
  .daily-outcome[data-solved='false'] .daily-outcome-mark {
    color: var(--_loss);
  }
  /* The share line as squares: up to 12 a line on a 360px phone, 30 (and "+N") in three lines. */
  .daily-symbols {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 0.25rem;
    margin-inline: auto;
    max-inline-size: 21rem;
  }
  .daily-tile {
    inline-size: 1.375rem;
    block-size: 1.375rem;
    border-radius: 0.2rem;
    box-sizing: border-box;
  }
  .daily-tile[data-kind='good'] {
    background: var(--_success);
  }
  .daily-tile[data-kind='bad'] {
    background: var(--_loss) linear-gradient(135deg, transparent 43%, var(--_board) 43% 57%, transparent 57%);
  }
  .daily-tile[data-kind='neutral'] {
    background: var(--_line);
  }
  .daily-tile[data-kind='empty'] {
    border: 2px solid var(--_line);
  }
  .daily-more {
    color: var(--_muted);
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    padding-inline-start: 0.25rem;
  }
  .daily-share-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.75rem 1.25rem;
  }
  .daily-share {
    font-weight: 600;
    background: var(--_accent);
    color: var(--_accent-ink);
    border-color: var(--_accent);
    min-block-size: 2.75rem;
    padding-inline: 1.25rem;
  }
  .daily-countdown {
    display: grid;
    color: var(--_muted);
    font-size: 0.875rem;
  }
  .daily-time {
    color: var(--_ink);
    font-size: 1.25rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .daily-share-field {
    inline-size: 100%;
    font: inherit;
    color: var(--_ink);
    background: var(--_surface);
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    padding: 0.4em 0.5em;
    resize: vertical;
  }
  .daily-share-status:empty {
    display: none;
  }
  .daily-figures {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: 0.5rem;
  }
  /* The number above its label, numbers on one line however many lines a label takes. */
  .daily-figure {
    display: grid;
    grid-template-rows: auto 1fr;
    justify-items: center;
    align-content: start;
  }
  .daily-figure dd {
    grid-row: 1;
  }
  .daily-figure dt {
    grid-row: 2;
    line-height: 1.25;
  }
  .daily-figure dd {
    font-size: 1.75rem;
    font-weight: 600;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }
  .daily-figure dt {
    font-size: 0.75rem;
    color: var(--_muted);
  }
  .daily-chart {
    display: grid;
    gap: 0.35rem;
  }
  .daily-chart figcaption {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  .daily-chart svg {
    inline-size: 100%;
    block-size: auto;
    overflow: visible;
  }
  .bar rect {
    fill: var(--_line);
  }
  .bar text {
    fill: var(--_ink);
    font-size: 13px;
    font-family: inherit;
  }
  .bar.latest rect {
    fill: var(--_accent);
    stroke: var(--_ink);
    stroke-width: 2;
  }
  .bar.latest text {
    font-weight: 700;
  }
  .daily-note {
    color: var(--_muted);
    font-size: 0.875rem;
  }
  .daily-warning {
    color: var(--_refusal);
    font-size: 0.875rem;
  }
  .daily-earlier h3 {
    font-size: 1rem;
    margin: 0.5rem 0 0.25rem;
  }
  .daily-earlier ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
  }
  /* The puzzle on the board: a thicker frame and bold text, not colour alone. */
  .daily-earlier [aria-current='true'] {
    font-weight: 700;
    outline: 2px solid currentColor;
    outline-offset: 1px;
  }
  .daily-close {
    justify-self: center;
    min-inline-size: 8rem;
  }
  @media (forced-colors: active) {
    .bar rect {
      fill: GrayText;
    }
    .bar.latest rect {
      fill: Highlight;
      stroke: CanvasText;
    }
    .bar text {
      fill: CanvasText;
    }
    .daily-tile {
      forced-color-adjust: none;
      border: 2px solid CanvasText;
    }
    .daily-tile[data-kind='good'] {
      background: Highlight;
    }
    .daily-tile[data-kind='bad'] {
      background: Canvas linear-gradient(135deg, transparent 40%, CanvasText 40% 60%, transparent 60%);
    }
    .daily-tile[data-kind='neutral'],
    .daily-tile[data-kind='empty'] {
      background: Canvas;
    }
  }
`;
