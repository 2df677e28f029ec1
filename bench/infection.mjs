// Infection engine benchmark, run by bench/run.mjs after its own tables
// (`npm run bench`; `npm run bench -- --only infection --quick` while developing).
// It uses the BUILT engine, dist/engine.js, so it measures what ships.
//
//  1. Perft: move sequences of 1-4 plies from the standard 6x6 start (five
//     obstacles from a fixed seed) and from the start without obstacles,
//     counted by rules.ts's `perft` and by the search's `perftFast`; both
//     timed (nodes/s = sequences counted per second) and required to agree.
//  2. Matches: each search level against `greedy` and against each other,
//     SEEDS seeds x both colours per pairing, on 2 worker threads (this file,
//     started again as a worker). Every game starts from the standard start
//     with the seed's obstacles; each player draws its ties from its own
//     seeded RNG. A position occurring a third time ends a game (issue 19);
//     PLY_CAP plies stay as a safety net, then the piece count decides (the
//     table says how many).
//  3. Move times: every computer move of those matches, per level: the time
//     `think` took and the longest synchronous slice between two yields to
//     the event loop (what would block a page), both from think's report.
//     The two workers run on the two cores at once, as a page would share a
//     machine with other work. Slices are wall-clock times, so a thread that
//     was not running at all (another process had the core) shows as a long
//     slice: every move with a slice of SLICE_LIMIT_MS or more is thought
//     again alone, from the same position and RNG state, and both are shown.
//
// Targets (PASS/FAIL, and a failure makes the exit code 1): hard beats greedy
// in at least 95 % of games, hard's median move takes under 300 ms, no slice
// of any level reaches 50 ms (or every one that did stays under 50 ms when
// thought again alone), and the two perft counts agree.
import { availableParallelism, loadavg } from 'node:os';
import { moveHeaders, moveRows, runOnWorkers, serveTasks, summarizeMoves } from './workers.mjs';

const ENGINE = new URL('../dist/engine.js', import.meta.url);
const WORKER_ROLE = 'infection-bench';
const LEVELS = ['easy', 'normal', 'hard'];
const SEEDS = 50;
const QUICK_SEEDS = 8;
const PLY_CAP = 300;
const PERFT_DEPTH = 4;
const TARGET_WIN_RATE = 0.95;
const TARGET_MEDIAN_MS = 300;
const SLICE_LIMIT_MS = 50;
const MAX_REPLAYS = 30;

// ----------------------------------------------------------------- worker --

/** Plays one game; returns its result and every move's report. */
async function playGame(engine, { green, yellow, seed }) {
  const { infectionRules: rules, createRng } = engine;
  let state = rules.setup({}, createRng(`infection-bench-${seed}`));
  const players = [green, yellow];
  const rngs = [createRng(`infection-bench-${seed}-green`), createRng(`infection-bench-${seed}-yellow`)];
  const reports = [[], []];
  const spikes = [];
  let status = rules.status(state);
  let plies = 0;
  while (!status.over && plies < PLY_CAP) {
    const side = state.toMove;
    const rngState = rngs[side].state();
    let report = null;
    const move = await rules.think(state, players[side], { rng: rngs[side], onReport: (r) => (report = r) });
    if (!move || !rules.isLegal(state, move)) throw new Error(`${players[side]} played ${JSON.stringify(move)} in ${rules.formatPosition(state)}`);
    reports[side].push({ timeMs: report.timeMs, longestSliceMs: report.longestSliceMs, depth: report.depth, nodes: report.nodes });
    // Kept to be thought again alone (see replaySpikes).
    if (report.longestSliceMs >= SLICE_LIMIT_MS) {
      spikes.push({ level: players[side], position: rules.formatPosition(state), rngState, longestSliceMs: report.longestSliceMs });
    }
    state = rules.apply(state, move);
    status = rules.status(state);
    plies++;
  }
  const { green: g, yellow: y } = rules.count(state);
  // A capped game is adjudicated by the count, like a full board.
  const winner = status.over ? (status.winners.length ? status.winners[0] : null) : g === y ? null : g > y ? 0 : 1;
  return { winner, reason: status.over ? status.reason : 'ply-cap', plies, capped: !status.over, counts: [g, y], reports, spikes };
}

