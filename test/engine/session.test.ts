import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { DecodeError, IllegalMoveError, type GameDefinition } from '../../src/engine/game.js';
import { Session } from '../../src/engine/session.js';

/**
 * A tiny two-player game for testing the session layer on its own: players
 * alternately add 1, 2 or 3 to a running total; whoever reaches 15 wins.
 */
interface Race {
  total: number;
  toMove: number;
}
const race: GameDefinition<Race, number, { start?: number }> = {
  id: 'race',
  version: 2,
  players: () => 2,
  setup: (o, rng) => ({ total: o.start ?? rng.int(5), toMove: 0 }),
  legalMoves: (s) => (s.total >= 15 ? [] : [1, 2, 3].filter((m) => s.total + m <= 15)),
  isLegal: (s, m) => s.total < 15 && [1, 2, 3].includes(m) && s.total + m <= 15,
  apply: (s, m) => ({ total: s.total + m, toMove: 1 - s.toMove }),
  outcome: (s, m) => ({ player: s.toMove, total: s.total + m }),
  refusal: (s, m) => (race.isLegal(s, m) ? null : { code: s.total >= 15 ? 'game-over' : 'too-far' }),
  status: (s) => (s.total >= 15 ? { over: true, winners: [1 - s.toMove], reason: 'reached' } : { over: false, toMove: s.toMove }),
  encodeState: (s) => `${s.total}_${s.toMove}`,
  decodeState(t) {
    const m = /^(\d{1,2})_([01])$/.exec(t);
    if (!m || Number(m[1]) > 15) throw new DecodeError(`bad race state "${t}"`);
    return { total: Number(m[1]), toMove: Number(m[2]) };
  },
  encodeMove: (m) => String(m),
  decodeMove(t) {
    if (!/^[123]$/.test(t)) throw new DecodeError(`bad race move "${t}"`);
    return Number(t);
  },
};

/** A random walk through a session: moves, undos and redos. */
const actions = fc.array(fc.oneof(fc.constantFrom('undo', 'redo'), fc.integer({ min: 0, max: 2 })), { maxLength: 40 });

function drive(session: Session<Race, number, { start?: number }>, steps: (string | number)[]): void {
  for (const step of steps) {
    if (step === 'undo') session.undo();
    else if (step === 'redo') session.redo();
    else {
      const legal = race.legalMoves(session.state);
      if (legal.length) session.play(legal[(step as number) % legal.length]!);
    }
  }
}

