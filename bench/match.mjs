#!/usr/bin/env node
// A UAI match under standard Ataxx rules between any two engines (`npm run match -- ...`):
//
//   node bench/match.mjs --engine1 "node bin/boardlets-uai.mjs" \
//     --engine2 "node /work/baseline/bin/boardlets-uai.mjs" --movetime 100 --games 200
//
// Each opening is played twice, colours swapped; every move is checked
// against the rules (dist/engine.js, so `npm run build` first); an illegal
// move, a crash or a time loss loses the game, with the reason printed.
// Games end as cuteataxx and libataxx end them (the rules: no pieces, full
// board, blocked, fifty moves, threefold repetition), or by the optional
// material and length adjudications. One engine thinks at a time unless
// --concurrency says otherwise. It prints a line per game and a final table:
// W/D/L, score, Elo with its 95 % interval, and in SPRT mode the log-likelihood
// ratio and verdict (the match stops once it is decided). docs/performance.md
// ("UAI match") has an example.
//
// Options (a time control is one of --movetime, --tc, --depth, --nodes):
//   --engine1 CMD, --engine2 CMD   the engines' command lines (required)
//   --name1 TEXT, --name2 TEXT     labels added to the engines' names
//   --option1 K=V, --option2 K=V   a `setoption` for one engine (repeatable); --option K=V for both
//   --movetime MS                  a fixed time a move (default 100)
//   --tc BASE+INC                  seconds on the clock plus increment a move, e.g. 10+0.1
//   --depth N, --nodes N           a fixed depth or node count a move
//   --games N                      games to play, rounded up to pairs (default 100; the most in SPRT mode)
//   --sprt elo0=0,elo1=50[,alpha=0.05,beta=0.05]   stop as soon as the SPRT decides
//   --openings builtin|FILE        gap layouts then seeded 2-4 ply openings (default), or FENs a line
//   --seed TEXT                    seed of the built-in openings
//   --concurrency N                games at a time, each with its own pair of engines (default 1)
//   --adjudicate-material N        a side ahead by N pieces or more wins (default off)
//   --max-moves N                  a draw after N moves (default off: the fifty-move rule ends every game)
//   --timeout-buffer MS            time over --movetime before a loss on time (default 200)
//   --move-timeout MS              with --depth or --nodes, the longest wait for a move before a loss (default 60000)
//   --json FILE                    writes every game and the summary as JSON
//   --quiet                        no line per game
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { formatMatch, matchSummary, sprt } from './lib/match-stats.mjs';
import { ADJUDICATIONS, FAULTS, RULE_ENDINGS, builtinOpenings, playGame, readOpenings } from './lib/ataxx-match.mjs';
import { UaiEngine } from './lib/uai-engine.mjs';

const USAGE = 'usage: node bench/match.mjs --engine1 CMD --engine2 CMD [--movetime MS | --tc BASE+INC | --depth N | --nodes N] [--games N] [--sprt elo0=0,elo1=50] [--option1 K=V] [--option2 K=V] [--openings builtin|FILE] [--concurrency N]';

