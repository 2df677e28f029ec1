/**
 * `<stained-glass-board>`'s attributes as game options: the converters, the
 * board's shape and palette, the `position` board, the day of a daily board,
 * and the warnings for values it cannot use. Plain functions: the element
 * hands them the raw values and its warning callbacks.
 */
import { choice, toWhole, type WarnAttribute } from '../../base/attribute-values.js';
import type { SavedSettings } from '../../base/persistence.js';
import { createRng } from '../../engine/rng.js';
import { today } from '../../base/daily.js';
import {
  MAX_SIDE,
  MIN_SIDE,
  PALETTES,
  formatBoard,
  parseBoard,
  setup,
  type Colour,
  type Palette,
  type StainedGlassOptions,
  type StainedGlassState,
} from '../../games/stained-glass/rules.js';

/** The engine options plus the element's own `solvable`, so that changing it starts a new board. */
export interface BoardOptions extends StainedGlassOptions {
  solvable?: boolean;
}

export const DEFAULT_SIDE = 6;

/** The date of a UTC day number, as YYYY-MM-DD. */
export const dateOf = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** Reports a boolean attribute that is ignored, why, and what is used instead. */
export type IgnoreFlag = (name: string, why: string, using: string) => void;

/** The attributes that make a board, as the element holds them. */
export interface RawOptions {
  readonly rows: unknown;
  readonly cols: unknown;
  readonly palette: unknown;
  readonly daily: boolean;
  readonly solvable: boolean;
  readonly position: unknown;
}

/**
 * A warning for each ignored flag, once per element: the returned callback
 * remembers what it said.
 */
export function onceIgnoreFlag(tag: () => string): IgnoreFlag {
  const said = new Set<string>();
  return (name, why, using) => {
    if (said.has(name + using)) return;
    said.add(name + using);
    console.warn(`<${tag()}>: ignoring ${name}: ${why}. Using ${using}.`);
  };
}

function side(warn: WarnAttribute, attribute: 'rows' | 'cols', raw: unknown, previous: number | undefined): number {
  if (raw == null || raw === '') return DEFAULT_SIDE;
  const whole = toWhole(raw);
  if (whole !== null && whole >= MIN_SIDE && whole <= MAX_SIDE) return whole;
  const fallback = previous ?? DEFAULT_SIDE;
  warn(attribute, raw, `a whole number from ${MIN_SIDE} to ${MAX_SIDE}`, String(fallback));
  return fallback;
}

/** The `position` attribute as a board; a bad one warns and keeps the board in progress if it came from a position. */
function resolvePosition(warn: WarnAttribute, raw: unknown, previous: StainedGlassOptions | undefined): StainedGlassState | undefined {
  if (raw == null || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  try {
    return parseBoard(raw as string);
  } catch (error) {
    const kept = previous?.cells && previous.rows && previous.cols ? { rows: previous.rows, cols: previous.cols, cells: Uint8Array.from(previous.cells) } : undefined;
    const fallback = kept ? `"${formatBoard(kept)}"` : 'a dealt board';
    warn('position', raw, `a board like "1240/0000/3000": rows of colour codes 0-7 separated by "/" (${(error as Error).message})`, fallback);
    return kept;
  }
}

/**
 * The options of the board the attributes ask for: `previous` (the game in
 * progress) gives the fallbacks for bad values, `day` the day of a daily
 * game in progress (it keeps its day past midnight), or `null` for today's.
 */
export function resolveBoardOptions(
  raw: RawOptions,
  previous: StainedGlassOptions | undefined,
  day: number | null,
  warn: WarnAttribute,
  ignoreFlag: IgnoreFlag,
): BoardOptions {
  const rows = side(warn, 'rows', raw.rows, previous?.rows);
  const cols = side(warn, 'cols', raw.cols, previous?.cols);
  const palette = choice(warn, 'palette', raw.palette, PALETTES, 'mixed', previous?.palette ?? 'mixed');
  const options: BoardOptions = { rows, cols, palette };
  const position = resolvePosition(warn, raw.position, previous);
  if (position) {
    for (const name of ['daily', 'solvable'] as const) {
      if (raw[name]) ignoreFlag(name, 'the position is the board', 'the position');
    }
    return { rows: position.rows, cols: position.cols, cells: [...position.cells] as Colour[] };
  }
  if (raw.daily) {
    options.day = day ?? today();
    if (raw.solvable) ignoreFlag('solvable', 'a daily board is the same for everyone', 'the daily board');
  } else if (raw.solvable) {
    options.solvable = true;
  }
  return options;
}

/** The attributes of a board being resumed: its shape, its palette (from its colours), and whether it is today's daily board. */
export function optionsOf(state: StainedGlassState, asked: number = today()): { rows: number; cols: number; palette: Palette; day: number | null } {
  const { rows, cols } = state;
  const colours = new Set(state.cells);
  const palette: Palette = colours.has(7) ? 'full' : [3, 5, 6].some((c) => colours.has(c)) ? 'mixed' : 'primaries';
  // Today's daily board (saved earlier today, say) is the daily board again; any other is not.
  const board = formatBoard(state);
  const day = [asked, today()].find((d) => formatBoard(setup({ rows, cols, palette, day: d }, createRng('daily'))) === board);
  return { rows, cols, palette, day: day ?? null };
}

/** Why a saved daily game does not resume today (it is another day's board), or `null` when that is not the reason. */
export function dailyChange(saved: SavedSettings, now: SavedSettings): string | null {
  const dayOf = (settings: SavedSettings): number | null => {
    const day = (settings.options as { day?: unknown } | null)?.day;
    return typeof day === 'number' && Number.isInteger(day) && Math.abs(day) < 1e8 ? day : null;
  };
  const then = dayOf(saved);
  const today = dayOf(now);
  if (then !== null && today !== null && then !== today) {
    return `it is the daily board of ${dateOf(then)}, and today is ${dateOf(today)} (UTC): a daily game resumes on its own day only`;
  }
  return null;
}
