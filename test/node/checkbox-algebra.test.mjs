// Checkbox Squares over Z/k (k = 2, 3, 4), from the built boardlets/engine:
// the solver against a brute force written here (every press vector), the
// reachable-set sizes, the elimination steps replayed row operation by row
// operation, and the game with 3 and 4 states (setup, apply, codec, outcome).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Session, createRng, checkboxSquares, checkboxSquaresRules as R, checkboxSquaresAlgebra as A } from 'boardlets/engine';

const VARIANTS = [1, 2, 3];

/** A[box][button], written out here from the rules' text (not from the code under test). */
function matrix(variant) {
  const at = (r, c) => r * 3 + c;
  const rows = Array.from({ length: 9 }, () => new Array(9).fill(0));
  const set = (button, boxes) => { for (const b of boxes) rows[b][button] = 1; };
  for (const [r, c] of [[0, 0], [0, 2], [2, 0], [2, 2]]) {
    const dr = r === 0 ? 1 : -1, dc = c === 0 ? 1 : -1;
    const boxes = [at(r, c), at(r + dr, c), at(r, c + dc)];
    set(at(r, c), variant === 1 ? [...boxes, at(r + dr, c + dc)] : boxes);
  }
  const sides = { 1: [0, 1, 2], 3: [0, 3, 6], 5: [2, 5, 8], 7: [6, 7, 8] };
  for (const [button, boxes] of Object.entries(sides)) set(Number(button), variant === 1 ? boxes : [...boxes, 4]);
  set(4, variant === 3 ? [4] : [1, 3, 4, 5, 7]);
  return rows;
}

const digits = (k, n) => Array.from({ length: 9 }, (_, i) => Math.floor(n / k ** i) % k);
/** Deep equality of (nested) number arrays: a fast loop first, assert.deepEqual's message when they differ. */
function same(actual, expected, message) {
  const equal = (a, b) => {
    if (!Array.isArray(a) || !Array.isArray(b)) return a === b;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  };
  if (!equal(actual, expected)) assert.deepEqual(actual, expected, message);
}

const times = (rows, x, k) => rows.map((r) => r.reduce((s, e, j) => s + e * x[j], 0) % k);

/**
 * Brute force over all k^9 press vectors: for each need pattern, the press
 * vector with the fewest clicks, ties to the lexicographically smallest
 * (x[0] first), or undefined when none reaches it.
 */
function bruteForce(variant, k) {
  const rows = matrix(variant);
  const size = k ** 9;
  const bestCost = new Int16Array(size).fill(-1);
  const bestLex = new Int32Array(size);
  const atBest = new Int32Array(size); // how many x reach the need with its fewest clicks
  // Walk every x like an odometer (x[0] fastest). Each step adds 1 mod k to
  // the digits that move (a wrap k-1 -> 0 is +1 too), so A·x changes by the
  // sum of those buttons' columns.
  const x = new Array(9).fill(0);
  const ax = new Array(9).fill(0);
  const power = Array.from({ length: 9 }, (_, i) => k ** i);
  let need = 0;
  let cost = 0;
  let lex = 0;
  for (let xi = 0; xi < size; xi++) {
    if (cost === bestCost[need]) atBest[need]++;
    if (bestCost[need] < 0 || cost < bestCost[need]) atBest[need] = 1;
    if (bestCost[need] < 0 || cost < bestCost[need] || (cost === bestCost[need] && lex < bestLex[need])) {
      bestCost[need] = cost;
      bestLex[need] = lex;
    }
    for (let j = 0; j < 9; j++) {
      x[j] = (x[j] + 1) % k;
      cost += x[j] === 0 ? 1 - k : 1;
      lex += (x[j] === 0 ? 1 - k : 1) * power[8 - j];
      for (let i = 0; i < 9; i++) {
        if (!rows[i][j]) continue;
        const d = (ax[i] + 1) % k;
        need += (d - ax[i]) * power[i];
        ax[i] = d;
      }
      if (x[j] !== 0) break;
    }
  }
  const best = (need) => {
    if (bestCost[need] < 0) return undefined;
    return Array.from({ length: 9 }, (_, i) => Math.floor(bestLex[need] / k ** (8 - i)) % k);
  };
  return { rows, best, reachable: Array.from(bestCost).filter((c) => c >= 0).length, ties: Array.from(atBest).filter((n) => n > 1).length };
}

