// The CDN addresses that docs, stories and the demo hand out are pinned to
// this package's version (a page copied from them must not change when a
// new release comes out), and the README's links to the docs lead somewhere.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

const files = [
  'README.md',
  'demo/index.html',
  ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`),
  ...readdirSync(join(root, 'stories')).filter((f) => /\.(ts|mdx)$/.test(f)).map((f) => `stories/${f}`),
];

test(`every CDN address is pinned to boardlets@${version}`, () => {
  const unpinned = [];
  let pinned = 0;
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(/(?:cdn\.jsdelivr\.net\/npm|unpkg\.com)\/boardlets(@[^/\s"'`)]*)?\//g)) {
      if (match[1] === `@${version}`) pinned++;
      else unpinned.push(`${file}: ${match[0]}`);
    }
  }
  assert.deepEqual(unpinned, [], `pin these to @${version}`);
  assert.ok(pinned >= 5, `expected the README, docs, stories and demo to give CDN addresses (found ${pinned})`);
});

test("the README's links to files in the repository lead to files", () => {
  const text = readFileSync(join(root, 'README.md'), 'utf8');
  const missing = [];
  for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (/^[a-z]+:/.test(target)) continue;
    if (!existsSync(join(root, target))) missing.push(target);
  }
  assert.deepEqual(missing, []);
});
