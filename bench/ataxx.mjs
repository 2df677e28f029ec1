// Standard Ataxx benchmark (<infection-board rules="ataxx">, boardlets-uai),
// run by bench/run.mjs (`npm run bench -- --only ataxx --quick` while developing).
// It uses the BUILT engine, dist/engine.js, so it measures what ships.
//
//  1. Perft from the standard start and from the start with four gaps, depths
//     5 and 6 (the bitboard move generator, counted as Ataxx engines count:
//     a pass is a move), timed, in nodes per second; depths 1-5 must match the
//     published tables (issue 19).
//  2. Matches under Ataxx rules from the standard start: each search level
//     against greedy and against each other, SEEDS seeds x both colours (a
//     seed changes only the players' tie-breaks and noise), on 2 worker
//     threads. Games end by Ataxx's rules (full board, no pieces, blocked,
//     fifty moves, threefold repetition); PLY_CAP is a safety net.
//  3. Move times of every computer move of those matches, per level.
//
// Targets (a failure makes the exit code 1): the perft counts match, and
// hard beats greedy in at least 90 % of games.
import { availableParallelism } from 'node:os';
import { moveHeaders, moveRows, runOnWorkers, serveTasks, summarizeMoves } from './workers.mjs';

const ENGINE = new URL('../dist/engine.js', import.meta.url);
const WORKER_ROLE = 'ataxx-bench';
const LEVELS = ['easy', 'normal', 'hard'];
const SEEDS = 4;
const QUICK_SEEDS = 1;
const PLY_CAP = 600;
const SLICE_LIMIT_MS = 50;
const TARGET_WIN_RATE = 0.9;
const STARTS = [
  { name: 'standard start', fen: 'x5o/7/7/7/7/7/o5x x 0 1', published: [16, 256, 6460, 155888, 4752668] },
  { name: 'four gaps', fen: 'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1', published: [14, 196, 4184, 86528, 2266352] },
];

/** Plays one game; returns its result and every move's report. */
async function playGame(engine, { green, yellow, seed }) {
  const { ataxxRules: rules, createRng } = engine;
  let state = rules.parseFen(rules.START_FEN);
  const players = [green, yellow];
  const rngs = [createRng(`ataxx-bench-${seed}-x`), createRng(`ataxx-bench-${seed}-o`)];
  const reports = [[], []];
  let status = rules.status(state);
  let plies = 0;
  while (!status.over && plies < PLY_CAP) {
    const side = state.toMove;
    let report = null;
    const move = await rules.thinkAtaxx(state, players[side], { rng: rngs[side], onReport: (r) => (report = r) });
    if (!move || !rules.isLegal(state, move)) throw new Error(`${players[side]} played ${JSON.stringify(move)} in ${rules.formatFen(state)}`);
    reports[side].push({ timeMs: report.timeMs, longestSliceMs: report.longestSliceMs, depth: report.depth, nodes: report.nodes });
    state = rules.apply(state, move);
    status = rules.status(state);
    plies++;
  }
  const { green: g, yellow: y } = rules.count(state);
  const winner = status.over ? (status.winners.length ? status.winners[0] : null) : g === y ? null : g > y ? 0 : 1;
  return { winner, reason: status.over ? status.reason : 'ply-cap', plies, reports };
}

serveTasks(WORKER_ROLE, async (task) => playGame(await import(ENGINE.href), task));

