/** Deutsch (`de`): <boardlets-worksheet>’s strings (messages.ts), loaded with the element. Words as in the glossary of src/i18n/de.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { worksheetMessages } from '../messages.js';

const de: Translated<typeof worksheetMessages> = {
  wsCheckboxTitle: 'Kästchenquadrate',
  wsStainedGlassTitle: 'Buntglas',
  wsName: 'Name',
  wsDate: 'Datum',
  wsPrint: 'Drucken',
  wsPreparing: 'Arbeitsblatt wird vorbereitet …',
  wsReady: 'Arbeitsblatt bereit.',
  wsPuzzle: 'Rätsel {number}',
  wsAnswerKey: 'Lösungen',
  wsCheckboxTask: 'Finde in jedem Rätsel die Kästchen, die du im Rätsel-Quadrat anklicken musst, damit es der Vorlage gleicht, und markiere sie unter „Deine Klicks“. Komm mit möglichst wenigen Klicks aus.',
  wsClickRule: 'Was ein Klick auf ein Kästchen des Rätsel-Quadrats umschaltet (das angeklickte Kästchen ist eingekreist):',
  wsTickLegend: 'Ein Häkchen ist ein angekreuztes Kästchen.',
  wsDotsLegend: 'Kästchen zählen in Punkten: Ein Klick gibt jedem Kästchen, das er ändert, einen Punkt dazu, und ein Kästchen mit den meisten Punkten wird wieder leer.',
  wsBoxState: 'Zeile {row}, Spalte {column}: {state}',
  wsBoxPresses: 'Zeile {row}, Spalte {column} ×{count}',
  wsChecked: '{square}, angekreuzt: {boxes}',
  wsNoneChecked: '{square}, kein Kästchen angekreuzt',
  wsFewest: 'Wenigste Klicks: {count}',
  wsYourClicks: 'Deine Klicks',
  wsStainedGlassTask: 'Schreib auf jedem Brett deine Sprünge der Reihe nach auf, etwa „b2 über c2 nach d2“, bis nur noch ein Plättchen übrig ist.',
  wsTile: '{square} {color}',
  wsHop: '{from} über {over} nach {to}',
  wsSheet: 'Blatt {seed}',
};

export default de;
