/**
 * The Kites board: a regular hexagon cut from the deltoidal trihexagonal
 * tiling (every hexagon of a honeycomb split into six kites by joining its
 * centre to the midpoints of its sides).
 *
 * ## Coordinates
 *
 * Screen convention: x grows to the right, y grows DOWN (as in SVG). The unit
 * is the distance between two neighbouring honeycomb centres. The origin is
 * the centre of the board, itself a honeycomb centre.
 *
 * The honeycomb centres form the triangular lattice of the points
 * `q * (1, 0) + r * (1/2, √3/2)` for integers q, r ("axial" coordinates). The
 * board of side `n` is the hexagon with its corners on the lattice points at
 * distance n from the origin in the directions 0°, 60°, ..., 300°: its top
 * and bottom sides are horizontal, its left and right ends are corners; it
 * spans x in [-n, n] and y in [-n√3/2, n√3/2]. In axial coordinates it is
 * `|q| <= n, |r| <= n, |q + r| <= n`.
 *
 * The sides run along lines between centres, so the board is exactly the
 * union of the 6n² unit triangles of the lattice inside it. The honeycomb
 * edges that meet inside a lattice triangle meet at its centroid (a honeycomb
 * vertex), and each lattice triangle is cut into three kites, one at each of
 * its corners: corner C (the 60° tip), the midpoints of the two triangle
 * sides at C (the 90° angles), the centroid (the 120° angle). Hence 18n²
 * kites, none of them cut by the board's edge.
 *
 * ## Exact arithmetic
 *
 * Every special point is a lattice point (a honeycomb centre), the midpoint
 * of a lattice edge or the centroid of a lattice triangle, so in axial
 * coordinates multiplied by 6 all of them are integers; kite centroids are
 * integers in axial coordinates multiplied by 36. Points are identified and
 * cells and points sorted by those integers, never by comparing floats.
 * Floats appear only in the output coordinates.
 */

/** A point on the board, in the units and axes described above. */
export interface Vec {
  readonly x: number;
  readonly y: number;
}

/**
 * What happens at a point where kites meet:
 * - `wheel`: a honeycomb centre inside the board, six kites with their 60° tips;
 * - `half-wheel`: a honeycomb centre on a side (not a corner), three kites, 180°;
 * - `quartet`: the midpoint of a honeycomb edge inside the board, four kites with their right angles;
 * - `triangle`: a honeycomb vertex, three kites with their 120° angles;
 * - `corner`: a corner of the board, two kites' tips (no configuration);
 * - `side`: the midpoint of a honeycomb edge on a side, two kites' right angles (no configuration).
 */
export type PointType = 'wheel' | 'half-wheel' | 'quartet' | 'triangle' | 'corner' | 'side';

/** The point types that form configurations in the game. */
export type ConfigurationType = 'wheel' | 'half-wheel' | 'quartet' | 'triangle';

export const isConfiguration = (type: PointType): type is ConfigurationType => type !== 'corner' && type !== 'side';

export interface KitePoint {
  /** Index in {@link KitesGeometry.points} (reading order: top to bottom, then left to right). */
  readonly index: number;
  readonly type: PointType;
  readonly x: number;
  readonly y: number;
  /** The kites with a corner here, ascending. */
  readonly cells: readonly number[];
}

export interface KiteCell {
  /** Index in {@link KitesGeometry.cells}: reading order of the centroids (top to bottom, then left to right). */
  readonly index: number;
  /**
   * The four corners, clockwise as seen on screen (y down), always starting
   * at the 60° tip: `[tip 60°, right angle, obtuse 120°, right angle]`.
   */
  readonly polygon: readonly [Vec, Vec, Vec, Vec];
  /** The indices in {@link KitesGeometry.points} of the four corners, in the same order as `polygon`. */
  readonly points: readonly [number, number, number, number];
  /** Those of `points` that are configurations (wheel, half-wheel, quartet, triangle). */
  readonly configurations: readonly number[];
  /** The area centroid. */
  readonly centroid: Vec;
  /** Row of the centroid, from 0 at the top: cells with exactly the same centroid height share a row. */
  readonly row: number;
  /** Position in the row, from 0 at the left. */
  readonly col: number;
  /** The kites sharing an edge with this one ("side by side"), ascending: three for the 12 size kites along the board's edge, four for the others. */
  readonly neighbours: readonly number[];
}

