/** Português (`pt`): Stained Glass’s daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/pt.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassDailyMessages } from '../daily.messages.js';

const pt: Translated<typeof stainedGlassDailyMessages> = {
  sgName: 'Vitral',
  sgDailyWin: 'Resta um ladrilho. Jogadas: {count}. Pontuação: {score}.',
  sgDailyStuck: 'Sem saída. Ladrilhos restantes: {tiles}. Jogadas: {count}. Pontuação: {score}.',
  sgDailySymbols: 'Ladrilhos retirados: {cleared} de {total}.',
  sgDailyChart: 'Partidas por pontuação (menor é melhor)',
  sgDailyStuckBand: 'Sem saída',
};

export default pt;