/** Reachable-set sizes (need vectors the clicks can make), recorded from the brute force below. */
const REACHABLE = {
  2: { 1: 512, 2: 512, 3: 512 },
  3: { 1: 19683, 2: 19683, 3: 6561 },
  4: { 1: 262144, 2: 262144, 3: 262144 },
};

function checkEvery(k) {
  for (const variant of VARIANTS) {
    const brute = bruteForce(variant, k);
    assert.equal(brute.reachable, REACHABLE[k][variant], `brute-force reachable count, variant ${variant}, k ${k}`);
    assert.equal(A.reachableCount(variant, k), REACHABLE[k][variant], `reachableCount(${variant}, ${k})`);
    // The engine says which patterns are reachable: exactly those the checks pass.
    const checks = A.reachabilityChecks(variant, k);
    assert.equal(k ** (9 - checks.length), REACHABLE[k][variant], `one check per lost dimension, variant ${variant}, k ${k}`);
    const passes = (need) => checks.every((c) => c.reduce((s, e, i) => s + e * need[i], 0) % k === 0);
    // The fewest clicks are always unique here, so the documented tie-break
    // (smallest x, button 0 first) never has to choose. (For variant 3 mod 3,
    // the three solutions x + t·(1,1,1,1,2,1,1,1,1) have click counts that
    // differ mod 3.)
    assert.equal(brute.ties, 0, `a need vector with two cheapest solutions, variant ${variant}, k ${k}`);
    for (let n = 0; n < k ** 9; n++) {
      const need = digits(k, n);
      const x = A.solveMod(variant, k, need);
      const expected = brute.best(n);
      if (passes(need) !== (expected !== undefined)) assert.fail(`reachabilityChecks disagree with the brute force, variant ${variant}, k ${k}, need ${need.join('')}`);
      if (expected === undefined) {
        assert.equal(x, null, `variant ${variant}, k ${k}, need ${need.join('')}: unreachable`);
        assert.equal(A.isReachable(variant, k, need), false);
        continue;
      }
      assert.ok(x, `variant ${variant}, k ${k}, need ${need.join('')}: reachable`);
      same(times(brute.rows, x, k), need, `A·x ≡ need for variant ${variant}, k ${k}, need ${need.join('')}`);
      same(x, expected, `fewest clicks (then smallest) for variant ${variant}, k ${k}, need ${need.join('')}`);
    }
  }
}

test('reachabilityChecks: none for 2 and 4 states; variant 3 with 3 states keeps the eight outer boxes\' total mod 3', () => {
  for (const variant of VARIANTS) for (const k of [2, 4]) assert.deepEqual(A.reachabilityChecks(variant, k), []);
  assert.deepEqual(A.reachabilityChecks(1, 3), []);
  assert.deepEqual(A.reachabilityChecks(2, 3), []);
  assert.deepEqual(A.reachabilityChecks(3, 3), [[1, 1, 1, 1, 0, 1, 1, 1, 1]]);
  // Every column of variant 3's matrix adds 0 mod 3 to that total: clicks never change it.
  const rows = matrix(3);
  for (let button = 0; button < 9; button++) assert.equal(rows.reduce((s, r, i) => s + (i === 4 ? 0 : r[button]), 0) % 3, 0);
});

test('k = 3: solveMod matches the brute force on every need vector of every variant', () => checkEvery(3));

test('k = 4 (Z/4, not a field): solveMod matches the brute force on every need vector of every variant', () => checkEvery(4));

