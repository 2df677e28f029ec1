#!/usr/bin/env node
// Texel tuning of the Infection family's evaluation (src/games/infection/weights.ts).
//
//   node scripts/tune/texel.mjs [--games 160] [--nodes 1500] [--only ataxx|infection] [--dry]
//
// 1. Self-play: the built engine (dist/engine.js, so `npm run build` first)
//    plays `--games` games per game type against itself at the `hard` level
//    bounded by `--nodes` nodes a move (no clock: the same games on every
//    machine), from seeded openings: Ataxx from gap layouts, Infection on
//    5x5 to 8x8 boards with seeded obstacles, each after 2-7 random plies.
// 2. Every position after the opening is labelled with the game's result for
//    the side to move (1 win, 0.5 draw, 0 loss) and reduced to its features:
//    for each of the 10 square classes, own pieces there minus the
//    opponent's, and the game phase (the share of empty squares).
// 3. The weights (a value per square class, opening and ending, and a
//    side-to-move term, blended by the phase: see weights.ts) are fitted by
//    minimising the mean squared error between the result and
//    sigmoid(K * eval / 100), K fitted first for material alone (Texel's
//    method), by full-batch gradient descent (Adam), with a small ridge
//    penalty (--ridge, per weight, on its distance from material alone) so
//    that square classes seldom seen stay near a piece.
// 4. Prints the fit and rewrites the TUNED block of weights.ts (not with --dry).
import { readFileSync, writeFileSync } from 'node:fs';
import { ATAXX_LAYOUTS } from '../../bench/lib/ataxx-layouts.mjs';

const args = Object.create(null);
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  args[a.slice(2)] = process.argv[i + 1] && !process.argv[i + 1].startsWith('--') ? process.argv[++i] : 'true';
}
const GAMES = Number(args.games ?? 160);
const NODES = Number(args.nodes ?? 1500);
const RIDGE = Number(args.ridge ?? 1e-7);
const engine = await import(new URL('../../dist/engine.js', import.meta.url).href);
const { ataxxRules: A, infectionRules: I, createRng } = engine;
const CLASSES = 10;

/** The Ataxx starts of the self-play games: the first six gap layouts. */
const LAYOUTS = ATAXX_LAYOUTS.slice(0, 6);

/** Features of a position for the side to move: class differences (10), then the phase. */
function features(state) {
  const classes = I.squareClasses(state.size);
  const f = new Float64Array(CLASSES + 1);
  const mine = state.toMove + 1;
  let empty = 0;
  let pieces = 0;
  for (let i = 0; i < state.cells.length; i++) {
    const c = state.cells[i];
    if (c === 0) empty++;
    else if (c === 1 || c === 2) {
      pieces++;
      f[classes[i]] += c === mine ? 1 : -1;
    }
  }
  f[CLASSES] = empty / (empty + pieces);
  return f;
}

async function selfPlay(kind) {
  const R = kind === 'ataxx' ? A : I;
  const think = kind === 'ataxx' ? A.thinkAtaxx : I.think;
  const samples = [];
  for (let g = 0; g < GAMES; g++) {
    const rng = createRng(`texel-${kind}-${g}`);
    let state = kind === 'ataxx' ? A.parseFen(LAYOUTS[g % LAYOUTS.length]) : I.setup({ size: 5 + (g % 4), obstacles: Math.floor(rng.next() * 7) }, rng);
    const random = 2 + Math.floor(rng.next() * 6);
    for (let p = 0; p < random && !R.status(state).over; p++) state = R.apply(state, rng.pick(R.legalMoves(state)));
    const positions = [];
    let status = R.status(state);
    for (let ply = 0; !status.over && ply < 400; ply++) {
      positions.push(state);
      const move = await think(state, 'hard', { rng, maxNodes: NODES });
      state = R.apply(state, move);
      status = R.status(state);
    }
    const winners = status.over ? status.winners : [];
    for (const s of positions) {
      const result = winners.length !== 1 ? 0.5 : winners[0] === s.toMove ? 1 : 0;
      samples.push({ f: features(s), result });
    }
    if ((g + 1) % 20 === 0) process.stdout.write(`${kind}: ${g + 1} games, ${samples.length} positions\n`);
  }
  return samples;
}

/** Evaluation of a sample under weights w = [mg x10, eg x10, tempoMg, tempoEg], in hundredths of a piece. */
function evaluate(w, f) {
  const ph = f[CLASSES];
  let v = w[2 * CLASSES] * ph + w[2 * CLASSES + 1] * (1 - ph);
  for (let c = 0; c < CLASSES; c++) v += (w[c] * ph + w[CLASSES + c] * (1 - ph)) * f[c];
  return v;
}

