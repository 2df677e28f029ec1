// Issue 23: the solver's proof of dead positions (src/games/stained-glass/dead.ts: the colours each
// square may ever hold, and the squares' parity classes) must be sound. Checked against a plain
// exhaustive search: on random small boards, every position reachable from the board that the proof
// calls dead has no one-tile finish, and the solver (which cuts those positions) gives the same
// finishable / unfinishable verdict as the plain search.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createRng, stainedGlassRules as sg } from 'boardlets/engine';

/** Every position reachable from `state`, with whether it can end with one tile (plain search, memoised by board). */
function explore(state, memo = new Map()) {
  const key = sg.formatBoard(state);
  if (memo.has(key)) return memo.get(key).finishable;
  const entry = { state, finishable: false };
  memo.set(key, entry);
  const moves = sg.legalMoves(state);
  let finishable = moves.length === 0 && sg.tilesLeft(state) === 1;
  for (const move of moves) if (explore(sg.apply(state, move), memo)) finishable = true;
  entry.finishable = finishable;
  return finishable;
}

const board = fc
  .tuple(fc.integer({ min: 3, max: 4 }), fc.integer({ min: 3, max: 4 }), fc.integer({ min: 1, max: 4 }))
  .chain(([rows, cols, blacks]) =>
    // About a fifth to two fifths of the squares black (4x4 boards more), so the plain search stays small.
    fc.array(fc.integer({ min: 0, max: 7 + (rows * cols > 12 ? blacks + 2 : blacks) }).map((c) => (c > 7 ? 0 : c)), { minLength: rows * cols, maxLength: rows * cols }).map((cells) => {
      const lines = [];
      for (let r = 0; r < rows; r++) lines.push(cells.slice(r * cols, (r + 1) * cols).join(''));
      return sg.parseBoard(lines.join('/'));
    }),
  );

test('a position proved dead has no one-tile finish, on every position reachable from random small boards', () => {
  let proved = 0;
  let dead = 0;
  fc.assert(
    fc.property(board, (state) => {
      const memo = new Map();
      explore(state, memo);
      for (const { state: position, finishable } of memo.values()) {
        if (!finishable && sg.tilesLeft(position) > 1) dead++;
        if (sg.provedDead(position)) {
          proved++;
          assert.equal(finishable, false, `proved dead but finishable: ${sg.formatBoard(position)}`);
        }
      }
    }),
    { numRuns: 120, seed: 23 },
  );
  // The proof is not empty: it decides a good share of the dead positions at once.
  assert.ok(proved > dead / 4, `proved ${proved} of ${dead} dead positions`);
});

test('the solver, cutting proved-dead positions, agrees with the plain search on random small boards', () => {
  fc.assert(
    fc.property(board, (state) => {
      const result = sg.solve(state, { maxNodes: 2_000_000 });
      const finishable = explore(state);
      assert.equal(result.proof, finishable ? 'finishable' : 'unfinishable', sg.formatBoard(state));
      if (finishable) assert.equal(sg.replaysToOneTile(state, result.line), true);
    }),
    { numRuns: 150, seed: 2023 },
  );
});

// Two of the bench's 6x6 boards (seed `stained-glass:bench:<i>`) that the solver left open at
// 4,000,000 positions before the proof of dead positions: now finished within 2,500,000 (board 47 at
// about 1.28 M, board 85 at 4 k). The search is bounded by positions only, so this holds on every machine.
for (const i of [47, 85]) {
  test(`bench board ${i}, open at 4,000,000 positions before: a one-tile finish within 2,500,000, and it replays`, () => {
    const state = sg.setup({}, createRng(`stained-glass:bench:${i}`));
    const result = sg.solve(state, { maxNodes: 2_500_000 });
    assert.equal(result.proof, 'finishable', `board ${i} (${sg.formatBoard(state)}): ${result.proof} after ${result.nodes} positions, best ${result.tilesLeft} tiles`);
    assert.equal(sg.replaysToOneTile(state, result.line), true);
  });
}
