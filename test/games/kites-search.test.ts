import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createRng } from '../../src/engine/rng.js';
import { apply, kites, legalMoves, moveEffects, setup, type KitesState } from '../../src/games/kites/index.js';
import { NO_PRUNING } from '../../src/engine/search.js';
import { FastBoard, fxPoints, fxReplay, Search } from '../../src/games/kites/search.js';

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

/**
 * Paranoid minimax written plainly over the rules: the value for the team to
 * move (the root player against all the others) of what is gained from here
 * on, in hundredths of a point. At the horizon, quiescence: the side to move
 * stands on the best quiet move's points (the points-only evaluation, `weights: null`; or, when every move scores or
 * replays, the best move's points) or plays a move that scores or earns an
 * extra move, at most `qplies` plies further.
 */
function paranoid(state: KitesState, root: number, depth: number, qplies: number): number {
  const moves = legalMoves(state);
  if (!moves.length) return 0;
  const team = (player: number) => (player === root ? 0 : 1);
  const effects = moves.map(({ cell }) => ({ cell, e: moveEffects(state, cell) }));
  const value = ({ cell, e }: (typeof effects)[number]) => {
    const after = apply(state, { cell });
    const v = paranoid(after, root, depth - 1, qplies);
    return e.points * 100 + (team(after.toMove) === team(state.toMove) ? v : -v);
  };
  if (depth > 0) return Math.max(...effects.map(value));
  const quiet = effects.filter(({ e }) => e.points <= 0 && !e.replay).map(({ e }) => e.points);
  const stand = 100 * Math.max(...(quiet.length ? quiet : effects.map(({ e }) => e.points)));
  if (-depth >= qplies) return stand;
  return Math.max(stand, ...effects.filter(({ e }) => e.points > 0 || e.replay).map(value));
}

describe('games/kites search (the engine search with quiescence)', () => {
  it('without pruning or the quiet-move limit, values positions exactly as plain paranoid minimax with quiescence (property-based)', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 2, max: 4 }),
        fc.nat(1_000_000),
        fc.integer({ min: 4, max: 13 }),
        fc.integer({ min: 1, max: 2 }),
        (colors, players, seed, plies, depth) => {
          const state = randomPosition(1, colors, players, seed, plies);
          if (legalMoves(state).length < 2) return;
          const limits = { maxDepth: depth, maxNodes: Infinity, softDeadline: Infinity, hardDeadline: Infinity };
          const search = new Search(state, { noise: 0, quietMoves: 1000, weights: null }, createRng(seed), limits, () => 0, NO_PRUNING);
          expect(search.run(Infinity)).to.equal('done');
          const { score } = search.result;
          search.release();
          expect(score, `${kites.encodeState(state)} depth ${depth}`).to.equal(paranoid(state, state.toMove, depth, 10));
          checked++;
        },
      ),
      { numRuns: 40, seed: 20261127 },
    );
    expect(checked).to.be.greaterThan(20);
  });
});
