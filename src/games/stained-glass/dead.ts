import { jumpResult, landResult, type StainedGlassState } from './rules.js';

/**
 * A proof that a Stained Glass position has no one-tile finish, from what
 * the rules make invariant (issue 23). Used by the solver to cut dead
 * positions; sound, never complete (a `false` proves nothing).
 *
 * 1. The colours a square may ever hold. Start each square's set with its
 *    colour; for every hop (from, over, to) and every mover colour in the
 *    from-set that may jump some colour of the over-set and land on some
 *    colour of the to-set, add black to the from-set, what the jumped colours
 *    become to the over-set and what the landings make to the to-set; repeat
 *    until nothing grows. By induction over the moves, every square of every
 *    position reachable from here holds a colour of its set (each real hop is
 *    one of those the sets allow, and adds only what the sets then get).
 *
 * 2. A square whose set has no black keeps a tile forever.
 *
 * 3. Parity classes: the four classes of squares by (row mod 2, column mod
 *    2). A tile moves two squares in a line, so it never leaves its class: a
 *    hop empties `from` and fills `to` (or joins the tile there), both in the
 *    mover's class, and the jumped square (in another class) loses colour and
 *    turns black or not. So the tiles in a class never grow in number, and
 *    fall only when two tiles of the class join on landing (which leaves one
 *    there) or a tile of the class is jumped to black. The last tile of a
 *    class therefore goes only by being jumped to black: if no square of the
 *    class can ever be (no mover of a from-set that turns a colour of its
 *    over-set black and lands on its to-set), a class holding a tile keeps
 *    one forever.
 *
 * Two tiles kept forever (two squares of 2, or a square of 2 and a class of
 * 3 without such a square, or two such classes) leave at least two tiles at
 * every end: no one-tile finish.
 */
export class DeadPositions {
  readonly #n: number;
  /** Every hop of the board as (from, over, to) triples. */
  readonly #hops: Int16Array;
  /** Each square's parity class, `(row & 1) << 1 | (col & 1)`. */
  readonly #cls: Uint8Array;
  /** Scratch: each square's colour set, bit c for colour c. */
  readonly #sets: Uint8Array;

  constructor(rows: number, cols: number) {
    const n = rows * cols;
    this.#n = n;
    this.#sets = new Uint8Array(n);
    this.#cls = Uint8Array.from({ length: n }, (_, i) => ((Math.floor(i / cols) & 1) << 1) | (i % cols & 1));
    const hops: number[] = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        for (let dr = -1; dr <= 1; dr++) {
          for (let dc = -1; dc <= 1; dc++) {
            const tr = r + 2 * dr;
            const tc = c + 2 * dc;
            if ((dr || dc) && tr >= 0 && tr < rows && tc >= 0 && tc < cols) hops.push(r * cols + c, (r + dr) * cols + c + dc, tr * cols + tc);
          }
        }
      }
    }
    this.#hops = Int16Array.from(hops);
  }

  /** Whether `cells` (row by row, on this board's shape) is proved to have no one-tile finish. */
  dead(cells: Uint8Array): boolean {
    return this.kept(cells, 2) >= 2;
  }

  /**
   * Tiles proved to stay to every end from `cells`: a lower bound on the
   * tiles left at any end (0 when nothing is proved).
   *
   * With `need`, the answer matters only when it is at least `need`: the
   * fixed point stops, answering 0, as soon as it can no longer prove that
   * many. That is sound because, as the sets grow, the squares that cannot
   * turn black only become fewer and the classes where a square can be
   * jumped to black only more: the count so far (squares still without
   * black, plus tile classes with no hop yet that blackens their square) is
   * an upper bound on the final one. Most positions a search meets are far
   * from dead, and the first pass over the hops shows it.
   */
  kept(cells: Uint8Array, need = 0): number {
    const n = this.#n;
    const sets = this.#sets;
    const hops = this.#hops;
    const cls = this.#cls;
    const t = tables();
    let withTile = 0;
    // Squares whose set has no black so far (the tiles at first), and the
    // classes where a square can be jumped to black so far.
    let unblack = 0;
    for (let i = 0; i < n; i++) {
      const c = cells[i]!;
      sets[i] = 1 << c;
      if (c) {
        withTile |= 1 << cls[i]!;
        unblack++;
      }
    }
    let vanish = 0;
    for (let grown = true; grown; ) {
      grown = false;
      for (let h = 0; h < hops.length; h += 3) {
        const from = hops[h]!;
        const a = sets[from]!;
        // Only black here, ever so far: no mover.
        if (a <= 1) continue;
        const over = hops[h + 1]!;
        const to = hops[h + 2]!;
        const b = sets[over]!;
        const c = sets[to]!;
        const movers = a & t.canJump[b]! & t.canLand[c]!;
        if (!movers) continue;
        // The same test as a final pass over the fixed point would make: the sets only grow, so a hop
        // that blackens its square now still does there, and in the last pass every hop sees them.
        if (movers & t.canBlacken[b]!) vanish |= 1 << cls[over]!;
        const b2 = b | t.jumpSet[(movers << 8) | b]!;
        const c2 = c | t.landSet[(movers << 8) | c]!;
        if (b2 !== b || c2 !== c || !(a & 1)) {
          // The mover's square and a jumped one may turn black (a landing never makes black).
          if (!(a & 1)) unblack--;
          if (b2 & ~b & 1) unblack--;
          sets[from] = a | 1;
          sets[over] = b2;
          sets[to] = c2;
          grown = true;
          if (unblack + POP4[withTile & ~vanish]! < need) return 0;
        }
      }
    }
    let fixed = 0;
    let fixedClasses = 0;
    for (let i = 0; i < n; i++) {
      if (!(sets[i]! & 1)) {
        fixed++;
        fixedClasses |= 1 << cls[i]!;
      }
    }
    let units = fixed;
    for (let kept = withTile & ~vanish & ~fixedClasses; kept; kept &= kept - 1) units++;
    return units;
  }
}

