/** Italiano (`it`): Stained Glass’s daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/it.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassDailyMessages } from '../daily.messages.js';

const it: Translated<typeof stainedGlassDailyMessages> = {
  sgName: 'Vetrata',
  sgDailyWin: 'Resta un tassello. Mosse: {count}. Punteggio: {score}.',
  sgDailyStuck: 'Bloccato. Tasselli rimasti: {tiles}. Mosse: {count}. Punteggio: {score}.',
  sgDailySymbols: 'Tasselli tolti: {cleared} su {total}.',
  sgDailyChart: 'Partite per punteggio (più basso è meglio)',
  sgDailyStuckBand: 'Bloccato',
};

export default it;
