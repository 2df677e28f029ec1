/** Polski (`pl`): Stained Glass’s daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/pl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassDailyMessages } from '../daily.messages.js';

const pl: Translated<typeof stainedGlassDailyMessages> = {
  sgName: 'Witraż',
  sgDailyWin: 'Został jeden kafelek. Ruchy: {count}. Wynik: {score}.',
  sgDailyStuck: 'Utknięcie. Pozostałe kafelki: {tiles}. Ruchy: {count}. Wynik: {score}.',
  sgDailySymbols: 'Usunięte kafelki: {cleared} z {total}.',
  sgDailyChart: 'Gry według wyniku (niższy jest lepszy)',
  sgDailyStuckBand: 'Utknięcie',
};

export default pl;
