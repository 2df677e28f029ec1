/** Deutsch (`de`): Checkbox Squares’ maths panel (maths.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/de.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { mathsMessages } from '../maths.messages.js';

const de: Translated<typeof mathsMessages> = {
  csMathsTitle: 'Die Mathematik dahinter',
  csMathsIntro: 'Taste j addiert 1 (mod {k}) zu jedem Kästchen, das in Spalte j von A eine 1 hat. Gibt x an, wie oft jede Taste gedrückt wird, ändert sich das Rätsel um A·x. Es stimmt also mit der Vorlage überein, wenn A·x = d (mod {k}) gilt, wobei d angibt, was sich ändern muss. Das Gauß-Verfahren löst diese 9 Gleichungen.',
  csMathsCaption: 'Klickmatrix A (Zeilen: Kästchen 1–9, Spalten: Tasten 1–9, jeweils zeilenweise gezählt) und d = Vorlage − Rätsel, mod {k}',
  csMathsBoxHeader: 'Kästchen (Gleichung)',
  csMathsButton: 'Taste {n}',
  csMathsNeedHeader: 'd: was sich ändern muss',
  csMathsChanged: 'in diesem Schritt geändert',
  csMathsPivot: 'Pivotelement',
  csMathsStart: 'Start: [A | d], mod {k}. Jede Zeile steht für ein Kästchen: Die Tasten, die es verändern, müssen zusammen genau das ergeben, was sich dort ändern muss.',
  csMathsSwap: 'Zeilen {a} und {b} vertauschen, um ein Pivotelement nach oben zu holen.',
  csMathsScale: 'Zeile {a} mit {factor} multiplizieren (mod {k}), damit ihr Pivotelement 1 wird.',
  csMathsEliminate: 'Zeile {a} minus {factor} × Zeile {b} (mod {k}): In Spalte {column} entsteht unter dem Pivotelement eine 0.',
  csMathsBackSub: 'Zeile {a} minus {factor} × Zeile {b} (mod {k}): In Spalte {column} entsteht über dem Pivotelement eine 0.',
  csMathsUnreachable: 'Zeile {a} lautet jetzt 0 = eine Zahl ungleich 0: Egal, welche Tasten du drückst, das Rätsel sieht nie aus wie diese Vorlage.',
  csMathsInconsistent: 'lautet 0 = eine Zahl ungleich 0',
  csMathsFree: 'Spalte {columns} hat kein Pivotelement, also ist Taste {columns} frei: Jede Anzahl von Drücken (0 bis {max}) ergibt eine Lösung, und x ist die mit den wenigsten Klicks.',
  csMathsSolution: 'Lösung, im Rätsel markiert: {presses}.',
  csMathsNothing: 'd besteht nur aus Nullen: Nichts zu drücken, die Quadrate stimmen überein.',
  csMathsPressOnce: 'Taste {n}',
  csMathsPressTimes: 'Taste {n} ({count}-mal)',
  csMathsSteps: 'Eliminationsschritte',
  csMathsStepOf: 'Schritt {n} von {total}',
  csMathsBack: 'Zurück',
  csMathsNext: 'Weiter',
  csMathsPlay: 'Abspielen',
  csMathsPause: 'Pause',
};

export default de;
