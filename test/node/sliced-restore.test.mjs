// Session.restoreInSlices (issue 27): a long saved game replays in slices,
// giving the event loop a turn between them, with exactly the result of
// Session.restore (the same session, or the same DecodeError), and stops when
// aborted. Yields are counted through the onYield hook, never by timing.
import { test } from 'node:test';
/* global AbortController */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Session, DecodeError, MAX_SAVED_MOVES, checkboxSquares, infection, ataxx, stainedGlass, kites } from 'boardlets/engine';

const games = [
  [checkboxSquares, { variant: 2, target: 0, start: 0b111 }],
  [infection, { size: 5, obstacles: 2 }],
  [ataxx, {}],
  [stainedGlass, { day: 16156 }],
  [kites, { size: 1 }],
];

/** A game from `seed` driven by `steps`: a number plays the legal move at that index (mod their count), 'u' undoes, 'r' redoes. */
function play(definition, options, seed, steps) {
  const session = Session.start(definition, options, seed);
  for (const step of steps) {
    if (step === 'u') session.undo();
    else if (step === 'r') session.redo();
    else if (!session.status.over) {
      const moves = definition.legalMoves(session.state);
      if (moves.length) session.play(moves[step % moves.length]);
    }
  }
  return session;
}

/** What restoring `text` gives: the save and every state, or the error's class and message. */
function outcome(run) {
  try {
    const s = run();
    return { save: s.save(), ply: s.ply, undos: s.undos, canRedo: s.canRedo, states: [...s.replay()] };
  } catch (e) {
    return { error: e.constructor.name, message: e.message };
  }
}

async function slicedOutcome(definition, text, options = { sliceMs: 0 }) {
  try {
    const s = await Session.restoreInSlices(definition, text, options);
    return { save: s.save(), ply: s.ply, undos: s.undos, canRedo: s.canRedo, states: [...s.replay()] };
  } catch (e) {
    return { error: e.constructor.name, message: e.message };
  }
}

const steps = fc.array(fc.oneof({ weight: 6, arbitrary: fc.nat(200) }, { weight: 1, arbitrary: fc.constantFrom('u', 'r') }), { maxLength: 120 });

for (const [definition, options] of games) {
  test(`${definition.id}: the sliced restore gives the session the sync one gives, on random games`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 8 }), steps, async (seed, moves) => {
        const text = play(definition, options, seed, moves).save();
        const sync = outcome(() => Session.restore(definition, text));
        assert.equal(sync.save, text);
        assert.deepEqual(await slicedOutcome(definition, text), sync);
      }),
      { numRuns: 25 },
    );
  });

  test(`${definition.id}: the sliced restore refuses damaged saves with the sync one's error and message`, async () => {
    const good = play(definition, options, 'damage', Array.from({ length: 30 }, (_, i) => i * 7)).save();
    const damaged = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.tuple(fc.nat(good.length - 1), fc.string({ maxLength: 3 })).map(([i, t]) => good.slice(0, i) + t + good.slice(i + 1)),
      fc.nat(good.length - 1).map((i) => good.slice(0, i)),
    );
    await fc.assert(
      fc.asyncProperty(damaged, async (text) => {
        // The sync restore first: the sliced one remembers its result for restore().
        const sync = outcome(() => Session.restore(definition, text));
        assert.deepEqual(await slicedOutcome(definition, text), sync);
      }),
      { numRuns: 150 },
    );
  });
  test(`${definition.id}: checkSave() refuses what restore refuses before its first move, with its message, and passes the rest`, () => {
    const good = play(definition, options, 'check', Array.from({ length: 30 }, (_, i) => i * 5)).save();
    const damaged = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.tuple(fc.nat(good.length - 1), fc.string({ maxLength: 3 })).map(([i, t]) => good.slice(0, i) + t + good.slice(i + 1)),
      fc.nat(good.length - 1).map((i) => good.slice(0, i)),
    );
    fc.assert(
      fc.property(damaged, (text) => {
        const sync = outcome(() => Session.restore(definition, text));
        let checked = null;
        try {
          Session.checkSave(definition, text);
        } catch (e) {
          checked = { error: e.constructor.name, message: e.message };
        }
        // What checkSave refuses, restore refuses with the same error; what it passes, restore refuses only at a move or after them.
        if (checked) assert.deepEqual(checked, sync);
        else if (sync.error) assert.doesNotMatch(sync.message, /must be a string|at most|six fields|is for "|encoding version/);
      }),
      { numRuns: 150 },
    );
  });
}