// When this file runs as a bench worker, it plays the games it is handed (import() loads the engine once).
serveTasks(WORKER_ROLE, async (task) => playGame(await import(ENGINE.href), task));

// ------------------------------------------------------------------- main --

/** Calls `fn` until at least `minMs` have passed (and at least once); returns its value and the mean time per call. */
function timeIt(fn, minMs = 100) {
  let runs = 0;
  let value;
  const started = performance.now();
  do {
    value = fn();
    runs++;
  } while (performance.now() - started < minMs);
  return { value, ms: (performance.now() - started) / runs };
}

function measurePerft(engine) {
  const { infectionRules: rules, createRng } = engine;
  const starts = [
    { name: '6x6, 5 obstacles (seed "perft")', state: rules.setup({}, createRng('perft')) },
    { name: '6x6, no obstacles', state: rules.setup({ obstacles: 0 }, createRng('perft')) },
  ];
  const rows = [];
  for (const { name, state } of starts) {
    for (let depth = 1; depth <= PERFT_DEPTH; depth++) {
      const slow = timeIt(() => rules.perft(state, depth));
      const fast = timeIt(() => rules.perftFast(state, depth));
      rows.push({
        start: name,
        position: rules.formatPosition(state),
        depth,
        nodes: slow.value,
        fastNodes: fast.value,
        agree: slow.value === fast.value,
        rulesMs: slow.ms,
        fastMs: fast.ms,
        rulesNodesPerSecond: (slow.value / slow.ms) * 1000,
        fastNodesPerSecond: (fast.value / fast.ms) * 1000,
      });
    }
  }
  return rows;
}

/**
 * A slice is timed by the wall clock, so on a shared machine it also counts
 * the time the thread was not running at all (another process had the core).
 * Each move that had a slice of SLICE_LIMIT_MS or more is thought again here,
 * alone, from the same position with the same RNG state, to tell such stalls
 * from long stretches of search.
 */
async function replaySpikes(engine, spikes) {
  const { infectionRules: rules, rngFromState } = engine;
  const out = [];
  for (const spike of spikes.slice(0, MAX_REPLAYS)) {
    let report = null;
    await rules.think(rules.parsePosition(spike.position), spike.level, { rng: rngFromState(spike.rngState), onReport: (r) => (report = r) });
    out.push({ ...spike, replayedSliceMs: report.longestSliceMs });
  }
  return out;
}

/**
 * Runs the whole benchmark and prints its tables with the caller's helpers
 * (run.mjs's `printTable` and `stats`, so every table looks alike). Returns
 * the numbers for .bench/results.json and whether every target passed.
 */
