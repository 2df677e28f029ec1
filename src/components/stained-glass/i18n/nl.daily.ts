/** Nederlands (`nl`): Stained Glass’s daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/nl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassDailyMessages } from '../daily.messages.js';

const nl: Translated<typeof stainedGlassDailyMessages> = {
  sgName: 'Glas-in-lood',
  sgDailyWin: 'Eén tegel over. Zetten: {count}. Score: {score}.',
  sgDailyStuck: 'Vast. Tegels over: {tiles}. Zetten: {count}. Score: {score}.',
  sgDailySymbols: 'Tegels weggespeeld: {cleared} van {total}.',
  sgDailyChart: 'Spellen per score (lager is beter)',
  sgDailyStuckBand: 'Vast',
};

export default nl;
