/** Deutsch (`de`): Checkbox Squares’ daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/de.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresDailyMessages } from '../daily.messages.js';

const de: Translated<typeof checkboxSquaresDailyMessages> = {
  csName: 'Kästchenquadrate',
  csDaily: 'Rätsel des Tages, {date}',
  csDailyOutcome: 'Gelöst. Züge: {count}. Mindestens nötig: {minimum}.',
  csDailySymbols: 'Klicks, die die Quadrate näher brachten: {closer}. Klicks, die sie entfernten: {further}.',
  csDailyChart: 'Gelöste Rätsel nach Zügen über dem Minimum',
};

export default de;
