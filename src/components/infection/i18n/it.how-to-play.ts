/** Italiano (`it`): Infection’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/it.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { infectionHowToPlayMessages } from '../how-to-play.messages.js';

const it: Translated<typeof infectionHowToPlayMessages> = {
  infGoal: 'A fine partita, occupa più caselle del tuo avversario.',
  infRuleCopy: 'Copia: spostati su una casella adiacente, in una delle 8 direzioni. La tua pedina resta e ne compare una nuova.',
  infRuleJump: 'Salto: avanza di due caselle in linea retta, sopra una casella vuota. La tua pedina lascia la sua casella.',
  infRuleChecker: 'Salto sopra una pedina: come il salto, ma sopra una pedina qualsiasi. La pedina scavalcata resta com’è.',
  infRuleKnight: 'Salto del cavallo: due caselle in una direzione e una di lato, a L. La tua pedina lascia la sua casella.',
  infRuleConvert: 'Le pedine avversarie adiacenti alla casella in cui arrivi diventano tue.',
  infDiagramCopy: 'Una pedina verde, una freccia verso una casella adiacente con una nuova pedina verde, e dei segni più sulle altre caselle adiacenti.',
  infDiagramJump: 'Una pedina verde salta sopra una casella vuota fino a quella successiva; la sua vecchia casella resta vuota.',
  infDiagramChecker: 'Una pedina verde salta sopra una pedina gialla fino alla casella successiva; la pedina gialla resta dov’è.',
  infDiagramKnight: 'Una pedina verde si sposta di due caselle in su e di una a destra, a L; la sua vecchia casella resta vuota.',
  infDiagramConvert: 'Prima: gialla, vuota, gialla. Dopo che una pedina verde arriva al centro: tre pedine verdi.',
  infNoteObstacle: 'Niente può finire su una casella con la X, e nessun salto in linea retta può scavalcarla.',
  infNoteEnd: 'La partita finisce quando il tabellone è pieno (vince chi ha più pedine) o quando un giocatore non può muovere (vince l’altro).',
  infNoteRepetition: 'Anche una posizione che si ripete per la terza volta fa finire la partita: vince chi ha più pedine.',
  ataxxRuleJump: 'Salto: muovi su una casella qualsiasi a due di distanza, in linea o no, scavalcando qualunque cosa. La tua pedina lascia la sua casella.',
  ataxxNoteGap: 'Niente può fermarsi su una casella X (un buco), ma i salti la scavalcano.',
  ataxxNotePass: 'Chi non può muovere passa; l’altro continua.',
  ataxxNoteEnd: 'La partita finisce quando il tabellone è pieno o un giocatore resta senza pedine (vince chi ne ha di più), dopo 50 mosse per parte senza copie, o quando una posizione si ripete per la terza volta (in questi due casi è patta).',
  infKeyPick: 'Prendi una pedina, poi posala',
  infKeyPutBack: 'Rimetti a posto la pedina',
};

export default it;
