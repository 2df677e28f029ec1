/** Español (`es`): <boardlets-worksheet>’s strings (messages.ts), loaded with the element. Words as in the glossary of src/i18n/es.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { worksheetMessages } from '../messages.js';

const es: Translated<typeof worksheetMessages> = {
  wsCheckboxTitle: 'Cuadrados de casillas',
  wsStainedGlassTitle: 'Vitral',
  wsName: 'Nombre',
  wsDate: 'Fecha',
  wsPrint: 'Imprimir',
  wsPreparing: 'Preparando la hoja…',
  wsReady: 'Hoja lista.',
  wsPuzzle: 'Problema {number}',
  wsAnswerKey: 'Soluciones',
  wsCheckboxTask: 'En cada problema, busca las casillas del cuadrado «Tablero» en las que hay que hacer clic para que quede igual que el modelo, y márcalas en «Tus clics». Usa el menor número de clics posible.',
  wsClickRule: 'Lo que cambia un clic en una casilla del cuadrado «Tablero» (la casilla pulsada va en un círculo):',
  wsTickLegend: 'Una marca de verificación es una casilla marcada.',
  wsDotsLegend: 'Las casillas cuentan con puntos: un clic añade un punto a cada casilla que cambia, y una casilla con el máximo de puntos vuelve a quedar vacía.',
  wsBoxState: 'fila {row}, columna {column}: {state}',
  wsBoxPresses: 'fila {row}, columna {column} ×{count}',
  wsChecked: '{square}, marcadas: {boxes}',
  wsNoneChecked: '{square}, ninguna casilla marcada',
  wsFewest: 'Mínimo de clics: {count}',
  wsYourClicks: 'Tus clics',
  wsStainedGlassTask: 'En cada tablero, anota tus saltos en orden, como «b2 sobre c2 a d2», hasta que quede un solo cristal.',
  wsTile: '{square} {color}',
  wsHop: '{from} sobre {over} a {to}',
  wsSheet: 'Hoja {seed}',
};

export default es;
