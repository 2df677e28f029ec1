import type { Rng } from '../../engine/rng.js';
import { jumpResult, landResult, type Colour, type StainedGlassMove, type StainedGlassState } from './rules.js';

/**
 * Boards finishable by construction, for boards too large for the solver to
 * prove a random deal finishable within its budget (issue 23: `solvable` up
 * to 8x8). Start from one tile and play hops backwards ("un-hops"), chosen by
 * the seeded RNG, until every square holds a tile, as in a normal deal; the
 * hops played forwards are then a one-tile finish. Each un-hop is chosen
 * greedily: most tiles gained first, then the colours the board is short of
 * (against the even shares a normal deal has), fewest neighbours of the
 * same colour (a deal is rarely clumped: without this 25 % of neighbouring
 * pairs matched, against 15 % in deals), then noise. A board is kept
 * only when it is full, uses only the palette's colours and each colour's
 * count is within {@link SHARE_TOLERANCE} of its even share; callers verify
 * the line with `replaysToOneTile`. Deterministic for an RNG state (no clock,
 * no floating-point sums that depend on the machine).
 */

/** How far a colour's count may be from its even share (rows x cols / palette size). */
export const SHARE_TOLERANCE = 3;
const GAIN_WEIGHT = 10;
const COLOUR_WEIGHT = 10;
const NOISE = 3;
/** Per neighbour of a changed square that has the colour it gets: deals are rarely clumped. */
const CLUMP_WEIGHT = 8;

/** For each (over, landing) colour pair after a hop: the (mover, over, landing) colours before it. */
const PREDECESSORS: (readonly [Colour, Colour, Colour])[][] = Array.from({ length: 64 }, () => []);
for (let m = 1; m < 8; m++) {
  for (let o = 1; o < 8; o++) {
    for (let t = 0; t < 8; t++) {
      const over = jumpResult(m, o);
      const land = landResult(m, t);
      if (over !== null && land !== null) PREDECESSORS[over * 8 + land]!.push([m as Colour, o as Colour, t as Colour]);
    }
  }
}
const DIRS = [-1, 0, 1].flatMap((dr) => [-1, 0, 1].map((dc) => [dr, dc] as const)).filter(([dr, dc]) => dr || dc);

/** One try: a full board and its finish, or `null` when the un-hops got stuck or the colours are off. */
export function constructOnce(rows: number, cols: number, palette: readonly Colour[], rng: Rng): { state: StainedGlassState; line: StainedGlassMove[] } | null {
  const n = rows * cols;
  const cells = new Uint8Array(n);
  const share = n / palette.length;
  const wanted = (c: number): number => (palette.includes(c as Colour) ? share : 0);
  const counts = new Array<number>(8).fill(0);
  const first = palette[rng.int(palette.length)]!;
  cells[rng.int(n)] = first;
  counts[first] = 1;
  let tiles = 1;
  const back: StainedGlassMove[] = [];
  while (tiles < n) {
    let best = -Infinity;
    let pick: [number, number, number, Colour, Colour, Colour] | null = null;
    for (let f = 0; f < n; f++) {
      if (cells[f] !== 0) continue;
      const r = Math.floor(f / cols);
      const c = f % cols;
      for (const [dr, dc] of DIRS) {
        const tr = r + 2 * dr;
        const tc = c + 2 * dc;
        if (tr < 0 || tr >= rows || tc < 0 || tc >= cols) continue;
        const v = (r + dr) * cols + c + dc;
        const d = tr * cols + tc;
        for (const [m, o, t] of PREDECESSORS[cells[v]! * 8 + cells[d]!]!) {
          const gain = 1 + (cells[v] === 0 ? 1 : 0) - (t === 0 ? 1 : 0);
          let colour = 0;
          for (const [old, now] of [[0, m], [cells[v]!, o], [cells[d]!, t]] as const) {
            if (now) colour += wanted(now) - counts[now]!;
            if (old) colour -= wanted(old) - counts[old]! - 1;
          }
          let clump = 0;
          for (const [sq, now] of [[f, m], [v, o], [d, t]] as const) {
            if (!now) continue;
            const sr = Math.floor(sq / cols);
            const sc = sq % cols;
            for (const [ar, ac] of DIRS) {
              const nr = sr + ar;
              const nc = sc + ac;
              if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && cells[nr * cols + nc] === now) clump++;
            }
          }
          const score = -clump * CLUMP_WEIGHT + gain * GAIN_WEIGHT + colour * COLOUR_WEIGHT + rng.next() * NOISE;
          if (score > best) {
            best = score;
            pick = [f, v, d, m, o, t];
          }
        }
      }
    }
    if (!pick) return null;
    const [f, v, d, m, o, t] = pick;
    for (const sq of [v, d]) if (cells[sq]) counts[cells[sq]!]!--;
    cells[f] = m;
    cells[v] = o;
    cells[d] = t;
    for (const colour of [m, o, t]) if (colour) counts[colour]!++;
    back.push({ from: f, to: d });
    tiles = 0;
    for (const x of cells) if (x) tiles++;
  }
  for (let c = 1; c < 8; c++) if (Math.abs(counts[c]! - wanted(c)) > (wanted(c) ? SHARE_TOLERANCE : 0)) return null;
  return { state: { rows, cols, cells }, line: back.reverse() };
}
