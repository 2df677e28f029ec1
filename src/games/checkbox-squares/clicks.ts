/**
 * What a click on the right square changes, per variant. Kept apart from the
 * rules so that the rules and the Z/k algebra (./algebra.ts) can both use it
 * without importing each other.
 */

export type Variant = 1 | 2 | 3;
export const VARIANTS: readonly Variant[] = [1, 2, 3];

const CORNERS = [0, 2, 6, 8];
const CENTRE = 4;

const bit = (row: number, col: number): number => 1 << (row * 3 + col);

/**
 * The boxes a click on box `box` of the right square toggles, as the seed
 * defines them for each game:
 * - 1: a corner toggles itself and its three neighbours; a side-middle box the
 *   three boxes of its side; the centre the five-box cross.
 * - 2: a corner toggles itself and its neighbours in the same row and column;
 *   a side-middle box its side's three boxes and the centre; the centre the cross.
 * - 3: as 2, but the centre toggles only itself.
 */
export function clickMask(variant: Variant, box: number): number {
  const r = Math.floor(box / 3);
  const c = box % 3;
  if (box === CENTRE) {
    return variant === 3 ? bit(1, 1) : bit(1, 1) | bit(0, 1) | bit(2, 1) | bit(1, 0) | bit(1, 2);
  }
  if (CORNERS.includes(box)) {
    const dr = r === 0 ? 1 : -1;
    const dc = c === 0 ? 1 : -1;
    const mask = bit(r, c) | bit(r + dr, c) | bit(r, c + dc);
    return variant === 1 ? mask | bit(r + dr, c + dc) : mask;
  }
  // Middle of a side: the side is the row (top/bottom) or column (left/right) it lies on.
  let side = 0;
  for (let i = -1; i <= 1; i++) side |= r === 1 ? bit(r + i, c) : bit(r, c + i);
  return variant === 1 ? side : side | bit(1, 1);
}
