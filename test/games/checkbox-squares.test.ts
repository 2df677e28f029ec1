import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { DecodeError } from '../../src/engine/game.js';
import { popcount } from '../../src/engine/gf2.js';
import { createRng } from '../../src/engine/rng.js';
import { Session } from '../../src/engine/session.js';
import {
  checkboxSquares as game,
  clickMask,
  clicksNeeded,
  formatPattern,
  hint,
  parsePattern,
  solve,
  VARIANTS,
  type CheckboxSquaresState,
  type Variant,
} from '../../src/games/checkbox-squares/rules.js';

/**
 * The seed's rules drawn box by box: for each variant, what a click on each
 * right-square box toggles, as three rows of three ("x" toggled).
 */
const PICTURES: Record<Variant, string[]> = {
  // 1: corner = itself and all three neighbours; side middle = the three boxes
  // of its side; centre = the five-box cross.
  1: ['xx.|xx.|...', 'xxx|...|...', '.xx|.xx|...',
      'x..|x..|x..', '.x.|xxx|.x.', '..x|..x|..x',
      '...|xx.|xx.', '...|...|xxx', '...|.xx|.xx'],
  // 2: corner = itself, one in its row, one in its column; side middle = its
  // side's three boxes and the middle box; centre = the cross.
  2: ['xx.|x..|...', 'xxx|.x.|...', '.xx|..x|...',
      'x..|xx.|x..', '.x.|xxx|.x.', '..x|.xx|..x',
      '...|x..|xx.', '...|.x.|xxx', '...|..x|.xx'],
  // 3: as 2, but the centre toggles only itself.
  3: ['xx.|x..|...', 'xxx|.x.|...', '.xx|..x|...',
      'x..|xx.|x..', '...|.x.|...', '..x|.xx|..x',
      '...|x..|xx.', '...|.x.|xxx', '...|..x|.xx'],
};
const picture = (p: string): number => parsePattern(p.replaceAll('|', '').replaceAll('x', '1').replaceAll('.', '0'))!;

const state = (variant: Variant, target: number, board: number, lockTarget = false): CheckboxSquaresState => ({
  variant, target, board, lockTarget, states: 2,
});

