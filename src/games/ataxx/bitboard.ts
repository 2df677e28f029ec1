/**
 * Ataxx move generation on bitboards: a 7x7 board's 49 squares as two 32-bit
 * halves (`lo` squares 0-31, `hi` squares 32-48), square `row * 7 + col` with
 * row 0 at the top (rank 7, as FEN lists it). No BigInt: per square, the
 * masks of its neighbours (distance 1) and of its ring (distance 2) are
 * precomputed as pairs of halves, and moves are found by and-ing them with
 * the empty squares.
 */

export const SIDE = 7;
export const SQUARES = SIDE * SIDE;
/** The bits of the 17 squares in the high half. */
export const HI_FULL = (1 << (SQUARES - 32)) - 1;

/** Per square: its adjacent squares (`adjLo`, `adjHi`) and the squares two away (`ringLo`, `ringHi`). */
export const adjLo = new Int32Array(SQUARES);
export const adjHi = new Int32Array(SQUARES);
export const ringLo = new Int32Array(SQUARES);
export const ringHi = new Int32Array(SQUARES);

for (let r = 0; r < SIDE; r++) {
  for (let c = 0; c < SIDE; c++) {
    const i = r * SIDE + c;
    for (let dr = -2; dr <= 2; dr++) {
      for (let dc = -2; dc <= 2; dc++) {
        const rr = r + dr;
        const cc = c + dc;
        if ((!dr && !dc) || rr < 0 || rr >= SIDE || cc < 0 || cc >= SIDE) continue;
        const j = rr * SIDE + cc;
        const near = Math.abs(dr) <= 1 && Math.abs(dc) <= 1;
        const table = j < 32 ? (near ? adjLo : ringLo) : near ? adjHi : ringHi;
        table[i] = table[i]! | (1 << (j & 31));
      }
    }
  }
}

/** Set bits of a 32-bit word. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Index (0-31) of the lowest set bit of a non-zero word. */
export const lowest = (x: number): number => 31 - Math.clz32(x & -x);

/**
 * The moves of the side whose pieces are `m*`, with `e*` the empty squares:
 * one per empty square next to a piece (a clone, whichever piece makes it),
 * plus one per piece and empty square two away from it (a jump).
 */
export function countMoves(mLo: number, mHi: number, eLo: number, eHi: number): number {
  let cloneLo = 0;
  let cloneHi = 0;
  let jumps = 0;
  for (let b = mLo; b; b &= b - 1) {
    const i = lowest(b);
    cloneLo |= adjLo[i]!;
    cloneHi |= adjHi[i]!;
    jumps += popcount(ringLo[i]! & eLo) + popcount(ringHi[i]! & eHi);
  }
  for (let b = mHi; b; b &= b - 1) {
    const i = lowest(b) + 32;
    cloneLo |= adjLo[i]!;
    cloneHi |= adjHi[i]!;
    jumps += popcount(ringLo[i]! & eLo) + popcount(ringHi[i]! & eHi);
  }
  return jumps + popcount(cloneLo & eLo) + popcount(cloneHi & eHi);
}

/** Whether the side with pieces `m*` has any move onto the empty squares `e*`. */
export function anyMove(mLo: number, mHi: number, eLo: number, eHi: number): boolean {
  for (let b = mLo; b; b &= b - 1) {
    const i = lowest(b);
    if (((adjLo[i]! | ringLo[i]!) & eLo) | ((adjHi[i]! | ringHi[i]!) & eHi)) return true;
  }
  for (let b = mHi; b; b &= b - 1) {
    const i = lowest(b) + 32;
    if (((adjLo[i]! | ringLo[i]!) & eLo) | ((adjHi[i]! | ringHi[i]!) & eHi)) return true;
  }
  return false;
}

/**
 * Move sequences of `depth` plies from a position given as bitboards (`m*`
 * the side to move's pieces, `t*` the other side's, `g*` the gaps), counted
 * as libataxx-family perft counts them: a clone to a square once, a pass
 * (`0000`) as one move when the side to move cannot move but the other can,
 * and no moves once the game is over: a side has no pieces, neither can move,
 * or `halfmoves` (the half-move clock: a clone resets it, a jump or a pass
 * counts it up) has reached 100, the fifty-move rule.
 */
export function perftBits(mLo: number, mHi: number, tLo: number, tHi: number, gLo: number, gHi: number, depth: number, halfmoves = 0): number {
  if (depth === 0) return 1;
  if (!(mLo | mHi) || !(tLo | tHi) || halfmoves >= 100) return 0;
  const eLo = ~(mLo | tLo | gLo);
  const eHi = ~(mHi | tHi | gHi) & HI_FULL;
  if (depth === 1) {
    const n = countMoves(mLo, mHi, eLo, eHi);
    return n || (anyMove(tLo, tHi, eLo, eHi) ? 1 : 0);
  }
  let total = 0;
  let moved = false;
  // Clones: each empty square next to one of our pieces, once.
  let cLo = 0;
  let cHi = 0;
  for (let b = mLo; b; b &= b - 1) {
    const i = lowest(b);
    cLo |= adjLo[i]!;
    cHi |= adjHi[i]!;
  }
  for (let b = mHi; b; b &= b - 1) {
    const i = lowest(b) + 32;
    cLo |= adjLo[i]!;
    cHi |= adjHi[i]!;
  }
  cLo &= eLo;
  cHi &= eHi;
  for (let half = 0; half < 2; half++) {
    for (let b = half ? cHi : cLo; b; b &= b - 1) {
      const to = lowest(b) + half * 32;
      const xLo = adjLo[to]! & tLo;
      const xHi = adjHi[to]! & tHi;
      const nLo = mLo | xLo | (half ? 0 : 1 << (to & 31));
      const nHi = mHi | xHi | (half ? 1 << (to & 31) : 0);
      total += perftBits(tLo & ~xLo, tHi & ~xHi, nLo, nHi, gLo, gHi, depth - 1, 0);
      moved = true;
    }
  }
  // Jumps: every piece to every empty square two away.
  for (let fh = 0; fh < 2; fh++) {
    for (let fb = fh ? mHi : mLo; fb; fb &= fb - 1) {
      const from = lowest(fb) + fh * 32;
      const sLo = fh ? mLo : mLo & ~(1 << (from & 31));
      const sHi = fh ? mHi & ~(1 << (from & 31)) : mHi;
      const rLo = ringLo[from]! & eLo;
      const rHi = ringHi[from]! & eHi;
      for (let half = 0; half < 2; half++) {
        for (let b = half ? rHi : rLo; b; b &= b - 1) {
          const to = lowest(b) + half * 32;
          const xLo = adjLo[to]! & tLo;
          const xHi = adjHi[to]! & tHi;
          const nLo = sLo | xLo | (half ? 0 : 1 << (to & 31));
          const nHi = sHi | xHi | (half ? 1 << (to & 31) : 0);
          total += perftBits(tLo & ~xLo, tHi & ~xHi, nLo, nHi, gLo, gHi, depth - 1, halfmoves + 1);
          moved = true;
        }
      }
    }
  }
  // No move: pass if the other side can move.
  if (!moved && anyMove(tLo, tHi, eLo, eHi)) total += perftBits(tLo, tHi, mLo, mHi, gLo, gHi, depth - 1, halfmoves + 1);
  return total;
}
