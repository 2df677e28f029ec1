// Issue 23: a hint is bounded by nodes, never by the clock, so every device
// and every reader gets the same words. Each game's hint, given as the
// elements ask for it (Infection and Ataxx: `hard` with `HINT_NODES`; Kites:
// `hint` with its defaults), is worked out under three clocks: the real one,
// a virtual one that advances 1 ms at every read, and one that advances
// 50 ms at every read (a device fifty times slower, or a very busy one).
// The hint must be the same under all three. Under the old clock-bound
// hints, the slow clock cut the search after a few slices and the hints
// changed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onClock } from './clock.mjs';

/** Positions of a seeded random game, one every `step` plies while the game lasts, at most `count`. */
function positions(rules, start, createRng, count, step) {
  const rng = createRng('hint-nodes');
  const out = [];
  let state = start;
  while (out.length < count && !rules.status(state).over) {
    for (let i = 0; i < step && !rules.status(state).over; i++) state = rules.apply(state, rng.pick(rules.legalMoves(state)));
    if (!rules.status(state).over) out.push(state);
  }
  return out;
}

const CLOCKS = [0, 1, 50];

/** Each position's hint under every clock: all the same. */
async function sameUnderEveryClock(name, states, hintOf) {
  for (const [at, state] of states.entries()) {
    const seen = [];
    for (const step of CLOCKS) seen.push(JSON.stringify(await onClock(step, () => hintOf(state, at))));
    assert.ok(seen[0] !== 'null', `${name}: no hint in position ${at}`);
    for (const [i, step] of CLOCKS.entries()) assert.equal(seen[i], seen[0], `${name} position ${at}: the hint with a clock of ${step} ms a read differs from the real clock's`);
  }
}

test('Infection and Ataxx hints: the same move whatever the clock does', async () => {
  const { ataxxRules, infectionRules, createRng } = await import('boardlets/engine');
  const { HINT_NODES } = infectionRules;
  assert.ok(Number.isInteger(HINT_NODES) && HINT_NODES >= 100_000, `HINT_NODES is ${HINT_NODES}`);
  const inf = positions(infectionRules, infectionRules.parsePosition('gg4/gg4/6/6/4yy/4yy g'), createRng, 4, 5);
  await sameUnderEveryClock('infection', inf, (s, at) => infectionRules.think(s, 'hard', { rng: createRng(`hint:${at}`), maxNodes: HINT_NODES }));
  const ax = positions(ataxxRules, ataxxRules.parseFen('x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1'), createRng, 3, 5);
  await sameUnderEveryClock('ataxx', ax, (s, at) => ataxxRules.thinkAtaxx(s, 'hard', { rng: createRng(`hint:${at}`), maxNodes: HINT_NODES }));
});

test('Kites hints: the same kite and value whatever the clock does', async () => {
  const { kitesRules, createRng } = await import('boardlets/engine');
  const states = positions(kitesRules, kitesRules.setup({ size: 2, colors: 6, players: 2 }), createRng, 5, 7);
  await sameUnderEveryClock('kites', states, async (s, at) => {
    const h = await kitesRules.hint(s, { rng: createRng(`hint:${at}`) });
    return h && { cell: h.cell, value: h.value, opponentGain: h.opponentGain };
  });
});
