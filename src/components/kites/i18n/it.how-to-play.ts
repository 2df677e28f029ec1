/** Italiano (`it`): Kites’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/it.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { kitesHowToPlayMessages } from '../how-to-play.messages.js';

const it: Translated<typeof kitesHowToPlayMessages> = {
  ktRuleFewer: 'Con meno di 6 colori in gioco, una figura richiede tanti colori diversi quanti sono i suoi aquiloni, o quanti sono i colori in gioco se sono di meno.',
  ktRuleExtra: 'Completare una mezza ruota o una ruota, senza completare anche un triangolo o un quartetto e senza un vicino dello stesso colore, dà una mossa extra.',
  ktRuleEnd: 'Quando il tabellone è pieno, vince chi ha più punti. Se tutti sono pari è un pareggio; con più giocatori, chi è primo a pari merito condivide la vittoria.',
  ktCardOrder: 'A turno, ogni giocatore posa un aquilone su una casella vuota qualsiasi. I colori seguono un ciclo fisso, chiunque giochi: {colors}.',
  ktCardTriangle: 'Triangolo: 3 aquiloni di colori diversi che si incontrano con gli angoli ottusi. 1 punto.',
  ktCardQuartet: 'Quartetto: 4 aquiloni di colori diversi che si incontrano con gli angoli retti. 1 punto.',
  ktCardWheel: 'Ruota: 6 aquiloni di colori qualsiasi che si incontrano con le punte. 1 punto.',
  ktCardHalfWheel: 'Mezza ruota: 3 aquiloni di colori diversi che si incontrano con le punte sul bordo. Nessun punto, ma una mossa extra.',
  ktCardPenalty: 'Ogni aquilone dello stesso colore che confina lato a lato con quello che posi costa 1 punto.',
  ktDiagramOrder: 'I colori come dischi con una lettera, disposti in cerchio, con una freccia che gira.',
  ktDiagramTriangle: 'Tre aquiloni, rosso, verde e blu, formano un triangolo, con gli angoli ottusi che si incontrano in un punto al centro; più 1.',
  ktDiagramQuartet: 'Quattro aquiloni, rosso, giallo, verde e ciano, con gli angoli retti che si incontrano in un punto; più 1.',
  ktDiagramWheel: 'Sei aquiloni, uno per colore, con le punte che si incontrano in un punto al centro; più 1.',
  ktDiagramHalfWheel: 'Tre aquiloni, giallo, verde e ciano, con le punte che si incontrano in un punto sul bordo del tabellone.',
  ktDiagramPenalty: 'Due aquiloni rossi affiancati, con il lato in comune evidenziato; meno 1.',
  ktKeyDiagonal: 'Muovi in diagonale (tastierino numerico)',
  ktKeyPlace: 'Posa il prossimo aquilone',
  ktKeyBack: 'Annulla una mossa',
};

export default it;
