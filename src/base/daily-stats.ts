/**
 * A reader's daily-puzzle statistics, kept on their device only
 * (`localStorage`; nothing is sent anywhere): games played, solved, the
 * current and best streak of consecutive UTC days solved, and how the
 * solved games spread over the game's bands (moves over the minimum, score
 * bands).
 *
 * Storage may be blocked (a throwing `localStorage`), full (a throwing
 * `setItem`), or hold corrupt or foreign data under the key. None of these
 * throws: the statistics are then kept in memory for the page's life, the
 * problem is reported, and data that is there is never overwritten unless
 * it was read back as good statistics of this game just before the write.
 */
import { safeStringify } from './safe-json.js';

/** Why the statistics cannot be kept on the device. */
export type StatsProblem = 'blocked' | 'full' | 'corrupt' | 'foreign';

/** The latest finished daily puzzle, for highlighting its band. */
export interface LatestResult {
  readonly day: number;
  readonly solved: boolean;
  readonly band: number;
}

export interface DailyStats {
  /** Daily puzzles played (one or more moves), one per UTC day. */
  readonly played: number;
  /** Daily puzzles solved. */
  readonly solved: number;
  /** Consecutive days solved, up to the latest solved day (see {@link currentStreak} for today's). */
  readonly streak: number;
  readonly best: number;
  /** UTC day numbers: last played, last finished (solved or not), last solved; `null` before the first. */
  readonly lastPlayed: number | null;
  readonly lastDone: number | null;
  readonly lastSolved: number | null;
  /** Finished games per band (the game's bands, in order). */
  readonly bands: readonly number[];
  readonly latest: LatestResult | null;
}

/** What {@link DailyStatsStore.finish} tells: the statistics after it, and whether the day was already finished (a replay, not counted again). */
export interface FinishResult {
  readonly stats: DailyStats;
  readonly replay: boolean;
}

const MARK = 'boardlets-daily-stats';
const VERSION = 1;

export const emptyStats = (bandCount: number): DailyStats => ({
  played: 0,
  solved: 0,
  streak: 0,
  best: 0,
  lastPlayed: null,
  lastDone: null,
  lastSolved: null,
  bands: Array.from({ length: bandCount }, () => 0),
  latest: null,
});

/** The streak as of `day`: the stored one while the last solved day is `day` or the day before, else 0 (a day was missed, or the day stored is later than `day`: a wrong clock's). */
export const currentStreak = (stats: DailyStats, day: number): number =>
  stats.lastSolved !== null && stats.lastSolved >= day - 1 && stats.lastSolved <= day ? stats.streak : 0;

/**
 * The statistics without the days later than `today`: only a clock set
 * ahead (this device's, then or now) can have stored them, and they must not
 * block today's puzzle (a day "already finished" until that future date).
 * The counts stay; a streak built on such a day starts again.
 */
export function withoutFuture(stats: DailyStats, today: number): DailyStats {
  const past = (day: number | null): number | null => (day !== null && day > today ? null : day);
  if ([stats.lastPlayed, stats.lastDone, stats.lastSolved].every((d) => past(d) === d)) return stats;
  const lastSolved = past(stats.lastSolved);
  return { ...stats, lastPlayed: past(stats.lastPlayed), lastDone: past(stats.lastDone), lastSolved, streak: lastSolved === null ? 0 : stats.streak };
}

/** Solved games as a whole percentage of those played. */
export const solvedPercent = (stats: DailyStats): number => (stats.played ? Math.round((100 * stats.solved) / stats.played) : 0);

const count = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const dayOrNull = (v: unknown): v is number | null => v === null || (typeof v === 'number' && Number.isSafeInteger(v) && Math.abs(v) < 1e8);

/** Reads stored text: good statistics of `game`, or why not. */
export function parseStats(text: string, game: string, bandCount: number): DailyStats | 'corrupt' | 'foreign' {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'corrupt';
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'foreign';
  const d = data as Record<string, unknown>;
  if (d.kind !== MARK || d.game !== game) return 'foreign';
  const latest = d.latest as Record<string, unknown> | null | undefined;
  const latestOk = latest === null || (typeof latest === 'object' && latest !== undefined && dayOrNull(latest.day) && latest.day !== null && typeof latest.solved === 'boolean' && count(latest.band) && latest.band < bandCount);
  const ok =
    d.v === VERSION &&
    [d.played, d.solved, d.streak, d.best].every(count) &&
    (d.solved as number) <= (d.played as number) &&
    (d.streak as number) <= (d.best as number) &&
    [d.lastPlayed, d.lastDone, d.lastSolved].every(dayOrNull) &&
    Array.isArray(d.bands) &&
    d.bands.length === bandCount &&
    d.bands.every(count) &&
    latestOk;
  if (!ok) return 'corrupt';
  return {
    played: d.played as number,
    solved: d.solved as number,
    streak: d.streak as number,
    best: d.best as number,
    lastPlayed: d.lastPlayed as number | null,
    lastDone: d.lastDone as number | null,
    lastSolved: d.lastSolved as number | null,
    bands: [...(d.bands as number[])],
    latest: latest ? { day: latest.day as number, solved: latest.solved as boolean, band: latest.band as number } : null,
  };
}

/**
 * Counts a day as played (once per day). A day before the last one played
 * (a game started before midnight, finished after another tab played the
 * next day's) was counted at its first move already.
 */