/** Reads the command line into settings; throws an Error naming what is wrong. */
export function parseArgs(argv) {
  const s = { engines: [null, null], names: ['', ''], options: [[], []], tc: null, games: 100, sprt: null, openings: 'builtin', seed: 'boardlets-match', concurrency: 1, material: 0, maxFullmoves: 0, timeoutBuffer: 200, moveTimeout: 60_000, json: null, quiet: false };
  const whole = (flag, text, min = 1) => {
    if (!/^\d+$/.test(text ?? '') || Number(text) < min) throw new Error(`${flag} takes a whole number of at least ${min}, got "${text ?? ''}"`);
    return Number(text);
  };
  const option = (flag, text) => {
    const at = (text ?? '').indexOf('=');
    if (at <= 0) throw new Error(`${flag} takes NAME=VALUE, like Level=hard, got "${text ?? ''}"`);
    return [text.slice(0, at), text.slice(at + 1)];
  };
  const setTc = (flag, tc) => {
    if (s.tc) throw new Error(`give one time control, not ${flag} as well`);
    s.tc = tc;
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${flag} needs a value`);
      return argv[++i];
    };
    switch (flag) {
      case '--engine1':
      case '--engine2':
        s.engines[Number(flag.at(-1)) - 1] = value();
        break;
      case '--name1':
      case '--name2':
        s.names[Number(flag.at(-1)) - 1] = value();
        break;
      case '--option1':
      case '--option2':
        s.options[Number(flag.at(-1)) - 1].push(option(flag, value()));
        break;
      case '--option': {
        const o = option(flag, value());
        s.options[0].push(o);
        s.options[1].push(o);
        break;
      }
      case '--movetime':
        setTc(flag, { movetime: whole(flag, value()) });
        break;
      case '--depth':
        setTc(flag, { depth: whole(flag, value()) });
        break;
      case '--nodes':
        setTc(flag, { nodes: whole(flag, value()) });
        break;
      case '--tc': {
        const text = value();
        const m = /^(\d+(?:\.\d+)?)(?:\+(\d+(?:\.\d+)?))?$/.exec(text);
        if (!m || Number(m[1]) <= 0) throw new Error(`--tc takes seconds plus increment, like 10+0.1, got "${text}"`);
        setTc(flag, { base: Number(m[1]) * 1000, inc: Number(m[2] ?? 0) * 1000 });
        break;
      }
      case '--games':
        s.games = whole(flag, value());
        break;
      case '--sprt': {
        const text = value();
        const bounds = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };
        for (const part of text.split(',')) {
          const [k, v] = part.split('=');
          if (!(k in bounds) || v === undefined || !Number.isFinite(Number(v))) throw new Error(`--sprt takes elo0=..,elo1=..[,alpha=..,beta=..], got "${text}"`);
          bounds[k] = Number(v);
        }
        if (!(bounds.elo1 > bounds.elo0)) throw new Error(`--sprt needs elo1 above elo0, got "${text}"`);
        s.sprt = bounds;
        break;
      }
      case '--openings':
        s.openings = value();
        break;
      case '--seed':
        s.seed = value();
        break;
      case '--concurrency':
        s.concurrency = whole(flag, value());
        break;
      case '--adjudicate-material':
        s.material = whole(flag, value());
        break;
      case '--max-moves':
        s.maxFullmoves = whole(flag, value());
        break;
      case '--timeout-buffer':
        s.timeoutBuffer = whole(flag, value(), 0);
        break;
      case '--move-timeout':
        s.moveTimeout = whole(flag, value());
        break;
      case '--json':
        s.json = value();
        break;
      case '--quiet':
        s.quiet = true;
        break;
      case '--help':
      case '-h':
        throw new Error(USAGE);
      default:
        throw new Error(`unknown option "${flag}"; ${USAGE}`);
    }
  }
  if (!s.engines[0] || !s.engines[1]) throw new Error(`--engine1 and --engine2 are required; ${USAGE}`);
  s.tc ??= { movetime: 100 };
  s.games += s.games % 2;
  return s;
}

const RESULT_TEXT = (winner) => (winner === 0 ? '1-0' : winner === 1 ? '0-1' : '1/2-1/2');

/**
 * Plays the match and returns its record. `log` prints a line. The games are
 * pairs: game 2k and 2k+1 play opening k, engine 1 as x then as o.
 */
export async function runMatch(s, log = console.log) {
  const openings = s.openings === 'builtin' ? builtinOpenings(s.games / 2, s.seed) : readOpenings(s.openings);
  const tally = { wins: 0, draws: 0, losses: 0 };
  const endings = {};
  const games = [];
  const perEngine = [0, 1].map(() => ({ moves: 0, ms: 0, maxMs: 0, depths: 0, depthSum: 0 }));
  /** The engines' names (their `id name` and label), once started. */
  const names = ['engine 1', 'engine 2'];
  let next = 0;
  let verdict = null;
  const note = (text) => log(`note: ${text}`);
  const tcText = s.tc.movetime !== undefined ? `movetime ${s.tc.movetime} ms` : s.tc.depth !== undefined ? `depth ${s.tc.depth}` : s.tc.nodes !== undefined ? `nodes ${s.tc.nodes}` : `${s.tc.base / 1000}+${s.tc.inc / 1000} s`;

  const worker = async () => {
    const pair = [0, 1].map((e) => new UaiEngine(s.engines[e], { options: s.options[e], label: s.names[e] || `(${e + 1})`, onNote: note }));
    try {
      for (;;) {
        if (verdict || next >= s.games) return;
        const index = next++;
        for (const engine of pair) if (!engine.child || engine.exitReason) await engine.start();
        [names[0], names[1]] = [pair[0].name, pair[1].name];
        const opening = openings[Math.floor(index / 2) % openings.length];
        const swap = index % 2 === 1;
        const players = swap ? [pair[1], pair[0]] : [pair[0], pair[1]];
        const game = await playGame(players, opening, { tc: s.tc, timeoutBuffer: s.timeoutBuffer, moveTimeout: s.moveTimeout, material: s.material, maxFullmoves: s.maxFullmoves });
        // From engine 1's side: it is x unless swapped.
        const one = swap ? 1 : 0;
        if (game.winner === null) tally.draws++;
        else if (game.winner === one) tally.wins++;
        else tally.losses++;
        endings[game.reason] = (endings[game.reason] ?? 0) + 1;
        [0, 1].forEach((side) => {
          const from = game.stats[side];
          const to = perEngine[side === one ? 0 : 1];
          to.moves += from.moves;
          to.ms += from.ms;
          to.maxMs = Math.max(to.maxMs, from.maxMs);
          to.depths += from.depths;
          to.depthSum += from.depthSum;
        });
        games.push({ index: index + 1, x: players[0].name, o: players[1].name, opening, result: RESULT_TEXT(game.winner), reason: game.reason, detail: game.detail, plies: game.plies, moves: game.moves, fen: game.fen });
        const test = s.sprt ? sprt(tally, s.sprt) : null;
        if (!s.quiet) {
          const openingText = `${opening.fen}${opening.moves.length ? ` moves ${opening.moves.join(' ')}` : ''}`;
          const why = game.detail ? ` (${game.detail})` : '';
          const llr = test ? ` | LLR ${test.llr.toFixed(2)} [${test.lower.toFixed(2)}, ${test.upper.toFixed(2)}]` : '';
          log(`[${String(index + 1).padStart(String(s.games).length)}/${s.games}] ${players[0].name} (x) - ${players[1].name} (o), opening ${Math.floor(index / 2) + 1} (${openingText}): ${RESULT_TEXT(game.winner)} by ${game.reason}${why} in ${game.plies} plies | ${formatMatch(tally)}${llr}`);
        }
        if (test && test.verdict !== 'continue') verdict = test;
      }
    } finally {
      await Promise.all(pair.map((e) => e.quit()));
    }
  };
  await Promise.all(Array.from({ length: Math.min(s.concurrency, s.games) }, worker));
  return { names, tally, endings, games, perEngine, verdict, tcText, openings: openings.length };
}

/** The final table, as Markdown lines. */
export function formatReport(s, record) {
  const { tally, endings, perEngine, verdict, tcText } = record;
  const sum = matchSummary(tally);
  const [one, two] = record.names;
  const elo = (x) => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${x.toFixed(0)}` : x > 0 ? '+inf' : '-inf');
  const lines = [
    '',
    `Match: ${one} vs ${two}, ${tcText}, ${sum.games} games (${record.openings} openings, colours swapped)`,
    '',
    '| Engine | Games | Wins | Draws | Losses | Score | Elo [95 %] | Mean depth | Mean move | Longest move |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
  ];
  const row = (name, w, d, l, e, stats) => {
    const depth = stats.depths ? (stats.depthSum / stats.depths).toFixed(1) : '-';
    const mean = stats.moves ? `${(stats.ms / stats.moves).toFixed(0)} ms` : '-';
    lines.push(`| ${name} | ${sum.games} | ${w} | ${d} | ${l} | ${((100 * (w + d / 2)) / Math.max(1, sum.games)).toFixed(1)} % | ${e} | ${depth} | ${mean} | ${stats.moves ? `${stats.maxMs.toFixed(0)} ms` : '-'} |`);
  };
  row(one, tally.wins, tally.draws, tally.losses, `${elo(sum.elo)} [${elo(sum.eloLow)}, ${elo(sum.eloHigh)}]`, perEngine[0]);
  row(two, tally.losses, tally.draws, tally.wins, `${elo(-sum.elo)} [${elo(-sum.eloHigh)}, ${elo(-sum.eloLow)}]`, perEngine[1]);
  lines.push('');
  const order = [...RULE_ENDINGS, ...ADJUDICATIONS, ...FAULTS];
  lines.push(`Endings: ${order.filter((r) => endings[r]).map((r) => `${r} ${endings[r]}`).join(', ') || 'none'}`);
  lines.push(`Result: ${formatMatch(tally)}`);
  if (s.sprt) {
    const t = sprt(tally, s.sprt);
    const decided = verdict ?? t;
    const text = decided.verdict === 'H1' ? 'H1 accepted (a gain: elo1 rather than elo0)' : decided.verdict === 'H0' ? 'H0 accepted (no gain: elo0 rather than elo1)' : 'undecided (the game limit came first)';
    lines.push(`SPRT elo0=${s.sprt.elo0} elo1=${s.sprt.elo1} alpha=${s.sprt.alpha} beta=${s.sprt.beta}: LLR ${t.llr.toFixed(2)} [${t.lower.toFixed(2)}, ${t.upper.toFixed(2)}], ${text}`);
  }
  return lines;
}

async function main() {
  let s;
  try {
    s = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  let record;
  try {
    record = await runMatch(s);
  } catch (error) {
    console.error(`match stopped: ${error.message}`);
    process.exit(1);
  }
  for (const line of formatReport(s, record)) console.log(line);
  if (s.json) writeFileSync(s.json, `${JSON.stringify({ settings: s, ...record, summary: matchSummary(record.tally) }, null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
