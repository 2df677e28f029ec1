// Builds the two published forms of boardlets:
//
//  - dist/        the npm package: one unminified ES module per source module
//                 (so bundlers can tree-shake and dedupe Lit), with .d.ts
//                 declarations and source maps beside them. Lit is external.
//  - dist/cdn/    one self-contained, minified ES module per element plus one
//                 with every element, for a plain <script type="module"> tag.
//                 Lit and @lit/context are bundled in, production build only.
//                 Beside them, dist/cdn/think-worker.js: the worker the
//                 computers and solvers think in, built on its own (a worker
//                 cannot load the element files' chunks: they define elements).
//
// `npm run build` runs the configs below one after another. Only the npm
// build type-checks (and stops the whole build on a type error); the CDN
// builds then just strip the types file by file, which is much faster.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, posix, resolve } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import ts from 'typescript';
import { exampleNames, publicEntry } from './scripts/examples.mjs';
import { loadRegistry } from './scripts/registry.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/**
 * Empties dist/ before the first build, so files of deleted or renamed modules
 * never linger. Only once per run: in watch mode a rebuild of the npm output
 * must not delete the CDN files.
 */
let cleaned = false;
function cleanDist() {
  return {
    name: 'clean-dist',
    buildStart() {
      if (cleaned) return;
      cleaned = true;
      rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
    },
  };
}

/** Lit and its packages stay imports in the npm build: the app's bundler provides one shared copy. */
const isLit = (id) => /^(?:lit|lit-html|lit-element|@lit\/[^/]+)(?:\/|$)/.test(id);
/** The app's React (boardlets/react) and Vue (types only, in boardlets/vue): npm build only, never bundled. */
const isFramework = (id) => /^(?:react|vue)(?:\/|$)/.test(id);

/** Fail on warnings that mean broken output; they would otherwise scroll past. */
function onwarn(warning, warn) {
  if (warning.code === 'UNRESOLVED_IMPORT' || warning.code === 'MISSING_EXPORT' || warning.plugin === 'typescript') {
    throw Object.assign(new Error(warning.message), warning);
  }
  warn(warning);
}

/** Every element's tag (games first), from the registry of games (src/registry.ts): each has an entry module src/<tag>.ts. */
const { ELEMENT_TAGS, ENGINES, GAME_TAGS } = await loadRegistry();

/** @type {import('rollup').RollupOptions} */
const npm = {
  input: [
    'src/index.ts',
    ...ELEMENT_TAGS.map((tag) => `src/${tag}.ts`),
    'src/autoloader.ts',
    // What a game made outside the package builds on (docs/authoring.md).
    'src/authoring.ts',
    'src/engine.ts',
    // The worker the computers think in: src/base/think-client.ts starts it by its URL.
    'src/engine/think-worker.ts',
    'src/react.ts',
    'src/vue.ts',
  ],
  external: (id) => isLit(id) || isFramework(id),
  onwarn,
  plugins: [
    cleanDist(),
    typescript({
      tsconfig: './tsconfig.json',
      // tsconfig.json is for editors and `tsc --noEmit`; turn emitting on here.
      compilerOptions: {
        noEmit: false,
        sourceMap: true,
        outDir: 'dist',
        declaration: true,
        declarationDir: 'dist',
        // src/ is published too, so "go to definition" can land in the TypeScript source.
        declarationMap: true,
      },
      noEmitOnError: true,
    }),
  ],
  output: {
    dir: 'dist',
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: 'src',
    entryFileNames: '[name].js',
    sourcemap: true,
  },
};

