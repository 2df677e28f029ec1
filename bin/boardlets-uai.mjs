#!/usr/bin/env node
// boardlets-uai: the hard Ataxx search of boardlets/engine speaking UAI (the
// Universal Ataxx Interface, UCI's sibling) on stdin/stdout, for Ataxx
// tournament managers. Plain ESM over the built engine (dist/engine.js).
//
//   uai | isready | uainewgame | position startpos|fen <fen> [moves m1 m2 ...]
//   go [movetime ms] [wtime ms btime ms winc ms binc ms] [depth n] [nodes n] [infinite]
//     (a bare `go` thinks until `stop`, as `go infinite`)
//   stop | quit
//
// The search runs in slices of a few milliseconds with the event loop turning
// in between, so `stop`, `isready` and `quit` are answered while it thinks;
// other commands sent while it thinks wait for its `bestmove`. A bad command
// or position is answered with `info string ...` and changes nothing.
// `x` (who moves first) is Black on the clock (`btime`/`binc`), as in libataxx.
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers';
import { ataxxRules, createRng } from '../dist/engine.js';

const { START_FEN, parseFen, parseMove, formatMove, apply, isLegal, legalMoves, status, ataxxSearch, unpackAtaxxMove } = ataxxRules;

/** Scores at or beyond this are forced wins or losses (the search's WIN less the plies they take). */
const WIN = 1_000_000;
const WIN_BOUND = WIN - 1000;
const SLICE_MS = 10;

let state = parseFen(START_FEN);
/** The search in progress: { search, started, lastDepth }. */
let current = null;
let games = 0;

const send = (line) => process.stdout.write(`${line}\n`);

function setPosition(args) {
  let i;
  let next;
  if (args[0] === 'startpos') {
    next = parseFen(START_FEN);
    i = 1;
  } else if (args[0] === 'fen') {
    const end = args.indexOf('moves');
    const fen = args.slice(1, end < 0 ? undefined : end).join(' ');
    next = parseFen(fen);
    i = end < 0 ? args.length : end;
  } else throw new Error('position needs startpos or fen');
  if (args[i] === 'moves') {
    for (const text of args.slice(i + 1)) {
      const move = parseMove(text);
      if (!isLegal(next, move)) throw new Error(`illegal move ${text}`);
      next = apply(next, move);
    }
  }
  state = next;
}

/**
 * The time to think from the clock: a slice of what is left, plus most of the increment.
 * As in libataxx and cuteataxx, `x` (who moves first) is Black and plays on `btime`/`binc`,
 * `o` is White and plays on `wtime`/`winc`.
 */
function budget(opts) {
  // A little under the move time: the last slice and the answer take a few milliseconds too.
  if (opts.movetime !== undefined) {
    const hard = Math.max(1, opts.movetime - Math.min(20, opts.movetime / 10));
    return { soft: hard, hard };
  }
  const left = state.toMove === 0 ? opts.btime : opts.wtime;
  const inc = (state.toMove === 0 ? opts.binc : opts.winc) ?? 0;
  if (left === undefined) return { soft: Infinity, hard: Infinity };
  const hard = Math.max(5, Math.min(left / 2, left / 25 + inc * 0.8));
  return { soft: hard * 0.5, hard };
}

function scoreText(score) {
  if (Math.abs(score) < WIN_BOUND) return `cp ${score}`;
  const plies = WIN - Math.abs(score);
  return `mate ${score > 0 ? Math.ceil(plies / 2) : -Math.ceil(plies / 2)}`;
}

function info(run) {
  const r = run.search.result;
  const ms = Math.max(1, performance.now() - run.started);
  const pv = r.move >= 0 ? ` pv ${formatMove(unpackAtaxxMove(r.move))}` : '';
  send(`info depth ${r.depth} score ${scoreText(r.score)} nodes ${r.nodes} nps ${Math.round((r.nodes * 1000) / ms)} time ${Math.round(ms)}${pv}`);
}

/**
 * Commands that came while a search ran and wait for its `bestmove` (a
 * manager waits for it anyway; commands piped in at once then run in order
 * instead of cutting the search short). `stop`, `quit`, `isready` and `uai`
 * are answered at once.
 */
const waiting = [];
/** Set when the input has ended: once nothing is left to do, the process exits. */
let inputEnded = false;

function finish(run) {
  if (current !== run) return;
  current = null;
  const r = run.search.result;
  info(run);
  run.search.release();
  send(`bestmove ${r.move >= 0 ? formatMove(unpackAtaxxMove(r.move)) : '0000'}`);
  while (!current && waiting.length) execute(waiting.shift());
  idle();
}

/** At the end of the input: an infinite search is stopped, one with a limit finishes; then the process exits. */
function idle() {
  if (!inputEnded) return;
  if (!current) process.exit(0);
  if (current.infinite) stop();
}

/** A `go` limit: a whole number of at least 0 (1 for depth), or undefined with a note. */
function limit(key, text) {
  const value = Number(text);
  if (text !== undefined && /^\d+$/.test(text) && (key !== 'depth' || value >= 1)) return value;
  send(`info string ignored: go ${key} needs a whole number${key === 'depth' ? ' of at least 1' : ''}, got "${text ?? ''}"`);
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
  // Without any limit (a bare `go`), the search goes on until `stop`, as `go infinite`.
  if (!['movetime', 'wtime', 'btime', 'depth', 'nodes'].some((key) => key in opts)) opts.infinite = true;
  const moves = status(state).over ? [] : legalMoves(state);
  if (moves.length === 0) {
    send('bestmove 0000');
    return;
  }
  const started = performance.now();
  const { soft, hard } = opts.infinite ? { soft: Infinity, hard: Infinity } : budget(opts);
  const search = ataxxSearch(
    state,
    {
      maxDepth: opts.depth ?? 60,
      maxNodes: opts.nodes ?? Infinity,
      softDeadline: started + soft,
      hardDeadline: started + hard,
    },
    createRng(`uai:${games}`),
  );
  const run = { search, started, lastDepth: 0, infinite: !!opts.infinite };
  current = run;
  const step = () => {
    if (current !== run) return;
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

function execute(raw) {
  const [command, ...args] = raw.trim().split(/\s+/);
  try {
    switch (command) {
      case 'uai':
        send('id name Boardlets');
        send('id author Boardlets contributors');
        send('uaiok');
        break;
      case 'isready':
        send('readyok');
        break;
      case 'uainewgame':
        games++;
        state = parseFen(START_FEN);
        break;
      case 'position':
        setPosition(args);
        break;
      case 'go':
        go(args);
        break;
      case 'stop':
        stop();
        break;
      case 'quit':
        waiting.length = 0;
        stop();
        process.exit(0);
        break;
      case '':
      case 'setoption':
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
  if (current && !AT_ONCE.has(raw.trim().split(/\s+/)[0])) waiting.push(raw);
  else execute(raw);
});
lines.on('close', () => {
  inputEnded = true;
  idle();
});
