import { createRng } from '../../engine/rng.js';
import { GameSearch, NO_SCORE, type Pruning, type SearchGame, type SearchLimits } from '../../engine/search.js';
import { kitesGeometry } from './geometry.js';
import { EMPTY, type KitesState } from './rules.js';
import * as F from './eval.js';
import { KITES_FEATURES, KITES_WEIGHTS, kitesBoardFeatures } from './eval.js';

/**
 * The computer's game-tree search for Kites, DOM-free and allocation-free in
 * its hot path.
 *
 * - {@link FastBoard}: a mutable copy of a position with make/unmake, the
 *   filled count of every configuration and a 64-bit Zobrist key (two 32-bit
 *   halves, over the kites and the player to move) kept incrementally; the
 *   effects of a move (points, extra move) are computed from flat tables
 *   built from `kitesGeometry(size)`, exactly as `moveEffects` does.
 * - {@link KitesGame}: the game's side of the engine's one search
 *   (src/engine/search.ts): moves with ordering hints (the best few quiet
 *   moves only, below the root), teams, the moves quiescence follows and the
 *   evaluation; {@link Search} runs it (principal-variation search in
 *   resumable slices, see `think` in ai.ts).
 */

/** One point, in the search's units. */
export const POINT = 100;

const TYPE_WHEEL = 0;
const TYPE_HALF = 1;
const TYPE_QUARTET = 2;
const TYPE_TRIANGLE = 3;
const TYPE_CODES: Record<string, number> = { wheel: TYPE_WHEEL, 'half-wheel': TYPE_HALF, quartet: TYPE_QUARTET, triangle: TYPE_TRIANGLE };

/** Per board size: configurations, cell-to-configuration lists, neighbours, Zobrist keys. */
interface Tables {
  readonly n: number;
  /** Configurations: type code, first index into `confCells`, number of kites. */
  readonly confType: Uint8Array;
  readonly confStart: Uint16Array;
  readonly confLen: Uint8Array;
  readonly confCells: Uint16Array;
  /** Configurations of cell i: cellConf[cellConfStart[i] .. cellConfStart[i + 1]). */
  readonly cellConfStart: Uint16Array;
  readonly cellConf: Uint16Array;
  /** Side-by-side neighbours of cell i: nb[nbStart[i] .. nbStart[i + 1]). */
  readonly nbStart: Uint16Array;
  readonly nb: Uint16Array;
  /** Zobrist keys, index `cell * 8 + colour index`. */
  readonly zLo: Int32Array;
  readonly zHi: Int32Array;
  /** Keys xor-ed in for the player to move. */
  readonly sideLo: Int32Array;
  readonly sideHi: Int32Array;
}

const tablesBySize = new Map<number, Tables>();

function tables(size: number): Tables {
  let t = tablesBySize.get(size);
  if (t) return t;
  const g = kitesGeometry(size);
  const n = g.cells.length;
  const confIndex = new Map<number, number>();
  g.configurations.forEach((p, j) => confIndex.set(p, j));
  const nConf = g.configurations.length;
  const confType = new Uint8Array(nConf);
  const confStart = new Uint16Array(nConf + 1);
  const confLen = new Uint8Array(nConf);
  const confCells: number[] = [];
  g.configurations.forEach((p, j) => {
    const point = g.points[p]!;
    confType[j] = TYPE_CODES[point.type]!;
    confStart[j] = confCells.length;
    confLen[j] = point.cells.length;
    confCells.push(...point.cells);
  });
  confStart[nConf] = confCells.length;
  const cellConfStart = new Uint16Array(n + 1);
  const cellConf: number[] = [];
  const nbStart = new Uint16Array(n + 1);
  const nb: number[] = [];
  for (let i = 0; i < n; i++) {
    const cell = g.cells[i]!;
    cellConfStart[i] = cellConf.length;
    for (const p of cell.configurations) cellConf.push(confIndex.get(p)!);
    nbStart[i] = nb.length;
    nb.push(...cell.neighbours);
  }
  cellConfStart[n] = cellConf.length;
  nbStart[n] = nb.length;
  // Fixed keys per board size: any good random bits do, and fixed ones keep searches reproducible.
  const rng = createRng(`kites-zobrist-${size}`);
  const word = (): number => (rng.next() * 4294967296) | 0;
  const zLo = new Int32Array(n * 8);
  const zHi = new Int32Array(n * 8);
  for (let i = 0; i < n * 8; i++) {
    zLo[i] = word();
    zHi[i] = word();
  }
  const sideLo = new Int32Array(4);
  const sideHi = new Int32Array(4);
  for (let p = 1; p < 4; p++) {
    sideLo[p] = word();
    sideHi[p] = word();
  }
  t = {
    n,
    confType,
    confStart,
    confLen,
    confCells: Uint16Array.from(confCells),
    cellConfStart,
    cellConf: Uint16Array.from(cellConf),
    nbStart,
    nb: Uint16Array.from(nb),
    zLo,
    zHi,
    sideLo,
    sideHi,
  };
  tablesBySize.set(size, t);
  return t;
}

