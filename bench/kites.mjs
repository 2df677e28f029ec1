// Kites computer benchmark, run by bench/run.mjs (`npm run bench`;
// `npm run bench -- --kites-only --quick` while developing). It uses the
// BUILT engine, dist/engine.js, so it measures what ships.
//
//  1. Matches: each search level against `greedy` (the one-ply greedy
//     player: the most points now, an extra move counted with the best chain
//     after it) and against each other, SEEDS seeds x both seats per pairing,
//     on 2 worker threads (this file, started again as a worker). Every game
//     is the default one: size 2 (72 kites), 6 colours, 2 players. The board
//     starts empty, so games differ by the players' seeded RNGs (tie-breaks,
//     the order equal moves are tried in, easy's noise); the table says how
//     many distinct games were played.
//  2. Move times: every computer move of those matches, per level: the time
//     `think` took and the longest synchronous slice between two yields to
//     the event loop (what would block a page), from think's report. A slice
//     is wall-clock time, so a thread that another process kept off its core
//     shows a long slice: every move with a slice of SLICE_LIMIT_MS or more is
//     thought again alone, from the same position and RNG state.
//
// Targets (PASS/FAIL; a failure makes the exit code 1): hard beats greedy in
// at least 90 % of games (a draw is not a win), hard's median move takes under
// 300 ms, and no slice of any level reaches 50 ms (or every one that did stays
// under 50 ms when thought again alone).
import { availableParallelism, loadavg } from 'node:os';
import { moveHeaders, moveRows, runOnWorkers, serveTasks, summarizeMoves } from './workers.mjs';

const ENGINE = new URL('../dist/engine.js', import.meta.url);
const WORKER_ROLE = 'kites-bench';
const LEVELS = ['easy', 'normal', 'hard'];
const SEEDS = 50;
const QUICK_SEEDS = 6;
const TARGET_WIN_RATE = 0.9;
const TARGET_MEDIAN_MS = 300;
const SLICE_LIMIT_MS = 50;
const MAX_REPLAYS = 30;

// ----------------------------------------------------------------- worker --

/** Plays one game between `seats` (levels, player 1 first); returns its result and every move's report. */
async function playGame(engine, { seats, seed }) {
  const { kitesRules: rules, createRng } = engine;
  let state = rules.setup({});
  const rngs = seats.map((_, p) => createRng(`kites-bench-${seed}-${p}`));
  const reports = seats.map(() => []);
  const spikes = [];
  const cells = [];
  let replays = 0;
  let status = rules.status(state);
  while (!status.over) {
    const p = state.toMove;
    const rngState = rngs[p].state();
    let report = null;
    const move = await rules.think(state, seats[p], { rng: rngs[p], onReport: (r) => (report = r) });
    if (!move || !rules.isLegal(state, move)) throw new Error(`${seats[p]} played ${JSON.stringify(move)} in ${rules.encodeState(state)}`);
    reports[p].push({ timeMs: report.timeMs, longestSliceMs: report.longestSliceMs, depth: report.depth, nodes: report.nodes });
    if (report.longestSliceMs >= SLICE_LIMIT_MS) {
      spikes.push({ level: seats[p], position: rules.encodeState(state), rngState, longestSliceMs: report.longestSliceMs });
    }
    if (rules.moveEffects(state, move.cell).replay) replays++;
    cells.push(move.cell);
    state = rules.apply(state, move);
    status = rules.status(state);
  }
  return { winner: status.winners.length ? status.winners[0] : null, scores: [...state.scores], replays, cells: cells.join(','), reports, spikes };
}

// When this file runs as a bench worker, it plays the games it is handed (import() loads the engine once).
serveTasks(WORKER_ROLE, async (task) => playGame(await import(ENGINE.href), task));

// ------------------------------------------------------------------- main --

/** Moves whose slice reached the limit, thought again alone (same position and RNG state): a stall of the machine does not come back. */
async function replaySpikes(engine, spikes) {
  const { kitesRules: rules, rngFromState } = engine;
  const out = [];
  for (const spike of spikes.slice(0, MAX_REPLAYS)) {
    let report = null;
    await rules.think(rules.decodeState(spike.position), spike.level, { rng: rngFromState(spike.rngState), onReport: (r) => (report = r) });
    out.push({ ...spike, replayedSliceMs: report.longestSliceMs });
  }
  return out;
}

/**
 * Runs the whole benchmark and prints its tables with the caller's helpers
 * (run.mjs's `printTable` and `stats`). Returns the numbers for
 * .bench/results.json and whether every target passed.
 */
