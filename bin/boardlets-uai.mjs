#!/usr/bin/env node
// boardlets-uai: the Ataxx search of boardlets/engine speaking UAI (the
// Universal Ataxx Interface, UCI's sibling) on stdin/stdout, for Ataxx
// tournament managers and GUIs. Plain ESM over the built engine
// (dist/engine.js). docs/uai.md lists every command and option with examples.
//
//   uai | isready | uainewgame | position startpos|fen <fen> [moves m1 m2 ...]
//   setoption name Level value greedy|easy|normal|hard
//   setoption name Hash value <MB, 1-1024>
//   go [movetime ms] [wtime ms btime ms winc ms binc ms] [depth n] [nodes n] [infinite]
//     (a bare `go` thinks until `stop`, as `go infinite`)
//   perft n | divide n | stop | quit
//
// The search runs in slices of a few milliseconds with the event loop turning
// in between, so `stop`, `isready`, `uai` and `quit` are answered while it
// thinks; other commands sent while it thinks wait in a queue for its
// `bestmove` (bin/lib/line-queue.mjs: linear to drain, bounded). A bad
// command, option or limit is answered with `info string ...` and changes
// nothing; a bad `position` line leaves no position at all (every `go`
// answers `bestmove 0000` with an error until a good one), never the previous
// one. The end of the input acts as `quit`: a search in progress stops and
// answers, commands still waiting run (their searches stop at once), then the
// process exits. `x` (who moves first) is Black on the clock (`btime`/`binc`),
// as in libataxx.
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers';
import { ataxxRules, createRng, infectionRules } from '../dist/engine.js';
import { LineQueue } from './lib/line-queue.mjs';
import { thinkBudget } from './lib/clock.mjs';

const { START_FEN, parseFen, formatFen, parseMove, formatMove, apply, isLegal, legalMoves, status, perft, greedyAtaxxMove, ataxxSearch, unpackAtaxxMove } = ataxxRules;

/** Scores at or beyond this are forced wins or losses (the search's WIN less the plies they take). */
const WIN = 1_000_000;
const WIN_BOUND = WIN - 1000;
const SLICE_MS = 10;

/** The levels `setoption name Level` takes: the library's, `hard` (the default) searching as the clock allows. */
const LEVELS = ['greedy', 'easy', 'normal', 'hard'];
const HASH_MIN = 1;
const HASH_MAX = 1024;
/** 4 MB: the library's own table (2^17 entries of 18 bytes, 2.25 MiB) is the largest that fits. */
const HASH_DEFAULT = 4;
const PERFT_MAX = 20;
const OPTIONS_TEXT = `Level (${LEVELS.join(', ')}) and Hash (${HASH_MIN}-${HASH_MAX}, megabytes)`;

const options = { level: 'hard', hash: HASH_DEFAULT };

/** The position `go` answers for, or null after a refused `position` line (`refused` says why). */
let state = parseFen(START_FEN);
let refused = '';
/** The search in progress. */
let current = null;
let games = 0;

const send = (line) => process.stdout.write(`${line}\n`);

/** The position of a `position` line's arguments; throws an Error naming what is wrong. */
function readPosition(args) {
  let i;
  let next;
  if (args[0] === 'startpos') {
    next = parseFen(START_FEN);
    i = 1;
  } else if (args[0] === 'fen') {
    const end = args.indexOf('moves');
    const fen = args.slice(1, end < 0 ? undefined : end).join(' ');
    try {
      next = parseFen(fen);
    } catch (error) {
      throw new Error(`bad FEN "${fen.slice(0, 80)}": ${error.message}`, { cause: error });
    }
    i = end < 0 ? args.length : end;
  } else throw new Error(`position takes "startpos" or "fen <FEN>", then optionally "moves ...", got "${(args[0] ?? '').slice(0, 40)}"`);
  if (i < args.length && args[i] !== 'moves') throw new Error(`position startpos takes only "moves ..." after it, got "${args[i].slice(0, 40)}"`);
  const moves = args.slice(i + 1);
  for (let ply = 1; ply <= moves.length; ply++) {
    const text = moves[ply - 1];
    let move;
    try {
      move = parseMove(text);
    } catch (error) {
      throw new Error(`move ${ply} "${text.slice(0, 20)}" is not a move: ${error.message}`, { cause: error });
    }
    if (!isLegal(next, move)) {
      const s = status(next);
      const why = s.over ? `the game is over (${s.reason})` : 'it is not legal';
      throw new Error(`move ${ply} "${text}" cannot be played: ${why} in ${formatFen(next)}`);
    }
    next = apply(next, move);
  }
  return next;
}

