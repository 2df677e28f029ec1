/**
 * How `<kites-board>` reads its attributes: whole numbers, words from a fixed
 * set and the `seats` list, each with a warning (through the element's
 * `warn` callback) and a fallback when a value is bad. No element state here.
 */
import { safeText } from '../../base/describe-value.js';
import { toWhole, type WarnAttribute } from '../../base/attribute-values.js';
import { MAX_SIZE, MIN_SIZE } from '../../games/kites/geometry.js';
import {
  DEFAULT_COLORS,
  DEFAULT_PLAYERS,
  DEFAULT_SIZE,
  MAX_COLORS,
  MAX_PLAYERS,
  MIN_COLORS,
  MIN_PLAYERS,
  type KitesOptions,
} from '../../games/kites/rules.js';
import type { KitesSeat } from './kites-board.js';

export const OPPONENTS = ['computer', 'human'] as const;

/**
 * The `seats` list: an array or words; a bad one warns and keeps the seats
 * in use (`current`; `inUse` words them for the warning).
 */
export function resolveSeats(
  warn: WarnAttribute,
  raw: unknown,
  current: readonly (KitesSeat | undefined)[],
  inUse: () => string,
): readonly (KitesSeat | undefined)[] {
  if (raw == null || raw === '') return [];
  // An array is read item by item, through its length and indices only: a Proxy whose methods are junk
  // (or that throws) is warned about like any other bad value. The length first: a huge (sparse) array is never walked.
  let list: unknown[] | null;
  let count = 0;
  let array = false;
  try {
    array = typeof raw !== 'string' && Array.isArray(raw);
    if (typeof raw === 'string') list = raw.trim().split(/[\s,]+/);
    else if (!array) list = [raw];
    else {
      const length: unknown = (raw as unknown[]).length;
      count = typeof length === 'number' && Number.isSafeInteger(length) && length >= 0 ? length : Infinity;
      list = [];
      for (let i = 0; i < Math.min(count, MAX_PLAYERS + 1); i++) list.push((raw as unknown[])[i]);
    }
  } catch {
    list = null;
  }
  count = Math.max(count, list?.length ?? 0);
  const seats = list && count <= MAX_PLAYERS ? list.map((s) => (typeof s === 'string' ? s.trim().toLowerCase() : s)) : null;
  if (seats?.every((s) => s === 'human' || s === 'computer')) return seats as KitesSeat[];
  // Item by item: an array's own join() throws on a Symbol or an object without a prototype.
  const shown = !array && list ? raw : list ? list.map((s) => safeText(s)).join(' ') : 'a list that cannot be read';
  warn('seats', shown, `up to ${MAX_PLAYERS} of human, computer (one per player, separated by spaces or commas)`, inUse());
  return current;
}

function whole(warn: WarnAttribute, attribute: string, raw: unknown, min: number, max: number, initial: number, previous: number | undefined): number {
  if (raw == null || raw === '') return initial;
  const value = toWhole(raw, 3);
  if (value !== null && value >= min && value <= max) return value;
  const fallback = previous ?? initial;
  warn(attribute, raw, `a whole number from ${min} to ${max}`, String(fallback));
  return fallback;
}

/** The game's options from the raw `size`, `colors` and `players` values; a bad one falls back to `previous`, else the default. */
export function resolveKitesOptions(
  warn: WarnAttribute,
  raw: { readonly size: unknown; readonly colors: unknown; readonly players: unknown },
  previous: KitesOptions | undefined,
): KitesOptions {
  return {
    size: whole(warn, 'size', raw.size, MIN_SIZE, MAX_SIZE, DEFAULT_SIZE, previous?.size),
    colors: whole(warn, 'colors', raw.colors, MIN_COLORS, MAX_COLORS, DEFAULT_COLORS, previous?.colors),
    players: whole(warn, 'players', raw.players, MIN_PLAYERS, MAX_PLAYERS, DEFAULT_PLAYERS, previous?.players),
  };
}
