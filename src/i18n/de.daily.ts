/** Deutsch (`de`): the daily puzzles’ result card and statistics (src/base/daily.messages.ts), loaded with them. Words as in the glossary of src/i18n/de.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { dailyMessages } from '../base/daily.messages.js';

const de: Translated<typeof dailyMessages> = {
  dailyNumber: '{game} Nr. {number}',
  dailyNext: 'Nächstes Rätsel in',
  dailyShare: 'Ergebnis teilen',
  dailyCopied: 'Ergebnis kopiert.',
  dailyShared: 'Ergebnis geteilt.',
  dailySelect: 'Keine Zwischenablage: Das Ergebnis ist im Textfeld markiert und kann kopiert werden.',
  dailyShareField: 'Ergebnis zum Teilen',
  dailyClose: 'Schließen',
  dailyStats: 'Statistik',
  dailyResult: 'Heutiges Ergebnis',
  dailyPlayed: 'Gespielt',
  dailySolvedShare: 'Gelöst %',
  dailyStreak: 'Aktuelle Serie',
  dailyBest: 'Beste Serie',
  dailyBar: '{band}: {count}',
  dailyLatest: 'dein letztes',
  dailyNone: 'Löse ein Tagesrätsel, dann siehst du hier deine Statistik.',
  dailyReplay: 'Wiederholung: Es zählt dein erstes Ergebnis des Tages.',
  dailyStorage: 'Die Statistik kann auf diesem Gerät nicht gespeichert werden und gilt nur, bis die Seite geschlossen wird.',
  dailyUnreadable: 'Die hier gespeicherte Statistik ist nicht lesbar. Sie bleibt unverändert, und die heutigen Ergebnisse gelten nur, bis die Seite geschlossen wird.',
  dailyDeviceOnly: 'Nur auf diesem Gerät gespeichert.',
  dailyPast: 'Das Rätsel vom {date}: ein früheres, es zählt in keiner Statistik und keiner Serie.',
  dailyEarlier: 'Frühere Rätsel',
  dailyEarlierItem: '#{number}, {date}',
  dailyToday: 'Heutiges Rätsel',
};

export default de;
