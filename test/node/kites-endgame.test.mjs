// Kites `hard`'s exact endgame search (`exactEmpties` in src/games/kites/ai.ts),
// against the built engine: `npm run build` first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';

const { kitesRules: K, createRng } = await import(process.env.KITES_ENGINE ?? '../../dist/engine.js');

/** A position with `empties` empty cells after seeded random moves (two players unless told). */
function position(seed, empties, options = {}) {
  const rng = createRng(`kites-endgame-${seed}`);
  let s = K.setup(options, rng);
  while (s.cells.length - s.placed > empties) s = K.apply(s, rng.pick(K.legalMoves(s)));
  return s;
}

/**
 * Minimax straight from the rules: what the player to move gains from here
 * to the end minus what the other player gains, every line played out to
 * the full board. Plain alpha-beta (fail-hard, moves in board order) so
 * that ten empty cells stay quick; it returns the exact value whenever that
 * lies inside (alpha, beta), so at the top (an infinite window) it is the
 * minimax value.
 */
function minimax(state, alpha = -Infinity, beta = Infinity) {
  if (state.placed >= state.cells.length) return 0;
  for (const move of K.legalMoves(state)) {
    const after = K.apply(state, move);
    const gain = K.moveEffects(state, move.cell).points;
    const v = after.toMove === state.toMove ? gain + minimax(after, alpha - gain, beta - gain) : gain - minimax(after, gain - beta, gain - alpha);
    if (v > alpha) alpha = v;
    if (alpha >= beta) return beta;
  }
  return alpha;
}

async function hard(state, seed, maxNodes = 2_000_000) {
  let report;
  const move = await K.think(state, 'hard', { rng: createRng(`kites-endgame-think-${seed}`), maxNodes, onReport: (r) => (report = r) });
  return { move, report };
}

test('with few empty cells, hard plays to the end: its value is the brute-force minimax value, and its move reaches it', async () => {
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 2, max: 9 }), fc.constantFrom(1, 2), fc.constantFrom(3, 4, 6), async (seed, empties, size, colors) => {
      const s = position(seed, empties, { size, colors });
      const exact = minimax(s);
      const { move, report } = await hard(s, seed);
      assert.equal(report.score, exact, `value of ${K.encodeState(s)}`);
      assert.equal(report.depth, empties, 'the deepest iteration reaches the end');
      const after = K.apply(s, move);
      const rest = minimax(after);
      assert.equal(K.moveEffects(s, move.cell).points + (after.toMove === s.toMove ? rest : -rest), exact, 'the move chosen is a best one');
    }),
    { numRuns: 60, seed: 23 },
  );
});

test('the endgame search is deterministic at a fixed number of nodes, whether or not it finishes', async () => {
  for (const [seed, empties, nodes] of [
    [1, 10, 3000],
    [2, 12, 20_000],
    [3, 9, 1_000_000],
  ]) {
    const s = position(seed, empties);
    const a = await hard(s, seed, nodes);
    const b = await hard(s, seed, nodes);
    assert.deepEqual(a.move, b.move);
    assert.deepEqual({ ...a.report, timeMs: 0, longestSliceMs: 0, yields: 0 }, { ...b.report, timeMs: 0, longestSliceMs: 0, yields: 0 });
    assert.ok(a.report.nodes <= nodes, 'the node bound holds');
  }
});
