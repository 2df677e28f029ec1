import type { HexCursor } from '../../base/controllers/hex-cursor.js';
import { handleHexKey, type HexBoard } from '../../base/controllers/hex-keys.js';
import { moveCursor } from '../../games/kites/cursor.js';
import { kitesGeometry } from '../../games/kites/geometry.js';
import { EMPTY, type KitesMove, type KitesState } from '../../games/kites/rules.js';

/** What the input does through `<kites-board>`. */
export interface KiteInputHooks {
  /** The position on the board. */
  state(): KitesState;
  /** Whether a person may place a kite now; if not, says why. */
  mayPlay(): boolean;
  refuse(text: string): void;
  describeRefusal(move: KitesMove): string;
  /** Plays the user's move. */
  play(move: KitesMove): void;
  /** Takes back (Escape or Backspace on a kite). */
  undo(): void;
  readonly cursor: HexCursor;
}

/** The kite index of the element an event happened on. */
function indexOf(event: Event): number | null {
  const kite = (event.target as Element).closest?.<SVGElement>('[data-index]');
  return kite ? Number(kite.dataset.index) : null;
}

/**
 * A person's moves on `<kites-board>`: a click or tap on a kite (or just off
 * the board's edge), and the keys on the board (the cursor's steps, Enter
 * or Space to place, Escape or Backspace to take back). Loaded on first use
 * (input-slot.ts).
 */
export class KiteInput {
  readonly #hooks: KiteInputHooks;
  /** The kites as the cursor's keys step over them. */
  readonly #board: HexBoard;

  constructor(hooks: KiteInputHooks) {
    this.#hooks = hooks;
    const geometry = () => kitesGeometry(hooks.state().size);
    this.#board = {
      count: () => geometry().cells.length,
      step: (index, direction) => moveCursor(geometry(), index, direction),
      row: (index) => geometry().rows[geometry().cells[index]!.row]!,
    };
  }

  /**
   * A tap or click just off the board's edge (in the margin round the
   * hexagon, or the board's 10 px slop beyond it): the kite whose centre is nearest, if the point is within 9 px
   * of the hexagon, so a small kite on a phone is no smaller a target than
   * its neighbours' shared edges make it.
   */
  #nearTap(event: MouseEvent): number | null {
    const svg = (event.currentTarget as Element | null)?.querySelector?.('svg.grid');
    const ctm = svg instanceof SVGSVGElement ? svg.getScreenCTM() : null;
    const hexagon = svg?.querySelector<SVGGeometryElement>('.hexagon');
    if (!svg || !ctm || !hexagon || (event.clientX === 0 && event.clientY === 0)) return null;
    const unit = Math.hypot(ctm.a, ctm.b) || 1;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(ctm.inverse());
    // Within 9 px of the hexagon: its outline widened by the slop holds the point.
    const box = hexagon.getBBox();
    const slop = 9 / unit;
    if (point.x < box.x - slop || point.x > box.x + box.width + slop || point.y < box.y - slop || point.y > box.y + box.height + slop) return null;
    let best: number | null = null;
    let bestDistance = Infinity;
    kitesGeometry(this.#hooks.state().size).cells.forEach((cell, i) => {
      const distance = Math.hypot(cell.centroid.x - point.x, cell.centroid.y - point.y);
      if (distance < bestDistance) [best, bestDistance] = [i, distance];
    });
    return best;
  }

  #place(index: number): void {
    const hooks = this.#hooks;
    if (!hooks.mayPlay()) return;
    if (hooks.state().cells[index] !== EMPTY) {
      hooks.refuse(hooks.describeRefusal({ cell: index }));
      return;
    }
    hooks.play({ cell: index });
  }

  onClick = (event: MouseEvent): void => {
    const index = indexOf(event) ?? this.#nearTap(event);
    if (index === null) return;
    this.#hooks.cursor.moveTo(index);
    this.#place(index);
  };

  onKeydown = (event: KeyboardEvent): void => {
    const index = indexOf(event);
    if (index === null || event.altKey || event.shiftKey || handleHexKey(this.#hooks.cursor, this.#board, event, index)) return;
    if (event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!event.repeat) this.#place(index);
    } else if (event.key === 'Escape' || event.key === 'Backspace') {
      event.preventDefault();
      if (!event.repeat) this.#hooks.undo();
    }
  };
}
