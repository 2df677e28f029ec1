import type { PropertyDeclarations, PropertyValues } from 'lit';
import { choice } from './attribute-values.js';
import type { MoveOutcome } from '../engine/game.js';
import { BoardletElement } from './boardlet-element.js';
import { textConverter } from './describe-value.js';
import { GridCursor } from './grid-cursor.js';

const ON_OFF = ['on', 'off'] as const;

/**
 * The base of the games played on a board of squares (Infection, Stained
 * Glass): on top of {@link BoardletElement}, the keyboard cursor over the
 * squares, the piece or tile in the user's hand put down when the element
 * leaves the page, and the `coordinates` attribute, read once per change (a bad
 * value is warned about and the setting in use kept), for the board's
 * template to draw the squares' names by.
 */
export abstract class SquareBoardElement<State, Move, Options, Outcome extends MoveOutcome = MoveOutcome> extends BoardletElement<State, Move, Options, Outcome> {
  static override properties: PropertyDeclarations = {
    coordinates: { reflect: true, converter: textConverter },
  };

  /**
   * `on` (the default, also when unset): letters for the columns along the
   * bottom edge and numbers for the rows along the left, the names the
   * sentences give squares (`a1` is the bottom-left square, as in chess
   * notation). `off`: none.
   */
  declare coordinates: 'on' | 'off' | null;

  #coordinates = true;

  /** The board's size in squares now. */
  protected abstract boardSize(): { readonly rows: number; readonly cols: number };

  /** The keyboard cursor over the squares (a roving tabindex): the template's cells carry `data-index`, `row * cols + col`. */
  protected readonly cursor: GridCursor;

  /** Puts down, without a word, what the user holds on the board (a picked-up piece or tile, a drag). */
  protected abstract letGo(): void;

  constructor() {
    super();
    this.coordinates = null;
    const size = (): { readonly rows: number; readonly cols: number } => this.boardSize();
    this.cursor = new GridCursor(this, {
      get rows() {
        return size().rows;
      },
      get cols() {
        return size().cols;
      },
      cell: (r, c) => this.renderRoot.querySelector<HTMLElement>(`[data-index="${r * size().cols + c}"]`),
    });
  }

  /** Whether the board shows its squares' names (`coordinates`). */
  protected get showCoordinates(): boolean {
    return this.#coordinates;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.letGo();
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('coordinates')) {
      const warn = this.warnAttribute.bind(this);
      this.#coordinates = choice(warn, 'coordinates', this.coordinates, ON_OFF, 'on', this.#coordinates ? 'on' : 'off') === 'on';
    }
    super.willUpdate(changed);
  }
}
