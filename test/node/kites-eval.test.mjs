// Kites' tuned evaluation (src/games/kites/eval.ts and `evaluate` in
// search.ts), against the built engine: `npm run build` first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';

const { kitesRules: K, createRng } = await import('../../dist/engine.js');
const { KitesGame, FastBoard, fxPoints, fxReplay } = await import('../../dist/games/kites/search.js');
const E = await import('../../dist/games/kites/eval.js');

const sameOrder = { shuffle: (items) => items };

/** A position after `plies` random moves from a seeded setup (two players unless told). */
function position(seed, plies, options = {}) {
  const rng = createRng(`kites-eval-${seed}`);
  let s = K.setup(options, rng);
  for (let p = 0; p < plies && s.placed < s.cells.length; p++) s = K.apply(s, rng.pick(K.legalMoves(s)));
  return s;
}

/** The previous evaluation, straight from the rules: the best points of a move that neither scores nor earns an extra move (else of any move). */
function standByRules(state) {
  let quiet = -Infinity;
  let any = -Infinity;
  for (const { cell } of K.legalMoves(state)) {
    const fx = K.moveEffects(state, cell);
    any = Math.max(any, fx.points);
    if (!(fx.points > 0 || fx.replay)) quiet = Math.max(quiet, fx.points);
  }
  return quiet > -Infinity ? quiet : any > -Infinity ? any : 0;
}

const arbPosition = fc.record({ seed: fc.integer({ min: 0, max: 1e6 }), plies: fc.integer({ min: 0, max: 71 }), size: fc.constantFrom(1, 2, 3), colors: fc.constantFrom(3, 4, 5, 6) });

test('the search evaluation (one fused pass) equals the weighted features of eval.ts, whatever the weights', () => {
  fc.assert(
    fc.property(arbPosition, fc.array(fc.integer({ min: -300, max: 300 }), { minLength: E.KITES_FEATURES, maxLength: E.KITES_FEATURES }), ({ seed, plies, size, colors }, weights) => {
      const s = position(seed, plies, { size, colors });
      const game = new KitesGame(s, Infinity, sameOrder, weights);
      const f = new Float64Array(E.KITES_FEATURES);
      E.kitesBoardFeatures(new FastBoard(s), standByRules(s), f);
      assert.equal(game.evaluate(), E.kitesEvalOf(f, weights));
    }),
    { numRuns: 300 },
  );
});

test('points only (no weights, or three players) is the best quiet move by the rules, and the noisy moves it lists are those of the rules', () => {
  fc.assert(
    fc.property(arbPosition, fc.constantFrom(2, 3, 4), ({ seed, plies, size, colors }, players) => {
      const s = position(seed, plies, { size, colors, players });
      const game = new KitesGame(s, Infinity, sameOrder, players === 2 ? null : E.KITES_WEIGHTS);
      assert.equal(game.evaluate(), standByRules(s) * 100);
      const moves = new Int32Array(s.cells.length);
      const n = game.generateNoisy(moves, new Int32Array(s.cells.length), 0);
      const listed = [...moves.subarray(0, n)].sort((a, b) => a - b);
      const expected = K.legalMoves(s)
        .map((m) => m.cell)
        .filter((c) => {
          const fx = K.moveEffects(s, c);
          return fx.points > 0 || fx.replay;
        });
      assert.deepEqual(listed, expected);
      // And the fast board agrees with the rules on every move (points and extra move).
      const board = new FastBoard(s);
      for (const c of expected) assert.ok(fxPoints(board.effect(c)) > 0 || fxReplay(board.effect(c)));
    }),
    { numRuns: 200 },
  );
});

/** The board's twelve symmetries as cell permutations, from the centroids (rotations by 60 degrees and a mirror). */
function symmetries(size) {
  const cells = K.kitesGeometry(size).cells;
  const find = (x, y) => {
    let best = -1;
    let bd = Infinity;
    for (const c of cells) {
      const d = (c.centroid.x - x) ** 2 + (c.centroid.y - y) ** 2;
      if (d < bd) [best, bd] = [c.index, d];
    }
    assert.ok(bd < 1e-9, 'a symmetry maps a kite onto a kite');
    return best;
  };
  const out = [];
  for (let r = 0; r < 6; r++) {
    for (const mirror of [false, true]) {
      const a = (r * Math.PI) / 3;
      out.push(
        cells.map(({ centroid }) => {
          const x0 = mirror ? -centroid.x : centroid.x;
          return find(x0 * Math.cos(a) - centroid.y * Math.sin(a), x0 * Math.sin(a) + centroid.y * Math.cos(a));
        }),
      );
    }
  }
  return out;
}

test('the features and the tuned evaluation are the same under the twelve symmetries of the board', () => {
  const syms = symmetries(2);
  fc.assert(
    fc.property(arbPosition, fc.integer({ min: 0, max: 11 }), ({ seed, plies }, k) => {
      const s = position(seed, plies);
      const cells = new Uint8Array(s.cells.length);
      syms[k].forEach((to, from) => (cells[to] = s.cells[from]));
      const t = { ...s, cells };
      assert.deepEqual(K.kitesFeatures(t), K.kitesFeatures(s));
      assert.equal(new KitesGame(t, Infinity, sameOrder).evaluate(), new KitesGame(s, Infinity, sameOrder).evaluate());
    }),
    { numRuns: 200 },
  );
});

test('features count what they say on a hand-made position', () => {
  // Size 1 (18 kites); fill one triangle's kites but one with red and yellow: a scoring configuration one short.
  const g = K.kitesGeometry(1);
  const tri = g.configurations.map((p) => g.points[p]).find((p) => p.type === 'triangle');
  let s = K.setup({ size: 1 }, createRng('hand'));
  s = K.apply(s, { cell: tri.cells[0] }); // red
  s = K.apply(s, { cell: tri.cells[1] }); // yellow; next green (the player to move), then cyan (the opponent)
  const { features, noisy } = K.kitesFeatures(s);
  assert.equal(noisy, true, 'green completes the triangle now');
  // Green can take it now; after a quiet move the opponent (cyan) could too.
  assert.equal(features[E.F_SCORING_OPP], 1);
  assert.equal(features[E.F_EMPTY_PARITY], s.cells.length - 2 === 16 ? -1 : 1);
  assert.equal(features[E.F_STAND], 0);
});

test('the tuned weights are fitted ones, not points only', () => {
  assert.equal(E.KITES_WEIGHTS.length, E.KITES_FEATURES);
  assert.notDeepEqual([...E.KITES_WEIGHTS], [...E.POINTS_ONLY_WEIGHTS]);
});