const sigmoid = (x) => 1 / (1 + Math.exp(-x));

function error(samples, w, k) {
  let e = 0;
  for (const s of samples) e += (s.result - sigmoid((k * evaluate(w, s.f)) / 100)) ** 2;
  return e / samples.length;
}

function fit(samples) {
  const material = [...Array(2 * CLASSES).fill(100), 0, 0];
  // K: the scale that best fits material alone (golden-section search on [0.01, 3]).
  let lo = 0.01;
  let hi = 3;
  for (let i = 0; i < 40; i++) {
    const a = hi - (hi - lo) * 0.618;
    const b = lo + (hi - lo) * 0.618;
    if (error(samples, material, a) < error(samples, material, b)) hi = b;
    else lo = a;
  }
  const k = (lo + hi) / 2;
  const w = Float64Array.from(material);
  const m = new Float64Array(w.length);
  const v = new Float64Array(w.length);
  const rate = 2;
  const startError = error(samples, w, k);
  for (let step = 1; step <= 1500; step++) {
    const grad = new Float64Array(w.length);
    for (const s of samples) {
      const p = sigmoid((k * evaluate(w, s.f)) / 100);
      // d(error)/d(eval) for this sample.
      const g = (-2 * (s.result - p) * p * (1 - p) * k) / 100;
      const ph = s.f[CLASSES];
      for (let c = 0; c < CLASSES; c++) {
        grad[c] += g * ph * s.f[c];
        grad[CLASSES + c] += g * (1 - ph) * s.f[c];
      }
      grad[2 * CLASSES] += g * ph;
      grad[2 * CLASSES + 1] += g * (1 - ph);
    }
    for (let i = 0; i < w.length; i++) {
      const gi = grad[i] / samples.length + 2 * RIDGE * (w[i] - material[i]);
      m[i] = 0.9 * m[i] + 0.1 * gi;
      v[i] = 0.999 * v[i] + 0.001 * gi * gi;
      const mh = m[i] / (1 - 0.9 ** step);
      const vh = v[i] / (1 - 0.999 ** step);
      w[i] -= (rate * mh) / (Math.sqrt(vh) + 1e-12);
    }
  }
  const rounded = Array.from(w, (x) => Math.round(x));
  return { k, startError, endError: error(samples, rounded, k), weights: rounded };
}

const tables = {};
for (const kind of args.only ? [args.only] : ['ataxx', 'infection']) {
  const t0 = performance.now();
  const samples = await selfPlay(kind);
  const r = fit(samples);
  const table = { mg: r.weights.slice(0, CLASSES), eg: r.weights.slice(CLASSES, 2 * CLASSES), tempoMg: r.weights[2 * CLASSES], tempoEg: r.weights[2 * CLASSES + 1] };
  tables[kind] = table;
  console.log(`${kind}: ${samples.length} positions from ${GAMES} games (${NODES} nodes a move), K ${r.k.toFixed(3)}, error ${r.startError.toFixed(5)} (material) -> ${r.endError.toFixed(5)}, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  console.log(JSON.stringify(table));
}

if (args.dry !== 'true') {
  const file = new URL('../../src/games/infection/weights.ts', import.meta.url);
  const text = readFileSync(file, 'utf8');
  const list = (xs) => `[${xs.join(', ')}]`;
  const line = (name, t) => (t ? `export const ${name}: EvalTable = { mg: ${list(t.mg)}, eg: ${list(t.eg)}, tempoMg: ${t.tempoMg}, tempoEg: ${t.tempoEg} };` : null);
  const old = /\/\/ BEGIN TUNED[^\n]*\n([\s\S]*?)\/\/ END TUNED/.exec(text);
  const keep = (name) => old[1].split('\n').find((l) => l.startsWith(`export const ${name}:`));
  const block = [line('INFECTION_EVAL', tables.infection) ?? keep('INFECTION_EVAL'), line('ATAXX_EVAL', tables.ataxx) ?? keep('ATAXX_EVAL')].join('\n');
  const stamp = `// BEGIN TUNED (scripts/tune/texel.mjs rewrites the lines up to END TUNED; last run: --games ${GAMES} --nodes ${NODES})\n`;
  writeFileSync(file, text.replace(/\/\/ BEGIN TUNED[^\n]*\n[\s\S]*?\/\/ END TUNED/, `${stamp}${block}\n// END TUNED`));
  console.log(`wrote ${file.pathname}`);
}
