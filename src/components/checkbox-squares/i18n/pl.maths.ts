/** Polski (`pl`): Checkbox Squares’ maths panel (maths.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/pl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { mathsMessages } from '../maths.messages.js';

const pl: Translated<typeof mathsMessages> = {
  csMathsTitle: 'Matematyka',
  csMathsIntro: 'Przycisk j dodaje 1 (mod {k}) do każdej kratki, która ma 1 w kolumnie j macierzy A. Jeśli x określa, ile razy naciska się każdy przycisk, łamigłówka zmienia się o A·x, więc zgadza się ze wzorem, gdy A·x = d (mod {k}), gdzie d oznacza to, co musi się zmienić. Eliminacja Gaussa rozwiązuje te 9 równań.',
  csMathsCaption: 'Macierz kliknięć A (wiersze: kratki 1–9, kolumny: przyciski 1–9, numerowane wierszami) i d = wzór − łamigłówka, mod {k}',
  csMathsBoxHeader: 'Kratka (równanie)',
  csMathsButton: 'Przycisk {n}',
  csMathsNeedHeader: 'd: co musi się zmienić',
  csMathsChanged: 'zmieniony w tym kroku',
  csMathsPivot: 'element główny',
  csMathsStart: 'Start: [A | d], mod {k}. Każdy wiersz to jedna kratka: przyciski, które ją zmieniają, muszą w sumie dać to, co musi się w niej zmienić.',
  csMathsSwap: 'Zamieniamy wiersze {a} i {b}, by przenieść element główny wyżej.',
  csMathsScale: 'Mnożymy wiersz {a} przez {factor} (mod {k}), by jego element główny był równy 1.',
  csMathsEliminate: 'Wiersz {a} minus {factor} × wiersz {b} (mod {k}): w kolumnie {column} pod elementem głównym pojawia się 0.',
  csMathsBackSub: 'Wiersz {a} minus {factor} × wiersz {b} (mod {k}): w kolumnie {column} nad elementem głównym pojawia się 0.',
  csMathsUnreachable: 'Wiersz {a} mówi teraz 0 = liczba różna od 0: żadne naciśnięcia nie sprawią, że łamigłówka będzie wyglądać jak ten wzór.',
  csMathsInconsistent: 'mówi 0 = liczba różna od 0',
  csMathsFree: 'Kolumna {columns} nie ma elementu wiodącego, więc przycisk {columns} jest swobodny: każda liczba naciśnięć (od 0 do {max}) daje rozwiązanie, a x to to z najmniejszą liczbą kliknięć.',
  csMathsSolution: 'Rozwiązanie, zaznaczone w łamigłówce: {presses}.',
  csMathsNothing: 'd to same zera: nie trzeba nic naciskać, kwadraty są takie same.',
  csMathsPressOnce: 'przycisk {n}',
  csMathsPressTimes: 'przycisk {n} ({count} razy)',
  csMathsSteps: 'Kroki eliminacji',
  csMathsStepOf: 'Krok {n} z {total}',
  csMathsBack: 'Wstecz',
  csMathsNext: 'Dalej',
  csMathsPlay: 'Odtwórz',
  csMathsPause: 'Pauza',
};

export default pl;
