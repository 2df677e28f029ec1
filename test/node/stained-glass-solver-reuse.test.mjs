// The Stained Glass solver hands its largest arrays (the transposition table, the move stack) to the next
// search, so hint after hint on a page does not allocate and collect megabytes (issue 23: the long task
// of the hint on the page). What a search finds must not depend on the search before it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng, stainedGlassRules as sg } from 'boardlets/engine';

const strip = ({ timeMs: _t, ...rest }) => rest;

test('a search that reuses the arrays of the one before finds exactly what a first search finds', async () => {
  const a = sg.setup({}, createRng('stained-glass:bench:3'));
  const b = sg.setup({ rows: 5, cols: 5 }, createRng('reuse'));
  const first = strip(sg.solve(a, { maxNodes: 30_000 }));
  // The same board again (its own table left behind), after another board, and through solveAsync.
  assert.deepEqual(strip(sg.solve(a, { maxNodes: 30_000 })), first);
  sg.solve(b, { maxNodes: 30_000 });
  assert.deepEqual(strip(sg.solve(a, { maxNodes: 30_000 })), first);
  assert.deepEqual(strip(await sg.solveAsync(a, { maxNodes: 30_000, sliceMs: 1 })), first);
  assert.deepEqual(strip(sg.solve(a, { maxNodes: 30_000 })), first);
});
