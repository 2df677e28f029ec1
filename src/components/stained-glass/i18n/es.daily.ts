/** Español (`es`): Stained Glass’s daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/es.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassDailyMessages } from '../daily.messages.js';

const es: Translated<typeof stainedGlassDailyMessages> = {
  sgName: 'Vitral',
  sgDailyWin: 'Queda un cristal. Jugadas: {count}. Puntuación: {score}.',
  sgDailyStuck: 'Bloqueado. Cristales restantes: {tiles}. Jugadas: {count}. Puntuación: {score}.',
  sgDailySymbols: 'Cristales retirados: {cleared} de {total}.',
  sgDailyChart: 'Partidas por puntuación (menos es mejor)',
  sgDailyStuckBand: 'Bloqueado',
};

export default es;
