import { LazyModule } from './lazy-module.js';
import { nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type { DailyResults } from './controllers/daily-results.js';
import { safeText, textConverter } from './describe-value.js';
import type { ToolAction } from './toolbar.js';
import { parseDailyDate, today } from './daily.js';
import type { BoardletsShell } from './shell.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T> = abstract new (...args: any[]) => T;

/** What {@link DailyDateMixin} adds to a game element (see its class for the docs). */
export interface DailyDateProps {
  stats: boolean;
  dailyDate: string | null;
  readonly dailyDay: number;
  dailyDayKeeping(inProgress: number | null): number;
}

/**
 * What the games with daily puzzles share (Checkbox Squares, Stained
 * Glass): `stats`, and `daily-date`, with `daily` an earlier day's puzzle,
 * marked as such and counted in no statistics or streak.
 */
export function DailyDateMixin<T extends Constructor<BoardletsShell>>(Base: T): T & Constructor<DailyDateProps> {
  abstract class DailyDate extends Base {
    static properties: PropertyDeclarations = {
      stats: { type: Boolean, reflect: true },
      dailyDate: { attribute: 'daily-date', reflect: true, converter: textConverter },
    };

    /**
     * Keeps statistics of the daily puzzles on this device (`localStorage`,
     * nothing is sent anywhere) and shows a Statistics button: played,
     * solved or won, current and best streak of days, the game's own chart,
     * and today's and the six earlier puzzles to play.
     */
    declare stats: boolean;

    /**
     * With `daily`: the UTC day whose puzzle to play, written YYYY-MM-DD, from
     * 2026-01-01 (puzzle #1) to today; empty for today's. An earlier day's
     * puzzle says so and counts in no statistics or streak (the statistics
     * panel lists the previous days). A date that is not one, or not yet
     * come, is warned about and today's puzzle played.
     */
    declare dailyDate: string | null;

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      super(...args);
      this.stats = false;
    }

    /** Set while an update that changed `daily-date` deals its game. */
    #dateChanged = false;

    protected override willUpdate(changed: PropertyValues): void {
      this.#dateChanged = changed.has('dailyDate');
      // A bad date is said when it is set, `daily` or not (and read as today's).
      if (this.#dateChanged) {
        const day = parseDailyDate(this.dailyDate, today());
        if (day !== null && typeof day === 'object') this.warnAttribute('daily-date', this.dailyDate, day.error, "today's puzzle");
      }
      try {
        super.willUpdate(changed);
      } finally {
        this.#dateChanged = false;
      }
    }

    /**
     * The day of the daily puzzle to deal: `inProgress`, the day of the daily
     * game in progress (it stays past midnight), unless `daily-date` has just
     * changed; else {@link dailyDay}.
     */
    dailyDayKeeping(inProgress: number | null): number {
      return inProgress !== null && !this.#dateChanged ? inProgress : this.dailyDay;
    }

    /** The UTC day (days since 1970-01-01) of the daily puzzle the attributes ask for: `daily-date`'s, or today's. */
    get dailyDay(): number {
      const latest = today();
      const day = parseDailyDate(this.dailyDate, latest);
      if (day === null) return latest;
      // A bad one was warned about when it was set.
      return typeof day === 'number' ? day : latest;
    }
  }
  return DailyDate as T & Constructor<DailyDateProps>;
}

/** The element a game's {@link DailyResultsLoader} serves. */
type ResultsHost = HTMLElement & { readonly daily: boolean; readonly stats: boolean };

/** What a game's results module gives: the results, and their English strings (added to the element's own). */
export interface LoadedResults {
  readonly results: DailyResults;
  readonly english: Readonly<Record<string, string>>;
}

/**
 * For an element's `scheduleUpdate`: runs `update` once the code its
 * attributes ask for has loaded (`loads`: {@link DailyResultsLoader.loading}
 * and the like, `null` for what is not asked for or already there), at once
 * when nothing is loading.
 */
export function afterLoads(loads: readonly (Promise<unknown> | null)[], update: () => void | Promise<unknown>): void | Promise<unknown> {
  const waiting = loads.filter((p) => p !== null);
  return waiting.length ? Promise.all(waiting).then(update) : update();
}

/**
 * A daily game's results (card, statistics, `daily-result`, the Statistics
 * button and their strings), loaded the first time the element has `daily`
 * or `stats`: a page that sets neither never downloads them. The element's
 * update (and `updateComplete`) waits for them, see {@link loading}. Where
 * they cannot load, the game is played without them, with a warning.
 */
export class DailyResultsLoader {
  readonly #host: ResultsHost;
  readonly #module: LazyModule<DailyResults>;

  constructor(host: ResultsHost, load: () => Promise<LoadedResults>) {
    this.#host = host;
    this.#module = new LazyModule(
      async () => {
        const { results, english } = await load();
        // The element's English table (its class's own, or the game's it inherits) gains the results' strings.
        Object.assign((host.constructor as unknown as { messages: Record<string, string> }).messages, english);
        return results;
      },
      (error) => console.warn(`<${host.localName}>: the daily results did not load (${safeText((error as Error)?.message)}): the game is played without its result card and statistics.`),
    );
  }

  /** While the results the attributes ask for are loading (starting the load), the promise of them; `null` once there, failed, or not asked for. */
  loading(): Promise<void> | null {
    return this.#module.loading(this.#host.daily || this.#host.stats);
  }

  /** Whether the results are loaded (their strings with them). */
  get ready(): boolean {
    return this.#module.value !== null;
  }

  /** The Statistics button, once loaded. */
  actions(): ToolAction[] {
    return this.#module.value?.actions() ?? [];
  }

  /** Before the first move of a daily game whose day was already finished: that this one is a replay (else `null`). */
  replayNote(): string | null {
    return this.#module.value?.replayNote() ?? null;
  }

  /** The result card and statistics dialog, once loaded. */
  render(): TemplateResult | typeof nothing {
    return this.#module.value?.render() ?? nothing;
  }
}