/** Set bits of every byte (colour masks have at most 6). */
const POPCOUNT = Uint8Array.from({ length: 256 }, (_, x) => {
  let c = 0;
  for (; x; x &= x - 1) c++;
  return c;
});
const popcount = (x: number): number => POPCOUNT[x]!;

/** Bits of a packed move effect (see {@link FastBoard.effect}). */
const FX_REPLAY = 1 << 8;
/** The move puts a kite into a configuration that was one short without completing it (it spoils it). */
const FX_SPOILS = 1 << 9;
/** The move touches a configuration that was two short (it leaves it one short). */
const FX_OPENS = 1 << 10;
/** The move touches no configuration that is one or two short, completes nothing, spoils nothing. */
const FX_QUIET = 1 << 11;
/** Points are stored with this offset in the low 8 bits. */
const FX_POINTS_OFFSET = 16;

/** The change in the mover's score of a packed effect. */
export const fxPoints = (fx: number): number => (fx & 0xff) - FX_POINTS_OFFSET;
export const fxReplay = (fx: number): boolean => (fx & FX_REPLAY) !== 0;

/** A mutable position for searching: make/unmake instead of copying. */
export class FastBoard {
  readonly t: Tables;
  readonly cells: Uint8Array;
  readonly colors: number;
  readonly players: number;
  /** Filled kites per configuration. */
  readonly filled: Uint8Array;
  /** The colours among each configuration's kites (bit c for colour index c), kept with {@link colourCount}. */
  readonly colourMask: Uint8Array;
  /** Kites of each colour per configuration, index `configuration * 8 + colour index`. */
  private readonly colourCount: Uint8Array;
  placed: number;
  empties: number;
  toMove: number;
  keyLo = 0;
  keyHi = 0;
  /** The player to move before each move made (for unmake). */
  private readonly undoMover: Uint8Array;
  private undoTop = 0;

  constructor(state: KitesState) {
    this.t = tables(state.size);
    this.cells = state.cells.slice();
    this.colors = state.colors;
    this.players = state.players;
    this.placed = state.placed;
    this.empties = this.cells.length - state.placed;
    this.toMove = state.toMove;
    this.undoMover = new Uint8Array(this.cells.length + 1);
    const { confStart, confCells, zLo, zHi } = this.t;
    this.filled = new Uint8Array(this.t.confType.length);
    this.colourMask = new Uint8Array(this.filled.length);
    this.colourCount = new Uint8Array(this.filled.length * 8);
    for (let j = 0; j < this.filled.length; j++) {
      let f = 0;
      for (let k = confStart[j]!; k < confStart[j + 1]!; k++) {
        const v = this.cells[confCells[k]!]!;
        if (v === EMPTY) continue;
        f++;
        this.colourCount[j * 8 + v - 1]!++;
        this.colourMask[j]! |= 1 << (v - 1);
      }
      this.filled[j] = f;
    }
    for (let i = 0; i < this.cells.length; i++) {
      const v = this.cells[i]!;
      if (v !== EMPTY) {
        this.keyLo ^= zLo[i * 8 + v - 1]!;
        this.keyHi ^= zHi[i * 8 + v - 1]!;
      }
    }
    this.keyLo ^= this.t.sideLo[this.toMove]!;
    this.keyHi ^= this.t.sideHi[this.toMove]!;
  }

