/** Polski (`pl`): Checkbox Squares’ strings (messages.ts), loaded with the game. Words as in the glossary of src/i18n/pl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresMessages } from '../messages.js';

const pl: Translated<typeof checkboxSquaresMessages> = {
  csTarget: 'Wzór',
  csBoard: 'Łamigłówka',
  csBox: 'Wiersz {row}, kolumna {column}',
  csMoves: 'Ruchy: {count}',
  csNeeded: 'Najmniej kliknięć do celu: {count}',
  csSolved: 'Rozwiązano w {count} {count:one=ruchu|few=ruchach|many=ruchach|other=ruchu}!',
  csHintIs: 'Podpowiedź: w łamigłówce kliknij kratkę w wierszu {row}, kolumnie {column}.',
  csSolutionIs: 'Rozwiązanie – kliknij: {boxes}.',
  csSolutionBox: 'wiersz {row}, kolumna {column}',
  csSolveConfirm: 'Pokazać całe rozwiązanie? To zdradzi łamigłówkę.',
  csSolutionNone: 'Nie ma czego klikać: kwadraty są takie same.',
  csMovedTarget: 'Wzór, wiersz {row}, kolumna {column}: {state}.',
  csMovedBoard: 'Wiersz {row}, kolumna {column}: przełączono {count} {count:one=kratkę|few=kratki|many=kratek|other=kratki}. Do rozwiązania: {needed} {needed:one=kliknięcie|few=kliknięcia|many=kliknięć|other=kliknięcia}.',
  csMovedBoardSolved: 'Wiersz {row}, kolumna {column}: przełączono {count} {count:one=kratkę|few=kratki|many=kratek|other=kratki}.',
  csTargetLocked: 'Wzór jest zablokowany.',
  csLocked: 'zablokowany',
  csHinted: 'podpowiedź',
  csInSolution: 'część rozwiązania',
  csChecked: 'zaznaczona',
  csUnchecked: 'odznaczona',
  csVariantHelp1: 'Narożna kratka przełącza swój blok 2x2, kratka na środku boku – swój bok, środkowa kratka – swój krzyż.',
  csVariantHelp2: 'Narożna kratka przełącza siebie i sąsiednie kratki w swoim wierszu i kolumnie, kratka na środku boku – swój bok i środkową kratkę, środkowa kratka – swój krzyż.',
  csVariantHelp3: 'Narożna kratka przełącza siebie i sąsiednie kratki w swoim wierszu i kolumnie, kratka na środku boku – swój bok i środkową kratkę, środkowa kratka – tylko siebie.',
  csGoal: 'Spraw, by łamigłówka wyglądała tak samo jak wzór.',
  csValue: 'stan {value} (od 0 do {max})',
  csMovedTargetValue: 'Wzór, wiersz {row}, kolumna {column}: teraz stan {value}.',
  csMovedBoardStates: 'Wiersz {row}, kolumna {column}: przestawiono {count} {count:one=kratkę|few=kratki|many=kratek|other=kratki} o jeden stan dalej.',
  csNeededSentence: 'Do rozwiązania: {needed} {needed:one=kliknięcie|few=kliknięcia|many=kliknięć|other=kliknięcia}.',
  csUnreachable: 'Żadne kliknięcia w łamigłówce nie dadzą tego wzoru: zmień wzór albo zacznij nową grę.',
  csUnreachableWhy: 'Kliknięcia nigdy nie zmieniają sumy pól {boxes} (numerowanych od 1 do 9, wierszami) mod {k}, a ta suma jest różna w obu kwadratach.',
  csUnreachableShort: 'Wzór nieosiągalny',
  csInSolutionTimes: 'część rozwiązania, {count} {count:one=kliknięcie|few=kliknięcia|many=kliknięć|other=kliknięcia}',
  csSolutionBoxTimes: '{box} ({count} razy)',
  csMathsShow: 'Pokaż obliczenia',
};

export default pl;
