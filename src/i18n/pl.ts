/**
 * Polski (`pl`): every string of boardlets, loaded on first use (its own
 * chunk). Console warnings stay English. Placeholders as in English; plurals
 * name the language's categories (`{count:one=…|other=…}`).
 *
 * Glossary (use these words, so terms stay the same in every game):
 * - Infection: Infekcja
 * - Stained Glass: Witraż
 * - Kites: Latawce
 * - Checkbox Squares: Kwadraty z kratkami
 * - tile: kafelek (Witraż; rodzaj męski, więc kolor stoi w mianowniku: „kafelek czerwony”)
 * - piece: pionek (Infekcja)
 * - kite: latawiec
 * - box: kratka (Kwadraty z kratkami)
 * - square: pole (na planszy); kwadrat (dwie siatki 3×3 w Kwadratach z kratkami)
 * - cell: pole (Latawce)
 * - board: plansza
 * - game: gra
 * - move: ruch
 * - undo: Cofnij (przycisk); cofnąć, cofnięcie
 * - redo: Ponów (przycisk); ponowić
 * - copy (move): kopia
 * - jump (move): skok
 * - jump over a piece: skok przez pionek
 * - knight’s jump: ruch skoczka
 * - convert: przejąć (pionki przeciwnika stają się twoje)
 * - rival: przeciwnik
 * - obstacle: przeszkoda (pole z X)
 * - hop: przeskakiwać (przez); przeskoczony
 * - hint: podpowiedź
 * - colours: Witraż: red=czerwony, yellow=żółty, blue=niebieski, purple=fioletowy, orange=pomarańczowy, green=zielony, white=biały, black=czarny; Infekcja (gracze): Green=Zielony, Yellow=Żółty; Latawce: red=czerwony, yellow=żółty, green=zielony, cyan=turkusowy, blue=niebieski, violet=fioletowy (zawsze mianownik l.poj. r.m.: „kafelek czerwony”, „położył czerwony”, „Zielony pionek”)
 * - primary colour: kolor podstawowy
 * - colour bars: paski kolorów / paski
 * - one-tile finish: zakończenie z jednym kafelkiem („da się skończyć z jednym kafelkiem”)
 * - score: wynik
 * - point: punkt
 * - triangle: trójkąt
 * - quartet: kwartet
 * - wheel: koło
 * - half-wheel: półkole
 * - complete (a configuration): zamknąć
 * - configuration: układ
 * - extra move: dodatkowy ruch
 * - wide angle / right angle / tip: kąt rozwarty / kąt prosty / czubek
 * - line (solver): wariant
 * - Target: Wzór
 * - Puzzle: Łamigłówka
 * - toggle: przełączać
 * - checked / unchecked: zaznaczona / odznaczona
 * - corner / middle of a side / centre: narożna kratka / kratka na środku boku / środkowa kratka
 * - row / column: wiersz / kolumna (Kwadraty); rząd (Latawce)
 * - How to play: Jak grać
 * - keys: Strzałki, Enter, Spacja, Esc, Tab, Backspace, Ctrl+Z, Ctrl+Y, klawiatura numeryczna
 * - address: ty (forma nieoficjalna)
 */
import type { Messages } from '../base/messages.js';