test('k = 2: solveMod agrees with the GF(2) solve and the brute force on every pattern', () => {
  checkEvery(2);
  for (const variant of VARIANTS) {
    for (let board = 0; board < 512; board += 37) {
      for (let target = 0; target < 512; target++) {
        const x = A.solveMod(variant, 2, A.needVector(2, board, target));
        assert.deepEqual(x, digits(2, R.solve(variant, board, target)));
      }
    }
  }
});

test('the click matrix, digits and need vectors', () => {
  for (const variant of VARIANTS) assert.deepEqual(A.clickMatrixRows(variant), matrix(variant));
  const rows = A.clickMatrixRows(1);
  rows[0][0] = 7;
  assert.equal(A.clickMatrixRows(1)[0][0], 1, 'clickMatrixRows returns a copy');
  for (const k of [2, 3, 4]) {
    for (let n = 0; n < k ** 9; n += 97) {
      assert.deepEqual(A.digitsOf(k, n), digits(k, n));
      assert.equal(A.patternOf(k, digits(k, n)), n);
      assert.equal(R.parsePattern(R.formatPattern(n, k), k), n);
    }
  }
  assert.equal(R.formatPattern(0b100000011), '110000001', 'k = 2 as before');
  assert.equal(R.formatPattern(A.patternOf(3, [0, 1, 2, 0, 1, 2, 2, 2, 2]), 3), '012012222');
  assert.equal(R.parsePattern('012012222', 2), null);
  assert.equal(R.parsePattern('012012223', 3), null);
  assert.equal(R.parsePattern('01201222', 3), null);
  assert.equal(R.parsePattern('012012223', 4), A.patternOf(4, [0, 1, 2, 0, 1, 2, 2, 2, 3]));
  assert.deepEqual(A.needVector(3, A.patternOf(3, [2, 0, 0, 0, 0, 0, 0, 0, 1]), A.patternOf(3, [1, 0, 0, 0, 0, 0, 0, 0, 0])), [2, 0, 0, 0, 0, 0, 0, 0, 2]);
});

/**
 * Entry j of row r of [matrix | rhs] (j = 9: the rhs) after replaying a
 * step's op on the previous step's, mod k.
 */
function replayed(prev, kind, op, r, j, k) {
  const at = (i) => (j === 9 ? prev.rhs[i] : prev.matrix[i][j]);
  if (kind === 'swap') return at(r === op.target ? op.other : r === op.other ? op.target : r);
  if (r !== op.target) return at(r);
  if (kind === 'scale') return (at(r) * op.factor) % k;
  return (((at(r) - op.factor * at(op.source)) % k) + k) % k;
}

