import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Msg } from '../how-to-play.js';
import { modalDialog } from '../modal.js';
import type { MessageKey, Translations } from '../messages.js';
import type { ToolAction } from '../toolbar.js';
import { FIRST_DAY, dailyClock, dateOfDay, formatCountdown, isoDate, msUntilNextDay, puzzleNumber, today } from '../daily.js';
import type { DailyCard } from '../daily-card.js';
import { currentStreak, DailyStatsStore, type StatsProblem } from '../daily-stats.js';

/** How a finished daily game went, as its game tells it (see each game's share-text.ts). */
export interface DailySummary {
  readonly solved: boolean;
  /** Its band in the game's distribution (an index into {@link DailyGame.bands}). */
  readonly band: number;
  readonly outcome: string;
  /** A spoiler-free line of symbols (how it went, never which moves), and the same in words. */
  readonly symbols: string;
  readonly symbolsLabel: string;
  /** The game's own numbers for the `daily-result` event (moves, minimum, tiles left, score). */
  readonly detail: Readonly<Record<string, number>>;
}

/** What a game tells the daily controller. */
export interface DailyGame {
  /** The game's id, such as `checkbox-squares`. */
  readonly game: string;
  /** The message keys of the game's name (in the card's title) and of its distribution's title. */
  readonly nameKey: MessageKey;
  readonly chartKey: MessageKey;
  /** The distribution's band labels. */
  bands(say: Msg): string[];
  /** The daily game in progress's UTC day, or `null` when it is not a daily game. */
  day(): number | null;
  /** How the finished game went. */
  summary(say: Msg): DailySummary;
  /** Where the game's daily strings are translated (loaded with the results, as the shared daily strings are). */
  readonly translations: Translations;
}

/** The `daily-result` event's detail: plain JSON. */
export interface DailyResultDetail {
  readonly game: string;
  /** The puzzle's number (#1 on 2026-01-01) and its UTC date, YYYY-MM-DD. */
  readonly puzzle: number;
  readonly date: string;
  readonly solved: boolean;
  /** Whether this day's puzzle was finished before (then the statistics did not change). */
  readonly replay: boolean;
  /** Whether it was an earlier day's puzzle played with `daily-date` (then it counted in no statistics or streak). */
  readonly past: boolean;
  /** The spoiler-free text the Share button shares. */
  readonly shareText: string;
  /** The current and best streaks after this game, with `stats`; `null` without. */
  readonly streak: number | null;
  readonly bestStreak: number | null;
  /** The game's own numbers: Checkbox Squares `moves`, `minimum`; Stained Glass `moves`, `tilesLeft`, `score`. */
  readonly moves: number;
  readonly [key: string]: string | number | boolean | null;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'daily-result': CustomEvent<DailyResultDetail>;
  }
}

type Host = ReactiveControllerHost &
  HTMLElement & {
    readonly renderRoot: HTMLElement | DocumentFragment;
    readonly stats: boolean;
    daily: boolean;
    dailyDate: string | null;
    readonly dailyDay: number;
    dailyDayKeeping(inProgress: number | null): number;
    newGame(seed?: string): void;
    readonly ply: number;
    readonly canUndo: boolean;
    readonly canRedo: boolean;
    readonly isOver: boolean;
    save(): string;
    restore(saved: string): boolean;
    loading(promise: Promise<unknown>): void;
    useStrings(...tables: readonly Translations[]): Promise<void>;
  };

/** How many puzzles the statistics panel offers: today's and the days before it. */
const EARLIER_DAYS = 7;

/** The card and statistics' templates and styles: loaded once a game has `daily` or `stats`, not with every game. */
type View = typeof import('../daily-card.js');
let view: View | null = null;
let viewLoad: Promise<View> | null = null;
let dailySheet: CSSStyleSheet | null = null;

/**
 * A game's daily puzzle around the board: counts a daily game played on its
 * first move and finished at its `game-over` (with `stats`, on the device),
 * fires `daily-result`, and shows the result card (puzzle number, outcome,
 * symbols, Share, countdown to the next puzzle) and the statistics panel in
 * a modal dialog. Listens to the host's own `move` and `game-over` events,
 * so the game element only hands it the day and the summary.
 */
