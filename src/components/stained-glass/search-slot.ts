import type { Colour, StainedGlassMove, StainedGlassState } from '../../games/stained-glass/rules.js';
import type { MessageKey, MessageParam } from '../../base/messages.js';
import type { Msg } from '../../base/how-to-play.js';
import { safeText } from '../../base/describe-value.js';
import type { BoardSearch, BoardSearchHost, DailyVerdict, KnownLine, SearchShape } from './board-search.js';

/**
 * Positions a hint may search (about 0.2 s on a desktop). A node budget, not
 * a clock: a slow device takes longer but says the same words.
 */
export const HINT_NODES = 200_000;

/**
 * How the board search (board-search.ts: `solvable` boards, the daily
 * board's verdict, hints) is loaded: a chunk of its own, fetched with
 * `solvable` or `daily` before the first render that needs it, or on the
 * first Hint. A test may put another function here to hold the load.
 * @internal
 */
export const searchLoader = {
  load: (): Promise<typeof import('./board-search.js')> => import('./board-search.js'),
};

/** What the search does through `<stained-glass-board>`. */
interface Hooks {
  say(key: MessageKey, params?: Readonly<Record<string, MessageParam>>): void;
  play(board: SearchShape & { cells: Colour[] }): void;
}

/**
 * The element's one front for its board search: until the code has loaded
 * (a board with neither `solvable` nor `daily` never needs it before a
 * Hint), it answers as a search that has nothing to do, keeps a hint's line,
 * and queues a search or a verdict asked for meanwhile (a page's
 * synchronous New game or restore), which the search then starts.
 */
export class SearchSlot {
  readonly #host: BoardSearchHost & { loading(promise: Promise<unknown>): void };
  readonly #hooks: Hooks;
  #search: BoardSearch | null = null;
  #loading: Promise<void> | null = null;
  #queued: ((search: BoardSearch) => void)[] = [];
  #line: KnownLine | null = null;
  #proven: boolean | null = null;

  constructor(host: BoardSearchHost & { loading(promise: Promise<unknown>): void }, hooks: Hooks) {
    this.#host = host;
    this.#hooks = hooks;
  }

  /** Loads the search (once); resolves when it is there (or failed to load: a warning, and no search). */
  load(): Promise<void> {
    this.#loading ??= searchLoader
      .load()
      .then(({ BoardSearch }) => {
        const search = new BoardSearch(this.#host, this.#hooks);
        if (this.#line) search.keepLine(this.#line);
        this.#search = search;
        for (const run of this.#queued.splice(0)) run(search);
        this.#host.requestUpdate();
      })
      .catch((error: unknown) => {
        this.#queued = [];
        console.warn(`<${this.#host.localName}>: the board search did not load (${safeText((error as Error)?.message)}): no solvable board, daily verdict or hint.`);
      });
    return this.#loading;
  }

  /** While the search `wanted` asks for (or one already asked for) is loading, the promise of it; `null` once there or not asked for. */
  loading(wanted: boolean): Promise<void> | null {
    if (this.#search) return null;
    return wanted ? this.load() : this.#loading;
  }

  #when(run: (search: BoardSearch) => void): void {
    if (this.#search) return run(this.#search);
    this.#queued.push(run);
    this.#host.loading(this.load());
  }

  get finding(): boolean {
    return this.#search ? this.#search.finding : this.#queued.length > 0;
  }

  get proven(): boolean | null {
    return this.#search ? this.#search.proven : this.#proven;
  }

  get line(): KnownLine | null {
    return this.#search ? this.#search.line : this.#line;
  }

  keepLine(line: KnownLine): void {
    if (this.#search) this.#search.keepLine(line);
    else this.#line = line;
  }

  get verdict(): DailyVerdict | null {
    return this.#search?.verdict ?? null;
  }

  said(say: Msg): string {
    return this.#search?.said(say) ?? '';
  }

  async settled(): Promise<void> {
    if (!this.#search && this.#queued.length) await this.#loading;
    return this.#search?.settled();
  }

  reset(): void {
    this.#search?.reset();
    this.#queued = [];
    this.#line = null;
    this.#proven = null;
  }

  judge(state: StainedGlassState): void {
    this.#when((search) => search.judge(state));
  }

  begin(shape: SearchShape, seed: string): void {
    this.#when((search) => search.begin(shape, seed));
  }

  stop(): void {
    if (this.#search) return this.#search.stop();
    this.#queued = [];
    this.#proven = false;
    this.#hooks.say('sgStopped');
  }

  /** A hint from `state` (board-search.ts's findHint), loading the search first. */
  async findHint(state: StainedGlassState, movesSoFar: number, signal: AbortSignal): Promise<{ readonly move: StainedGlassMove; readonly note: MessageKey; readonly line?: KnownLine } | null> {
    await this.load();
    const { findHint } = await searchLoader.load();
    return findHint(state, movesSoFar, this.line, signal);
  }
}