function checkSteps(variant, k, need) {
  const steps = A.eliminationSteps(variant, k, need);
  const start = steps[0];
  assert.equal(start.kind, 'start');
  same(start.matrix, matrix(variant).map((r) => r.map((e) => e % k)));
  same(start.rhs, need);
  for (let i = 1; i < steps.length - 1; i++) {
    const s = steps[i];
    assert.ok(['swap', 'scale', 'eliminate', 'back-substitute'].includes(s.kind), s.kind);
    assert.equal(s.matrix.length, 9);
    assert.equal(s.rhs.length, 9);
    const prev = steps[i - 1];
    for (let r = 0; r < 9; r++) {
      let changed = false;
      for (let j = 0; j <= 9; j++) {
        const got = j === 9 ? s.rhs[r] : s.matrix[r][j];
        const want = replayed(prev, s.kind, s.op, r, j, k);
        if (got !== want) assert.fail(`step ${i} (${s.kind}, op ${JSON.stringify(s.op)}): [${r}][${j}] is ${got}, replayed ${want}`);
        if (got !== (j === 9 ? prev.rhs[r] : prev.matrix[r][j])) changed = true;
      }
      if (changed) assert.ok(s.changedRows.includes(r), `step ${i} changed row ${r} without saying so`);
    }
    assert.equal(s.matrix[s.pivot[0]][s.pivot[1]] !== 0 || s.kind === 'swap', true, 'the pivot is not 0');
    if (s.kind === 'scale') assert.equal(s.matrix[s.pivot[0]][s.pivot[1]], 1, 'scaling makes the pivot 1');
    if (s.kind === 'eliminate' || s.kind === 'back-substitute') assert.equal(s.matrix[s.op.target][s.pivot[1]], 0, 'elimination clears the pivot column');
  }
  const last = steps.at(-1);
  const x = A.solveMod(variant, k, need);
  same(last.matrix, steps.at(-2).matrix);
  same(last.rhs, steps.at(-2).rhs);
  if (x === null) {
    assert.equal(last.kind, 'unreachable');
    assert.ok(last.inconsistentRows.length > 0);
    for (const r of last.inconsistentRows) {
      assert.ok(last.matrix[r].every((e) => e === 0) && last.rhs[r] !== 0, 'an inconsistent row reads 0 = c, c ≠ 0');
    }
  } else {
    assert.equal(last.kind, 'solution');
    same(last.solution, x);
    // The reduced system is satisfied by the solution too.
    same(times(last.matrix, x, k), last.rhs);
    // The free columns are those where no row of the reduced matrix has its leading entry.
    const leading = new Set(last.matrix.map((r) => r.findIndex((e) => e !== 0)).filter((c) => c >= 0));
    same(last.freeColumns, [...Array(9).keys()].filter((c) => !leading.has(c)));
  }
  return steps;
}

test('elimination steps replay to the solution: every need vector for k = 3, a sample for k = 2 and 4', () => {
  for (const variant of VARIANTS) for (let n = 0; n < 3 ** 9; n++) checkSteps(variant, 3, digits(3, n));
  const rng = createRng('elimination');
  for (const variant of VARIANTS) {
    for (let i = 0; i < 3000; i++) checkSteps(variant, 4, digits(4, rng.int(4 ** 9)));
    for (let n = 0; n < 512; n++) checkSteps(variant, 2, digits(2, n));
  }
  // Variant 3 is singular mod 3 (det = -3): one free column, rank 8.
  const singular = A.eliminationSteps(3, 3, [0, 0, 0, 0, 0, 0, 0, 0, 0]).at(-1);
  assert.equal(singular.kind, 'solution');
  assert.equal(singular.freeColumns.length, 1);
  assert.deepEqual(singular.solution, new Array(9).fill(0));
  // k = 4: every pivot is a unit, and every variant ends with the identity and the solution as the rhs.
  for (const variant of VARIANTS) {
    const need = [1, 2, 3, 0, 1, 2, 3, 0, 2];
    const steps = A.eliminationSteps(variant, 4, need);
    for (const s of steps) if (s.kind === 'scale') assert.ok([1, 3].includes(s.op.factor));
    const last = steps.at(-1);
    assert.deepEqual(last.matrix, matrix(1).map((r, i) => r.map((_, j) => (i === j ? 1 : 0))));
    assert.deepEqual(last.rhs, A.solveMod(variant, 4, need));
    assert.deepEqual(last.freeColumns, []);
  }
});

