// The queue of commands boardlets-uai keeps while it searches
// (bin/lib/line-queue.mjs): first in, first out, linear to drain, bounded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { LineQueue, MAX_CHARS, MAX_LINES } from '../../bin/lib/line-queue.mjs';

test('lines come out in the order they went in, whatever the mix of push and take', () => {
  fc.assert(
    fc.property(fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.constant(null)), { maxLength: 3000 }), (ops) => {
      const q = new LineQueue();
      const model = [];
      for (const op of ops) {
        if (op === null) assert.equal(q.take(), model.shift());
        else {
          assert.equal(q.push(op), true);
          model.push(op);
        }
        assert.equal(q.length, model.length);
      }
      while (model.length) assert.equal(q.take(), model.shift());
      assert.equal(q.take(), undefined);
      assert.equal(q.length, 0);
    }),
    { numRuns: 200 },
  );
});

test('draining never shifts an array (Array.prototype.shift is quadratic over a long queue) and copies each line a bounded number of times', () => {
  const q = new LineQueue();
  const n = 200_000;
  for (let i = 0; i < n; i++) q.push(`perft ${i}`);
  const { shift, slice } = Array.prototype;
  let shifts = 0;
  let copied = 0;
  Array.prototype.shift = function (...args) {
    shifts++;
    return shift.apply(this, args);
  };
  Array.prototype.slice = function (...args) {
    const out = slice.apply(this, args);
    copied += out.length;
    return out;
  };
  try {
    for (let i = 0; i < n; i++) if (q.take() !== `perft ${i}`) assert.fail(`line ${i} out of order`);
  } finally {
    Array.prototype.shift = shift;
    Array.prototype.slice = slice;
  }
  assert.equal(shifts, 0);
  assert.ok(copied <= n, `${copied} lines copied to drain ${n}`);
});

test('the memory held follows what still waits: at most about twice it', () => {
  const q = new LineQueue();
  for (let i = 0; i < 100_000; i++) q.push('isready');
  for (let i = 0; i < 99_000; i++) q.take();
  assert.equal(q.length, 1000);
  assert.ok(q.items.length <= 2 * q.length + 1024, `${q.items.length} slots for ${q.length} lines`);
  q.clear();
  assert.equal(q.length, 0);
  assert.equal(q.items.length, 0);
});

test('the queue is bounded by lines and by characters: past either, push refuses and keeps what it has', () => {
  assert.ok(MAX_LINES >= 100_000 && MAX_CHARS >= 1 << 20);
  const byLines = new LineQueue({ maxLines: 3 });
  assert.deepEqual(['a', 'b', 'c', 'd'].map((l) => byLines.push(l)), [true, true, true, false]);
  assert.equal(byLines.length, 3);
  assert.equal(byLines.take(), 'a');
  assert.equal(byLines.push('e'), true);
  const byChars = new LineQueue({ maxChars: 10 });
  assert.equal(byChars.push('12345678'), true);
  assert.equal(byChars.push('123'), false);
  assert.equal(byChars.push('12'), true);
  assert.equal(byChars.take(), '12345678');
  assert.equal(byChars.push('1234567'), true);
});

test('boardlets-uai queues its commands in a LineQueue, never with Array.prototype.shift', () => {
  const source = readFileSync(new URL('../../bin/boardlets-uai.mjs', import.meta.url), 'utf8');
  assert.match(source, /import \{ LineQueue \} from '\.\/lib\/line-queue\.mjs'/);
  assert.match(source, /new LineQueue\(/);
  assert.doesNotMatch(source, /\.shift\(/);
});
