/** Türkçe (`tr`): Stained Glass’s daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/tr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassDailyMessages } from '../daily.messages.js';

const tr: Translated<typeof stainedGlassDailyMessages> = {
  sgName: 'Vitray',
  sgDailyWin: 'Tek taş kaldı. Hamle: {count}. Puan: {score}.',
  sgDailyStuck: 'Sıkıştın. Kalan taş: {tiles}. Hamle: {count}. Puan: {score}.',
  sgDailySymbols: 'Kaldırılan taş: {cleared} / {total}.',
  sgDailyChart: 'Puana göre oyunlar (düşük olan daha iyi)',
  sgDailyStuckBand: 'Sıkışma',
};

export default tr;