export async function benchInfection({ quick = false, printTable, stats }) {
  const engine = await import(ENGINE.href);
  const pct = (x) => `${(100 * x).toFixed(1)} %`;
  const fmt = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
  const rate = (x) => (x >= 1e6 ? `${(x / 1e6).toFixed(2)} M/s` : `${(x / 1e3).toFixed(0)} k/s`);

  // Perft.
  const perft = measurePerft(engine);
  console.log(`Infection perft: move sequences from a start position (rules.ts perft vs the search's perftFast), ${PERFT_DEPTH} plies at most\n`);
  printTable(
    ['Start', 'Depth', 'Nodes', 'perft', 'perft nodes/s', 'perftFast', 'perftFast nodes/s', 'Agree'],
    perft.map((r) => [
      r.start,
      r.depth,
      r.nodes.toLocaleString('en-US'),
      `${fmt(r.rulesMs)} ms`,
      rate(r.rulesNodesPerSecond),
      `${fmt(r.fastMs)} ms`,
      rate(r.fastNodesPerSecond),
      r.agree ? 'yes' : `NO (${r.fastNodes})`,
    ]),
    'lrrrrrrl',
  );
  console.log(`Positions: ${[...new Set(perft.map((r) => `"${r.position}"`))].join(', ')}\n`);

  // Matches.
  const seeds = quick ? QUICK_SEEDS : SEEDS;
  const pairings = [
    ...LEVELS.map((level) => [level, 'greedy']),
    ['normal', 'easy'],
    ['hard', 'easy'],
    ['hard', 'normal'],
  ];
  const tasks = [];
  for (const [a, b] of pairings) {
    for (let seed = 0; seed < seeds; seed++) {
      tasks.push({ pairing: `${a}-${b}`, a, b, seed, green: a, yellow: b });
      tasks.push({ pairing: `${a}-${b}`, a, b, seed, green: b, yellow: a });
    }
  }
  // The slowest games (hard's) first, so the two workers finish together.
  const cost = (t) => (t.a === 'hard' || t.b === 'hard' ? 2 : t.a === 'normal' || t.b === 'normal' ? 1 : 0);
  const order = tasks.map((t, i) => i).sort((i, j) => cost(tasks[j]) - cost(tasks[i]) || i - j);
  const workerCount = Math.max(1, Math.min(2, availableParallelism()));
  process.stdout.write(`Playing ${tasks.length} Infection games on ${workerCount} worker threads... `);
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
    const colourOf = (g) => (g.green === a ? 0 : 1);
    const wins = mine.filter((g) => g.winner === colourOf(g)).length;
    const draws = mine.filter((g) => g.winner === null).length;
    return {
      a,
      b,
      games: mine.length,
      wins,
      draws,
      losses: mine.length - wins - draws,
      winRate: wins / mine.length,
      capped: mine.filter((g) => g.capped).length,
      noMoves: mine.filter((g) => g.reason === 'no-moves').length,
      meanPlies: mine.reduce((s, g) => s + g.plies, 0) / mine.length,
    };
  });
  console.log(`Infection matches: ${seeds} seeds x both colours per pairing, 6x6 with 5 obstacles, capped at ${PLY_CAP} plies (then the count decides)\n`);
  printTable(
    ['Level', 'Opponent', 'Games', 'Wins', 'Draws', 'Losses', 'Win %', 'Ended by no moves', 'Capped', 'Mean plies'],
    matches.map((m) => [m.a, m.b, m.games, m.wins, m.draws, m.losses, pct(m.winRate), m.noMoves, m.capped, m.meanPlies.toFixed(1)]),
    'llrrrrrrrr',
  );

  // Move times.
  const moves = {};
  for (const g of games) {
    for (const side of [0, 1]) {
      const level = side === 0 ? g.green : g.yellow;
      (moves[level] ??= []).push(...g.reports[side]);
    }
  }
  const timing = summarizeMoves(['greedy', ...LEVELS], moves, stats, SLICE_LIMIT_MS);
  console.log(`Infection computer moves in those games (${workerCount} games at a time), in ms\n`);
  printTable(moveHeaders(SLICE_LIMIT_MS), moveRows(timing, fmt), 'lrrrrrrrr');

  // Long slices, thought again alone.
  const spikes = await replaySpikes(
    engine,
    games.flatMap((g) => g.spikes),
  );
  if (spikes.length) {
    console.log(`Moves with a slice of ${SLICE_LIMIT_MS} ms or more, thought again alone (same position and RNG state), in ms\n`);
    printTable(
      ['Level', 'Position', 'Slice in the match', 'Slice alone'],
      spikes.map((s) => [s.level, s.position, fmt(s.longestSliceMs), fmt(s.replayedSliceMs)]),
      'llrr',
    );
  }
  const replayedMax = Math.max(0, ...spikes.map((s) => s.replayedSliceMs));
  const unexplained = games.flatMap((g) => g.spikes).length > spikes.length;

  // Targets.
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
      pass: longest < SLICE_LIMIT_MS || (!unexplained && replayedMax < SLICE_LIMIT_MS),
    },
    { target: 'perft and perftFast agree', value: `${perft.filter((r) => r.agree).length}/${perft.length}`, pass: perft.every((r) => r.agree) },
  ];
  console.log('Infection targets\n');
  printTable(
    ['Target', 'Measured', 'Result'],
    targets.map((t) => [t.target, t.value, t.pass ? 'PASS' : 'FAIL']),
    'lrl',
  );

  return {
    passed: targets.every((t) => t.pass),
    results: {
      quick,
      seconds,
      workers: workerCount,
      plyCap: PLY_CAP,
      perft,
      matches,
      moves: timing,
      spikes,
      loadAverage: { before: loadBefore, after: loadAfter },
      targets,
    },
  };
}
