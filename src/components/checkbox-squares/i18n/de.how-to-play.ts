/** Deutsch (`de`): Checkbox Squares’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/de.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresHowToPlayMessages } from '../how-to-play.messages.js';

const de: Translated<typeof checkboxSquaresHowToPlayMessages> = {
  csCardCorner1: 'Eine Ecke schaltet ihren 2×2-Block um: sich selbst und ihre drei Nachbarn.',
  csCardCorner2: 'Eine Ecke schaltet sich selbst und ihre Nachbarn in derselben Zeile und Spalte um.',
  csCardSide1: 'Eine Seitenmitte schaltet die drei Kästchen entlang dieser Seite um.',
  csCardSide2: 'Eine Seitenmitte schaltet die drei Kästchen entlang dieser Seite und die Mitte um.',
  csCardCentre1: 'Die Mitte schaltet ein Kreuz aus fünf Kästchen um: sich selbst und ihre vier Nachbarn.',
  csCardCentre3: 'Die Mitte schaltet nur sich selbst um.',
  csDiagramClick: 'Ein Klick auf {square}: {count} Kästchen angekreuzt: {boxes}.',
  csDiagramCorner: 'die Ecke oben links',
  csDiagramSide: 'das Kästchen oben in der Mitte',
  csDiagramCentre: 'die Mitte',
  csNoteLeft: 'Ein Klick auf die Vorlage schaltet nur dieses eine Kästchen um.',
  csNoteOrder: 'Zweimal auf dasselbe Kästchen zu klicken hebt sich auf, und die Reihenfolge der Klicks spielt keine Rolle.',
  csKeySquare: 'Zum anderen Quadrat wechseln',
  csKeyToggle: 'Kästchen anklicken',
};

export default de;
