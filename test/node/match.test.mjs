// The UAI match runner (bench/match.mjs) and its adjudication
// (bench/lib/ataxx-match.mjs): games end by the rules, faults lose.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ADJUDICATIONS, FAULTS, GAP_LAYOUTS, RULE_ENDINGS, adjudicate, builtinOpenings, goLine } from '../../bench/lib/ataxx-match.mjs';
import { parseArgs } from '../../bench/match.mjs';
import { splitCommand } from '../../bench/lib/uai-engine.mjs';

const { ataxxRules } = await import('boardlets/engine');
const root = fileURLToPath(new URL('../../', import.meta.url));
const ours = `"${process.execPath}" "${root}bin/boardlets-uai.mjs"`;
const faulty = (mode) => `"${process.execPath}" "${root}test/node/fixtures/faulty-uai.mjs" ${mode}`;

/** Runs the runner to its end: its exit code and output lines. */
function match(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${root}bench/match.mjs`, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (err += d));
    child.on('close', (code) => resolve({ code, lines: out.split('\n'), err }));
  });
}

const play = (fen, moves) => moves.reduce((s, m) => ataxxRules.apply(s, ataxxRules.parseMove(m)), ataxxRules.parseFen(fen));
const GAME_LINE = /^\[\s*(\d+)\/(\d+)\] (.+) \(x\) - (.+) \(o\), opening (\d+) \((.+)\): (1-0|0-1|1\/2-1\/2) by ([a-z-]+)(?: \((.*)\))? in (\d+) plies \| (\d+)-(\d+)-(\d+) \((\d+) games\)/;

test('adjudication ends games as the rules do, and by material or length only when asked', () => {
  const cases = [
    ['x6/7/7/7/7/7/7 o 0 1', {}, { winner: 0, reason: 'no-pieces' }],
    ['ooooooo/ooooooo/ooooooo/oooxxxx/xxxxxxx/xxxxxxx/xxxxxxx x 0 1', {}, { winner: 0, reason: 'board-full' }],
    ['xxxxxxx/xxxxxxx/xxxxxxx/xxx-ooo/ooooooo/ooooooo/ooooooo x 0 1', {}, { winner: null, reason: 'board-full' }],
    // Neither side can move (the one empty square is walled in by gaps): the count decides.
    ['xxxxxxx/x-----o/x-----o/x--1--o/x-----o/x-----o/xoooooo o 0 1', {}, { winner: 0, reason: 'blocked' }],
    ['x5o/7/7/7/7/7/o5x x 100 60', {}, { winner: null, reason: 'fifty-moves' }],
    ['x5o/7/7/7/7/7/o5x x 0 1', {}, null],
    ['x5o/7/7/7/7/7/o5x x 0 1', { material: 3 }, null],
    ['xx4o/xx5/7/7/7/7/o5x o 0 1', { material: 3 }, { winner: 0, reason: 'material' }],
    ['xx4o/xx5/7/7/7/7/o5x o 0 1', { material: 5 }, null],
    ['x5o/7/7/7/7/7/o5x x 0 80', { maxFullmoves: 79 }, { winner: null, reason: 'game-length' }],
    ['x5o/7/7/7/7/7/o5x x 0 80', { maxFullmoves: 80 }, null],
  ];
  for (const [fen, options, expected] of cases) {
    const state = ataxxRules.parseFen(fen);
    const got = adjudicate(state, options);
    assert.deepEqual(got, expected, `${fen} ${JSON.stringify(options)}`);
  }
  // Threefold repetition: jumps back and forth.
  const shuffle = ['g1g3', 'a1a3', 'g3g1', 'a3a1', 'g1g3', 'a1a3', 'g3g1', 'a3a1'];
  assert.equal(adjudicate(play(ataxxRules.START_FEN, shuffle.slice(0, 7))), null);
  assert.deepEqual(adjudicate(play(ataxxRules.START_FEN, shuffle)), { winner: null, reason: 'repetition' });
  // The rules take precedence over material.
  assert.deepEqual(adjudicate(ataxxRules.parseFen('x6/7/7/7/7/7/7 o 0 1'), { material: 1 }), { winner: 0, reason: 'no-pieces' });
});

test('built-in openings: the gap layouts, then distinct seeded openings of 2-4 plies, balanced, none decided', () => {
  const openings = builtinOpenings(100, 'test');
  assert.equal(openings.length, 100);
  assert.deepEqual(openings.slice(0, GAP_LAYOUTS.length).map((o) => o.fen), GAP_LAYOUTS);
  const keys = new Set();
  for (const o of openings.slice(GAP_LAYOUTS.length)) {
    assert.ok(o.moves.length >= 2 && o.moves.length <= 4, o.moves.join(' '));
    const state = play(o.fen, o.moves);
    assert.equal(adjudicate(state), null);
    // Balanced: 3 or more pieces a side, at most one apart (two lone pieces are soon wiped out).
    const { green, yellow } = ataxxRules.count(state);
    assert.ok(green >= 3 && yellow >= 3 && Math.abs(green - yellow) <= 1, `${o.moves.join(' ')}: ${green}-${yellow}`);
    keys.add(ataxxRules.formatFen(state));
  }
  assert.equal(keys.size, 100 - GAP_LAYOUTS.length);
  assert.deepEqual(builtinOpenings(100, 'test'), openings, 'the same seed gives the same openings');
  assert.notDeepEqual(builtinOpenings(100, 'other'), openings);
});

test('the command line: time controls, options, SPRT bounds, and errors that name what is accepted', () => {
  const s = parseArgs(['--engine1', 'a', '--engine2', 'b c', '--tc', '10+0.1', '--games', '5', '--option1', 'Level=hard', '--option', 'Hash=8', '--sprt', 'elo0=0,elo1=50']);
  assert.deepEqual(s.tc, { base: 10000, inc: 100 });
  assert.equal(s.games, 6, 'rounded up to pairs');
  assert.deepEqual(s.options, [[['Level', 'hard'], ['Hash', '8']], [['Hash', '8']]]);
  assert.deepEqual(s.sprt, { elo0: 0, elo1: 50, alpha: 0.05, beta: 0.05 });
  assert.deepEqual(parseArgs(['--engine1', 'a', '--engine2', 'b']).tc, { movetime: 100 });
  assert.equal(goLine({ base: 10000, inc: 100 }, [9000.4, 8000]), 'go btime 9000 wtime 8000 binc 100 winc 100');
  assert.equal(goLine({ depth: 3 }, []), 'go depth 3');
  assert.throws(() => parseArgs(['--engine1', 'a']), /--engine1 and --engine2 are required/);
  assert.deepEqual(parseArgs(['--engine1', 'a', '--engine2', 'b', '--tc', '10']).tc, { base: 10000, inc: 0 });
  assert.throws(() => parseArgs(['--engine1', 'a', '--engine2', 'b', '--tc', 'fast']), /--tc takes seconds plus increment, like 10\+0\.1/);
  assert.throws(() => parseArgs(['--engine1', 'a', '--engine2', 'b', '--movetime', '100', '--depth', '2']), /one time control/);
  assert.throws(() => parseArgs(['--engine1', 'a', '--engine2', 'b', '--option1', 'Level']), /NAME=VALUE/);
  assert.throws(() => parseArgs(['--engine1', 'a', '--engine2', 'b', '--sprt', 'elo0=5,elo1=5']), /elo1 above elo0/);
  assert.throws(() => parseArgs(['--engine1', 'a', '--engine2', 'b', '--frobnicate']), /unknown option "--frobnicate"/);
  assert.deepEqual(splitCommand(`"/usr/bin/node" 'my dir/x.mjs' --flag`), ['/usr/bin/node', 'my dir/x.mjs', '--flag']);
});

test('a tiny match between two of our engines: every game line parses and every game ends by a rule', async () => {
  const { code, lines, err } = await match(['--engine1', ours, '--engine2', ours, '--depth', '1', '--games', '2', '--option2', 'Level=greedy']);
  assert.equal(code, 0, err);
  const games = lines.map((l) => GAME_LINE.exec(l)).filter(Boolean);
  assert.equal(games.length, 2, lines.join('\n'));
  games.forEach((g, i) => {
    assert.equal(Number(g[1]), i + 1);
    assert.ok(RULE_ENDINGS.includes(g[8]), `game ${i + 1} ended by ${g[8]}`);
    // The recorded result agrees with the rules on the final position.
    assert.ok(Number(g[10]) > 0);
  });
  // Colours swapped: engine 1 is x in game 1 and o in game 2.
  assert.match(games[0][3], /\(1\)$/);
  assert.match(games[1][3], /\(2\)$/);
  const table = lines.filter((l) => /^\| Boardlets \([12]\) \| 2 \| \d+ \| \d+ \| \d+ \| [\d.]+ % \| [-+\d inf]+ \[[-+\d inf]+, [-+\d inf]+\] \| 1\.0 \| \d+ ms \| \d+ ms \|$/.test(l));
  assert.equal(table.length, 2, lines.join('\n'));
  assert.match(lines.find((l) => l.startsWith('Result: ')), /^Result: \d+-\d+-\d+ \(2 games\), [\d.]+ %, Elo /);
  assert.match(lines.find((l) => l.startsWith('Endings: ')), new RegExp(`^Endings: (${RULE_ENDINGS.join('|')}) \\d+`));
});

test('an illegal or unreadable move, a crash and a silent engine each lose, with the reason printed', async () => {
  const cases = [
    ['illegal', /0-1 by illegal-move \(Faulty illegal \(1\) played d4d6, not legal in /],
    ['garbage', /0-1 by illegal-move \(Faulty garbage \(1\) played "resign" in .*: an ataxx move is/],
    ['crash', /0-1 by crash \(Faulty crash \(1\): exited \(code 3\)\)/],
    ['silent', /0-1 by time \(Faulty silent \(1\): no answer in \d+ ms\)/],
  ];
  for (const [mode, pattern] of cases) {
    // A generous wait for a depth-1 move: only the silent engine ever reaches it.
    const { code, lines, err } = await match(['--engine1', faulty(mode), '--engine2', ours, '--depth', '1', '--games', '2', '--move-timeout', '5000']);
    assert.equal(code, 0, err);
    const games = lines.filter((l) => GAME_LINE.test(l));
    assert.equal(games.length, 2, lines.join('\n'));
    assert.match(games[0], pattern);
    assert.ok(FAULTS.includes(GAME_LINE.exec(games[1])[8]), games[1]);
    assert.match(lines.find((l) => l.startsWith('Result: ')), /^Result: 0-0-2 /);
  }
  assert.ok(ADJUDICATIONS.includes('material'));
});
