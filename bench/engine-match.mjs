#!/usr/bin/env node
// An in-process match between two builds of the engine (two dist/engine.js
// files), for one game at one level and one time per move: how every strength
// change of the computers is measured against the previous version.
//
//   node bench/engine-match.mjs [--game ataxx|infection|kites] [--level hard]
//     [--ms 100] [--games 400] [--sprt 150,250] [--alpha 0.05] [--beta 0.05]
//     [--seed match] [--new dist/engine.js] [--old /work/baseline/dist/engine.js]
//     [--cpu-clock] [--balanced [nodes]] [--balanced-max N]
//
// - One engine thinks at a time, in this one thread, each with the same time
//   per move (`timeBudgetMs`), so on a loaded machine both play under the same load.
// - Openings: gap (obstacle) layouts and 2-4 random plies from a seeded RNG;
//   each opening is played twice, colours swapped.
// - With --balanced, openings already decided are left out: the previous
//   (--old) build's `hard` searches each opening for a fixed number of nodes
//   (20,000 unless given), and an opening where it finds a forced win or loss
//   for either side (or, with --balanced-max N, a score beyond N hundredths of
//   a piece) is skipped for the next one. Such an opening is won by the same
//   colour whoever plays it, one game each, which pulls every score towards
//   50 %. Bounded by nodes, on the frozen build, so the openings are the same
//   on every machine and for every new build measured against that old one.
// - With --cpu-clock both builds read this process's CPU time instead of the
//   wall clock (both builds' clocks read `performance.now()`; it is replaced
//   before they are imported), so other jobs on a loaded machine neither
//   shorten a move's thinking nor favour one side: the figures are those of
//   an idle core, and the match takes longer in wall time instead.
// - Every move is checked legal with the new build's rules, and games end by
//   the rules (Ataxx: full board, no pieces, both blocked, the fifty-move
//   rule and threefold repetition, as libataxx; Infection: full board, no
//   move, repetition; Kites: the board full). A ply cap is only a safety net
//   (scored by the count).
// - Prints W/D/L from the new build's side, score and Elo with the 95 %
//   interval (bench/lib/match-stats.mjs); with --sprt elo0,elo1 it stops as
//   soon as the SPRT accepts either hypothesis (or at --games).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ATAXX_LAYOUTS } from './lib/ataxx-layouts.mjs';
import { formatMatch, matchSummary, sprt } from './lib/match-stats.mjs';

const args = Object.create(null);
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (!a.startsWith('--')) throw new Error(`unexpected argument "${a}"`);
  args[a.slice(2)] = process.argv[i + 1]?.startsWith('--') === false ? process.argv[++i] : 'true';
}
const game = args.game ?? 'ataxx';
if (!['ataxx', 'infection', 'kites'].includes(game)) throw new Error(`--game is ataxx, infection or kites, not "${game}"`);
const level = args.level ?? 'hard';
const ms = Number(args.ms ?? 100);
const maxGames = Number(args.games ?? 400);
const seed = args.seed ?? 'match';
const sprtBounds = args.sprt ? args.sprt.split(',').map(Number) : null;
const sprtOptions = sprtBounds ? { elo0: sprtBounds[0], elo1: sprtBounds[1], alpha: Number(args.alpha ?? 0.05), beta: Number(args.beta ?? 0.05) } : null;
const PLY_CAP = 1000;
const balanced = args.balanced !== undefined;
const balanceNodes = balanced && args.balanced !== 'true' ? Number(args.balanced) : 20000;
const balanceMax = Number(args['balanced-max'] ?? 900000);
if (balanced && !(balanceNodes > 0 && balanceMax > 0)) throw new Error('--balanced takes a node count and --balanced-max a score, both positive');

const wallNow = performance.now.bind(performance);
if (args['cpu-clock'] === 'true') {
  const cpuNow = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  Object.defineProperty(globalThis, 'performance', { value: { now: cpuNow, timeOrigin: 0 }, configurable: true, writable: true });
}

const here = new URL('.', import.meta.url);
const newPath = args.new ? pathToFileURL(resolve(args.new)).href : new URL('../dist/engine.js', here).href;
const oldFile = resolve(args.old ?? '/work/baseline/dist/engine.js');
if (!existsSync(oldFile)) {
  console.error(
    `No previous build at ${oldFile}. Build one from the commit to compare with, for example:\n` +
      '  git worktree add ../baseline <commit> && (cd ../baseline && npm ci && npm run build)\n' +
      'then pass --old ../baseline/dist/engine.js.',
  );
  process.exit(2);
}
const oldPath = pathToFileURL(oldFile).href;
const engines = [await import(newPath), await import(`${oldPath}?old`)];
const { createRng } = engines[0];

/** The game's rules and computer, through one build: a uniform face for the match. */
function face(engine) {
  if (game === 'ataxx') {
    const r = engine.ataxxRules;
    return {
      rules: r,
      think: (state, rng) => r.thinkAtaxx(state, level, { rng, timeBudgetMs: ms }),
      key: (m) => (r.isPass(m) ? '0000' : r.formatMove(m)),
    };
  }
  if (game === 'infection') {
    const r = engine.infectionRules;
    return { rules: r, think: (state, rng) => r.think(state, level, { rng, timeBudgetMs: ms }), key: (m) => `${m.from}-${m.to}` };
  }
  const r = engine.kitesRules;
  return { rules: r, think: (state, rng) => r.think(state, level, { rng, timeBudgetMs: ms }), key: (m) => JSON.stringify(m) };
}

const faces = engines.map(face);
const rules = faces[0].rules;

