// Kites `hard` keeps its transposition table from one search to the next
// (`keepTable` in src/games/kites/ai.ts) when it is bounded by time, and
// starts empty when bounded by nodes alone (reproducible). Against the built
// engine: `npm run build` first. Every search here is bounded by nodes (a
// time budget of a day is never reached), so nothing depends on the clock.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const { kitesRules: K, createRng } = await import(process.env.KITES_ENGINE ?? '../../dist/engine.js');

const DAY = 86_400_000;

/** A position with `empties` empty cells after seeded random moves (two players unless told). */
function position(seed, empties, options = {}) {
  const rng = createRng(`kites-table-${seed}`);
  let s = K.setup(options, rng);
  while (s.cells.length - s.placed > empties) s = K.apply(s, rng.pick(K.legalMoves(s)));
  return s;
}

async function hard(state, seed, options) {
  let report;
  const move = await K.think(state, 'hard', { rng: createRng(`kites-table-think-${seed}`), ...options, onReport: (r) => (report = r) });
  return { move, report };
}

const plain = (r) => ({ ...r, timeMs: 0, longestSliceMs: 0, yields: 0 });

test('an unfinished exact search goes on where the last one stopped: searched again, it reaches the end with the exact value', async () => {
  const s = position(1, 12);
  const full = await hard(s, 1, { maxNodes: 50_000_000 });
  assert.equal(full.report.depth, 12, 'the reference search reaches the end');
  const first = await hard(s, 1, { maxNodes: 40_000, timeBudgetMs: DAY });
  assert.ok(first.report.depth < 12, `40,000 nodes are not enough at first (depth ${first.report.depth})`);
  let last = first;
  for (let i = 0; i < 200 && last.report.depth < 12; i++) last = await hard(s, 1, { maxNodes: 40_000, timeBudgetMs: DAY });
  assert.equal(last.report.depth, 12, 'the kept table lets a later search of 40,000 nodes reach the end');
  assert.equal(last.report.score, full.report.score, 'with the exact value');
});

test('before the endgame too, a search of a position searched before starts deeper', async () => {
  const s = position(2, 60);
  const a = await hard(s, 2, { maxNodes: 30_000, timeBudgetMs: DAY });
  const c = await hard(s, 2, { maxNodes: 30_000, timeBudgetMs: DAY });
  assert.ok(c.report.depth > a.report.depth, `the same position searched again goes deeper (${a.report.depth} -> ${c.report.depth})`);
});

test('bounded by nodes alone, a search is the same whatever searches came before it', async () => {
  for (const [seed, empties, nodes] of [
    [4, 30, 20_000],
    [5, 11, 30_000],
  ]) {
    const s = position(seed, empties);
    const before = await hard(s, seed, { maxNodes: nodes });
    await hard(s, seed, { maxNodes: nodes, timeBudgetMs: DAY });
    await hard(s, seed, { maxNodes: nodes, timeBudgetMs: DAY });
    const after = await hard(s, seed, { maxNodes: nodes });
    assert.deepEqual(after.move, before.move);
    assert.deepEqual(plain(after.report), plain(before.report));
  }
});

test('with three players the table is not kept (paranoid values depend on the root player)', async () => {
  const s = position(6, 60, { players: 3 });
  const a = await hard(s, 6, { maxNodes: 20_000, timeBudgetMs: DAY });
  for (let i = 0; i < 3; i++) assert.deepEqual(plain((await hard(s, 6, { maxNodes: 20_000, timeBudgetMs: DAY })).report), plain(a.report));
});
