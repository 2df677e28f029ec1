import { nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { safeText } from './describe-value.js';
import { modalDialog } from './modal.js';
import type { InteractionLayer, LayerHost, LayerOptions } from './interaction-layer.js';
import type { MessageKey } from './messages.js';
import type { ToolAction } from './toolbar.js';
import type { UserAction } from './controllers/history.js';

/**
 * How the interaction layer (interaction-layer.ts) is loaded: a dynamic
 * import, so that it is a chunk of its own that no game's first paint waits
 * for. A test may put another function here to hold the load (and give the
 * original back after).
 * @internal
 */
export const interactionLoader = {
  load: (): Promise<typeof import('./interaction-layer.js')> => import('./interaction-layer.js'),
};

/** The element an {@link InteractionGate} guards: `loading` makes its `updateComplete` wait for the layer. */
type Host = ReactiveControllerHost & HTMLElement & { loading(promise: Promise<unknown>): void };

/** A click or key that came before the layer, kept to be given again, in order, once it has loaded; or an action asked for then ({@link InteractionGate.defer}). */
type Held = { readonly target: EventTarget; readonly event: MouseEvent | KeyboardEvent } | { readonly run: () => void };

const MODIFIERS = ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const;

/**
 * The same input again (a click, key or pointer event), as a new event on the same target (it bubbles and crosses shadow roots, as the first did).
 * @internal
 */
export function again(event: MouseEvent | KeyboardEvent): Event {
  const init: Record<string, unknown> = { bubbles: true, cancelable: true, composed: true };
  for (const key of MODIFIERS) init[key] = event[key];
  if (event instanceof KeyboardEvent) {
    for (const key of ['key', 'code', 'location', 'repeat'] as const) init[key] = event[key];
    return new KeyboardEvent(event.type, init);
  }
  for (const key of ['button', 'buttons', 'clientX', 'clientY', 'screenX', 'screenY', 'detail'] as const) init[key] = event[key];
  if (typeof PointerEvent === 'function' && event instanceof PointerEvent) {
    for (const key of ['pointerId', 'pointerType', 'isPrimary', 'width', 'height', 'pressure'] as const) init[key] = event[key];
    return new PointerEvent(event.type, init);
  }
  return new MouseEvent(event.type, init);
}

/**
 * Loads the interaction layer (the code only a person's input needs) while
 * the page is idle after the first paint (`requestIdleCallback`, or a short
 * timer where there is none), or at once on the first input that needs it,
 * whichever comes first. An input that needs it before it has loaded (by
 * `needs`) is held, with every click and key after it, and given again in
 * the same order once it has; none is lost, and `updateComplete` waits for
 * them. Inputs that need no layer go through as they come.
 */
export class InteractionGate implements ReactiveController {
  readonly #host: Host;
  readonly #needs: (event: Event) => boolean;
  readonly #load: () => Promise<void>;
  readonly #what: string;
  readonly #types: readonly string[];
  #loading: Promise<void> | null = null;
  #loaded = false;
  readonly #held: Held[] = [];
  #idle: (() => void) | null = null;

  /**
   * `needs` says whether an input needs the layer; `load` loads it and sets
   * it up; `what` names it in the warning when it cannot load ("X are
   * unavailable: their code"); `types` are the inputs watched (pointer
   * events too, for the drag's code).
   */
  constructor(host: Host, needs: (event: Event) => boolean, load: () => Promise<void>, what: string, types: readonly string[] = ['click', 'keydown']) {
    this.#host = host;
    this.#needs = needs;
    this.#load = load;
    this.#what = what;
    this.#types = types;
    host.addController(this);
  }

  /** Whether the layer has loaded (or failed to: its inputs then do what they can without it). */
  get loaded(): boolean {
    return this.#loaded;
  }

  hostConnected(): void {
    // Capture on the host: before any listener in its shadow root sees the input.
    for (const type of this.#types) this.#host.addEventListener(type, this.#hold, true);
    if (!this.#loading && !this.#idle) this.#whenIdle();
  }

  hostDisconnected(): void {
    for (const type of this.#types) this.#host.removeEventListener(type, this.#hold, true);
    this.#idle?.();
    this.#idle = null;
  }

  /** Loads the layer now (once), then gives back what was held. */
  start(): Promise<void> {
    this.#idle?.();
    this.#idle = null;
    this.#loading ??= this.#load()
      .catch((error: unknown) => {
        console.warn(`<${this.#host.localName}>: ${this.#what} did not load (${safeText((error as Error)?.message)}). The game goes on without them.`);
      })
      .then(() => {
        this.#loaded = true;
        this.#release();
      });
    return this.#loading;
  }

  #whenIdle(): void {
    const start = (): void => {
      this.#idle = null;
      void this.start();
    };
    if (typeof globalThis.requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 2000 });
      this.#idle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(start, 50);
      this.#idle = () => clearTimeout(id);
    }
  }

  readonly #hold = (event: Event): void => {
    if (this.#loaded || !(event instanceof MouseEvent || event instanceof KeyboardEvent)) return;
    // Once one input waits, every later one waits behind it: they are given back in order.
    if (this.#held.length === 0 && !this.#needs(event)) return;
    const target = event.composedPath()[0] ?? event.target;
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    this.#held.push({ target, event });
    this.#host.loading(this.start());
  };

  /** Does `run` now when the layer has loaded, else once it has, in its place among the inputs held (and every input after it waits behind it). */
  defer(run: () => void): void {
    if (this.#loaded) return run();
    this.#held.push({ run });
    this.#host.loading(this.start());
  }

  #release(): void {
    for (const held of this.#held.splice(0)) {
      if ('run' in held) held.run();
      else if (!(held.target instanceof Node) || held.target.isConnected) held.target.dispatchEvent(again(held.event));
    }
  }
}

/**
 * A board's input code, loaded as one chunk on first use: `load` imports it,
 * `loaded` holds it once it has (a later game on the page then builds its
 * input at once). A test may put another function in `load` to hold it, or
 * set `loaded` to start with it.
 * @internal
 */
export interface InputLoader<Code> {
  load: () => Promise<Code>;
  loaded: Code | null;
}

/** What a board's input watches: the drag's pointer events too. */
const BOARD_INPUTS = ['click', 'keydown', 'pointerdown', 'pointermove', 'pointerup', 'pointercancel'];

/**
 * A game element's one front for its board input (what only a person's
 * click, key or drag needs): `build` gets the code at once where a game on
 * the page has loaded it, else once it has loaded, while the page is idle
 * or on the first click, key or press inside the element with class
 * `board`. Until then an {@link InteractionGate} holds that input and every
 * one after it, and gives them again in order (`what` names the code in the
 * warning when it cannot load).
 */
export function gateBoardInput<Code>(host: Host, loader: InputLoader<Code>, board: string, build: (code: Code) => void, what: string): void {
  if (loader.loaded) return build(loader.loaded);
  const onBoard = (event: Event): boolean => /^(click|keydown|pointerdown)$/.test(event.type) && event.composedPath().some((n) => n instanceof Element && n.classList.contains(board));
  new InteractionGate(
    host,
    onBoard,
    async () => {
      build((loader.loaded ??= await loader.load()));
      host.requestUpdate();
    },
    what,
    BOARD_INPUTS,
  );
}

/** The parts whose clicks need the layer: Undo, Redo, New game and Restart, More's Moves, Share and How to play, the buttons of the panels it holds. */
const LAYER_PARTS = ['undo', 'redo', 'new-game', 'restart', 'move-list-toggle', 'share', 'how-to-play'];

/** Whether an input needs the layer: a click on one of {@link LAYER_PARTS}, `?` (How to play), or Ctrl/Cmd+Z or +Y (Undo, Redo). */
function needsLayer(event: Event): boolean {
  if (event instanceof KeyboardEvent) return event.type === 'keydown' && (event.key === '?' || ((event.ctrlKey || event.metaKey) && /^[yz]$/i.test(event.key)));
  return event.type === 'click' && event.composedPath().some((n) => n instanceof Element && LAYER_PARTS.some((part) => n.part.contains(part)));
}

/**
 * A game element's place for its interaction layer: it loads the layer
 * through an {@link InteractionGate}, and gives the element the layer's
 * More buttons (shown, and their clicks held, before it has loaded), its
 * panels and its Escape key. The element knows nothing else of it.
 */
export class InteractionSlot<State, Move> {
  #layer: InteractionLayer<State, Move> | null = null;
  readonly #gate: InteractionGate;
  readonly #host: LayerHost;
  readonly #options: () => LayerOptions<State, Move>;

  /** `options` is asked for once, when the layer has loaded (or on each Undo, Redo, New game or Restart when it could not). */
  constructor(host: LayerHost & Host, options: () => LayerOptions<State, Move>) {
    this.#host = host;
    this.#options = options;
    this.#gate = new InteractionGate(host, needsLayer, async () => {
      const { createInteractionLayer } = await interactionLoader.load();
      this.#layer = createInteractionLayer<State, Move>(host, options());
      host.requestUpdate();
    }, 'the move list, Share and How to play are unavailable (Undo, Redo, New game and Restart still work): their code');
  }

  /** More's Share (with `share`) and Moves buttons; pressed before the layer has loaded, they act once it has. */
  actions(share: boolean, msg: (key: MessageKey) => string): ToolAction[] {
    const layer = (): InteractionLayer<State, Move> | null => this.#layer;
    const moves: ToolAction = { part: 'move-list-toggle', label: msg('moves'), pressed: layer()?.moveList.isOpen ?? false, run: () => layer()?.moveList.toggle(!layer()!.moveList.isOpen) };
    if (!share) return [moves];
    return [{ part: 'share', label: layer()?.share.copied ? msg('shareCopiedShort') : msg('share'), run: () => void layer()?.share.copy() }, moves];
  }

  /** Escape while an earlier move is reviewed: back to the game. Whether it was used. */
  escape(event: KeyboardEvent): boolean {
    return this.#layer?.moveList.escape(event) ?? false;
  }

  /** Does a user's Undo, Redo, New game or Restart (history-actions.ts), at once when the layer has come, else once it has, in order with the inputs held. */
  run(action: UserAction): void {
    this.#gate.defer(() => (this.#layer ? this.#layer.history.run(action) : this.#without(action)));
  }

  /**
   * Where the layer could not load: the action by the element's own methods,
   * with the layer's events and a shorter sentence. The import is not tried
   * again: Firefox ESR 153 keeps a failed dynamic import's error (a second
   * `import()` fails without a request), though Chromium 156 fetches again.
   */
  #without(action: UserAction): void {
    const host = this.#host;
    const o = this.#options().history;
    if (host.readonly) return o.refuse(o.msg('readonlyBoard'));
    if (action === 'undo' || action === 'redo') {
      const undo = action === 'undo';
      // Past either end of the history, the game New game set aside comes back, as with the layer.
      const done = undo ? host.undo() || o.shelf.unshelve('earlier') : host.redo() || o.shelf.unshelve('later');
      if (!done) return o.refuse(o.msg(undo ? 'nothingToUndo' : 'nothingToRedo'));
      o.emit(action, { game: o.game(), ply: host.ply });
      return o.announce(o.msg(undo ? 'undone' : 'redone'));
    }
    const restart = action === 'restart';
    if (restart) host.restart();
    else host.newGame();
    o.emit('new-game', { game: o.game(), seed: host.currentSeed, ...(restart && { restart }) });
    o.announce(o.msg(restart ? 'restarted' : 'newGameStarted'));
  }

  /** Whether the How to play panel is open. */
  get helpOpen(): boolean {
    return this.#layer?.howToPlay.isOpen ?? false;
  }

  /** Opens the How to play panel, once the layer (and then the panel) has loaded. Resolves to whether it opened. */
  async openHelp(): Promise<boolean> {
    await this.#gate.start();
    return (await this.#layer?.howToPlay.open()) ?? false;
  }

  /** The How to play dialog: empty and closed until the layer has loaded and it is first opened. */
  renderHelp(): TemplateResult {
    return this.#layer?.howToPlay.render() ?? modalDialog({ name: 'how-to-play', part: 'how-to-play-dialog', labelledBy: 'htp-title', content: nothing, close: () => undefined });
  }

  /** The move list panel (when open) and, with `shareLabel`, Share's link field (where the clipboard is unavailable). */
  render(shareLabel: string | null): [TemplateResult | typeof nothing, TemplateResult | typeof nothing] {
    const layer = this.#layer;
    return [layer?.moveList.render() ?? nothing, shareLabel !== null ? (layer?.share.renderField(shareLabel) ?? nothing) : nothing];
  }
}
