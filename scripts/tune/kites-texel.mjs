#!/usr/bin/env node
// Tuning of Kites' evaluation (the TUNED block of src/games/kites/eval.ts).
//
//   node scripts/tune/kites-texel.mjs [--games 200] [--nodes 1500] [--ridge 0.05] [--seed kites-texel] [--self points|tuned] [--dry]
//
// 1. Self-play: the built engine (dist/engine.js, so `npm run build` first)
//    plays `--games` two-player games on the default board (size 2, six
//    colours) against itself at the `hard` level bounded by `--nodes` nodes
//    a move (no clock: the same games on every machine), each after 2-6
//    random plies from a seeded RNG. `--self points` (the default) plays
//    with the points-only evaluation, as the tuned weights were fitted;
//    `--self tuned` with the weights in the build (a second round).
// 2. Every quiet position (the player to move has no move that scores or
//    earns an extra move: quiescence resolves the others before it stands
//    on the evaluation, as Texel's method takes quiet positions) is reduced
//    to the features of eval.ts and labelled with what the player to move
//    gained from there to the end of the game minus what the opponent
//    gained, in points: the very quantity the search's values estimate (see
//    `KitesGame` in search.ts).
// 3. The weights are fitted by least squares with a small ridge penalty
//    (--ridge, on the distance from points only, in squared hundredths of a
//    point per sample), solved exactly (normal equations). This is Texel's
//    tuning with the search's own units as the target: Kites' values are
//    additive points, not win chances, so the sigmoid of a win probability
//    is not needed; the win/draw/loss fit is printed too, for comparison.
// 4. Prints the fit and rewrites the TUNED block of eval.ts (not with --dry).
import { readFileSync, writeFileSync } from 'node:fs';

const args = Object.create(null);
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  args[a.slice(2)] = process.argv[i + 1] && !process.argv[i + 1].startsWith('--') ? process.argv[++i] : 'true';
}
const GAMES = Number(args.games ?? 200);
const NODES = Number(args.nodes ?? 1500);
const SELF = args.self ?? 'points';
const RIDGE = Number(args.ridge ?? 0.05);
const SEED = args.seed ?? 'kites-texel';
const engine = await import(new URL('../../dist/engine.js', import.meta.url).href);
const { kitesRules: K, createRng } = engine;
const F = K.KITES_FEATURES;
const NAMES = K.KITES_FEATURE_NAMES;
const POINTS_ONLY = K.POINTS_ONLY_WEIGHTS;

