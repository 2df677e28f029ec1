// The registry of games (src/registry.ts) for Node: the build, the scripts, the
// benchmarks and the Node tests read it through loadRegistry(), which strips
// its types (it is plain data) and imports it, with no build step first.
//
// Run as a script (`npm run registry`), it writes the marked regions of the
// entry points from it:
//
//   // #region registry:<name> (written by `npm run registry` from src/registry.ts)
//   ...
//   // #endregion registry:<name>
//
// `node scripts/registry.mjs --check` writes nothing and exits 1 naming each
// stale region (test/node/registry.test.mjs runs it).
import { Buffer } from 'node:buffer';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = new URL('../', import.meta.url);

/** The registry's exports (ENGINES, GAMES, ELEMENTS, GAME_TAGS, ELEMENT_TAGS, gameOf), read from src/registry.ts. */
export async function loadRegistry() {
  const source = readFileSync(new URL('src/registry.ts', root), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
    fileName: 'registry.ts',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

const head = (name) => `// #region registry:${name} (written by \`npm run registry\` from src/registry.ts; do not edit)`;
const tail = (name) => `// #endregion registry:${name}`;

/** Each file's regions, by name: the lines between the markers. */
export function regions({ ENGINES, GAMES, ELEMENTS }) {
  const elements = [...GAMES, ...ELEMENTS];
  return {
    'src/index.ts': {
      elements: elements.map((e) => `export * from './${e.tag}.js';`),
    },
    'src/engine.ts': {
      games: ENGINES.flatMap((g) => [
        `export * as ${g.definition}Rules from './games/${g.folder}/index.js';`,
        `export { ${g.definition} } from './games/${g.folder}/index.js';`,
      ]),
    },
    'src/autoloader.ts': {
      elements: elements.map((e) => `  '${e.tag}': () => import('./${e.tag}.js'),`),
    },
    'src/react.ts': {
      imports: GAMES.map(
        (g) =>
          `import { ${g.className} as ${g.className}Element, type ${g.typePrefix}GameOverDetail, type ${g.typePrefix}MoveDetail } from './${g.tag}.js';`,
      ),
      types: GAMES.map((g) => `export type { ${[...g.detailTypes, `${g.typePrefix}GameOverDetail`, `${g.typePrefix}MoveDetail`].join(', ')} } from './${g.tag}.js';`),
      components: GAMES.flatMap((g) => [
        '',
        `/** \`<${g.tag}>\` as a React component. */`,
        `export const ${g.className}: BoardletComponent<${g.className}Element, GameEvents<${g.typePrefix}MoveDetail, ${g.typePrefix}GameOverDetail>> =`,
        '  createComponent({',
        '    react: React,',
        `    tagName: '${g.tag}',`,
        `    elementClass: ${g.className}Element,`,
        `    events: gameEvents<${g.typePrefix}MoveDetail, ${g.typePrefix}GameOverDetail>(),`,
        `    displayName: '${g.className}',`,
        '  });',
      ]).slice(1),
      props: GAMES.map((g) => `export type ${g.className}Props = React.ComponentProps<typeof ${g.className}>;`),
    },
    'src/vue.ts': {
      imports: GAMES.map((g) => `import type { ${g.className}, ${g.typePrefix}GameOverDetail, ${g.typePrefix}MoveDetail } from './${g.tag}.js';`),
      components: GAMES.map((g) => `    '${g.tag}': Game<${g.className}, ${g.typePrefix}MoveDetail, ${g.typePrefix}GameOverDetail>;`),
    },
  };
}

/** `text` with each named region's lines replaced; throws naming a region whose markers are missing. */
export function rewrite(file, text, wanted) {
  let out = text;
  for (const [name, lines] of Object.entries(wanted)) {
    const start = out.indexOf(head(name));
    const end = out.indexOf(tail(name));
    if (start < 0 || end < start) throw new Error(`${file}: no region "${name}" (a line "${head(name)}" and, below it, "${tail(name)}")`);
    const indent = /[ \t]*$/.exec(out.slice(0, start))[0];
    const body = lines.length ? `${lines.join('\n')}\n` : '';
    out = `${out.slice(0, start)}${head(name)}\n${body}${indent}${out.slice(end)}`;
  }
  return out;
}

/** Every region that differs from what the registry says, as `file: region` (and, without `check`, writes the files). */
export async function sync({ check = false } = {}) {
  const registry = await loadRegistry();
  const stale = [];
  for (const [file, wanted] of Object.entries(regions(registry))) {
    const url = new URL(file, root);
    const text = readFileSync(url, 'utf8');
    const next = rewrite(file, text, wanted);
    if (next === text) continue;
    for (const name of Object.keys(wanted)) if (rewrite(file, text, { [name]: wanted[name] }) !== text) stale.push(`${file}: ${name}`);
    if (!check) writeFileSync(url, next);
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = await sync({ check });
  if (check && stale.length) {
    console.error(`These regions do not match src/registry.ts; run \`npm run registry\`:\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  if (!check) console.log(stale.length ? `wrote ${stale.join(', ')}` : 'every region matches src/registry.ts');
}
