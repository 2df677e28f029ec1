/**
 * The keyboard cursor's steps over the kites (only a person's input on the
 * board needs them: `<kites-board>` loads them with its input code).
 */
import type { KitesGeometry } from './geometry.js';

/**
 * The cell nearest to `cell` in a direction: among the cells whose centroid lies within `spread` degrees
 * of the direction (default 60), the one minimising "distance along the
 * direction + 2 x distance across it", so the closest cell nearly straight
 * ahead wins. Angles are in degrees, counter-clockwise as seen on screen:
 * 0 right, 90 up, 180 left, 270 (or -90) down. `null` when there is none.
 * On its own this does not reach every cell from every other (some kites
 * are never the nearest one in any of four directions): for a cursor, use
 * {@link moveCursor}.
 */
export function neighbourInDirection(geometry: KitesGeometry, cell: number, angleDegrees: number, spread = 60): number | null {
  const from = geometry.cells[cell];
  if (!from) return null;
  const a = (angleDegrees * Math.PI) / 180;
  // Screen y points down, so "up" (90°) is negative y.
  const ux = Math.cos(a), uy = -Math.sin(a);
  const tan = Math.tan((Math.min(Math.max(spread, 1), 89) * Math.PI) / 180);
  let best: number | null = null;
  let bestCost = Infinity;
  for (const other of geometry.cells) {
    const dx = other.centroid.x - from.centroid.x;
    const dy = other.centroid.y - from.centroid.y;
    const along = dx * ux + dy * uy;
    if (along <= 1e-9) continue;
    const across = Math.abs(dx * uy - dy * ux);
    if (across > along * tan + 1e-9) continue;
    const cost = along + 2 * across;
    if (cost < bestCost - 1e-9) {
      bestCost = cost;
      best = other.index;
    }
  }
  return best;
}

/** Cursor moves: the arrow keys, and the diagonals of a numeric keypad (7 9 1 3). */
export type CursorDirection = 'left' | 'right' | 'up' | 'down' | 'up-left' | 'up-right' | 'down-left' | 'down-right';

const DIAGONALS: Record<string, number> = { 'up-right': 60, 'up-left': 120, 'down-left': 240, 'down-right': 300 };

/**
 * Where the keyboard cursor goes from `cell`, or `null` at the edge. Like a
 * text editor's lines: left and right step along the cell's row (reading
 * order); up and down go to the previous or next row, to its cell with the
 * nearest centroid x (the left one on a tie). So every cell is reachable
 * from every other with the four arrows. The diagonals go to the nearest
 * cell within 30° of 60° (up-right), 120° (up-left), 240° (down-left) or
 * 300° (down-right), by {@link neighbourInDirection}.
 */
export function moveCursor(geometry: KitesGeometry, cell: number, direction: CursorDirection): number | null {
  const from = geometry.cells[cell];
  if (!from) return null;
  switch (direction) {
    case 'left':
      return from.col > 0 ? geometry.rows[from.row]![from.col - 1]! : null;
    case 'right':
      return geometry.rows[from.row]![from.col + 1] ?? null;
    case 'up':
    case 'down': {
      const row = geometry.rows[from.row + (direction === 'up' ? -1 : 1)];
      if (!row) return null;
      let best = row[0]!;
      for (const c of row) {
        if (Math.abs(geometry.cells[c]!.centroid.x - from.centroid.x) < Math.abs(geometry.cells[best]!.centroid.x - from.centroid.x) - 1e-9) best = c;
      }
      return best;
    }
    default:
      return neighbourInDirection(geometry, cell, DIAGONALS[direction]!, 30);
  }
}
