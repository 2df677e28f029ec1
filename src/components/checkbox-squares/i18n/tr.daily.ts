/** Türkçe (`tr`): Checkbox Squares’ daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/tr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresDailyMessages } from '../daily.messages.js';

const tr: Translated<typeof checkboxSquaresDailyMessages> = {
  csName: 'Kutucuk Kareleri',
  csDaily: 'Günün bulmacası, {date}',
  csDailyOutcome: 'Çözüldü. Hamle: {count}. En az: {minimum}.',
  csDailySymbols: 'Kareleri yaklaştıran tıklamalar: {closer}. Uzaklaştıran tıklamalar: {further}.',
  csDailyChart: 'Çözülen bulmacalar, en azın üstündeki hamleye göre',
};

export default tr;