/** CSS without comments and with no whitespace that a browser does not need. */
function squeezeCss(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/** Markup with every line break and its indentation folded into one space (HTML renders them alike). */
const squeezeMarkup = (text) => text.replace(/\s*\n\s*/g, ' ');

/**
 * A TypeScript transformer for the CDN builds: Lit's css`` and html``/svg``
 * template text keeps the source's indentation and comments, which terser
 * cannot touch. This rewrites only the static parts of those tagged
 * templates, found on the syntax tree (never by a regular expression over
 * the code).
 */
function minifyLitTemplates(context) {
  const f = context.factory;
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && ['css', 'html', 'svg'].includes(node.tag.text)) {
      const squeeze = node.tag.text === 'css' ? squeezeCss : squeezeMarkup;
      const t = node.template;
      const template = ts.isNoSubstitutionTemplateLiteral(t)
        ? f.createNoSubstitutionTemplateLiteral(squeeze(t.text), squeeze(t.rawText ?? t.text))
        : f.createTemplateExpression(
            f.createTemplateHead(squeeze(t.head.text), squeeze(t.head.rawText ?? t.head.text)),
            t.templateSpans.map((span) => {
              const text = squeeze(span.literal.text);
              const raw = squeeze(span.literal.rawText ?? span.literal.text);
              const literal = ts.isTemplateMiddle(span.literal) ? f.createTemplateMiddle(text, raw) : f.createTemplateTail(text, raw);
              return f.createTemplateSpan(ts.visitNode(span.expression, visit), literal);
            }),
          );
      return f.updateTaggedTemplateExpression(node, node.tag, node.typeArguments, template);
    }
    return ts.visitEachChild(node, visit, context);
  };
  return (sourceFile) => ts.visitNode(sourceFile, visit);
}

/**
 * Transpile-only TypeScript for the CDN builds: tsconfig.json's isolatedModules
 * and verbatimModuleSyntax guarantee that each file compiles on its own. Its
 * source maps point straight at src/ (the full plugin's maps would be off by a
 * directory level here, as its outDir has to be dist/cdn).
 */
