// The example games (examples/<name>/, docs/authoring.md), found by folder:
// the build bundles each one's element module (examples/<name>/<name>.ts) and
// the browser tests run each one's tests (examples/<name>/*.test.ts).
//
// An example is written only against the package's public entry points, so
// `boardlets` and `boardlets/<entry>` resolve through package.json's `exports`
// as an app's bundler would: to the built file (the build) or to its
// TypeScript source (the tests); any other path of the package is an error.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

/** Each example's name: a folder of examples/ holding <name>.ts. */
export function exampleNames() {
  const dir = new URL('examples/', root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/${entry.name}.ts`, dir)))
    .map((entry) => entry.name)
    .sort();
}

/**
 * What an import of the package by name resolves to: `{ built, source }`
 * (paths from the repository root, like `dist/authoring.js` and
 * `src/authoring.ts`), `null` for an import of another package, or a string
 * saying why the package does not export it.
 */
export function publicEntry(specifier) {
  if (specifier !== pkg.name && !specifier.startsWith(`${pkg.name}/`)) return null;
  const key = `.${specifier.slice(pkg.name.length)}`;
  const target = pkg.exports[key];
  const built = typeof target === 'string' ? target : target?.default;
  if (typeof built !== 'string' || !/^\.\/dist\/.+\.js$/.test(built)) {
    const entries = Object.keys(pkg.exports).filter((k) => !k.includes('*') && !k.endsWith('.json')).map((k) => `${pkg.name}${k.slice(1)}`);
    return `"${specifier}" is not one of the package's public entry points (${entries.join(', ')})`;
  }
  return { built: built.slice(2), source: `src/${built.slice('./dist/'.length, -'.js'.length)}.ts` };
}