export class DailyController implements ReactiveController {
  readonly #host: Host;
  readonly #game: DailyGame;
  readonly #say: Msg;
  readonly store: DailyStatsStore;
  #card: (DailyCard & { day: number }) | null = null;
  /** Days finished on this page without `stats` (a replay is still a replay). */
  readonly #finished = new Set<number>();
  #open = false;
  #returnTo: HTMLElement | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;
  #shareStatus = '';
  #field = false;
  readonly #warned = new Set<StatsProblem>();

  constructor(host: Host, game: DailyGame, say: Msg, storage?: () => Storage) {
    this.#host = host;
    this.#game = game;
    this.#say = say;
    this.store = new DailyStatsStore(game.game, game.bands(say).length, storage);
    host.addController(this);
  }

  /** With `daily` or `stats`, loads the card's code (the game's `updateComplete` waits for it). */
  hostUpdate(): void {
    if (!this.#host.daily && !this.#host.stats) return;
    // Loaded once per page: every other game element still needs the styles in its own shadow root.
    if (view) this.#adopt();
    else this.#host.loading(this.#load());
  }

  /** Adds the card's styles to the host's shadow root (once). */
  #adopt(): void {
    const root = this.#host.renderRoot;
    if (dailySheet && root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(dailySheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, dailySheet];
  }

  async #load(): Promise<void> {
    viewLoad ??= Promise.all([import('../daily-card.js'), import('../daily.styles.js')]).then(([templates, styles]) => {
      view = templates;
      dailySheet = styles.dailyStyles.styleSheet ?? null;
      return templates;
    });
    try {
      await viewLoad;
    } catch (error) {
      viewLoad = null;
      console.warn(`<${this.#host.localName}>: the daily result card did not load (${String((error as Error)?.message).slice(0, 200)}).`);
      return;
    }
    this.#adopt();
    this.#host.requestUpdate();
  }