function stripTypes() {
  const { config, error } = ts.readConfigFile('tsconfig.json', ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, process.cwd());
  const compilerOptions = {
    ...options,
    noEmit: false,
    declaration: false,
    declarationMap: false,
    sourceMap: true,
    inlineSources: true,
    rootDir: undefined,
    outDir: undefined,
  };
  return {
    name: 'strip-types',
    // Source files import each other as './x.js'; the file on disk is './x.ts'.
    resolveId(source, importer) {
      if (!importer?.endsWith('.ts') || !/^\.\.?\//.test(source) || !source.endsWith('.js')) return null;
      const file = resolve(dirname(importer), `${source.slice(0, -3)}.ts`);
      return existsSync(file) ? file : null;
    },
    transform(code, id) {
      if (!id.endsWith('.ts')) return null;
      const out = ts.transpileModule(code, {
        compilerOptions,
        fileName: id,
        reportDiagnostics: true,
        transformers: { before: [minifyLitTemplates] },
      });
      const [problem] = out.diagnostics ?? [];
      if (problem) this.error(`${id}: ${ts.flattenDiagnosticMessageText(problem.messageText, '\n')}`);
      return { code: out.outputText.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'), map: out.sourceMapText };
    },
  };
}

const banner = (file) =>
  [
    '/*!',
    ` * ${pkg.name} v${pkg.version} (${file}) | ${pkg.license} License`,
    ' * Bundles Lit and @lit/context: Copyright 2017-2021 Google LLC, BSD-3-Clause License.',
    ' */',
  ].join('\n');

/** A table of translated strings (src/i18n/<code>.ts, src/components/<game>/i18n/<code>[.<part>].ts): a chunk of its own, loaded on first use. */
const TRANSLATION = /[\\/]src[\\/](?:components[\\/][^\\/]+[\\/])?i18n[\\/][^\\/]+\.ts$/;
/** Lit, the base class and the shared engine: what every element needs, in one chunk. */
const CORE = /[\\/](?:node_modules|src[\\/]base|src[\\/]engine)[\\/]/;
/**
 * Shared code only chunks loaded on first use need (the keeper behind
 * `persist` and `from-hash`; the How to play panel and its styles; the
 * computers' and solver's scheduling): left to rollup, it goes with them
 * instead of into every game's download.
 */
const LAZY_BASE = /[\\/]src[\\/](?:base[\\/](?:keeper|how-to-play|how-to-play\.styles|daily-card|daily\.styles|daily-stats|think-client|controllers[\\/]daily)|engine[\\/]schedule)\.ts$/;
/**
 * What the daily games (Checkbox Squares and Stained Glass) need before
 * `daily` or `stats` is set (the UTC day, the `stats` and `daily-date`
 * attributes, the loader of the results): one small chunk only they import.
 * The results (their strings, the game's share text, the controller, card
 * and statistics store) load with `daily` or `stats`.
 */
const DAILY = /[\\/]src[\\/]base[\\/](?:daily|daily-date)\.ts$/;
/**
 * What only `<boardlets-settings>` needs (its module and @lit/context's
 * provider): grouped with it by name, so the games' core chunk does not pull
 * the provider in as a dependency of @lit/context's index module.
 */
const SETTINGS_ONLY = /[\\/](?:src[\\/]components[\\/]settings[\\/][^\\/]+\.ts|@lit[\\/]context[\\/]lib[\\/](?:controllers[\\/]context-provider|value-notifier)\.js)$/;

/**
 * Whether a module is part of the first paint of two games or more: imported
 * statically (never only through a dynamic import) from at least two game
 * entries. Only such shared code goes in the core chunk; the rest (a
 * computer's search, the Z/k algebra, a module only one game draws with, what
 * loads on first use or while the page is idle) is left to rollup, which puts
 * it with what imports it. Worked out once per build, when rollup first asks.
 */
const GAME_ENTRIES = GAME_TAGS.map((tag) => resolve(`src/${tag}.ts`));
let firstPaintGames = null;
function firstPaintShared(getModuleInfo) {
  if (!firstPaintGames) {
    firstPaintGames = new Map();
    for (const entry of GAME_ENTRIES) {
      const seen = new Set();
      const visit = (id) => {
        if (seen.has(id)) return;
        seen.add(id);
        firstPaintGames.set(id, (firstPaintGames.get(id) ?? 0) + 1);
        for (const dep of getModuleInfo(id)?.importedIds ?? []) visit(dep);
      };
      visit(entry);
    }
  }
  return (id) => (firstPaintGames.get(id) ?? 0) >= 2;
}

/**
 * A chunk's file name: the game's name first for the lazily loaded computers
 * and solvers (their chunk is named after ai.ts or solver.ts) and for a
 * game's strings in a language (`kites-de.how-to-play-….js`, from
 * src/components/kites/i18n/de.how-to-play.ts).
 */
function chunkFileNames(chunk) {
  const game = chunk.moduleIds.map((id) => /[\\/]src[\\/](?:games[\\/]([^\\/]+)[\\/]|components[\\/]([^\\/]+)[\\/]i18n[\\/])/.exec(id)?.slice(1).find(Boolean)).find(Boolean);
  if (TRANSLATION.test(chunk.facadeModuleId ?? '')) return `chunks/${game ? `${game}-` : ''}${chunk.name}.js`;
  return game && chunk.name !== 'core' ? `chunks/${game}-${chunk.name}-[hash].js` : 'chunks/[name]-[hash].js';
}

/**
 * Writes dist/cdn/files.json: for each element file, the chunks it imports
 * (so it shows its board) and those it loads on first use (its computer or
 * solver), each list complete. The benchmark sizes each element from it; a
 * page can use it for <link rel="modulepreload"> hints.
 */
function fileGraph() {
  return {
    name: 'file-graph',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start) => {
        const seen = new Set();
        const visit = (file) => {
          for (const dep of byName.get(file).imports) {
            if (!seen.has(dep)) {
              seen.add(dep);
              visit(dep);
            }
          }
        };
        for (const file of start) visit(file);
        return seen;
      };
      const graph = {};
      // The embed page's script (play.js) is no element file: left out.
      for (const entry of chunks.filter((c) => c.isEntry && c.name !== 'play').sort((a, b) => a.fileName.localeCompare(b.fileName))) {
        const imports = closure([entry.fileName]);
        const lazyRoots = [entry.fileName, ...imports].flatMap((f) => byName.get(f).dynamicImports);
        const lazy = new Set([...lazyRoots, ...closure(lazyRoots)].filter((f) => f !== entry.fileName && !imports.has(f)));
        graph[entry.fileName] = { imports: [...imports].sort(), lazy: [...lazy].sort() };
      }
      this.emitFile({ type: 'asset', fileName: 'files.json', source: `${JSON.stringify(graph, null, 2)}\n` });
    },
  };
}

/** The embed page (docs/embed.md): its HTML and stylesheet beside its script, dist/cdn/play.js. */
function embedPage() {
  const files = ['play.html', 'play.css'];
  return {
    name: 'embed-page',
    buildStart() {
      for (const file of files) this.addWatchFile(`src/embed/${file}`);
    },
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: file, source: readFileSync(`src/embed/${file}`, 'utf8') });
    },
  };
}

