/** العربية (`ar`): Stained Glass’s daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/ar.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassDailyMessages } from '../daily.messages.js';

const ar: Translated<typeof stainedGlassDailyMessages> = {
  sgName: 'الزجاج المعشّق',
  sgDailyWin: 'بقيت بلاطة واحدة. النقلات: {count}. النتيجة: {score}.',
  sgDailyStuck: 'طريق مسدود. البلاطات الباقية: {tiles}. النقلات: {count}. النتيجة: {score}.',
  sgDailySymbols: 'البلاطات المُزالة: {cleared} من {total}.',
  sgDailyChart: 'الألعاب حسب النتيجة (الأقل أفضل)',
  sgDailyStuckBand: 'طريق مسدود',
};

export default ar;
