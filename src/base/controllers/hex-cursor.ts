import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The board the cursor moves on, as the game sees it now. Cells are numbered from 0 in reading order. */
export interface HexCursorOptions {
  /** How many cells the board has. */
  count(): number;
  /** The cell the cursor starts on (such as the one nearest the centre). */
  home(): number;
  /** The focusable element of a cell. */
  cell(index: number): HTMLElement | SVGElement | null | undefined;
}

/**
 * A keyboard cursor with a roving tabindex over a board whose rows are not a
 * square grid (hexagons, kites): the cell in the tab order, which the keys
 * of hex-keys.ts move (loaded with a game's input code, as only a person's
 * keys need them). A controller: it registers itself with its host.
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
}
