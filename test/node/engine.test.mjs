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
