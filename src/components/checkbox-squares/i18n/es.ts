/** Español (`es`): Checkbox Squares’ strings (messages.ts), loaded with the game. Words as in the glossary of src/i18n/es.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresMessages } from '../messages.js';

const es: Translated<typeof checkboxSquaresMessages> = {
  csTarget: 'Modelo',
  csBoard: 'Tablero',
  csBox: 'Fila {row}, columna {column}',
  csMoves: 'Jugadas: {count}',
  csNeeded: 'Mínimo de clics restantes: {count}',
  csSolved: '¡Resuelto en {count} {count:one=jugada|many=de jugadas|other=jugadas}!',
  csHintIs: 'Pista: haz clic en la fila {row}, columna {column} del tablero.',
  csSolutionIs: 'Solución: haz clic en {boxes}.',
  csSolutionBox: 'fila {row}, columna {column}',
  csSolveConfirm: '¿Mostrar toda la solución? Se acabará el reto.',
  csSolutionNone: 'No hay nada que pulsar: los dos cuadrados ya coinciden.',
  csMovedTarget: 'Modelo, fila {row}, columna {column}: {state}.',
  csMovedBoard: 'Fila {row}, columna {column}: {count} {count:one=casilla invertida|many=de casillas invertidas|other=casillas invertidas}. {needed} {needed:one=clic|many=de clics|other=clics} para resolverlo.',
  csMovedBoardSolved: 'Fila {row}, columna {column}: {count} {count:one=casilla invertida|many=de casillas invertidas|other=casillas invertidas}.',
  csTargetLocked: 'El modelo está bloqueado.',
  csLocked: 'bloqueado',
  csHinted: 'pista',
  csInSolution: 'parte de la solución',
  csChecked: 'marcada',
  csUnchecked: 'desmarcada',
  csVariantHelp1: 'Una esquina invierte su bloque de 2x2, el centro de un lado invierte ese lado y el centro invierte su cruz.',
  csVariantHelp2: 'Una esquina se invierte a sí misma y a sus vecinas de fila y columna, el centro de un lado invierte ese lado y el centro, y el centro invierte su cruz.',
  csVariantHelp3: 'Una esquina se invierte a sí misma y a sus vecinas de fila y columna, el centro de un lado invierte ese lado y el centro, y el centro solo se invierte a sí mismo.',
  csGoal: 'Haz que el tablero coincida con el modelo.',
  csValue: 'estado {value} (de 0 a {max})',
  csMovedTargetValue: 'Modelo, fila {row}, columna {column}: ahora en el estado {value}.',
  csMovedBoardStates: 'Fila {row}, columna {column}: {count} {count:one=casilla avanza|many=de casillas avanzan|other=casillas avanzan} un estado.',
  csNeededSentence: '{needed} {needed:one=clic|many=de clics|other=clics} para resolverlo.',
  csUnreachable: 'Ninguna combinación de clics en el tablero llega a este modelo: cambia el modelo o empieza una nueva partida.',
  csUnreachableWhy: 'Los clics nunca cambian la suma de las casillas {boxes} (numeradas del 1 al 9, fila a fila) mod {k}, y esa suma es distinta en los dos cuadrados.',
  csUnreachableShort: 'Modelo inalcanzable',
  csInSolutionTimes: 'parte de la solución, {count} clics',
  csSolutionBoxTimes: '{box} ({count} veces)',
  csMathsShow: 'Ver las matemáticas',
};

export default es;
