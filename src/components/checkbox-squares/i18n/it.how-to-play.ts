/** Italiano (`it`): Checkbox Squares’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/it.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresHowToPlayMessages } from '../how-to-play.messages.js';

const it: Translated<typeof checkboxSquaresHowToPlayMessages> = {
  csCardCorner1: 'Un angolo inverte il suo blocco 2×2: sé stesso e le tre caselle vicine.',
  csCardCorner2: 'Un angolo inverte sé stesso e le caselle vicine sulla stessa riga e sulla stessa colonna.',
  csCardSide1: 'La casella centrale di un lato inverte le tre caselle di quel lato.',
  csCardSide2: 'La casella centrale di un lato inverte le tre caselle di quel lato e il centro.',
  csCardCentre1: 'Il centro inverte la croce di cinque caselle intorno a sé, sé stesso compreso.',
  csCardCentre3: 'Il centro inverte solo sé stesso.',
  csDiagramClick: 'Cliccando {square}: {count} {count:one=casella spuntata|many=di caselle spuntate|other=caselle spuntate} ({boxes}).',
  csDiagramCorner: 'l’angolo in alto a sinistra',
  csDiagramSide: 'la casella centrale in alto',
  csDiagramCentre: 'il centro',
  csNoteLeft: 'Un clic sul modello inverte solo quella casella.',
  csNoteOrder: 'Cliccare due volte la stessa casella annulla l’effetto, e l’ordine dei clic non conta.',
  csKeySquare: 'Passa all’altro quadrato',
  csKeyToggle: 'Clicca la casella',
};

export default it;