export async function benchAtaxx({ quick = false, printTable, stats }) {
  const engine = await import(ENGINE.href);
  const { ataxxRules: rules } = engine;
  const pct = (x) => `${(100 * x).toFixed(1)} %`;
  const fmt = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

  // Perft.
  const perft = [];
  for (const start of STARTS) {
    const state = rules.parseFen(start.fen);
    const published = [1, 2, 3, 4, 5].every((d) => rules.perft(state, d) === start.published[d - 1]);
    for (const depth of [5, 6]) {
      rules.perft(state, 4); // warm up
      const t = performance.now();
      const nodes = rules.perft(state, depth);
      const ms = performance.now() - t;
      perft.push({ start: start.name, fen: start.fen, depth, nodes, ms, nodesPerSecond: (nodes / ms) * 1000, published });
    }
  }
  console.log('Ataxx perft (bitboards; a pass counts as a move)\n');
  printTable(
    ['Start', 'Depth', 'Nodes', 'Time', 'Nodes/s', 'Depths 1-5 as published'],
    perft.map((r) => [r.start, r.depth, r.nodes.toLocaleString('en-US'), `${fmt(r.ms)} ms`, `${(r.nodesPerSecond / 1e6).toFixed(1)} M/s`, r.published ? 'yes' : 'NO']),
    'lrrrrl',
  );

  // Matches.
  const seeds = quick ? QUICK_SEEDS : SEEDS;
  const pairings = [...LEVELS.map((level) => [level, 'greedy']), ['normal', 'easy'], ['hard', 'easy'], ['hard', 'normal']];
  const tasks = [];
  for (const [a, b] of pairings) {
    for (let seed = 0; seed < seeds; seed++) {
      tasks.push({ a, b, seed, green: a, yellow: b });
      tasks.push({ a, b, seed, green: b, yellow: a });
    }
  }
  const cost = (t) => (t.a === 'hard' || t.b === 'hard' ? 2 : t.a === 'normal' || t.b === 'normal' ? 1 : 0);
  const order = tasks.map((t, i) => i).sort((i, j) => cost(tasks[j]) - cost(tasks[i]) || i - j);
  const workerCount = Math.max(1, Math.min(2, availableParallelism()));
  process.stdout.write(`Playing ${tasks.length} Ataxx games on ${workerCount} worker threads... `);
  const started = performance.now();
  const played = await runOnWorkers(new URL(import.meta.url), WORKER_ROLE, order.map((i) => tasks[i]), workerCount);
  const seconds = (performance.now() - started) / 1000;
  console.log(`done in ${seconds.toFixed(0)} s\n`);
  const games = order.map((i, k) => ({ ...tasks[i], ...played[k] }));
  const matches = pairings.map(([a, b]) => {
    const mine = games.filter((g) => g.a === a && g.b === b);
    const wins = mine.filter((g) => g.winner === (g.green === a ? 0 : 1)).length;
    const draws = mine.filter((g) => g.winner === null).length;
    const reasons = {};
    for (const g of mine) reasons[g.reason] = (reasons[g.reason] ?? 0) + 1;
    return { a, b, games: mine.length, wins, draws, losses: mine.length - wins - draws, winRate: wins / mine.length, reasons, meanPlies: mine.reduce((s, g) => s + g.plies, 0) / mine.length };
  });
  console.log(`Ataxx matches: ${seeds} seed${seeds === 1 ? '' : 's'} x both colours per pairing, from the standard start\n`);
  printTable(
    ['Level', 'Opponent', 'Games', 'Wins', 'Draws', 'Losses', 'Win %', 'Endings', 'Mean plies'],
    matches.map((m) => [m.a, m.b, m.games, m.wins, m.draws, m.losses, pct(m.winRate), Object.entries(m.reasons).map(([r, n]) => `${r} ${n}`).join(', '), m.meanPlies.toFixed(1)]),
    'llrrrrrlr',
  );

  const moves = {};
  for (const g of games) for (const side of [0, 1]) (moves[side === 0 ? g.green : g.yellow] ??= []).push(...g.reports[side]);
  const timing = summarizeMoves(['greedy', ...LEVELS], moves, stats, SLICE_LIMIT_MS);
  console.log(`Ataxx computer moves in those games (${workerCount} games at a time), in ms\n`);
  printTable(moveHeaders(SLICE_LIMIT_MS), moveRows(timing, fmt), 'lrrrrrrrr');

  const hardVsGreedy = matches.find((m) => m.a === 'hard' && m.b === 'greedy');
  const targets = [
    { target: 'perft depths 1-5 as published', value: `${perft.filter((r) => r.published).length}/${perft.length}`, pass: perft.every((r) => r.published) },
    { target: `hard beats greedy in >= ${pct(TARGET_WIN_RATE)} of games`, value: pct(hardVsGreedy.winRate), pass: hardVsGreedy.winRate >= TARGET_WIN_RATE },
  ];
  console.log('Ataxx targets\n');
  printTable(['Target', 'Measured', 'Result'], targets.map((t) => [t.target, t.value, t.pass ? 'PASS' : 'FAIL']), 'lrl');
  return { passed: targets.every((t) => t.pass), results: { quick, seconds, workers: workerCount, perft, matches, moves: timing, targets } };
}
