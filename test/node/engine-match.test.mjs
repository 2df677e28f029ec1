// The in-process match runner (bench/engine-match.mjs): --balanced leaves out
// the openings the previous build's node-bounded search already calls decided,
// the same ones on every run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const engine = `${root}dist/engine.js`;

/** Runs the runner to its end: its exit code and output lines. */
function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${root}bench/engine-match.mjs`, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (err += d));
    child.on('close', (code) => resolve({ code, lines: out.split('\n'), err }));
  });
}

const common = ['--level', 'greedy', '--games', '8', '--new', engine, '--old', engine];
const openingsLine = (lines) => lines.find((l) => l.startsWith('Openings:'));

for (const game of ['ataxx', 'infection']) {
  test(`--balanced (${game}): openings beyond the bound are left out, the same ones on every run`, async () => {
    const plain = await run(['--game', game, ...common]);
    assert.equal(plain.code, 0, plain.err);
    assert.equal(openingsLine(plain.lines), undefined);
    // Half a piece: most seeded openings lean further than that, so some are left out.
    const args = ['--game', game, ...common, '--balanced', '2000', '--balanced-max', '50'];
    const [a, b] = [await run(args), await run(args)];
    assert.equal(a.code, 0, a.err);
    const m = /^Openings: (\d+) played, (\d+) left out as decided \(--balanced 2000 nodes, beyond 50\)$/.exec(openingsLine(a.lines) ?? '');
    assert.ok(m, a.lines.join('\n'));
    assert.equal(Number(m[1]), 4);
    assert.ok(Number(m[2]) > 0, 'some opening is left out');
    assert.deepEqual(a.lines.filter((l) => !/\(\d+ s\)$/.test(l)), b.lines.filter((l) => !/\(\d+ s\)$/.test(l)));
  });
}

test('--balanced refuses a bound that is not a positive number', async () => {
  const { code, err } = await run(['--game', 'ataxx', ...common, '--balanced', '0']);
  assert.notEqual(code, 0);
  assert.match(err, /--balanced takes a node count/);
});
