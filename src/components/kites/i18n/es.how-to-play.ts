/** Español (`es`): Kites’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/es.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { kitesHowToPlayMessages } from '../how-to-play.messages.js';

const es: Translated<typeof kitesHowToPlayMessages> = {
  ktRuleFewer: 'Con menos de 6 colores en juego, una figura necesita tantos colores distintos como cometas tiene, o tantos como colores haya en juego si son menos.',
  ktRuleExtra: 'Completar una media rueda o una rueda, sin completar a la vez un triángulo o un cuarteto y sin una vecina del mismo color, da una jugada extra.',
  ktRuleEnd: 'Cuando el tablero está lleno, gana quien tenga más puntos. Si todos empatan, es empate; con más jugadores, los empatados en primer lugar comparten la victoria.',
  ktCardOrder: 'Por turnos, coloca una cometa en cualquier casilla vacía. Los colores siguen un ciclo fijo, juegue quien juegue: {colors}.',
  ktCardTriangle: 'Triángulo: 3 cometas de colores distintos que se unen por sus ángulos obtusos. 1 punto.',
  ktCardQuartet: 'Cuarteto: 4 cometas de colores distintos que se unen por sus ángulos rectos. 1 punto.',
  ktCardWheel: 'Rueda: 6 cometas de cualquier color que se unen por sus puntas. 1 punto.',
  ktCardHalfWheel: 'Media rueda: 3 cometas de colores distintos que se unen por sus puntas en el borde. Ningún punto, pero una jugada extra.',
  ktCardPenalty: 'Cada cometa del mismo color que comparta lado con la que colocas resta 1 punto.',
  ktDiagramOrder: 'Los colores como discos con letras dispuestos en un anillo, con una flecha que gira.',
  ktDiagramTriangle: 'Tres cometas, roja, verde y azul, forman un triángulo con sus ángulos obtusos unidos en un punto en el centro; más 1.',
  ktDiagramQuartet: 'Cuatro cometas, roja, amarilla, verde y cian, con sus ángulos rectos unidos en un punto; más 1.',
  ktDiagramWheel: 'Seis cometas, una de cada color, con sus puntas unidas en un punto en el centro; más 1.',
  ktDiagramHalfWheel: 'Tres cometas, amarilla, verde y cian, con sus puntas unidas en un punto del borde del tablero.',
  ktDiagramPenalty: 'Dos cometas rojas juntas, con su lado común resaltado; menos 1.',
  ktKeyDiagonal: 'Mover en diagonal (teclado numérico)',
  ktKeyPlace: 'Colocar la siguiente cometa',
  ktKeyBack: 'Deshacer una jugada',
};

export default es;