function setPosition(args) {
  try {
    state = readPosition(args);
    refused = '';
  } catch (error) {
    state = null;
    refused = error.message;
    send(`info string error: position refused: ${refused}; no position until a good position line (go answers bestmove 0000)`);
  }
}

/** The position, or null after saying there is none. */
function position(command) {
  if (state) return state;
  send(`info string error: no valid position for ${command} (the last position line was refused: ${refused}); send a good position line`);
  return null;
}

function scoreText(score) {
  if (Math.abs(score) < WIN_BOUND) return `cp ${score}`;
  const plies = WIN - Math.abs(score);
  return `mate ${score > 0 ? Math.ceil(plies / 2) : -Math.ceil(plies / 2)}`;
}

/** What a search has found so far: depth, score, nodes and move (packed, or -1). */
function report(run) {
  const r = run.search.result;
  if (run.fallback) {
    // The search was cut before depth 1: the depth-1 search's answer, with the work of both.
    const f = run.fallback;
    return { depth: f.depth, score: f.score, nodes: r.nodes + f.nodes, move: f.move };
  }
  return r;
}

/** One `info` line, unless it would say the same as the last one (time aside). */
function info(run) {
  const r = report(run);
  const pv = r.move >= 0 ? ` pv ${formatMove(unpackAtaxxMove(r.move))}` : '';
  const said = `depth ${r.depth} score ${scoreText(r.score)} nodes ${r.nodes}${pv}`;
  if (said === run.said) return;
  run.said = said;
  const ms = Math.max(1, performance.now() - run.started);
  send(`info depth ${r.depth} score ${scoreText(r.score)} nodes ${r.nodes} nps ${Math.round((r.nodes * 1000) / ms)} time ${Math.round(ms)}${pv}`);
}

/**
 * Commands that came while a search ran and wait for its `bestmove` (a
 * manager waits for it anyway; commands piped in at once then run in order
 * instead of cutting the search short). `stop`, `quit`, `isready` and `uai`
 * are answered at once.
 */
const waiting = new LineQueue();
/** Whether the queue refused a line since it was last empty (said once). */
let overflowed = false;
/** Set when the input has ended: searches stop at once, and once nothing is left to do, the process exits. */
let inputEnded = false;

function finish(run) {
  if (current !== run) return;
  current = null;
  run.search.release();
  // At least depth 1 whenever there is a choice: a search cut before its first
  // iteration completed (a tiny clock or node limit, a quick `stop`) is backed
  // by a depth-1 search, run to its end (a few hundred nodes at most; the
  // library's small table, as clearing a big one would cost more than the search).
  if (run.search.result.depth === 0 && run.choices >= 2) {
    const one = ataxxSearch(run.state, { maxDepth: 1, maxNodes: Infinity, softDeadline: Infinity, hardDeadline: Infinity }, run.rng, run.noise);
    one.run(Infinity);
    run.fallback = one.result;
    one.release();
  }
  const r = report(run);
  info(run);
  send(`bestmove ${r.move >= 0 ? formatMove(unpackAtaxxMove(r.move)) : '0000'}`);
  drain();
}

/** Runs the commands that waited, in order, until one starts a search (or none is left). */
function drain() {
  while (!current && waiting.length) execute(waiting.take());
  if (!waiting.length) overflowed = false;
  if (inputEnded && !current) shutdown();
}

let shutDown = false;
/**
 * Reads no more input and lets the process end once its answers are written
 * (process.exit would cut off what is still buffered for a pipe).
 */
