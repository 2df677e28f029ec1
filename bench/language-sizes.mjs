// What a language adds to a page, per game (issue 24's budget: at most 3 KiB
// gzip per game on the page, on top of English). English is built into the
// element files; another language is fetched as chunks of translations, each
// gzipped on its own (level 9) as a server sends it:
//  - with the board: the shared strings (src/i18n/<code>.ts) and the game's
//    own (src/components/<game>/i18n/<code>.ts), budgeted;
//  - on first use: the How to play panel's, the maths panel's and the daily
//    results' strings (`<code>.how-to-play.ts`, `.maths.ts`, `.daily.ts`),
//    loaded with them and not budgeted, like their code.
// Which chunk holds which table is read from its source map, so the figure
// does not depend on chunk names.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LANGUAGE_BUDGET = 3 * 1024;

/** `src/i18n/de.ts` → { game: null, lang: 'de', part: '' }; `src/components/kites/i18n/de.how-to-play.ts` → { game: 'kites', lang: 'de', part: 'how-to-play' }. */
function tableOf(source) {
  const match = /(?:^|\/)src\/(?:components\/([\w-]+)\/)?i18n\/([a-z]{2,3})(?:\.([\w-]+))?\.ts$/.exec(source.replace(/\\/g, '/'));
  return match ? { game: match[1] ?? null, lang: match[2], part: match[3] ?? '' } : null;
}

/** The translation table a chunk holds, from its source map (`null` for any other chunk). */
function chunkTable(cdnDir, file) {
  const mapFile = join(cdnDir, `${file}.map`);
  if (!existsSync(mapFile)) return null;
  const tables = JSON.parse(readFileSync(mapFile, 'utf8')).sources.map(tableOf);
  return tables.length === 1 ? tables[0] : null;
}

/** The game folder an element file draws from (`kites` for kites-board.js), from its source map. */
function gameOf(cdnDir, file) {
  const mapFile = join(cdnDir, `${file}.map`);
  const folders = new Set(JSON.parse(readFileSync(mapFile, 'utf8')).sources.map((s) => /src\/components\/([\w-]+)\//.exec(s.replace(/\\/g, '/'))?.[1]).filter(Boolean));
  if (folders.size !== 1) throw new Error(`${file}: expected the modules of one game in src/components/, found ${[...folders].join(', ') || 'none'}`);
  return [...folders][0];
}

/**
 * Per game file and language: the gzip bytes fetched with the board (the
 * budgeted figure: the shared strings and the game's) and on first use (its
 * panels' and daily strings, with the shared daily strings when it has daily
 * ones), and the same for all the games on one page. `measure(file)` gives a
 * CDN file's { gzip }.
 */
export function measureLanguages(cdnDir, gameFiles, measure) {
  const tables = new Map();
  for (const file of readdirSync(cdnDir, { recursive: true }).filter((f) => f.endsWith('.js'))) {
    const table = chunkTable(cdnDir, file);
    if (table) tables.set(file, table);
  }
  const languages = [...new Set([...tables.values()].map((t) => t.lang))].sort();
  const sum = (files) => files.reduce((total, f) => total + measure(f).gzip, 0);
  /** A game's translation files: its own tables, the shared one, and the shared parts it has its own part of (daily). */
  const filesOf = (game) => {
    const own = [...tables].filter(([, t]) => t.game === game);
    const parts = new Set(own.map(([, t]) => t.part));
    return [...own, ...[...tables].filter(([, t]) => t.game === null && parts.has(t.part))].map(([file]) => file);
  };
  const figure = (name, files, games) => {
    const byLang = {};
    for (const lang of languages) {
      const mine = files.filter((f) => tables.get(f).lang === lang);
      const board = mine.filter((f) => tables.get(f).part === '');
      const gzip = sum(board);
      byLang[lang] = { files: board, gzip, later: sum(mine.filter((f) => tables.get(f).part !== '')), budget: games * LANGUAGE_BUDGET, pass: gzip <= games * LANGUAGE_BUDGET };
    }
    return { name, languages: byLang };
  };
  const perGame = gameFiles.map((file) => ({ file, files: filesOf(gameOf(cdnDir, file)) }));
  const rows = perGame.map(({ file, files }) => figure(file, files, 1));
  rows.push(figure('all four games', [...new Set(perGame.flatMap(({ files }) => files))], gameFiles.length));
  return { budget: LANGUAGE_BUDGET, languages, rows };
}

/** Prints the two tables (with the board, budgeted; on first use) through the bench's `printTable`. */
export function printLanguages(result, printTable, kib) {
  const { languages, rows } = result;
  console.log(`What a language adds, per game, with the board (gzip, on top of English; budget ${kib(result.budget)} per game on the page)\n`);
  printTable(
    ['Element file', ...languages, 'Largest', 'Against budget'],
    rows.map((r) => {
      const largest = Math.max(...languages.map((l) => r.languages[l].gzip));
      const budget = r.languages[languages[0]]?.budget ?? 0;
      return [r.name, ...languages.map((l) => kib(r.languages[l].gzip)), kib(largest), `${kib(Math.abs(budget - largest))} ${largest <= budget ? 'under' : 'over'}`];
    }),
    `l${'r'.repeat(languages.length + 2)}`,
  );
  console.log('And on first use: the How to play panel, maths panel and daily results strings (gzip, not budgeted)\n');
  printTable(['Element file', ...languages], rows.map((r) => [r.name, ...languages.map((l) => kib(r.languages[l].later))]), `l${'r'.repeat(languages.length)}`);
}

/** The game and language pairs over the budget, for the bench's summary. */
export const languagesOver = (result) =>
  result.rows.flatMap((r) => Object.entries(r.languages).filter(([, v]) => !v.pass).map(([lang, v]) => ({ name: `${r.name} in ${lang}`, gzip: v.gzip, budget: v.budget })));
