// Self time by source of a V8 CPU profile (the Chrome DevTools Protocol's
// `Profiler.stop()` result) taken over the minified CDN files: each sampled
// function's position is looked up in its file's source map (dist/cdn/*.map,
// written by the build), so a row names the TypeScript (or Lit) file, line
// and function rather than a minified name. Used by `node bench/elements.mjs
// --profile`.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** Decodes a source map's `mappings` into, per generated line, segments sorted by column: [column, source, line, column, name?]. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  let line = 0;
  let column = 0;
  let name = 0;
  for (const text of mappings.split(';')) {
    const segments = [];
    let generated = 0;
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const c of segment) {
        const digit = DIGIT.get(c);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      generated += fields[0];
      if (fields.length < 4) continue;
      source += fields[1];
      line += fields[2];
      column += fields[3];
      if (fields.length > 4) name += fields[4];
      segments.push([generated, source, line, column, fields.length > 4 ? name : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** Loads the source map of a served file (a URL under `root`), or null when it has none. */
function loadMap(root, url) {
  let path;
  try {
    path = join(root, decodeURIComponent(new URL(url).pathname));
  } catch {
    return null;
  }
  if (!existsSync(`${path}.map`)) return null;
  const map = JSON.parse(readFileSync(`${path}.map`, 'utf8'));
  return { sources: map.sources.map((s) => relative(root, join(path, '..', s))), names: map.names, lines: decodeMappings(map.mappings) };
}

/** The original position of a 0-based line and column, or null. */
function lookup(map, line, column) {
  const segments = map.lines[line];
  if (!segments?.length) return null;
  let lo = 0;
  let hi = segments.length - 1;
  if (segments[0][0] > column) return null;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (segments[mid][0] <= column) lo = mid;
    else hi = mid - 1;
  }
  const [, source, srcLine, , name] = segments[lo];
  return { source: map.sources[source], line: srcLine + 1, name: name >= 0 ? map.names[name] : null };
}

/**
 * The functions with the most self time in a profile, as rows
 * `{ self, share, where, name }` (self in ms), most first, and the same by
 * source file (`files`, natives each a row), with the `total` (ms). `(program)` (the
 * browser's own work: style, layout, parsing) and `(garbage collector)` stay
 * rows of their own; `(idle)` is left out.
 *
 * `spans`: only samples inside these [start, end] spans of the page's
 * `performance.now()` count, lined up by `clockMark`, the page time at which
 * a function named `benchClockMark` started spinning (its first sample).
 */
export function selfTimeBySource(profile, root, { top = 25, spans = null, clockMark = null } = {}) {
  const maps = new Map();
  const mapOf = (url) => {
    if (!maps.has(url)) maps.set(url, url ? loadMap(root, url) : null);
    return maps.get(url);
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const { samples, timeDeltas } = profile;
  const times = [];
  for (let i = 0, t = profile.startTime; i < samples.length; i++) times.push((t += timeDeltas[i]));
  let inSpans = () => true;
  if (spans) {
    const mark = samples.findIndex((id) => byId.get(id).callFrame.functionName === 'benchClockMark');
    if (mark < 0 || clockMark === null) throw new Error('the profile has no sample of benchClockMark: cannot line it up with the page');
    // Profile microseconds -> page milliseconds.
    const offset = times[mark] / 1000 - clockMark;
    const sorted = [...spans].sort((a, b) => a[0] - b[0]);
    let k = 0;
    inSpans = (micros) => {
      const t = micros / 1000 - offset;
      while (k < sorted.length && sorted[k][1] < t) k++;
      return k < sorted.length && sorted[k][0] <= t;
    };
  }
  for (let i = 0; i < samples.length; i++) {
    // A sample's time is the gap to the next one (the last gets none).
    const dt = i + 1 < timeDeltas.length ? timeDeltas[i + 1] : 0;
    if (!inSpans(times[i])) continue;
    self.set(samples[i], (self.get(samples[i]) ?? 0) + dt);
  }
  const rows = new Map();
  let total = 0;
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)') continue;
    total += micros;
    const map = mapOf(callFrame.url);
    const original = map ? lookup(map, callFrame.lineNumber, callFrame.columnNumber) : null;
    const file = original ? original.source.replace(/^node_modules\//, '') : callFrame.url ? callFrame.url.replace(/^[a-z]+:\/\/[^/]+\//, '') : '';
    const where = original ? `${file}:${original.line}` : file ? `${file}:${callFrame.lineNumber + 1}` : '(native)';
    const name = original?.name || callFrame.functionName || '(anonymous)';
    const key = `${where} ${name}`;
    const row = rows.get(key) ?? { self: 0, where, name };
    row.self += micros;
    rows.set(key, row);
  }
  const ms = (r) => ({ ...r, self: r.self / 1000, share: total ? r.self / total : 0 });
  const files = new Map();
  for (const row of rows.values()) {
    const file = row.where === '(native)' ? `(native) ${row.name}` : row.where.replace(/:\d+$/, '');
    files.set(file, (files.get(file) ?? 0) + row.self);
  }
  return {
    total: total / 1000,
    functions: [...rows.values()].sort((a, b) => b.self - a.self).slice(0, top).map(ms),
    files: [...files].map(([where, self]) => ms({ where, self })).sort((a, b) => b.self - a.self).slice(0, top),
  };
}
