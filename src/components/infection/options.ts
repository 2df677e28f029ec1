/**
 * `<infection-board>`'s attributes read into game options: converters, the
 * fixed word lists and the checks with their fallbacks (no element state here).
 */
import { toWhole, type WarnAttribute } from '../../base/attribute-values.js';
import {
  MAX_SIZE,
  MIN_SIZE,
  formatPosition,
  maxObstacles,
  parsePosition,
  type InfectionOptions,
  type InfectionState,
} from '../../games/infection/rules.js';
import type { InfectionColor, InfectionMode } from './details.js';

export const MODES: readonly InfectionMode[] = ['vs-computer', 'two-player', 'computer-vs-computer'];
export const COLORS: readonly InfectionColor[] = ['green', 'yellow'];
export const DEFAULT_SIZE = 6;
export const DEFAULT_OBSTACLES = 5;

/** The attribute values the game options are read from, as set (possibly bad). */
export interface RawOptions {
  readonly size: unknown;
  readonly obstacles: unknown;
  readonly position: unknown;
}

/** The game options from the attributes; bad values are reported and replaced by those of `previous` (or the defaults). */
export function resolveOptions(raw: RawOptions, previous: InfectionOptions | undefined, warn: WarnAttribute): InfectionOptions {
  const previousSize = previous?.size ?? previous?.position?.size ?? DEFAULT_SIZE;
  const rawSize = raw.size;
  let size = toWhole(rawSize, 3) ?? -1;
  if (rawSize == null || rawSize === '') size = DEFAULT_SIZE;
  else if (size < MIN_SIZE || size > MAX_SIZE) {
    size = previousSize;
    warn('size', rawSize, `a whole number from ${MIN_SIZE} to ${MAX_SIZE}`, String(size));
  }
  const most = maxObstacles(size);
  const rawObstacles = raw.obstacles;
  let obstacles = toWhole(rawObstacles, 3);
  if (rawObstacles == null || rawObstacles === '') obstacles = Math.min(DEFAULT_OBSTACLES, most);
  else if (obstacles === null || obstacles > most) {
    // Too many for a first game: as many as fit. Mid-game, any bad value keeps the game in progress.
    obstacles = obstacles === null || previous ? Math.min(previous?.obstacles ?? DEFAULT_OBSTACLES, most) : most;
    warn('obstacles', rawObstacles, `a whole number from 0 to ${most} on a ${size}x${size} board`, String(obstacles));
  }
  const position = resolvePosition(raw.position, previous?.position, warn);
  return position ? { position } : { size, obstacles };
}

function resolvePosition(raw: unknown, previous: InfectionState | undefined, warn: WarnAttribute): InfectionState | undefined {
  if (raw == null || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  try {
    return parsePosition(raw as string);
  } catch (error) {
    const fallback = previous ? `"${formatPosition(previous)}"` : 'the standard start';
    warn('position', raw, `a position like "gg4/gg4/6/6/4yy/4yy g" (${(error as Error).message})`, fallback);
    return previous;
  }
}