const pl: Messages = {
  // base
  controls: 'Sterowanie grą',
  undo: 'Cofnij',
  redo: 'Ponów',
  newGame: 'Nowa gra',
  hint: 'Podpowiedź',
  solve: 'Pokaż rozwiązanie',
  undone: 'Cofnięto ruch.',
  undoneMoves: 'Cofnięto {count} {count:one=ruch|few=ruchy|many=ruchów|other=ruchu}.',
  redone: 'Ponowiono ruch.',
  redoneMoves: 'Ponowiono {count} {count:one=ruch|few=ruchy|many=ruchów|other=ruchu}.',
  nothingToUndo: 'Nie ma czego cofnąć.',
  nothingToRedo: 'Nie ma czego ponowić.',
  newGameStarted: 'Nowa gra.',
  newGameUndoable: 'Nowa gra. „Cofnij” przywróci poprzednią.',
  earlierGameBack: 'Wróciła poprzednia gra, po {count} {count:one=ruchu|few=ruchach|many=ruchach|other=ruchu}.',
  laterGameBack: 'Powrót do nowszej gry.',
  more: 'Więcej',
  confirmYes: 'Tak, pokaż',
  confirmCancel: 'Anuluj',
  win: 'Wygrana',
  loss: 'Przegrana',
  draw: 'Remis',
  readonlyBoard: 'Tej planszy nie można zmieniać.',
  gameIsOver: 'Gra skończona: cofnij ruch albo zacznij nową grę.',
  notAllowed: 'Ten ruch jest tu niedozwolony.',
  share: 'Udostępnij',
  shareCopied: 'Skopiowano link do tej gry.',
  shareCopiedShort: 'Skopiowano',
  shareSelect: 'Brak dostępu do schowka: link do tej gry jest zaznaczony w polu tekstowym poniżej, gotowy do skopiowania.',
  shareLink: 'Link do tej gry',
  resumed: 'Wróciła zapisana gra, po {count} {count:one=ruchu|few=ruchach|many=ruchach|other=ruchu}.',
  htpTitle: 'Jak grać',
  // base how-to-play panel
  htpKeys: 'Klawisze',
  htpClose: 'Zamknij',
  htpOr: 'lub',
  htpArrows: 'Strzałki',
  htpMoveCursor: 'Przesuń kursor',
  htpEnter: 'Enter',
  htpSpace: 'Spacja',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Backspace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'Ta instrukcja',
  // checkbox-squares
  csTarget: 'Wzór',
  csBoard: 'Łamigłówka',
  csBox: 'Wiersz {row}, kolumna {column}',
  csMoves: 'Ruchy: {count}',
  csNeeded: 'Najmniej kliknięć do celu: {count}',
  csSolved: 'Rozwiązano w {count} {count:one=ruchu|few=ruchach|many=ruchach|other=ruchu}!',
  csHintIs: 'Podpowiedź: w łamigłówce kliknij kratkę w wierszu {row}, kolumnie {column}.',
  csSolutionIs: 'Rozwiązanie – kliknij: {boxes}.',
  csSolutionBox: 'wiersz {row}, kolumna {column}',
  csSolveConfirm: 'Pokazać całe rozwiązanie? To zdradzi łamigłówkę.',
  csSolutionNone: 'Nie ma czego klikać: kwadraty są takie same.',
  csMovedTarget: 'Wzór, wiersz {row}, kolumna {column}: {state}.',
  csMovedBoard: 'Wiersz {row}, kolumna {column}: przełączono {count} {count:one=kratkę|few=kratki|many=kratek|other=kratki}. Do rozwiązania: {needed} {needed:one=kliknięcie|few=kliknięcia|many=kliknięć|other=kliknięcia}.',
  csTargetLocked: 'Wzór jest zablokowany.',
  csLocked: 'zablokowany',
  csHinted: 'podpowiedź',
  csInSolution: 'część rozwiązania',
  csChecked: 'zaznaczona',
  csUnchecked: 'odznaczona',
  csVariantHelp1: 'Narożna kratka przełącza swój blok 2x2, kratka na środku boku – swój bok, środkowa kratka – swój krzyż.',
  csVariantHelp2: 'Narożna kratka przełącza siebie i sąsiednie kratki w swoim wierszu i kolumnie, kratka na środku boku – swój bok i środkową kratkę, środkowa kratka – swój krzyż.',
  csVariantHelp3: 'Narożna kratka przełącza siebie i sąsiednie kratki w swoim wierszu i kolumnie, kratka na środku boku – swój bok i środkową kratkę, środkowa kratka – tylko siebie.',
  csGoal: 'Spraw, by łamigłówka wyglądała tak samo jak wzór.',
  // checkbox-squares how-to-play
  csCardCorner1: 'Narożna kratka przełącza swój blok 2×2: siebie i trzy sąsiednie kratki.',
  csCardCorner2: 'Narożna kratka przełącza siebie i sąsiednie kratki w tym samym wierszu i tej samej kolumnie.',
  csCardSide1: 'Kratka na środku boku przełącza trzy kratki wzdłuż tego boku.',
  csCardSide2: 'Kratka na środku boku przełącza trzy kratki wzdłuż tego boku oraz środkową kratkę.',
  csCardCentre1: 'Środkowa kratka przełącza krzyż z pięciu kratek: siebie i cztery sąsiednie kratki.',
  csCardCentre3: 'Środkowa kratka przełącza tylko siebie.',
  csDiagramClick: 'Kliknięcie w {square}: {count} {count:one=zaznaczona kratka|few=zaznaczone kratki|many=zaznaczonych kratek|other=zaznaczonej kratki}: {boxes}.',
  csDiagramCorner: 'lewy górny róg',
  csDiagramSide: 'środkową kratkę górnego wiersza',
  csDiagramCentre: 'środkową kratkę',
  csNoteLeft: 'Kliknięcie we wzór przełącza tylko tę jedną kratkę.',
  csNoteOrder: 'Dwa kliknięcia w tę samą kratkę znoszą się nawzajem, a kolejność kliknięć nie ma znaczenia.',
  csKeySquare: 'Przejdź do drugiego kwadratu',
  csKeyToggle: 'Kliknij kratkę',
  // infection
  infLastFrom: 'ostatni ruch stąd',
  infLastTo: 'ostatni ruch tutaj',
  infConvertedLast: 'przejęty w ostatnim ruchu',
  infBoard: 'Plansza gry Infekcja',
  infHelp: 'Przesuń pionek o jedno pole, aby go skopiować, albo o dwa pola (lub ruchem skoczka), aby skoczyć. Pionki przeciwnika sąsiadujące z polem lądowania stają się twoje.',
  infGreen: 'Zielony',
  infYellow: 'Żółty',
  infPiece: '{color} pionek',
  infEmpty: 'puste',
  infObstacle: 'przeszkoda',
  infPickedUp: 'podniesiony',
  infDuplicate: 'kopia',
  infJump: 'skok',
  infChecker: 'skok przez pionek',
  infKnight: 'ruch skoczka',
  infTarget: 'ruch tutaj: {kind}',
  infYourTurn: 'Twój ruch ({color})',
  infComputerTurn: 'Ruch komputera ({color})',
  infToMove: 'Ruch: {color}',
  infThinking: 'Komputer myśli… ({color})',
  infMove: '{color}: z {from} na {to}, {kind}.',
  infComputer: 'Komputer:',
  infConverted: 'Przejęto {count}: {squares}.',
  infScore: 'Zielony {green}, Żółty {yellow}.',
  infYourMove: 'Twój ruch.',
  infWins: '{color} wygrywa {count} do {other}.',
  infDraw: 'Remis, {count} do {count}.',
  infYouWin: 'Wygrywasz jako {color}, {count} do {other}.',
  infComputerWins: '{color} (komputer) wygrywa {count} do {other}.',
  infFull: 'Plansza jest pełna.',
  infStuck: '{color} nie ma dozwolonego ruchu.',
  infPicked: 'Podniesiono {square}: {count} {count:one=możliwy ruch|few=możliwe ruchy|many=możliwych ruchów|other=możliwego ruchu}.',
  infPutBack: 'Odłożono.',
  infCannotMove: 'Z pola {square} nie ma dozwolonego ruchu.',
  infPickOwn: 'Teraz ruch ma {color}: podnieś {color} pionek.',
  infTaken: 'Pole {square} jest zajęte.',
  infIsObstacle: 'Na polu {square} jest przeszkoda.',
  infOverObstacle: 'Skok nie może prowadzić przez przeszkodę.',
  infOutOfReach: 'Pole {square} jest poza zasięgiem z {from}.',
  infWait: 'Chwileczkę: komputer myśli.',
  infWatch: 'Tutaj komputer gra za obie strony.',
  // infection how-to-play
  infGoal: 'Zakończ grę z większą liczbą pól niż przeciwnik.',
  infRuleCopy: 'Kopia: ruch na sąsiednie pole, w jednym z 8 kierunków. Twój pionek zostaje na miejscu, a na nowym polu pojawia się drugi.',
  infRuleJump: 'Skok: ruch o dwa pola w linii prostej, nad pustym polem. Twój pionek opuszcza swoje pole.',
  infRuleChecker: 'Skok przez pionek: to samo, ale nad dowolnym pionkiem. Przeskoczony pionek pozostaje bez zmian.',
  infRuleKnight: 'Ruch skoczka: dwa pola w jedną stronę i jedno w bok, jak litera L. Twój pionek opuszcza swoje pole.',
  infRuleConvert: 'Pionki przeciwnika stykające się z polem, na którym lądujesz, stają się twoje.',
  infDiagramCopy: 'Zielony pionek, strzałka do sąsiedniego pola z nowym zielonym pionkiem i plusy na pozostałych sąsiednich polach.',
  infDiagramJump: 'Zielony pionek przeskakuje puste pole i ląduje na polu za nim; jego dawne pole zostaje puste.',
  infDiagramChecker: 'Zielony pionek przeskakuje żółty pionek i ląduje na polu za nim; żółty pionek zostaje.',
  infDiagramKnight: 'Zielony pionek idzie o dwa pola w górę i jedno w prawo, jak litera L; jego dawne pole zostaje puste.',
  infDiagramConvert: 'Przed: żółty, puste, żółty. Po lądowaniu zielonego pionka na środku: trzy zielone pionki.',
  infNoteObstacle: 'Na polu z X nic nie może wylądować i żaden skok w linii prostej nie może przez nie prowadzić.',
  infNoteEnd: 'Gra kończy się, gdy plansza jest pełna (wygrywa ten, kto ma więcej pionków), albo gdy gracz nie może wykonać ruchu (wtedy wygrywa drugi).',
  infKeyPick: 'Podnieś pionek, potem go postaw',
  infKeyPutBack: 'Odłóż pionek',
  // kites
  ktBoard: 'Plansza gry Latawce',
  ktKeys: 'Strzałki lub klawiatura numeryczna (7 9 1 3 po skosie) przesuwają, Enter lub Spacja kładzie latawiec, B, Esc lub Backspace cofa ruch, N zaczyna nową grę, H daje podpowiedź.',
  ktGoal: 'Kładź latawiec w pokazanym kolorze; zamykaj trójkąty, kwartety i koła, by zdobywać punkty.',
  ktNext: 'Następny:',
  ktThen: 'potem {color}',
  ktScores: 'Wyniki',
  ktRed: 'czerwony',
  ktYellow: 'żółty',
  ktGreen: 'zielony',
  ktCyan: 'turkusowy',
  ktBlue: 'niebieski',
  ktViolet: 'fioletowy',
  ktLetters: 'CŻZTNF',
  ktPlayer: 'Gracz {count}',
  ktYou: 'ty',
  ktComputer: 'komputer',
  ktKite: 'rząd {row}, latawiec {column}',
  ktEmpty: 'puste',
  ktLast: 'ostatnio położony',
  ktHinted: 'podpowiedź',
  ktYourTurn: 'Twój ruch ({player})',
  ktToMove: 'Ruch: {player}',
  ktComputerTurn: 'Ruch komputera ({player})',
  ktThinking: 'Komputer myśli… ({player})',
  ktExtraMove: '{player} ma dodatkowy ruch!',
  ktRun: '{player} położył {count} {count:one=latawiec|few=latawce|many=latawców|other=latawca} z rzędu.',
  ktYourTurnNext: 'Twój ruch: połóż {color}.',
  ktToMoveNext: 'Ruch: {player}, kolor {color}.',
  ktComputerNext: 'Ruch komputera: {color}.',
  ktPlaced: '{player} położył {color} ({kite})',
  ktWithEffects: '{head}: {effects}.',
  ktEffectSeparator: '; ',
  ktCompletes: 'zamyka {list}',
  ktTriangles: '{count} {count:one=trójkąt|few=trójkąty|many=trójkątów|other=trójkąta}',
  ktQuartets: '{count} {count:one=kwartet|few=kwartety|many=kwartetów|other=kwartetu}',
  ktWheels: '{count} {count:one=koło|few=koła|many=kół|other=koła}',
  ktHalfWheels: '{count} {count:one=półkole|few=półkola|many=półkoli|other=półkola}',
  ktGain: '+{count} {count:one=punkt|few=punkty|many=punktów|other=punktu}',
  ktPenalty: '{count} {count:one=sąsiedni latawiec|few=sąsiednie latawce|many=sąsiednich latawców|other=sąsiedniego latawca} w tym samym kolorze, −{count}',
  ktNothing: 'brak punktów',
  ktNowHas: '{player} ma {count} {count:one=punkt|few=punkty|many=punktów|other=punktu}.',
  ktWins: '{player} wygrywa, zdobywając {count} {count:one=punkt|few=punkty|many=punktów|other=punktu}.',
  ktDraw: 'Remis: {players} kończą z równym wynikiem – {count} {count:one=punkt|few=punkty|many=punktów|other=punktu}.',
  ktShared: '{players} dzielą się zwycięstwem – każdy ma {count} {count:one=punkt|few=punkty|many=punktów|other=punktu}.',
  ktYouWin: 'Wygrywasz, zdobywając {count} {count:one=punkt|few=punkty|many=punktów|other=punktu}.',
  ktComputerWins: '{player} (komputer) wygrywa, zdobywając {count} {count:one=punkt|few=punkty|many=punktów|other=punktu}.',
  ktFull: 'Plansza jest pełna.',
  ktTaken: '{kite}: to pole jest zajęte.',
  ktWait: 'Chwileczkę: komputer myśli.',
  ktWatch: 'Tutaj komputer gra za wszystkich graczy.',
  ktHintBusy: 'Szukam dobrego ruchu…',
  ktHint: 'Podpowiedź: {color} ({kite})',
  ktHintExtra: 'dodatkowy ruch',
  ktHintOpponent: 'następny gracz zdobędzie najwyżej {count} {count:one=punkt|few=punkty|many=punktów|other=punktu}',
  ktHintNoScore: 'następny gracz nie zdobędzie punktów',
  ktNoHint: 'Teraz brak podpowiedzi.',
  // kites how-to-play
  ktRuleFewer: 'Gdy w grze jest mniej niż 6 kolorów, układ wymaga tylu różnych kolorów, ile ma latawców, albo tylu, ile jest w grze, jeśli to mniej.',
  ktRuleExtra: 'Zamknięcie półkola lub koła bez jednoczesnego zamknięcia trójkąta lub kwartetu i bez sąsiada w tym samym kolorze daje dodatkowy ruch.',
  ktRuleEnd: 'Gdy plansza jest pełna, wygrywa ten, kto ma najwięcej punktów. Jeśli wszyscy mają tyle samo, jest remis; przy większej liczbie graczy ci, którzy ex aequo zajmują pierwsze miejsce, dzielą się zwycięstwem.',
  ktCardOrder: 'Gracze na zmianę kładą latawiec na dowolnym pustym polu. Kolory idą w stałej kolejności, niezależnie od tego, kto gra: {colors}.',
  ktCardTriangle: 'Trójkąt: 3 latawce w różnych kolorach stykające się kątami rozwartymi. 1 punkt.',
  ktCardQuartet: 'Kwartet: 4 latawce w różnych kolorach stykające się kątami prostymi. 1 punkt.',
  ktCardWheel: 'Koło: 6 latawców w dowolnych kolorach stykających się czubkami. 1 punkt.',
  ktCardHalfWheel: 'Półkole: 3 latawce w różnych kolorach stykające się czubkami przy krawędzi planszy. Bez punktu, ale z dodatkowym ruchem.',
  ktCardPenalty: 'Każdy latawiec w tym samym kolorze, który przylega bokiem do tego, który kładziesz, kosztuje 1 punkt.',
  ktDiagramOrder: 'Kolory jako krążki z literami ułożone w krąg, ze strzałką dookoła.',
  ktDiagramTriangle: 'Trzy latawce, czerwony, zielony i niebieski, tworzą trójkąt; ich kąty rozwarte stykają się w kropce pośrodku; plus 1.',
  ktDiagramQuartet: 'Cztery latawce, czerwony, żółty, zielony i turkusowy; ich kąty proste stykają się w kropce; plus 1.',
  ktDiagramWheel: 'Sześć latawców, po jednym w każdym kolorze; ich czubki stykają się w kropce pośrodku; plus 1.',
  ktDiagramHalfWheel: 'Trzy latawce, żółty, zielony i turkusowy; ich czubki stykają się w kropce na krawędzi planszy.',
  ktDiagramPenalty: 'Dwa czerwone latawce obok siebie, z zaznaczoną wspólną krawędzią; minus 1.',
  ktKeyDiagonal: 'Ruch po skosie (klawiatura numeryczna)',
  ktKeyPlace: 'Połóż następny latawiec',
  ktKeyBack: 'Cofnij ruch',
  // stained-glass
  sgBoard: 'Plansza gry Witraż',
  sgHelp: 'Przeskakuj kafelkami przez sąsiednie, by mieszać kolory, i skończ z jednym kafelkiem.',
  sgRestart: 'Od nowa',
  sgRestarted: 'Dzisiejsza plansza od początku.',
  sgRestartedUndoable: 'Dzisiejsza plansza od początku. „Cofnij” przywróci twoje ruchy.',
  sgGlyphHelp: 'Paski: czerwony u góry, żółty pośrodku, niebieski na dole.',
  sgBlack: 'czarny',
  sgBlue: 'niebieski',
  sgRed: 'czerwony',
  sgPurple: 'fioletowy',
  sgYellow: 'żółty',
  sgGreen: 'zielony',
  sgOrange: 'pomarańczowy',
  sgWhite: 'biały',
  sgEmpty: 'czarny (puste pole)',
  sgNone: 'puste',
  sgParts: '{color}: {parts}',
  sgCanMove: 'może się ruszyć',
  sgCannotMove: 'nie może się ruszyć',
  sgSelectedTile: 'wybrany',
  sgLandsHere: 'tu można wylądować, powstanie kolor {color}',
  sgHintTile: 'podpowiedź: przesuń ten kafelek',
  sgHintLanding: 'podpowiedź: wyląduj tutaj',
  sgMoves: 'Ruchy {count}',
  sgBars: 'Pozostałe paski {count}',
  sgScore: 'Wynik {count}',
  sgScoreHow: '(ruchy × paski, im mniej, tym lepiej)',
  sgUndoCounts: 'Cofnięto ruch. Cofnięcie liczy się jako ruch: teraz {count} {count:one=ruch|few=ruchy|many=ruchów|other=ruchu}.',
  sgUndoCountsMany: 'Cofnięto {undone} {undone:one=ruch|few=ruchy|many=ruchów|other=ruchu}. Każde cofnięcie liczy się jako ruch: teraz {count} {count:one=ruch|few=ruchy|many=ruchów|other=ruchu}.',
  sgDaily: 'Plansza dnia, {date}',
  sgProven: 'Da się skończyć z jednym kafelkiem',
  sgUnproven: 'Nie wykazano, że tę planszę da się skończyć z jednym kafelkiem',
  sgWon: 'Został jeden kafelek: wygrywasz!',
  sgStuck: 'Brak ruchów: na planszy {count} {count:one=kafelek|few=kafelki|many=kafelków|other=kafelka}.',
  sgFinalScore: 'Wynik {count}.',
  sgMove: 'Kafelek {color} z {from} przez {over} na {to}: {over} teraz {overColor}, {to} teraz {toColor}.',
  sgSelected: 'Wybrano kafelek {color} na {square}: {targets}.',
  sgTarget: 'na {square} (powstanie kolor {color})',
  sgCancelled: 'Anulowano wybór.',
  sgStuckTile: 'Kafelek {color} na {square} nie może się ruszyć.',
  sgEmptySquare: 'Pole {square} jest puste: wybierz kafelek, który może się ruszyć.',
  sgNotLanding: 'Kafelek {color} z {from} nie może wylądować na {to}.',
  sgFinding: 'Szukam planszy, którą da się skończyć z jednym kafelkiem… Esc przerywa.',
  sgFindingNote: 'Szukam planszy, którą da się skończyć z jednym kafelkiem…',
  sgSearching: 'Szukam…',
  sgStop: 'Stop',
  sgStopped: 'Przerwano szukanie: tej planszy może nie dać się skończyć z jednym kafelkiem.',
  sgFound: 'Plansza gotowa: da się ją skończyć z jednym kafelkiem.',
  sgNotFound: 'Po {count} {count:one=próbie|few=próbach|many=próbach|other=próby} nie znaleziono planszy, którą na pewno da się skończyć z jednym kafelkiem: tej może nie dać się tak skończyć.',
  sgHintMove: 'Podpowiedź: przesuń kafelek {color} z {from} przez {over} na {to}.',
  sgHintFinishable: 'Wciąż da się skończyć z jednym kafelkiem.',
  sgHintUnfinishable: 'Stąd nie da się już skończyć z jednym kafelkiem; to najlepszy znaleziony wariant.',
  sgHintOpen: 'Szybkie wyszukiwanie nie znalazło stąd zakończenia z jednym kafelkiem (ale może ono istnieć); ten ruch zaczyna najlepszy znaleziony wariant.',
  sgNewGame: 'Nowa plansza',
  sgNewGameStarted: 'Nowa plansza.',
  sgNewGameUndoable: 'Nowa plansza. „Cofnij” przywróci poprzednią.',
  // stained-glass how-to-play
  sgGoal: 'Przeskakuj kafelkami jeden przez drugi, aż zostanie tylko jeden.',
  sgCardHop: 'Kafelek przeskakuje przez sąsiedni kafelek na pole tuż za nim, w jednym z 8 kierunków.',
  sgCardJump: 'Przeskoczony kafelek musi zawierać kolor skaczącego i go traci. Opuszczone pole staje się czarne.',
  sgCardPrimary: 'Ponadto kafelek w kolorze podstawowym (czerwonym, żółtym lub niebieskim) może przeskoczyć inny kafelek w kolorze podstawowym, który wtedy staje się czarny.',
  sgCardLand: 'Ląduje na czarnym polu, na swoim kolorze albo na kolorze, w którym nie ma nic z jego koloru, a kolory się mieszają.',
  sgCardEnd: 'Gdy żaden kafelek nie może się ruszyć, gra się kończy. Jeden pozostały kafelek oznacza wygraną.',
  sgDiagramHop: 'Czerwony kafelek przeskakuje po skosie przez pomarańczowy na czarne pole za nim.',
  sgDiagramJump: 'Przed: czerwony, pomarańczowy, czarny. Po: czarny, żółty, czerwony. Pomarańczowy kafelek stracił czerwień.',
  sgDiagramPrimary: 'Przed: niebieski, czerwony, czarny. Po: czarny, czarny, niebieski.',
  sgDiagramLand: 'Przed: żółty, zielony, czerwony. Po: czarny, niebieski, pomarańczowy. Żółty, lądując na czerwonym, dał pomarańczowy.',
  sgDiagramEnd: 'Plansza z czarnych pól, na której został jeden fioletowy kafelek, oznaczona ptaszkiem.',
  sgNoteScore: 'Wynik: ruchy (cofnięcia też się liczą) razy paski pozostałe na planszy. Im mniej, tym lepiej.',
  sgKeySelect: 'Wybierz kafelek, potem miejsce lądowania',
  sgKeyCancel: 'Anuluj wybór',
};

export default pl;