export interface KitesGeometry {
  /** Side of the board in honeycomb steps. */
  readonly size: number;
  /** 18 size² kites, in reading order. */
  readonly cells: readonly KiteCell[];
  /** Every point where kites meet with a corner (every kite corner once), in reading order. */
  readonly points: readonly KitePoint[];
  /** Indices of the points that are configurations, ascending. */
  readonly configurations: readonly number[];
  /** The cells of each row, left to right. */
  readonly rows: readonly (readonly number[])[];
  /** The board's six corners, clockwise on screen, from the right-hand one. */
  readonly hexagon: readonly Vec[];
  /** Bounding box: x in [-width/2, width/2], y in [-height/2, height/2]. */
  readonly width: number;
  readonly height: number;
}

export const MIN_SIZE = 1;
export const MAX_SIZE = 5;

const SQRT3 = Math.sqrt(3);

/** Screen position of axial coordinates given in units of 1/`scale`. */
const toVec = (q: number, r: number, scale: number): Vec => ({ x: (q + r / 2) / scale, y: ((r / 2) * SQRT3) / scale });

type Axial = readonly [number, number];

const cache = new Map<number, KitesGeometry>();

/** The geometry of the board of side `size` (1..5), built once and shared: treat it as immutable. */
export function kitesGeometry(size: number): KitesGeometry {
  let g = cache.get(size);
  if (!g) {
    if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) throw new RangeError(`size must be ${MIN_SIZE}..${MAX_SIZE}, got ${size}`);
    g = build(size);
    cache.set(size, g);
  }
  return g;
}

/** Axial coordinates, in units of 1/6 (points) or 1/36 (kite centroids), so always integers. */
interface Scaled {
  readonly q: number;
  readonly r: number;
}

/** A raw point while building: axial coordinates times 6, kind, incident kites. */
interface RawPoint extends Scaled {
  readonly kind: 'centre' | 'mid' | 'vertex';
  readonly kites: number[];
}

/** A raw kite while building: its four corner keys in polygon order and its centroid in axial coordinates times 36. */
interface RawKite extends Scaled {
  readonly keys: [number, number, number, number];
}

/** Reading order: by screen y (proportional to r), then screen x (proportional to 2q + r); exact integers. */
const readingOrder = (a: Scaled, b: Scaled): number => a.r - b.r || 2 * a.q + a.r - (2 * b.q + b.r);

