/** Deutsch (`de`): Checkbox Squares’ strings (messages.ts), loaded with the game. Words as in the glossary of src/i18n/de.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresMessages } from '../messages.js';

const de: Translated<typeof checkboxSquaresMessages> = {
  csTarget: 'Vorlage',
  csBoard: 'Rätsel',
  csBox: 'Zeile {row}, Spalte {column}',
  csMoves: 'Züge: {count}',
  csNeeded: 'Noch mindestens {count} {count:one=Klick|other=Klicks}',
  csSolved: 'Gelöst in {count} {count:one=Zug|other=Zügen}!',
  csHintIs: 'Tipp: Klicke im Rätsel auf Zeile {row}, Spalte {column}.',
  csSolutionIs: 'Lösung: Klicke auf {boxes}.',
  csSolutionBox: 'Zeile {row}, Spalte {column}',
  csSolveConfirm: 'Die ganze Lösung zeigen? Damit ist das Rätsel verraten.',
  csSolutionNone: 'Nichts zu klicken: Die Quadrate stimmen überein.',
  csMovedTarget: 'Vorlage, Zeile {row}, Spalte {column}: {state}.',
  csMovedBoard: 'Zeile {row}, Spalte {column}: {count} Kästchen umgeschaltet. Noch {needed} {needed:one=Klick|other=Klicks} bis zur Lösung.',
  csMovedBoardSolved: 'Zeile {row}, Spalte {column}: {count} Kästchen umgeschaltet.',
  csTargetLocked: 'Die Vorlage ist gesperrt.',
  csLocked: 'gesperrt',
  csHinted: 'Tipp',
  csInSolution: 'Teil der Lösung',
  csChecked: 'angekreuzt',
  csUnchecked: 'nicht angekreuzt',
  csVariantHelp1: 'Eine Ecke schaltet ihren 2x2-Block um, eine Seitenmitte ihre Seite, die Mitte ihr Kreuz.',
  csVariantHelp2: 'Eine Ecke schaltet sich selbst und ihre Nachbarn in Zeile und Spalte um, eine Seitenmitte ihre Seite und die Mitte, die Mitte ihr Kreuz.',
  csVariantHelp3: 'Eine Ecke schaltet sich selbst und ihre Nachbarn in Zeile und Spalte um, eine Seitenmitte ihre Seite und die Mitte, die Mitte nur sich selbst.',
  csGoal: 'Sorge dafür, dass das Rätsel genauso aussieht wie die Vorlage.',
  csValue: 'Zustand {value} (0 bis {max})',
  csMovedTargetValue: 'Vorlage, Zeile {row}, Spalte {column}: jetzt Zustand {value}.',
  csMovedBoardStates: 'Zeile {row}, Spalte {column}: {count} Kästchen um einen Zustand weitergeschaltet.',
  csNeededSentence: 'Noch {needed} {needed:one=Klick|other=Klicks} bis zur Lösung.',
  csUnreachable: 'Diese Vorlage lässt sich mit Klicks im Rätsel nicht erreichen: Ändere die Vorlage oder starte ein neues Spiel.',
  csUnreachableWhy: 'Klicks ändern die Summe der Kästchen {boxes} (zeilenweise von 1 bis 9 gezählt) mod {k} nie, und diese Summe ist in den beiden Quadraten verschieden.',
  csUnreachableShort: 'Vorlage unerreichbar',
  csInSolutionTimes: 'Teil der Lösung, {count} Klicks',
  csSolutionBoxTimes: '{box} ({count}-mal)',
  csMathsShow: 'Mathematik zeigen',
};

export default de;
