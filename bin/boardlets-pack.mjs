#!/usr/bin/env node
// boardlets-pack: writes a SCORM 1.2 or SCORM 2004 (4th edition) package, or
// an H5P file, that plays one game or a set of seeded puzzles and reports
// completion, success, a score of 0-100, session time and a state to resume
// from. docs/classroom.md tells teachers how to use them.
//
//   npx boardlets-pack scorm12   checkbox-squares seed=class-3b variant=2 --puzzles 6
//   npx boardlets-pack scorm2004 stained-glass-board solvable seed=monday
//   npx boardlets-pack h5p       infection-board difficulty=easy --title "Infection, easy"
//   npx boardlets-pack scorm2004 --config set.json      (a file {"title", "games": [{"game", "attributes"}]})
//
// Options: --puzzles N (a set of N puzzles, seeded <seed>-1 ... <seed>-N),
// --title TEXT, --lang CODE, --out FILE (default: <game>-<format>.zip, or .h5p).
import { readFileSync, writeFileSync } from 'node:fs';
import { packageFiles } from './lms/pack.mjs';
import { writeZip } from './lms/zip.mjs';

const USAGE = `usage: boardlets-pack scorm12|scorm2004|h5p <game> [name=value ...] [--puzzles N] [--title TEXT] [--lang CODE] [--out FILE]
       boardlets-pack scorm12|scorm2004|h5p --config FILE.json [--out FILE]
games: checkbox-squares, stained-glass-board, infection-board, kites-board`;

function parse(argv) {
  const options = { attributes: {} };
  const words = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return null;
    const flag = /^--(puzzles|title|lang|out|config)$/.exec(arg);
    if (flag) {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      options[flag[1]] = argv[++i];
    } else if (arg.startsWith('--')) throw new Error(`no option ${arg}; accepted: --puzzles, --title, --lang, --out, --config`);
    else words.push(arg);
  }
  [options.format, options.game] = words;
  for (const pair of words.slice(2)) {
    const at = pair.indexOf('=');
    options.attributes[at < 0 ? pair : pair.slice(0, at)] = at < 0 ? '' : pair.slice(at + 1);
  }
  if (options.puzzles !== undefined && !(Number(options.puzzles) >= 1)) throw new Error(`--puzzles wants a whole number from 1 to 50, not ${options.puzzles}`);
  if (options.config) {
    const config = JSON.parse(readFileSync(options.config, 'utf8'));
    options.games = config.games;
    options.title ??= config.title;
    options.game = config.games?.[0]?.game;
  }
  return options;
}

try {
  const options = parse(process.argv.slice(2));
  if (!options || !options.format) {
    console.log(USAGE);
    process.exit(options ? 1 : 0);
  }
  const files = packageFiles({ ...options, puzzles: Number(options.puzzles ?? 1) });
  const out = options.out ?? `${options.game ?? 'boardlets'}-${options.format}${options.format === 'h5p' ? '.h5p' : '.zip'}`;
  const zip = writeZip(files);
  writeFileSync(out, zip);
  console.log(`boardlets-pack: wrote ${out} (${options.format}, ${files.size} files, ${(zip.length / 1024).toFixed(0)} KiB).`);
} catch (error) {
  console.error(`boardlets-pack: ${error.message.replace(/^boardlets-pack: /, '')}\n${USAGE}`);
  process.exit(1);
}
