/** Українська (`uk`): Checkbox Squares’ daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/uk.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresDailyMessages } from '../daily.messages.js';

const uk: Translated<typeof checkboxSquaresDailyMessages> = {
  csName: 'Квадрати з прапорцями',
  csDaily: 'Головоломка дня, {date}',
  csDailyOutcome: 'Розв’язано. Ходи: {count}. Найменше можливих: {minimum}.',
  csDailySymbols: 'Натискання, що наблизили квадрати: {closer}. Натискання, що віддалили їх: {further}.',
  csDailyChart: 'Розв’язані головоломки за ходами понад мінімум',
};

export default uk;