  /** Colour index of the next piece. */
  get colour(): number {
    return this.placed % this.colors;
  }

  /**
   * What placing the next piece on the empty `cell` does, packed: points
   * (`fxPoints`), FX_REPLAY, and the classification bits FX_SPOILS,
   * FX_OPENS, FX_QUIET. Same reading of the rules as `moveEffects`.
   */
  effect(cell: number): number {
    const { confType, confLen, cellConfStart, cellConf, nbStart, nb } = this.t;
    const cells = this.cells;
    const filled = this.filled;
    const colourMask = this.colourMask;
    const colour = this.placed % this.colors;
    const colors = this.colors;
    let gained = 0;
    let replayConf = false;
    let scoresTQ = false;
    let flags = 0;
    let near = false;
    for (let i = cellConfStart[cell]!, e = cellConfStart[cell + 1]!; i < e; i++) {
      const j = cellConf[i]!;
      const len = confLen[j]!;
      const f = filled[j]!;
      if (f === len - 1) {
        near = true;
        const type = confType[j]!;
        let ok = true;
        if (type !== TYPE_WHEEL) ok = popcount(colourMask[j]! | (1 << colour)) === (len < colors ? len : colors);
        if (ok) {
          if (type === TYPE_WHEEL) {
            gained++;
            replayConf = true;
          } else if (type === TYPE_HALF) replayConf = true;
          else {
            gained++;
            scoresTQ = true;
          }
        } else flags |= FX_SPOILS;
      } else if (f === len - 2) {
        near = true;
        flags |= FX_OPENS;
      }
    }
    let penalty = 0;
    const mine = colour + 1;
    for (let i = nbStart[cell]!, e = nbStart[cell + 1]!; i < e; i++) if (cells[nb[i]!] === mine) penalty++;
    if (replayConf && !scoresTQ && penalty === 0) flags |= FX_REPLAY;
    if (!near) flags |= FX_QUIET;
    return flags | (gained - penalty + FX_POINTS_OFFSET);
  }

  /** Places the next piece on `cell`, whose effect `fx` was computed by {@link effect} just before. */
  make(cell: number, fx: number): void {
    const t = this.t;
    const colour = this.placed % this.colors;
    this.cells[cell] = colour + 1;
    const bit = 1 << colour;
    for (let i = t.cellConfStart[cell]!, e = t.cellConfStart[cell + 1]!; i < e; i++) {
      const j = t.cellConf[i]!;
      this.filled[j]!++;
      this.colourCount[j * 8 + colour]!++;
      this.colourMask[j]! |= bit;
    }
    this.keyLo ^= t.zLo[cell * 8 + colour]! ^ t.sideLo[this.toMove]!;
    this.keyHi ^= t.zHi[cell * 8 + colour]! ^ t.sideHi[this.toMove]!;
    this.undoMover[this.undoTop++] = this.toMove;
    if ((fx & FX_REPLAY) === 0) this.toMove = this.toMove + 1 === this.players ? 0 : this.toMove + 1;
    this.keyLo ^= t.sideLo[this.toMove]!;
    this.keyHi ^= t.sideHi[this.toMove]!;
    this.placed++;
    this.empties--;
  }

