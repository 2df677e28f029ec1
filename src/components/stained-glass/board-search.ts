import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Msg } from '../../base/how-to-play.js';
import { notThenable } from '../../engine/not-thenable.js';
import type { MessageKey, MessageParam } from '../../base/messages.js';
import { createRng } from '../../engine/rng.js';
import { apply, type Colour, type Palette, type StainedGlassMove, type StainedGlassState } from '../../games/stained-glass/rules.js';
import type { findSolvableBoard, SolveResult } from '../../games/stained-glass/solver.js';
import { HINT_NODES } from './search-slot.js';

/**
 * The solver (hints and `solvable` boards) is loaded on first use: a page
 * that never asks for it downloads less, and the board shows without waiting.
 * It works in the page's worker where there is one (base/think-client.ts).
 */
const loadSolver = () => import('../../games/stained-glass/solver.js');
const loadClient = () => import('../../base/think-client.js');

export { HINT_NODES };

/** Positions the solver searches on a daily board, for what the board says to everyone: a finish, or a par. */
export const DAILY_NODES = 1_000_000;

/** A line the solver proved ends with one tile, from `start`. */
export interface KnownLine {
  readonly start: StainedGlassState;
  readonly line: readonly StainedGlassMove[];
}

const sameBoard = (a: StainedGlassState, b: StainedGlassState): boolean =>
  a.rows === b.rows && a.cols === b.cols && a.cells.every((c, i) => c === b.cells[i]);

/** The next move of `known` when `state` is one of the positions along it (before its end), else `null`. */
export function nextOnLine(known: KnownLine | null, state: StainedGlassState): StainedGlassMove | null {
  if (!known) return null;
  let at = known.start;
  for (const move of known.line) {
    if (sameBoard(at, state)) return move;
    at = apply(at, move);
  }
  return null;
}

/** What the solver says of a daily board, the same for everyone: a one-tile finish (its line), or the fewest tiles it reached. */
export type DailyVerdict = { readonly finishable: true; readonly line: KnownLine } | { readonly finishable: false; readonly par: number };

