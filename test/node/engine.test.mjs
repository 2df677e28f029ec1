// The engine subpath (`boardlets/engine`) in plain Node: no DOM globals, and
// a whole game can be set up, played, saved and restored.
import { test } from 'node:test';
import assert from 'node:assert/strict';

test('boardlets/engine imports and plays in plain Node', async () => {
  assert.equal(typeof globalThis.window, 'undefined');
  assert.equal(typeof globalThis.document, 'undefined');
  const engine = await import('boardlets/engine');
  const { Session, checkboxSquares, checkboxSquaresRules } = engine;
  const session = Session.start(checkboxSquares, { variant: 2, target: 0, start: 0b111 }, 'node');
  const solution = checkboxSquaresRules.solve(2, session.state.board, session.state.target);
  for (let box = 0; box < 9; box++) if ((solution >> box) & 1) session.play({ square: 'board', box });
  assert.deepEqual(session.status, { over: true, winners: [0], reason: 'solved' });
  const copy = Session.restore(checkboxSquares, session.save());
  assert.equal(copy.save(), session.save());
  assert.equal(typeof globalThis.window, 'undefined', 'the engine must not create window');
});

test('the Infection rules play in plain Node', async () => {
  const { infectionRules, infection, Session } = await import('boardlets/engine');
  const session = Session.start(infection, { size: 5, obstacles: 2 }, 'node');
  const rng = (await import('boardlets/engine')).createRng('node');
  while (!session.status.over && session.ply < 40) session.play(infectionRules.greedyMove(session.state, rng));
  assert.ok(session.ply > 0);
  assert.equal(Session.restore(infection, session.save()).save(), session.save());
  assert.equal(infectionRules.perft(infectionRules.parsePosition('gg4/gg4/6/6/4yy/4yy g'), 2), 818);
});

test('standard Ataxx (ataxx, ataxxRules) plays in plain Node, with perft as published', async () => {
  const { ataxx, ataxxRules, Session } = await import('boardlets/engine');
  const start = ataxxRules.parseFen('x5o/7/7/7/7/7/o5x x 0 1');
  assert.deepEqual([1, 2, 3, 4].map((d) => ataxxRules.perft(start, d)), [16, 256, 6460, 155888]);
  const gaps = ataxxRules.parseFen('x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1');
  assert.deepEqual([1, 2, 3, 4].map((d) => ataxxRules.perft(gaps, d)), [14, 196, 4184, 86528]);
  const session = Session.start(ataxx, {}, 'node');
  const rng = (await import('boardlets/engine')).createRng('node');
  while (!session.status.over && session.ply < 60) session.play(ataxxRules.greedyAtaxxMove(session.state, rng));
  assert.equal(ataxxRules.formatFen(Session.restore(ataxx, session.save()).state), ataxxRules.formatFen(session.state));
});

test('the Stained Glass rules and solver play in plain Node', async () => {
  const { stainedGlassRules, stainedGlass, Session } = await import('boardlets/engine');
  const session = Session.start(stainedGlass, { day: 16156 }, 'node');
  assert.equal(stainedGlassRules.formatBoard(session.state), '125526/456363/143445/113342/232616/525461');
  const line = stainedGlassRules.solve(session.state, { maxNodes: 20_000 }).line;
  for (const move of line) session.play(move);
  assert.equal(session.status.over, true);
  assert.equal(Session.restore(stainedGlass, session.save()).save(), session.save());
});

test('the element entry points import in Node without a DOM', async () => {
  // Server-side rendering safety: importing must not throw or touch window/document.
  await import('boardlets');
  await import('boardlets/checkbox-squares.js');
  await import('boardlets/infection-board.js');
  await import('boardlets/stained-glass-board.js');
  await import('boardlets/kites-board.js');
  assert.equal(typeof globalThis.document, 'undefined');
});

test('the Kites geometry and rules play in plain Node', async () => {
  const { kitesRules, kites, Session } = await import('boardlets/engine');
  const geometry = kitesRules.kitesGeometry(3);
  assert.equal(geometry.cells.length, 18 * 9);
  const session = Session.start(kites, { size: 1 }, 'node');
  while (!session.status.over) session.play(kites.legalMoves(session.state)[0]);
  assert.equal(session.ply, 18);
  assert.equal(Session.restore(kites, session.save()).save(), session.save());
});

test('every game says what a move does and why one is refused, as plain JSON, in plain Node', async () => {
  const engine = await import('boardlets/engine');
  const { checkboxSquares, infection, stainedGlass, kites, createRng, infectionRules, stainedGlassRules, kitesRules, checkboxSquaresRules } = engine;
  const start = infection.setup({ size: 6, obstacles: 0 }, createRng('node'));
  assert.deepEqual(infection.outcome(start, { from: 1, to: 2 }), { kind: 'duplicate', from: 1, to: 2, converted: [], player: 0, counts: { green: 5, yellow: 4 } });
  assert.deepEqual(infection.refusal(start, { from: 1, to: 0 }), { code: 'occupied', square: 0 });
  const board = stainedGlassRules.parseBoard('130/000/000');
  assert.equal(stainedGlass.outcome(board, { from: 0, to: 2 }).colours.over.after, 'red');
  assert.deepEqual(stainedGlass.refusal(board, { from: 3, to: 5 }), { code: 'empty-square', square: 3 });
  const empty = kites.setup({ size: 1 }, createRng('node'));
  assert.equal(kites.outcome(empty, { cell: 0 }).colour, 'red');
  assert.deepEqual(kites.refusal(kites.apply(empty, { cell: 0 }), { cell: 0 }), { code: 'occupied', cell: 0, colour: 'red' });
  const locked = { variant: 1, target: 0, board: 1, lockTarget: true };
  assert.deepEqual(checkboxSquares.refusal(locked, { square: 'target', box: 0 }), { code: 'target-locked' });
  assert.deepEqual(checkboxSquares.outcome(locked, { square: 'board', box: 4 }).toggled, [1, 3, 4, 5, 7]);
  // The games' own modules export the same functions.
  assert.equal(infectionRules.outcome, infection.outcome);
  assert.equal(stainedGlassRules.refusal, stainedGlass.refusal);
  assert.equal(kitesRules.outcome, kites.outcome);
  assert.equal(checkboxSquaresRules.refusal, checkboxSquares.refusal);
});