export async function benchKites({ quick = false, printTable, stats }) {
  const engine = await import(ENGINE.href);
  const pct = (x) => `${(100 * x).toFixed(1)} %`;
  const fmt = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

  const seeds = quick ? QUICK_SEEDS : SEEDS;
  const pairings = [...LEVELS.map((level) => [level, 'greedy']), ['normal', 'easy'], ['hard', 'easy'], ['hard', 'normal']];
  const tasks = [];
  for (const [a, b] of pairings) {
    for (let seed = 0; seed < seeds; seed++) {
      tasks.push({ a, b, seed, seats: [a, b] });
      tasks.push({ a, b, seed, seats: [b, a] });
    }
  }
  // The slowest games (hard's) first, so the two workers finish together.
  const cost = (t) => (t.a === 'hard' || t.b === 'hard' ? 2 : t.a === 'normal' || t.b === 'normal' ? 1 : 0);
  const order = tasks.map((_, i) => i).sort((i, j) => cost(tasks[j]) - cost(tasks[i]) || i - j);
  const workerCount = Math.max(1, Math.min(2, availableParallelism()));
  process.stdout.write(`Playing ${tasks.length} Kites games on ${workerCount} worker threads... `);
  const loadBefore = loadavg()[0];
  const started = performance.now();
  const played = await runOnWorkers(
    new URL(import.meta.url),
    WORKER_ROLE,
    order.map((i) => tasks[i]),
    workerCount,
  );
  const seconds = (performance.now() - started) / 1000;
  const loadAfter = loadavg()[0];
  console.log(`done in ${seconds.toFixed(0)} s (load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${availableParallelism()} cores)\n`);
  const games = order.map((i, k) => ({ ...tasks[i], ...played[k] }));

  const matches = pairings.map(([a, b]) => {
    const mine = games.filter((g) => g.a === a && g.b === b);
    const seatOf = (g) => g.seats.indexOf(a);
    const wins = mine.filter((g) => g.winner === seatOf(g)).length;
    const draws = mine.filter((g) => g.winner === null).length;
    const margin = mine.reduce((s, g) => s + g.scores[seatOf(g)] - g.scores[1 - seatOf(g)], 0) / mine.length;
    return {
      a,
      b,
      games: mine.length,
      distinct: new Set(mine.map((g) => g.cells)).size,
      wins,
      draws,
      losses: mine.length - wins - draws,
      winRate: wins / mine.length,
      meanMargin: margin,
      meanReplays: mine.reduce((s, g) => s + g.replays, 0) / mine.length,
    };
  });
  console.log(`Kites matches: ${seeds} seeds x both seats per pairing, size 2 (72 kites), 6 colours, 2 players\n`);
  printTable(
    ['Level', 'Opponent', 'Games', 'Distinct', 'Wins', 'Draws', 'Losses', 'Win %', 'Mean margin (points)', 'Extra moves per game'],
    matches.map((m) => [m.a, m.b, m.games, m.distinct, m.wins, m.draws, m.losses, pct(m.winRate), m.meanMargin.toFixed(1), m.meanReplays.toFixed(1)]),
    'llrrrrrrrr',
  );

  const moves = {};
  for (const g of games) g.seats.forEach((level, p) => (moves[level] ??= []).push(...g.reports[p]));
  const timing = summarizeMoves(['greedy', ...LEVELS], moves, stats, SLICE_LIMIT_MS);
  console.log(`Kites computer moves in those games (${workerCount} games at a time), in ms\n`);
  printTable(moveHeaders(SLICE_LIMIT_MS), moveRows(timing, fmt), 'lrrrrrrrr');

  const allSpikes = games.flatMap((g) => g.spikes);
  const spikes = await replaySpikes(engine, allSpikes);
  if (spikes.length) {
    console.log(`Moves with a slice of ${SLICE_LIMIT_MS} ms or more, thought again alone (same position and RNG state), in ms\n`);
    printTable(
      ['Level', 'Position', 'Slice in the match', 'Slice alone'],
      spikes.map((s) => [s.level, s.position, fmt(s.longestSliceMs), fmt(s.replayedSliceMs)]),
      'llrr',
    );
  }
  const replayedMax = Math.max(0, ...spikes.map((s) => s.replayedSliceMs));

  const hardVsGreedy = matches.find((m) => m.a === 'hard' && m.b === 'greedy');
  const hard = timing.find((t) => t.level === 'hard');
  const longest = Math.max(...timing.map((t) => t.longestSliceMs));
  const targets = [
    { target: `hard beats greedy in >= ${pct(TARGET_WIN_RATE)} of games`, value: pct(hardVsGreedy.winRate), pass: hardVsGreedy.winRate >= TARGET_WIN_RATE },
    { target: `hard's median move < ${TARGET_MEDIAN_MS} ms`, value: `${fmt(hard.time.median)} ms`, pass: hard.time.median < TARGET_MEDIAN_MS },
    {
      target: `longest slice of any level < ${SLICE_LIMIT_MS} ms`,
      value: spikes.length ? `${fmt(longest)} ms in the matches; ${fmt(replayedMax)} ms alone` : `${fmt(longest)} ms`,
      // A spike that does not come back when the move is thought alone was the machine, not the search.
      pass: longest < SLICE_LIMIT_MS || (allSpikes.length === spikes.length && replayedMax < SLICE_LIMIT_MS),
    },
  ];
  console.log('Kites targets\n');
  printTable(
    ['Target', 'Measured', 'Result'],
    targets.map((t) => [t.target, t.value, t.pass ? 'PASS' : 'FAIL']),
    'lrl',
  );

  return {
    passed: targets.every((t) => t.pass),
    results: { quick, seconds, workers: workerCount, matches, moves: timing, spikes, loadAverage: { before: loadBefore, after: loadAfter }, targets },
  };
}
