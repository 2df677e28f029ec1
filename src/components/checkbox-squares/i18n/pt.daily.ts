/** Português (`pt`): Checkbox Squares’ daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/pt.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresDailyMessages } from '../daily.messages.js';

const pt: Translated<typeof checkboxSquaresDailyMessages> = {
  csName: 'Quadrados de Caixinhas',
  csDaily: 'Desafio do dia, {date}',
  csDailyOutcome: 'Resolvido. Jogadas: {count}. Mínimo possível: {minimum}.',
  csDailySymbols: 'Cliques que aproximaram os quadrados: {closer}. Cliques que os afastaram: {further}.',
  csDailyChart: 'Desafios resolvidos por jogadas acima do mínimo',
};

export default pt;