const POP4 = Uint8Array.from({ length: 16 }, (_, i) => (i & 1) + ((i >> 1) & 1) + ((i >> 2) & 1) + ((i >> 3) & 1));

/** Whether a position is proved to have no one-tile finish (see {@link DeadPositions}). */
export function provedDead(state: StainedGlassState): boolean {
  return new DeadPositions(state.rows, state.cols).dead(state.cells);
}

const JUMP8 = Int8Array.from({ length: 64 }, (_, i) => jumpResult(i >> 3, i & 7) ?? -1);
const LAND8 = Int8Array.from({ length: 64 }, (_, i) => landResult(i >> 3, i & 7) ?? -1);

interface Tables {
  /** Indexed `movers << 8 | set` (bit sets of colours): what a jumped square with a colour of the set may become under a mover of the movers' set. */
  readonly jumpSet: Uint8Array;
  /** The same for a landing square. */
  readonly landSet: Uint8Array;
  /** For a set of colours: the movers that may jump one of them, turn one black, or land on one. */
  readonly canJump: Uint8Array;
  readonly canBlacken: Uint8Array;
  readonly canLand: Uint8Array;
}
let built: Tables | null = null;

/** The tables, built on first use (128 KB: a page that never solves does not pay for them). */
function tables(): Tables {
  if (built) return built;
  const setTable = (table: Int8Array): Uint8Array =>
    Uint8Array.from({ length: 256 * 256 }, (_, i) => {
      let out = 0;
      for (let m = 1; m < 8; m++) {
        if (!((i >> 8) & (1 << m))) continue;
        for (let c = 0; c < 8; c++) if (i & (1 << c) && table[(m << 3) | c]! >= 0) out |= 1 << table[(m << 3) | c]!;
      }
      return out;
    });
  const moverMask = (ok: (m: number, c: number) => boolean): Uint8Array =>
    Uint8Array.from({ length: 256 }, (_, set) => {
      let out = 0;
      for (let m = 1; m < 8; m++) for (let c = 0; c < 8; c++) if (set & (1 << c) && ok(m, c)) out |= 1 << m;
      return out;
    });
  built = {
    jumpSet: setTable(JUMP8),
    landSet: setTable(LAND8),
    canJump: moverMask((m, o) => JUMP8[(m << 3) | o]! >= 0),
    canBlacken: moverMask((m, o) => JUMP8[(m << 3) | o] === 0),
    canLand: moverMask((m, t) => LAND8[(m << 3) | t]! >= 0),
  };
  return built;
}
