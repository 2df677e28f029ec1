import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface GridCursorOptions {
  rows: number;
  cols: number;
  /** Finds the focusable element of a cell, to move focus with the cursor. */
  cell(row: number, col: number): HTMLElement | null | undefined;
}

/**
 * A keyboard cursor over a grid with a roving tabindex: exactly one cell is
 * in the tab order (`tabindex="0"`), the others have `tabindex="-1"`, and the
 * arrow keys move both the cursor and the focus. Home/End go to the row's
 * ends, Ctrl+Home/End to the grid's corners, as in the ARIA grid pattern.
 * Cells are also named by index, row by row (`row * cols + col`). A
 * controller: it registers itself with its host.
 */
export class GridCursor implements ReactiveController {
  row = 0;
  col = 0;
  readonly #host: ReactiveControllerHost;
  readonly #options: GridCursorOptions;

  constructor(host: ReactiveControllerHost, options: GridCursorOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** Keeps the cursor on the grid when it shrank (a new game on a smaller board). */
  hostUpdate(): void {
    this.row = Math.min(this.row, this.rows - 1);
    this.col = Math.min(this.col, this.cols - 1);
  }

  get rows(): number {
    return this.#options.rows;
  }

  get cols(): number {
    return this.#options.cols;
  }

  /** The tabindex a cell should render with. */
  tabIndex(row: number, col: number): 0 | -1 {
    return row === this.row && col === this.col ? 0 : -1;
  }

  /** The cell under the cursor, by index. */
  get index(): number {
    return this.row * this.cols + this.col;
  }

  /** The tabindex a cell should render with, by index. */
  tabIndexOf(index: number): 0 | -1 {
    return index === this.index ? 0 : -1;
  }

  /** Puts the cursor on a cell by index; focuses it when `focus` is set. */
  moveToIndex(index: number, focus = false): void {
    this.moveTo(Math.floor(index / this.cols), index % this.cols, focus);
  }

  /** Puts the cursor on a cell (clamped to the grid); focuses it when `focus` is set. */
  moveTo(row: number, col: number, focus = false): void {
    this.row = Math.min(Math.max(row, 0), this.rows - 1);
    this.col = Math.min(Math.max(col, 0), this.cols - 1);
    this.#host.requestUpdate();
    if (focus) void this.#host.updateComplete.then(() => this.focus());
  }

  /** Focuses the cell under the cursor. */
  focus(): void {
    this.#options.cell(this.row, this.col)?.focus();
  }

  /**
   * Handles a navigation key; returns true (and prevents the default) when
   * the key moved the cursor or was a navigation key at the grid's edge.
   */
  handleKey(event: KeyboardEvent): boolean {
    // Alt+arrows belong to the browser (history), Shift+arrows to the page.
    if (event.altKey || event.shiftKey) return false;
    const ctrl = event.ctrlKey || event.metaKey;
    let { row, col } = this;
    switch (event.key) {
      case 'ArrowUp': row--; break;
      case 'ArrowDown': row++; break;
      case 'ArrowLeft': col--; break;
      case 'ArrowRight': col++; break;
      case 'Home': if (ctrl) row = 0; col = 0; break;
      case 'End': if (ctrl) row = this.rows - 1; col = this.cols - 1; break;
      default: return false;
    }
    event.preventDefault();
    // At the edge the cursor stays put (moveTo clamps).
    this.moveTo(row, col, true);
    return true;
  }
}
