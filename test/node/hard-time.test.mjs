// Issue 23: `hard` thinks for the whole of its time a move (its budget is
// fixed a move, so time it leaves unused is lost), while `easy` and `normal`
// keep starting no new iteration after 60 % of theirs (their moves are pinned
// by the golden tests). Measured on a virtual
// clock that advances by one millisecond at every read, so the test depends
// on the positions and the code only, never on the machine's speed or load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onClock } from './clock.mjs';

/** Positions of seeded random games, `count` of them, each `step` plies further. */
function positions(rules, start, createRng, count, step) {
  const rng = createRng('hard-time');
  const out = [];
  let state = start;
  while (out.length < count) {
    for (let i = 0; i < step && !rules.status(state).over; i++) state = rules.apply(state, rng.pick(rules.legalMoves(state)));
    if (rules.status(state).over) state = start;
    else out.push(state);
  }
  return out;
}

const decided = (report) => Math.abs(report.score) >= 900_000;

for (const game of ['ataxx', 'infection']) {
  test(`${game} hard thinks until its time is up (virtual clock)`, async () => {
    const { ataxxRules, infectionRules, createRng } = await import('boardlets/engine');
    const rules = game === 'ataxx' ? ataxxRules : infectionRules;
    const think = game === 'ataxx' ? rules.thinkAtaxx : rules.think;
    const start = game === 'ataxx' ? rules.parseFen('x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1') : rules.parsePosition('gg4/gg4/6/6/4yy/4yy g');
    const { LEVELS, SOFT_FRACTION } = infectionRules;
    assert.equal(LEVELS.normal.softFraction, SOFT_FRACTION);
    assert.equal(LEVELS.easy.softFraction, SOFT_FRACTION);
    const budget = 120;
    let hardFull = 0;
    for (const [at, state] of positions(rules, start, createRng, 12, 3).entries()) {
      const report = async (level) =>
        onClock(1, async () => {
          let r;
          await think(state, level, { rng: createRng('t'), timeBudgetMs: budget, onReport: (x) => (r = x) });
          return r;
        });
      const hard = await report('hard');
      if (hard.move === null || decided(hard)) continue;
      // The last clock read is the one at or past the deadline; nothing stopped it before.
      assert.ok(hard.timeMs >= budget, `hard stopped at ${hard.timeMs} of ${budget} virtual ms in position ${at}`);
      hardFull++;
    }
    assert.ok(hardFull >= 8, `only ${hardFull} undecided positions`);
  });
}