/** A Checkbox Squares game of `count` moves (one box ticked and unticked, so it never ends). */
function longGame(count) {
  const session = Session.start(checkboxSquares, { variant: 2, target: 0, start: 0b111 }, 'long');
  for (let i = 0; i < count; i++) session.play(checkboxSquares.legalMoves(session.state)[0]);
  return session.save();
}

test('a long save yields to the event loop between slices, and still ends with the whole game', async () => {
  const text = longGame(MAX_SAVED_MOVES);
  let yields = 0;
  const session = await Session.restoreInSlices(checkboxSquares, text, { sliceMs: 0, onYield: () => yields++ });
  assert.ok(yields >= 1, `yielded ${yields} times`);
  assert.equal(session.ply, MAX_SAVED_MOVES);
  assert.equal(session.save(), text);
});

test('an over-cap save is refused before any slice, with the sync message', async () => {
  const text = longGame(MAX_SAVED_MOVES + 1);
  let yields = 0;
  await assert.rejects(Session.restoreInSlices(checkboxSquares, text, { sliceMs: 0, onYield: () => yields++ }), (e) => e instanceof DecodeError && /at most 3000 moves/.test(e.message));
  assert.equal(yields, 0);
});

test('abort stops the replay at the next yield and resolves to null', async () => {
  const text = longGame(500);
  const controller = new AbortController();
  let yields = 0;
  const result = await Session.restoreInSlices(checkboxSquares, text, {
    sliceMs: 0,
    signal: controller.signal,
    onYield: () => {
      yields++;
      controller.abort();
    },
  });
  assert.equal(result, null);
  assert.equal(yields, 1);
  const aborted = new AbortController();
  aborted.abort();
  assert.equal(await Session.restoreInSlices(checkboxSquares, text, { signal: aborted.signal, onYield: () => yields++ }), null);
  assert.equal(yields, 1);
});

test('restore() right after a sliced restore of the same text gives independent copies', async () => {
  const text = longGame(40);
  const sliced = await Session.restoreInSlices(checkboxSquares, text, { sliceMs: 0 });
  const a = Session.restore(checkboxSquares, text);
  const b = Session.restore(checkboxSquares, text);
  assert.notEqual(a, sliced);
  a.undo();
  a.play(checkboxSquares.legalMoves(a.state)[1]);
  assert.equal(b.save(), text);
  assert.equal(sliced.save(), text);
  assert.equal(Session.restore(checkboxSquares, text).save(), text);
});

test('restoredRecently() says which texts restore() copies: those the sliced restore replayed lately', async () => {
  const a = longGame(300);
  const b = longGame(301);
  const c = longGame(302);
  assert.equal(Session.restoredRecently(checkboxSquares, a), false);
  Session.restore(checkboxSquares, a);
  assert.equal(Session.restoredRecently(checkboxSquares, a), false, 'the one-task restore is not remembered');
  await Session.restoreInSlices(checkboxSquares, a, { sliceMs: 0 });
  assert.equal(Session.restoredRecently(checkboxSquares, a), true);
  assert.equal(Session.restoredRecently(kites, a), false, 'another game');
  await Session.restoreInSlices(checkboxSquares, b, { sliceMs: 0 });
  await Session.restoreInSlices(checkboxSquares, c, { sliceMs: 0 });
  assert.equal(Session.restoredRecently(checkboxSquares, a), false, 'only the last two');
  assert.equal(Session.restoredRecently(checkboxSquares, c), true);
});
