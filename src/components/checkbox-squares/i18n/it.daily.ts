/** Italiano (`it`): Checkbox Squares’ daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/it.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresDailyMessages } from '../daily.messages.js';

const it: Translated<typeof checkboxSquaresDailyMessages> = {
  csName: 'Quadrati di caselle',
  csDaily: 'Rompicapo del giorno, {date}',
  csDailyOutcome: 'Risolto. Mosse: {count}. Minimo possibile: {minimum}.',
  csDailySymbols: 'Clic che hanno avvicinato i quadrati: {closer}. Clic che li hanno allontanati: {further}.',
  csDailyChart: 'Rompicapi risolti per mosse oltre il minimo',
};

export default it;
