/** Français (`fr`): Stained Glass’s daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/fr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassDailyMessages } from '../daily.messages.js';

const fr: Translated<typeof stainedGlassDailyMessages> = {
  sgName: 'Vitrail',
  sgDailyWin: 'Un seul carreau restant. Coups : {count}. Score : {score}.',
  sgDailyStuck: 'Bloqué. Carreaux restants : {tiles}. Coups : {count}. Score : {score}.',
  sgDailySymbols: 'Carreaux retirés : {cleared} sur {total}.',
  sgDailyChart: 'Parties par score (le plus bas est le meilleur)',
  sgDailyStuckBand: 'Bloqué',
};

export default fr;
