/**
 * Polski (`pl`): the strings every element shares (the toolbar, feedback), loaded
 * on first use (its own chunk); the How to play panel's frame is in
 * pl.how-to-play.ts, each game's own strings beside it
 * (src/components/<game>/i18n/pl.ts). Missing keys
 * fall back to English. Console warnings stay English. Placeholders as in
 * English; plurals name the language's categories (`{count:one=…|other=…}`).
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
import type { baseMessages, Translated } from '../base/messages.js';

const pl: Translated<typeof baseMessages> = {
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
  savedElsewhere: 'Inna karta zapisała swoją grę pod tą samą nazwą. Ta gra też jest zachowana: twój następny ruch zapisze ją ponownie.',
  displacedOffered: 'Inna gra zapisana pod tą samą nazwą też jest zachowana: Cofnij na początku tej gry ją przywraca, po {count} {count:one=ruchu|few=ruchach|many=ruchach|other=ruchu}.',
  htpTitle: 'Jak grać',
  hintBusy: 'Szukam dobrego ruchu…',
  noHint: 'Teraz brak podpowiedzi.',
  lastFrom: 'ostatni ruch stąd',
  lastTo: 'ostatni ruch tutaj',
  moves: 'Ruchy',
  moveListStart: 'Początek',
  reviewing: 'Przegląd pozycji po ruchu {ply} z {count}: plansza jest tylko do odczytu. Escape wraca do gry.',
  backToGame: 'Wróć do gry',
  restart: 'Zacznij od nowa',
  restarted: 'Z powrotem na początku tej gry. Cofnij przywraca twoje ruchy.',
  gameId: 'ID gry',
  openGameId: 'Otwórz',
  gameIdOpened: 'Gra otwarta z jej ID.',
  lastClick: 'ostatnio kliknięte',
  gameIdBad: 'Tego ID gry nie da się tu otworzyć ({why}). Bieżąca gra się nie zmienia.',
};

export default pl;
