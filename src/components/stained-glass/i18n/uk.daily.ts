/** Українська (`uk`): Stained Glass’s daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/uk.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassDailyMessages } from '../daily.messages.js';

const uk: Translated<typeof stainedGlassDailyMessages> = {
  sgName: 'Вітраж',
  sgDailyWin: 'Залишилося одне скельце. Ходи: {count}. Рахунок: {score}.',
  sgDailyStuck: 'Глухий кут. Залишилося скелець: {tiles}. Ходи: {count}. Рахунок: {score}.',
  sgDailySymbols: 'Прибрано скелець: {cleared} з {total}.',
  sgDailyChart: 'Ігри за рахунком (менше — краще)',
  sgDailyStuckBand: 'Глухий кут',
};

export default uk;
