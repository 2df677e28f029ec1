/** Français (`fr`): Checkbox Squares’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/fr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresHowToPlayMessages } from '../how-to-play.messages.js';

const fr: Translated<typeof checkboxSquaresHowToPlayMessages> = {
  csCardCorner1: 'Un coin inverse son bloc 2×2 : lui-même et ses trois cases voisines.',
  csCardCorner2: 'Un coin s’inverse, ainsi que ses voisines sur la même ligne et la même colonne.',
  csCardSide1: 'Le milieu d’un côté inverse les trois cases de ce côté.',
  csCardSide2: 'Le milieu d’un côté inverse les trois cases de ce côté, plus le centre.',
  csCardCentre1: 'Le centre inverse la croix de cinq cases centrée sur lui.',
  csCardCentre3: 'Le centre n’inverse que lui-même.',
  csDiagramClick: 'Un clic sur {square} coche {count} {count:one=case|many=de cases|other=cases} : {boxes}.',
  csDiagramCorner: 'le coin supérieur gauche',
  csDiagramSide: 'la case du milieu en haut',
  csDiagramCentre: 'le centre',
  csNoteLeft: 'Un clic sur le modèle n’inverse que la case cliquée.',
  csNoteOrder: 'Cliquer deux fois sur une case annule l’effet, et l’ordre des clics ne compte pas.',
  csKeySquare: 'Passer à l’autre carré',
  csKeyToggle: 'Cliquer sur la case',
};

export default fr;