describe('games/checkbox-squares rules', () => {
  for (const v of VARIANTS) {
    it(`variant ${v}: each click toggles exactly the boxes the seed names`, () => {
      for (let box = 0; box < 9; box++) {
        expect(formatPattern(clickMask(v, box)), `box ${box}`).to.equal(formatPattern(picture(PICTURES[v][box]!)));
        // Every click toggles the clicked box itself.
        expect((clickMask(v, box) >>> box) & 1).to.equal(1);
      }
    });

    it(`variant ${v}: for all 512 differences, the solver's clicks reach the target and are the only solution`, () => {
      const reached = new Set<number>();
      for (let set = 0; set < 512; set++) {
        let p = 0;
        for (let box = 0; box < 9; box++) if ((set >>> box) & 1) p ^= clickMask(v, box);
        reached.add(p);
      }
      // Distinct click sets give distinct patterns: exactly one solution each.
      expect(reached.size).to.equal(512);
      for (let difference = 0; difference < 512; difference++) {
        const board = (difference * 37 + 11) & 511;
        const target = board ^ difference;
        let s = state(v, target, board);
        const solution = solve(v, board, target);
        expect(clicksNeeded(s)).to.equal(popcount(solution));
        for (let box = 0; box < 9; box++) if ((solution >>> box) & 1) s = game.apply(s, { square: 'board', box });
        expect(s.board, `difference ${difference}`).to.equal(target);
        expect(game.status(s).over).to.equal(true);
      }
    });
  }

  it('lists the legal moves: both squares, only the right one when the target is locked, none when solved', () => {
    const enc = (s: CheckboxSquaresState) => game.legalMoves(s).map(game.encodeMove).join(' ');
    expect(enc(state(1, 1, 2))).to.equal('t0 t1 t2 t3 t4 t5 t6 t7 t8 b0 b1 b2 b3 b4 b5 b6 b7 b8');
    expect(enc(state(1, 1, 2, true))).to.equal('b0 b1 b2 b3 b4 b5 b6 b7 b8');
    expect(enc(state(1, 5, 5))).to.equal('');
    expect(game.isLegal(state(1, 1, 2, true), { square: 'target', box: 0 })).to.equal(false);
    expect(game.isLegal(state(1, 1, 2), { square: 'board', box: 9 })).to.equal(false);
    expect(game.isLegal(state(1, 1, 2), { square: 'board', box: 1.5 })).to.equal(false);
  });

  it('toggles a single target box on the left square', () => {
    const s = game.apply(state(2, 0b000_000_001, 7), { square: 'target', box: 4 });
    expect(formatPattern(s.target)).to.equal('100010000');
    expect(s.board).to.equal(7);
  });

  it('sets up the same game from the same seed, and a random game never starts solved', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom<Variant>(1, 2, 3), fc.option(fc.nat(511), { nil: undefined }), (seed, variant, fixed) => {
        const a = game.setup({ variant, target: fixed ?? 'random' }, createRng(seed));
        const b = game.setup({ variant, target: fixed ?? 'random' }, createRng(seed));
        const c = game.setup({ variant, start: fixed ?? 'random' }, createRng(seed));
        return JSON.stringify(a) === JSON.stringify(b) && a.board !== a.target && c.board !== c.target && a.variant === variant;
      }),
    );
    expect(game.setup({ target: 0b101, start: 0b11 }, createRng('x'))).to.deep.equal(state(1, 0b101, 0b11));
  });

  it('hints the first box of the solution, and nothing when solved', () => {
    const s = state(1, 0, clickMask(1, 4) ^ clickMask(1, 8));
    expect(hint(s)).to.equal(4);
    expect(hint(state(1, 3, 3))).to.equal(null);
  });

  it('encodes and decodes states and moves, and rejects malformed ones with a message', () => {
    fc.assert(
      fc.property(fc.constantFrom<Variant>(1, 2, 3), fc.nat(511), fc.nat(511), fc.boolean(), (v, t, b, l) => {
        const s = state(v, t, b, l);
        return JSON.stringify(game.decodeState(game.encodeState(s))) === JSON.stringify(s);
      }),
    );
    expect(game.encodeState(state(3, 0o17, 0o452, true))).to.equal('3L017452');
    for (const bad of ['', '4U000000', '1X000000', '1U00000', '1U0000008', '1U000000 ']) {
      expect(() => game.decodeState(bad), bad).to.throw(DecodeError, /checkbox-squares state/);
    }
    expect(game.decodeMove('b8')).to.deep.equal({ square: 'board', box: 8 });
    expect(game.decodeMove('t0')).to.deep.equal({ square: 'target', box: 0 });
    for (const bad of ['b9', 'x1', 't', 'b-1', '']) expect(() => game.decodeMove(bad), bad).to.throw(DecodeError, /move/);
  });

  it('round-trips sessions through save/restore, and undo/redo is exact (property-based)', () => {
    const moves = fc.array(fc.oneof(fc.constant(-1), fc.constant(-2), fc.nat(17)), { maxLength: 60 });
    fc.assert(
      fc.property(fc.string(), fc.constantFrom<Variant>(1, 2, 3), fc.boolean(), moves, (seed, variant, lockTarget, steps) => {
        const s = Session.start(game, { variant, lockTarget }, seed);
        for (const step of steps) {
          if (step === -1) s.undo();
          else if (step === -2) s.redo();
          else {
            const legal = game.legalMoves(s.state);
            if (legal.length) s.play(legal[step % legal.length]!);
          }
          // Invariants: patterns stay 9-bit, the lock is never lifted by play.
          if (s.state.board >>> 9 || s.state.target >>> 9 || s.state.lockTarget !== lockTarget) return false;
        }
        const here = JSON.stringify(s.state);
        if (s.undo()) {
          s.redo();
          if (JSON.stringify(s.state) !== here) return false;
        }
        const copy = Session.restore(game, s.save());
        return copy.save() === s.save() && JSON.stringify(copy.state) === here;
      }),
      { numRuns: 300 },
    );
  });
});
