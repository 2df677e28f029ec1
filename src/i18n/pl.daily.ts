/** Polski (`pl`): the daily puzzles’ result card and statistics (src/base/daily.messages.ts), loaded with them. Words as in the glossary of src/i18n/pl.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { dailyMessages } from '../base/daily.messages.js';

const pl: Translated<typeof dailyMessages> = {
  dailyNumber: '{game} nr {number}',
  dailyNext: 'Następna łamigłówka za',
  dailyShare: 'Udostępnij wynik',
  dailyCopied: 'Skopiowano wynik.',
  dailyShared: 'Udostępniono wynik.',
  dailySelect: 'Brak schowka: wynik jest zaznaczony w polu tekstowym, gotowy do skopiowania.',
  dailyShareField: 'Wynik do udostępnienia',
  dailyClose: 'Zamknij',
  dailyStats: 'Statystyki',
  dailyResult: 'Dzisiejszy wynik',
  dailyPlayed: 'Rozegrane',
  dailySolvedShare: 'Rozwiązane %',
  dailyStreak: 'Obecna seria',
  dailyBest: 'Najlepsza seria',
  dailyBar: '{band}: {count}',
  dailyLatest: 'twój ostatni',
  dailyNone: 'Ukończ łamigłówkę dnia, a zobaczysz tu swoje statystyki.',
  dailyReplay: 'Powtórka: liczy się twój pierwszy wynik tego dnia.',
  dailyStorage: 'Nie można zapisać statystyk na tym urządzeniu: przetrwają tylko do zamknięcia strony.',
  dailyUnreadable: 'Zapisanych tu statystyk nie da się odczytać. Zostają nietknięte, a dzisiejsze wyniki przetrwają tylko do zamknięcia strony.',
  dailyDeviceOnly: 'Przechowywane tylko na tym urządzeniu.',
  dailyPast: 'Łamigłówka z {date}: z wcześniejszego dnia, nie liczy się do statystyk ani serii.',
  dailyEarlier: 'Wcześniejsze łamigłówki',
  dailyEarlierItem: 'nr {number}, {date}',
  dailyToday: 'Dzisiejsza łamigłówka',
};

export default pl;
