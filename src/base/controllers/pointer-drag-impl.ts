import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { effectiveZoom } from '../dom-guards.js';

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

/** The element: a Lit host, whose render root holds the `.grid`. */
export type DragHost = ReactiveControllerHost & HTMLElement & { readonly renderRoot: ParentNode };

/**
 * Pointer travel (px) that turns a press into a drag, per pointer type: more
 * for a finger or a pen, which wobble, than for a mouse. Any other type
 * counts as a touch.
 */
export const DRAG_SLOP: Readonly<Record<'mouse' | 'pen' | 'touch', number>> = { mouse: 5, pen: 10, touch: 10 };

/** The dead zone of a pointer type (see {@link DRAG_SLOP}). */
export const dragSlop = (pointerType: string): number => (pointerType === 'mouse' || pointerType === 'pen' ? DRAG_SLOP[pointerType] : DRAG_SLOP.touch);

/**
 * How far (viewport px) a piece dragged by a finger rides above it, so the
 * finger does not hide it: most of a cell's height, between 32 and 64 px
 * (a fingertip covers about 40). The piece lands on the cell under it, not
 * under the finger. A mouse or pen drags the piece under its tip.
 */
export function touchLift(cell: Element): number {
  return Math.min(64, Math.max(32, 0.8 * cell.getBoundingClientRect().height));
}

/** A click this soon (ms) after a drag ended is the drag's own click: it is ignored. */
const CLICK_AFTER_DRAG_MS = 400;

interface Drag<T> {
  readonly pointerId: number;
  readonly slop: number;
  readonly from: number;
  readonly carried: T;
  readonly x: number;
  readonly y: number;
  readonly cell: HTMLElement;
  /** How far above the pointer the piece rides (a finger's: {@link touchLift}; otherwise 0). */
  readonly lift: number;
  moved: boolean;
}

/**
 * Dragging a piece from one cell of a square grid to another with the mouse,
 * a finger or a pen: the press captures the pointer, the piece is picked up
 * once the pointer leaves a dead zone (per pointer type), follows it (in the
 * piece's own pixels, also under CSS zoom or a scaling transform; above a
 * finger, see {@link touchLift}), and is dropped on the cell under the piece. A press that does not leave the dead zone is left to the
 * click event; the click that ends a drag is ignored ({@link isDragClick}).
 * No first paint downloads it: the games that drag (Infection, Stained
 * Glass) build it with their board input, which loads while the page is
 * idle or on the first input on the board (their input-slot.ts). Bind
 * `onPointerDown`, `onPointerMove`, `onPointerUp` and `onPointerCancel` on
 * the grid element.
 */
export class PointerDrag<T> implements ReactiveController {
  readonly #host: DragHost;
  readonly #options: PointerDragOptions<T>;
  #drag: Drag<T> | null = null;
  #refusedPress: { pointerId: number; index: number; x: number; y: number; slop: number } | null = null;
  #endedAt = -Infinity;
  #dropping = false;
  #hover: number | null = null;

