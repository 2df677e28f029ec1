import { gateBoardInput, type InputLoader } from '../../base/interaction.js';
import type { BoardletsSettings } from '../../base/settings-context.js';
import type { StainedGlassMove, StainedGlassState } from '../../games/stained-glass/rules.js';
import type { HopMotion, HopMotionHost } from './hop-motion.js';
import type { TileInput, TileInputHooks, TileInputHost } from './tile-input.js';

/**
 * How the board's input code (input-layer.ts: the tile selection, click,
 * keyboard and drag of tile-input.ts, and the hop animation of
 * hop-motion.ts) is loaded: one chunk, while the page is idle after the
 * first paint or on the first click, key or press on the board; once loaded
 * (`loaded`), a game made later builds its input at once. A test may put
 * another function here to hold the load, or set `loaded` to start with it.
 * @internal
 */
export const inputLoader: InputLoader<InputCode> = {
  load: () => import('./input-layer.js'),
  loaded: null,
};

type InputCode = typeof import('./input-layer.js');

/**
 * `<stained-glass-board>`'s one front for its input: until the code has
 * loaded, an InteractionGate (gateBoardInput) holds a click, key or press on the board
 * (and every input after it) and gives them again in order once it has; the
 * board shows no selection, drag or hop meanwhile, and the handlers the
 * template binds hand each event to the code once it is there (so what was
 * held replays without waiting for a render).
 */
export class InputSlot {
  #input: TileInput | null = null;
  #hop: HopMotion | null = null;
  readonly #hooks: TileInputHooks;

  constructor(host: TileInputHost & HopMotionHost, hooks: TileInputHooks, settings: () => BoardletsSettings) {
    this.#hooks = hooks;
    gateBoardInput(
      host,
      inputLoader,
      'grid',
      ({ TileInput, HopMotion }) => {
        this.#hop = new HopMotion(host, settings);
        this.#input = new TileInput(host, hooks);
      },
      'moving tiles is unavailable (the board cannot be played): its code',
    );
  }

  /** The selected tile, if any. */
  get selected(): number | null {
    return this.#input?.selected ?? null;
  }

  clear(): void {
    this.#input?.clear();
  }

  /** Whether the user can move a tile right now; if not, says why (see TileInput.mayMove). */
  mayMove(): boolean {
    if (this.#input) return this.#input.mayMove();
    const hooks = this.#hooks;
    const why = hooks.blocked();
    if (why) hooks.refuse(hooks.say(why));
    return why === null;
  }

  readonly onClick = (event: MouseEvent): void => this.#input?.onClick(event);
  readonly onKeydown = (event: KeyboardEvent): void => this.#input?.onKeydown(event);

  /** The drag, as the template and the element read it. */
  readonly pointer = ((slot: () => TileInput | null) => ({
    get moved(): boolean {
      return slot()?.pointer.moved ?? false;
    },
    get hover(): number | null {
      return slot()?.pointer.hover ?? null;
    },
    get dropping(): boolean {
      return slot()?.pointer.dropping ?? false;
    },
    stop: (): void => slot()?.pointer.stop(),
    onPointerDown: (event: PointerEvent): void => slot()?.pointer.onPointerDown(event),
    onPointerMove: (event: PointerEvent): void => slot()?.pointer.onPointerMove(event),
    onPointerUp: (event: PointerEvent): void => slot()?.pointer.onPointerUp(event),
    onPointerCancel: (event: PointerEvent): void => slot()?.pointer.onPointerCancel(event),
  }))(() => this.#input);

  /** A move's hop (none before the code has loaded: a person's move waits for it; a page's own call is then not animated). */
  readonly hop = {
    start: (state: StainedGlassState, move: StainedGlassMove, dropped: () => boolean): void => this.#hop?.start(state, move, dropped),
    clear: (): void => this.#hop?.clear(),
    flight: (): { readonly from: number; readonly colour: number } | null => this.#hop?.flight ?? null,
  };
}
