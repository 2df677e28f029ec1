/**
 * Every English string table and where its translations are: the shared
 * strings (src/i18n/), the daily ones, and each game's own beside it
 * (src/components/<game>/i18n/<code>[.<part>].ts). The i18n tests check each
 * translation against its own English table, and report what is missing.
 */
import { baseMessages, type Translations } from '../../src/base/messages.js';
import { howToPlayMessages } from '../../src/base/how-to-play.messages.js';
import { howToPlayTranslations } from '../../src/base/how-to-play.js';
import { dailyMessages } from '../../src/base/daily.messages.js';
import { dailyTranslations } from '../../src/base/controllers/daily.js';
import { sharedTranslations } from '../../src/base/locale.js';
import { checkboxSquaresMessages, checkboxSquaresTranslations } from '../../src/components/checkbox-squares/messages.js';
import { checkboxSquaresHowToPlayMessages, checkboxSquaresHowToPlayTranslations } from '../../src/components/checkbox-squares/how-to-play.messages.js';
import { checkboxSquaresDailyMessages, checkboxSquaresDailyTranslations } from '../../src/components/checkbox-squares/daily.messages.js';
import { mathsMessages, mathsTranslations } from '../../src/components/checkbox-squares/maths.messages.js';
import { infectionMessages, infectionTranslations } from '../../src/components/infection/messages.js';
import { infectionHowToPlayMessages, infectionHowToPlayTranslations } from '../../src/components/infection/how-to-play.messages.js';
import { kitesMessages, kitesTranslations } from '../../src/components/kites/messages.js';
import { kitesHowToPlayMessages, kitesHowToPlayTranslations } from '../../src/components/kites/how-to-play.messages.js';
import { stainedGlassMessages, stainedGlassTranslations } from '../../src/components/stained-glass/messages.js';
import { stainedGlassHowToPlayMessages, stainedGlassHowToPlayTranslations } from '../../src/components/stained-glass/how-to-play.messages.js';
import { stainedGlassDailyMessages, stainedGlassDailyTranslations } from '../../src/components/stained-glass/daily.messages.js';
import { worksheetMessages, worksheetTranslations } from '../../src/components/worksheet/messages.js';

export type Strings = Readonly<Record<string, string>>;

/** An English table, named for the report (`kites how-to-play`), and its translations. */
export interface StringTable {
  readonly name: string;
  readonly english: Strings;
  readonly translations: Translations;
}

export const STRING_TABLES: readonly StringTable[] = [
  { name: 'shared', english: baseMessages, translations: sharedTranslations },
  { name: 'shared how-to-play', english: howToPlayMessages, translations: howToPlayTranslations },
  { name: 'shared daily', english: dailyMessages, translations: dailyTranslations },
  { name: 'checkbox-squares', english: checkboxSquaresMessages, translations: checkboxSquaresTranslations },
  { name: 'checkbox-squares how-to-play', english: checkboxSquaresHowToPlayMessages, translations: checkboxSquaresHowToPlayTranslations },
  { name: 'checkbox-squares daily', english: checkboxSquaresDailyMessages, translations: checkboxSquaresDailyTranslations },
  { name: 'checkbox-squares maths', english: mathsMessages, translations: mathsTranslations },
  { name: 'infection', english: infectionMessages, translations: infectionTranslations },
  { name: 'infection how-to-play', english: infectionHowToPlayMessages, translations: infectionHowToPlayTranslations },
  { name: 'kites', english: kitesMessages, translations: kitesTranslations },
  { name: 'kites how-to-play', english: kitesHowToPlayMessages, translations: kitesHowToPlayTranslations },
  { name: 'stained-glass', english: stainedGlassMessages, translations: stainedGlassTranslations },
  { name: 'stained-glass how-to-play', english: stainedGlassHowToPlayMessages, translations: stainedGlassHowToPlayTranslations },
  { name: 'stained-glass daily', english: stainedGlassDailyMessages, translations: stainedGlassDailyTranslations },
  { name: 'worksheet', english: worksheetMessages, translations: worksheetTranslations },
];

/** One table's strings in `lang` (empty when that table has no such language). */
export async function translationOf(table: StringTable, lang: string): Promise<Strings> {
  const load = table.translations[lang];
  if (!load) return {};
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries((await load()).default)) if (typeof value === 'string') strings[key] = value;
  return strings;
}

/** Every shipped string of `lang`, all tables together (their keys differ). */
export async function everyString(lang: string): Promise<Strings> {
  return Object.assign({}, ...(await Promise.all(STRING_TABLES.map((table) => translationOf(table, lang))))) as Strings;
}
