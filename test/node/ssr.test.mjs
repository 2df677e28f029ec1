// Server-side rendering safety: every npm entry point of the package (and
// every module of the npm build, the lazily loaded computers and solver
// included) imports in plain Node, with no DOM, without throwing and without
// creating window or document. Runs on the build in dist/ (npm run build).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadRegistry } from '../../scripts/registry.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const registry = await loadRegistry();
const pkg = JSON.parse(await readFile(new URL('package.json', `file://${root}`), 'utf8'));

/** Every subpath the package exports that names one JavaScript module (not `./cdn/*` or JSON). */
const entryPoints = Object.entries(pkg.exports)
  .filter(([subpath, target]) => !subpath.includes('*') && !subpath.endsWith('.json') && typeof target === 'object')
  .map(([subpath]) => (subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`));

function noDom() {
  assert.equal(typeof globalThis.window, 'undefined', 'window must not exist in Node');
  assert.equal(typeof globalThis.document, 'undefined', 'document must not exist in Node');
}

test('the package exports the entry points this test expects', () => {
  assert.deepEqual(
    [...entryPoints].sort(),
    [
      'boardlets',
      // The authoring entry: what a game made outside the package builds on (docs/authoring.md).
      'boardlets/authoring',
      'boardlets/authoring.js',
      'boardlets/autoloader.js',
      'boardlets/engine',
      'boardlets/engine.js',
      'boardlets/react',
      'boardlets/vue',
      // One file per element of the registry of games.
      ...registry.ELEMENT_TAGS.map((tag) => `boardlets/${tag}.js`),
    ].sort(),
  );
});

for (const entry of entryPoints) {
  test(`import '${entry}' works in Node without a DOM`, async () => {
    noDom();
    const module = await import(entry);
    assert.ok(Object.keys(module).length > 0, `${entry} exports something`);
    noDom();
  });
}

test('the main entry exports every element class and the engine entry its games', async () => {
  const all = await import('boardlets');
  for (const name of [...[...registry.GAMES, ...registry.ELEMENTS].map((element) => element.className), 'BoardletElement']) {
    assert.equal(typeof all[name], 'function', `boardlets exports ${name}`);
  }
  assert.equal(typeof all.defaultMessages.undo, 'string');
  const engine = await import('boardlets/engine');
  for (const name of ['Session', ...registry.ENGINES.map((game) => game.definition)]) assert.ok(engine[name], `engine exports ${name}`);
  noDom();
});

test('boardlets/react exports a React component per element, and boardlets/vue what boardlets does', async () => {
  const react = await import('boardlets/react');
  for (const name of ['CheckboxSquares', 'InfectionBoard', 'StainedGlassBoard', 'KitesBoard', 'BoardletsSettings']) {
    // A forwardRef component: an object React renders, with the name shown in its dev tools.
    assert.equal(react[name]?.$$typeof, Symbol.for('react.forward_ref'), `boardlets/react exports ${name}`);
    assert.equal(react[name].displayName, name);
  }
  const vue = await import('boardlets/vue');
  const all = await import('boardlets');
  assert.deepEqual(Object.keys(vue).sort(), Object.keys(all).sort());
  noDom();
});

test('every module of the npm build imports in Node, the lazily loaded computers and solver too', async () => {
  const dist = new URL('dist/', pathToFileURL(root));
  const modules = (await readdir(dist, { recursive: true }))
    .filter((file) => file.endsWith('.js') && !file.startsWith('cdn'))
    .sort();
  assert.ok(modules.some((file) => /games[\\/]infection[\\/]ai\.js$/.test(file)), 'the Infection computer is in the build');
  assert.ok(modules.some((file) => /games[\\/]stained-glass[\\/]solver\.js$/.test(file)), 'the Stained Glass solver is in the build');
  for (const file of modules) {
    await assert.doesNotReject(import(new URL(file.replaceAll('\\', '/'), dist).href), `import dist/${file}`);
  }
  noDom();
});

test('the computers work in Node, for a server that wants a move', async () => {
  const { think } = await import(new URL('dist/games/infection/ai.js', pathToFileURL(root)).href);
  const { infection, createRng } = await import('boardlets/engine');
  const state = infection.setup({ size: 5, obstacles: 0 }, createRng('ssr'));
  const move = await think(state, 'greedy', { rng: createRng('ssr') });
  assert.ok(infection.isLegal(state, move), 'a legal move');
});
