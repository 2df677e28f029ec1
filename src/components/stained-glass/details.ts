/** The game-specific parts of `<stained-glass-board>`'s `move` and `game-over` events. */
import type { GameOverDetailBase, MoveDetailBase } from '../../base/events.js';
import { barsLeft, tilesLeft, type StainedGlassOutcome, type StainedGlassState } from '../../games/stained-glass/rules.js';
import { squareName } from './sentences.js';
import type { StainedGlassGameOverDetail, StainedGlassMoveDetail } from './stained-glass-board.js';

/** A `move` event's own part: the outcome `o` of a move played on `before`, `moves` the count with it (every undo and redo counts). */
export function moveDetailOf(o: StainedGlassOutcome, before: StainedGlassState, moves: number): Omit<StainedGlassMoveDetail, keyof MoveDetailBase> & { game: 'stained-glass' } {
  return {
    game: 'stained-glass',
    from: squareName(o.from, before),
    over: squareName(o.over, before),
    to: squareName(o.to, before),
    fromIndex: o.from,
    overIndex: o.over,
    toIndex: o.to,
    colors: { from: { ...o.colours.from }, over: { ...o.colours.over }, to: { ...o.colours.to } },
    moves: moves,
    barsLeft: o.barsLeft,
    tilesLeft: o.tilesLeft,
    score: moves * o.barsLeft,
  };
}

/** A `game-over` event's own part, for the final position `state` after `moves` moves. */
export function gameOverDetailOf(state: StainedGlassState, base: GameOverDetailBase, moves: number): Omit<StainedGlassGameOverDetail, keyof GameOverDetailBase | 'game'> {
  const bars = barsLeft(state);
  return { won: base.reason === 'one-tile', tilesLeft: tilesLeft(state), barsLeft: bars, moves: moves, score: moves * bars };
}
