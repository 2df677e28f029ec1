// Stained Glass solver benchmark, run by bench/run.mjs (`npm run bench`), or
// alone: `node bench/run.mjs --only stained-glass` (after `npm run build`).
// Every budget is a number of positions (nodes), never a time, so the counts
// are the same on every machine; only the times depend on it.
//  1. 100 seeded 6x6 mixed boards, at most 4,000,000 positions each: how many
//     the solver decides (a one-tile finish found, verified by replaying it,
//     or proved impossible) and how many it leaves open.
//  2. `solvable` 8x8 boards (as <stained-glass-board solvable rows="8"
//     cols="8" seed="i"> looks for them), 20 seeds: none may fail.
//  3. A worksheet of 24 8x8 puzzles (as <boardlets-worksheet> makes them).
//  4. Hints: the positions and time a hint takes on the 100 boards.
// It uses the built engine (dist/engine.js), like a page or a server would.
const ENGINE = new URL('../dist/engine.js', import.meta.url);
// The counts can be lowered for a quick look (the tables say how many were run):
// SG_BOARDS, SG_SEEDS and SG_SHEET in the environment.
const env = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const BOARDS = env('SG_BOARDS', 100);
const QUICK_BOARDS = 20;
const MAX_NODES = 4_000_000;
const SOLVABLE_SEEDS = env('SG_SEEDS', 20);
const QUICK_SOLVABLE_SEEDS = 5;
const WORKSHEET_PUZZLES = env('SG_SHEET', 24);
/** As src/components/stained-glass/board-search.ts. */
const HINT_NODES = 200_000;
const TARGET_DECIDED = 98;
const TARGET_SOLVABLE_MEDIAN_MS = 2000;

const ms = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const k = (x) => (x >= 1e6 ? `${(x / 1e6).toFixed(2)} M` : x >= 1e3 ? `${(x / 1e3).toFixed(0)} k` : String(Math.round(x)));