function shutdown() {
  if (shutDown) return;
  shutDown = true;
  waiting.clear();
  lines.removeAllListeners('line');
  lines.close();
  process.stdin.destroy();
  process.exitCode = 0;
}

/** A `go` limit: a whole number of at least 0 (1 for depth), or undefined with a note. */
function limit(key, text) {
  const value = Number(text);
  if (text !== undefined && /^\d+$/.test(text) && (key !== 'depth' || value >= 1)) return value;
  send(`info string ignored: go ${key} needs a whole number${key === 'depth' ? ' of at least 1' : ''}, got "${(text ?? '').slice(0, 40)}"`);
  return undefined;
}

function go(args) {
  const opts = {};
  for (let i = 0; i < args.length; i++) {
    const key = args[i];
    if (key === 'infinite') opts.infinite = true;
    else if (['movetime', 'wtime', 'btime', 'winc', 'binc', 'depth', 'nodes', 'movestogo'].includes(key)) {
      const value = limit(key, args[++i]);
      if (value !== undefined) opts[key] = value;
    }
  }
  const here = position('go');
  if (!here) {
    send('bestmove 0000');
    return;
  }
  // Without any limit (a bare `go`), the search goes on until `stop`, as `go infinite`.
  if (!['movetime', 'wtime', 'btime', 'depth', 'nodes'].some((key) => key in opts)) opts.infinite = true;
  const moves = status(here).over ? [] : legalMoves(here);
  if (moves.length === 0) {
    send('bestmove 0000');
    return;
  }
  const started = performance.now();
  const rng = createRng(`uai:${games}`);
  if (options.level === 'greedy') {
    // The seed's computer: the most conversions now, no look at the reply.
    const move = greedyAtaxxMove(here, rng);
    const ms = Math.max(1, performance.now() - started);
    send(`info depth 1 nodes ${moves.length} nps ${Math.round((moves.length * 1000) / ms)} time ${Math.round(ms)} pv ${formatMove(move)}`);
    send(`bestmove ${formatMove(move)}`);
    return;
  }
  // easy and normal: the library's level (its depth cap, noise and shallow moves); hard: as deep as the limits allow.
  const level = options.level === 'hard' ? { maxDepth: 60, noise: 0, shallowChance: 0 } : infectionRules.LEVELS[options.level];
  const shallow = level.shallowChance > 0 && rng.next() < level.shallowChance;
  const { soft, hard } = opts.infinite ? { soft: Infinity, hard: Infinity } : thinkBudget(opts, here.toMove);
  const hashBytes = options.hash * 1024 * 1024;
  const search = ataxxSearch(
    here,
    {
      maxDepth: Math.min(opts.depth ?? 60, shallow ? 1 : level.maxDepth),
      maxNodes: opts.nodes ?? Infinity,
      softDeadline: started + soft,
      hardDeadline: started + hard,
      hashBytes,
    },
    rng,
    level.noise,
  );
  const run = { search, state: here, started, rng, noise: level.noise, choices: moves.length, lastDepth: 0, said: '', fallback: null };
  current = run;
  const step = () => {
    if (current !== run) return;
    // Once the input has ended, a search stops at once (`finish` still gives it depth 1).
    if (inputEnded) return finish(run);
    const done = search.run(performance.now() + SLICE_MS) === 'done';
    if (search.result.depth > run.lastDepth) {
      run.lastDepth = search.result.depth;
      info(run);
    }
    // `go infinite` reports its move only when told to stop; the others when the search is done.
    if (!done) setImmediate(step);
    else if (!opts.infinite) finish(run);
  };
  setImmediate(step);
}

/** Ends the search in progress (between two slices, so its result is complete) and reports its move. */
function stop() {
  if (current) finish(current);
}

