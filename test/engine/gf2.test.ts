import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { bits, invert, multiply, popcount } from '../../src/engine/gf2.js';

describe('engine/gf2', () => {
  it('counts and lists bits', () => {
    expect(popcount(0)).to.equal(0);
    expect(popcount(0b1011)).to.equal(3);
    expect(popcount(0x7fffffff)).to.equal(31);
    expect(bits(0b100101)).to.deep.equal([0, 2, 5]);
  });

  it('inverts every invertible matrix: A(A⁻¹x) = x', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }).chain((n) =>
        fc.array(fc.integer({ min: 0, max: 2 ** n - 1 }), { minLength: n, maxLength: n }).map((cols) => ({ n, cols })),
      ), ({ n, cols }) => {
        const inv = invert(cols);
        // Singular exactly when some non-empty set of columns XORs to zero.
        let singular = false;
        for (let x = 1; x < 2 ** n && !singular; x++) if (multiply(cols, x) === 0) singular = true;
        if (singular) return inv === null;
        if (!inv) return false;
        for (let x = 0; x < 2 ** n; x++) {
          if (multiply(cols, multiply(inv, x)) !== x || multiply(inv, multiply(cols, x)) !== x) return false;
        }
        return true;
      }),
      { numRuns: 200 },
    );
  });

  it('returns null for a singular matrix', () => {
    expect(invert([0b01, 0b01])).to.equal(null);
    expect(invert([0b011, 0b110, 0b101])).to.equal(null);
    expect(invert([1])).to.deep.equal([1]);
  });
});