test('variant 3 with 3 states: a target out of reach is flagged, never hinted, never solved', () => {
  // Find a page-given pair that no clicks join (a third of all pairs).
  let start = 0;
  let target = 1;
  while (A.isReachable(3, 3, A.needVector(3, start, target))) target++;
  const session = Session.start(checkboxSquares, { variant: 3, states: 3, start, target, lockTarget: true }, 'unreachable');
  const s = session.state;
  assert.deepEqual([s.board, s.target, s.states], [start, target, 3], 'the page\'s own pair is kept');
  assert.equal(R.unreachable(s), true);
  assert.equal(R.hint(s), null);
  assert.equal(R.solveState(s), null);
  assert.equal(R.clicksNeeded(s), -1);
  assert.equal(checkboxSquares.status(s).over, false);
  const o = checkboxSquares.outcome(s, { square: 'board', box: 0 });
  assert.equal(o.unreachable, true);
  assert.equal(o.clicksNeeded, -1);
  // Every board click keeps it out of reach (the reachable set is a subgroup).
  for (let box = 0; box < 9; box++) assert.equal(R.unreachable(checkboxSquares.apply(s, { square: 'board', box })), true);
  // A reachable pair is hinted and solved by following the hints.
  // (hints follow a fewest-clicks solution, so they take exactly that many clicks).
  const goal = A.patternOf(3, [1, 2, 0, 0, 1, 0, 0, 0, 0]);
  const ok = Session.start(checkboxSquares, { variant: 3, states: 3, start: 0, target: goal }, 'x');
  assert.equal(R.unreachable(ok.state), false);
  const fewest = R.clicksNeeded(ok.state);
  assert.equal(fewest, bruteForce(3, 3).best(goal).reduce((a, e) => a + e, 0));
  let guard = 0;
  while (!ok.status.over && guard++ < 30) ok.play({ square: 'board', box: R.hint(ok.state) });
  assert.equal(ok.status.over, true);
  assert.equal(ok.ply, fewest);
  // With 2 states nothing is ever out of reach.
  for (let t = 0; t < 512; t++) assert.equal(R.unreachable({ variant: 3, target: t, board: 0, lockTarget: false, states: 2 }), false);
});

test('states 3 and 4: the state codec is readable and strict', () => {
  const s = { variant: 2, target: A.patternOf(3, [0, 1, 2, 2, 0, 1, 1, 2, 0]), board: A.patternOf(3, [0, 0, 0, 1, 1, 1, 2, 2, 2]), lockTarget: true, states: 3 };
  assert.equal(checkboxSquares.encodeState(s), '2Lk3012201120000111222');
  assert.deepEqual(checkboxSquares.decodeState('2Lk3012201120000111222'), s);
  assert.equal(checkboxSquares.encodeState({ ...s, states: 2, target: 5, board: 0o777 }), '2L005777', 'k = 2 as before');
  assert.deepEqual(checkboxSquares.decodeState('2L005777'), { variant: 2, target: 5, board: 511, lockTarget: true, states: 2 });
  for (const bad of ['2Lk3012201120000111223', '2Lk2012201120000111222', '2Lk5012201120000111222', '2Lk301220112000011122', '2Lk30122011200001112222', '4Uk3012201120000111222', '2Lk4012201120000111224', '2L005778', '2Uk3']) {
    assert.throws(() => checkboxSquares.decodeState(bad), { name: 'DecodeError' }, bad);
  }
  assert.equal(checkboxSquares.decodeState('1Uk4333333333000000000').target, 4 ** 9 - 1);
});

const statesArb = fc.constantFrom(3, 4);
const variantArb = fc.constantFrom(1, 2, 3);