  constructor(host: DragHost, options: PointerDragOptions<T>) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.stop();
    this.#refusedPress = null;
  }

  /** Whether a press is held on a draggable cell (picked up or not yet). */
  get active(): boolean {
    return this.#drag !== null;
  }

  /** Whether a piece is being dragged (it left the dead zone). */
  get moved(): boolean {
    return this.#drag?.moved ?? false;
  }

  /** The cell under the dragged piece, or `null`. */
  get hover(): number | null {
    return this.#hover;
  }

  /** Set while `drop` runs: a move played then was seen arriving. */
  get dropping(): boolean {
    return this.#dropping;
  }

  /** Whether a click is the one that ends a drag (already handled on release). */
  isDragClick(event: MouseEvent): boolean {
    return event.detail > 0 && performance.now() - this.#endedAt < CLICK_AFTER_DRAG_MS;
  }

  /** Ends the drag in progress, if any, without a drop: the piece goes back to its cell. */
  stop(): void {
    if (this.#drag) this.#options.dragged(this.#drag.cell)?.style.removeProperty('transform');
    this.#drag = null;
    this.#hover = null;
  }

  /** Ends the drag on a key (Escape): its release must not count as a click then. */
  abandon(): void {
    if (this.#drag?.moved) this.#endedAt = performance.now();
    this.stop();
  }

  /** The cell under a point of the viewport, or `null` off the board. */
  indexAt(x: number, y: number): number | null {
    const grid = this.#host.renderRoot.querySelector('.grid');
    if (!grid) return null;
    const box = grid.getBoundingClientRect();
    const { rows, cols } = this.#options.size();
    const col = Math.floor(((x - box.left) / box.width) * cols);
    const row = Math.floor(((y - box.top) / box.height) * rows);
    return row >= 0 && row < rows && col >= 0 && col < cols ? row * cols + col : null;
  }

  onPointerDown = (event: PointerEvent): void => {
    const cell = (event.target as Element).closest?.<HTMLElement>('[data-index]');
    if (!event.isPrimary || event.button !== 0 || this.#drag || !cell) return;
    const index = Number(cell.dataset.index);
    const slop = dragSlop(event.pointerType);
    this.#refusedPress = null;
    const carried = this.#options.press(index);
    if (carried === 'refused') {
      this.#refusedPress = { pointerId: event.pointerId, index, x: event.clientX, y: event.clientY, slop };
      return;
    }
    if (carried === null) return;
    try {
      cell.setPointerCapture(event.pointerId);
    } catch {
      // Not an active pointer (a synthetic event): moves still bubble up to the board.
    }
    const lift = event.pointerType === 'touch' ? touchLift(cell) : 0;
    this.#drag = { pointerId: event.pointerId, slop, from: index, carried, x: event.clientX, y: event.clientY, cell, lift, moved: false };
  };

  onPointerMove = (event: PointerEvent): void => {
    const drag = this.#drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved) {
      // The dead zone is the pointer's own travel; the lift comes with the pick-up.
      if (Math.hypot(dx, dy) < drag.slop) return;
      if (!this.#options.pickUp(drag.from, drag.carried)) {
        this.#drag = null;
        return;
      }
      drag.moved = true;
      this.#host.requestUpdate();
    }
    const piece = this.#options.dragged(drag.cell);
    // The pointer moves in viewport pixels; under CSS zoom or a scaling transform on an ancestor the piece's own pixels differ.
    const zoom = piece ? effectiveZoom(drag.cell) : 1;
    if (piece) piece.style.transform = `translate(${dx / zoom}px, ${(dy - drag.lift) / zoom}px)`;
    const over = this.indexAt(event.clientX, event.clientY - drag.lift);
    if (over !== this.#hover) {
      this.#hover = over;
      this.#host.requestUpdate();
    }
  };

  onPointerUp = (event: PointerEvent): void => {
    const refused = this.#refusedPress;
    if (refused?.pointerId === event.pointerId) {
      this.#refusedPress = null;
      // A drag that never picked anything up: say why (a plain click says it itself).
      if (Math.hypot(event.clientX - refused.x, event.clientY - refused.y) >= refused.slop) {
        this.#endedAt = performance.now();
        this.#options.refused(refused.index);
      }
    }
    const drag = this.#drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    this.stop();
    // A press without a drag is a click; the click event handles it.
    if (!drag.moved) return;
    this.#endedAt = performance.now();
    this.#dropping = true;
    try {
      this.#options.drop(drag.from, this.indexAt(event.clientX, event.clientY - drag.lift), drag.carried);
    } finally {
      this.#dropping = false;
    }
    this.#host.requestUpdate();
  };

  onPointerCancel = (event: PointerEvent): void => {
    this.#refusedPress = null;
    const drag = this.#drag;
    if (drag?.pointerId === event.pointerId) {
      this.stop();
      this.#options.cancel(drag.moved);
    }
    this.#host.requestUpdate();
  };
}
