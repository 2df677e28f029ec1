// What each game's first paint downloads, module by module (issue 24's size
// budget): the code only a person's input needs is in the interaction layer's
// chunk, which a page loads while it is idle after the first paint (or on the
// first input that needs it), never in a file the first paint imports. Read
// off the CDN build's files.json and source maps (`npm run build` first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadRegistry } from '../../scripts/registry.mjs';

const root = new URL('../../dist/cdn/', import.meta.url);
const read = (file) => readFileSync(new URL(file, root), 'utf8');
const graph = JSON.parse(read('files.json'));
const { GAME_TAGS } = await loadRegistry();

/** The source modules (paths under src/, or the package's path under node_modules) of one CDN file, from its source map. */
const modulesOf = (file) => JSON.parse(read(`${file}.map`)).sources.map((s) => s.replace(/^(?:\.\.\/)+(?:.*?\/)?(src|node_modules)\//, '$1/'));

/** The modules that come with the interaction layer, not with the board. */
const LAYER = ['src/base/controllers/history-actions.ts', 'src/base/controllers/how-to-play.ts', 'src/base/controllers/move-list-panel.ts', 'src/base/controllers/share.ts'];

/** What only an open panel needs (its styles come with it): in no first-paint file. */
const PANELS = ['src/base/modal.styles.ts', 'src/base/how-to-play.styles.ts'];

test('the interaction layer carries what only input needs; no game\'s first paint imports it', () => {
  for (const tag of GAME_TAGS) {
    const file = `${tag}.js`;
    const firstPaint = [file, ...graph[file].imports].flatMap(modulesOf);
    for (const module of [...LAYER, ...PANELS]) assert.ok(!firstPaint.includes(module), `${module} is not in the first paint of <${tag}>`);
    const layer = graph[file].lazy.filter((f) => /^chunks\/interaction-layer-/.test(f));
    assert.equal(layer.length, 1, `<${tag}> loads one interaction layer chunk: ${graph[file].lazy.join(', ')}`);
    const inLayer = modulesOf(layer[0]);
    for (const module of LAYER) assert.ok(inLayer.includes(module), `${module} comes with the interaction layer of <${tag}>`);
  }
});

/** Code only an attribute (or a game's own input) asks for, by the game whose element loads it on first use: in no game's first paint, in a lazy chunk of that game. */
const KEEPER = 'src/base/keeper.ts'; // `persist`, `from-hash`
const DAILY = 'src/base/controllers/daily-results.ts'; // `daily`, `stats`
const ATTRIBUTE_ONLY = {
  // The solver of 3 and 4 states (`states`, `daily`, or such a game restored), the maths panel (`algebra`).
  'checkbox-squares': [KEEPER, DAILY, 'src/games/checkbox-squares/algebra.ts', 'src/components/checkbox-squares/daily-results.ts', 'src/components/checkbox-squares/maths-panel.ts'],
  // Standard Ataxx's rules (`rules="ataxx"`); the board's input and the drag (idle, or the first input on the board).
  'infection-board': [KEEPER, 'src/games/ataxx/rules.ts', 'src/components/infection/piece-input.ts', 'src/base/controllers/pointer-drag-impl.ts', 'src/base/controllers/click-outside.ts'],
  // The board search (`solvable`, `daily`, or the first Hint); the board's input and hop (idle, or the first input on the board).
  'stained-glass-board': [KEEPER, DAILY, 'src/components/stained-glass/daily.ts', 'src/components/stained-glass/board-search.ts', 'src/components/stained-glass/tile-input.ts', 'src/components/stained-glass/hop-motion.ts'],
  // The board's input: clicks, keys and the cursor's steps (idle, or the first input on the board).
  'kites-board': [KEEPER, 'src/components/kites/kite-input.ts', 'src/base/controllers/hex-keys.ts', 'src/games/kites/cursor.ts'],
};

test('what only an attribute asks for is in no first paint, and loads on first use', () => {
  for (const tag of GAME_TAGS) {
    const firstPaint = [`${tag}.js`, ...graph[`${tag}.js`].imports].flatMap(modulesOf);
    for (const module of Object.values(ATTRIBUTE_ONLY).flat()) assert.ok(!firstPaint.includes(module), `${module} is not in the first paint of <${tag}>`);
  }
  for (const [tag, modules] of Object.entries(ATTRIBUTE_ONLY)) {
    const lazy = graph[`${tag}.js`].lazy.flatMap(modulesOf);
    for (const module of modules) assert.ok(lazy.includes(module), `${module} is in a chunk <${tag}> loads on first use`);
  }
});
