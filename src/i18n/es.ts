/**
 * Español (`es`): the strings every element shares (the toolbar, feedback), loaded
 * on first use (its own chunk); the How to play panel's frame is in
 * es.how-to-play.ts, each game's own strings beside it
 * (src/components/<game>/i18n/es.ts). Missing keys
 * fall back to English. Console warnings stay English. Placeholders as in
 * English; plurals name the language's categories (`{count:one=…|other=…}`).
 *
 * Glossary (use these words, so terms stay the same in every game):
 * - Infection: Infección
 * - Stained Glass: Vitral
 * - Kites: Cometas
 * - Checkbox Squares: Cuadrados de casillas
 * - tile: cristal (Vitral; masculino, así los colores van en masculino)
 * - piece: ficha (Infección)
 * - kite: cometa (femenino)
 * - box: casilla (Cuadrados de casillas)
 * - square (board): casilla
 * - board: tablero
 * - move: jugada
 * - undo: Deshacer
 * - redo: Rehacer
 * - copy (move): copia
 * - jump (move): salto
 * - jump over a piece: salto sobre una ficha
 * - knight’s jump: salto de caballo
 * - hop: saltar (sobre)
 * - hint: Pista
 * - toggle: invertir
 * - Target: Modelo
 * - Puzzle: Tablero
 * - colours: Vitral: rojo, amarillo, azul (primarios); morado, naranja, verde (dobles); blanco; negro (vacío). Cometas: rojo, amarillo, verde, cian, azul, morado (letras R A V C Z M). Infección: las Verdes, las Amarillas (bandos)
 * - configuration: figura
 * - triangle: triángulo
 * - quartet: cuarteto
 * - wheel: rueda
 * - half-wheel: media rueda
 * - point: punto
 * - player: Jugador
 * - computer: la máquina (neutro entre España y América)
 * - obstacle: obstáculo
 * - colour bars: barras
 * - score: puntuación
 * - one-tile finish: final con un solo cristal
 * - extra move: jugada extra
 * - address: tuteo
 */
import type { baseMessages, Translated } from '../base/messages.js';

const es: Translated<typeof baseMessages> = {
  controls: 'Controles del juego',
  undo: 'Deshacer',
  redo: 'Rehacer',
  newGame: 'Nueva partida',
  hint: 'Pista',
  solve: 'Ver solución',
  undone: 'Jugada deshecha.',
  undoneMoves: '{count} jugadas deshechas.',
  redone: 'Jugada rehecha.',
  redoneMoves: '{count} jugadas rehechas.',
  nothingToUndo: 'No hay nada que deshacer.',
  nothingToRedo: 'No hay nada que rehacer.',
  newGameStarted: 'Nueva partida.',
  newGameUndoable: 'Nueva partida. Deshaz para recuperar la anterior.',
  earlierGameBack: 'De vuelta a tu partida anterior, con {count} {count:one=jugada|many=de jugadas|other=jugadas}.',
  laterGameBack: 'De vuelta a la partida más reciente.',
  more: 'Más',
  confirmYes: 'Sí, mostrarla',
  confirmCancel: 'Cancelar',
  win: 'Victoria',
  loss: 'Derrota',
  draw: 'Empate',
  readonlyBoard: 'Este tablero es de solo lectura.',
  gameIsOver: 'La partida ha terminado: deshaz una jugada o empieza una nueva partida.',
  notAllowed: 'Esa jugada no está permitida aquí.',
  share: 'Compartir',
  shareCopied: 'Enlace a esta partida copiado.',
  shareCopiedShort: 'Copiado',
  shareSelect: 'No hay portapapeles: el enlace a esta partida está seleccionado en el campo de texto de abajo, listo para copiar.',
  shareLink: 'Enlace a esta partida',
  resumed: 'De vuelta a tu partida guardada, con {count} {count:one=jugada|many=de jugadas|other=jugadas}.',
  savedElsewhere: 'Otra pestaña guardó su partida con el mismo nombre. Esta partida también se conserva: tu próxima jugada la vuelve a guardar.',
  displacedOffered: 'Otra partida guardada con el mismo nombre también se conserva: Deshacer al principio de esta la recupera, con {count} {count:one=jugada|many=de jugadas|other=jugadas}.',
  htpTitle: 'Cómo se juega',
  hintBusy: 'Buscando una buena jugada…',
  noHint: 'Ahora no hay ninguna pista.',
  lastFrom: 'última jugada desde aquí',
  lastTo: 'última jugada hasta aquí',
  moves: 'Jugadas',
  moveListStart: 'Inicio',
  reviewing: 'Revisando la posición tras la jugada {ply} de {count}: el tablero es de solo lectura. Escape vuelve a la partida.',
  backToGame: 'Volver a la partida',
  restart: 'Reiniciar',
  restarted: 'De vuelta al inicio de esta partida. Deshacer recupera tus jugadas.',
  gameId: 'ID de partida',
  openGameId: 'Abrir',
  gameIdOpened: 'Partida abierta desde su ID.',
  lastClick: 'último clic',
  gameIdBad: 'Este ID de partida no se abre aquí ({why}). La partida en curso no cambia.',
};

export default es;
