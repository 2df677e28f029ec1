/** Deutsch (`de`): Stained Glass’s daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/de.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassDailyMessages } from '../daily.messages.js';

const de: Translated<typeof stainedGlassDailyMessages> = {
  sgName: 'Buntglas',
  sgDailyWin: 'Ein Plättchen übrig. Züge: {count}. Wertung: {score}.',
  sgDailyStuck: 'Festgefahren. Plättchen übrig: {tiles}. Züge: {count}. Wertung: {score}.',
  sgDailySymbols: 'Abgeräumte Plättchen: {cleared} von {total}.',
  sgDailyChart: 'Spiele nach Wertung (niedriger ist besser)',
  sgDailyStuckBand: 'Festgefahren',
};

export default de;
