/**
 * Nederlands (`nl`): the strings every element shares (the toolbar, feedback), loaded
 * on first use (its own chunk); the How to play panel's frame is in
 * nl.how-to-play.ts, each game's own strings beside it
 * (src/components/<game>/i18n/nl.ts). Missing keys
 * fall back to English. Console warnings stay English. Placeholders as in
 * English; plurals name the language's categories (`{count:one=…|other=…}`).
 *
 * Glossary (use these words, so terms stay the same in every game):
 * - Infection: Infectie
 * - Stained Glass: Glas-in-lood
 * - Kites: Vliegers
 * - Checkbox Squares: Vinkvierkanten
 * - tile: tegel (Glas-in-lood; de tegel, hij)
 * - piece: steen (Infectie)
 * - kite: vlieger
 * - box: vakje (Vinkvierkanten)
 * - square: veld (op het bord); vierkant (de twee 3×3-rasters bij Vinkvierkanten)
 * - cell: veld (Vliegers)
 * - board: bord / speelbord
 * - game: spel
 * - move: zet (meervoud zetten)
 * - undo: Terug (knop); terugnemen
 * - redo: Vooruit (knop); herstellen
 * - copy (move): kopie
 * - jump (move): sprong
 * - jump over a piece: sprong over een steen
 * - knight’s jump: paardensprong
 * - convert: omkleuren (stenen van de tegenstander worden van jou)
 * - rival: tegenstander
 * - obstacle: obstakel (X-veld)
 * - hop: springen (over); overgesprongen
 * - hint: tip
 * - colours: Glas-in-lood: red=rood, yellow=geel, blue=blauw, purple=paars, orange=oranje, green=groen, white=wit, black=zwart; Infectie: Green=Groen, Yellow=Geel; Vliegers: red=rood, yellow=geel, green=groen, cyan=cyaan, blue=blauw, violet=violet (kleur onverbogen ingevoegd: ‘de tegel op b2 (rood)’, ‘is nu rood’, ‘legt rood op …’)
 * - primary colour: grondkleur
 * - colour bars: kleurbalkjes / balkjes
 * - one-tile finish: eindigen met één tegel
 * - score: score
 * - point: punt (meervoud punten)
 * - triangle: driehoek
 * - quartet: kwartet
 * - wheel: wiel
 * - half-wheel: half wiel (meervoud halve wielen)
 * - configuration: figuur
 * - extra move: extra zet
 * - wide angle / right angle / tip: stompe hoek / rechte hoek / top
 * - draw: remise
 * - Target: Doel
 * - Puzzle: Puzzel
 * - toggle: wisselen
 * - checked / unchecked: aangevinkt / niet aangevinkt
 * - corner / middle of a side / centre: hoek / zijmidden (midden van een zijde) / midden, middelste vakje
 * - row / column: rij / kolom
 * - How to play: Zo speel je
 * - keys: Pijltjestoetsen, Enter, Spatie, Esc, Tab, Backspace, Ctrl+Z, Ctrl+Y, numeriek toetsenblok
 * - address: je/jij (informeel)
 */
import type { baseMessages, Translated } from '../base/messages.js';

const nl: Translated<typeof baseMessages> = {
  controls: 'Spelbediening',
  undo: 'Terug',
  redo: 'Vooruit',
  newGame: 'Nieuw spel',
  hint: 'Tip',
  solve: 'Toon oplossing',
  undone: 'Zet teruggenomen.',
  undoneMoves: '{count} zetten teruggenomen.',
  redone: 'Zet hersteld.',
  redoneMoves: '{count} zetten hersteld.',
  nothingToUndo: 'Niets om terug te nemen.',
  nothingToRedo: 'Niets om te herstellen.',
  newGameStarted: 'Nieuw spel.',
  newGameUndoable: 'Nieuw spel. Met ‘Terug’ krijg je het vorige weer.',
  earlierGameBack: 'Je vorige spel is terug, na {count} {count:one=zet|other=zetten}.',
  laterGameBack: 'Terug naar het nieuwere spel.',
  more: 'Meer',
  confirmYes: 'Ja, tonen',
  confirmCancel: 'Annuleren',
  win: 'Gewonnen',
  loss: 'Verloren',
  draw: 'Remise',
  readonlyBoard: 'Dit bord kun je alleen bekijken.',
  gameIsOver: 'Het spel is afgelopen: neem een zet terug of begin een nieuw spel.',
  notAllowed: 'Die zet mag hier niet.',
  share: 'Delen',
  shareCopied: 'Link naar dit spel gekopieerd.',
  shareCopiedShort: 'Gekopieerd',
  shareSelect: 'Geen klembord beschikbaar: de link naar dit spel is geselecteerd in het tekstveld hieronder, klaar om te kopiëren.',
  shareLink: 'Link naar dit spel',
  resumed: 'Je opgeslagen spel is terug, na {count} {count:one=zet|other=zetten}.',
  savedElsewhere: 'Een ander tabblad heeft zijn spel onder dezelfde naam bewaard. Dit spel blijft ook bewaard: je volgende zet bewaart het opnieuw.',
  displacedOffered: 'Een ander spel dat onder dezelfde naam is bewaard, blijft ook bewaard: Terug aan het begin van dit spel haalt het terug, na {count} {count:one=zet|other=zetten}.',
  htpTitle: 'Zo speel je',
  hintBusy: 'Op zoek naar een goede zet…',
  noHint: 'Nu geen tip.',
  lastFrom: 'laatste zet vanaf hier',
  lastTo: 'laatste zet naar hier',
  moves: 'Zetten',
  moveListStart: 'Begin',
  reviewing: 'Terugblik op de stelling na zet {ply} van {count}: het bord is alleen-lezen. Escape gaat terug naar het spel.',
  backToGame: 'Terug naar het spel',
  restart: 'Opnieuw',
  restarted: 'Terug naar het begin van dit spel. Ongedaan maken brengt je zetten terug.',
  gameId: 'Spel-ID',
  openGameId: 'Openen',
  gameIdOpened: 'Spel geopend vanuit zijn ID.',
  lastClick: 'laatst aangeklikt',
  gameIdBad: 'Deze spel-ID opent hier niet ({why}). Het lopende spel blijft zoals het is.',
};

export default nl;