/** How src/base/think-client.ts names the worker, relative to itself (in src/ and in the npm build's dist/). */
const WORKER_FROM_CLIENT = "'../engine/think-worker.js'";
/** The CDN worker's file in dist/cdn/. */
const CDN_WORKER = 'think-worker.js';

/**
 * The CDN build puts the think client into a chunk (dist/cdn/chunks/) and
 * the worker at dist/cdn/think-worker.js: this points the client's URL at
 * it from wherever its chunk lies. The new string keeps the old one's length
 * (padded with spaces after it), so the source map stays right.
 */
function cdnWorkerUrl() {
  return {
    name: 'cdn-worker-url',
    renderChunk(code, chunk) {
      if (!chunk.moduleIds.some((id) => /[\\/]src[\\/]base[\\/]think-client\.ts$/.test(id))) return null;
      if (!code.includes(WORKER_FROM_CLIENT)) this.error(`${chunk.fileName}: the think client no longer names its worker as ${WORKER_FROM_CLIENT}`);
      let path = posix.relative(posix.dirname(chunk.fileName), CDN_WORKER);
      if (!path.startsWith('.')) path = `./${path}`;
      const literal = `'${path}'`;
      if (literal.length > WORKER_FROM_CLIENT.length) this.error(`the worker's path ${literal} is longer than ${WORKER_FROM_CLIENT}`);
      return { code: code.replaceAll(WORKER_FROM_CLIENT, literal.padEnd(WORKER_FROM_CLIENT.length, ' ')), map: null };
    },
  };
}

/**
 * The CDN build: one minified file per element (dist/cdn/<tag>.js) and one
 * with every element (dist/cdn/boardlets.js), sharing their common code in
 * chunks beside them (dist/cdn/chunks/): a page with several games loads
 * Lit and the base class once, and the all-in-one file is the element files
 * themselves. The computers and solvers are chunks of their own, loaded on
 * first use (a dynamic import in the element).
 */
const cdn = {
  input: {
    ...Object.fromEntries(ELEMENT_TAGS.map((tag) => [tag, `src/${tag}.ts`])),
    boardlets: 'src/index.ts',
    autoloader: 'src/autoloader.ts',
    play: 'src/embed/play.ts',
  },
  onwarn,
  // An element file may export more than its module does (what the all-in-one
  // file imports from it), so the game's code stays in it instead of moving
  // to a chunk behind a re-exporting stub.
  preserveEntrySignatures: 'allow-extension',
  plugins: [
    // `production` (and not `development`) makes Lit resolve to its minified
    // production modules, without dev-mode warnings and checks.
    nodeResolve({ browser: true, exportConditions: ['production'] }),
    stripTypes(),
    // In watch mode each rebuild works out the games' first paints anew.
    { name: 'first-paint-graph', buildStart: () => void (firstPaintGames = null) },
    cdnWorkerUrl(),
    terser({
      module: true,
      ecma: 2020,
      compress: { passes: 2 },
      // Keep only our /*! banner; it names Lit's licence once instead of keeping
      // Lit's @license comment from every one of its modules.
      format: { comments: /^!/ },
    }),
    fileGraph(),
    embedPage(),
  ],
  output: {
    dir: 'dist/cdn',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames,
    // Only the shared code is grouped by hand; rollup splits off each dynamic import by itself.
    manualChunks: (id, { getModuleInfo }) =>
      SETTINGS_ONLY.test(id) ? 'boardlets-settings' : DAILY.test(id) ? 'daily' : CORE.test(id) && !LAZY_BASE.test(id) && firstPaintShared(getModuleInfo)(id) ? 'core' : undefined,
    // Only a file that bundles Lit (the core chunk, and whatever holds a part
    // of it) names Lit's licence; every other file (a game, a language's
    // strings, a lazy panel) has a one-line banner: each first-paint file
    // pays its banner in gzip bytes (about 70 each).
    banner: (chunk) => (chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]/.test(id)) ? banner(chunk.isEntry ? `${chunk.name}.js` : `chunks/${chunk.name}`) : `/*! ${pkg.name} v${pkg.version} | ${pkg.license} License */`),
    sourcemap: true,
  },
};

