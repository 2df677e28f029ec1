/** Polski (`pl`): Infection’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/pl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { infectionHowToPlayMessages } from '../how-to-play.messages.js';

const pl: Translated<typeof infectionHowToPlayMessages> = {
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
  infNoteRepetition: 'Pozycja powtórzona po raz trzeci również kończy grę: wygrywa ten, kto ma więcej pionków.',
  ataxxRuleJump: 'Skok: ruch na dowolne pole odległe o dwa, w linii lub nie, ponad czymkolwiek. Twój pionek opuszcza swoje pole.',
  ataxxNoteGap: 'Nic nie może stanąć na polu X (dziurze), ale skoki przechodzą nad nim.',
  ataxxNotePass: 'Gracz, który nie może wykonać ruchu, pasuje; drugi gra dalej.',
  ataxxNoteEnd: 'Gra kończy się, gdy plansza jest pełna lub gracz nie ma pionków (wygrywa ten, kto ma ich więcej), po 50 ruchach każdej strony bez kopii albo gdy pozycja powtórzy się po raz trzeci (w obu przypadkach remis).',
  infKeyPick: 'Podnieś pionek, potem go postaw',
  infKeyPutBack: 'Odłóż pionek',
};

export default pl;
