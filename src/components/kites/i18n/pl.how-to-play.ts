/** Polski (`pl`): Kites’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/pl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { kitesHowToPlayMessages } from '../how-to-play.messages.js';

const pl: Translated<typeof kitesHowToPlayMessages> = {
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
};

export default pl;
