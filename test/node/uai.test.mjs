// boardlets-uai, the package's `bin`, driven as a child process the way an
// Ataxx tournament manager drives it: UAI commands on stdin, answers on stdout.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { clearTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';

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
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
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
  assert.match(await e.until(/^info string/), /illegal move a1a3/);
  e.send('quit');
  assert.equal(await e.exited, 0);
});

test('x (who moves first) thinks on btime, o on wtime, as libataxx and its tournament managers count', async () => {
  const e = engine();
  // x has a long clock and o almost none: x takes its time.
  e.send('position startpos');
  let from = e.lines.length;
  e.send('go btime 20000 wtime 50 binc 0 winc 0');
  await e.until(/^bestmove /, from);
  const xTime = Number(/time (\d+)/.exec(e.lines.slice(from).filter((l) => l.startsWith('info depth')).at(-1))[1]);
  // o to move with the same clocks: it has 50 ms, and must answer in well under a second.
  e.send('position startpos moves f2');
  from = e.lines.length;
  e.send('go btime 20000 wtime 50 binc 0 winc 0');
  await e.until(/^bestmove /, from);
  const oTime = Number(/time (\d+)/.exec(e.lines.slice(from).filter((l) => l.startsWith('info depth')).at(-1))[1]);
  assert.ok(xTime > 250, `x thought ${xTime} ms on a 20-second clock`);
  assert.ok(oTime < 200, `o thought ${oTime} ms on a 50 ms clock`);
  e.send('quit');
  assert.equal(await e.exited, 0);
});

test('commands piped in at once run in order: a search is not cut short by the next position, and bad input changes nothing', async () => {
  const e = engine();
  // All at once, as `printf ... | boardlets-uai` sends them.
  e.send(
    [
      'position startpos',
      'go depth 3',
      'position startpos moves g1g1',
      'position fen x5o/7/7 x 0 1',
      'hello',
      'go depth zero',
      'position fen 7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1 moves 0000 a4',
      'go nodes 1000',
    ].join('\n'),
  );
  e.child.stdin.end();
  assert.equal(await e.exited, 0);
  const moves = e.lines.filter((l) => l.startsWith('bestmove'));
  // The first search reached its depth; the bad position left the start in place for the bare
  // `go` (its limit ignored, it thinks until stopped, here by the end of the input); x must pass at the end.
  assert.ok(e.lines.some((l) => /^info depth 3 /.test(l)), e.lines.join('\n'));
  assert.ok(legal(ataxxRules.START_FEN, [], bestmove(moves[0])));
  assert.ok(e.lines.some((l) => /^info string error: .*g1g1/.test(l)));
  assert.ok(e.lines.some((l) => /^info string error: .*7 ranks/.test(l)));
  assert.ok(e.lines.some((l) => /^info string unknown command "hello"/.test(l)));
  assert.ok(e.lines.some((l) => /^info string ignored: go depth/.test(l)));
  assert.equal(moves.at(-1), 'bestmove 0000');
});
