// The bench's match statistics (bench/lib/match-stats.mjs): the figures that
// decide whether a stronger computer lands must be right.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { eloFromScore, matchSummary, scoreFromElo, sprt } from '../../bench/lib/match-stats.mjs';

test('Elo and score are inverse, and 50 % is 0 Elo', () => {
  assert.ok(Math.abs(eloFromScore(0.5)) < 1e-12);
  for (const elo of [-400, -191, 0, 100, 191, 400]) assert.ok(Math.abs(eloFromScore(scoreFromElo(elo)) - elo) < 1e-9);
  assert.ok(Math.abs(eloFromScore(0.75) - 190.85) < 0.01);
});

test('the interval of a published match: 13-11-176 is about -397 Elo, 95 % interval -491..-331', () => {
  const s = matchSummary({ wins: 13, draws: 11, losses: 176 });
  assert.equal(s.games, 200);
  assert.ok(Math.abs(s.elo + 397) < 1 && Math.abs(s.eloLow + 491) < 1.5 && Math.abs(s.eloHigh + 331) < 1.5, JSON.stringify(s));
});

test('SPRT accepts H1 for a clearly stronger engine, H0 for an equal one, and continues on little data', () => {
  assert.equal(sprt({ wins: 150, draws: 20, losses: 30 }, { elo0: 0, elo1: 50 }).verdict, 'H1');
  assert.equal(sprt({ wins: 200, draws: 100, losses: 200 }, { elo0: 0, elo1: 50 }).verdict, 'H0');
  assert.equal(sprt({ wins: 3, draws: 1, losses: 2 }, { elo0: 0, elo1: 50 }).verdict, 'continue');
  assert.equal(sprt({ wins: 0, draws: 0, losses: 0 }).verdict, 'continue');
});

test('SPRT does not stop on a short lopsided start: 7-1-0 against 75 % / 82 % continues (the normal approximation said H1 at 8 games)', () => {
  const s = sprt({ wins: 7, draws: 1, losses: 0 }, { elo0: 191, elo1: 260 });
  assert.equal(s.verdict, 'continue', JSON.stringify(s));
  assert.ok(s.llr > 0 && s.llr < 1.5, JSON.stringify(s));
  // The fixed Kites run of 150 games (82.0 %) is past the upper bound; Infection's 400 at 73.3 % is under the lower.
  assert.equal(sprt({ wins: 108, draws: 30, losses: 12 }, { elo0: 191, elo1: 260 }).verdict, 'H1');
  assert.equal(sprt({ wins: 261, draws: 64, losses: 75 }, { elo0: 191, elo1: 260 }).verdict, 'H0');
});

/** The trinomial's log-likelihood at its most likely rates of mean score s, by a fine search over the draw rate. */
function bruteLikelihood([losses, draws, wins], s) {
  let best = -Infinity;
  for (let i = 0; i <= 200_000; i++) {
    const d = (i / 200_000) * Math.min(2 * s, 2 * (1 - s));
    const w = s - d / 2;
    const l = 1 - w - d;
    if (w < 0 || l < 0) continue;
    const ll = (losses ? losses * Math.log(l) : 0) + (draws ? draws * Math.log(d) : 0) + (wins ? wins * Math.log(w) : 0);
    if (ll > best) best = ll;
  }
  return best;
}

test('the SPRT ratio is the trinomial likelihood ratio at each hypothesis’s most likely rates (against a brute-force search)', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 300 }), fc.integer({ min: -300, max: 300 }), fc.integer({ min: 5, max: 100 }), (wins, draws, losses, elo0, width) => {
      const elo1 = elo0 + width;
      const expected = bruteLikelihood([losses, draws, wins], scoreFromElo(elo1)) - bruteLikelihood([losses, draws, wins], scoreFromElo(elo0));
      const { llr } = sprt({ wins, draws, losses }, { elo0, elo1 });
      assert.ok(Math.abs(llr - expected) < 1e-3 * Math.max(1, Math.abs(expected)), `${wins}-${draws}-${losses} ${elo0}/${elo1}: ${llr} vs ${expected}`);
    }),
    { numRuns: 40 },
  );
});
