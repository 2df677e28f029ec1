import { gateBoardInput, type InputLoader } from '../../base/interaction.js';
import type { PieceInput, PieceInputHooks, PieceInputHost } from './piece-input.js';
import type { BoardListeners } from './templates.js';

type InputCode = typeof import('./piece-input.js');

/**
 * How the board's input code (piece-input.ts: picking up, click, keys and
 * drag) is loaded: one chunk, while the page is idle after the first paint
 * or on the first click, key or press on the board; once loaded, a game
 * made later builds its input at once. A test may hold `load`, or set
 * `loaded` to start with it.
 * @internal
 */
export const inputLoader: InputLoader<InputCode> = {
  load: () => import('./piece-input.js'),
  loaded: null,
};

/**
 * `<infection-board>`'s one front for a person's moves: until the code has
 * loaded, an InteractionGate (gateBoardInput) holds a click, key or press
 * on the board, and every input after it, and gives them again in order
 * once it has; nothing is picked up meanwhile, and the grid's listeners
 * hand each event to the code once it is there. The computer's moves, the
 * sentences and the animations need none of it.
 */
export class InputSlot {
  #input: PieceInput | null = null;

  constructor(host: PieceInputHost, hooks: PieceInputHooks) {
    gateBoardInput(host, inputLoader, 'grid', ({ PieceInput }) => (this.#input = new PieceInput(host, hooks)), 'moving pieces is unavailable (the board cannot be played): its code');
  }

  /** The picked-up piece, if any. */
  get selected(): number | null {
    return this.#input?.selected ?? null;
  }

  /** Forgets the picked-up piece, silently (a move was played). */
  clear(): void {
    if (this.#input) this.#input.selected = null;
  }

  /** Ends a drag and puts the picked-up piece back; `announce`: says so. */
  putBack(announce: boolean): void {
    this.#input?.putBack(announce);
  }

  /** Whether a piece is being dragged; where it hovers; whether the move played is a drop. */
  get moved(): boolean {
    return this.#input?.pointer.moved ?? false;
  }
  get hover(): number | null {
    return this.#input?.pointer.hover ?? null;
  }
  get dropping(): boolean {
    return this.#input?.pointer.dropping ?? false;
  }

  /** The grid's listeners, the same every render. */
  readonly listeners: BoardListeners = {
    click: (event) => this.#input?.onClick(event),
    keydown: (event) => this.#input?.onKeydown(event),
    pointerdown: (event) => this.#input?.pointer.onPointerDown(event),
    pointermove: (event) => this.#input?.pointer.onPointerMove(event),
    pointerup: (event) => this.#input?.pointer.onPointerUp(event),
    pointercancel: (event) => this.#input?.pointer.onPointerCancel(event),
  };
}
