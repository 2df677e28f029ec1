/** Français (`fr`): Checkbox Squares’ daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/fr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresDailyMessages } from '../daily.messages.js';

const fr: Translated<typeof checkboxSquaresDailyMessages> = {
  csName: 'Carrés à cocher',
  csDaily: 'Énigme du jour, {date}',
  csDailyOutcome: 'Résolue. Coups : {count}. Minimum possible : {minimum}.',
  csDailySymbols: 'Clics qui ont rapproché les carrés : {closer}. Clics qui les ont éloignés : {further}.',
  csDailyChart: 'Énigmes résolues par coups au-delà du minimum',
};

export default fr;
