/** Español (`es`): Stained Glass’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/es.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassHowToPlayMessages } from '../how-to-play.messages.js';

const es: Translated<typeof stainedGlassHowToPlayMessages> = {
  sgGoal: 'Haz saltar unos cristales sobre otros hasta que quede solo uno.',
  sgCardHop: 'Un cristal salta sobre un cristal contiguo hasta la casilla justo detrás, en cualquiera de las 8 direcciones.',
  sgCardJump: 'El cristal saltado debe contener el color del que salta, y lo pierde. La casilla que este deja se vuelve negra.',
  sgCardPrimary: 'Además, un cristal primario (rojo, amarillo o azul) puede saltar sobre otro primario, que se vuelve negro.',
  sgCardLand: 'Cae en negro, en su mismo color o en un color que no contenga ninguno de los suyos, y los colores se mezclan.',
  sgCardEnd: 'Cuando ningún cristal puede moverse, la partida termina. Si queda un solo cristal, ganas.',
  sgDiagramHop: 'Un cristal rojo salta en diagonal sobre un cristal naranja hasta la casilla negra de detrás.',
  sgDiagramJump: 'Antes: rojo, naranja, negro. Después: negro, amarillo, rojo. El cristal naranja perdió su rojo.',
  sgDiagramPrimary: 'Antes: azul, rojo, negro. Después: negro, negro, azul.',
  sgDiagramLand: 'Antes: amarillo, verde, rojo. Después: negro, azul, naranja. El amarillo, al caer sobre el rojo, dio naranja.',
  sgDiagramEnd: 'Un tablero de casillas negras en el que queda un solo cristal morado, señalado con una marca de verificación.',
  sgNoteScore: 'Puntuación: jugadas (deshacer también cuenta) multiplicadas por las barras que quedan en el tablero. Cuanto menos, mejor.',
  sgKeySelect: 'Elegir un cristal y luego dónde cae',
  sgKeyCancel: 'Cancelar la selección',
};

export default es;
