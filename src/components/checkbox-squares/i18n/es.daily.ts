/** Español (`es`): Checkbox Squares’ daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/es.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresDailyMessages } from '../daily.messages.js';

const es: Translated<typeof checkboxSquaresDailyMessages> = {
  csName: 'Cuadrados de casillas',
  csDaily: 'Reto del día, {date}',
  csDailyOutcome: 'Resuelto. Jugadas: {count}. Mínimo posible: {minimum}.',
  csDailySymbols: 'Clics que acercaron los cuadrados: {closer}. Clics que los alejaron: {further}.',
  csDailyChart: 'Retos resueltos por jugadas por encima del mínimo',
};

export default es;
