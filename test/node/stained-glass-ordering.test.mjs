// Issue 23: the solver's move ordering toward a one-tile finish (no hop that strands a tile with no
// tile beside it; hops toward the tiles' centre). Budgets are positions, never time, so the counts
// below are the same on every machine. Two of the bench's 6x6 boards (seed `stained-glass:bench:<i>`)
// that the ordering before left open at 4,000,000 positions are found within a hint's 200,000 now.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng, stainedGlassRules as sg } from 'boardlets/engine';

const HINT_NODES = 200_000;

for (const i of [67, 76]) {
  test(`bench board ${i}: a one-tile finish within a hint's ${HINT_NODES} positions, and it replays`, () => {
    const board = sg.setup({}, createRng(`stained-glass:bench:${i}`));
    const result = sg.solve(board, { maxNodes: HINT_NODES });
    assert.equal(result.proof, 'finishable', `board ${i} (${sg.formatBoard(board)}): ${result.proof} after ${result.nodes} positions, best ${result.tilesLeft} tiles`);
    assert.equal(sg.replaysToOneTile(board, result.line), true);
    // The same search gives the same line (no clock, no shared state in the ordering).
    assert.deepEqual(sg.solve(board, { maxNodes: HINT_NODES }).line, result.line);
  });
}
