// The editor data shipped in the package (scripts/ide-data.mjs makes it from
// custom-elements.json): what VS Code and JetBrains IDEs will offer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadRegistry } from '../../scripts/registry.mjs';

const read = (file) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const pkg = read('package.json');
/** Every element, from the registry of games, in the editor data's (alphabetical) order. */
const TAGS = [...(await loadRegistry()).ELEMENT_TAGS].sort();

test('package.json points the IDEs at the files, and ships them', () => {
  assert.equal(pkg['web-types'], './web-types.json');
  for (const file of ['vscode.html-custom-data.json', 'vscode.css-custom-data.json', 'web-types.json']) {
    assert.ok(pkg.files.includes(file), `${file} in "files"`);
    assert.equal(pkg.exports[`./${file}`], `./${file}`);
  }
});

test('VS Code HTML data: every element, its attributes, their values and docs', () => {
  const html = read('vscode.html-custom-data.json');
  assert.deepEqual(html.tags.map((t) => t.name), TAGS);
  const infection = html.tags.find((t) => t.name === 'infection-board');
  const attr = (name) => infection.attributes.find((a) => a.name === name);
  assert.deepEqual(attr('difficulty').values.map((v) => v.name), ['greedy', 'easy', 'normal', 'hard']);
  assert.deepEqual(attr('mode').values.map((v) => v.name), ['vs-computer', 'two-player', 'computer-vs-computer']);
  assert.equal(attr('readonly').valueSet, 'v');
  assert.match(attr('size').description.value, /Default: `\d+`/);
  assert.match(infection.description.value, /\*\*Events:\*\* .*`move`.*`game-over`/);
  const kites = html.tags.find((t) => t.name === 'kites-board');
  assert.deepEqual(kites.attributes.find((a) => a.name === 'opponent').values.map((v) => v.name), ['computer', 'human']);
});

test('VS Code CSS data: the custom properties and the parts', () => {
  const css = read('vscode.css-custom-data.json');
  const names = css.properties.map((p) => p.name);
  assert.ok(names.includes('--boardlets-ink') && names.includes('--boardlets-kites-red'));
  assert.ok(names.every((n) => n.startsWith('--boardlets-')));
  assert.equal(new Set(names).size, names.length);
  assert.ok(css.pseudoElements.some((p) => p.name === '::part(board)' && p.description.startsWith('<')));
});

test('web-types: elements with attributes, events, properties, parts', () => {
  const wt = read('web-types.json');
  assert.equal(wt.name, 'boardlets');
  assert.equal(wt.version, pkg.version);
  const els = wt.contributions.html.elements;
  assert.deepEqual(els.map((e) => e.name), TAGS);
  for (const el of els.filter((e) => e.name !== 'boardlets-settings' && e.name !== 'boardlets-worksheet')) {
    assert.deepEqual(el.events.map((e) => e.name).filter((n) => n === 'move' || n === 'game-over'), ['move', 'game-over'], el.name);
    assert.ok(el.css.parts.some((p) => p.name === 'board'), el.name);
    assert.ok(el.js.properties.some((p) => p.name === 'isOver'), el.name);
  }
  const stained = els.find((e) => e.name === 'stained-glass-board');
  assert.deepEqual(stained.attributes.find((a) => a.name === 'palette').values.map((v) => v.name), ['primaries', 'mixed', 'full']);
  assert.deepEqual(stained.attributes.find((a) => a.name === 'daily').value, { type: 'boolean', required: false });
});