/** The daily board's solver run: the board, its search (while it runs), what it said, and a promise settled when it has. */
interface DailyRun {
  readonly state: StainedGlassState;
  controller: AbortController | null;
  verdict: DailyVerdict | null;
  readonly done: Promise<void>;
  settle(): void;
}

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
  /** A line known to end with one tile, from the search, the daily board's solver or a hint: hints follow it while the game does. */
  #line: KnownLine | null = null;
  /** The daily board's solver run: the board, its search (while it runs) and what it said. */
  #daily: DailyRun | null = null;

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

  /** The line hints follow while the game is on it. */
  get line(): KnownLine | null {
    return this.#line;
  }

  /** Remembers a line proved to end with one tile (a hint's). */
  keepLine(line: KnownLine): void {
    this.#line = line;
  }

  /** What the solver says of the daily board in progress, once it has looked (`null` before, or on another board). */
  get verdict(): DailyVerdict | null {
    return this.#daily?.verdict ?? null;
  }

  /** What the daily board's solver said, for the status line after the date (empty before it has). */
  said(say: Msg): string {
    const verdict = this.verdict;
    return verdict ? ` · ${verdict.finishable ? say('sgProven') : say('sgPar', { count: verdict.par })}` : '';
  }

  /** Resolves when the daily board's solver has had its say (at once when there is none), so a hint there says what every reader is told. */
  settled(): Promise<void> {
    return this.#daily?.done ?? Promise.resolve();
  }

  /** A new game: forgets the search and its result. */
  reset(): void {
    this.#search?.controller?.abort();
    this.#search = null;
    this.#proven = null;
    this.#line = null;
    this.#daily?.controller?.abort();
    this.#daily?.settle();
    this.#daily = null;
  }

  /** A daily board: the solver looks at its start (node-bounded, in slices) with the next render. */
  judge(state: StainedGlassState): void {
    let settle = (): void => {};
    const done = new Promise<void>((resolve) => (settle = resolve));
    this.#daily = { state, controller: null, verdict: null, done, settle };
    this.#host.requestUpdate();
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
    this.#handOverFocus();
  }

  /**
   * The Stop button goes with the search: if it has the focus, the board
   * takes it once shown, so that the keyboard (and a screen reader) is not
   * left on nothing (issue 27's transcripts: focus fell to the page).
   */
  #handOverFocus(): void {
    const root = this.#host.shadowRoot;
    if (!root?.activeElement?.matches('[part~="stop"]')) return;
    void this.#host.updateComplete.then(() => root.querySelector<HTMLElement>('[part~="board"] [tabindex="0"]')?.focus());
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
    if (this.#daily?.controller) {
      this.#daily.controller.abort();
      this.#daily.controller = null;
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
    const daily = this.#daily;
    if (daily && !daily.verdict && !daily.controller && this.#host.isConnected) {
      daily.controller = new AbortController();
      void this.#judge(daily, daily.controller);
    }
  }

  /** Runs the daily board's solver, and keeps what it says. */
  async #judge(daily: DailyRun, controller: AbortController): Promise<void> {
    let result: SolveResult | null = null;
    try {
      const { think } = await loadClient();
      const state = daily.state;
      if (!controller.signal.aborted)
        result = await think({ task: 'stained-glass-solve', state, options: { maxNodes: DAILY_NODES }, signal: controller.signal }, async (o) => (await loadSolver()).solveAsync(state, o));
    } catch (error) {
      if (!controller.signal.aborted) console.warn(`<${this.#host.localName}>: the daily board's solver failed: ${(error as Error)?.message}`);
    }
    if (controller.signal.aborted || this.#daily !== daily) return;
    daily.controller = null;
    if (!result) {
      daily.settle();
      return;
    }
    if (result.proof === 'finishable') {
      const line = { start: daily.state, line: result.line };
      daily.verdict = { finishable: true, line };
      // A hint from the start follows the solver's line (a line found by a hint meanwhile stays).
      this.#line ??= line;
    } else {
      daily.verdict = { finishable: false, par: result.fewestTiles };
    }
    daily.settle();
    this.#host.requestUpdate();
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
      // Hints follow the line that proved the board while the game does.
      if (found.proven) this.#line = { start: found.state, line: found.line };
      if (found.proven) this.#hooks.say('sgFound');
      else this.#hooks.say('sgNotFound', { count: found.attempts });
    }
    this.#handOverFocus();
    this.#host.requestUpdate();
  }
}

/**
 * The move for a hint from `state`, with what it says of the position;
 * `null` if none. On `known` (a proved line), its next move: a one-tile
 * finish is possible. Elsewhere the solver searches {@link HINT_NODES}
 * positions (never a time: every device says the same); a one-tile finish it
 * finds comes back as `line`, for the next hints to follow.
 */
export async function findHint(
  state: StainedGlassState,
  movesSoFar: number,
  known: KnownLine | null,
  signal: AbortSignal,
): Promise<{ readonly move: StainedGlassMove; readonly note: MessageKey; readonly line?: KnownLine } | null> {
  const next = nextOnLine(known, state);
  if (next) return notThenable({ move: next, note: 'sgHintFinishable' });
  const { think } = await loadClient();
  const result = await think({ task: 'stained-glass-solve', state, options: { movesSoFar, maxNodes: HINT_NODES }, signal }, async (o) => (await loadSolver()).solveAsync(state, o));
  const move = result?.line[0];
  if (!result || !move) return null;
  if (result.proof === 'finishable') return notThenable({ move, note: 'sgHintFinishable' as const, line: { start: state, line: result.line } });
  return notThenable({ move, note: result.proof === 'unfinishable' ? ('sgHintUnfinishable' as const) : ('sgHintOpen' as const) });
}
