/** עברית (`he`): Stained Glass’s daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/he.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassDailyMessages } from '../daily.messages.js';

const he: Translated<typeof stainedGlassDailyMessages> = {
  sgName: 'ויטראז\'',
  sgDailyWin: 'נשאר אריח אחד. מהלכים: {count}. ניקוד: {score}.',
  sgDailyStuck: 'אין מהלכים. אריחים שנשארו: {tiles}. מהלכים: {count}. ניקוד: {score}.',
  sgDailySymbols: 'אריחים שהוסרו: {cleared} מתוך {total}.',
  sgDailyChart: 'משחקים לפי ניקוד (נמוך יותר עדיף)',
  sgDailyStuckBand: 'אין מהלכים',
};

export default he;
