// The bench's match statistics (bench/lib/match-stats.mjs): the figures that
// decide whether a stronger computer lands must be right.
import { test } from 'node:test';
import assert from 'node:assert/strict';
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
