/**
 * Daily puzzles, the same for every reader on a UTC day: the day number, the
 * puzzle's number (#1 on {@link FIRST_DAY}), the time left until the next
 * one. Every daily feature reads the time through {@link dailyClock}, so
 * tests (and pages that want a fixed day) can set it.
 */

const DAY_MS = 86_400_000;

/** Where the daily features read the time (epoch milliseconds): `Date.now` unless set with {@link setDailyClock}. */
export const dailyClock = { now: (): number => Date.now() };

/** Sets the daily clock (`null` puts `Date.now` back): for tests, and for pages that show the puzzle of a given day. */
export function setDailyClock(now: (() => number) | null): void {
  dailyClock.now = now ?? ((): number => Date.now());
}

/** UTC day number of a time: whole days since 1970-01-01 (as the 3grams game counts them). */
export const utcDay = (epochMs: number): number => Math.floor(epochMs / DAY_MS);

/** Today's UTC day number, by the daily clock. */
export const today = (): number => utcDay(dailyClock.now());

/** The day puzzle #1 came out: 2026-01-01 (UTC). */
export const FIRST_DAY = utcDay(Date.UTC(2026, 0, 1));

/** The puzzle number of a UTC day: 1 on {@link FIRST_DAY}, one more every day. */
export const puzzleNumber = (day: number): number => day - FIRST_DAY + 1;

/** The day's date as YYYY-MM-DD (UTC). */
export const isoDate = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The start of a UTC day, as a `Date` (what messages write out as the day). */
export const dateOfDay = (day: number): Date => new Date(day * DAY_MS);

/** Milliseconds from `now` until the next UTC midnight (the next daily puzzle). */
export const msUntilNextDay = (now: number = dailyClock.now()): number => (utcDay(now) + 1) * DAY_MS - now;

/** A duration as `h:mm:ss` (hours not padded), rounded up to the second: what the countdown shows. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${Math.floor(total / 3600)}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/**
 * The day a `daily-date` value names: a UTC date written YYYY-MM-DD, from
 * puzzle #1 ({@link FIRST_DAY}) to `latest` (today). Empty or missing:
 * `null` (today's puzzle). Otherwise the reason it is not a day to play.
 */
export function parseDailyDate(raw: unknown, latest: number): number | null | { readonly error: string } {
  if (raw == null || (typeof raw === 'string' && raw.trim() === '')) return null;
  const match = typeof raw === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw.trim()) : null;
  if (!match) return { error: 'a date written YYYY-MM-DD' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { error: 'a real date written YYYY-MM-DD' };
  const wanted = utcDay(ms);
  if (wanted < FIRST_DAY || wanted > latest) return { error: `a date from ${isoDate(FIRST_DAY)} (puzzle #1) to today, ${isoDate(latest)}` };
  return wanted;
}
