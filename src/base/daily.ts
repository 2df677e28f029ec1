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
