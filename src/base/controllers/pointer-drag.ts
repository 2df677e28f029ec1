import type { ReactiveControllerHost } from 'lit';
import { InteractionGate } from '../interaction.js';
import type { PointerDrag } from './pointer-drag-impl.js';

/** What a game tells the drag controller. Cells are elements with `data-index` inside a `.grid` of `rows` x `cols` equal cells. */
export interface PointerDragOptions<T> {
  /** The board's size now, for finding the cell under the pointer. */
  size(): { rows: number; cols: number };
  /**
   * A press on cell `index` (must not announce anything): a value (any
   * object) to start a drag that carries it, `'refused'` when the cell
   * cannot be dragged now (a drag from it then calls `refused` on
   * release), or `null` when the press is only a click.
   */
  press(index: number): T | 'refused' | null;
  /** The pointer left the dead zone: pick the piece up (or say why not, and return false to end the drag). */
  pickUp(index: number, carried: T): boolean;
  /** The element that follows the pointer inside the pressed cell (the piece or tile). */
  dragged(cell: HTMLElement): HTMLElement | null;
  /** A picked-up piece released over cell `to` (`null` off the board): play there, put it back or refuse. */
  drop(from: number, to: number | null, carried: T): void;
  /** A drag from a cell that `press` refused was released: say why, as a click would. */
  refused(index: number): void;
  /** The browser cancelled the drag (`moved`: whether the piece had been picked up). */
  cancel(moved: boolean): void;
}

/** The element: a Lit host, whose render root holds the `.grid`; `loading` (a game element's) makes its `updateComplete` wait for the drag's code when a press comes first. */
export type DragHost = ReactiveControllerHost & HTMLElement & { readonly renderRoot: ParentNode; loading(promise: Promise<unknown>): void };


type DragCode = typeof import('./pointer-drag-impl.js');

/**
 * How the drag's code (pointer-drag-impl.ts) is loaded: a dynamic import, a
 * chunk of its own that no first paint waits for; `loaded` is that code once
 * a controller has loaded it, and every controller made after starts with
 * it. A test may put another function in `load` to hold the load, or set
 * `loaded` to start with the code (and give the originals back after).
 * @internal
 */
export const pointerDragLoader: { load: () => Promise<DragCode>; loaded: DragCode | null } = {
  load: () => import('./pointer-drag-impl.js'),
  loaded: null,
};

/**
 * Dragging a piece from one cell of a square grid to another with the mouse,
 * a finger or a pen: the press captures the pointer, the piece is picked up
 * once the pointer leaves a dead zone (per pointer type), follows it (in the
 * piece's own pixels, also under CSS zoom or a scaling transform; above a
 * finger, see {@link touchLift}), and is dropped on the cell under the
 * piece. A press that does not leave the dead zone is left to the click
 * event; the click that ends a drag is ignored ({@link isDragClick}).
 *
 * Its code (pointer-drag-impl.ts) loads while the page is idle after the
 * first paint, or on the first press, whichever comes first, through an
 * {@link InteractionGate}: a press before it has loaded, and every pointer
 * event, click and key after it, is held and given again in the same order
 * once it has, so a drag or a click made that early still happens, a moment
 * later (`updateComplete` waits for it). Where the code cannot load, a press
 * is only a click.
 *
 * Bind `onPointerDown`, `onPointerMove`, `onPointerUp` and `onPointerCancel`
 * on the grid element.
 */
export class PointerDragController<T> {
  #drag: PointerDrag<T> | null = null;

  constructor(host: DragHost, options: PointerDragOptions<T>) {
    const code = pointerDragLoader.loaded;
    if (code) this.#drag = new code.PointerDrag<T>(host, options);
    else
      new InteractionGate(
        host,
        (event) => event.type === 'pointerdown',
        async () => {
          const loaded = (pointerDragLoader.loaded = await pointerDragLoader.load());
          this.#drag = new loaded.PointerDrag<T>(host, options);
        },
        'dragging is unavailable: its code',
        ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'click', 'keydown'],
      );
  }

  /** Whether a press is held on a draggable cell (picked up or not yet). */
  get active(): boolean {
    return !!this.#drag?.active;
  }

  /** Whether a piece is being dragged (it left the dead zone). */
  get moved(): boolean {
    return !!this.#drag?.moved;
  }

  /** The cell under the dragged piece, or `null`. */
  get hover(): number | null {
    return this.#drag?.hover ?? null;
  }

  /** Set while `drop` runs: a move played then was seen arriving. */
  get dropping(): boolean {
    return !!this.#drag?.dropping;
  }

  /** Whether a click is the one that ends a drag (already handled on release). */
  isDragClick(event: MouseEvent): boolean {
    return !!this.#drag?.isDragClick(event);
  }

  /** Ends the drag in progress, if any, without a drop: the piece goes back to its cell. */
  stop(): void {
    this.#drag?.stop();
  }

  /** Ends the drag on a key (Escape): its release must not count as a click then. */
  abandon(): void {
    this.#drag?.abandon();
  }

  readonly onPointerDown = (event: PointerEvent): void => this.#drag?.onPointerDown(event);
  readonly onPointerMove = (event: PointerEvent): void => this.#drag?.onPointerMove(event);
  readonly onPointerUp = (event: PointerEvent): void => this.#drag?.onPointerUp(event);
  readonly onPointerCancel = (event: PointerEvent): void => this.#drag?.onPointerCancel(event);
}
