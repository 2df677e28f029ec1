/** Nederlands (`nl`): Checkbox Squares’ daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/nl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresDailyMessages } from '../daily.messages.js';

const nl: Translated<typeof checkboxSquaresDailyMessages> = {
  csName: 'Vinkvierkanten',
  csDaily: 'Puzzel van de dag, {date}',
  csDailyOutcome: 'Opgelost. Zetten: {count}. Minimaal mogelijk: {minimum}.',
  csDailySymbols: 'Klikken die de vierkanten dichterbij brachten: {closer}. Klikken die ze verder weg brachten: {further}.',
  csDailyChart: 'Opgeloste puzzels per zetten boven het minimum',
};

export default nl;