  /** Takes back the last move, which was made on `cell`. */
  unmake(cell: number): void {
    const t = this.t;
    this.placed--;
    this.empties++;
    const colour = this.placed % this.colors;
    this.cells[cell] = EMPTY;
    for (let i = t.cellConfStart[cell]!, e = t.cellConfStart[cell + 1]!; i < e; i++) {
      const j = t.cellConf[i]!;
      this.filled[j]!--;
      if (--this.colourCount[j * 8 + colour]! === 0) this.colourMask[j]! &= ~(1 << colour);
    }
    this.keyLo ^= t.zLo[cell * 8 + colour]! ^ t.sideLo[this.toMove]!;
    this.keyHi ^= t.zHi[cell * 8 + colour]! ^ t.sideHi[this.toMove]!;
    this.toMove = this.undoMover[--this.undoTop]!;
    this.keyLo ^= t.sideLo[this.toMove]!;
    this.keyHi ^= t.sideHi[this.toMove]!;
  }
}

// ----------------------------------------------------------------- search --

/** How a level searches. */
export interface KitesSearchSettings {
  /** Amplitude of a pseudo-random term per leaf, in hundredths of a point (0 = none). */
  readonly noise: number;
  /**
   * Quiet moves (touching no configuration one or two short) searched per
   * node below the root, the best-ordered ones: they differ only beyond the
   * horizon, so a few stand for all.
   */
  readonly quietMoves: number;
  /**
   * Weights of the evaluation's features (eval.ts; default the tuned
   * {@link KITES_WEIGHTS}), used with two players; `null` for points only
   * (the best quiet move's points, the evaluation before the tuned one).
   * With three or four players the evaluation is points only.
   */
  readonly weights?: readonly number[] | null;
}

/** Quiescence goes at most this many plies below the full-width search. */
const MAX_QPLY = 10;

/**
 * Ordering hints (see {@link SearchGame.generate}): moves that score or earn
 * an extra move at {@link NOISY} and above, by points then extra move; below
 * it the rest by points, then spoiling a threat, then quiet moves, and last
 * the moves that leave a configuration one short. The low 6 bits are a fixed
 * random rank per cell, for ties.
 */
const NOISY = 8192;

/**
 * The search's pruning for Kites. Null move is off: a pass is not a move of
 * the game, and with extra moves and paranoid teams "passing is never
 * better" does not hold. Futility is off: the evaluation (the best quiet
 * move's points) says little about what a few plies of scoring replies do,
 * and the quiet moves are already limited ({@link KitesSearchSettings.quietMoves}).
 * Principal-variation search, late-move reductions (re-searched at full
 * depth when they beat alpha) and aspiration windows (re-searched when the
 * value falls outside) are on.
 */
export const KITES_PRUNING: Pruning = { lmr: true, nullMove: false, futility: false, aspiration: true };

/**
 * The pruning of the exact endgame search: none that can change a value
 * (principal-variation search and aspiration windows re-search whatever
 * they get wrong; late-move reductions would leave lines short of the end).
 */
export const KITES_EXACT_PRUNING: Pruning = { lmr: false, nullMove: false, futility: false, aspiration: true };

/** Margins in hundredths of a point (only the aspiration window is used with {@link KITES_PRUNING}). */
const MARGINS = { reverse: 2 * POINT, futility: 2 * POINT, aspiration: POINT / 2 };

/**
 * Kites' side of the engine's search (src/engine/search.ts): a
 * {@link FastBoard} with the moves, ordering hints, teams and evaluation.
 *
 * Turns do not alternate (an extra move keeps the same player on move), so
 * each node is valued from the point of view of the TEAM to move, and a
 * child's value is negated only when the team changes. With two players the
 * teams are the players. With three or four the search is paranoid: the root
 * player is one team, all the others together the other, and the value is
 * the root player's points minus the points of all the others together.
 *
 * A node's value is what the team to move gains from there on, minus what
 * the other team gains, in hundredths of a point (the scores reached so far
 * are not part of it), so a value depends only on the position and the
 * player to move, and the transposition table can share it between move
 * orders. A move's gain is its own points. At the horizon, quiescence
 * follows the moves that score or earn an extra move; standing pat is worth
 * the best quiet move's points (usually 0).
 */