export function withPlayed(stats: DailyStats, day: number, today?: number): DailyStats {
  if (today !== undefined) stats = withoutFuture(stats, Math.max(today, day));
  return stats.lastPlayed !== null && stats.lastPlayed >= day ? stats : { ...stats, played: stats.played + 1, lastPlayed: day };
}

/**
 * Counts a day's finished game; a day already finished is a replay and changes nothing. Given `today` (the
 * clock's day), days stored later than it are a wrong clock's (see {@link withoutFuture}); without it nothing is
 * dropped: a game finished after midnight, when another tab has played the next day, must still count once.
 */
export function withFinished(stats: DailyStats, day: number, solved: boolean, band: number, today?: number): FinishResult {
  if (today !== undefined) stats = withoutFuture(stats, Math.max(today, day));
  if (stats.lastDone !== null && stats.lastDone >= day) return { stats, replay: true };
  const played = withPlayed(stats, day);
  const streak = solved ? (played.lastSolved === day - 1 ? played.streak + 1 : 1) : 0;
  const bands = played.bands.map((n, i) => (i === band ? n + 1 : n));
  return {
    replay: false,
    stats: {
      ...played,
      solved: played.solved + (solved ? 1 : 0),
      streak,
      best: Math.max(played.best, streak),
      lastDone: day,
      lastSolved: solved ? day : played.lastSolved,
      bands,
      latest: { day, solved, band },
    },
  };
}

/** The statistics of one game on this device, under the key `boardlets:daily-stats:<game>`. */
export class DailyStatsStore {
  readonly key: string;
  readonly #game: string;
  readonly #bandCount: number;
  readonly #storage: () => Storage;
  /** What the page has counted while the storage could not keep it. */
  #memory: DailyStats | null = null;
  #problem: StatsProblem | null = null;
  #memoryOnly = false;

  constructor(game: string, bandCount: number, storage: () => Storage = () => globalThis.localStorage) {
    this.#game = game;
    this.#bandCount = bandCount;
    this.#storage = storage;
    this.key = `boardlets:daily-stats:${game}`;
  }

  /** The latest problem with the storage (`null` when the last read or write worked). */
  get problem(): StatsProblem | null {
    return this.#problem;
  }

  /** The statistics: those stored, or those kept in memory when the storage cannot be used. Never throws. */
  read(): DailyStats {
    // What this page counted and could not store is newer than what is stored.
    if (this.#memory) return this.#memory;
    const stored = this.#load();
    return stored !== null && typeof stored === 'object' ? stored : (this.#memory ?? emptyStats(this.#bandCount));
  }

  /** Counts the day as played. */
  played(day: number, today?: number): DailyStats {
    return this.#update((stats) => ({ stats: withPlayed(stats, day, today), replay: false })).stats;
  }

  /** Counts the day's finished game (once: a later finish of the same day is a replay). */
  finish(day: number, solved: boolean, band: number, today?: number): FinishResult {
    return this.#update((stats) => withFinished(stats, day, solved, band, today));
  }

  /**
   * Keeps the day's first finished game (its save text) beside the
   * statistics, so a reload shows it finished with its card, `stats` or
   * not. Only the latest day is kept; a storage that fails keeps nothing.
   */
  keepGame(day: number, save: string): void {
    if (this.finishedGame(day) !== null) return;
    try {
      this.#storage().setItem(`${this.key}:game`, safeStringify({ day, save }));
    } catch {
      // Blocked or full: the finished game is not kept, the page goes on.
    }
  }

  /** The save text of the day's finished game kept by {@link keepGame}, or `null`. */
  finishedGame(day: number): string | null {
    try {
      const data: unknown = JSON.parse(this.#storage().getItem(`${this.key}:game`) ?? 'null');
      const kept = data as { day?: unknown; save?: unknown } | null;
      return kept && typeof kept === 'object' && kept.day === day && typeof kept.save === 'string' ? kept.save : null;
    } catch {
      return null;
    }
  }

  /** Stored statistics (`null`: none stored yet), or the problem. */
  #load(): DailyStats | null | StatsProblem {
    let text: string | null;
    try {
      text = this.#storage().getItem(this.key);
    } catch {
      return (this.#problem = 'blocked');
    }
    if (text === null) {
      this.#problem = this.#memory ? this.#problem : null;
      return null;
    }
    const parsed = parseStats(text, this.#game, this.#bandCount);
    if (typeof parsed === 'string') return (this.#problem = parsed);
    if (!this.#memory) this.#problem = null;
    return parsed;
  }

  /** Reads the stored statistics again just before changing them (another tab may have), and writes only over good data or none. */
  #update(change: (stats: DailyStats) => FinishResult): FinishResult {
    const stored = this.#load();
    // Once the stored data could not be read, this page never writes: what it counted started from nothing, not from it.
    if (stored !== null && typeof stored !== 'object') this.#memoryOnly = true;
    const usable = !this.#memoryOnly;
    const before = this.#memory ?? (stored !== null && typeof stored === 'object' ? stored : emptyStats(this.#bandCount));
    const result = change(before);
    if (!usable) {
      this.#memory = result.stats;
      return result;
    }
    try {
      this.#storage().setItem(this.key, safeStringify({ kind: MARK, v: VERSION, game: this.#game, ...result.stats }));
      this.#memory = null;
      this.#problem = null;
    } catch (error) {
      this.#memory = result.stats;
      this.#problem = (error as { name?: unknown } | null)?.name === 'SecurityError' ? 'blocked' : 'full';
    }
    return result;
  }
}
