/** Polski (`pl`): Checkbox Squares’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/pl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresHowToPlayMessages } from '../how-to-play.messages.js';

const pl: Translated<typeof checkboxSquaresHowToPlayMessages> = {
  csCardCorner1: 'Narożna kratka przełącza swój blok 2×2: siebie i trzy sąsiednie kratki.',
  csCardCorner2: 'Narożna kratka przełącza siebie i sąsiednie kratki w tym samym wierszu i tej samej kolumnie.',
  csCardSide1: 'Kratka na środku boku przełącza trzy kratki wzdłuż tego boku.',
  csCardSide2: 'Kratka na środku boku przełącza trzy kratki wzdłuż tego boku oraz środkową kratkę.',
  csCardCentre1: 'Środkowa kratka przełącza krzyż z pięciu kratek: siebie i cztery sąsiednie kratki.',
  csCardCentre3: 'Środkowa kratka przełącza tylko siebie.',
  csDiagramClick: 'Kliknięcie w {square}: {count} {count:one=zaznaczona kratka|few=zaznaczone kratki|many=zaznaczonych kratek|other=zaznaczonej kratki}: {boxes}.',
  csDiagramCorner: 'lewy górny róg',
  csDiagramSide: 'środkową kratkę górnego wiersza',
  csDiagramCentre: 'środkową kratkę',
  csNoteLeft: 'Kliknięcie we wzór przełącza tylko tę jedną kratkę.',
  csNoteOrder: 'Dwa kliknięcia w tę samą kratkę znoszą się nawzajem, a kolejność kliknięć nie ma znaczenia.',
  csKeySquare: 'Przejdź do drugiego kwadratu',
  csKeyToggle: 'Kliknij kratkę',
};

export default pl;