function build(n: number): KitesGeometry {
  const inside = (q: number, r: number): boolean => Math.abs(q) <= n && Math.abs(r) <= n && Math.abs(q + r) <= n;
  // Integer point keys from axial coordinates times 6 (|q6|, |r6| <= 6n <= 30).
  const key = (q6: number, r6: number): number => (q6 + 64) * 256 + (r6 + 64);
  const raw = new Map<number, RawPoint>();
  const pointAt = (q6: number, r6: number, kind: RawPoint['kind']): number => {
    const k = key(q6, r6);
    if (!raw.has(k)) raw.set(k, { q: q6, r: r6, kind, kites: [] });
    return k;
  };

  const kites: RawKite[] = [];
  for (let r = -n; r < n; r++) {
    for (let q = -n; q < n + 1; q++) {
      // Two lattice triangles per lattice point (q, r): the one pointing down from the top side (q, r)-(q+1, r),
      // and the one pointing up from the bottom side (q, r+1)-(q+1, r+1) to (q+1, r). Those outside are skipped.
      const triangles: Axial[][] = [
        [[q, r], [q + 1, r], [q, r + 1]],
        [[q + 1, r], [q, r + 1], [q + 1, r + 1]],
      ];
      for (const tri of triangles) {
        if (!tri.every(([a, b]) => inside(a, b))) continue;
        const sumQ = tri[0]![0] + tri[1]![0] + tri[2]![0];
        const sumR = tri[0]![1] + tri[1]![1] + tri[2]![1];
        const v = pointAt(2 * sumQ, 2 * sumR, 'vertex');
        for (let i = 0; i < 3; i++) {
          const [cq, cr] = tri[i]!;
          const [aq, ar] = tri[(i + 1) % 3]!;
          const [bq, br] = tri[(i + 2) % 3]!;
          const c = pointAt(6 * cq, 6 * cr, 'centre');
          let m1 = pointAt(3 * (cq + aq), 3 * (cr + ar), 'mid');
          let m2 = pointAt(3 * (cq + bq), 3 * (cr + br), 'mid');
          // Clockwise on screen (y down) means a positive shoelace sum in screen coordinates. The kite is
          // symmetric about the tip-centroid axis, so the sign of (m1 - c) x (m2 - c) decides, that is of
          // (a - c) x (b - c): in axial coordinates, the screen cross product is √3/2 times the axial one.
          if ((aq - cq) * (br - cr) - (ar - cr) * (bq - cq) < 0) [m1, m2] = [m2, m1];
          // Area centroid of the kite (two congruent triangles c-m1-v and c-v-m2): (2c + m1 + m2 + 2v) / 6
          // = 11/18 c + 7/36 (a + b); times 36 in axial coordinates.
          kites.push({ keys: [c, m1, v, m2], q: 22 * cq + 7 * (aq + bq), r: 22 * cr + 7 * (ar + br) });
        }
      }
    }
  }

  kites.sort(readingOrder);
  // In reading order, so each point's list of kites comes out ascending.
  kites.forEach((k, index) => {
    for (const p of k.keys) raw.get(p)!.kites.push(index);
  });

  const rawPoints = [...raw.values()].sort(readingOrder);
  const pointIndex = new Map<number, number>();
  const points: KitePoint[] = rawPoints.map((p, index) => {
    pointIndex.set(key(p.q, p.r), index);
    const count = p.kites.length;
    // The type follows from what the point is and how many kites meet there.
    const type: PointType =
      p.kind === 'vertex' ? 'triangle'
      : p.kind === 'mid' ? (count === 4 ? 'quartet' : 'side')
      : count === 6 ? 'wheel'
      : count === 3 ? 'half-wheel'
      : 'corner';
    const v = toVec(p.q, p.r, 6);
    return Object.freeze({ index, type, x: v.x, y: v.y, cells: Object.freeze(p.kites) });
  });

  // Side-by-side neighbours: the other kite with a corner at both ends of an edge (two consecutive corners).
  const neighbours = kites.map((k, index) =>
    k.keys.flatMap((a, i) => {
      const atB = raw.get(k.keys[(i + 1) % 4]!)!.kites;
      return raw.get(a)!.kites.filter((other) => other !== index && atB.includes(other));
    }),
  );

  const rows: number[][] = [];
  const cells: KiteCell[] = kites.map((k, index) => {
    // A new row wherever the centroid's height changes (reading order).
    if (index === 0 || k.r !== kites[index - 1]!.r) rows.push([]);
    const row = rows.at(-1)!;
    row.push(index);
    const idx = k.keys.map((p) => pointIndex.get(p)!) as [number, number, number, number];
    const polygon = idx.map((p) => ({ x: points[p]!.x, y: points[p]!.y })) as unknown as [Vec, Vec, Vec, Vec];
    return Object.freeze({
      index,
      polygon: Object.freeze(polygon),
      points: Object.freeze(idx),
      configurations: Object.freeze(idx.filter((p) => isConfiguration(points[p]!.type))),
      centroid: toVec(k.q, k.r, 36),
      row: rows.length - 1,
      col: row.length - 1,
      neighbours: Object.freeze(neighbours[index]!.sort((a, b) => a - b)),
    });
  });

  const h = (n * SQRT3) / 2;
  const hexagon: Vec[] = [{ x: n, y: 0 }, { x: n / 2, y: h }, { x: -n / 2, y: h }, { x: -n, y: 0 }, { x: -n / 2, y: -h }, { x: n / 2, y: -h }];
  return Object.freeze({
    size: n,
    cells: Object.freeze(cells),
    points: Object.freeze(points),
    configurations: Object.freeze(points.filter((p) => isConfiguration(p.type)).map((p) => p.index)),
    rows: Object.freeze(rows.map((r) => Object.freeze(r))),
    hexagon: Object.freeze(hexagon.map((c) => Object.freeze(c))),
    width: 2 * n,
    height: n * SQRT3,
  });
}

