/** Español (`es`): Checkbox Squares’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/es.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresHowToPlayMessages } from '../how-to-play.messages.js';

const es: Translated<typeof checkboxSquaresHowToPlayMessages> = {
  csCardCorner1: 'Una esquina invierte su bloque de 2×2: ella misma y sus tres casillas vecinas.',
  csCardCorner2: 'Una esquina se invierte a sí misma y a sus vecinas de la misma fila y de la misma columna.',
  csCardSide1: 'La casilla central de un lado invierte las tres casillas de ese lado.',
  csCardSide2: 'La casilla central de un lado invierte las tres casillas de ese lado y el centro.',
  csCardCentre1: 'El centro invierte la cruz de cinco casillas que tiene a su alrededor, él incluido.',
  csCardCentre3: 'El centro solo se invierte a sí mismo.',
  csDiagramClick: 'Un clic en {square} marca {count} {count:one=casilla|many=de casillas|other=casillas}: {boxes}.',
  csDiagramCorner: 'la esquina superior izquierda',
  csDiagramSide: 'la casilla central de arriba',
  csDiagramCentre: 'el centro',
  csNoteLeft: 'Un clic en el modelo invierte solo esa casilla.',
  csNoteOrder: 'Hacer clic dos veces en una casilla la deja como estaba, y el orden de los clics no importa.',
  csKeySquare: 'Ir al otro cuadrado',
  csKeyToggle: 'Hacer clic en la casilla',
};

export default es;