export async function benchStainedGlass({ quick = false, printTable, stats }) {
  const { createRng, stainedGlassRules: sg } = await import(ENGINE.href);
  const boards = quick ? QUICK_BOARDS : BOARDS;

  // 1. The 100 boards.
  const counts = { finishable: 0, unfinishable: 0, open: 0 };
  const times = [];
  const nodes = [];
  const hintTimes = [];
  const hintWords = { finishable: 0, unfinishable: 0, open: 0 };
  const openBoards = [];
  for (let i = 0; i < boards; i++) {
    const board = sg.setup({}, createRng(`stained-glass:bench:${i}`));
    const result = sg.solve(board, { maxNodes: MAX_NODES });
    counts[result.proof]++;
    if (result.proof === 'open') openBoards.push(i);
    times.push(result.timeMs);
    nodes.push(result.nodes);
    if (result.proof === 'finishable' && !sg.replaysToOneTile(board, result.line)) throw new Error(`board ${i}: the solver's line does not replay to one tile`);
    const hint = sg.solve(board, { maxNodes: HINT_NODES });
    hintWords[hint.proof]++;
    hintTimes.push(hint.timeMs);
  }
  const decided = counts.finishable + counts.unfinishable;
  const t = stats(times);
  const n = stats(nodes);
  console.log(`Stained Glass solver on ${boards} seeded 6x6 mixed boards, at most ${k(MAX_NODES)} positions each\n`);
  printTable(
    ['Decided', 'Finish found (replayed)', 'No finish (proved)', 'Open', 'Positions median / p90 / max', 'Time median / p90 / max ms'],
    [[decided, counts.finishable, counts.unfinishable, counts.open, `${k(n.median)} / ${k(n.p90)} / ${k(n.max)}`, `${ms(t.median)} / ${ms(t.p90)} / ${ms(t.max)}`]],
    'rrrrrr',
  );
  console.log(`\nOpen boards (seed \`stained-glass:bench:<i>\`): ${openBoards.join(', ') || 'none'}.`);
  const h = stats(hintTimes);
  console.log(`\nA hint from each board's start (${k(HINT_NODES)} positions): finish found ${hintWords.finishable}, none (proved) ${hintWords.unfinishable}, open ${hintWords.open}; time median ${ms(h.median)} ms, max ${ms(h.max)} ms.\n`);

  // 2. `solvable` 8x8.
  const seeds = quick ? Math.min(QUICK_SOLVABLE_SEEDS, SOLVABLE_SEEDS) : SOLVABLE_SEEDS;
  const rows = [];
  const solvableTimes = [];
  let failed = 0;
  for (let i = 0; i < seeds; i++) {
    const started = performance.now();
    const found = await sg.findSolvableBoard({ rows: 8, cols: 8, palette: 'mixed' }, createRng(`stained-glass:solvable:${i}`), { sliceMs: 50 });
    const took = performance.now() - started;
    const proven = found.proven && sg.replaysToOneTile(found.state, found.line);
    if (!proven) failed++;
    solvableTimes.push(took);
    rows.push([i, proven ? 'proven' : 'FAILED', found.attempts, k(found.nodes), ms(took)]);
  }
  const st = stats(solvableTimes);
  console.log(`\`solvable\` 8x8 mixed boards, seeds 0..${seeds - 1} (the element's defaults: built backwards from one tile, up to 400 tries, then 40 deals searched, 400 k positions each, 4 M in all)\n`);
  printTable(['Seed', 'Board', 'Boards tried', 'Positions', 'Time ms'], rows, 'rlrrr');
  console.log(`\nProven ${seeds - failed} of ${seeds}; time median ${ms(st.median)} ms, p90 ${ms(st.p90)} ms, max ${ms(st.max)} ms.\n`);

  // 3. A worksheet of 24 8x8 puzzles (src/components/worksheet/puzzles.ts: seed `${sheet}:${i}`, 20 boards and 2 M positions a round, up to 3 rounds).
  let sheetProven = 0;
  const sheetStarted = performance.now();
  const puzzles = quick ? Math.min(6, WORKSHEET_PUZZLES) : WORKSHEET_PUZZLES;
  for (let i = 1; i <= puzzles; i++) {
    for (let round = 0; round < 3; round++) {
      const rng = createRng(`stained-glass:worksheet:bench:${i}${round ? `:${round}` : ''}`);
      const found = await sg.findSolvableBoard({ rows: 8, cols: 8, palette: 'mixed' }, rng, { attempts: 20, totalNodes: 2_000_000, sliceMs: 50 });
      if (found.proven) {
        sheetProven++;
        break;
      }
    }
  }
  const sheetMs = performance.now() - sheetStarted;
  console.log(`A worksheet of ${puzzles} 8x8 puzzles: ${sheetProven} proven, ready in ${(sheetMs / 1000).toFixed(1)} s.\n`);

  const targets = [
    [`decided (of ${boards}) >= ${Math.round((TARGET_DECIDED * boards) / 100)}`, String(decided), decided >= Math.round((TARGET_DECIDED * boards) / 100)],
    ['`solvable` 8x8: none fails', `${failed} failed`, failed === 0],
    [`\`solvable\` 8x8 median < ${TARGET_SOLVABLE_MEDIAN_MS} ms`, `${ms(st.median)} ms`, st.median < TARGET_SOLVABLE_MEDIAN_MS],
    ['worksheet of 8x8 puzzles all proven', `${sheetProven} of ${puzzles}`, sheetProven === puzzles],
  ];
  printTable(['Target', 'Measured', 'Result'], targets.map(([a, b, ok]) => [a, b, ok ? 'PASS' : 'FAIL']), 'lrl');
  return {
    passed: targets.every(([, , ok]) => ok),
    results: { boards, maxNodes: MAX_NODES, decided, ...counts, openBoards, time: t, nodes: n, hint: { nodes: HINT_NODES, ...hintWords, time: h }, solvable: { seeds, failed, time: st }, worksheet: { puzzles, proven: sheetProven, ms: sheetMs } },
  };
}