export class KitesGame implements SearchGame {
  readonly board: FastBoard;
  readonly maxMoves: number;
  readonly historySize: number;
  readonly quietBelow = NOISY;
  readonly quiescencePlies = MAX_QPLY;
  /** The player the search plays for. */
  private readonly root: number;
  /** Pieces placed at the root: the root is the only node with this many (all moves are searched there). */
  private readonly rootPlaced: number;
  /** A fixed random rank per cell (0-63), for ties between equal moves. */
  private readonly cellRank: Int32Array;
  /** The noisy moves and their hints found by the last {@link evaluate}, for {@link generateNoisy} right after it (same key). */
  private readonly noisyCells: Int32Array;
  private readonly noisyHints: Int32Array;
  private noisyCount = -1;
  private noisyLo = 0;
  private noisyHi = 0;
  /** The evaluation's weights, or null for points only. */
  private readonly weights: readonly number[] | null;
  /** Cells of a configuration one or two short, and cells whose move was looked at, carry the current {@link evaluate}'s generation. */
  private readonly near: Uint32Array;
  private readonly cand: Uint32Array;
  private markGen = 0;

  constructor(
    state: KitesState,
    private readonly quietMoves: number,
    rng: { shuffle<T>(items: T[]): T[] },
    weights: readonly number[] | null = KITES_WEIGHTS,
  ) {
    const board = (this.board = new FastBoard(state));
    this.weights = state.players === 2 ? weights : null;
    this.root = state.toMove;
    this.rootPlaced = board.placed;
    const n = board.cells.length;
    this.maxMoves = n;
    this.historySize = n;
    this.noisyCells = new Int32Array(n);
    this.noisyHints = new Int32Array(n);
    this.near = new Uint32Array(n);
    this.cand = new Uint32Array(n);
    this.cellRank = Int32Array.from(rng.shuffle(Array.from({ length: n }, (_, i) => i)), (r) => r & 63);
  }

  get keyLo(): number {
    return this.board.keyLo;
  }

  get keyHi(): number {
    return this.board.keyHi;
  }

  get team(): number {
    return this.board.toMove === this.root ? 0 : 1;
  }

  /** The ordering hint of a move with effect `fx` on `cell`. */
  private hint(cell: number, fx: number): number {
    const pts = fxPoints(fx);
    const tie = 63 - this.cellRank[cell]!;
    if (pts > 0 || fx & FX_REPLAY) return NOISY + Math.min(pts, 7) * 512 + (fx & FX_REPLAY ? 256 : 0) + tie;
    return Math.max(0, pts + 7) * 512 + (fx & FX_SPOILS ? 256 : 0) + (fx & FX_QUIET ? 128 : 0) + tie;
  }

  generate(moves: Int32Array, scores: Int32Array, start: number): number {
    const board = this.board;
    const cells = board.cells;
    const n = cells.length;
    const limit = board.placed === this.rootPlaced ? Infinity : this.quietMoves;
    let end = start;
    let quiet = 0;
    for (let c = 0; c < n; c++) {
      if (cells[c] !== EMPTY) continue;
      const fx = board.effect(c);
      moves[end] = c;
      scores[end] = this.hint(c, fx);
      if (fx & FX_QUIET) {
        quiet++;
        // Tag quiet moves (negative) to choose the ones to keep below.
        scores[end] = -1 - scores[end]!;
      }
      end++;
    }
    if (quiet <= limit) {
      for (let i = start; i < end; i++) if (scores[i]! < 0) scores[i] = -1 - scores[i]!;
      return end;
    }
    // Keep the best-ordered quiet moves only (their hints do not depend on the search, so the table's move is among them).
    for (let kept = 0; kept < limit; kept++) {
      let bi = -1;
      let bs = -1;
      for (let i = start; i < end; i++) {
        const s = scores[i]!;
        if (s < 0 && -1 - s > bs) {
          bs = -1 - s;
          bi = i;
        }
      }
      if (bi < 0) break;
      scores[bi] = bs;
    }
    let w = start;
    for (let i = start; i < end; i++) {
      if (scores[i]! < 0) continue;
      moves[w] = moves[i]!;
      scores[w] = scores[i]!;
      w++;
    }
    return w;
  }

