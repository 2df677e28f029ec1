/** Nederlands (`nl`): Checkbox Squares’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/nl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresHowToPlayMessages } from '../how-to-play.messages.js';

const nl: Translated<typeof checkboxSquaresHowToPlayMessages> = {
  csCardCorner1: 'Een hoek wisselt zijn 2×2-blok: zichzelf en zijn drie buren.',
  csCardCorner2: 'Een hoek wisselt zichzelf en zijn buren in dezelfde rij en kolom.',
  csCardSide1: 'Het midden van een zijde wisselt de drie vakjes langs die zijde.',
  csCardSide2: 'Het midden van een zijde wisselt de drie vakjes langs die zijde en het middelste vakje.',
  csCardCentre1: 'Het middelste vakje wisselt een kruis van vijf vakjes: zichzelf en zijn vier buren.',
  csCardCentre3: 'Het middelste vakje wisselt alleen zichzelf.',
  csDiagramClick: 'Een klik op {square}: {count} {count:one=vakje|other=vakjes} aangevinkt: {boxes}.',
  csDiagramCorner: 'de hoek linksboven',
  csDiagramSide: 'het middelste vakje bovenaan',
  csDiagramCentre: 'het middelste vakje',
  csNoteLeft: 'Een klik op het doel wisselt alleen dat ene vakje.',
  csNoteOrder: 'Twee keer op hetzelfde vakje klikken heft elkaar op, en de volgorde van de klikken maakt niet uit.',
  csKeySquare: 'Naar het andere vierkant',
  csKeyToggle: 'Het vakje aanklikken',
};

export default nl;
