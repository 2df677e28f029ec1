import { css } from 'lit';

/**
 * `<boardlets-worksheet>`: a sheet of paper on screen (always light: it is
 * what will be printed), and in print black ink on white, whole puzzles per
 * page. Print sizes are in mm and pt and fit both A4 (210 x 297 mm) and
 * Letter (8.5 x 11 in, 216 x 279 mm) inside the browser's default margins:
 * a printable area of at least 190 x 255 mm.
 */
export const worksheetStyles = css`
  :host {
    max-inline-size: var(--boardlets-max-width, 210mm);
    container-type: normal;
    --_sg-blue: #1f62d8;
    --_sg-red: #d8283c;
    --_sg-purple: #8a3cc4;
    --_sg-yellow: #f7ca1a;
    --_sg-green: #1f9d4c;
    --_sg-orange: #f37b10;
    --_sg-white: #ffffff;
  }
  .sheet {
    color-scheme: light;
    color: var(--_ink);
    background: #ffffff;
    padding: 1.25rem 1.5rem 1rem;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    display: grid;
    gap: 0.75rem;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
  }
  .toolbar .status {
    color: var(--_muted);
    display: inline-flex;
    align-items: center;
    gap: 0.5em;
  }
  .busy {
    inline-size: 1em;
    block-size: 1em;
    border: 2px solid var(--_line);
    border-block-start-color: var(--_accent);
    border-radius: 50%;
    animation: spin 0.9s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }
  h2,
  h3,
  p,
  ol,
  ul,
  figure {
    margin: 0;
  }
  .header {
    display: grid;
    gap: 0.5rem;
    border-block-end: 2px solid currentColor;
    padding-block-end: 0.6rem;
  }
  .title {
    font-size: 1.5em;
  }
  .fields {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 2rem;
  }
  .field {
    display: inline-flex;
    align-items: baseline;
    gap: 0.4em;
    flex: 1 1 12rem;
  }
  .blank {
    flex: 1;
    border-block-end: 1px solid currentColor;
    min-inline-size: 6rem;
  }
  .rules {
    display: grid;
    gap: 0.4rem;
    font-size: 0.92em;
  }
  .cards {
    padding-inline-start: 1.2em;
  }
  .rule {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  .rule-diagrams,
  .legend {
    display: flex;
    gap: 0.4rem;
    flex: none;
  }
  .legend-item {
    display: inline-flex;
    align-items: center;
    gap: 0.25em;
  }
  .legend-glyph {
    inline-size: 1.6em;
    block-size: 1.6em;
  }
  .puzzles,
  .keys {
    list-style: none;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
    gap: 1rem 1.5rem;
  }
  .puzzle,
  .answer {
    min-inline-size: 0;
    break-inside: avoid;
    page-break-inside: avoid;
    display: grid;
    gap: 0.4rem;
    align-content: start;
    justify-items: center;
    padding: 0.5rem;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
  }
  .puzzle h3,
  .answer h3 {
    justify-self: start;
    font-size: 1em;
  }
  .cs-pair {
    display: flex;
    gap: 0.9rem;
    justify-content: center;
  }
  .cs-square {
    display: grid;
    justify-items: center;
    gap: 0.2rem;
  }
  .cs-grid {
    inline-size: 5.5rem;
    block-size: 5.5rem;
  }
  .cs-write {
    inline-size: 4rem;
    block-size: 4rem;
    margin-block-start: 1.5rem;
  }
  svg .box.dashed {
    stroke-dasharray: 1.2 0.9;
  }
  .rule-diagrams svg {
    inline-size: 3.5rem;
    block-size: 3.5rem;
  }
  .cs-mini {
    inline-size: 3rem;
    block-size: 3rem;
  }
  svg .box {
    fill: #ffffff;
    stroke: #000000;
    stroke-width: 0.7;
  }
  svg .box.toggled {
    fill: #b8bec9;
  }
  .tick {
    fill: none;
    stroke: #000000;
    stroke-width: 1.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .clicked {
    fill: none;
    stroke: #000000;
    stroke-width: 1;
  }
  .click,
  .dot {
    fill: #000000;
  }
  .states-strip {
    block-size: 2.2rem;
    flex: none;
  }
  .cs-answer {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  /* The key's grid is the one a teacher marks against: big enough to count its dots at a glance. */
  .cs-answer .cs-mini {
    inline-size: 4.5rem;
    block-size: 4.5rem;
  }
  .sg-board {
    inline-size: 100%;
    max-inline-size: 17rem;
    max-block-size: 17rem;
  }
  .sg-board .edge {
    font-size: 3.6px;
    text-anchor: middle;
    fill: #000000;
  }
  svg .sq {
    stroke: #000000;
    stroke-width: 0.4;
    fill: #ffffff;
  }
  /* Pale colours (they print in grey on a black-and-white printer, and save ink): the glyphs tell the tiles apart. */
  svg .sq.c0 {
    fill: #d5d8de;
  }
  svg .sq.c1 {
    fill: color-mix(in srgb, var(--_sg-blue) 45%, white);
  }
  svg .sq.c2 {
    fill: color-mix(in srgb, var(--_sg-red) 45%, white);
  }
  svg .sq.c3 {
    fill: color-mix(in srgb, var(--_sg-purple) 45%, white);
  }
  svg .sq.c4 {
    fill: color-mix(in srgb, var(--_sg-yellow) 45%, white);
  }
  svg .sq.c5 {
    fill: color-mix(in srgb, var(--_sg-green) 45%, white);
  }
  svg .sq.c6 {
    fill: color-mix(in srgb, var(--_sg-orange) 45%, white);
  }
  svg .sq.c7 {
    fill: var(--_sg-white);
  }
  .bar {
    fill: #000000;
  }
  /* Lines to write the hops on: borders, which print even without backgrounds. */
  .write-in {
    inline-size: 100%;
    display: grid;
  }
  .write-in span {
    block-size: 1.6em;
    border-block-end: 1px solid #000000;
  }
  .answers {
    display: grid;
    gap: 0.75rem;
    break-before: page;
    page-break-before: always;
  }
  .answers h2 {
    font-size: 1.3em;
  }
  .sheet[data-game='stained-glass-board'] .keys {
    grid-template-columns: 1fr;
  }
  .sheet[data-game='stained-glass-board'] .answer {
    justify-items: stretch;
  }
  .line {
    columns: 12rem auto;
    column-gap: 1.5rem;
    font-size: 0.9em;
    font-variant-numeric: tabular-nums;
  }
  .foot {
    font-size: 0.8em;
    color: var(--_muted);
    text-align: end;
  }

  @media print {
    :host {
      max-inline-size: none;
      font-size: 10.5pt;
    }
    .sheet {
      color: #000000;
      background: #ffffff;
      border: none;
      border-radius: 0;
      padding: 0;
      gap: 4mm;
    }
    .toolbar {
      display: none;
    }
    .foot {
      color: #000000;
    }
    .header {
      gap: 2mm;
      padding-block-end: 3mm;
    }
    .title {
      font-size: 16pt;
    }
    /* Inline blocks, two to a line: a line of whole puzzles never splits across pages, in every browser. */
    .puzzles,
    .keys {
      display: block;
      font-size: 0;
    }
    .puzzle,
    .answer {
      display: inline-grid;
      vertical-align: top;
      font-size: 10.5pt;
      inline-size: calc(50% - 3mm);
      margin: 0 1.5mm 4mm;
      padding: 2mm;
      border-color: #000000;
      border-radius: 2mm;
    }
    .answer {
      inline-size: calc(33.3% - 3mm);
    }
    .sheet[data-game='stained-glass-board'] .answer {
      inline-size: calc(100% - 3mm);
    }
    .cs-grid {
      inline-size: 27mm;
      block-size: 27mm;
    }
    .cs-write {
      inline-size: 19mm;
      block-size: 19mm;
      margin-block-start: 8mm;
    }
    .rule-diagrams svg {
      inline-size: 15mm;
      block-size: 15mm;
    }
    .states-strip {
      block-size: 8mm;
    }
    .cs-mini {
      inline-size: 14mm;
      block-size: 14mm;
    }
    .cs-answer .cs-mini {
      inline-size: 20mm;
      block-size: 20mm;
    }
    .cs-answer {
      gap: 2.5mm;
    }
    .fewest {
      white-space: nowrap;
    }
    .sg-board {
      max-inline-size: 56mm;
      max-block-size: 56mm;
    }
    .write-in span {
      block-size: 7mm;
      border-block-end-width: 0.3mm;
    }
    .line {
      columns: 4;
      font-size: 9pt;
    }
  }
`;