  generateNoisy(moves: Int32Array, scores: Int32Array, start: number): number {
    const board = this.board;
    const cells = board.cells;
    let end = start;
    if (this.noisyCount >= 0 && this.noisyLo === board.keyLo && this.noisyHi === board.keyHi) {
      // The evaluation of this position just listed them.
      for (let i = 0; i < this.noisyCount; i++) {
        moves[end] = this.noisyCells[i]!;
        scores[end++] = this.noisyHints[i]!;
      }
      return end;
    }
    for (let c = 0; c < cells.length; c++) {
      if (cells[c] !== EMPTY) continue;
      const fx = board.effect(c);
      if (fxPoints(fx) > 0 || fx & FX_REPLAY) {
        moves[end] = c;
        scores[end++] = this.hint(c, fx);
      }
    }
    return end;
  }

  make(move: number): number {
    const fx = this.board.effect(move);
    this.board.make(move, fx);
    return fxPoints(fx) * POINT;
  }

  unmake(move: number): void {
    this.board.unmake(move);
  }

  decided(): number {
    return this.board.empties === 0 ? 0 : NO_SCORE;
  }

  stuck(): number {
    return 0;
  }

  /**
   * Standing pat. Points only: the best points of a move that neither scores
   * nor earns an extra move (usually 0, less when every such move is next to
   * a kite of its colour); when every move scores or replays, the best
   * move's points. With weights (two players): the weighted sum of the
   * features of eval.ts, that value among them.
   */
  evaluate(): number {
    const board = this.board;
    const cells = board.cells;
    const { confType, confLen, confStart, confCells, nbStart, nb } = board.t;
    const filled = board.filled;
    const colourMask = board.colourMask;
    const colors = board.colors;
    const near = this.near;
    const cand = this.cand;
    const gen = ++this.markGen;
    const c0 = board.placed % colors;
    const k1 = c0 + 1 === colors ? 0 : c0 + 1;
    const k2 = k1 + 1 === colors ? 0 : k1 + 1;
    let sOpp = 0;
    let sMine = 0;
    let sLater = 0;
    let hOpp = 0;
    let hMine = 0;
    let sTwo = 0;
    let hTwo = 0;
    let quiet = -Infinity;
    let any = -Infinity;
    let noisy = 0;
    let nearCount = 0;
    // One pass over the configurations one or two short: the moves that gain
    // points or an extra move (only a move into a configuration one short
    // can) and the features (the same as kitesBoardFeatures in eval.ts).
    for (let j = 0; j < confLen.length; j++) {
      const len = confLen[j]!;
      const e = len - filled[j]!;
      if (e > 2 || e === 0) continue;
      const mask = colourMask[j]!;
      let empty = -1;
      for (let k = confStart[j]!, ke = confStart[j + 1]!; k < ke; k++) {
        const cell = confCells[k]!;
        if (cells[cell] === EMPTY) {
          if (near[cell] !== gen) {
            near[cell] = gen;
            nearCount++;
          }
          empty = cell;
        }
      }
      if (e === 1 && cand[empty] !== gen) {
        cand[empty] = gen;
        const fx = board.effect(empty);
        const pts = fxPoints(fx);
        if (pts > any) any = pts;
        if (pts > 0 || fx & FX_REPLAY) {
          this.noisyCells[noisy] = empty;
          this.noisyHints[noisy++] = this.hint(empty, fx);
        } else if (pts > quiet) quiet = pts;
      }
      const type = confType[j]!;
      const wheel = type === TYPE_WHEEL;
      const need = len < colors ? len : colors;
      if (!wheel && popcount(mask) + e < need) continue;
      const half = type === TYPE_HALF;
      if (e === 2) {
        if (half) hTwo++;
        else sTwo++;
        continue;
      }
      const by1 = wheel || popcount(mask | (1 << k1)) === need;
      if (half) {
        if (by1) hOpp++;
        else if (popcount(mask | (1 << k2)) === need) hMine++;
      } else if (by1) sOpp++;
      else if (wheel || popcount(mask | (1 << k2)) === need) sMine++;
      else sLater++;
    }
    // Every other move gains nothing and loses a point per same-coloured neighbour: the best of them (0 as soon as one has none).
    const mine = c0 + 1;
    for (let c = 0; c < cells.length && quiet < 0; c++) {
      if (cells[c] !== EMPTY || cand[c] === gen) continue;
      let pts = 0;
      for (let i = nbStart[c]!, e = nbStart[c + 1]!; i < e; i++) if (cells[nb[i]!] === mine) pts--;
      if (pts > quiet) quiet = pts;
    }
    this.noisyCount = noisy;
    this.noisyLo = board.keyLo;
    this.noisyHi = board.keyHi;
    const stand = quiet > -Infinity ? quiet : any > -Infinity ? any : 0;
    const w = this.weights;
    if (!w) return stand * POINT;
    // The empty cells touching no configuration one or two short.
    const safe = board.empties - nearCount;
    const safeParity = safe & 1 ? 1 : -1;
    const v =
      w[F.F_SCORING_OPP]! * sOpp +
      w[F.F_SCORING_MINE]! * sMine +
      w[F.F_SCORING_LATER]! * sLater +
      w[F.F_HALF_OPP]! * hOpp +
      w[F.F_HALF_MINE]! * hMine +
      w[F.F_SCORING_TWO]! * sTwo +
      w[F.F_HALF_TWO]! * hTwo +
      w[F.F_EMPTY_PARITY]! * (board.empties & 1 ? 1 : -1) +
      w[F.F_SAFE_PARITY]! * safeParity +
      w[F.F_SAFE_PARITY_LATE]! * safeParity * (1 - board.empties / cells.length) +
      w[F.F_STAND]! * stand;
    return Math.round(v) | 0;
  }