describe('engine/session', () => {
  it('starts the same game from the same seed', () => {
    const totals = (seed: string) => Array.from({ length: 5 }, (_, i) => Session.start(race, {}, `${seed}${i}`).state.total);
    expect(totals('s')).to.deep.equal(totals('s'));
  });

  it('plays, undoes and redoes, and a new move drops the undone ones', () => {
    const s = Session.start(race, { start: 0 }, 'x');
    s.play(1);
    s.play(2);
    s.play(3);
    expect(s.state).to.deep.equal({ total: 6, toMove: 1 });
    expect(s.undo()).to.deep.equal({ move: 3, player: 0 });
    expect(s.undo()).to.deep.equal({ move: 2, player: 1 });
    expect(s.canRedo).to.equal(true);
    expect(s.redo()).to.deep.equal({ move: 2, player: 1 });
    s.play(1);
    expect(s.canRedo).to.equal(false);
    expect(s.history.map((e) => e.move)).to.deep.equal([1, 2, 1]);
    expect(s.undos).to.equal(2);
    expect([...s.replay()].map((st) => st.total)).to.deep.equal([0, 1, 3, 4]);
    while (s.undo());
    expect(s.undo()).to.equal(null);
    expect(s.state.total).to.equal(0);
  });

  it('rejects illegal moves and moves after the end', () => {
    const s = Session.start(race, { start: 14 }, 'x');
    expect(() => s.play(2)).to.throw(IllegalMoveError);
    s.play(1);
    expect(s.status).to.deep.equal({ over: true, winners: [0], reason: 'reached' });
    expect(() => s.play(1)).to.throw(IllegalMoveError, /over/);
  });

  it('undo then redo returns the identical state, and restore(save(s)) equals s', () => {
    fc.assert(
      fc.property(fc.string(), actions, (seed, steps) => {
        const s = Session.start(race, {}, seed);
        drive(s, steps);
        const before = JSON.stringify(s.state);
        if (s.undo()) {
          s.redo();
          if (JSON.stringify(s.state) !== before) return false;
        }
        const copy = Session.restore(race, s.save());
        return (
          JSON.stringify(copy.state) === JSON.stringify(s.state) &&
          JSON.stringify(copy.history) === JSON.stringify(s.history) &&
          copy.canRedo === s.canRedo &&
          copy.undos === s.undos &&
          copy.save() === s.save()
        );
      }),
    );
  });

  it('keeps redo through save and restore', () => {
    const s = Session.start(race, { start: 0 }, 'x');
    s.play(3);
    s.play(3);
    s.undo();
    const copy = Session.restore(race, s.save());
    expect(copy.save()).to.equal('race~2~0_0~3.3~1~1');
    expect(copy.redo()).to.deep.equal({ move: 3, player: 1 });
    expect(copy.state.total).to.equal(6);
  });

  it('rejects malformed saved games with a message saying what is wrong', () => {
    const cases: [unknown, RegExp][] = [
      ['', /six fields/],
      ['race~2~0_0~~0', /six fields/],
      ['chess~2~0_0~~0~0', /for "chess"/],
      ['race~1~0_0~~0~0', /version 1/],
      ['race~2~99_0~~0~0', /bad race state/],
      ['race~2~0_0~4~0~0', /bad race move/],
      ['race~2~14_0~3~0~0', /move 1 \(3\) is not legal/],
      ['race~2~0_0~1.1~3~0', /position 3 is past the 2 saved moves/],
      ['race~2~0_0~1~-1~0', /position must be a whole number/],
      ['race~2~0_0~1~1~x', /undo count must be a whole number/],
      ['race~2~0_0~1~1~0'.padEnd(1_000_001, '0'), /at most/],
      [42, /must be a string/],
    ];
    for (const [text, message] of cases) {
      expect(() => Session.restore(race, text as string), String(text).slice(0, 30)).to.throw(DecodeError, message);
    }
  });

  it('never crashes on random or mutated saved games', () => {
    const good = (() => {
      const s = Session.start(race, { start: 0 }, 'x');
      [1, 2, 3, 1].forEach((m) => s.play(m));
      return s.save();
    })();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.tuple(fc.nat(good.length), fc.string({ maxLength: 3 })).map(([i, t]) => good.slice(0, i) + t + good.slice(i + 1))), (text) => {
        try {
          const s = Session.restore(race, text);
          // Accepted: it must be a consistent session.
          return s.ply <= 15 && Session.restore(race, s.save()).save() === s.save();
        } catch (e) {
          return e instanceof DecodeError;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('upTo(ply) is the game cut after ply moves, for review: the same states, no redo, and the game itself untouched', () => {
    const s = Session.start(race, { start: 0 }, 'x');
    for (const m of [1, 2, 3, 1]) s.play(m);
    s.undo();
    const view = s.upTo(2);
    expect(view.ply).to.equal(2);
    expect(view.state).to.equal(s.stateAt(2));
    expect(view.history.map((e) => e.move)).to.deep.equal([1, 2]);
    expect(view.canRedo).to.equal(false);
    expect(view.initial).to.equal(s.initial);
    view.play(3);
    expect(s.ply).to.equal(3);
    expect(s.canRedo).to.equal(true);
    expect(s.history.map((e) => e.move)).to.deep.equal([1, 2, 3]);
    expect(() => s.upTo(4)).to.throw(RangeError);
  });
});
