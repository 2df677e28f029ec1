/**
 * Italiano (`it`): the strings every element shares (the toolbar, feedback), loaded
 * on first use (its own chunk); the How to play panel's frame is in
 * it.how-to-play.ts, each game's own strings beside it
 * (src/components/<game>/i18n/it.ts). Missing keys
 * fall back to English. Console warnings stay English. Placeholders as in
 * English; plurals name the language's categories (`{count:one=…|other=…}`).
 *
 * Glossary (use these words, so terms stay the same in every game):
 * - Infection: Infezione
 * - Stained Glass: Vetrata
 * - Kites: Aquiloni
 * - Checkbox Squares: Quadrati di caselle
 * - tile: tassello (Vetrata; maschile, così i colori restano al maschile)
 * - piece: pedina (Infezione)
 * - kite: aquilone
 * - box: casella (Quadrati di caselle)
 * - square (board): casella
 * - board: tabellone
 * - move: mossa
 * - undo: Annulla
 * - redo: Ripeti
 * - copy (move): copia
 * - jump (move): salto
 * - jump over a piece: salto sopra una pedina
 * - knight’s jump: salto del cavallo
 * - hop: saltare (sopra), scavalcare
 * - hint: Indizio
 * - toggle: invertire
 * - Target: Modello
 * - Puzzle: Griglia
 * - colours: Vetrata: rosso, giallo, blu (primari); viola, arancione, verde (doppi); bianco; nero (vuoto). Aquiloni: rosso, giallo, verde, ciano, blu, porpora (lettere R G V C B P). Infezione: il Verde, il Giallo (schieramenti, come il Bianco e il Nero negli scacchi)
 * - configuration: figura
 * - triangle: triangolo
 * - quartet: quartetto
 * - wheel: ruota
 * - half-wheel: mezza ruota
 * - point: punto
 * - player: Giocatore
 * - computer: computer
 * - obstacle: ostacolo
 * - colour bars: barre
 * - score: punteggio
 * - one-tile finish: finale con un solo tassello
 * - extra move: mossa extra
 * - address: tu
 */
import type { baseMessages, Translated } from '../base/messages.js';

const it: Translated<typeof baseMessages> = {
  controls: 'Comandi di gioco',
  undo: 'Annulla',
  redo: 'Ripeti',
  newGame: 'Nuova partita',
  hint: 'Indizio',
  solve: 'Mostra soluzione',
  undone: 'Mossa annullata.',
  undoneMoves: '{count} mosse annullate.',
  redone: 'Mossa ripetuta.',
  redoneMoves: '{count} mosse ripetute.',
  nothingToUndo: 'Niente da annullare.',
  nothingToRedo: 'Niente da ripetere.',
  newGameStarted: 'Nuova partita.',
  newGameUndoable: 'Nuova partita. Annulla per riprendere quella di prima.',
  earlierGameBack: 'Ecco di nuovo la tua partita precedente: {count} {count:one=mossa giocata|many=di mosse giocate|other=mosse giocate}.',
  laterGameBack: 'Di nuovo alla partita più recente.',
  more: 'Altro',
  confirmYes: 'Sì, mostrala',
  confirmCancel: 'Annulla',
  win: 'Vinta',
  loss: 'Persa',
  draw: 'Pari',
  readonlyBoard: 'Questo tabellone è di sola lettura.',
  gameIsOver: 'La partita è finita: annulla una mossa o inizia una nuova partita.',
  notAllowed: 'Questa mossa qui non è consentita.',
  share: 'Condividi',
  shareCopied: 'Link a questa partita copiato.',
  shareCopiedShort: 'Copiato',
  shareSelect: 'Appunti non disponibili: il link a questa partita è selezionato nel campo di testo qui sotto, pronto da copiare.',
  shareLink: 'Link a questa partita',
  resumed: 'Ecco di nuovo la tua partita salvata: {count} {count:one=mossa giocata|many=di mosse giocate|other=mosse giocate}.',
  savedElsewhere: 'Un’altra scheda ha salvato la sua partita con lo stesso nome. Anche questa partita resta salvata: la tua prossima mossa la salva di nuovo.',
  displacedOffered: 'Anche un’altra partita salvata con lo stesso nome resta salvata: Annulla all’inizio di questa la riporta: {count} {count:one=mossa giocata|many=di mosse giocate|other=mosse giocate}.',
  htpTitle: 'Come si gioca',
  hintBusy: 'Cerco una buona mossa…',
  noHint: 'Nessun indizio per ora.',
  lastFrom: 'ultima mossa partita da qui',
  lastTo: 'ultima mossa arrivata qui',
  moves: 'Mosse',
  moveListStart: 'Inizio',
  reviewing: 'Rivedi la posizione dopo la mossa {ply} di {count}: la scacchiera è di sola lettura. Esc torna alla partita.',
  backToGame: 'Torna alla partita',
  restart: 'Ricomincia',
  restarted: 'Di nuovo all’inizio di questa partita. Annulla riporta le tue mosse.',
  gameId: 'ID partita',
  openGameId: 'Apri',
  gameIdOpened: 'Partita aperta dal suo ID.',
  lastClick: 'ultimo clic',
  gameIdBad: 'Questo ID partita non si apre qui ({why}). La partita in corso non cambia.',
};

export default it;