  nullAllowed(): boolean {
    return false;
  }

  makeNull(): void {}

  unmakeNull(): void {}

  historySlot(move: number): number {
    return move;
  }
}

/**
 * The search for Kites: the engine's {@link GameSearch} over a
 * {@link KitesGame}; `result.move` is the chosen cell.
 */
export class Search extends GameSearch {
  constructor(
    state: KitesState,
    settings: KitesSearchSettings,
    rng: { next(): number; shuffle<T>(items: T[]): T[] },
    limits: SearchLimits,
    clock: () => number,
    pruning: Pruning = KITES_PRUNING,
  ) {
    const game = new KitesGame(state, settings.quietMoves, rng, settings.weights === undefined ? KITES_WEIGHTS : settings.weights);
    super(game, { limits, clock, rng, noise: settings.noise, pruning, margins: MARGINS });
  }
}

/**
 * The evaluation's features of a two-player position for the player to move
 * (eval.ts), and whether that player has a move that scores or earns an
 * extra move right away (quiescence would follow it): for the tuning script
 * and the tests.
 */
export function kitesFeatures(state: KitesState): { features: number[]; noisy: boolean } {
  const game = new KitesGame(state, Infinity, { shuffle: (items) => items }, null);
  const board = game.board;
  let quiet = -Infinity;
  let any = -Infinity;
  let noisy = false;
  for (let c = 0; c < board.cells.length; c++) {
    if (board.cells[c] !== EMPTY) continue;
    const fx = board.effect(c);
    const pts = fxPoints(fx);
    if (pts > any) any = pts;
    if (pts > 0 || fx & FX_REPLAY) noisy = true;
    else if (pts > quiet) quiet = pts;
  }
  const stand = quiet > -Infinity ? quiet : any > -Infinity ? any : 0;
  const features = new Array<number>(KITES_FEATURES).fill(0);
  kitesBoardFeatures(board, stand, features);
  return { features, noisy };
}
