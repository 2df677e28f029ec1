/** العربية (`ar`): Checkbox Squares’ daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/ar.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresDailyMessages } from '../daily.messages.js';

const ar: Translated<typeof checkboxSquaresDailyMessages> = {
  csName: 'مربعات الاختيار',
  csDaily: 'لغز اليوم، {date}',
  csDailyOutcome: 'تم الحل. النقلات: {count}. أقل عدد ممكن: {minimum}.',
  csDailySymbols: 'نقرات قرّبت المربعين: {closer}. نقرات أبعدتهما: {further}.',
  csDailyChart: 'الألغاز المحلولة حسب النقلات الزائدة عن الحد الأدنى',
};

export default ar;
