import { ClickOutsideController } from '../../base/controllers/click-outside.js';
import type { ReactiveControllerHost } from 'lit';
import type { Msg } from '../../base/how-to-play.js';
import { joinSentences, type MessageKey } from '../../base/messages.js';
import { PointerDrag } from '../../base/controllers/pointer-drag-impl.js';
import type { GridCursor } from '../../base/grid-cursor.js';
import { BLACK, landResult, movesFrom, type StainedGlassMove, type StainedGlassState } from '../../games/stained-glass/rules.js';
import { colourName, squareName } from './sentences.js';

/** A selected tile, with the position it was selected in: it counts only while that position is on the board. */
interface Selection {
  readonly index: number;
  readonly state: StainedGlassState;
}

/** What a drag carries from the press on a tile. */
interface Press {
  /** The selection when the tile was pressed: a drop back on its own square is a click from there. */
  readonly selection: Selection | null;
  /** The position the press was made on: a drop on any other is refused. */
  readonly state: StainedGlassState;
}

/** The element: a Lit host, whose render root holds the `.grid`. */
export type TileInputHost = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment; loading(promise: Promise<unknown>): void };

/** What the input does through `<stained-glass-board>`. */
export interface TileInputHooks {
  /** The position on the board. */
  state(): StainedGlassState;
  /** Why the user cannot move a tile now (read-only, a search, the game over), or `null`. */
  blocked(): MessageKey | null;
  /** Whether a `solvable` board is being looked for (no tile stays selected meanwhile). */
  finding(): boolean;
  say: Msg;
  announce(text: string): void;
  refuse(text: string): void;
  describeRefusal(move: StainedGlassMove): string;
  /** Plays the user's move: whether it was played. */
  play(move: StainedGlassMove): boolean;
  cursor(): GridCursor;
}

/** The tile that follows the pointer in a cell (not the one on its way in a move's animation). */
export function tileOf(cell: Element | null | undefined): HTMLElement | null {
  return cell?.querySelector<HTMLElement>('.tile:not(.flyer)') ?? null;
}

/**
 * The user's hops on `<stained-glass-board>`: the selected tile and its
 * destinations, by click, keyboard (Enter or Space selects and lands, Escape
 * cancels) and drag, and a click anywhere off the board cancelling.
 */
export class TileInput {
  readonly #host: TileInputHost;
  readonly #hooks: TileInputHooks;
  #selection: Selection | null = null;

  /** Dragging a tile: a press on a tile that can move selects it once the pointer moves. */
  readonly pointer: PointerDrag<Press>;

