import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The eight ways a cursor can step on a board of hexagons or kites. */
export type HexDirection = 'left' | 'right' | 'up' | 'down' | 'up-left' | 'up-right' | 'down-left' | 'down-right';

/** Keys that move the cursor, by `event.key`: the arrows and the number pad's digits (Num Lock on, or the digit row). */
const KEY_DIRECTIONS: Readonly<Record<string, HexDirection>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  '4': 'left',
  '6': 'right',
  '8': 'up',
  '2': 'down',
  '7': 'up-left',
  '9': 'up-right',
  '1': 'down-left',
  '3': 'down-right',
};
/** The number pad's diagonals with Num Lock off, by `event.code` (their `key` is then Home, PageUp, End, PageDown). */
const PAD_DIAGONALS: Readonly<Record<string, HexDirection>> = {
  Numpad7: 'up-left',
  Numpad9: 'up-right',
  Numpad1: 'down-left',
  Numpad3: 'down-right',
};

/** The board the cursor moves on, as the game sees it now. Cells are numbered from 0 in reading order. */
export interface HexCursorOptions {
  /** How many cells the board has. */
  count(): number;
  /** The cell the cursor starts on (such as the one nearest the centre). */
  home(): number;
  /** The cell next to `index` in a direction, or `null` at the board's edge. */
  step(index: number, direction: HexDirection): number | null;
  /** The cells of the row `index` is in, left to right. */
  row(index: number): readonly number[];
  /** The focusable element of a cell. */
  cell(index: number): HTMLElement | SVGElement | null | undefined;
}

/**
 * A keyboard cursor with a roving tabindex over a board whose rows are not a
 * square grid (hexagons, kites): the arrow keys and the number pad's digits
 * (7 9 1 3 diagonally, also with Num Lock off) step to the neighbouring
 * cell, Home/End go to the row's ends, Ctrl+Home/End to the first and last
 * cells. A controller: it registers itself with its host.
 */
export class HexCursor implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: HexCursorOptions;
  #index = -1;

  constructor(host: ReactiveControllerHost, options: HexCursorOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {}

  /** The cell under the cursor (the one in the tab order): the home cell until it moves, or when the board shrank past it. */
  get index(): number {
    if (this.#index < 0 || this.#index >= this.#options.count()) this.#index = this.#options.home();
    return this.#index;
  }

  /** The tabindex a cell should render with. */
  tabIndexOf(index: number): 0 | -1 {
    return index === this.index ? 0 : -1;
  }

  /** Puts the cursor on a cell; focuses it when `focus` is set. */
  moveTo(index: number, focus = false): void {
    this.#index = index;
    this.#host.requestUpdate();
    if (focus) void this.#host.updateComplete.then(() => this.focus());
  }

  /** Focuses the cell under the cursor. */
  focus(): void {
    this.#options.cell(this.index)?.focus();
  }

  /**
   * Handles a navigation key pressed on cell `from`; returns true (and
   * prevents the default) when it was one, also at the board's edge, where
   * the cursor stays put. Alt and Shift chords are left to the browser.
   */
  handleKey(event: KeyboardEvent, from = this.index): boolean {
    if (event.altKey || event.shiftKey) return false;
    const ctrl = event.ctrlKey || event.metaKey;
    const row = this.#options.row(from);
    let to: number | null | undefined;
    const direction = ctrl ? undefined : (PAD_DIAGONALS[event.code] ?? KEY_DIRECTIONS[event.key]);
    if (direction) to = this.#options.step(from, direction) ?? from;
    else if (event.key === 'Home') to = ctrl ? 0 : row[0];
    else if (event.key === 'End') to = ctrl ? this.#options.count() - 1 : row.at(-1);
    if (to == null) return false;
    event.preventDefault();
    this.moveTo(to, true);
    return true;
  }
}
