// Checkbox Squares' rules solve 3- and 4-state games with the elimination
// solver (algebra.ts) once it is loaded, and before that (an element that
// has not fetched it yet) by trying every press vector (states.ts,
// `everyPress`). Both must give the same presses for every need: the fewest
// clicks, ties to the lexicographically smallest, or null when unreachable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkboxSquaresAlgebra as A } from 'boardlets/engine';
import { everyPress } from '../../dist/games/checkbox-squares/states.js';

for (const k of [3, 4]) {
  for (const variant of [1, 2, 3]) {
    test(`every press vector gives what the elimination gives: variant ${variant}, ${k} states`, () => {
      const need = fc.array(fc.integer({ min: 0, max: k - 1 }), { minLength: 9, maxLength: 9 });
      fc.assert(
        fc.property(need, (b) => {
          assert.deepEqual(everyPress(variant, k, b), A.solveMod(variant, k, b));
        }),
        { numRuns: k === 3 ? 120 : 25, seed: 24 },
      );
      // The corners of the space: nothing to do, and every box one short.
      for (const b of [new Array(9).fill(0), new Array(9).fill(k - 1)]) assert.deepEqual(everyPress(variant, k, b), A.solveMod(variant, k, b));
    });
  }
}

test('variant 3 with 3 states (a singular matrix): ties and unreachable needs, the same both ways', () => {
  let unreachable = 0;
  for (let n = 0; n < 3 ** 9; n += 37) {
    const b = A.digitsOf(3, n);
    const x = A.solveMod(3, 3, b);
    assert.deepEqual(everyPress(3, 3, b), x);
    if (x === null) unreachable++;
  }
  assert.ok(unreachable > 0, 'some needs of variant 3 with 3 states are unreachable');
});
