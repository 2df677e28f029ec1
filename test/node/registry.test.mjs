// The registry of games (src/registry.ts) against everything derived from it
// that is not read from it at build or test time: the generated regions of the
// entry points, package.json's exports and sideEffects, the files each game
// needs, the engine's exports, the editor data and the docs' lists of games.
// The engine and the CDN checks read dist/ (`npm run build` first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadRegistry, regions, rewrite, sync } from '../../scripts/registry.mjs';
import { exampleNames, publicEntry } from '../../scripts/examples.mjs';

const root = new URL('../../', import.meta.url);
const read = (file) => readFileSync(new URL(file, root), 'utf8');
const pkg = JSON.parse(read('package.json'));
const registry = await loadRegistry();
const { ENGINES, GAMES, ELEMENTS, ELEMENT_TAGS, GAME_TAGS } = registry;

test('the registry: unique tags, ids and names; each game on an engine game', () => {
  assert.deepEqual(ELEMENT_TAGS, [...GAMES, ...ELEMENTS].map((e) => e.tag));
  assert.deepEqual(GAME_TAGS, GAMES.map((g) => g.tag));
  for (const list of [ELEMENT_TAGS, [...GAMES, ...ELEMENTS].map((e) => e.className), ENGINES.map((e) => e.id), ENGINES.map((e) => e.definition)]) {
    assert.equal(new Set(list).size, list.length, `no duplicates in ${list.join(', ')}`);
  }
  const ids = ENGINES.map((e) => e.id);
  for (const game of GAMES) {
    assert.ok(/^[a-z]+(?:-[a-z]+)+$/.test(game.tag), `${game.tag} is a valid custom element name`);
    for (const id of [game.engine, ...Object.values(game.variants ?? {})]) assert.ok(ids.includes(id), `${game.tag}: engine game ${id} is in ENGINES`);
  }
});

test('the entry points match the registry (npm run registry writes them)', async () => {
  assert.deepEqual(await sync({ check: true }), []);
});

test('the regions change with the registry, and a file without its markers is named', () => {
  const fifth = { ...GAMES[0], tag: 'fifth-game', className: 'FifthGame', typePrefix: 'FifthGame', detailTypes: [] };
  const more = regions({ ...registry, GAMES: [...GAMES, fifth] });
  for (const [file, wanted] of Object.entries(more)) {
    const text = read(file);
    if (file === 'src/engine.ts') continue; // engine games are a list of their own
    const next = rewrite(file, text, wanted);
    assert.notEqual(next, text, `${file} names the new game`);
    assert.match(next, /fifth-game/);
  }
  assert.throws(() => rewrite('src/x.ts', 'no markers', { games: ['a'] }), /src\/x\.ts: no region "games"/);
});

test('package.json exports each element file and marks it as having side effects', () => {
  for (const tag of ELEMENT_TAGS) {
    assert.deepEqual(pkg.exports[`./${tag}.js`], { types: `./dist/${tag}.d.ts`, default: `./dist/${tag}.js` }, `exports["./${tag}.js"]`);
    for (const file of [`./dist/${tag}.js`, `./src/${tag}.ts`]) assert.ok(pkg.sideEffects.includes(file), `sideEffects lists ${file}`);
  }
  const elementFiles = Object.keys(pkg.exports).filter((key) => /^\.\/[a-z]+(?:-[a-z]+)+\.js$/.test(key));
  assert.deepEqual(elementFiles.sort(), ELEMENT_TAGS.map((tag) => `./${tag}.js`).sort(), 'no element file the registry does not know');
});

test("each game's files are where the registry says", () => {
  const files = [
    ...ELEMENTS.flatMap((e) => [`src/${e.tag}.ts`, `src/components/${e.folder}/${e.tag}.ts`]),
    ...GAMES.flatMap((g) => [`src/${g.tag}.ts`, `src/components/${g.folder}/${g.tag}.ts`, g.stories]),
    ...ENGINES.flatMap((e) => [`src/games/${e.folder}/index.ts`, ...(e.thinker ? [`src/games/${e.folder}/${e.thinker}`] : [])]),
  ];
  for (const file of files) assert.ok(existsSync(new URL(file, root)), `${file} exists`);
  for (const e of [...GAMES, ...ELEMENTS]) {
    assert.match(read(`src/components/${e.folder}/${e.tag}.ts`), new RegExp(`export class ${e.className}\\b`), `${e.tag}'s module exports ${e.className}`);
  }
});

