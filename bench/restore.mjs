#!/usr/bin/env node
// `node bench/restore.mjs` (after `npm run build`): the longest task while a
// long saved game is restored (issue 27), before (Session.restore, one task)
// and after (Session.restoreInSlices, the slices between yields), for each
// game's long game up to MAX_SAVED_MOVES moves (the median of 5 runs; wall-clock
// times, so a loaded machine shows slices longer than their 8 ms). Prints a table.
import { performance } from 'node:perf_hooks';
import { Session, MAX_SAVED_MOVES, checkboxSquares, infection, ataxx, stainedGlass, kites } from 'boardlets/engine';

const games = [
  [checkboxSquares, { variant: 2, target: 0, start: 0b111 }],
  [infection, { size: 7, obstacles: 0 }],
  [ataxx, {}],
  [stainedGlass, { day: 16156 }],
  [kites, { size: 2 }],
];
const RUNS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1].toFixed(1);

/**
 * A long game up to the cap: Checkbox Squares ticks and unticks one box (it
 * never ends); the others avoid moves that end the game and prefer moves that
 * change the least (in Ataxx, jumps), until none is left.
 */
function longGame(definition, options) {
  const session = Session.start(definition, options, 'bench');
  while (session.ply < MAX_SAVED_MOVES && !session.status.over) {
    const moves = definition.legalMoves(session.state);
    if (definition === checkboxSquares) {
      session.play(moves[0]);
      continue;
    }
    let best = null;
    let bestScore = Infinity;
    for (const move of moves) {
      const next = definition.apply(session.state, move);
      if (definition.status(next).over) continue;
      const score = JSON.stringify(next).length + (definition.encodeMove(move).length > 2 ? 0 : 1000);
      if (score < bestScore) [best, bestScore] = [move, score];
    }
    if (best === null) break;
    session.play(best);
  }
  return session.save();
}

const rows = [];
for (const [definition, options] of games) {
  const text = longGame(definition, options);
  const syncs = [];
  const longests = [];
  const totals = [];
  let slices = 0;
  await Session.restoreInSlices(definition, Session.restore(definition, text).save()); // warm-up
  for (let run = 0; run < RUNS; run++) {
    let t = performance.now();
    // Spaces make a text restore() has not seen (it copies what restoreInSlices restored last); it trims them.
    Session.restore(definition, text + ' '.repeat(run + 1));
    syncs.push(performance.now() - t);
    // A slice is timed from one yield to the next (the turn the event loop had between them
    // included, so this is an upper bound; nothing else runs here).
    const begun = performance.now();
    let longest = 0;
    let last = begun;
    let count = 1;
    await Session.restoreInSlices(definition, text, {
      onYield: () => {
        const at = performance.now();
        longest = Math.max(longest, at - last);
        last = at;
        count++;
      },
    });
    t = performance.now();
    longests.push(Math.max(longest, t - last));
    totals.push(t - begun);
    slices = Math.max(slices, count);
  }
  rows.push({ game: definition.id, moves: Session.restore(definition, text).ply, 'sync task ms': median(syncs), 'sliced longest task ms': median(longests), slices, 'sliced total ms': median(totals) });
}
console.table(rows);