/** `setoption name <name> value <value>`: Level and Hash; anything else is named back with what is accepted. */
function setOption(args) {
  const at = args.indexOf('value');
  if (args[0] !== 'name' || args.length < 2) {
    send(`info string error: setoption takes "name <option> value <value>"; the options are ${OPTIONS_TEXT}`);
    return;
  }
  const name = args.slice(1, at < 0 ? undefined : at).join(' ');
  const value = at < 0 ? '' : args.slice(at + 1).join(' ');
  switch (name.toLowerCase()) {
    case 'level': {
      const level = value.toLowerCase();
      if (LEVELS.includes(level)) options.level = level;
      else send(`info string error: Level takes ${LEVELS.join(', ')}, got "${value.slice(0, 40)}"; Level stays ${options.level}`);
      break;
    }
    case 'hash': {
      const mb = Number(value);
      if (/^\d+$/.test(value) && mb >= HASH_MIN && mb <= HASH_MAX) options.hash = mb;
      else send(`info string error: Hash takes a whole number of megabytes from ${HASH_MIN} to ${HASH_MAX}, got "${value.slice(0, 40)}"; Hash stays ${options.hash}`);
      break;
    }
    default:
      send(`info string error: unknown option "${name.slice(0, 40)}"; the options are ${OPTIONS_TEXT}`);
  }
}

/** `perft n` (the count) or `divide n` (each move's count, then the count): as libataxx counts. */
function countMoves(command, args) {
  const text = args[0];
  const depth = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || depth > PERFT_MAX) {
    send(`info string error: ${command} takes a depth, a whole number from 0 to ${PERFT_MAX}, got "${(text ?? '').slice(0, 40)}"`);
    return;
  }
  const here = position(command);
  if (!here) return;
  const started = performance.now();
  let nodes;
  if (command === 'divide' && depth >= 1) {
    nodes = 0;
    // perft counts repetitions as nothing special: neither does its split.
    const root = { ...here, seen: [] };
    for (const move of legalMoves(root)) {
      const n = perft(apply(root, move), depth - 1);
      nodes += n;
      send(`${formatMove(move)}: ${n}`);
    }
  } else nodes = perft(here, depth);
  const ms = performance.now() - started;
  send(`${command} ${depth} nodes ${nodes} time ${Math.round(ms)} nps ${Math.round((nodes * 1000) / Math.max(ms, 0.001))}`);
}

function execute(raw) {
  const [command, ...args] = raw.trim().split(/\s+/);
  try {
    switch (command) {
      case 'uai':
        send('id name Boardlets');
        send('id author Boardlets contributors');
        send(`option name Level type combo default hard ${LEVELS.map((l) => `var ${l}`).join(' ')}`);
        send(`option name Hash type spin default ${HASH_DEFAULT} min ${HASH_MIN} max ${HASH_MAX}`);
        send('uaiok');
        break;
      case 'isready':
        send('readyok');
        break;
      case 'uainewgame':
        games++;
        state = parseFen(START_FEN);
        refused = '';
        break;
      case 'position':
        setPosition(args);
        break;
      case 'go':
        go(args);
        break;
      case 'setoption':
        setOption(args);
        break;
      case 'perft':
      case 'divide':
        countMoves(command, args);
        break;
      case 'stop':
        stop();
        break;
      case 'quit':
        waiting.clear();
        stop();
        shutdown();
        break;
      case '':
        break;
      default:
        send(`info string unknown command ${JSON.stringify(command.slice(0, 40))}`);
    }
  } catch (error) {
    send(`info string error: ${error.message}`);
  }
}

const AT_ONCE = new Set(['stop', 'quit', 'isready', 'uai']);

const lines = createInterface({ input: process.stdin, terminal: false });
lines.on('line', (raw) => {
  if (!current || AT_ONCE.has(raw.trim().split(/\s+/, 1)[0])) execute(raw);
  else if (!waiting.push(raw) && !overflowed) {
    overflowed = true;
    send(`info string error: too many commands wait for the search (at most ${waiting.maxLines} lines or ${waiting.maxChars} characters); dropped "${raw.slice(0, 40)}" and any more until the queue empties`);
  }
});
lines.on('close', () => {
  // The end of the input acts as quit: stop the search (it answers), run what waited, exit.
  if (shutDown) return;
  inputEnded = true;
  if (current) stop();
  else drain();
});
