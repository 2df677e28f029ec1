#!/usr/bin/env node
// What the bytes of the CDN files are: for each file a page fetches before
// the boards are drawn (or any dist/cdn file named on the command line), the
// minified bytes each source module left in it, read off the file's source
// map (every generated character belongs to the source of the mapping it
// follows), with an estimate of each module's gzip share (the file's gzip
// size split in proportion to the raw bytes). For finding what to cut; the
// budgets are checked by bench/load-sizes.mjs.
//
//   npm run build && node bench/size-breakdown.mjs [dist/cdn/<file>.js ...] [--top N]
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Buffer } from 'node:buffer';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../scripts/serve.mjs';
import { loadRegistry } from '../scripts/registry.mjs';

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes one segment of a source map's `mappings` (base-64 VLQ numbers). */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const digit = B64[c];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Raw bytes per source module of one generated file (unmapped bytes: `(unmapped)`). */
export function bytesBySource(file) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const lines = code.split('\n');
  const mapLines = map.mappings.split(';');
  const bytes = new Map();
  const add = (name, n) => bytes.set(name, (bytes.get(name) ?? 0) + n);
  let source = 0;
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l];
    let col = 0;
    let current = null;
    let last = 0;
    for (const seg of (mapLines[l] ?? '').split(',')) {
      if (!seg) continue;
      const v = decodeSegment(seg);
      col += v[0];
      if (v.length > 1) source += v[1];
      add(current ?? '(unmapped)', Buffer.byteLength(line.slice(last, col)));
      last = col;
      current = v.length > 1 ? map.sources[source] : null;
    }
    add(current ?? '(unmapped)', Buffer.byteLength(line.slice(last)) + 1);
  }
  const base = dirname(file);
  return new Map([...bytes].map(([name, n]) => [name === '(unmapped)' ? name : short(relative(repoRoot, join(base, name))), n]));
}

/** A source path, shortened: node_modules' packages by name, ours from src/. */
const short = (path) => path.replace(/^.*node_modules\//, '').replace(/^src\//, '');

export function breakdown(file) {
  const code = readFileSync(file);
  const gzip = gzipSync(code, { level: 9 }).length;
  const bytes = bytesBySource(file);
  const rows = [...bytes].sort((a, b) => b[1] - a[1]).map(([name, raw]) => ({ name, raw, gzip: (raw / code.length) * gzip }));
  return { file: relative(repoRoot, file), raw: code.length, gzip, rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const topAt = args.indexOf('--top');
  const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 25;
  let files = args;
  if (!files.length) {
    // What each game's file imports statically (dist/cdn/files.json, written by the build), games first: the first paint's files.
    const graph = JSON.parse(readFileSync(join(repoRoot, 'dist/cdn/files.json'), 'utf8'));
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const f of graph[file]?.imports ?? []) visit(f);
    };
    const { GAME_TAGS } = await loadRegistry();
    for (const tag of GAME_TAGS) visit(`${tag}.js`);
    files = [...seen].sort((a, b) => Number(a.startsWith('chunks/')) - Number(b.startsWith('chunks/'))).map((f) => `dist/cdn/${f}`);
  }
  for (const f of files) {
    const b = breakdown(join(repoRoot, f));
    console.log(`\n${b.file}: ${b.raw} B raw, ${(b.gzip / 1024).toFixed(2)} KiB gzip`);
    for (const r of b.rows.slice(0, top)) console.log(`  ${(r.gzip / 1024).toFixed(2).padStart(6)} KiB ~gzip  ${String(r.raw).padStart(6)} B  ${r.name}`);
  }
}
