/**
 * Linear algebra over GF(2) for up to 31 unknowns, with vectors as bit masks.
 *
 * A matrix is given by its columns: `columns[j]` is the mask of rows that
 * unknown `j` flips. For a toggling puzzle (press a cell, flip it and its neighbours), column j is "the boxes a
 * click on box j toggles", and solving `A x = d` gives the set of clicks that
 * turns pattern p into p XOR d.
 */

/** Number of set bits. */
export function popcount(mask: number): number {
  let m = mask >>> 0;
  let n = 0;
  while (m) {
    m &= m - 1;
    n++;
  }
  return n;
}

/** Indices of the set bits, ascending. */
export function bits(mask: number): number[] {
  const out: number[] = [];
  for (let i = 0, m = mask >>> 0; m; i++, m >>>= 1) if (m & 1) out.push(i);
  return out;
}

/** The product A x: XOR of the columns picked by x. */
export function multiply(columns: readonly number[], x: number): number {
  let out = 0;
  for (let j = 0; j < columns.length; j++) if ((x >>> j) & 1) out ^= columns[j] as number;
  return out;
}

/**
 * Inverts a square matrix by Gauss-Jordan elimination. Returns the columns of
 * the inverse, or `null` when the matrix is singular.
 */
export function invert(columns: readonly number[]): number[] | null {
  const n = columns.length;
  if (n > 31) throw new RangeError('gf2.invert handles at most 31 unknowns');
  // Work on rows: row i of A packed as a mask over the unknowns, augmented by
  // row i of the identity in the bits above n.
  const rows: number[] = [];
  for (let i = 0; i < n; i++) {
    let row = 0;
    for (let j = 0; j < n; j++) if (((columns[j] as number) >>> i) & 1) row |= 1 << j;
    rows.push(row);
  }
  const aug = rows.map((row, i) => ({ a: row, inv: 1 << i }));
  for (let col = 0; col < n; col++) {
    const pivot = aug.findIndex((r, i) => i >= col && ((r.a >>> col) & 1) === 1);
    if (pivot < 0) return null;
    const p = aug[pivot] as { a: number; inv: number };
    aug[pivot] = aug[col] as { a: number; inv: number };
    aug[col] = p;
    for (let i = 0; i < n; i++) {
      const r = aug[i] as { a: number; inv: number };
      if (i !== col && (r.a >>> col) & 1) {
        r.a ^= p.a;
        r.inv ^= p.inv;
      }
    }
  }
  // aug[i].inv is row i of the inverse; return it by columns.
  const inverse: number[] = [];
  for (let j = 0; j < n; j++) {
    let colMask = 0;
    for (let i = 0; i < n; i++) if ((((aug[i] as { inv: number }).inv) >>> j) & 1) colMask |= 1 << i;
    inverse.push(colMask);
  }
  return inverse;
}
