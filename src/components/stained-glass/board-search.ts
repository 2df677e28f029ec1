import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { MessageKey, MessageParam } from '../../base/messages.js';
import { createRng } from '../../engine/rng.js';
import type { Colour, Palette, StainedGlassMove, StainedGlassState } from '../../games/stained-glass/rules.js';
import type { findSolvableBoard } from '../../games/stained-glass/solver.js';

/**
 * The solver (hints and `solvable` boards) is loaded on first use: a page
 * that never asks for it downloads less, and the board shows without waiting.
 * It works in the page's worker where there is one (base/think-client.ts).
 */
const loadSolver = () => import('../../games/stained-glass/solver.js');
const loadClient = () => import('../../base/think-client.js');

/** The shape of the board looked for. */
export interface SearchShape {
  readonly rows: number;
  readonly cols: number;
  readonly palette: Palette;
}

/** An element that searches for boards (a Lit element). */
export type BoardSearchHost = ReactiveControllerHost & HTMLElement & { readonly hasUpdated: boolean };

/** What the search does through `<stained-glass-board>`. */
export interface BoardSearchHooks {
  /** Says a message in the live region. */
  say(key: MessageKey, params?: Readonly<Record<string, MessageParam>>): void;
  /** Plays the board found in place of the one dealt. */
  play(board: SearchShape & { cells: Colour[] }): void;
}

/** The search for a board with a one-tile finish that the game in progress waits for. */
interface Search {
  readonly shape: SearchShape;
  readonly seed: string;
  controller: AbortController | null;
}

/**
 * The `solvable` attribute's search: a new game waits for the solver to find
 * a board it proves can end with one tile (or the last one it tried), then
 * plays it. It starts with the render after the game begins, stops when the
 * element leaves the page, and starts again when it comes back.
 */
export class BoardSearch implements ReactiveController {
  readonly #host: BoardSearchHost;
  readonly #hooks: BoardSearchHooks;
  #search: Search | null = null;
  #start = false;
  /** Whether the board came from the search: proven or not; `null` when it did not. */
  #proven: boolean | null = null;

  constructor(host: BoardSearchHost, hooks: BoardSearchHooks) {
    this.#host = host;
    this.#hooks = hooks;
    host.addController(this);
  }

  /** Whether a board is still being looked for (the board is inert meanwhile). */
  get finding(): boolean {
    return this.#search !== null;
  }

  /** Whether the board came from the search: proven or not; `null` when it did not. */
  get proven(): boolean | null {
    return this.#proven;
  }

  /** A new game: forgets the search and its result. */
  reset(): void {
    this.#search?.controller?.abort();
    this.#search = null;
    this.#proven = null;
  }

  /** Looks for a board of this shape, from this seed, with the next render. */
  begin(shape: SearchShape, seed: string): void {
    this.#search = { shape, seed, controller: null };
  }

  /** Stops the search for a board with a one-tile finish: the board dealt from the seed stays, unproven. */
  stop(): void {
    this.#search?.controller?.abort();
    this.#search = null;
    this.#proven = false;
    this.#hooks.say('sgStopped');
  }

  hostConnected(): void {
    // Back on the page: a search for a solvable board starts again (see hostUpdate()).
    if (this.#host.hasUpdated) this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    if (this.#search?.controller) {
      this.#search.controller.abort();
      this.#search.controller = null;
    }
  }

  hostUpdate(): void {
    // The search starts here, so this render already shows it.
    const search = this.#search;
    if (search && !search.controller && this.#host.isConnected) {
      search.controller = new AbortController();
      this.#start = true;
      this.#hooks.say('sgFinding');
    }
  }

  hostUpdated(): void {
    const search = this.#search;
    if (this.#start && search?.controller) void this.#run(search, search.controller);
    this.#start = false;
  }

  /** Looks for a board with a one-tile finish, then plays it (or the last one tried). */
  async #run(search: Search, controller: AbortController): Promise<void> {
    let found: Awaited<ReturnType<typeof findSolvableBoard>>;
    try {
      const { think } = await loadClient();
      // Removed (or stopped) while the solver loaded: no search, not even its first slice.
      if (controller.signal.aborted) return;
      const rng = createRng(`stained-glass:solvable:${search.seed}`);
      found = await think({ task: 'stained-glass-solvable', state: search.shape, options: {}, rng, signal: controller.signal }, async (o) =>
        (await loadSolver()).findSolvableBoard(search.shape, o.rng, o),
      );
    } catch (error) {
      found = null;
      if (!controller.signal.aborted) console.warn(`<${this.#host.localName}>: no solvable board: ${(error as Error)?.message}`);
    }
    if (controller.signal.aborted || this.#search !== search) return;
    this.#search = null;
    if (found) {
      this.#hooks.play({ ...search.shape, cells: [...found.state.cells] as Colour[] });
      this.#proven = found.proven;
      if (found.proven) this.#hooks.say('sgFound');
      else this.#hooks.say('sgNotFound', { count: found.attempts });
    }
    this.#host.requestUpdate();
  }
}

/**
 * The solver's move for a hint from `state`, worked out for at most
 * `timeBudgetMs`, with what it says of the position; `null` if it has none.
 */
export async function findHint(
  state: StainedGlassState,
  movesSoFar: number,
  timeBudgetMs: number,
  signal: AbortSignal,
): Promise<{ readonly move: StainedGlassMove; readonly note: MessageKey } | null> {
  const { think } = await loadClient();
  const result = await think({ task: 'stained-glass-solve', state, options: { movesSoFar, timeBudgetMs }, signal }, async (o) => (await loadSolver()).solveAsync(state, o));
  const move = result?.line[0];
  if (!result || !move) return null;
  const note: MessageKey = result.finish === 'one-tile' ? 'sgHintFinishable' : result.proof === 'unfinishable' ? 'sgHintUnfinishable' : 'sgHintOpen';
  return { move, note };
}
