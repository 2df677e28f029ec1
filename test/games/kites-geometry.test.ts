import { expect } from '@open-wc/testing';
import { kitesGeometry, type KitesGeometry, type PointType, type Vec } from '../../src/games/kites/geometry.js';
import { moveCursor, neighbourInDirection } from '../../src/games/kites/cursor.js';

/*
 * Closed formulas for the board of side n (unit: honeycomb centre-to-centre distance).
 *
 * The board is the hexagon of side n on the triangular lattice of honeycomb centres. It holds
 * - V = 3n² + 3n + 1 lattice points (the centred hexagonal numbers), of which the 3(n-1)² + 3(n-1) + 1
 *   = 3n² - 3n + 1 not on the boundary are wheels, 6 are corners and the other 6n - 6 on the sides are
 *   half-wheels;
 * - F = 6n² unit triangles (six big triangles of side n, n² unit triangles each); each has its centroid,
 *   a honeycomb vertex, where its three kites meet with their 120° angles: 6n² triangle points, 18n² kites;
 * - E lattice edges: every triangle has 3 sides, interior edges are shared by two triangles and the 6n
 *   boundary edges belong to one, so 3F = 2E - 6n and E = 9n² + 3n (Euler agrees: V - E + F = 1).
 *   Each interior edge's midpoint is a quartet (two kites of each of its two triangles):
 *   E - 6n = 9n² - 3n quartets; the 6n boundary midpoints join only two kites ("side" points).
 * Shared kite edges: a kite has two short edges (centroid to edge midpoint), each shared with the kite at
 * the next corner of the same triangle: 3 per triangle, 18n² in all; and two long edges (half a lattice
 * edge), shared across interior lattice edges, two halves per edge: 2(9n² - 3n). Total 36n² - 6n, which
 * is also (4 * 18n² - 12n) / 2 with the 12n half-edges along the boundary unshared.
 * Areas: a unit triangle has area √3/4, a kite a third of it, √3/12; the hexagon (3√3/2) n².
 */
const formulas = (n: number) => ({
  kites: 18 * n * n,
  wheel: 3 * n * n - 3 * n + 1,
  'half-wheel': 6 * (n - 1),
  corner: 6,
  quartet: 9 * n * n - 3 * n,
  side: 6 * n,
  triangle: 6 * n * n,
  sharedEdges: 36 * n * n - 6 * n,
  hexagonArea: ((3 * Math.sqrt(3)) / 2) * n * n,
  kiteArea: Math.sqrt(3) / 12,
});

const SIZES = [1, 2, 3, 4, 5];
const EPS = 1e-9;
const keyOf = (p: Vec): string => `${Math.round(p.x * 1e6)},${Math.round(p.y * 1e6)}`;

/** Interior angle in degrees at corner i of a polygon. */
function angleAt(poly: readonly Vec[], i: number): number {
  const v = poly[i]!, a = poly[(i + poly.length - 1) % poly.length]!, b = poly[(i + 1) % poly.length]!;
  const ax = a.x - v.x, ay = a.y - v.y, bx = b.x - v.x, by = b.y - v.y;
  return (Math.acos((ax * bx + ay * by) / Math.hypot(ax, ay) / Math.hypot(bx, by)) * 180) / Math.PI;
}

/** Signed shoelace area; positive means clockwise as seen on screen (y down). */
function signedArea(poly: readonly Vec[]): number {
  let s = 0;
  poly.forEach((p, i) => {
    const q = poly[(i + 1) % poly.length]!;
    s += p.x * q.y - q.x * p.y;
  });
  return s / 2;
}

/**
 * Brute force from the polygons alone: every distinct corner (by rounded coordinates) with the kites
 * meeting there and their angles, classified by the number of kites and the angle.
 */
function brutePoints(g: KitesGeometry): Map<string, { cells: number[]; angles: number[]; type: PointType | 'unknown' }> {
  const out = new Map<string, { cells: number[]; angles: number[]; type: PointType | 'unknown' }>();
  for (const cell of g.cells) {
    cell.polygon.forEach((p, i) => {
      const k = keyOf(p);
      const entry = out.get(k) ?? { cells: [], angles: [], type: 'unknown' as const };
      entry.cells.push(cell.index);
      entry.angles.push(angleAt(cell.polygon, i));
      out.set(k, entry);
    });
  }
  const table: Record<string, PointType> = { '60x6': 'wheel', '60x3': 'half-wheel', '60x2': 'corner', '90x4': 'quartet', '90x2': 'side', '120x3': 'triangle' };
  for (const entry of out.values()) {
    const angle = Math.round(entry.angles[0]!);
    const same = entry.angles.every((a) => Math.abs(a - angle) < 1e-6);
    entry.type = (same && table[`${angle}x${entry.cells.length}`]) || 'unknown';
    entry.cells.sort((a, b) => a - b);
  }
  return out;
}