test('properties: apply is a group action, the codec round-trips, setup deals solvable games, outcome counts like solveMod', () => {
  // k presses of one box give back the same state, for both squares and every k.
  fc.assert(fc.property(variantArb, fc.constantFrom(2, 3, 4), fc.nat(), fc.nat(), fc.constantFrom('target', 'board'), fc.integer({ min: 0, max: 8 }), (variant, k, t, b, square, box) => {
    const s = { variant, target: t % k ** 9, board: b % k ** 9, lockTarget: false, states: k };
    let after = s;
    for (let i = 0; i < k; i++) {
      after = checkboxSquares.apply(after, { square, box });
      if (i < k - 1) assert.notDeepEqual(after, s, 'fewer than k presses change something');
    }
    assert.deepEqual(after, s);
    // One press adds 1 mod k to exactly the boxes of the click matrix's column.
    const one = checkboxSquares.apply(s, { square, box });
    const before = digits(k, square === 'target' ? s.target : s.board);
    const now = digits(k, square === 'target' ? one.target : one.board);
    const column = square === 'target' ? before.map((_, i) => (i === box ? 1 : 0)) : matrix(variant).map((r) => r[box]);
    assert.deepEqual(now, before.map((d, i) => (d + column[i]) % k));
  }), { numRuns: 500 });

  fc.assert(fc.property(variantArb, fc.constantFrom(2, 3, 4), fc.nat(), fc.nat(), fc.boolean(), (variant, k, t, b, lockTarget) => {
    const s = { variant, target: t % k ** 9, board: b % k ** 9, lockTarget, states: k };
    const text = checkboxSquares.encodeState(s);
    assert.deepEqual(checkboxSquares.decodeState(text), s);
    assert.equal(checkboxSquares.encodeState(checkboxSquares.decodeState(text)), text);
  }), { numRuns: 500 });

  const fixedArb = fc.option(fc.nat({ max: 4 ** 9 - 1 }), { nil: undefined });
  fc.assert(fc.property(variantArb, statesArb, fc.string(), fixedArb, fc.boolean(), (variant, states, seed, fixed, fixTarget) => {
    const options = { variant, states, ...(fixed === undefined ? {} : fixTarget ? { target: fixed % states ** 9 } : { start: fixed % states ** 9 }) };
    const s = checkboxSquares.setup(options, createRng(seed));
    assert.equal(s.states, states);
    assert.ok(s.target >= 0 && s.target < states ** 9 && s.board >= 0 && s.board < states ** 9);
    assert.notEqual(s.board, s.target, 'a dealt game is not already solved');
    assert.ok(A.isReachable(variant, states, A.needVector(states, s.board, s.target)), 'a dealt game can be solved');
    assert.equal(R.unreachable(s), false);
    if (fixed !== undefined) assert.equal(fixTarget ? s.target : s.board, fixed % states ** 9);
    // Same seed, same game.
    assert.deepEqual(checkboxSquares.setup(options, createRng(seed)), s);
  }), { numRuns: 400 });

  fc.assert(fc.property(variantArb, statesArb, fc.nat(), fc.nat(), fc.constantFrom('target', 'board'), fc.integer({ min: 0, max: 8 }), (variant, k, t, b, square, box) => {
    const s = { variant, target: t % k ** 9, board: b % k ** 9, lockTarget: false, states: k };
    if (s.target === s.board) return;
    const o = checkboxSquares.outcome(s, { square, box });
    const after = checkboxSquares.apply(s, { square, box });
    const x = A.solveMod(variant, k, A.needVector(k, after.board, after.target));
    assert.equal(o.clicksNeeded, x ? x.reduce((a, e) => a + e, 0) : -1);
    assert.equal(o.unreachable, x ? undefined : true);
    assert.equal(o.target, R.formatPattern(after.target, k));
    assert.equal(o.board, R.formatPattern(after.board, k));
    const d = digits(k, square === 'target' ? after.target : after.board);
    assert.deepEqual(o.states, o.toggled.map((i) => d[i]));
    assert.deepEqual(o.checked, o.toggled.filter((i) => d[i] !== 0));
    const before = digits(k, square === 'target' ? s.target : s.board);
    assert.deepEqual(o.toggled, d.map((e, i) => i).filter((i) => d[i] !== before[i]));
  }), { numRuns: 500 });
});

test('k = 2 games and outcomes are unchanged by the states option', () => {
  for (const seed of ['golden', '42', 'x']) {
    for (const variant of VARIANTS) {
      const plain = checkboxSquares.setup({ variant }, createRng(seed));
      const two = checkboxSquares.setup({ variant, states: 2 }, createRng(seed));
      assert.deepEqual(two, plain);
      assert.equal(plain.states, 2);
      const o = checkboxSquares.outcome(plain, { square: 'board', box: 4 });
      assert.deepEqual(Object.keys(o), ['square', 'box', 'toggled', 'checked', 'target', 'board', 'clicksNeeded'], 'no new fields for 2 states');
    }
  }
  assert.throws(() => checkboxSquares.setup({ states: 5 }, createRng('x')), RangeError);
});