test('the engine exports each game as the registry names it (dist/engine.js)', async () => {
  const engine = await import('boardlets/engine');
  for (const { id, definition } of ENGINES) {
    assert.equal(engine[definition]?.id, id, `engine.${definition} is the game "${id}"`);
    assert.equal(engine[`${definition}Rules`]?.[definition], engine[definition], `engine.${definition}Rules`);
  }
});

test('the CDN build has a file per element, each in files.json', () => {
  const graph = JSON.parse(read('dist/cdn/files.json'));
  for (const tag of ELEMENT_TAGS) assert.ok(graph[`${tag}.js`], `dist/cdn/files.json lists ${tag}.js`);
});

test('the manifest and the editor data describe every element, by its class', () => {
  const manifest = JSON.parse(read('custom-elements.json'));
  const declared = new Map(manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName).map((d) => [d.tagName, d.name]));
  for (const e of [...GAMES, ...ELEMENTS]) assert.equal(declared.get(e.tag), e.className, `custom-elements.json: <${e.tag}> is ${e.className}`);
  const html = JSON.parse(read('vscode.html-custom-data.json'));
  assert.deepEqual(html.tags.map((t) => t.name).sort(), [...ELEMENT_TAGS].sort());
});

test("the docs' lists of games name every game", () => {
  const embed = read('docs/embed.md').split('\n').find((line) => line.startsWith('| `game` |'));
  assert.deepEqual([...embed.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]).slice(1), GAME_TAGS, 'docs/embed.md: the `game` parameter');
  const pattern = /isCustomElement = \(tag: string\) => \/\^\(([a-z|-]+)\)\$\//.exec(read('docs/frameworks.md'));
  assert.deepEqual(pattern?.[1].split('|'), [...GAME_TAGS, 'boardlets-settings'], 'docs/frameworks.md: isCustomElement');
  const elements = read('docs/elements.md');
  const readme = read('README.md');
  for (const tag of GAME_TAGS) {
    assert.ok(elements.includes(`## \`<${tag}>\``), `docs/elements.md has a section for <${tag}>`);
    assert.ok(readme.includes(`docs/images/${tag}.png`), `README.md shows docs/images/${tag}.png`);
  }
});

test('boardlets/authoring exports what a game made outside the package builds on, and defines nothing (dist/authoring.js)', async () => {
  for (const key of ['./authoring', './authoring.js']) assert.deepEqual(pkg.exports[key], { types: './dist/authoring.d.ts', default: './dist/authoring.js' }, `exports["${key}"]`);
  assert.ok(!pkg.sideEffects.some((file) => file.includes('authoring')), 'boardlets/authoring has no side effects');
  const authoring = await import('boardlets/authoring');
  assert.deepEqual(Object.keys(authoring).sort(), ['BoardletElement', 'GridCursor', 'baseMessages', 'defineElement', 'format', 'joinSentences', 'registerTranslation', 'shippedLanguages']);
  assert.equal(typeof authoring.BoardletElement, 'function');
  assert.equal(authoring.baseMessages.undo, 'Undo');
});

test('the example games: each a folder of at most five files, importing the package only through its exports', () => {
  const names = exampleNames();
  assert.ok(names.length > 0, 'examples/ holds an example game');
  for (const name of names) {
    const dir = new URL(`examples/${name}/`, root);
    const files = readdirSync(dir).filter((file) => file !== 'dist');
    assert.ok(files.length <= 5, `examples/${name}: ${files.length} files (${files.join(', ')}), at most five`);
    assert.ok(files.some((file) => file.endsWith('.test.ts')), `examples/${name} has a browser test`);
    for (const file of files.filter((f) => f.endsWith('.ts'))) {
      for (const [, specifier] of read(`examples/${name}/${file}`).matchAll(/\bfrom '([^'.][^']*)'/g)) {
        assert.notEqual(typeof publicEntry(specifier), 'string', `examples/${name}/${file} imports ${specifier}`);
      }
    }
  }
  assert.match(publicEntry('boardlets/base/shell.js'), /not one of the package's public entry points/);
  assert.deepEqual(publicEntry('boardlets/authoring'), { built: 'dist/authoring.js', source: 'src/authoring.ts' });
});
