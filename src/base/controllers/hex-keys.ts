import type { HexCursor } from './hex-cursor.js';

/** The eight ways a cursor can step on a board of hexagons or kites. */
export type HexDirection = 'left' | 'right' | 'up' | 'down' | 'up-left' | 'up-right' | 'down-left' | 'down-right';

/** Keys that move the cursor, by `event.key`: the arrows and the number pad's digits (Num Lock on, or the digit row). */
const KEY_DIRECTIONS: Readonly<Record<string, HexDirection>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  '4': 'left',
  '6': 'right',
  '8': 'up',
  '2': 'down',
  '7': 'up-left',
  '9': 'up-right',
  '1': 'down-left',
  '3': 'down-right',
};
/** The number pad's diagonals with Num Lock off, by `event.code` (their `key` is then Home, PageUp, End, PageDown). */
const PAD_DIAGONALS: Readonly<Record<string, HexDirection>> = {
  Numpad7: 'up-left',
  Numpad9: 'up-right',
  Numpad1: 'down-left',
  Numpad3: 'down-right',
};

/** The board's cells as the keys step over them, as the game sees it now. Cells are numbered from 0 in reading order. */
export interface HexBoard {
  /** How many cells the board has. */
  count(): number;
  /** The cell next to `index` in a direction, or `null` at the board's edge. */
  step(index: number, direction: HexDirection): number | null;
  /** The cells of the row `index` is in, left to right. */
  row(index: number): readonly number[];
}

/**
 * The keys of a {@link HexCursor}: the arrow keys and the number pad's
 * digits (7 9 1 3 diagonally, also with Num Lock off) step to the
 * neighbouring cell, Home/End go to the row's ends, Ctrl+Home/End to the
 * first and last cells. Handles a navigation key pressed on cell `from`;
 * returns true (and prevents the default) when it was one, also at the
 * board's edge, where the cursor stays put. Alt and Shift chords are left
 * to the browser.
 */
export function handleHexKey(cursor: HexCursor, board: HexBoard, event: KeyboardEvent, from = cursor.index): boolean {
  if (event.altKey || event.shiftKey) return false;
  const ctrl = event.ctrlKey || event.metaKey;
  const row = board.row(from);
  let to: number | null | undefined;
  const direction = ctrl ? undefined : (PAD_DIAGONALS[event.code] ?? KEY_DIRECTIONS[event.key]);
  if (direction) to = board.step(from, direction) ?? from;
  else if (event.key === 'Home') to = ctrl ? 0 : row[0];
  else if (event.key === 'End') to = ctrl ? board.count() - 1 : row.at(-1);
  if (to == null) return false;
  event.preventDefault();
  cursor.moveTo(to, true);
  return true;
}
