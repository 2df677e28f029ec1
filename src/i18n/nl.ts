/**
 * Nederlands (`nl`): every string of boardlets, loaded on first use (its own
 * chunk). Console warnings stay English. Placeholders as in English; plurals
 * name the language's categories (`{count:one=…|other=…}`).
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
import type { Messages } from '../base/messages.js';

const nl: Messages = {
  // base
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
  htpTitle: 'Zo speel je',
  // base how-to-play panel
  htpKeys: 'Toetsen',
  htpClose: 'Sluiten',
  htpOr: 'of',
  htpArrows: 'Pijltjestoetsen',
  htpMoveCursor: 'Cursor verplaatsen',
  htpEnter: 'Enter',
  htpSpace: 'Spatie',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Backspace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'Deze uitleg',
  // checkbox-squares
  csTarget: 'Doel',
  csBoard: 'Puzzel',
  csBox: 'Rij {row}, kolom {column}',
  csMoves: 'Zetten: {count}',
  csNeeded: 'Nog minstens {count} {count:one=klik|other=klikken}',
  csSolved: 'Opgelost in {count} {count:one=zet|other=zetten}!',
  csHintIs: 'Tip: klik in de puzzel op rij {row}, kolom {column}.',
  csSolutionIs: 'Oplossing: klik op {boxes}.',
  csSolutionBox: 'rij {row}, kolom {column}',
  csSolveConfirm: 'De hele oplossing tonen? Dan is de puzzel verklapt.',
  csSolutionNone: 'Niets te klikken: de vierkanten zijn gelijk.',
  csMovedTarget: 'Doel, rij {row}, kolom {column}: {state}.',
  csMovedBoard: 'Rij {row}, kolom {column}: {count} {count:one=vakje|other=vakjes} gewisseld. Nog {needed} {needed:one=klik|other=klikken} tot de oplossing.',
  csTargetLocked: 'Het doel is vergrendeld.',
  csLocked: 'vergrendeld',
  csHinted: 'tip',
  csInSolution: 'deel van de oplossing',
  csChecked: 'aangevinkt',
  csUnchecked: 'niet aangevinkt',
  csVariantHelp1: 'Een hoek wisselt zijn 2x2-blok, een zijmidden zijn zijde, het midden zijn kruis.',
  csVariantHelp2: 'Een hoek wisselt zichzelf en zijn buren in rij en kolom, een zijmidden zijn zijde en het midden, het midden zijn kruis.',
  csVariantHelp3: 'Een hoek wisselt zichzelf en zijn buren in rij en kolom, een zijmidden zijn zijde en het midden, het midden alleen zichzelf.',
  csGoal: 'Maak de puzzel gelijk aan het doel.',
  // checkbox-squares how-to-play
  csCardCorner1: 'Een hoek wisselt zijn 2×2-blok: zichzelf en zijn drie buren.',
  csCardCorner2: 'Een hoek wisselt zichzelf en zijn buren in dezelfde rij en kolom.',
  csCardSide1: 'Het midden van een zijde wisselt de drie vakjes langs die zijde.',
  csCardSide2: 'Het midden van een zijde wisselt de drie vakjes langs die zijde en het middelste vakje.',
  csCardCentre1: 'Het middelste vakje wisselt een kruis van vijf vakjes: zichzelf en zijn vier buren.',
  csCardCentre3: 'Het middelste vakje wisselt alleen zichzelf.',
  csDiagramClick: 'Een klik op {square}: {count} {count:one=vakje|other=vakjes} aangevinkt: {boxes}.',
  csDiagramCorner: 'de hoek linksboven',
  csDiagramSide: 'het middelste vakje bovenaan',
  csDiagramCentre: 'het middelste vakje',
  csNoteLeft: 'Een klik op het doel wisselt alleen dat ene vakje.',
  csNoteOrder: 'Twee keer op hetzelfde vakje klikken heft elkaar op, en de volgorde van de klikken maakt niet uit.',
  csKeySquare: 'Naar het andere vierkant',
  csKeyToggle: 'Het vakje aanklikken',
  // infection
  infLastFrom: 'laatste zet vanaf hier',
  infLastTo: 'laatste zet naar hier',
  infConvertedLast: 'omgekleurd door de laatste zet',
  infBoard: 'Speelbord Infectie',
  infHelp: 'Zet een steen één veld verder om hem te kopiëren, of twee velden (of een paardensprong) om te springen. Stenen van je tegenstander naast het veld waar hij landt, worden van jou.',
  infGreen: 'Groen',
  infYellow: 'Geel',
  infPiece: 'steen van {color}',
  infEmpty: 'leeg',
  infObstacle: 'obstakel',
  infPickedUp: 'opgepakt',
  infDuplicate: 'kopie',
  infJump: 'sprong',
  infChecker: 'sprong over een steen',
  infKnight: 'paardensprong',
  infTarget: 'hierheen: {kind}',
  infYourTurn: 'Jij bent aan zet ({color})',
  infComputerTurn: 'De computer is aan zet ({color})',
  infToMove: '{color} is aan zet',
  infThinking: 'De computer denkt na… ({color})',
  infMove: '{color} van {from} naar {to}: {kind}.',
  infComputer: 'Computer:',
  infConverted: '{count} omgekleurd: {squares}.',
  infScore: 'Groen {green}, Geel {yellow}.',
  infYourMove: 'Jij bent aan zet.',
  infWins: '{color} wint met {count} tegen {other}.',
  infDraw: 'Remise, {count} tegen {count}.',
  infYouWin: 'Je wint als {color}, met {count} tegen {other}.',
  infComputerWins: '{color} (de computer) wint met {count} tegen {other}.',
  infFull: 'Het bord is vol.',
  infStuck: '{color} kan geen geldige zet doen.',
  infPicked: '{square} opgepakt: {count} {count:one=zet|other=zetten} mogelijk.',
  infPutBack: 'Teruggezet.',
  infCannotMove: 'Vanaf {square} is geen geldige zet mogelijk.',
  infPickOwn: '{color} is aan zet: pak een steen van {color}.',
  infTaken: '{square} is bezet.',
  infIsObstacle: '{square} is een obstakel.',
  infOverObstacle: 'Een sprong kan niet over een obstakel gaan.',
  infOutOfReach: '{square} is vanaf {from} niet te bereiken.',
  infWait: 'Even wachten: de computer denkt na.',
  infWatch: 'De computer speelt hier beide kanten.',
  // infection how-to-play
  infGoal: 'Heb aan het eind van het spel meer velden dan je tegenstander.',
  infRuleCopy: 'Kopie: ga naar een aangrenzend veld, in een van de 8 richtingen. Je steen blijft staan en er komt een nieuwe bij.',
  infRuleJump: 'Sprong: ga twee velden in een rechte lijn, over een leeg veld heen. Je steen verlaat zijn veld.',
  infRuleChecker: 'Sprong over een steen: hetzelfde, maar over een willekeurige steen. De overgesprongen steen blijft zoals hij is.',
  infRuleKnight: 'Paardensprong: twee velden in één richting en één opzij, een L. Je steen verlaat zijn veld.',
  infRuleConvert: 'Stenen van je tegenstander die grenzen aan het veld waar je landt, worden van jou.',
  infDiagramCopy: 'Een groene steen, een pijl naar een aangrenzend veld met een nieuwe groene steen, en plustekens op de andere aangrenzende velden.',
  infDiagramJump: 'Een groene steen springt over een leeg veld naar het veld erachter; zijn oude veld blijft leeg.',
  infDiagramChecker: 'Een groene steen springt over een gele steen naar het veld erachter; de gele steen blijft staan.',
  infDiagramKnight: 'Een groene steen gaat twee velden omhoog en één naar rechts, een L; zijn oude veld blijft leeg.',
  infDiagramConvert: 'Voor: geel, leeg, geel. Nadat een groene steen in het midden landt: drie groene stenen.',
  infNoteObstacle: 'Niets landt op een X-veld, en geen sprong in een rechte lijn gaat eroverheen.',
  infNoteEnd: 'Het spel eindigt als het bord vol is (wie de meeste stenen heeft, wint) of als een speler geen zet kan doen (dan wint de ander).',
  infKeyPick: 'Steen oppakken, daarna neerzetten',
  infKeyPutBack: 'Steen terugzetten',
  // kites
  ktBoard: 'Speelbord Vliegers',
  ktKeys: 'Pijltjestoetsen of het numerieke toetsenblok (7 9 1 3 diagonaal) verplaatsen, Enter of Spatie legt neer, B, Esc of Backspace neemt terug, N begint een nieuw spel, H geeft een tip.',
  ktGoal: 'Leg een vlieger in de getoonde kleur; maak driehoeken, kwartetten en wielen af om te scoren.',
  ktNext: 'Volgende:',
  ktThen: 'daarna {color}',
  ktScores: 'Stand',
  ktRed: 'rood',
  ktYellow: 'geel',
  ktGreen: 'groen',
  ktCyan: 'cyaan',
  ktBlue: 'blauw',
  ktViolet: 'violet',
  ktLetters: 'REGCBV',
  ktPlayer: 'Speler {count}',
  ktYou: 'jij',
  ktComputer: 'computer',
  ktKite: 'rij {row}, vlieger {column}',
  ktEmpty: 'leeg',
  ktLast: 'laatst gelegd',
  ktHinted: 'tip',
  ktYourTurn: 'Jij bent aan zet ({player})',
  ktToMove: '{player} is aan zet',
  ktComputerTurn: 'De computer is aan zet ({player})',
  ktThinking: 'De computer denkt na… ({player})',
  ktExtraMove: 'Extra zet voor {player}!',
  ktRun: '{player} legde {count} vliegers achter elkaar.',
  ktYourTurnNext: 'Jij bent aan zet: leg {color}.',
  ktToMoveNext: '{player} is aan zet: {color}.',
  ktComputerNext: 'De computer is aan zet: {color}.',
  ktPlaced: '{player} legt {color} op {kite}',
  ktWithEffects: '{head}: {effects}.',
  ktEffectSeparator: '; ',
  ktCompletes: 'voltooit {list}',
  ktTriangles: '{count} {count:one=driehoek|other=driehoeken}',
  ktQuartets: '{count} {count:one=kwartet|other=kwartetten}',
  ktWheels: '{count} {count:one=wiel|other=wielen}',
  ktHalfWheels: '{count} {count:one=half wiel|other=halve wielen}',
  ktGain: '+{count} {count:one=punt|other=punten}',
  ktPenalty: '{count} {count:one=buur|other=buren} in dezelfde kleur, −{count}',
  ktNothing: 'geen punten',
  ktNowHas: '{player} heeft {count} {count:one=punt|other=punten}.',
  ktWins: '{player} wint met {count} {count:one=punt|other=punten}.',
  ktDraw: 'Remise: {players} staan samen bovenaan met {count} {count:one=punt|other=punten}.',
  ktShared: '{players} delen de overwinning met {count} {count:one=punt|other=punten}.',
  ktYouWin: 'Je wint met {count} {count:one=punt|other=punten}.',
  ktComputerWins: '{player} (de computer) wint met {count} {count:one=punt|other=punten}.',
  ktFull: 'Het bord is vol.',
  ktTaken: '{kite} is bezet.',
  ktWait: 'Even wachten: de computer denkt na.',
  ktWatch: 'De computer speelt hier op alle plaatsen.',
  ktHintBusy: 'Op zoek naar een goede zet…',
  ktHint: 'Tip: {color} op {kite}',
  ktHintExtra: 'een extra zet',
  ktHintOpponent: 'de volgende speler krijgt hoogstens {count} {count:one=punt|other=punten}',
  ktHintNoScore: 'de volgende speler kan niet scoren',
  ktNoHint: 'Nu geen tip.',
  // kites how-to-play
  ktRuleFewer: 'Met minder dan 6 kleuren in het spel heeft een figuur evenveel verschillende kleuren nodig als hij vliegers heeft, of evenveel als er in het spel zijn als dat er minder zijn.',
  ktRuleExtra: 'Wie een half wiel of een wiel voltooit, zonder ook een driehoek of kwartet te voltooien en zonder buur in dezelfde kleur, krijgt een extra zet.',
  ktRuleEnd: 'Als het bord vol is, wint wie de meeste punten heeft. Heeft iedereen evenveel, dan is het remise; met meer spelers delen de spelers die samen bovenaan staan de overwinning.',
  ktCardOrder: 'Leg om de beurt een vlieger op een leeg veld naar keuze. De kleuren komen in een vaste volgorde, wie er ook speelt: {colors}.',
  ktCardTriangle: 'Driehoek: 3 vliegers in verschillende kleuren die met hun stompe hoeken samenkomen. 1 punt.',
  ktCardQuartet: 'Kwartet: 4 vliegers in verschillende kleuren die met hun rechte hoeken samenkomen. 1 punt.',
  ktCardWheel: 'Wiel: 6 vliegers in willekeurige kleuren die met hun toppen samenkomen. 1 punt.',
  ktCardHalfWheel: 'Half wiel: 3 vliegers in verschillende kleuren die aan de rand met hun toppen samenkomen. Geen punt, wel een extra zet.',
  ktCardPenalty: 'Elke vlieger in dezelfde kleur die zij aan zij ligt met de vlieger die je legt, kost 1 punt.',
  ktDiagramOrder: 'De kleuren als schijfjes met letters in een kring, met een pijl die rondgaat.',
  ktDiagramTriangle: 'Drie vliegers, rood, groen en blauw, vormen een driehoek; hun stompe hoeken komen samen in een stip in het midden; plus 1.',
  ktDiagramQuartet: 'Vier vliegers, rood, geel, groen en cyaan; hun rechte hoeken komen samen in een stip; plus 1.',
  ktDiagramWheel: 'Zes vliegers, één van elke kleur; hun toppen komen samen in een stip in het midden; plus 1.',
  ktDiagramHalfWheel: 'Drie vliegers, geel, groen en cyaan; hun toppen komen samen in een stip aan de rand van het bord.',
  ktDiagramPenalty: 'Twee rode vliegers zij aan zij, met hun gedeelde zijde gemarkeerd; min 1.',
  ktKeyDiagonal: 'Diagonaal bewegen (numeriek toetsenblok)',
  ktKeyPlace: 'Volgende vlieger leggen',
  ktKeyBack: 'Een zet terugnemen',
  // stained-glass
  sgBoard: 'Speelbord Glas-in-lood',
  sgHelp: 'Laat tegels over hun buren springen om kleuren te mengen, en eindig met één tegel.',
  sgRestart: 'Opnieuw',
  sgRestarted: 'Het bord van vandaag, vanaf het begin.',
  sgRestartedUndoable: 'Het bord van vandaag, vanaf het begin. Met ‘Terug’ krijg je je zetten weer.',
  sgGlyphHelp: 'Balkjes: rood boven, geel in het midden, blauw onder.',
  sgBlack: 'zwart',
  sgBlue: 'blauw',
  sgRed: 'rood',
  sgPurple: 'paars',
  sgYellow: 'geel',
  sgGreen: 'groen',
  sgOrange: 'oranje',
  sgWhite: 'wit',
  sgEmpty: 'zwart (leeg)',
  sgNone: 'leeg',
  sgParts: '{color}: {parts}',
  sgCanMove: 'kan bewegen',
  sgCannotMove: 'kan niet bewegen',
  sgSelectedTile: 'gekozen',
  sgLandsHere: 'landt hier: wordt {color}',
  sgHintTile: 'tip: verplaats deze tegel',
  sgHintLanding: 'tip: land hier',
  sgMoves: 'Zetten {count}',
  sgBars: 'Kleurbalkjes over {count}',
  sgScore: 'Score {count}',
  sgScoreHow: '(zetten × balkjes, lager is beter)',
  sgUndoCounts: 'Zet teruggenomen. Terugnemen telt als een zet: nu {count} {count:one=zet|other=zetten}.',
  sgUndoCountsMany: '{undone} zetten teruggenomen. Terugnemen telt als een zet: nu {count} {count:one=zet|other=zetten}.',
  sgDaily: 'Bord van de dag, {date}',
  sgProven: 'Eindigen met één tegel kan',
  sgUnproven: 'Voor dit bord is niet bewezen dat eindigen met één tegel kan',
  sgWon: 'Eén tegel over: je wint!',
  sgStuck: 'Je zit vast: nog {count} tegels over.',
  sgFinalScore: 'Score {count}.',
  sgMove: 'De tegel op {from} ({color}) springt over {over} naar {to}: {over} is nu {overColor}, {to} is nu {toColor}.',
  sgSelected: 'Tegel op {square} ({color}) gekozen: {targets}.',
  sgTarget: 'naar {square} (wordt {color})',
  sgCancelled: 'Keuze geannuleerd.',
  sgStuckTile: 'De tegel op {square} ({color}) kan niet bewegen.',
  sgEmptySquare: '{square} is leeg: kies een tegel die kan bewegen.',
  sgNotLanding: 'De tegel op {from} ({color}) kan niet op {to} landen.',
  sgFinding: 'Bord zoeken dat met één tegel kan eindigen… Esc om te stoppen.',
  sgFindingNote: 'Bord zoeken dat met één tegel kan eindigen…',
  sgSearching: 'Zoeken…',
  sgStop: 'Stop',
  sgStopped: 'Zoeken gestopt: dit bord kan misschien niet met één tegel eindigen.',
  sgFound: 'Bord klaar: het kan met één tegel eindigen.',
  sgNotFound: 'In {count} {count:one=poging|other=pogingen} is geen bord gevonden dat bewezen met één tegel kan eindigen: bij dit bord kan het misschien niet.',
  sgHintMove: 'Tip: verplaats de tegel op {from} ({color}) over {over} naar {to}.',
  sgHintFinishable: 'Eindigen met één tegel kan nog.',
  sgHintUnfinishable: 'Vanaf hier kun je niet meer met één tegel eindigen; dit is de beste reeks zetten die gevonden is.',
  sgHintOpen: 'De snelle zoektocht vond vanaf hier geen manier om met één tegel te eindigen (misschien is die er wel); deze zet begint de beste reeks die hij vond.',
  sgNewGame: 'Nieuw bord',
  sgNewGameStarted: 'Nieuw bord.',
  sgNewGameUndoable: 'Nieuw bord. Met ‘Terug’ krijg je het vorige weer.',
  // stained-glass how-to-play
  sgGoal: 'Laat tegels over elkaar springen tot er één tegel over is.',
  sgCardHop: 'Een tegel springt over een aangrenzende tegel naar het veld direct erachter, in een van de 8 richtingen.',
  sgCardJump: 'De overgesprongen tegel moet de kleur van de springende tegel bevatten, en verliest die. Het verlaten veld wordt zwart.',
  sgCardPrimary: 'Ook mag een grondkleur (rood, geel of blauw) over een andere grondkleur springen; die wordt dan zwart.',
  sgCardLand: 'Hij landt op zwart, op zijn eigen kleur of op een kleur waar niets van zijn kleur in zit, en de kleuren mengen.',
  sgCardEnd: 'Als geen tegel meer kan bewegen, is het spel afgelopen. Met één tegel over win je.',
  sgDiagramHop: 'Een rode tegel springt diagonaal over een oranje tegel naar het zwarte veld erachter.',
  sgDiagramJump: 'Voor: rood, oranje, zwart. Na: zwart, geel, rood. De oranje tegel is zijn rood kwijt.',
  sgDiagramPrimary: 'Voor: blauw, rood, zwart. Na: zwart, zwart, blauw.',
  sgDiagramLand: 'Voor: geel, groen, rood. Na: zwart, blauw, oranje. Geel dat op rood landt, geeft oranje.',
  sgDiagramEnd: 'Een bord met een vinkje: zwarte velden en nog één paarse tegel.',
  sgNoteScore: 'Score: zetten (terugnemen telt ook mee) maal de balkjes die nog op het bord staan. Lager is beter.',
  sgKeySelect: 'Kies een tegel, daarna waar hij landt',
  sgKeyCancel: 'Keuze annuleren',
};

export default nl;
