// boardlets-uai, the package's `bin`, driven as a child process the way an
// Ataxx tournament manager drives it: UAI commands on stdin, answers on stdout.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { clearTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { thinkBudget } from '../../bin/lib/clock.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('package.json', `file://${root}`), 'utf8'));
const { ataxxRules } = await import('boardlets/engine');

/** Every engine started, killed at the end even when a test failed while it was thinking. */
const children = [];
after(() => children.forEach((c) => c.exitCode === null && c.kill()));

/** A running engine: send lines, wait for a line matching a pattern. */
function engine() {
  const child = spawn(process.execPath, [root + pkg.bin['boardlets-uai']], { stdio: ['pipe', 'pipe', 'inherit'] });
  children.push(child);
  const lines = [];
  const waiters = [];
  let buffer = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    buffer += chunk;
    let at;
    while ((at = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
      lines.push(line);
      for (const w of [...waiters]) {
        if (!w.pattern.test(line)) continue;
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  return {
    child,
    lines,
    send: (text) => child.stdin.write(`${text}\n`),
    /** The next line matching `pattern` (one already read and not yet awaited counts from `from`). */
    until(pattern, from = lines.length) {
      const seen = lines.slice(from).find((l) => pattern.test(l));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no line matching ${pattern}; got:\n${lines.join('\n')}`)), 10_000);
        waiters.push({
          pattern,
          resolve: (l) => {
            clearTimeout(timer);
            resolve(l);
          },
        });
      });
    },
    /** The exit code, once the process has ended and all its output has been read. */
    exited: new Promise((resolve) => child.on('close', (code) => resolve(code))),
  };
}

const bestmove = (line) => line.split(' ')[1];
const legal = (fen, moves, notation) => {
  let state = ataxxRules.parseFen(fen);
  for (const m of moves) state = ataxxRules.apply(state, ataxxRules.parseMove(m));
  return ataxxRules.legalMoves(state).some((m) => ataxxRules.formatMove(m) === notation);
};

test('package.json ships boardlets-uai as a bin', () => {
  assert.equal(pkg.bin['boardlets-uai'], './bin/boardlets-uai.mjs');
  assert.ok(pkg.files.includes('bin'));
  assert.match(readFileSync(root + pkg.bin['boardlets-uai'], 'utf8'), /^#!\/usr\/bin\/env node/);
});

test('handshake, positions with moves, and go by depth, nodes, movetime and clock give legal Ataxx moves', async () => {
  const e = engine();
  e.send('uai');
  assert.equal(await e.until(/^uaiok$/), 'uaiok');
  assert.ok(e.lines.some((l) => l.startsWith('id name ')));
  e.send('isready');
  await e.until(/^readyok$/);
  e.send('uainewgame');
  e.send('position startpos moves f2 b2 g1e3');
  let from = e.lines.length;
  e.send('go depth 3');
  const byDepth = await e.until(/^bestmove /, from);
  assert.ok(legal(ataxxRules.START_FEN, ['f2', 'b2', 'g1e3'], bestmove(byDepth)), byDepth);
  assert.ok(e.lines.slice(from).some((l) => /^info depth 3 score cp -?\d+ nodes \d+ nps \d+ time \d+ pv [a-g1-7]+$/.test(l)), 'an info line for depth 3');

  const gaps = 'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1';
  e.send(`position fen ${gaps} moves b6`);
  from = e.lines.length;
  e.send('go nodes 3000');
  assert.ok(legal(gaps, ['b6'], bestmove(await e.until(/^bestmove /, from))));
  const infos = e.lines.slice(from).filter((l) => l.startsWith('info depth'));
  assert.ok(Number(/nodes (\d+)/.exec(infos.at(-1))[1]) <= 3000, 'the node limit holds');

  from = e.lines.length;
  e.send('go movetime 150');
  assert.ok(legal(gaps, ['b6'], bestmove(await e.until(/^bestmove /, from))));
  from = e.lines.length;
  e.send('go wtime 3000 btime 3000 winc 50 binc 50');
  assert.ok(legal(gaps, ['b6'], bestmove(await e.until(/^bestmove /, from))));
  e.send('quit');
  assert.equal(await e.exited, 0);
});

test('go infinite thinks until stop, answering isready meanwhile', async () => {
  const e = engine();
  e.send('position startpos');
  e.send('go infinite');
  await new Promise((r) => setTimeout(r, 400));
  const from = e.lines.length;
  e.send('isready');
  await e.until(/^readyok$/, from);
  assert.ok(!e.lines.some((l) => l.startsWith('bestmove')), 'no move before stop');
  e.send('stop');
  const line = await e.until(/^bestmove /, from);
  assert.ok(legal(ataxxRules.START_FEN, [], bestmove(line)), line);
  e.send('quit');
  assert.equal(await e.exited, 0);
});

test('a side that cannot move passes with 0000; an illegal move in position is reported, not played', async () => {
  const e = engine();
  e.send('position fen o-x4/--x4/xxx4/7/7/7/6x o 0 1');
  e.send('go depth 4');
  assert.equal(await e.until(/^bestmove /), 'bestmove 0000');
  e.send('position startpos moves a1a3');
  assert.match(await e.until(/^info string/), /move 1 "a1a3" cannot be played/);
  e.send('quit');
  assert.equal(await e.exited, 0);
});

test('x (who moves first) thinks on btime, o on wtime, as libataxx and its tournament managers count', () => {
  // The budget as numbers (a timed search would flake on a busy machine): x has a long clock and o almost none.
  const clocks = { btime: 20000, wtime: 50, binc: 0, winc: 0 };
  assert.deepEqual(thinkBudget(clocks, 0), { soft: 400, hard: 800 });
  assert.deepEqual(thinkBudget(clocks, 1), { soft: 2.5, hard: 5 });
  // Increments follow the same colours; movetime is one side's, with a margin; no clock is no limit.
  assert.equal(thinkBudget({ btime: 1000, wtime: 1000, binc: 100, winc: 0 }, 0).hard, 120);
  assert.equal(thinkBudget({ btime: 1000, wtime: 1000, binc: 100, winc: 0 }, 1).hard, 40);
  assert.deepEqual(thinkBudget({ movetime: 100 }, 1), { soft: 90, hard: 90 });
  assert.deepEqual(thinkBudget({}, 0), { soft: Infinity, hard: Infinity });
  // And the binary thinks by it.
  assert.match(readFileSync(new URL('../../bin/boardlets-uai.mjs', import.meta.url), 'utf8'), /thinkBudget\(opts, here\.toMove\)/);
});


/** The info lines of `lines` from `from` on. */
const infos = (lines, from = 0) => lines.slice(from).filter((l) => l.startsWith('info depth'));
const depthOf = (line) => Number(/depth (\d+)/.exec(line)[1]);

test('commands piped in at once run in order: a search is not cut short by the next position, and bad input is named', async () => {
  const e = engine();
  // All at once, as a script sends them; the input stays open until the last answer.
  e.send(
    [
      'position startpos',
      'go depth 3',
      'position startpos moves g1g1',
      'position fen x5o/7/7 x 0 1',
      'hello',
      'go depth zero nodes 500',
      'position fen 7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1 moves 0000 a4',
      'go nodes 1000',
    ].join('\n'),
  );
  while (e.lines.filter((l) => l.startsWith('bestmove')).length < 3) await e.until(/^bestmove /, e.lines.length);
  e.child.stdin.end();
  assert.equal(await e.exited, 0);
  const moves = e.lines.filter((l) => l.startsWith('bestmove'));
  // The first search reached its depth; the bad positions left no position for the second `go`
  // (never the start's); x must pass at the end.
  assert.ok(e.lines.some((l) => /^info depth 3 /.test(l)), e.lines.join('\n'));
  assert.ok(legal(ataxxRules.START_FEN, [], bestmove(moves[0])));
  assert.ok(e.lines.some((l) => /^info string error: position refused: .*g1g1/.test(l)));
  assert.ok(e.lines.some((l) => /^info string error: position refused: bad FEN .*7 ranks/.test(l)));
  assert.ok(e.lines.some((l) => /^info string unknown command "hello"/.test(l)));
  assert.ok(e.lines.some((l) => /^info string ignored: go depth/.test(l)));
  assert.ok(e.lines.some((l) => /^info string error: no valid position for go/.test(l)));
  assert.deepEqual(moves, [moves[0], 'bestmove 0000', 'bestmove 0000']);
});

test('uai lists the Level and Hash options; setoption names what was wrong and what is accepted', async () => {
  const e = engine();
  e.send('uai');
  await e.until(/^uaiok$/);
  assert.ok(e.lines.includes('option name Level type combo default hard var greedy var easy var normal var hard'), e.lines.join('\n'));
  assert.ok(e.lines.includes('option name Hash type spin default 4 min 1 max 1024'), e.lines.join('\n'));
  const cases = [
    ['setoption name Style value wild', /unknown option "Style"; the options are Level \(greedy, easy, normal, hard\) and Hash \(1-1024/],
    ['setoption name Level value insane', /Level takes greedy, easy, normal, hard, got "insane"; Level stays hard/],
    ['setoption name Hash value 0', /Hash takes a whole number of megabytes from 1 to 1024, got "0"; Hash stays 4/],
    ['setoption name Hash value lots', /Hash takes a whole number .* got "lots"/],
    ['setoption Level hard', /setoption takes "name <option> value <value>"/],
  ];
  for (const [line, pattern] of cases) {
    const from = e.lines.length;
    e.send(line);
    assert.match(await e.until(/^info string/, from), pattern);
  }
  e.send('quit');
  assert.equal(await e.exited, 0);
});

test('Level picks the library levels: greedy looks one ply, easy at most 2, normal at most 4, hard deeper', async () => {
  const e = engine();
  const deepest = async (level) => {
    e.send(`setoption name level value ${level}`);
    e.send('position startpos moves f2 b2');
    const from = e.lines.length;
    e.send('go depth 6');
    assert.ok(legal(ataxxRules.START_FEN, ['f2', 'b2'], bestmove(await e.until(/^bestmove /, from))));
    return Math.max(...infos(e.lines, from).map(depthOf));
  };
  const greedyFrom = e.lines.length;
  assert.equal(await deepest('greedy'), 1);
  const moves = ataxxRules.legalMoves(ataxxRules.apply(ataxxRules.apply(ataxxRules.parseFen(ataxxRules.START_FEN), ataxxRules.parseMove('f2')), ataxxRules.parseMove('b2')));
  assert.match(infos(e.lines, greedyFrom)[0], new RegExp(`^info depth 1 nodes ${moves.length} `));
  assert.ok((await deepest('easy')) <= 2);
  assert.ok((await deepest('Normal')) <= 4);
  assert.equal(await deepest('HARD'), 6);
  e.send('quit');
  assert.equal(await e.exited, 0);
});

test('Hash sets the size of the transposition table: the same search at depth 9 (some 90,000 nodes, more than a 1 MB table holds) visits other nodes with 1 MB than with 64', async () => {
  const e = engine();
  const nodes = async (mb) => {
    e.send(`setoption name Hash value ${mb}`);
    e.send('position startpos');
    const from = e.lines.length;
    e.send('go depth 9');
    await e.until(/^bestmove /, from);
    return Number(/nodes (\d+)/.exec(infos(e.lines, from).at(-1))[1]);
  };
  const small = await nodes(1);
  const large = await nodes(64);
  assert.equal(await nodes(1), small, 'a depth-limited search is reproducible');
  assert.notEqual(small, large);
  e.send('quit');
  assert.equal(await e.exited, 0);
});

test('perft and divide count as the rules do: each root move with its count, then the total', async () => {
  const e = engine();
  const gaps = 'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1';
  for (const fen of [ataxxRules.START_FEN, gaps]) {
    const state = ataxxRules.parseFen(fen);
    e.send(`position fen ${fen}`);
    for (const depth of [1, 2, 3]) {
      let from = e.lines.length;
      e.send(`perft ${depth}`);
      assert.match(await e.until(/^perft /, from), new RegExp(`^perft ${depth} nodes ${ataxxRules.perft(state, depth)} time \\d+ nps \\d+$`));
      from = e.lines.length;
      e.send(`divide ${depth}`);
      const total = await e.until(/^divide /, from);
      assert.match(total, new RegExp(`^divide ${depth} nodes ${ataxxRules.perft(state, depth)} `));
      const split = e.lines.slice(from, -1).map((l) => l.split(': '));
      const legalMoves = ataxxRules.legalMoves(state);
      assert.deepEqual(
        split.map(([m]) => m),
        legalMoves.map((m) => ataxxRules.formatMove(m)),
      );
      split.forEach(([m, n]) => assert.equal(Number(n), ataxxRules.perft(ataxxRules.apply(state, ataxxRules.parseMove(m)), depth - 1), m));
    }
  }
  for (const bad of ['perft', 'perft -1', 'perft 21', 'divide x']) {
    const from = e.lines.length;
    e.send(bad);
    assert.match(await e.until(/^info string/, from), /takes a depth, a whole number from 0 to 20/);
  }
  e.send('quit');
  assert.equal(await e.exited, 0);
});

test('a refused position line leaves no position: go answers bestmove 0000 with an error until a good position line', async () => {
  const e = engine();
  const refusals = [
    ['position startpos moves f2 b2 a1a3 g3', /position refused: move 3 "a1a3" cannot be played: it is not legal in x5o\/7\/7\/7\/7\/1o3x1\/o5x x 0 2/],
    ['position startpos moves f2 zz', /position refused: move 2 "zz" is not a move/],
    ['position fen x5o/7/7 x 0 1 moves f2', /position refused: bad FEN "x5o\/7\/7 x 0 1"/],
    ['position startpos f2', /position refused: position startpos takes only "moves \.\.\." after it, got "f2"/],
    ['position', /position refused: position takes "startpos" or "fen <FEN>"/],
    ['position fen x6/7/7/7/7/7/7 o 0 1 moves a1', /position refused: move 1 "a1" cannot be played: the game is over \(no-pieces\)/],
  ];
  for (const [line, pattern] of refusals) {
    e.send('position startpos moves f2');
    let from = e.lines.length;
    e.send(line);
    assert.match(await e.until(/^info string/, from), pattern);
    from = e.lines.length;
    e.send('go depth 2');
    assert.equal(await e.until(/^bestmove /, from), 'bestmove 0000');
    assert.ok(e.lines.slice(from).some((l) => /^info string error: no valid position for go \(the last position line was refused: /.test(l)));
    assert.ok(!infos(e.lines, from).length, 'no search ran');
    from = e.lines.length;
    e.send('perft 1');
    assert.match(await e.until(/^info string/, from), /no valid position for perft/);
  }
  // A good line makes a position again.
  e.send('position startpos moves f2');
  const from = e.lines.length;
  e.send('go depth 2');
  assert.ok(legal(ataxxRules.START_FEN, ['f2'], bestmove(await e.until(/^bestmove /, from))));
  e.send('quit');
  assert.equal(await e.exited, 0);
});

test('no info line repeats the one before it, whatever ends the search', async () => {
  const e = engine();
  e.send('position startpos moves f2 b2');
  for (const go of ['go depth 3', 'go depth 5', 'go nodes 3000', 'go movetime 100', 'go wtime 2000 btime 2000', 'go infinite']) {
    const from = e.lines.length;
    e.send(go);
    if (go === 'go infinite') {
      await e.until(/^info depth /, from);
      e.send('stop');
    }
    await e.until(/^bestmove /, from);
    const said = infos(e.lines, from).map((l) => l.replace(/ nps \d+ time \d+/, ''));
    assert.ok(said.length > 0);
    said.forEach((line, i) => assert.notEqual(line, said[i - 1], `${go}: ${said.join(' | ')}`));
  }
  e.send('quit');
  assert.equal(await e.exited, 0);
});

test('at least depth 1 whenever there are two or more moves, even under the tiniest limits', async () => {
  const e = engine();
  e.send('position startpos');
  for (const go of ['go nodes 1', 'go movetime 1', 'go wtime 1 btime 1', 'go nodes 0']) {
    const from = e.lines.length;
    e.send(go);
    const line = await e.until(/^bestmove /, from);
    assert.ok(legal(ataxxRules.START_FEN, [], bestmove(line)));
    const last = infos(e.lines, from).at(-1);
    assert.ok(depthOf(last) >= 1, `${go}: ${last}`);
  }
  // A single move (a pass here) needs no search.
  e.send('position fen o-x4/--x4/xxx4/7/7/7/6x o 0 1');
  e.send('go nodes 1');
  assert.equal(await e.until(/^bestmove /), 'bestmove 0000');
  e.send('quit');
  assert.equal(await e.exited, 0);
});

test('the end of the input stops a search that would never end, answers it and what waited, and exits', async () => {
  const e = engine();
  e.send('position startpos');
  e.send('go depth 999999999');
  await e.until(/^info depth /);
  e.send('position startpos moves f2');
  e.send('go depth 999999999');
  e.child.stdin.end();
  assert.equal(await e.exited, 0);
  const moves = e.lines.filter((l) => l.startsWith('bestmove'));
  assert.equal(moves.length, 2, e.lines.join('\n'));
  assert.ok(legal(ataxxRules.START_FEN, [], bestmove(moves[0])));
  assert.ok(legal(ataxxRules.START_FEN, ['f2'], bestmove(moves[1])));
});

test('100,000 commands queued during a search all run, in order, after its bestmove', async () => {
  const e = engine();
  const count = 100_000;
  e.send('position startpos');
  e.send('go infinite');
  await e.until(/^info depth /);
  // They wait for the search; `stop`, read after them, ends it.
  e.send(`${Array.from({ length: count }, (_, i) => `perft ${i % 3}`).join('\n')}\nstop`);
  e.child.stdin.end();
  assert.equal(await e.exited, 0);
  const at = e.lines.findIndex((l) => l.startsWith('bestmove'));
  const answers = e.lines.slice(at + 1);
  assert.equal(answers.length, count);
  answers.forEach((l, i) => {
    if (!l.startsWith(`perft ${i % 3} nodes ${[1, 16, 256][i % 3]} `)) assert.fail(`answer ${i}: ${l}`);
  });
});
