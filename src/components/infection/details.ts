/**
 * The details of `<infection-board>`'s `move` and `game-over` events, from the
 * engine's outcome of a move (no element state here).
 */
import type { GameOverDetailBase, MoveDetailBase } from '../../base/events.js';
import { count, infection, squareName, type InfectionMove, type InfectionState } from '../../games/infection/rules.js';
import type { InfectionCounts, InfectionMoveDetail } from './infection-board.js';
import { COLORS } from './options.js';

/** Pieces of each colour in `state`. */
export function countsOf(state: InfectionState): InfectionCounts {
  const { green, yellow } = count(state);
  return { green, yellow };
}

/** The `move` event's own fields for `move` played in `before`. */
export function moveDetail(move: InfectionMove, before: InfectionState): Omit<InfectionMoveDetail, keyof MoveDetailBase> & { game: 'infection' } {
  const n = before.size;
  const o = infection.outcome(before, move);
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
