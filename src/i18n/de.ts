/**
 * Deutsch (`de`): the strings every element shares (the toolbar, feedback), loaded
 * on first use (its own chunk); the How to play panel's frame is in
 * de.how-to-play.ts, each game's own strings beside it
 * (src/components/<game>/i18n/de.ts). Missing keys
 * fall back to English. Console warnings stay English. Placeholders as in
 * English; plurals name the language's categories (`{count:one=…|other=…}`).
 *
 * Glossary (use these words, so terms stay the same in every game):
 * - Infection: Infektion
 * - Stained Glass: Buntglas
 * - Kites: Drachen
 * - Checkbox Squares: Kästchenquadrate
 * - tile: Plättchen (Buntglas)
 * - piece: Stein (Infektion)
 * - kite: Drachen (Spielstein bei Drachen; Plural Drachen)
 * - box: Kästchen (Kästchenquadrate)
 * - square: Feld (auf dem Brett); Quadrat (die zwei 3×3-Raster bei Kästchenquadrate)
 * - cell: Feld (Drachen)
 * - board: Brett / Spielbrett
 * - game: Spiel
 * - move: Zug (Plural Züge)
 * - undo: Rückgängig (Schaltfläche, wie in Office- und Spieleprogrammen); zurücknehmen, Rücknahme
 * - redo: Wiederholen (Schaltfläche); wiederherstellen
 * - copy (move): Kopie
 * - jump (move): Sprung
 * - jump over a piece: Sprung über einen Stein
 * - knight’s jump: Rösselsprung
 * - convert: umfärben (gegnerische Steine werden deine)
 * - rival: Gegner
 * - obstacle: Hindernis (X-Feld)
 * - hop: springen (über); übersprungen
 * - hint: Tipp
 * - draw: Unentschieden (nicht „Remis“: das sagt man beim Schach)
 * - colours: Buntglas: red=Rot, yellow=Gelb, blue=Blau, purple=Lila, orange=Orange, green=Grün, white=Weiß, black=Schwarz; Infektion: Green=Grün, Yellow=Gelb; Drachen: red=Rot, yellow=Gelb, green=Grün, cyan=Cyan, blue=Blau, violet=Violett (Farben als großgeschriebene Nomen: „Plättchen in Rot“, „setzt Rot auf …“)
 * - primary colour: Grundfarbe
 * - colour bars: Farbbalken / Balken
 * - one-tile finish: Ein-Plättchen-Lösung
 * - score (Stained Glass): Wertung
 * - point: Punkt (Plural Punkte)
 * - triangle: Dreieck
 * - quartet: Quartett
 * - wheel: Rad
 * - half-wheel: Halbrad
 * - configuration: Figur
 * - extra move: Extrazug
 * - wide angle / right angle / tip: stumpfer Winkel / rechter Winkel / Spitze
 * - seat: Platz
 * - Target: Vorlage
 * - Puzzle: Rätsel
 * - toggle: umschalten
 * - checked / unchecked: angekreuzt / nicht angekreuzt
 * - corner / middle of a side / centre: Ecke / Seitenmitte / Mitte
 * - row / column: Zeile / Spalte (Kästchenquadrate); Reihe (Drachen)
 * - How to play: So wird gespielt
 * - keys: Pfeiltasten, Enter, Leertaste, Esc, Tab, Rücktaste, Strg+Z, Strg+Y, Ziffernblock
 * - address: du (informell)
 */
import type { baseMessages, Translated } from '../base/messages.js';

const de: Translated<typeof baseMessages> = {
  controls: 'Spielsteuerung',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  newGame: 'Neues Spiel',
  hint: 'Tipp',
  solve: 'Lösung zeigen',
  undone: 'Zug zurückgenommen.',
  undoneMoves: '{count} Züge zurückgenommen.',
  redone: 'Zug wiederhergestellt.',
  redoneMoves: '{count} Züge wiederhergestellt.',
  nothingToUndo: 'Nichts zurückzunehmen.',
  nothingToRedo: 'Nichts wiederherzustellen.',
  newGameStarted: 'Neues Spiel.',
  newGameUndoable: 'Neues Spiel. Mit „Rückgängig“ kommt das vorige wieder.',
  earlierGameBack: 'Dein vorheriges Spiel ist wieder da, Stand nach {count} {count:one=Zug|other=Zügen}.',
  laterGameBack: 'Zurück zum neueren Spiel.',
  more: 'Mehr',
  confirmYes: 'Ja, zeigen',
  confirmCancel: 'Abbrechen',
  win: 'Gewonnen',
  loss: 'Verloren',
  draw: 'Unentschieden',
  readonlyBoard: 'Dieses Brett ist nur zum Ansehen.',
  gameIsOver: 'Das Spiel ist vorbei: Nimm einen Zug zurück oder starte ein neues Spiel.',
  notAllowed: 'Dieser Zug ist hier nicht erlaubt.',
  share: 'Teilen',
  shareCopied: 'Link zu diesem Spiel kopiert.',
  shareCopiedShort: 'Kopiert',
  shareSelect: 'Keine Zwischenablage verfügbar: Der Link zu diesem Spiel ist im Textfeld unten markiert und kann kopiert werden.',
  shareLink: 'Link zu diesem Spiel',
  resumed: 'Dein gespeichertes Spiel ist wieder da, Stand nach {count} {count:one=Zug|other=Zügen}.',
  savedElsewhere: 'Ein anderer Tab hat sein Spiel unter demselben Namen gespeichert. Dieses Spiel bleibt auch erhalten: Dein nächster Zug speichert es wieder.',
  displacedOffered: 'Ein anderes unter demselben Namen gespeichertes Spiel bleibt auch erhalten: Zurück am Anfang dieses Spiels holt es wieder, Stand nach {count} {count:one=Zug|other=Zügen}.',
  htpTitle: 'So wird gespielt',
  hintBusy: 'Suche einen guten Zug …',
  noHint: 'Gerade kein Tipp.',
  lastFrom: 'letzter Zug von hier',
  lastTo: 'letzter Zug hierher',
  moves: 'Züge',
  moveListStart: 'Start',
  reviewing: 'Rückblick auf die Stellung nach Zug {ply} von {count}: das Brett ist schreibgeschützt. Escape führt zurück zum Spiel.',
  backToGame: 'Zurück zum Spiel',
  restart: 'Neu beginnen',
  restarted: 'Zurück zum Anfang dieses Spiels. Mit „Rückgängig“ kommen deine Züge wieder.',
  gameId: 'Spiel-ID',
  openGameId: 'Öffnen',
  gameIdOpened: 'Spiel aus seiner ID geöffnet.',
  lastClick: 'zuletzt angeklickt',
  gameIdBad: 'Diese Spiel-ID lässt sich hier nicht öffnen ({why}). Das laufende Spiel bleibt, wie es ist.',
};

export default de;
