/** Español (`es`): Infection’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/es.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { infectionHowToPlayMessages } from '../how-to-play.messages.js';

const es: Translated<typeof infectionHowToPlayMessages> = {
  infGoal: 'Ocupa más casillas que tu rival cuando acabe la partida.',
  infRuleCopy: 'Copia: muévete a una casilla contigua, en cualquiera de las 8 direcciones. Tu ficha se queda y aparece una nueva.',
  infRuleJump: 'Salto: avanza dos casillas en línea recta, por encima de una casilla vacía. Tu ficha deja su casilla.',
  infRuleChecker: 'Salto sobre una ficha: igual, pero por encima de cualquier ficha. La ficha saltada se queda como está.',
  infRuleKnight: 'Salto de caballo: dos casillas en una dirección y una hacia el lado, en L. Tu ficha deja su casilla.',
  infRuleConvert: 'Las fichas rivales contiguas a la casilla donde caes pasan a ser tuyas.',
  infDiagramCopy: 'Una ficha verde, una flecha hacia una casilla contigua con una nueva ficha verde, y signos más en las demás casillas contiguas.',
  infDiagramJump: 'Una ficha verde salta sobre una casilla vacía hasta la casilla siguiente; su casilla de origen queda vacía.',
  infDiagramChecker: 'Una ficha verde salta sobre una ficha amarilla hasta la casilla siguiente; la ficha amarilla se queda.',
  infDiagramKnight: 'Una ficha verde avanza dos casillas hacia arriba y una hacia la derecha, en L; su casilla de origen queda vacía.',
  infDiagramConvert: 'Antes: amarilla, vacía, amarilla. Después de que una ficha verde caiga en medio: tres fichas verdes.',
  infNoteObstacle: 'Nada puede caer en una casilla con X, y ningún salto en línea recta puede pasar por encima de una.',
  infNoteEnd: 'La partida termina cuando el tablero está lleno (gana quien tenga más fichas) o cuando un jugador no puede mover (gana el otro).',
  infNoteRepetition: 'Si una posición se repite por tercera vez, la partida también termina: gana quien tenga más fichas.',
  ataxxRuleJump: 'Salto: mueve a cualquier casilla a dos de distancia, en línea o no, por encima de lo que haya. Tu ficha deja su casilla.',
  ataxxNoteGap: 'Nada puede caer en una casilla X (un hueco), pero los saltos pasan por encima.',
  ataxxNotePass: 'Quien no puede mover pasa; el otro sigue jugando.',
  ataxxNoteEnd: 'La partida termina cuando el tablero está lleno o un jugador se queda sin fichas (gana quien tenga más), tras 50 jugadas por bando sin copia, o cuando una posición se repite por tercera vez (estos dos casos son tablas).',
  infKeyPick: 'Levantar una ficha y luego soltarla',
  infKeyPutBack: 'Devolver la ficha a su sitio',
};

export default es;
