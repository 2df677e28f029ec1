/** Nederlands (`nl`): the daily puzzles’ result card and statistics (src/base/daily.messages.ts), loaded with them. Words as in the glossary of src/i18n/nl.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { dailyMessages } from '../base/daily.messages.js';

const nl: Translated<typeof dailyMessages> = {
  dailyNumber: '{game} nr. {number}',
  dailyNext: 'Volgende puzzel over',
  dailyShare: 'Resultaat delen',
  dailyCopied: 'Resultaat gekopieerd.',
  dailyShared: 'Resultaat gedeeld.',
  dailySelect: 'Geen klembord hier: het resultaat is geselecteerd in het tekstveld, klaar om te kopiëren.',
  dailyShareField: 'Resultaat om te delen',
  dailyClose: 'Sluiten',
  dailyStats: 'Statistieken',
  dailyResult: 'Resultaat van vandaag',
  dailyPlayed: 'Gespeeld',
  dailySolvedShare: 'Opgelost %',
  dailyStreak: 'Huidige reeks',
  dailyBest: 'Beste reeks',
  dailyBar: '{band}: {count}',
  dailyLatest: 'je laatste',
  dailyNone: 'Maak een dagpuzzel af om hier je statistieken te zien.',
  dailyReplay: 'Herhaling: je eerste resultaat van de dag telt.',
  dailyStorage: 'De statistieken kunnen op dit apparaat niet worden bewaard: ze gelden tot de pagina sluit.',
  dailyUnreadable: 'De hier bewaarde statistieken zijn onleesbaar. Ze blijven onaangeroerd, en de resultaten van vandaag gelden tot de pagina sluit.',
  dailyDeviceOnly: 'Alleen op dit apparaat bewaard.',
  dailyPast: 'De puzzel van {date}: van een eerdere dag, telt niet mee in statistieken of reeksen.',
  dailyEarlier: 'Eerdere puzzels',
  dailyEarlierItem: '#{number}, {date}',
  dailyToday: 'Puzzel van vandaag',
};

export default nl;
