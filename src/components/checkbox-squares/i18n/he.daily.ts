/** עברית (`he`): Checkbox Squares’ daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/he.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresDailyMessages } from '../daily.messages.js';

const he: Translated<typeof checkboxSquaresDailyMessages> = {
  csName: 'ריבועי סימון',
  csDaily: 'חידה יומית, {date}',
  csDailyOutcome: 'נפתר. מהלכים: {count}. המינימום האפשרי: {minimum}.',
  csDailySymbols: 'לחיצות שקירבו את הריבועים: {closer}. לחיצות שהרחיקו אותם: {further}.',
  csDailyChart: 'חידות שנפתרו לפי מהלכים מעבר למינימום',
};

export default he;
