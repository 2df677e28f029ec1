/**
 * Deutsch (`de`): every string of boardlets, loaded on first use (its own
 * chunk). Console warnings stay English. Placeholders as in English; plurals
 * name the language's categories (`{count:one=…|other=…}`).
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
 * - undo: Zurück (Schaltfläche); zurücknehmen, Rücknahme
 * - redo: Vor (Schaltfläche); wiederherstellen
 * - copy (move): Kopie
 * - jump (move): Sprung
 * - jump over a piece: Sprung über einen Stein
 * - knight’s jump: Rösselsprung
 * - convert: umfärben (gegnerische Steine werden deine)
 * - rival: Gegner
 * - obstacle: Hindernis (X-Feld)
 * - hop: springen (über); übersprungen
 * - hint: Tipp
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
import type { Messages } from '../base/messages.js';

const de: Messages = {
  // base
  controls: 'Spielsteuerung',
  undo: 'Zurück',
  redo: 'Vor',
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
  newGameUndoable: 'Neues Spiel. Mit „Zurück“ kommt das vorige wieder.',
  earlierGameBack: 'Dein vorheriges Spiel ist wieder da, Stand nach {count} {count:one=Zug|other=Zügen}.',
  laterGameBack: 'Zurück zum neueren Spiel.',
  more: 'Mehr',
  confirmYes: 'Ja, zeigen',
  confirmCancel: 'Abbrechen',
  win: 'Gewonnen',
  loss: 'Verloren',
  draw: 'Remis',
  readonlyBoard: 'Dieses Brett ist nur zum Ansehen.',
  gameIsOver: 'Das Spiel ist vorbei: Nimm einen Zug zurück oder starte ein neues Spiel.',
  notAllowed: 'Dieser Zug ist hier nicht erlaubt.',
  share: 'Teilen',
  shareCopied: 'Link zu diesem Spiel kopiert.',
  shareCopiedShort: 'Kopiert',
  shareSelect: 'Keine Zwischenablage verfügbar: Der Link zu diesem Spiel ist im Textfeld unten markiert und kann kopiert werden.',
  shareLink: 'Link zu diesem Spiel',
  resumed: 'Dein gespeichertes Spiel ist wieder da, Stand nach {count} {count:one=Zug|other=Zügen}.',
  htpTitle: 'So wird gespielt',
  // base how-to-play panel
  htpKeys: 'Tasten',
  htpClose: 'Schließen',
  htpOr: 'oder',
  htpArrows: 'Pfeiltasten',
  htpMoveCursor: 'Cursor bewegen',
  htpEnter: 'Enter',
  htpSpace: 'Leertaste',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Rücktaste',
  htpCtrlZ: 'Strg+Z',
  htpCtrlY: 'Strg+Y',
  htpOpen: 'Diese Anleitung',
  // checkbox-squares
  csTarget: 'Vorlage',
  csBoard: 'Rätsel',
  csBox: 'Zeile {row}, Spalte {column}',
  csMoves: 'Züge: {count}',
  csNeeded: 'Noch mindestens {count} {count:one=Klick|other=Klicks}',
  csSolved: 'Gelöst in {count} {count:one=Zug|other=Zügen}!',
  csHintIs: 'Tipp: Klicke im Rätsel auf Zeile {row}, Spalte {column}.',
  csSolutionIs: 'Lösung: Klicke auf {boxes}.',
  csSolutionBox: 'Zeile {row}, Spalte {column}',
  csSolveConfirm: 'Die ganze Lösung zeigen? Damit ist das Rätsel verraten.',
  csSolutionNone: 'Nichts zu klicken: Die Quadrate stimmen überein.',
  csMovedTarget: 'Vorlage, Zeile {row}, Spalte {column}: {state}.',
  csMovedBoard: 'Zeile {row}, Spalte {column}: {count} Kästchen umgeschaltet. Noch {needed} {needed:one=Klick|other=Klicks} bis zur Lösung.',
  csTargetLocked: 'Die Vorlage ist gesperrt.',
  csLocked: 'gesperrt',
  csHinted: 'Tipp',
  csInSolution: 'Teil der Lösung',
  csChecked: 'angekreuzt',
  csUnchecked: 'nicht angekreuzt',
  csVariantHelp1: 'Eine Ecke schaltet ihren 2x2-Block um, eine Seitenmitte ihre Seite, die Mitte ihr Kreuz.',
  csVariantHelp2: 'Eine Ecke schaltet sich selbst und ihre Nachbarn in Zeile und Spalte um, eine Seitenmitte ihre Seite und die Mitte, die Mitte ihr Kreuz.',
  csVariantHelp3: 'Eine Ecke schaltet sich selbst und ihre Nachbarn in Zeile und Spalte um, eine Seitenmitte ihre Seite und die Mitte, die Mitte nur sich selbst.',
  csGoal: 'Sorge dafür, dass das Rätsel genauso aussieht wie die Vorlage.',
  // checkbox-squares how-to-play
  csCardCorner1: 'Eine Ecke schaltet ihren 2×2-Block um: sich selbst und ihre drei Nachbarn.',
  csCardCorner2: 'Eine Ecke schaltet sich selbst und ihre Nachbarn in derselben Zeile und Spalte um.',
  csCardSide1: 'Eine Seitenmitte schaltet die drei Kästchen entlang dieser Seite um.',
  csCardSide2: 'Eine Seitenmitte schaltet die drei Kästchen entlang dieser Seite und die Mitte um.',
  csCardCentre1: 'Die Mitte schaltet ein Kreuz aus fünf Kästchen um: sich selbst und ihre vier Nachbarn.',
  csCardCentre3: 'Die Mitte schaltet nur sich selbst um.',
  csDiagramClick: 'Ein Klick auf {square}: {count} Kästchen angekreuzt: {boxes}.',
  csDiagramCorner: 'die Ecke oben links',
  csDiagramSide: 'das Kästchen oben in der Mitte',
  csDiagramCentre: 'die Mitte',
  csNoteLeft: 'Ein Klick auf die Vorlage schaltet nur dieses eine Kästchen um.',
  csNoteOrder: 'Zweimal auf dasselbe Kästchen zu klicken hebt sich auf, und die Reihenfolge der Klicks spielt keine Rolle.',
  csKeySquare: 'Zum anderen Quadrat wechseln',
  csKeyToggle: 'Kästchen anklicken',
  // infection
  infLastFrom: 'letzter Zug von hier',
  infLastTo: 'letzter Zug hierher',
  infConvertedLast: 'im letzten Zug umgefärbt',
  infBoard: 'Spielbrett Infektion',
  infHelp: 'Zieh einen Stein ein Feld weit, um ihn zu kopieren, oder zwei Felder weit (oder im Rösselsprung), um zu springen. Gegnerische Steine neben dem Zielfeld werden deine.',
  infGreen: 'Grün',
  infYellow: 'Gelb',
  infPiece: 'Stein von {color}',
  infEmpty: 'leer',
  infObstacle: 'Hindernis',
  infPickedUp: 'aufgenommen',
  infDuplicate: 'Kopie',
  infJump: 'Sprung',
  infChecker: 'Sprung über einen Stein',
  infKnight: 'Rösselsprung',
  infTarget: 'hierher ziehen: {kind}',
  infYourTurn: 'Du bist am Zug ({color})',
  infComputerTurn: 'Der Computer ist am Zug ({color})',
  infToMove: '{color} ist am Zug',
  infThinking: 'Der Computer denkt nach … ({color})',
  infMove: '{color} von {from} nach {to}: {kind}.',
  infComputer: 'Computer:',
  infConverted: '{count} umgefärbt: {squares}.',
  infScore: 'Grün {green}, Gelb {yellow}.',
  infYourMove: 'Du bist dran.',
  infWins: '{color} gewinnt {count} zu {other}.',
  infDraw: 'Remis, {count} zu {count}.',
  infYouWin: 'Du gewinnst als {color}, {count} zu {other}.',
  infComputerWins: '{color} (der Computer) gewinnt {count} zu {other}.',
  infFull: 'Das Brett ist voll.',
  infStuck: '{color} hat keinen gültigen Zug.',
  infPicked: '{square} aufgenommen: {count} {count:one=Zug|other=Züge} möglich.',
  infPutBack: 'Zurückgestellt.',
  infCannotMove: 'Von {square} aus gibt es keinen gültigen Zug.',
  infPickOwn: '{color} ist am Zug: Nimm einen Stein von {color}.',
  infTaken: '{square} ist besetzt.',
  infIsObstacle: '{square} ist ein Hindernis.',
  infOverObstacle: 'Ein Sprung kann nicht über ein Hindernis führen.',
  infOutOfReach: '{square} ist von {from} aus nicht erreichbar.',
  infWait: 'Moment: Der Computer denkt nach.',
  infWatch: 'Hier spielt der Computer beide Seiten.',
  // infection how-to-play
  infGoal: 'Besitze am Spielende mehr Felder als dein Gegner.',
  infRuleCopy: 'Kopie: Zieh auf ein angrenzendes Feld, in eine der 8 Richtungen. Dein Stein bleibt stehen, und ein neuer kommt hinzu.',
  infRuleJump: 'Sprung: Zieh zwei Felder in gerader Linie, über ein leeres Feld hinweg. Dein Stein verlässt sein Feld.',
  infRuleChecker: 'Sprung über einen Stein: genauso, aber über einen beliebigen Stein. Der übersprungene Stein bleibt, wie er ist.',
  infRuleKnight: 'Rösselsprung: zwei Felder in eine Richtung und eins zur Seite, ein L. Dein Stein verlässt sein Feld.',
  infRuleConvert: 'Gegnerische Steine, die an dein Zielfeld angrenzen, werden deine.',
  infDiagramCopy: 'Ein grüner Stein, ein Pfeil zu einem angrenzenden Feld mit einem neuen grünen Stein und Pluszeichen auf den übrigen angrenzenden Feldern.',
  infDiagramJump: 'Ein grüner Stein springt über ein leeres Feld auf das Feld dahinter; sein altes Feld bleibt leer.',
  infDiagramChecker: 'Ein grüner Stein springt über einen gelben Stein auf das Feld dahinter; der gelbe Stein bleibt stehen.',
  infDiagramKnight: 'Ein grüner Stein zieht zwei Felder nach oben und eins nach rechts, ein L; sein altes Feld bleibt leer.',
  infDiagramConvert: 'Vorher: Gelb, leer, Gelb. Nachdem ein grüner Stein in der Mitte gelandet ist: drei grüne Steine.',
  infNoteObstacle: 'Auf einem X-Feld landet nichts, und kein Sprung in gerader Linie führt darüber.',
  infNoteEnd: 'Das Spiel endet, wenn das Brett voll ist (die meisten Steine gewinnen) oder wenn ein Spieler nicht ziehen kann (dann gewinnt der andere).',
  infKeyPick: 'Stein aufnehmen, dann absetzen',
  infKeyPutBack: 'Stein zurückstellen',
  // kites
  ktBoard: 'Spielbrett Drachen',
  ktKeys: 'Pfeiltasten oder Ziffernblock (7 9 1 3 diagonal) bewegen, Enter oder Leertaste setzt, B, Esc oder Rücktaste nimmt zurück, N startet ein neues Spiel, H gibt einen Tipp.',
  ktGoal: 'Setze einen Drachen in der angezeigten Farbe; vervollständige Dreiecke, Quartette und Räder, um zu punkten.',
  ktNext: 'Als Nächstes:',
  ktThen: 'dann {color}',
  ktScores: 'Punktestand',
  ktRed: 'Rot',
  ktYellow: 'Gelb',
  ktGreen: 'Grün',
  ktCyan: 'Cyan',
  ktBlue: 'Blau',
  ktViolet: 'Violett',
  ktLetters: 'RGÜCBV',
  ktPlayer: 'Spieler {count}',
  ktYou: 'du',
  ktComputer: 'Computer',
  ktKite: 'Reihe {row}, Drachen {column}',
  ktEmpty: 'leer',
  ktLast: 'zuletzt gesetzt',
  ktHinted: 'Tipp',
  ktYourTurn: 'Du bist am Zug ({player})',
  ktToMove: '{player} ist am Zug',
  ktComputerTurn: 'Der Computer ist am Zug ({player})',
  ktThinking: 'Der Computer denkt nach … ({player})',
  ktExtraMove: 'Extrazug für {player}!',
  ktRun: '{player} hat {count} Drachen nacheinander gesetzt.',
  ktYourTurnNext: 'Du bist am Zug: Setze {color}.',
  ktToMoveNext: '{player} ist am Zug: {color}.',
  ktComputerNext: 'Der Computer ist am Zug: {color}.',
  ktPlaced: '{player} setzt {color} auf {kite}',
  ktWithEffects: '{head}: {effects}.',
  ktEffectSeparator: '; ',
  ktCompletes: 'vervollständigt {list}',
  ktTriangles: '{count} {count:one=Dreieck|other=Dreiecke}',
  ktQuartets: '{count} {count:one=Quartett|other=Quartette}',
  ktWheels: '{count} {count:one=Rad|other=Räder}',
  ktHalfWheels: '{count} {count:one=Halbrad|other=Halbräder}',
  ktGain: '+{count} {count:one=Punkt|other=Punkte}',
  ktPenalty: '{count} {count:one=gleichfarbiger Nachbar|other=gleichfarbige Nachbarn}, −{count}',
  ktNothing: 'keine Punkte',
  ktNowHas: '{player} hat {count} {count:one=Punkt|other=Punkte}.',
  ktWins: '{player} gewinnt mit {count} {count:one=Punkt|other=Punkten}.',
  ktDraw: 'Remis: {players} liegen mit {count} {count:one=Punkt|other=Punkten} gemeinsam vorn.',
  ktShared: '{players} teilen sich den Sieg mit {count} {count:one=Punkt|other=Punkten}.',
  ktYouWin: 'Du gewinnst mit {count} {count:one=Punkt|other=Punkten}.',
  ktComputerWins: '{player} (der Computer) gewinnt mit {count} {count:one=Punkt|other=Punkten}.',
  ktFull: 'Das Brett ist voll.',
  ktTaken: '{kite} ist besetzt.',
  ktWait: 'Moment: Der Computer denkt nach.',
  ktWatch: 'Hier spielt der Computer auf allen Plätzen.',
  ktHintBusy: 'Suche einen guten Zug …',
  ktHint: 'Tipp: {color} auf {kite}',
  ktHintExtra: 'ein Extrazug',
  ktHintOpponent: 'der nächste Spieler bekommt höchstens {count} {count:one=Punkt|other=Punkte}',
  ktHintNoScore: 'der nächste Spieler kann nicht punkten',
  ktNoHint: 'Gerade kein Tipp.',
  // kites how-to-play
  ktRuleFewer: 'Mit weniger als 6 Farben im Spiel braucht eine Figur so viele verschiedene Farben, wie sie Drachen hat, oder so viele, wie im Spiel sind, falls das weniger sind.',
  ktRuleExtra: 'Wer ein Halbrad oder ein Rad vervollständigt, ohne zugleich ein Dreieck oder Quartett zu vervollständigen und ohne gleichfarbigen Nachbarn, bekommt einen Extrazug.',
  ktRuleEnd: 'Ist das Brett voll, gewinnt, wer die meisten Punkte hat. Haben alle gleich viele, ist es ein Remis; bei mehr Spielern teilen sich die gemeinsam Führenden den Sieg.',
  ktCardOrder: 'Setzt abwechselnd einen Drachen auf ein beliebiges freies Feld. Die Farben kommen in fester Reihenfolge, egal wer am Zug ist: {colors}.',
  ktCardTriangle: 'Dreieck: 3 Drachen in verschiedenen Farben, die sich mit ihren stumpfen Winkeln treffen. 1 Punkt.',
  ktCardQuartet: 'Quartett: 4 Drachen in verschiedenen Farben, die sich mit ihren rechten Winkeln treffen. 1 Punkt.',
  ktCardWheel: 'Rad: 6 Drachen in beliebigen Farben, die sich mit ihren Spitzen treffen. 1 Punkt.',
  ktCardHalfWheel: 'Halbrad: 3 Drachen in verschiedenen Farben, die sich am Rand mit ihren Spitzen treffen. Kein Punkt, aber ein Extrazug.',
  ktCardPenalty: 'Jeder gleichfarbige Drachen, der Seite an Seite mit dem liegt, den du setzt, kostet 1 Punkt.',
  ktDiagramOrder: 'Die Farben als beschriftete Scheiben im Kreis, mit einem Pfeil rundherum.',
  ktDiagramTriangle: 'Drei Drachen in Rot, Grün und Blau bilden ein Dreieck; ihre stumpfen Winkel treffen sich an einem Punkt in der Mitte; plus 1.',
  ktDiagramQuartet: 'Vier Drachen in Rot, Gelb, Grün und Cyan; ihre rechten Winkel treffen sich an einem Punkt; plus 1.',
  ktDiagramWheel: 'Sechs Drachen, einer in jeder Farbe; ihre Spitzen treffen sich an einem Punkt in der Mitte; plus 1.',
  ktDiagramHalfWheel: 'Drei Drachen in Gelb, Grün und Cyan; ihre Spitzen treffen sich an einem Punkt am Brettrand.',
  ktDiagramPenalty: 'Zwei rote Drachen Seite an Seite, ihre gemeinsame Kante markiert; minus 1.',
  ktKeyDiagonal: 'Diagonal bewegen (Ziffernblock)',
  ktKeyPlace: 'Nächsten Drachen setzen',
  ktKeyBack: 'Einen Zug zurücknehmen',
  // stained-glass
  sgBoard: 'Spielbrett Buntglas',
  sgHelp: 'Lass Plättchen über ihre Nachbarn springen, um Farben zu mischen, und ende mit einem einzigen Plättchen.',
  sgRestart: 'Von vorn',
  sgRestarted: 'Das heutige Brett, von vorn.',
  sgRestartedUndoable: 'Das heutige Brett, von vorn. Mit „Zurück“ kommen deine Züge wieder.',
  sgGlyphHelp: 'Balken: Rot oben, Gelb in der Mitte, Blau unten.',
  sgBlack: 'Schwarz',
  sgBlue: 'Blau',
  sgRed: 'Rot',
  sgPurple: 'Lila',
  sgYellow: 'Gelb',
  sgGreen: 'Grün',
  sgOrange: 'Orange',
  sgWhite: 'Weiß',
  sgEmpty: 'Schwarz (leer)',
  sgNone: 'leer',
  sgParts: '{color}: {parts}',
  sgCanMove: 'kann ziehen',
  sgCannotMove: 'kann nicht ziehen',
  sgSelectedTile: 'ausgewählt',
  sgLandsHere: 'Landefeld: ergibt {color}',
  sgHintTile: 'Tipp: dieses Plättchen ziehen',
  sgHintLanding: 'Tipp: hier landen',
  sgMoves: 'Züge {count}',
  sgBars: 'Farbbalken übrig {count}',
  sgScore: 'Wertung {count}',
  sgScoreHow: '(Züge × Balken, weniger ist besser)',
  sgUndoCounts: 'Zug zurückgenommen. Eine Rücknahme zählt als Zug: jetzt {count} {count:one=Zug|other=Züge}.',
  sgUndoCountsMany: '{undone} Züge zurückgenommen. Eine Rücknahme zählt als Zug: jetzt {count} {count:one=Zug|other=Züge}.',
  sgDaily: 'Brett des Tages, {date}',
  sgProven: 'Eine Ein-Plättchen-Lösung existiert',
  sgUnproven: 'Für dieses Brett ist keine Ein-Plättchen-Lösung nachgewiesen',
  sgWon: 'Ein Plättchen übrig: Du hast gewonnen!',
  sgStuck: 'Du steckst fest: {count} Plättchen übrig.',
  sgFinalScore: 'Wertung {count}.',
  sgMove: 'Das Plättchen in {color} springt von {from} über {over} nach {to}: {over} jetzt {overColor}, {to} jetzt {toColor}.',
  sgSelected: 'Plättchen in {color} auf {square} ausgewählt: {targets}.',
  sgTarget: 'nach {square} (ergibt {color})',
  sgCancelled: 'Auswahl aufgehoben.',
  sgStuckTile: 'Das Plättchen in {color} auf {square} kann nicht ziehen.',
  sgEmptySquare: '{square} ist leer: Wähle ein Plättchen, das ziehen kann.',
  sgNotLanding: 'Das Plättchen in {color} auf {from} kann nicht auf {to} landen.',
  sgFinding: 'Suche ein Brett mit Ein-Plättchen-Lösung … Esc zum Abbrechen.',
  sgFindingNote: 'Suche ein Brett mit Ein-Plättchen-Lösung …',
  sgSearching: 'Suche …',
  sgStop: 'Stopp',
  sgStopped: 'Suche gestoppt: Dieses Brett hat vielleicht keine Ein-Plättchen-Lösung.',
  sgFound: 'Brett bereit: Es hat eine Ein-Plättchen-Lösung.',
  sgNotFound: 'In {count} {count:one=Versuch|other=Versuchen} fand sich kein Brett mit nachgewiesener Ein-Plättchen-Lösung: Dieses hat vielleicht keine.',
  sgHintMove: 'Tipp: Zieh das Plättchen in {color} von {from} über {over} nach {to}.',
  sgHintFinishable: 'Eine Ein-Plättchen-Lösung ist noch möglich.',
  sgHintUnfinishable: 'Von hier aus ist keine Ein-Plättchen-Lösung mehr möglich; dies ist der beste gefundene Weg.',
  sgHintOpen: 'Die schnelle Suche hat von hier aus keine Ein-Plättchen-Lösung gefunden (es kann trotzdem eine geben); dieser Zug beginnt den besten gefundenen Weg.',
  sgNewGame: 'Neues Brett',
  sgNewGameStarted: 'Neues Brett.',
  sgNewGameUndoable: 'Neues Brett. Mit „Zurück“ kommt das vorige wieder.',
  // stained-glass how-to-play
  sgGoal: 'Lass Plättchen übereinander springen, bis nur noch eins übrig ist.',
  sgCardHop: 'Ein Plättchen springt über ein angrenzendes Plättchen auf das Feld direkt dahinter, in eine der 8 Richtungen.',
  sgCardJump: 'Das übersprungene Plättchen muss die Farbe des springenden enthalten und verliert sie. Das verlassene Feld wird schwarz.',
  sgCardPrimary: 'Außerdem darf eine Grundfarbe (Rot, Gelb oder Blau) eine andere Grundfarbe überspringen; diese wird schwarz.',
  sgCardLand: 'Es landet auf Schwarz, auf seiner eigenen Farbe oder auf einer Farbe, die nichts von seiner enthält, und die Farben mischen sich.',
  sgCardEnd: 'Kann kein Plättchen mehr ziehen, endet das Spiel. Bleibt nur ein Plättchen übrig, hast du gewonnen.',
  sgDiagramHop: 'Ein rotes Plättchen springt diagonal über ein orangefarbenes Plättchen auf das schwarze Feld dahinter.',
  sgDiagramJump: 'Vorher: Rot, Orange, Schwarz. Nachher: Schwarz, Gelb, Rot. Das orangefarbene Plättchen hat sein Rot verloren.',
  sgDiagramPrimary: 'Vorher: Blau, Rot, Schwarz. Nachher: Schwarz, Schwarz, Blau.',
  sgDiagramLand: 'Vorher: Gelb, Grün, Rot. Nachher: Schwarz, Blau, Orange. Gelb, das auf Rot landet, ergibt Orange.',
  sgDiagramEnd: 'Ein Brett aus schwarzen Feldern, auf dem nur noch ein lila Plättchen liegt, mit einem Häkchen markiert.',
  sgNoteScore: 'Wertung: Züge (Rücknahmen zählen mit) mal die Balken, die noch auf dem Brett sind. Weniger ist besser.',
  sgKeySelect: 'Plättchen wählen, dann das Landefeld',
  sgKeyCancel: 'Auswahl aufheben',
};

export default de;
