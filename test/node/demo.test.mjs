// The demo page says "today" only over a daily game: a heading that promises
// today's puzzle sits over an element with the `daily` attribute.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

test('every demo section whose heading says "Today" holds a daily game', async () => {
  const page = await readFile(new URL('../../demo/index.html', import.meta.url), 'utf8');
  const sections = page.split(/<section\b/).slice(1);
  const today = sections.filter((s) => /<h2[^>]*>[^<]*Today/i.test(s));
  assert.ok(sections.length > 2, 'the demo has its sections');
  for (const section of today) {
    const heading = /<h2[^>]*>([^<]*)</.exec(section)[1];
    assert.match(section, /<[a-z]+-[a-z-]+\b[^>]*\sdaily\b/, `"${heading}" is over a game without the daily attribute`);
  }
});