async function selfPlay() {
  const samples = [];
  const t0 = performance.now();
  for (let g = 0; g < GAMES; g++) {
    const rng = createRng(`${SEED}-${g}`);
    let state = K.setup({}, rng);
    const random = 2 + Math.floor(rng.next() * 5);
    for (let p = 0; p < random && !K.status(state).over; p++) state = K.apply(state, rng.pick(K.legalMoves(state)));
    const positions = [];
    while (!K.status(state).over) {
      const { features, noisy } = K.kitesFeatures(state);
      if (!noisy) positions.push({ features, toMove: state.toMove, scores: state.scores.slice() });
      const move = await K.think(state, 'hard', { rng, maxNodes: NODES, evalWeights: SELF === 'points' ? null : undefined });
      state = K.apply(state, move);
    }
    const final = state.scores;
    for (const p of positions) {
      const me = p.toMove;
      const gain = final[me] - p.scores[me] - (final[1 - me] - p.scores[1 - me]);
      const diff = final[me] - final[1 - me];
      samples.push({ f: p.features, y: 100 * gain, result: diff > 0 ? 1 : diff < 0 ? 0 : 0.5, sofar: 100 * (p.scores[me] - p.scores[1 - me]) });
    }
    if ((g + 1) % 25 === 0) process.stdout.write(`${g + 1} games, ${samples.length} quiet positions, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  }
  return samples;
}

const dot = (w, f) => {
  let v = 0;
  for (let i = 0; i < F; i++) v += w[i] * f[i];
  return v;
};

function mse(samples, w) {
  let e = 0;
  for (const s of samples) e += (s.y - dot(w, s.f)) ** 2;
  return e / samples.length;
}

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination with partial pivoting. */
function solve(A, b) {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[p][c])) p = r;
    [M[c], M[p]] = [M[p], M[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const k = M[r][c] / M[c][c];
      for (let k2 = c; k2 <= n; k2++) M[r][k2] -= k * M[c][k2];
    }
  }
  return M.map((row, i) => row[n] / row[i]);
}

function fit(samples) {
  // Minimise sum (y - w.f)^2 + RIDGE * N * |w - points only|^2.
  const A = Array.from({ length: F }, () => new Array(F).fill(0));
  const b = new Array(F).fill(0);
  for (const s of samples) {
    for (let i = 0; i < F; i++) {
      b[i] += s.f[i] * s.y;
      for (let j = 0; j < F; j++) A[i][j] += s.f[i] * s.f[j];
    }
  }
  const lambda = RIDGE * samples.length;
  for (let i = 0; i < F; i++) {
    A[i][i] += lambda;
    b[i] += lambda * POINTS_ONLY[i];
  }
  return solve(A, b).map((x) => Math.round(x));
}

/** Texel's error: the game's result against sigmoid(K * (score so far + eval)), K fitted by golden-section search. */
function texelError(samples, w) {
  const sig = (x) => 1 / (1 + Math.exp(-x));
  const err = (k) => {
    let e = 0;
    for (const s of samples) e += (s.result - sig((k * (s.sofar + dot(w, s.f))) / 100)) ** 2;
    return e / samples.length;
  };
  let lo = 0.01;
  let hi = 5;
  for (let i = 0; i < 40; i++) {
    const a = hi - (hi - lo) * 0.618;
    const c = lo + (hi - lo) * 0.618;
    if (err(a) < err(c)) hi = c;
    else lo = a;
  }
  return err((lo + hi) / 2);
}

const t0 = performance.now();
const samples = await selfPlay();
// Fit on three quarters, check on the last quarter (whole games apart, since positions of one game are alike).
const cut = Math.floor(samples.length * 0.75);
const train = samples.slice(0, cut);
const test = samples.slice(cut);
const wTrain = fit(train);
const weights = fit(samples);
const rms = (x) => Math.sqrt(x).toFixed(1);
console.log(`${samples.length} quiet positions from ${GAMES} games (${NODES} nodes a move), ${((performance.now() - t0) / 1000).toFixed(0)} s`);
console.log(`held-out quarter, RMS error in hundredths of a point: points only ${rms(mse(test, POINTS_ONLY))} -> fitted ${rms(mse(test, wTrain))}`);
console.log(`Texel (win/draw/loss) error, all positions: points only ${texelError(samples, POINTS_ONLY).toFixed(5)} -> fitted ${texelError(samples, weights).toFixed(5)}`);
console.log(NAMES.map((n, i) => `${n} ${weights[i]}`).join(', '));

if (args.dry !== 'true') {
  const file = new URL('../../src/games/kites/eval.ts', import.meta.url);
  const text = readFileSync(file, 'utf8');
  const stamp = `// BEGIN TUNED (scripts/tune/kites-texel.mjs rewrites the lines up to END TUNED; last run: --games ${GAMES} --nodes ${NODES} --ridge ${RIDGE} --seed ${SEED} --self ${SELF})\n`;
  const block = `export const KITES_WEIGHTS: readonly number[] = [${weights.join(', ')}];`;
  writeFileSync(file, text.replace(/\/\/ BEGIN TUNED[^\n]*\n[\s\S]*?\/\/ END TUNED/, `${stamp}${block}\n// END TUNED`));
  console.log(`wrote ${file.pathname}`);
}