/**
 * The CDN worker (dist/cdn/think-worker.js) and each game's engine for it
 * (dist/cdn/chunks/worker-<game>-<hash>.js), loaded on the first task for
 * that game. Built apart from the elements, whose chunks define elements
 * (a worker has no DOM). Every one of these files is whole, with no static
 * import: a page's worker from a CDN is a blob: module that dynamically
 * imports think-worker.js (see think-client.ts), and Firefox checks the
 * static imports of modules loaded so against `worker-src` (which a page
 * gives `blob:` only), their dynamic imports against `script-src` (which
 * lets the CDN in already). So each game's file holds the whole engine it
 * needs (the scheduling and RNG are repeated in each, a few hundred bytes).
 */
const WORKER_ENGINES = Object.fromEntries(ENGINES.filter((g) => 'thinker' in g).map((g) => [g.id, `src/games/${g.folder}/${g.thinker}`]));

const workerBanner = (file) => ['/*!', ` * ${pkg.name} v${pkg.version} (${file}) | ${pkg.license} License`, ' */'].join('\n');
const workerTerser = () => terser({ module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: /^!/ } });

/** One game's engine for the worker: the module think-tasks.ts imports, with everything it needs, in one file. */
const cdnWorkerEngines = Object.entries(WORKER_ENGINES).map(([game, input]) => ({
  input: { [`worker-${game}`]: input },
  onwarn,
  plugins: [stripTypes(), workerTerser()],
  output: {
    dir: 'dist/cdn',
    format: 'es',
    entryFileNames: 'chunks/[name]-[hash].js',
    banner: (chunk) => workerBanner(`chunks/${chunk.name}`),
    sourcemap: true,
  },
}));

/** Points think-tasks.ts's dynamic import of each game's engine at that game's file, built just before. */
function workerEngineFiles() {
  const resolved = Object.fromEntries(Object.entries(WORKER_ENGINES).map(([game, input]) => [resolve(input), game]));
  return {
    name: 'worker-engine-files',
    resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string' || !importer?.endsWith('.ts')) return null;
      const game = resolved[resolve(dirname(importer), specifier.replace(/\.js$/, '.ts'))];
      if (!game) this.error(`${importer}: a dynamic import of ${specifier}, which is no game engine of the worker's (${Object.values(WORKER_ENGINES).join(', ')})`);
      const files = readdirSync('dist/cdn/chunks').filter((f) => new RegExp(`^worker-${game}-[\\w-]{8}\\.js$`).test(f));
      if (files.length !== 1) this.error(`expected one dist/cdn/chunks/worker-${game}-<hash>.js, found ${files.length}`);
      return { id: `./chunks/${files[0]}`, external: true };
    },
  };
}

/** The worker itself: what a page starts; it loads each game's engine on first use. */
const cdnWorker = {
  input: { 'think-worker': 'src/engine/think-worker.ts' },
  onwarn,
  plugins: [stripTypes(), workerEngineFiles(), workerTerser()],
  output: {
    dir: 'dist/cdn',
    format: 'es',
    entryFileNames: '[name].js',
    banner: (chunk) => workerBanner(`${chunk.name}.js`),
    sourcemap: true,
  },
};

/** Imports of the package by name (`boardlets/authoring`): the npm build's file that package.json exports under it; any other path of the package stops the build. */
function packageByName() {
  return {
    name: 'package-by-name',
    resolveId(source) {
      const entry = publicEntry(source);
      if (entry === null) return null;
      if (typeof entry === 'string') this.error(entry);
      return resolve(entry.built);
    },
  };
}

/**
 * Each example game (examples/<name>/, found by folder; docs/authoring.md),
 * built as an app outside the package would build it: its element module
 * bundled with Lit into examples/<name>/dist/, the package taken from the npm
 * build just made (dist/), by name only. Not published.
 */
const examples = exampleNames().map((name) => ({
  input: { [name]: `examples/${name}/${name}.ts` },
  onwarn,
  // The element module stays whole (no re-exporting stub in front of a chunk).
  preserveEntrySignatures: 'allow-extension',
  plugins: [
    { name: 'clean-example', buildStart: () => rmSync(new URL(`./examples/${name}/dist`, import.meta.url), { recursive: true, force: true }) },
    packageByName(),
    nodeResolve({ browser: true, exportConditions: ['production'] }),
    stripTypes(),
    terser({ module: true, ecma: 2020, compress: { passes: 2 } }),
  ],
  output: { dir: `examples/${name}/dist`, format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true },
}));

export default [npm, cdn, ...cdnWorkerEngines, cdnWorker, ...examples];
