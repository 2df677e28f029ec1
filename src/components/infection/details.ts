/**
 * The details of `<infection-board>`'s `move` and `game-over` events: their
 * types, and their fields from the engine's outcome of a move (no element state here).
 */
import { squareName } from './sentences.js';
import type { GameOverDetailBase, MoveDetailBase } from '../../base/events.js';
import { count, type InfectionOutcome, type InfectionState, type MoveKind } from '../../games/infection/rules.js';
import { COLORS } from './options.js';

export type InfectionColor = 'green' | 'yellow';
export type InfectionMode = 'vs-computer' | 'two-player' | 'computer-vs-computer';
/** A move's kind; `pass` only with `rules="ataxx"` (a side that cannot move passes). */
export type InfectionMoveKind = MoveKind | 'pass';

/** Pieces of each colour on the board. */
export interface InfectionCounts {
  readonly green: number;
  readonly yellow: number;
}

export interface InfectionMoveDetail extends MoveDetailBase {
  /** `ataxx` with `rules="ataxx"`. */
  readonly game: 'infection' | 'ataxx';
  /** The colour that moved (player 0 is Green, 1 is Yellow). */
  readonly color: InfectionColor;
  /** Where the piece came from and went, as square names: column letter and row number, a1 at the bottom left (as in chess), like `b2`. */
  readonly from: string;
  readonly to: string;
  /** The same squares as indices, row by row from the top-left (`row * size + column`). */
  readonly fromIndex: number;
  readonly toIndex: number;
  /** `duplicate` (the piece stays, a copy appears), `jump`, `checker` (a jump over a piece) or `knight`. */
  readonly kind: InfectionMoveKind;
  /** The squares whose pieces changed colour. */
  readonly converted: readonly string[];
  /** Pieces of each colour after the move. */
  readonly counts: InfectionCounts;
}

export interface InfectionGameOverDetail extends GameOverDetailBase {
  /** `ataxx` with `rules="ataxx"`. */
  readonly game: 'infection' | 'ataxx';
  /** The winning colour, or `null` for a draw. */
  readonly winner: InfectionColor | null;
  /**
   * `board-full`: no empty square is left (most pieces wins); `no-moves`: the side to move cannot move (the other side wins);
   * `repetition`: a position (board and side to move) came up a third time (most pieces wins). With `rules="ataxx"` also
   * `no-pieces` (the side with pieces wins), `blocked` (neither side can move: most pieces wins), `fifty-moves`
   * (100 moves in a row without a copy: a draw); a repetition is then a draw.
   */
  readonly reason: 'board-full' | 'no-moves' | 'repetition' | 'no-pieces' | 'blocked' | 'fifty-moves';
  readonly counts: InfectionCounts;
}

/** Pieces of each colour in `state`. */
export function countsOf(state: InfectionState): InfectionCounts {
  const { green, yellow } = count(state);
  return { green, yellow };
}

/** The `move` event's own fields for a move played in `before`, from its outcome `o`. */
export function moveDetail(o: InfectionOutcome, before: InfectionState): Omit<InfectionMoveDetail, keyof MoveDetailBase> & { game: 'infection' } {
  const n = before.size;
  const { green, yellow } = o.counts;
  return {
    game: 'infection',
    color: COLORS[o.player]!,
    from: squareName(o.from, n),
    to: squareName(o.to, n),
    fromIndex: o.from,
    toIndex: o.to,
    kind: o.kind,
    converted: o.converted.map((i) => squareName(i, n)),
    counts: { green, yellow },
  };
}

/** The `game-over` event's own fields for the final `state`. */
export function gameOverDetail(state: InfectionState, base: GameOverDetailBase): object {
  const winner = base.winners[0];
  return { winner: winner === undefined ? null : COLORS[winner], counts: countsOf(state) };
}
