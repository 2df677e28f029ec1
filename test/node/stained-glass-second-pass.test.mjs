// Issue 23, seventh look: a search still open after 1,000,000 positions starts a second, independent
// search with the dead-position proof at 14 tiles or fewer (src/games/stained-glass/solver.ts,
// SECOND_PASS_NODES). The budget is positions only, so these hold on every machine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng, stainedGlassRules as sg } from 'boardlets/engine';

const bench = (i) => sg.setup({}, createRng(`stained-glass:bench:${i}`));

// Bench board 88 (seed `stained-glass:bench:88`) was open at the bench's 4,000,000 positions with one
// search; the second search finds a finish about 2.06 M positions after it starts at 1 M.
test('bench board 88, open at 4,000,000 positions before: a one-tile finish within them, and it replays', () => {
  const state = bench(88);
  const result = sg.solve(state, { maxNodes: 4_000_000 });
  assert.equal(result.proof, 'finishable', `board 88 (${sg.formatBoard(state)}): ${result.proof} after ${result.nodes} positions, best ${result.tilesLeft} tiles`);
  assert.ok(result.nodes > 1_000_000, `found by the first search, at ${result.nodes} positions`);
  assert.equal(sg.replaysToOneTile(state, result.line), true);
});

// Within 1,000,000 positions the search is the first one alone: bench board 31, found late in it at
// the bench's budget, is found at the same position as before the second search existed (a second search
// that began earlier would change it).
test('a search that finishes within 1,000,000 positions is unchanged by the second search', () => {
  const state = bench(31);
  const result = sg.solve(state, { maxNodes: 4_000_000 });
  assert.equal(result.proof, 'finishable');
  assert.equal(result.nodes, 924_450);
  assert.equal(sg.replaysToOneTile(state, result.line), true);
});
