/** Polski (`pl`): Checkbox Squares’ daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/pl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresDailyMessages } from '../daily.messages.js';

const pl: Translated<typeof checkboxSquaresDailyMessages> = {
  csName: 'Kwadraty z kratkami',
  csDaily: 'Łamigłówka dnia, {date}',
  csDailyOutcome: 'Rozwiązane. Ruchy: {count}. Najmniej możliwych: {minimum}.',
  csDailySymbols: 'Kliknięcia, które zbliżyły kwadraty: {closer}. Kliknięcia, które je oddaliły: {further}.',
  csDailyChart: 'Rozwiązane łamigłówki według ruchów ponad minimum',
};

export default pl;
