import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createRng } from '../../src/engine/rng.js';
import { apply, kites, legalMoves, moveEffects, setup, type KitesState } from '../../src/games/kites/index.js';
import { FastBoard, fxPoints, fxReplay } from '../../src/games/kites/search.js';

/** FastBoard's whole position, to compare with a fresh one built from the rules' state. */
function snapshot(board: FastBoard) {
  return {
    cells: [...board.cells],
    filled: [...board.filled],
    placed: board.placed,
    empties: board.empties,
    toMove: board.toMove,
    key: [board.keyLo, board.keyHi],
  };
}

/** A position reached by `plies` random moves (at most until the board is full). */
function randomPosition(size: number, colors: number, players: number, seed: number, plies: number): KitesState {
  const rng = createRng(`fastboard-${seed}`);
  let state = setup({ size, colors, players }, rng);
  for (let i = 0; i < plies && state.placed < state.cells.length; i++) state = apply(state, rng.pick(legalMoves(state)));
  return state;
}

// The search plays on FastBoard, its own make/unmake copy of the rules, for speed: it must read them exactly
// as rules.ts does, or the computer would play a different game from the one on the board.
describe('games/kites search board (FastBoard)', () => {
  it('agrees with moveEffects on every legal move, and make/unmake match the rules (property-based)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 2, max: 4 }),
        fc.nat(1_000_000),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (size, colors, players, seed, fill) => {
          const state = randomPosition(size, colors, players, seed, Math.floor(fill * 18 * size * size));
          const board = new FastBoard(state);
          const before = snapshot(board);
          expect(before).to.deep.equal(snapshot(new FastBoard(kites.decodeState(kites.encodeState(state)))));
          for (const { cell } of legalMoves(state)) {
            const e = moveEffects(state, cell);
            const fx = board.effect(cell);
            expect([fxPoints(fx), fxReplay(fx)], `cell ${cell} of ${kites.encodeState(state)}`).to.deep.equal([e.points, e.replay]);
            board.make(cell, fx);
            // After the move: the same position as the rules' apply, hash and all.
            expect(snapshot(board)).to.deep.equal(snapshot(new FastBoard(apply(state, { cell }))));
            board.unmake(cell);
            expect(snapshot(board)).to.deep.equal(before);
          }
        },
      ),
      { numRuns: 60, seed: 20261123 },
    );
  });

  it('follows a whole game of extra moves through make and unmake, back to the start', () => {
    for (const [size, colors, players] of [
      [2, 6, 2],
      [2, 3, 4],
      [1, 4, 3],
    ] as const) {
      const rng = createRng(`fastboard-game-${size}-${colors}-${players}`);
      let state = setup({ size, colors, players }, rng);
      const board = new FastBoard(state);
      const start = snapshot(board);
      const played: number[] = [];
      let replays = 0;
      while (state.placed < state.cells.length) {
        const { cell } = rng.pick(legalMoves(state));
        const fx = board.effect(cell);
        if (fxReplay(fx)) replays++;
        board.make(cell, fx);
        state = apply(state, { cell });
        played.push(cell);
        expect(board.toMove).to.equal(state.toMove);
      }
      expect(board.empties).to.equal(0);
      for (const cell of played.reverse()) board.unmake(cell);
      expect(snapshot(board), `${size}/${colors}/${players}`).to.deep.equal(start);
      expect(replays, 'the game had extra moves to follow').to.be.greaterThan(0);
    }
  });
});
