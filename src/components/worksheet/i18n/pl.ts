/** Polski (`pl`): <boardlets-worksheet>’s strings (messages.ts), loaded with the element. Words as in the glossary of src/i18n/pl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { worksheetMessages } from '../messages.js';

const pl: Translated<typeof worksheetMessages> = {
  wsCheckboxTitle: 'Kwadraty z kratkami',
  wsStainedGlassTitle: 'Witraż',
  wsName: 'Imię i nazwisko',
  wsDate: 'Data',
  wsPrint: 'Drukuj',
  wsPreparing: 'Przygotowywanie karty pracy…',
  wsReady: 'Karta pracy gotowa.',
  wsPuzzle: 'Zadanie {number}',
  wsAnswerKey: 'Odpowiedzi',
  wsCheckboxTask: 'W każdym zadaniu znajdź kratki kwadratu „Łamigłówka”, które trzeba kliknąć, aby stał się taki jak wzór, i zaznacz je w polu „Twoje kliknięcia”. Użyj jak najmniejszej liczby kliknięć.',
  wsClickRule: 'Co przełącza kliknięcie kratki w kwadracie „Łamigłówka” (kliknięta kratka jest zakreślona kółkiem):',
  wsTickLegend: 'Ptaszek oznacza zaznaczoną kratkę.',
  wsDotsLegend: 'Kratki liczą kropkami: kliknięcie dodaje kropkę każdej kratce, którą zmienia, a kratka z największą liczbą kropek znów staje się pusta.',
  wsBoxState: 'wiersz {row}, kolumna {column}: {state}',
  wsBoxPresses: 'wiersz {row}, kolumna {column} ×{count}',
  wsChecked: '{square}, zaznaczone: {boxes}',
  wsNoneChecked: '{square}, brak zaznaczonych kratek',
  wsFewest: 'Najmniej kliknięć: {count}',
  wsYourClicks: 'Twoje kliknięcia',
  wsStainedGlassTask: 'Na każdej planszy zapisz po kolei swoje skoki, np. „b2 przez c2 na d2”, aż zostanie jeden kafelek.',
  wsTile: '{square} {color}',
  wsHop: '{from} przez {over} na {to}',
  wsSheet: 'Karta {seed}',
};

export default pl;
