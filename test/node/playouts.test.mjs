// Thousands of random playouts per game on the built engine in plain Node
// (fast, so the count can be large; test/games/engine-fuzz.test.ts checks
// fewer games more closely in the browsers). Every step: legal moves exist
// exactly while the game is not over, each is legal by isLegal and survives
// encodeMove/decodeMove, the state survives encodeState/decodeState, undo then
// redo gives the identical state; at the end restore(save()) gives the same
// session. Seeded, so a failure names a seed that replays it.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const engine = await import('boardlets/engine');
const { Session, createRng, checkboxSquares, infection, stainedGlass, kites } = engine;

const GAMES = [
  // `ends`: the share of games random play must finish (random clicks seldom solve Checkbox Squares in 40 moves).
  { def: checkboxSquares, games: 3000, options: (r) => ({ variant: 1 + r.int(3) }), maxPlies: 40, ends: 0.03 },
  { def: infection, games: 2000, options: (r) => ({ size: 4 + r.int(4), obstacles: r.int(4) }), maxPlies: 120, ends: 0.5 },
  { def: stainedGlass, games: 3000, options: (r) => ({ rows: 3 + r.int(4), cols: 3 + r.int(4), palette: ['primaries', 'mixed', 'full'][r.int(3)] }), maxPlies: 80, ends: 1 },
  { def: kites, games: 2000, options: (r) => ({ size: 1 + r.int(2), colors: 3 + r.int(4), players: 2 + r.int(3) }), maxPlies: 300, ends: 1 },
];

/** A small seeded helper over the engine's RNG: int(n) in [0, n). */
const rand = (seed) => {
  const rng = createRng(seed);
  return { int: (n) => Math.floor(rng.next() * n), next: () => rng.next() };
};

for (const { def, games, options, maxPlies, ends } of GAMES) {
  test(`${def.id}: ${games.toLocaleString('en-US')} random playouts keep the rules' invariants`, () => {
    let finished = 0;
    for (let g = 0; g < games; g++) {
      const seed = `playout-${def.id}-${g}`;
      const r = rand(seed);
      const session = Session.start(def, options(r), seed);
      for (let ply = 0; ply < maxPlies; ply++) {
        const state = session.state;
        const status = def.status(state);
        const moves = def.legalMoves(state);
        assert.equal(moves.length > 0, !status.over, `${seed} ply ${ply}: legal moves iff not over`);
        assert.equal(def.encodeState(def.decodeState(def.encodeState(state))), def.encodeState(state), `${seed}: state round trip`);
        if (status.over) {
          finished++;
          break;
        }
        const move = moves[r.int(moves.length)];
        assert.ok(def.isLegal(state, move), `${seed}: a legal move is legal`);
        assert.equal(def.encodeMove(def.decodeMove(def.encodeMove(move))), def.encodeMove(move), `${seed}: move round trip`);
        session.play(move);
        // Now and then: undo then redo must give back the very same position.
        if (r.next() < 0.15) {
          const after = def.encodeState(session.state);
          session.undo();
          assert.equal(def.encodeState(session.state), def.encodeState(state), `${seed}: undo goes back`);
          session.redo();
          assert.equal(def.encodeState(session.state), after, `${seed}: redo comes back`);
        }
      }
      const copy = Session.restore(def, session.save());
      assert.equal(copy.save(), session.save(), `${seed}: restore(save())`);
      assert.equal(def.encodeState(copy.state), def.encodeState(session.state), `${seed}: restored state`);
    }
    assert.ok(finished >= games * ends, `${def.id}: ${finished} of ${games} finished`);
  });
}