  hostConnected(): void {
    this.#host.addEventListener('move', this.#onMove);
    this.#host.addEventListener('game-over', this.#onOver);
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('move', this.#onMove);
    this.#host.removeEventListener('game-over', this.#onOver);
    this.#stopTimer();
  }

  /** Whether the dialog is open. */
  get isOpen(): boolean {
    return this.#open;
  }

  /**
   * Whether the daily game in progress is of a day already finished (on
   * this device with `stats`, else on this page): playing it again is a
   * replay that does not count, and the game says so before its first move.
   */
  get finishedBefore(): boolean {
    const day = this.#game.day();
    if (day === null || this.isPast(day)) return false;
    if (this.#finished.has(day)) return true;
    if (!this.#host.stats) return false;
    // Read once (a render asks often): the stored last day finished, then this page's own finishes.
    this.#lastDone ??= this.store.read().lastDone ?? -1;
    // A day stored later than today is a wrong clock's: it does not make today's puzzle a replay.
    return this.#lastDone >= day && this.#lastDone <= Math.max(day, today());
  }

  #lastDone: number | undefined;

  /** Whether `day` is an earlier day's puzzle asked for with `daily-date`: it counts nowhere. */
  isPast(day: number): boolean {
    const asked = this.#host.dailyDate;
    return typeof asked === 'string' && asked.trim() !== '' && day < today();
  }

  /** Before and during an earlier day's puzzle: which day it is and that it counts nowhere (else `null`). */
  get pastNote(): string | null {
    const day = this.#game.day();
    return day !== null && this.isPast(day) ? this.#say('dailyPast', { date: dateOfDay(day) }) : null;
  }

  /** The result card of the latest daily game finished on this page, for its day, or `null`. */
  get card(): DailyCard | null {
    return this.#card;
  }

  /** The toolbar's daily buttons: Statistics with `stats`, Today's result once the day's daily game is finished. */
  actions(): ToolAction[] {
    const actions: ToolAction[] = [];
    if (this.#card && this.#card.day === this.#game.day()) actions.push({ part: 'daily-result', label: this.#say('dailyResult'), run: () => void this.open() });
    if (this.#host.stats) actions.push({ part: 'stats', label: this.#say('dailyStats'), run: () => void this.open() });
    return actions;
  }

  // A game's own events only: a game inside another's slot would bubble its events here too.
  readonly #onMove = (event: Event): void => {
    const day = this.#game.day();
    if (event.target !== this.#host || day === null || !this.#host.stats || this.isPast(day)) return;
    this.store.played(day, today());
    this.#warn();
  };

  readonly #onOver = (event: Event): void => {
    const day = this.#game.day();
    if (event.target !== this.#host || day === null) return;
    const summary = this.#game.summary(this.#say);
    const past = this.isPast(day);
    let replay: boolean;
    let streak: number | null = null;
    let best: number | null = null;
    if (past) {
      replay = false;
    } else if (this.#host.stats) {
      const finished = this.store.finish(day, summary.solved, summary.band, today());
      replay = finished.replay;
      streak = currentStreak(finished.stats, day);
      best = finished.stats.best;
      this.#warn();
    } else {
      replay = this.#finished.has(day);
    }
    if (!past) this.store.keepGame(day, this.#host.save());
    const shareText = this.#setCard(day, summary, replay);
    const detail: DailyResultDetail = {
      moves: 0,
      ...summary.detail,
      game: this.#game.game,
      puzzle: puzzleNumber(day),
      date: isoDate(day),
      solved: summary.solved,
      replay: replay,
      past: past,
      shareText: shareText,
      streak: streak,
      bestStreak: best,
    };
    this.#host.dispatchEvent(new CustomEvent('daily-result', { detail, bubbles: true, composed: true }));
    void this.open();
  };

  /** Makes the day's result card; returns its share text. */
  #setCard(day: number, summary: DailySummary, replay: boolean): string {
    this.#finished.add(day);
    const title = this.#say('dailyNumber', { game: this.#say(this.#game.nameKey), number: puzzleNumber(day) });
    const shareText = `${title}\n${summary.outcome}\n${summary.symbols}`;
    const past = this.isPast(day) ? this.#say('dailyPast', { date: dateOfDay(day) }) : '';
    this.#card = { day, title, solved: summary.solved, outcome: summary.outcome, symbols: summary.symbols, symbolsLabel: summary.symbolsLabel, replay, past, shareText };
    return shareText;
  }

  /**
   * On a fresh board of today's daily: the day's game finished before on
   * this device (kept beside the statistics, `persist` or not) comes back
   * finished, and its card shows, as it did at the end (no `daily-result`
   * again, nothing counted again).
   */
  resumeFinished(): void {
    const host = this.#host;
    const day = this.#game.day();
    if (!host.daily || day === null || day !== today() || host.ply > 0 || host.canUndo || host.canRedo) return;
    const save = this.store.finishedGame(day);
    if (save === null || !host.restore(save) || !host.isOver || this.#game.day() !== day) return;
    this.#setCard(day, this.#game.summary(this.#say), false);
    void this.open();
  }

  /** Reports a storage problem once per kind. */
  #warn(): void {
    const problem = this.store.problem;
    if (!problem || this.#warned.has(problem)) return;
    this.#warned.add(problem);
    const why = {
      blocked: 'the storage is blocked',
      full: 'the storage is full',
      corrupt: `"${this.store.key}" holds damaged data (left as it is)`,
      foreign: `"${this.store.key}" holds something else (left as it is)`,
    }[problem];
    console.warn(`<${this.#host.localName}>: daily statistics are kept only until the page closes: ${why}.`);
  }

  /** Opens the dialog: the day's result card (once finished) and, with `stats`, the statistics. */
  async open(): Promise<void> {
    if (!view) await this.#load();
    if (!view) return;
    this.#adopt();
    const root = this.#host.renderRoot as ShadowRoot;
    if (!this.#open) this.#returnTo = (root.activeElement as HTMLElement | null) ?? null;
    this.#open = true;
    this.#shareStatus = '';
    this.#field = false;
    this.#stopTimer();
    this.#timer = setInterval(() => this.#host.requestUpdate(), 1000);
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    const dialog = root.querySelector<HTMLDialogElement>('dialog.daily');
    if (dialog && !dialog.open && this.#open) {
      if (typeof dialog.showModal === 'function' && this.#host.isConnected) dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    root.querySelector<HTMLElement>('dialog.daily h2')?.focus();
  }

  close(): void {
    if (!this.#open) return;
    this.#open = false;
    this.#stopTimer();
    const dialog = (this.#host.renderRoot as ShadowRoot).querySelector<HTMLDialogElement>('dialog.daily');
    if (dialog?.open) dialog.close();
    this.#host.requestUpdate();
    this.#returnTo?.focus();
    this.#returnTo = null;
  }

  #stopTimer(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** Shares the card's text: the share sheet where there is one, else the clipboard, else a selected text field. */
  async share(): Promise<void> {
    const text = this.#card?.shareText;
    if (!text) return;
    const nav = globalThis.navigator as Navigator | undefined;
    let said: MessageKey | null = null;
    if (typeof nav?.share === 'function') {
      try {
        await nav.share({ text });
        said = 'dailyShared';
      } catch (error) {
        // The reader closed the sheet: nothing to say. Any other failure falls through to the clipboard.
        if ((error as { name?: unknown } | null)?.name === 'AbortError') return;
      }
    }
    if (!said) {
      try {
        if (typeof nav?.clipboard?.writeText !== 'function') throw new Error('no clipboard');
        await nav.clipboard.writeText(text);
        said = 'dailyCopied';
      } catch {
        said = 'dailySelect';
        this.#field = true;
      }
    }
    this.#shareStatus = this.#say(said);
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    if (this.#field) {
      const field = (this.#host.renderRoot as ShadowRoot).querySelector<HTMLTextAreaElement>('textarea.daily-share-field');
      field?.focus();
      field?.select();
    }
  }

  #warning(): string {
    const problem = this.store.problem;
    if (!problem) return '';
    return this.#say(problem === 'corrupt' || problem === 'foreign' ? 'dailyUnreadable' : 'dailyStorage');
  }

  /** Today's puzzle and the six days before it (from puzzle #1 on), each a button that plays that day's puzzle. */
  #earlier(latest: number): { label: string; current: boolean; run(): void }[] {
    const host = this.#host;
    const playing = this.#game.day();
    const list = [];
    for (let day = latest; day > latest - EARLIER_DAYS && day >= FIRST_DAY; day--) {
      list.push({
        label: day === latest ? this.#say('dailyToday') : this.#say('dailyEarlierItem', { number: puzzleNumber(day), date: dateOfDay(day) }),
        current: day === playing,
        run: () => {
          this.close();
          host.daily = true;
          host.dailyDate = day === latest ? null : isoDate(day);
          // Dealt now, and set aside as New game sets a game aside: Undo brings the game in progress back.
          host.newGame();
        },
      });
    }
    return list;
  }

  /** The dialog (empty and closed until opened). */
  render(): TemplateResult {
    if (!view) return html``;
    const { cardTemplate, statsTemplate } = view;
    const say = this.#say;
    const day = today();
    const card = this.#open && this.#card && this.#card.day === this.#game.day() ? this.#card : null;
    const content = this.#open
      ? html`<div class="daily-panel">
          ${card
            ? cardTemplate(say, {
                card,
                countdown: formatCountdown(msUntilNextDay(dailyClock.now())),
                shareStatus: this.#shareStatus,
                field: this.#field,
                onShare: () => void this.share(),
              })
            : nothing}
          ${this.#host.stats
            ? statsTemplate(say, { stats: this.store.read(), today: day, chartTitle: say(this.#game.chartKey), bands: this.#game.bands(say), warning: this.#warning(), earlier: this.#earlier(day) })
            : nothing}
          <button type="button" class="daily-close" part="button daily-close" @click=${() => this.close()}>${say('dailyClose')}</button>
        </div>`
      : nothing;
    return modalDialog({ name: 'daily', part: 'daily-dialog', labelledBy: card ? 'daily-title' : 'daily-stats-title', content, close: () => this.close() });
  }
}

/** The daily strings (daily.messages.ts) in the other shipped languages (src/i18n/<code>.daily.ts), loaded with the results. Here, not beside the English table: that one comes before `daily` is set, these loaders need not. */
export const dailyTranslations: Translations = {
  ar: () => import('../../i18n/ar.daily.js'),
  de: () => import('../../i18n/de.daily.js'),
  es: () => import('../../i18n/es.daily.js'),
  fr: () => import('../../i18n/fr.daily.js'),
  he: () => import('../../i18n/he.daily.js'),
  it: () => import('../../i18n/it.daily.js'),
  ja: () => import('../../i18n/ja.daily.js'),
  nl: () => import('../../i18n/nl.daily.js'),
  pl: () => import('../../i18n/pl.daily.js'),
  pt: () => import('../../i18n/pt.daily.js'),
  tr: () => import('../../i18n/tr.daily.js'),
  uk: () => import('../../i18n/uk.daily.js'),
  zh: () => import('../../i18n/zh.daily.js'),
};
