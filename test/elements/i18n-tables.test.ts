// The shipped translations, table by table (the shared strings, and each
// game's beside it): a key a translation leaves out falls back to English
// and is only reported (so a new string lands with its English entry alone);
// a key English does not have, an empty string, placeholders other than
// English's, or plural forms that miss the language's categories fail.
import { expect } from '@open-wc/testing';
import { defaultMessages, shippedLanguages } from '../../src/index.js';
import { STRING_TABLES, translationOf, type Strings } from './string-tables.js';

/** A string's placeholder names, each once, sorted. */
const placeholders = (text: string): string => [...new Set([...text.matchAll(/\{(\w+)(?::[^{}]*)?\}/g)].map((m) => m[1]))].sort().join(',');

/**
 * What is wrong with a translation of `english` into `lang`, in words (none:
 * an empty list): a key English does not have, an empty string, placeholders
 * other than English's, plural forms that do not name exactly the language's
 * categories. Missing keys are no problem: {@link missing} lists them.
 */
function problems(lang: string, english: Strings, t: Strings): string[] {
  const found: string[] = [];
  for (const key of Object.keys(t)) if (!Object.hasOwn(english, key)) found.push(`extra ${key}`);
  const categories = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort().join(',');
  for (const key of Object.keys(english).filter((k) => Object.hasOwn(t, k))) {
    const text = t[key]!;
    if (text.trim() === '') found.push(`empty ${key}`);
    if (placeholders(text) !== placeholders(english[key]!)) found.push(`placeholders ${key}: ${placeholders(text)} for ${placeholders(english[key]!)}`);
    for (const [, forms] of text.matchAll(/\{\w+:([^{}]*)\}/g)) {
      const used = forms!.split('|').map((f) => f.split('=')[0]).sort().join(',');
      if (used !== categories) found.push(`plural ${key}: ${used} for ${categories}`);
    }
  }
  return found;
}

/** The English keys a translation leaves out (shown in English). */
const missing = (english: Strings, t: Strings): string[] => Object.keys(english).filter((key) => !Object.hasOwn(t, key));

const LANGUAGES = shippedLanguages.filter((lang) => lang !== 'en');

describe('the string tables', () => {
  it('are every English string, each key in one table only', () => {
    const keys = STRING_TABLES.flatMap((table) => Object.keys(table.english));
    expect(keys.length, 'a key in two tables').to.equal(new Set(keys).size);
    expect([...keys].sort()).to.deep.equal(Object.keys(defaultMessages).sort());
  });

  it('each name its translations by the shipped language codes', () => {
    for (const table of STRING_TABLES) expect(LANGUAGES, table.name).to.include.members(Object.keys(table.translations));
  });
});

describe('shipped translations', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: no key English lacks, no empty string, English's placeholders, every plural category of the language`, async () => {
      const found: string[] = [];
      for (const table of STRING_TABLES) for (const problem of problems(lang, table.english, await translationOf(table, lang))) found.push(`${table.name}: ${problem}`);
      expect(found).to.deep.equal([]);
    });
  }

  it('reports the strings still in English, per language and table', async () => {
    const report: string[] = [];
    for (const lang of LANGUAGES) {
      for (const table of STRING_TABLES) {
        const left = missing(table.english, await translationOf(table, lang));
        if (left.length) report.push(`${lang} ${table.name}: ${left.length} in English (${left.join(', ')})`);
      }
    }
    // A report, not a failure: a new string ships in English until its translations land.
    console.log(report.length ? `Strings not yet translated:\n${report.join('\n')}` : 'Every shipped language translates every string.');
    expect(report.every((line) => /^[a-z]{2} [a-z -]+: \d+ in English \(/.test(line))).to.equal(true);
  });

  it('the check fails on an extra key, a renamed placeholder and a missing plural category, and lists a missing key without failing', async () => {
    const kites = STRING_TABLES.find((table) => table.name === 'kites')!;
    const de = await translationOf(kites, 'de');
    const { ktScores: _scores, ...less } = de;
    expect(problems('de', kites.english, less)).to.deep.equal([]);
    expect(missing(kites.english, less)).to.deep.equal(['ktScores']);
    expect(problems('de', kites.english, { ...de, ktScoress: 'Punkte' })).to.deep.equal(['extra ktScoress']);
    expect(problems('de', kites.english, { ...de, ktPlayer: 'Spieler {anzahl}' })).to.deep.equal(['placeholders ktPlayer: anzahl for count']);
    const shared = STRING_TABLES.find((table) => table.name === 'shared')!;
    const pl = await translationOf(shared, 'pl');
    const oneFormLess = pl.resumed!.replace(/\|few=[^|}]*/, '');
    expect(problems('pl', shared.english, { ...pl, resumed: oneFormLess })).to.deep.equal(['plural resumed: many,one,other for few,many,one,other']);
    // A key moved to another game's table is extra there.
    expect(problems('de', kites.english, { ...de, undo: 'Rückgängig' })).to.deep.equal(['extra undo']);
  });
});
