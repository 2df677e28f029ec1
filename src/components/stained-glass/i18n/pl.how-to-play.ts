/** Polski (`pl`): Stained Glass’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/pl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassHowToPlayMessages } from '../how-to-play.messages.js';

const pl: Translated<typeof stainedGlassHowToPlayMessages> = {
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
