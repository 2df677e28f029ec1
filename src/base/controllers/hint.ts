import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** An element that shows hints (a Lit element). */
export type HintHost = ReactiveControllerHost & HTMLElement;

/** What the user's Hint (button or key) says and does around {@link HintController.run}. */
export interface HintRequest {
  /** Whether the user may ask now; if not, it has said why. */
  may(): boolean;
  /** Starts the search and shows the hint: resolves to whether one is shown (the element's `showHint()`). */
  show(): Promise<boolean>;
  /** Said while the search runs. */
  busy?: string;
  /** Said when no hint was found (unless another search began meanwhile). */
  none?: string;
  /** After a hint is shown (and rendered): such as putting the focus on it. */
  shown?(): void;
}

/**
 * What a game that gives hints declares (the element's `hinting`): the base
 * makes Hint its primary action, and `h` asks for one too.
 */
export interface HintWiring {
  /** The game's hints: one search at a time (the button is off while it runs). */
  readonly hints: HintController<unknown, unknown>;
  /** Shows a hint for the position: the element's public `showHint()`; resolves (or returns) `false` when none is shown. */
  show(): Promise<boolean> | boolean | void;
  /** Puts the focus on the hint, once shown (`h` always does). */
  focus(): void;
  /** Whether the button also moves the focus to the hint, and "Looking…" and "No hint" are said. */
  readonly chatty: boolean;
  /** Whether the user may ask now; if not, it has said why. Default: whether a person may move (`mayPlay()`). */
  may?(): boolean;
  /** Whether the button is off for the game's own reason (a board search). Default: while it is not a person's turn against the computer. */
  blocked?(): boolean;
}

/**
 * A hint for the position on the board, the same in every game that gives
 * one: one search at a time, abortable, for the state it started from; the
 * hint it finds is kept for that state only, and dropped (its search
 * aborted) as soon as the game moves on. The element asks {@link current}
 * what to mark.
 */
export class HintController<State, Hint> implements ReactiveController {
  readonly #host: HintHost;
  readonly #state: () => State;
  /** The search in progress, with the state it is for. */
  #search: { readonly controller: AbortController; readonly state: State } | null = null;
  /** The hint shown, with the state it was made for. */
  #hint: { readonly value: Hint; readonly state: State } | null = null;

  constructor(host: HintHost, state: () => State) {
    this.#host = host;
    this.#state = state;
    host.addController(this);
  }

  /** Whether a hint is being worked out. */
  get busy(): boolean {
    return this.#search !== null;
  }

  /** The hint for the position on the board, if there is one. */
  get current(): Hint | null {
    return this.#hint && this.#hint.state === this.#state() ? this.#hint.value : null;
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.drop();
  }

  hostUpdate(): void {
    // The game moved on: a hint (or a search) for the position before is of no use.
    const state = this.#state();
    if (this.#hint && this.#hint.state !== state) this.#hint = null;
    if (this.#search && this.#search.state !== state) this.#abort();
  }

  /** Forgets the hint and stops a search. */
  drop(): void {
    this.#abort();
    this.#hint = null;
  }

  #abort(): void {
    this.#search?.controller.abort();
    this.#search = null;
  }

  /** Shows a hint found at once (or none) for the position on the board. */
  set(hint: Hint | null): void {
    this.#abort();
    this.#hint = hint === null ? null : { value: hint, state: this.#state() };
    this.#host.requestUpdate();
  }

  /**
   * Looks for a hint for the position on the board with `find`, unless a
   * search is under way. Resolves to the hint, kept as {@link current}; or to
   * `null` when none was found, the search failed (with a warning), was
   * aborted, or the game moved on meanwhile.
   */
  async run(find: (state: State, signal: AbortSignal) => Promise<Hint | null | undefined>): Promise<Hint | null> {
    if (this.#search) return null;
    const state = this.#state();
    const search = { controller: new AbortController(), state };
    const { signal } = search.controller;
    this.#search = search;
    this.#host.requestUpdate();
    try {
      const found = await find(state, signal);
      if (found == null || signal.aborted || this.#state() !== state) return null;
      this.#hint = { value: found, state };
      return found;
    } catch (error) {
      if (!signal.aborted) console.warn(`<${this.#host.localName}>: no hint: ${(error as Error)?.message}`);
      return null;
    } finally {
      if (this.#search === search) {
        this.#search = null;
        this.#host.requestUpdate();
      }
    }
  }

  /** The user's Hint: says it is looking, shows the hint, or says there is none. */
  request(say: (sentence: string) => void, request: HintRequest): void {
    if (this.#search || !request.may()) return;
    if (request.busy) say(request.busy);
    void request.show().then(async (shown) => {
      if (!shown) {
        if (!this.#search && request.none) say(request.none);
        return;
      }
      await this.#host.updateComplete;
      request.shown?.();
    });
  }
}