/** Candidate opening `i`: a layout and 2-4 random plies, the same for both colourings. */
function candidate(i) {
  const rng = createRng(`${seed}-${game}-opening-${i}`);
  let state;
  if (game === 'ataxx') state = rules.parseFen(ATAXX_LAYOUTS[i % ATAXX_LAYOUTS.length]);
  else if (game === 'infection') state = rules.setup({ size: 6, obstacles: [0, 2, 4, 5, 6][i % 5] }, rng);
  else state = rules.setup({}, rng);
  const plies = 2 + Math.floor(rng.next() * 3);
  for (let p = 0; p < plies; p++) {
    if (rules.status(state).over) break;
    state = rules.apply(state, rng.pick(rules.legalMoves(state)));
  }
  return rules.status(state).over ? candidate(i + 1000) : state;
}

/** The old build's score of `state` for player 0 after a search of `balanceNodes` nodes (see --balanced). */
async function balanceScore(state) {
  let score = 0;
  const r = faces[1].rules;
  const options = { rng: createRng(`${seed}-balance`), maxNodes: balanceNodes, timeBudgetMs: Infinity, onReport: (report) => (score = report.score) };
  if (game === 'ataxx') await r.thinkAtaxx(state, 'hard', options);
  else await r.think(state, 'hard', options);
  return state.toMove === 0 ? score : -score;
}

const accepted = [];
let nextCandidate = 0;
let skipped = 0;
/** Opening `i` of the match: candidate openings in order, less those --balanced leaves out. */
async function opening(i) {
  while (accepted.length <= i) {
    const state = candidate(nextCandidate++);
    if (balanced && Math.abs(await balanceScore(state)) > balanceMax) skipped++;
    else accepted.push(state);
  }
  return accepted[i];
}

/** Plays one game; `newSide` is the new build's player index. Returns 1, 0.5 or 0 for the new build, and how it ended. */
async function play(start, newSide, gameIndex) {
  let state = start;
  const rngs = [createRng(`${seed}-${gameIndex}-a`), createRng(`${seed}-${gameIndex}-b`)];
  let plies = 0;
  let status = rules.status(state);
  while (!status.over && plies < PLY_CAP) {
    const side = state.toMove;
    const who = side === newSide ? 0 : 1;
    const move = await faces[who].think(state, rngs[side]);
    if (!move || !rules.isLegal(state, move)) {
      throw new Error(`${who === 0 ? 'new' : 'old'} build played ${JSON.stringify(move)}, not legal in ${game === 'ataxx' ? rules.formatFen(state) : JSON.stringify(state)}`);
    }
    state = rules.apply(state, move);
    status = rules.status(state);
    plies++;
  }
  let winners = status.over ? status.winners : null;
  if (!winners) {
    const c = rules.count(state);
    winners = c.green === c.yellow ? [] : [c.green > c.yellow ? 0 : 1];
  }
  const result = winners.length !== 1 ? 0.5 : winners[0] === newSide ? 1 : 0;
  return { result, reason: status.over ? status.reason : 'ply-cap', plies };
}

const tally = { wins: 0, draws: 0, losses: 0 };
const reasons = {};
const started = wallNow();
console.log(`${game} ${level}, ${ms} ms a move${args['cpu-clock'] === 'true' ? ' of CPU time' : ''}: ${newPath} (new) against ${oldPath} (old)${sprtOptions ? `, SPRT elo0=${sprtOptions.elo0} elo1=${sprtOptions.elo1}` : ''}${balanced ? `, balanced openings (${balanceNodes} nodes)` : ''}`);
let verdict = 'continue';
for (let g = 0; g < maxGames && verdict === 'continue'; g++) {
  const start = await opening(g >> 1);
  const newSide = g & 1;
  const { result, reason } = await play(start, newSide, g);
  if (result === 1) tally.wins++;
  else if (result === 0) tally.losses++;
  else tally.draws++;
  reasons[reason] = (reasons[reason] ?? 0) + 1;
  // Decide only after both colours of an opening.
  if (sprtOptions && (g & 1)) verdict = sprt(tally, sprtOptions).verdict;
  if ((g + 1) % 10 === 0 || verdict !== 'continue') {
    const s = sprtOptions ? ` LLR ${sprt(tally, sprtOptions).llr.toFixed(2)}` : '';
    console.log(`${g + 1} games: ${formatMatch(tally)}${s} (${((wallNow() - started) / 1000).toFixed(0)} s)`);
  }
}
const summary = matchSummary(tally);
console.log(`\nResult: ${formatMatch(tally)}`);
if (balanced) console.log(`Openings: ${accepted.length} played, ${skipped} left out as decided (--balanced ${balanceNodes} nodes, beyond ${balanceMax})`);
console.log(`Endings: ${Object.entries(reasons).map(([r, n]) => `${r} ${n}`).join(', ')}`);
if (sprtOptions) {
  const s = sprt(tally, sprtOptions);
  console.log(`SPRT (elo0=${sprtOptions.elo0}, elo1=${sprtOptions.elo1}, alpha=${sprtOptions.alpha}, beta=${sprtOptions.beta}): LLR ${s.llr.toFixed(2)} [${s.lower.toFixed(2)}, ${s.upper.toFixed(2)}], ${s.verdict === 'H1' ? 'H1 accepted' : s.verdict === 'H0' ? 'H0 accepted' : 'undecided'}`);
}
console.log(JSON.stringify({ game, level, ms, ...tally, score: summary.score, elo: summary.elo, eloLow: summary.eloLow, eloHigh: summary.eloHigh }));
