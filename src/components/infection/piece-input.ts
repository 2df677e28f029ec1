import type { ReactiveControllerHost } from 'lit';
import { ClickOutsideController } from '../../base/controllers/click-outside.js';
import { PointerDrag } from '../../base/controllers/pointer-drag-impl.js';
import type { GridCursor } from '../../base/grid-cursor.js';
import type { Msg } from '../../base/how-to-play.js';
import { joinSentences } from '../../base/messages.js';
import { pieceOf, type InfectionMove, type InfectionState } from '../../games/infection/rules.js';
import type { BoardRules } from './rules-adapter.js';
import { colorName } from './sentences.js';

/** The element: a Lit host, whose render root holds the `.grid`. */
export type PieceInputHost = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment; loading(promise: Promise<unknown>): void };

/** What the input does through `<infection-board>`. */
export interface PieceInputHooks {
  /** The position on the board. */
  state(): InfectionState;
  /** The rules in play. */
  rules(): BoardRules;
  say: Msg;
  /** Whether a person may move now; if not, says why. */
  mayPlay(): boolean;
  /** Whether a person may pick up a piece now (without saying anything): not read-only, no computer thinking, a person to move. */
  movable(): boolean;
  announce(text: string): void;
  refuse(text: string): void;
  /** Plays the user's move. */
  play(move: InfectionMove): void;
  cursor(): GridCursor;
}

/** The square index of the cell an event happened in. */
function cellIndexOf(event: Event): number | null {
  const cell = (event.target as Element).closest?.<HTMLElement>('[data-index]');
  return cell ? Number(cell.dataset.index) : null;
}

/**
 * A person's moves on `<infection-board>`: the picked-up piece and where it
 * goes, by click, keyboard (Enter or Space picks up and puts down, Escape
 * puts back) and drag, and a click anywhere off the board putting it back.
 * Loaded on first use (input-slot.ts).
 */
export class PieceInput {
  readonly #host: PieceInputHost;
  readonly #hooks: PieceInputHooks;
  /** The picked-up piece (by click, key or drag). */
  selected: number | null = null;

  /** Dragging a piece: a press on one of the mover's pieces picks it up once the pointer moves. */
  readonly pointer: PointerDrag<true>;

  constructor(host: PieceInputHost, hooks: PieceInputHooks) {
    this.#host = host;
    this.#hooks = hooks;
    // A click anywhere off the board (on the page too) puts a picked-up piece back.
    new ClickOutsideController(
      host,
      () => host.renderRoot.querySelector('.grid'),
      () => this.selected !== null && this.putBack(true),
    );
    this.pointer = new PointerDrag<true>(host, {
      size: () => ({ rows: hooks.state().size, cols: hooks.state().size }),
      press: (index) => {
        if (!this.#canDrag(index)) return 'refused';
        // The pressed cell takes the focus: the keyboard cursor goes with it.
        hooks.cursor().moveToIndex(index);
        return true;
      },
      pickUp: (index) => hooks.mayPlay() && this.#pickUp(index),
      dragged: (cell) => cell.querySelector<HTMLElement>('.piece'),
      drop: (from, to) => {
        if (to === null || to === from) return this.putBack(true);
        this.#moveTo(from, to, false);
        // Focus and cursor follow the piece to where it was dropped.
        hooks.cursor().moveToIndex(to, true);
      },
      // A drag that never picked anything up: say why, as a click would.
      refused: () => {
        if (hooks.mayPlay()) hooks.refuse(this.#pickOwn());
      },
      cancel: (moved) => this.putBack(moved),
    });
  }

  #pickOwn(): string {
    return this.#hooks.say('infPickOwn', { color: colorName(this.#hooks.say, this.#hooks.state().toMove) });
  }

  /** Picks up the piece on `index` (after mayPlay), or says why not. */
  #pickUp(index: number): boolean {
    const state = this.#hooks.state();
    const rules = this.#hooks.rules();
    const moves = rules.movesFrom(state, index).length;
    const square = rules.squareName(index, state.size);
    this.selected = moves ? index : null;
    if (moves) this.#hooks.announce(this.#hooks.say('infPicked', { square, count: moves }));
    else this.#hooks.refuse(this.#hooks.say('infCannotMove', { square }));
    return moves > 0;
  }

  /** Ends a drag and puts the picked-up piece back; `announce`: says so (if one was picked up). */
  putBack(announce: boolean): void {
    this.pointer.stop();
    if (this.selected === null) return;
    this.selected = null;
    if (announce) this.#hooks.announce(this.#hooks.say('infPutBack'));
    this.#host.requestUpdate();
  }

  /** Click or Enter/Space on a square: pick up, put back, switch pieces or move. */
  #activate(index: number, byKey: boolean): void {
    if (!this.#hooks.mayPlay()) return;
    const state = this.#hooks.state();
    const selected = this.selected;
    if (state.cells[index] === pieceOf(state.toMove)) {
      if (selected === index) this.putBack(true);
      else this.#pickUp(index);
      this.#host.requestUpdate();
    } else if (selected === null) {
      this.#hooks.refuse(this.#pickOwn());
    } else {
      // A refused key press keeps the piece in hand (Escape puts it back); a refused click or drop puts it back.
      this.#moveTo(selected, index, byKey);
    }
  }

  #moveTo(from: number, to: number, keepOnRefusal: boolean): void {
    const state = this.#hooks.state();
    const rules = this.#hooks.rules();
    const move = state.cells[from] === pieceOf(state.toMove) ? rules.moveFor(state, from, to) : null;
    if (move) {
      this.selected = null;
      this.#hooks.play(move);
      return;
    }
    // Why the piece on `from` cannot go to `to`.
    const why = rules.refusalText(this.#hooks.say, state, rules.moveFor(state, from, to) ?? { from, to });
    // A refused click or drop puts the piece back, and says so.
    this.#hooks.refuse(keepOnRefusal ? why : joinSentences(why, this.#hooks.say('infPutBack')));
    if (!keepOnRefusal) this.selected = null;
    this.#host.requestUpdate();
  }

  /** Whether a press on this square may start dragging its piece (without announcing anything). */
  #canDrag(index: number): boolean {
    const state = this.#hooks.state();
    return this.#hooks.movable() && state.cells[index] === pieceOf(state.toMove);
  }

  onClick = (event: MouseEvent): void => {
    const index = cellIndexOf(event);
    // A real click that ends a drag (same element, thanks to pointer capture) was handled on pointerup.
    if (index === null || this.pointer.isDragClick(event)) return;
    this.#hooks.cursor().moveToIndex(index);
    this.#activate(index, false);
  };

  onKeydown = (event: KeyboardEvent): void => {
    const index = cellIndexOf(event);
    if (index === null || this.#hooks.cursor().handleKey(event)) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!event.repeat) this.#activate(index, true);
    } else if (event.key === 'Escape' && (this.selected !== null || this.pointer.active)) {
      event.preventDefault();
      // The release of a drag cancelled here must not count as a click that picks the piece up again.
      this.pointer.abandon();
      this.putBack(true);
    }
  };
}
