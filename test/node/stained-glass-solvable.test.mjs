// `solvable` boards over 36 squares (issue 23): built finishable by construction (construct.ts).
// Every seed must give a proven board whose line replays to one tile, and the board must look like a
// normal deal: full, only the palette's colours, each colour's count near its even share.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng, stainedGlassRules as sg } from 'boardlets/engine';

const PALETTES = { mixed: [1, 2, 3, 4, 5, 6], full: [1, 2, 3, 4, 5, 6, 7] };
const SHAPES = [
  [8, 8, 'mixed'],
  [7, 7, 'mixed'],
  [8, 8, 'full'],
];

/** Same-colour pairs among neighbouring squares (8 directions), as a fraction of all neighbouring pairs. */
function sameNeighbours(state) {
  let same = 0;
  let all = 0;
  for (let r = 0; r < state.rows; r++) {
    for (let c = 0; c < state.cols; c++) {
      for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]]) {
        const r2 = r + dr;
        const c2 = c + dc;
        if (r2 >= state.rows || c2 < 0 || c2 >= state.cols) continue;
        all++;
        if (state.cells[r * state.cols + c] === state.cells[r2 * state.cols + c2]) same++;
      }
    }
  }
  return same / all;
}

for (const [rows, cols, palette] of SHAPES) {
  test(`solvable ${rows}x${cols} ${palette}: 20 seeds, every board proven by a line that replays to one tile, and looks like a deal`, async () => {
    const colours = PALETTES[palette];
    const share = (rows * cols) / colours.length;
    for (let seed = 0; seed < 20; seed++) {
      const what = `${rows}x${cols} ${palette} seed ${seed}`;
      const found = await sg.findSolvableBoard({ rows, cols, palette }, createRng(`stained-glass:solvable:${seed}`));
      assert.equal(found.proven, true, what);
      assert.equal(sg.replaysToOneTile(found.state, found.line), true, what);
      assert.deepEqual([found.state.rows, found.state.cols], [rows, cols], what);
      const counts = new Array(8).fill(0);
      for (const c of found.state.cells) counts[c]++;
      assert.equal(counts[0], 0, `${what}: a deal fills every square`);
      for (let c = 1; c < 8; c++) {
        if (!colours.includes(c)) assert.equal(counts[c], 0, `${what}: colour ${c} is not in the palette`);
        else assert.ok(Math.abs(counts[c] - share) <= 3, `${what}: colour ${c} ${counts[c]} times, even share ${share.toFixed(1)}`);
      }
      // A random deal has about 1/|palette| same-colour neighbours (0.10-0.21 over these seeds).
      assert.ok(sameNeighbours(found.state) <= 0.25, `${what}: same-colour neighbours ${sameNeighbours(found.state).toFixed(2)}`);
      // Same seed, same board (no clock in the choice).
      const again = await sg.findSolvableBoard({ rows, cols, palette }, createRng(`stained-glass:solvable:${seed}`));
      assert.equal(sg.formatBoard(again.state), sg.formatBoard(found.state), what);
    }
  });
}