  constructor(host: TileInputHost, hooks: TileInputHooks) {
    this.#host = host;
    this.#hooks = hooks;
    // A click anywhere off the board (on the page too) cancels a selection.
    new ClickOutsideController(
      host,
      () => host.renderRoot.querySelector('.grid'),
      () => this.selected !== null && this.cancel(true),
    );
    this.pointer = new PointerDrag<Press>(host, {
      size: () => hooks.state(),
      press: (index) => {
        const state = hooks.state();
        if (hooks.blocked() || !movesFrom(state, index).length) return 'refused';
        // A press on a destination of the selected tile is a click that lands there, even a shaky one.
        const selection = this.selected === null ? null : this.#selection;
        if (selection && this.#landsOn(selection.index, index)) return null;
        hooks.cursor().moveToIndex(index);
        return { selection, state };
      },
      pickUp: (index, press) => press.state === hooks.state() && this.mayMove() && (this.selected === index || this.#select(index)),
      dragged: (cell) => tileOf(cell),
      drop: (from, to, press) => {
        const fresh = press.state === hooks.state() && this.selected === from;
        if (fresh && to === from) {
          // Back on its own square: a click on the tile, from the selection before the press.
          this.#selection = press.selection;
          this.#activate(from, false);
        } else if (!fresh || to === null) this.cancel(true);
        else if (!this.#landsOn(from, to)) {
          hooks.refuse(joinSentences(hooks.describeRefusal({ from, to }), hooks.say('sgCancelled')));
          this.#selection = null;
        } else {
          this.#land(from, to, false);
          // Focus and cursor follow the tile to where it was dropped.
          hooks.cursor().moveToIndex(to, true);
        }
      },
      // A drag from a tile that cannot move: say why, as a click would.
      refused: (index) => {
        if (this.mayMove()) this.#select(index);
      },
      cancel: (moved) => this.cancel(moved),
    });
  }



  /** The selected tile, if it was selected in the position now on the board. */
  get selected(): number | null {
    const selection = this.#selection;
    if (!selection) return null;
    if (selection.state !== this.#hooks.state() || this.#hooks.finding()) {
      this.#selection = null;
      return null;
    }
    return selection.index;
  }

  /** Forgets the selected tile, silently. */
  clear(): void {
    this.#selection = null;
  }

  /** Whether the user can move a tile right now; if not, says why. */
  mayMove(): boolean {
    const why = this.#hooks.blocked();
    if (why) this.#hooks.refuse(this.#hooks.say(why));
    return why === null;
  }

  #select(index: number): boolean {
    const { say } = this.#hooks;
    const state = this.#hooks.state();
    const moves = movesFrom(state, index);
    const square = squareName(index, state);
    const mover = state.cells[index]!;
    const color = colourName(say, mover);
    if (!moves.length) {
      this.#hooks.refuse(this.#hooks.describeRefusal({ from: index, to: index }));
      return false;
    }
    this.#selection = { index, state };
    // "Selected the blue tile on a1: to c1 (becomes green), to a3 (becomes blue)", in reading order.
    const targets = moves
      .map((m) => m.to)
      .sort((a, b) => a - b)
      .map((to) => say('sgTarget', { square: squareName(to, state), color: colourName(say, landResult(mover, state.cells[to]!)!) }));
    this.#hooks.announce(say('sgSelected', { color, square, targets }));
    this.#host.requestUpdate();
    return true;
  }

  /** Ends a drag and drops the selection; `announce`: says so (if a tile was selected). */
  cancel(announce: boolean): void {
    this.pointer.stop();
    if (this.selected === null) return;
    this.#selection = null;
    if (announce) this.#hooks.announce(this.#hooks.say('sgCancelled'));
    this.#host.requestUpdate();
  }

  /** Click or Enter/Space on a square: select, cancel, switch tiles or land. */
  #activate(index: number, byKey: boolean): void {
    if (!this.mayMove()) return;
    const state = this.#hooks.state();
    const selected = this.selected;
    if (selected === index) return this.cancel(true);
    if (selected !== null && this.#landsOn(selected, index)) return this.#land(selected, index, byKey);
    if (selected === null || movesFrom(state, index).length) {
      this.#select(index);
      return;
    }
    // A tile is selected and this square is neither one of its destinations nor a tile that can move.
    // On black: why the selected tile cannot land there; on a tile: why that tile cannot move.
    const why = this.#hooks.describeRefusal(state.cells[index] === BLACK ? { from: selected, to: index } : { from: index, to: index });
    // A refused key press keeps the tile selected (Escape cancels); a refused click cancels, and says so.
    this.#hooks.refuse(byKey ? why : joinSentences(why, this.#hooks.say('sgCancelled')));
    if (!byKey) this.#selection = null;
    this.#host.requestUpdate();
  }

  /** Whether the tile on `from` can land on `to` now. */
  #landsOn(from: number, to: number): boolean {
    return movesFrom(this.#hooks.state(), from).some((m) => m.to === to);
  }

  /** Lands the tile on `from` on `to`, checked against the position on the board now. */
  #land(from: number, to: number, keepOnRefusal: boolean): void {
    this.#selection = null;
    if (this.#hooks.play({ from, to })) return;
    const state = this.#hooks.state();
    if (keepOnRefusal && movesFrom(state, from).length) this.#selection = { index: from, state };
    this.#host.requestUpdate();
  }

  /** The square index of the cell an event happened in. */
  #indexOf(event: Event): number | null {
    const cell = (event.target as Element).closest?.<HTMLElement>('[data-index]');
    return cell ? Number(cell.dataset.index) : null;
  }

  /**
   * A click on the grid itself (its lead, or the 8 px slop drawn round it,
   * see `.grid::before`): the square nearest the point, so a tap just off an
   * edge square on a phone still reaches it; `null` farther off or for a
   * click without a position (a keyboard's).
   */
  #nearIndex(event: MouseEvent): number | null {
    const grid = event.currentTarget as HTMLElement | null;
    if (!grid || event.target !== grid || (event.clientX === 0 && event.clientY === 0)) return null;
    const box = grid.getBoundingClientRect();
    const [x, y] = [event.clientX, event.clientY];
    if (x < box.left - SLOP || x > box.right + SLOP || y < box.top - SLOP || y > box.bottom + SLOP || !box.width || !box.height) return null;
    const { rows, cols } = this.#hooks.state();
    const at = (v: number, start: number, size: number, n: number): number => Math.min(n - 1, Math.max(0, Math.floor(((v - start) / size) * n)));
    return at(y, box.top, box.height, rows) * cols + at(x, box.left, box.width, cols);
  }

  onClick = (event: MouseEvent): void => {
    const index = this.#indexOf(event) ?? this.#nearIndex(event);
    // A real click that ends a drag (same element, thanks to pointer capture) was handled on pointerup.
    if (index === null || this.pointer.isDragClick(event)) return;
    this.#hooks.cursor().moveToIndex(index);
    this.#activate(index, false);
  };

  onKeydown = (event: KeyboardEvent): void => {
    const index = this.#indexOf(event);
    if (index === null || this.#hooks.cursor().handleKey(event)) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!event.repeat) this.#activate(index, true);
    } else if (event.key === 'Escape' && (this.selected !== null || this.pointer.active)) {
      event.preventDefault();
      // The release of a drag cancelled here must not count as a click that selects the tile again.
      this.pointer.abandon();
      this.cancel(true);
    }
  };
}

/** How far off the board's edge a click still reaches the nearest square, in CSS pixels (the grid's `::before`). */
const SLOP = 8;
