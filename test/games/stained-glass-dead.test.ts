import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { DeadPositions } from '../../src/games/stained-glass/dead.js';
import { apply, legalMoves, setup, type StainedGlassState } from '../../src/games/stained-glass/rules.js';
import { createRng } from '../../src/engine/rng.js';

// Issue 23, sixth look: `kept(cells, need)` stops its fixed point as soon as it can no longer prove
// `need` tiles, answering 0. The solver cuts a position only when the answer is at least `need`, so
// the early stop must never change that verdict, and an answer it gives in full is the full count.
// (Soundness of the count itself is checked against an exhaustive search in
// test/node/stained-glass-dead.test.mjs.)

/** The positions of one seeded random line of play from a seeded deal, start to end. */
function line(rows: number, cols: number, seed: number): StainedGlassState[] {
  const rng = createRng(`dead-need:${seed}`);
  let state = setup({ rows, cols, palette: seed % 3 === 0 ? 'full' : 'mixed' }, rng);
  const out = [state];
  for (let moves = legalMoves(state); moves.length; moves = legalMoves(state)) {
    state = apply(state, moves[rng.int(moves.length)]!);
    out.push(state);
  }
  return out;
}

describe('Stained Glass dead positions: the early stop', () => {
  it('kept(cells, need) reaches need exactly when the full count does, and is then the full count', () => {
    let proved = 0;
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 7 }), fc.integer({ min: 3, max: 7 }), fc.nat(), fc.integer({ min: 1, max: 8 }), (rows, cols, seed, need) => {
        const dead = new DeadPositions(rows, cols);
        for (const { cells } of line(rows, cols, seed)) {
          const full = dead.kept(cells);
          const early = dead.kept(cells, need);
          expect(early >= need, `need ${need}, full ${full}, early ${early}`).to.equal(full >= need);
          if (early) expect(early).to.equal(full);
          if (full >= need) proved++;
        }
      }),
      { numRuns: 150, seed: 623 },
    );
    // Not vacuous: many positions reach their need.
    expect(proved).to.be.greaterThan(200);
  });
});
