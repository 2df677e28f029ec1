/** Italiano (`it`): Stained Glass’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/it.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassHowToPlayMessages } from '../how-to-play.messages.js';

const it: Translated<typeof stainedGlassHowToPlayMessages> = {
  sgGoal: 'Fai saltare i tasselli l’uno sopra l’altro finché ne resta uno solo.',
  sgCardHop: 'Un tassello salta sopra un tassello adiacente e atterra nella casella subito dopo, in una delle 8 direzioni.',
  sgCardJump: 'Il tassello scavalcato deve contenere il colore di quello che salta, e lo perde. La casella lasciata libera diventa nera.',
  sgCardPrimary: 'Inoltre, un tassello primario (rosso, giallo o blu) può scavalcare un altro primario, che diventa nero.',
  sgCardLand: 'Atterra sul nero, sul suo stesso colore o su un colore che non contiene nessuno dei suoi, e i colori si mescolano.',
  sgCardEnd: 'Quando nessun tassello può muoversi, la partita finisce. Se resta un solo tassello, hai vinto.',
  sgDiagramHop: 'Un tassello rosso salta in diagonale sopra un tassello arancione fino alla casella nera subito dopo.',
  sgDiagramJump: 'Prima: rosso, arancione, nero. Dopo: nero, giallo, rosso. Il tassello arancione ha perso il suo rosso.',
  sgDiagramPrimary: 'Prima: blu, rosso, nero. Dopo: nero, nero, blu.',
  sgDiagramLand: 'Prima: giallo, verde, rosso. Dopo: nero, blu, arancione. Il giallo atterrato sul rosso ha dato l’arancione.',
  sgDiagramEnd: 'Un tabellone di caselle nere con un solo tassello viola rimasto, segnato con una spunta.',
  sgNoteScore: 'Punteggio: le mosse (contano anche gli annullamenti) per le barre rimaste sul tabellone. Più basso è meglio.',
  sgKeySelect: 'Seleziona un tassello, poi dove atterra',
  sgKeyCancel: 'Annulla la selezione',
};

export default it;