describe('games/kites geometry', () => {
  it('has the closed-formula numbers of kites and points for sizes 1-5, counted by brute force too', () => {
    for (const n of SIZES) {
      const g = kitesGeometry(n);
      const f = formulas(n);
      expect(g.cells.length, `kites n=${n}`).to.equal(f.kites);
      const byType = (list: readonly { type: string }[]) => {
        const c: Record<string, number> = {};
        for (const p of list) c[p.type] = (c[p.type] ?? 0) + 1;
        return c;
      };
      const expected = { wheel: f.wheel, 'half-wheel': f['half-wheel'], corner: f.corner, quartet: f.quartet, side: f.side, triangle: f.triangle };
      if (n === 1) delete (expected as Partial<typeof expected>)['half-wheel'];
      expect(byType(g.points), `engine points n=${n}`).to.deep.equal(expected);
      const brute = brutePoints(g);
      expect(byType([...brute.values()]), `brute points n=${n}`).to.deep.equal(expected);
      // Every point of the engine is a brute-force point with the same kites and type, and vice versa.
      expect(brute.size).to.equal(g.points.length);
      for (const p of g.points) {
        const b = brute.get(keyOf(p));
        expect(b, `point ${p.index} n=${n}`).to.not.equal(undefined);
        expect(b!.cells).to.deep.equal([...p.cells]);
        expect(b!.type).to.equal(p.type);
      }
      expect(g.configurations).to.deep.equal(g.points.filter((p) => !['corner', 'side'].includes(p.type)).map((p) => p.index));
    }
    // Small cases written out: size 1 is one wheel, six corners; size 2 has 7 wheels and 6 half-wheels.
    expect(kitesGeometry(1).points.filter((p) => p.type === 'wheel').map((p) => [p.x, p.y])).to.deep.equal([[0, 0]]);
    expect(kitesGeometry(2).points.filter((p) => p.type === 'half-wheel').length).to.equal(6);
  });

  it('puts the 60° tip at a wheel, half-wheel or corner, the right angles at quartets or sides, the 120° at a triangle', () => {
    for (const n of SIZES) {
      const g = kitesGeometry(n);
      for (const cell of g.cells) {
        const angles = cell.polygon.map((_, i) => angleAt(cell.polygon, i));
        [60, 90, 120, 90].forEach((want, i) => expect(angles[i], `cell ${cell.index} corner ${i}`).to.be.closeTo(want, 1e-6));
        const types = cell.points.map((p) => g.points[p]!.type);
        expect(['wheel', 'half-wheel', 'corner']).to.include(types[0]);
        expect(['quartet', 'side']).to.include(types[1]);
        expect(types[2]).to.equal('triangle');
        expect(['quartet', 'side']).to.include(types[3]);
        // The polygon's corners are the points' coordinates, and the cell is listed at each of them.
        cell.points.forEach((p, i) => {
          expect(keyOf(g.points[p]!)).to.equal(keyOf(cell.polygon[i]!));
          expect(g.points[p]!.cells).to.include(cell.index);
        });
        expect(cell.configurations).to.deep.equal(cell.points.filter((p) => !['corner', 'side'].includes(g.points[p]!.type)));
      }
      // The angles around each point add up to 360° inside, 180° on a side, 120° at a corner.
      for (const [k, b] of brutePoints(g)) {
        const sum = b.angles.reduce((x, y) => x + y, 0);
        const want = b.type === 'corner' ? 120 : b.type === 'half-wheel' || b.type === 'side' ? 180 : 360;
        expect(sum, `angles at ${k}`).to.be.closeTo(want, 1e-6);
      }
    }
  });

  it('has convex, clockwise kites of equal area that tile the hexagon exactly', () => {
    for (const n of SIZES) {
      const g = kitesGeometry(n);
      const f = formulas(n);
      let total = 0;
      const h = (n * Math.sqrt(3)) / 2;
      for (const cell of g.cells) {
        const poly = cell.polygon;
        // Convex and clockwise on screen: every turn has a positive cross product (y down).
        poly.forEach((p, i) => {
          const q = poly[(i + 1) % 4]!, r = poly[(i + 2) % 4]!;
          expect((q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x), `cell ${cell.index}`).to.be.greaterThan(1e-6);
        });
        const area = signedArea(poly);
        expect(area).to.be.closeTo(f.kiteArea, 1e-9);
        total += area;
        // Inside the hexagon |y| <= n√3/2, √3|x| + |y| <= n√3.
        for (const p of poly) {
          expect(Math.abs(p.y)).to.be.at.most(h + EPS);
          expect(Math.sqrt(3) * Math.abs(p.x) + Math.abs(p.y)).to.be.at.most(Math.sqrt(3) * n + EPS);
        }
        // The centroid is the area centroid of the polygon.
        let cx = 0, cy = 0;
        poly.forEach((p, i) => {
          const q = poly[(i + 1) % 4]!;
          const c = p.x * q.y - q.x * p.y;
          cx += (p.x + q.x) * c;
          cy += (p.y + q.y) * c;
        });
        expect(cell.centroid.x).to.be.closeTo(cx / (6 * area), 1e-9);
        expect(cell.centroid.y).to.be.closeTo(cy / (6 * area), 1e-9);
      }
      // Inside the hexagon and adding up to its area: no overlaps, no gaps.
      expect(total, `n=${n}`).to.be.closeTo(f.hexagonArea, 1e-9);
      expect(g.width).to.equal(2 * n);
      expect(g.height).to.be.closeTo(2 * h, 1e-12);
      expect(g.hexagon).to.deep.equal([
        { x: n, y: 0 }, { x: n / 2, y: h }, { x: -n / 2, y: h }, { x: -n, y: 0 }, { x: -n / 2, y: -h }, { x: n / 2, y: -h },
      ]);
    }
  });

  it('lists as neighbours exactly the kites sharing an edge, at most four, 36n² - 6n pairs in all', () => {
    for (const n of SIZES) {
      const g = kitesGeometry(n);
      const edges = new Map<string, number[]>();
      for (const cell of g.cells) {
        cell.polygon.forEach((p, i) => {
          const a = keyOf(p), b = keyOf(cell.polygon[(i + 1) % 4]!);
          const k = a < b ? `${a}|${b}` : `${b}|${a}`;
          edges.set(k, [...(edges.get(k) ?? []), cell.index]);
        });
      }
      const brute: number[][] = g.cells.map(() => []);
      let shared = 0;
      for (const list of edges.values()) {
        expect(list.length).to.be.at.most(2);
        if (list.length === 2) {
          shared++;
          brute[list[0]!]!.push(list[1]!);
          brute[list[1]!]!.push(list[0]!);
        }
      }
      expect(shared, `n=${n}`).to.equal(formulas(n).sharedEdges);
      let total = 0;
      for (const cell of g.cells) {
        expect([...cell.neighbours]).to.deep.equal(brute[cell.index]!.sort((a, b) => a - b));
        // A kite has one edge on the board's rim or none: 12n kites have three neighbours, the rest four.
        expect([3, 4]).to.include(cell.neighbours.length);
        total += cell.neighbours.length;
        for (const nb of cell.neighbours) expect(g.cells[nb]!.neighbours).to.include(cell.index);
      }
      expect(total).to.equal(2 * formulas(n).sharedEdges);
      expect(g.cells.filter((c) => c.neighbours.length === 3).length, `n=${n}`).to.equal(12 * n);
      expect(g.cells.filter((c) => c.neighbours.length === 4).length, `n=${n}`).to.equal(18 * n * n - 12 * n);
      // The kites of a wheel form a ring of neighbours; those of a triangle all touch; a quartet is a ring of four.
      for (const p of g.points) {
        const touching = (a: number, b: number) => g.cells[a]!.neighbours.includes(b);
        const degree = (c: number) => p.cells.filter((d) => touching(c, d)).length;
        if (p.type === 'wheel' || p.type === 'quartet') expect(p.cells.every((c) => degree(c) === 2)).to.equal(true);
        if (p.type === 'triangle') expect(p.cells.every((c) => degree(c) === 2)).to.equal(true);
      }
    }
  });

  it('numbers cells in reading order, with rows and columns', () => {
    for (const n of SIZES) {
      const g = kitesGeometry(n);
      g.cells.forEach((cell, i) => {
        expect(cell.index).to.equal(i);
        expect(g.rows[cell.row]![cell.col]).to.equal(i);
        const prev = g.cells[i - 1];
        if (!prev) return;
        if (prev.row === cell.row) {
          expect(cell.centroid.y).to.be.closeTo(prev.centroid.y, 1e-9);
          expect(cell.centroid.x).to.be.greaterThan(prev.centroid.x + 0.1);
        } else {
          expect(cell.row).to.equal(prev.row + 1);
          expect(cell.col).to.equal(0);
          expect(cell.centroid.y).to.be.greaterThan(prev.centroid.y + 0.1);
        }
      });
      // Four rows of centroids per strip of lattice triangles: 8n rows, the first with 2n kites.
      expect(g.rows.length).to.equal(8 * n);
      expect(g.rows[0]!.length).to.equal(2 * n);
      expect(g.rows.flat().length).to.equal(g.cells.length);
      // Points are in reading order too.
      g.points.forEach((p, i) => {
        expect(p.index).to.equal(i);
        const prev = g.points[i - 1];
        if (prev) expect(p.y > prev.y + 1e-9 || (Math.abs(p.y - prev.y) < 1e-9 && p.x > prev.x)).to.equal(true);
      });
    }
  });

  it('finds the nearest cell in a direction', () => {
    for (const n of SIZES) {
      const g = kitesGeometry(n);
      const last = g.rows.length - 1;
      for (const cell of g.cells) {
        const right = neighbourInDirection(g, cell.index, 0);
        const left = neighbourInDirection(g, cell.index, 180);
        const up = neighbourInDirection(g, cell.index, 90);
        const down = neighbourInDirection(g, cell.index, -90);
        if (right !== null) expect(g.cells[right]!.centroid.x).to.be.greaterThan(cell.centroid.x);
        if (left !== null) expect(g.cells[left]!.centroid.x).to.be.lessThan(cell.centroid.x);
        // Up and down always reach the previous or next rows, and exist except on the first or last row.
        expect(up === null).to.equal(cell.row === 0);
        expect(down === null).to.equal(cell.row === last);
        if (up !== null) expect(g.cells[up]!.row).to.be.lessThan(cell.row);
        if (down !== null) expect(g.cells[down]!.row).to.be.greaterThan(cell.row);
        // Any direction: the cell found lies within 60° of it (the default spread).
        for (const a of [0, 30, 60, 120, 180, 240, 300]) {
          const d = neighbourInDirection(g, cell.index, a);
          if (d === null) continue;
          const dx = g.cells[d]!.centroid.x - cell.centroid.x, dy = -(g.cells[d]!.centroid.y - cell.centroid.y);
          const off = Math.abs(((((Math.atan2(dy, dx) * 180) / Math.PI - a) % 360) + 540) % 360 - 180);
          expect(off, `cell ${cell.index} angle ${a}`).to.be.at.most(60 + 1e-6);
        }
      }
      expect(neighbourInDirection(g, 0, 90)).to.equal(null);
    }
  });

  it('moves a keyboard cursor along rows and between rows, reaching every cell', () => {
    for (const n of SIZES) {
      const g = kitesGeometry(n);
      for (const cell of g.cells) {
        const row = g.rows[cell.row]!;
        expect(moveCursor(g, cell.index, 'right')).to.equal(row[cell.col + 1] ?? null);
        expect(moveCursor(g, cell.index, 'left')).to.equal(cell.col > 0 ? row[cell.col - 1] : null);
        for (const [dir, dr] of [['up', -1], ['down', 1]] as const) {
          const target = moveCursor(g, cell.index, dir);
          const other = g.rows[cell.row + dr];
          if (!other) {
            expect(target).to.equal(null);
            continue;
          }
          // The cell of the adjacent row with the nearest x.
          const dx = (c: number) => Math.abs(g.cells[c]!.centroid.x - cell.centroid.x);
          expect(other).to.include(target);
          expect(dx(target!)).to.be.closeTo(Math.min(...other.map(dx)), 1e-9);
        }
        for (const [dir, angle] of [['up-right', 60], ['up-left', 120], ['down-left', 240], ['down-right', 300]] as const) {
          const d = moveCursor(g, cell.index, dir);
          if (d === null) continue;
          const vx = g.cells[d]!.centroid.x - cell.centroid.x, vy = -(g.cells[d]!.centroid.y - cell.centroid.y);
          const off = Math.abs(((((Math.atan2(vy, vx) * 180) / Math.PI - angle) % 360) + 540) % 360 - 180);
          expect(off, `cell ${cell.index} ${dir}`).to.be.at.most(30 + 1e-6);
        }
      }
      // The four arrows reach every cell from the first (and so from any: rows are walked both ways).
      const seen = new Set([0]);
      const queue = [0];
      while (queue.length) {
        const c = queue.shift()!;
        for (const dir of ['left', 'right', 'up', 'down'] as const) {
          const d = moveCursor(g, c, dir);
          if (d !== null && !seen.has(d)) {
            seen.add(d);
            queue.push(d);
          }
        }
      }
      expect(seen.size, `n=${n}`).to.equal(g.cells.length);
      expect(moveCursor(g, 9999, 'up')).to.equal(null);
      expect(neighbourInDirection(g, 9999, 0)).to.equal(null);
    }
  });

  it('caches one frozen geometry per size and rejects other sizes', () => {
    expect(kitesGeometry(3)).to.equal(kitesGeometry(3));
    expect(Object.isFrozen(kitesGeometry(3).cells)).to.equal(true);
    expect(Object.isFrozen(kitesGeometry(3).cells[0])).to.equal(true);
    for (const bad of [0, 6, 2.5, NaN]) expect(() => kitesGeometry(bad), String(bad)).to.throw(RangeError, /size must be 1..5/);
  });
});
