import { css } from 'lit';

/** The "Show the maths" panel: a compact matrix that fits a phone, the pivot and changed rows marked by more than colour. */
export const mathsPanelStyles = css`
  .maths {
    display: grid;
    gap: 0.5rem;
    padding: 0.75rem;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_board);
  }
  .maths-title {
    margin: 0;
    font-size: 1em;
  }
  .maths-intro,
  .maths-say,
  .maths-op,
  .maths-x {
    margin: 0;
  }
  .maths-intro {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .maths-scroll {
    overflow-x: auto;
  }
  .maths-table {
    border-collapse: collapse;
    margin-inline: auto;
    font-variant-numeric: tabular-nums;
    font-size: 0.9em;
    /* The matrix reads as in every textbook, in every writing direction. */
    direction: ltr;
  }
  .maths-table caption {
    caption-side: bottom;
    padding-block-start: 0.35rem;
    color: var(--_muted);
    font-size: 0.85em;
  }
  .maths-table th,
  .maths-table td {
    min-inline-size: 1.6em;
    padding: 0.15em 0.3em;
    text-align: center;
    border: 1px solid transparent;
  }
  .maths-table thead th {
    color: var(--_muted);
    font-weight: 600;
  }
  .maths-table tbody th {
    font-weight: 600;
    text-align: start;
    white-space: nowrap;
  }
  .maths-table td.zero {
    color: var(--_muted);
  }
  .maths-table td.one {
    font-weight: 700;
  }
  .maths-table .rhs {
    border-inline-start: 2px solid var(--_line);
  }
  .maths-table tr.changed {
    background: color-mix(in srgb, var(--_accent) 14%, transparent);
  }
  /* The row that reads 0 = c, c ≠ 0: no presses solve the system. */
  .maths-table tr.inconsistent {
    background: color-mix(in srgb, var(--_loss) 16%, transparent);
    outline: 2px dashed var(--_loss);
    outline-offset: -2px;
  }
  .changed-mark {
    color: var(--_accent);
  }
  .maths-table tr.inconsistent .changed-mark {
    color: var(--_loss);
  }
  /* The pivot: a solid ring and bold, not colour alone. */
  .maths-table td.pivot {
    border: 2px solid var(--_accent);
    border-radius: 0.3em;
    font-weight: 800;
  }
  .maths-table th.pivot-col {
    text-decoration: underline 2px;
    color: inherit;
  }
  .maths-op {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    text-align: center;
    min-block-size: 1.4em;
  }
  .maths-x {
    font-weight: 700;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  .maths-controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
  }
  .maths-count {
    min-inline-size: 7em;
    text-align: center;
    color: var(--_muted);
  }
  /* A phone: the step count on a line of its own above Back, Next and Play, so the three buttons stay on one line. */
  @container (max-width: 26rem) {
    .maths-count {
      order: -1;
      flex-basis: 100%;
    }
  }
  @media (forced-colors: active) {
    .maths-table td.pivot {
      border-color: Highlight;
    }
    .maths-table tr.changed,
    .maths-table tr.inconsistent {
      outline: 2px dashed CanvasText;
    }
  }
`;
