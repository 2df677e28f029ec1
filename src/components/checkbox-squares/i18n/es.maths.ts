/** Español (`es`): Checkbox Squares’ maths panel (maths.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/es.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { mathsMessages } from '../maths.messages.js';

const es: Translated<typeof mathsMessages> = {
  csMathsTitle: 'Las matemáticas',
  csMathsIntro: 'El botón j suma 1 (mod {k}) a cada casilla que tiene un 1 en la columna j de A. Si x indica cuántas veces se pulsa cada botón, el tablero cambia en A·x, así que coincide con el modelo cuando A·x = d (mod {k}), donde d es lo que debe cambiar. La eliminación gaussiana resuelve estas 9 ecuaciones.',
  csMathsCaption: 'Matriz de clics A (filas: casillas 1 a 9; columnas: botones 1 a 9; numeradas fila por fila) y d = modelo − tablero, mod {k}',
  csMathsBoxHeader: 'Casilla (ecuación)',
  csMathsButton: 'Botón {n}',
  csMathsNeedHeader: 'd: lo que debe cambiar',
  csMathsChanged: 'cambiada en este paso',
  csMathsPivot: 'pivote',
  csMathsStart: 'Inicio: [A | d], mod {k}. Cada fila es una casilla: los botones que la cambian deben sumar lo que tiene que cambiar en ella.',
  csMathsSwap: 'Se intercambian las filas {a} y {b} para subir un pivote.',
  csMathsScale: 'Se multiplica la fila {a} por {factor} (mod {k}) para que su pivote valga 1.',
  csMathsEliminate: 'Fila {a} menos {factor} × fila {b} (mod {k}): aparece un 0 en la columna {column}, debajo del pivote.',
  csMathsBackSub: 'Fila {a} menos {factor} × fila {b} (mod {k}): aparece un 0 en la columna {column}, encima del pivote.',
  csMathsUnreachable: 'La fila {a} dice ahora 0 = un número distinto de 0: ninguna combinación de botones hace que el tablero coincida con este modelo.',
  csMathsInconsistent: 'dice 0 = un número distinto de 0',
  csMathsFree: 'La columna {columns} no tiene pivote, así que el botón {columns} es libre: cada número de pulsaciones (de 0 a {max}) da una solución, y x es la que tiene menos clics.',
  csMathsSolution: 'Solución, marcada en el tablero: {presses}.',
  csMathsNothing: 'd son todo ceros: no hay nada que pulsar, los cuadrados ya coinciden.',
  csMathsPressOnce: 'botón {n}',
  csMathsPressTimes: 'botón {n} ({count} veces)',
  csMathsSteps: 'Pasos de la eliminación',
  csMathsStepOf: 'Paso {n} de {total}',
  csMathsBack: 'Anterior',
  csMathsNext: 'Siguiente',
  csMathsPlay: 'Reproducir',
  csMathsPause: 'Pausa',
};

export default es;
