/** Italiano (`it`): Checkbox Squares’ maths panel (maths.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/it.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { mathsMessages } from '../maths.messages.js';

const it: Translated<typeof mathsMessages> = {
  csMathsTitle: 'La matematica',
  csMathsIntro: 'Il pulsante j aggiunge 1 (mod {k}) a ogni casella che ha un 1 nella colonna j di A. Se x indica quante volte si preme ciascun pulsante, la griglia cambia di A·x, quindi coincide con il modello quando A·x = d (mod {k}), dove d è ciò che deve cambiare. L’eliminazione di Gauss risolve queste 9 equazioni.',
  csMathsCaption: 'Matrice dei clic A (righe: caselle 1–9, colonne: pulsanti 1–9, numerati riga per riga) e d = modello − griglia, mod {k}',
  csMathsBoxHeader: 'Casella (equazione)',
  csMathsButton: 'Pulsante {n}',
  csMathsNeedHeader: 'd: ciò che deve cambiare',
  csMathsChanged: 'modificata in questo passo',
  csMathsPivot: 'pivot',
  csMathsStart: 'Inizio: [A | d], mod {k}. Ogni riga è una casella: la somma dei pulsanti che la cambiano deve dare ciò che lì deve cambiare.',
  csMathsSwap: 'Si scambiano le righe {a} e {b} per portare in alto un pivot.',
  csMathsScale: 'Si moltiplica la riga {a} per {factor} (mod {k}), così il suo pivot diventa 1.',
  csMathsEliminate: 'Riga {a} meno {factor} × riga {b} (mod {k}): compare uno 0 nella colonna {column}, sotto il pivot.',
  csMathsBackSub: 'Riga {a} meno {factor} × riga {b} (mod {k}): compare uno 0 nella colonna {column}, sopra il pivot.',
  csMathsUnreachable: 'Ora la riga {a} dice 0 = un numero diverso da 0: nessuna combinazione di pulsanti può far coincidere la griglia con questo modello.',
  csMathsInconsistent: 'dice 0 = un numero diverso da 0',
  csMathsFree: 'La colonna {columns} non ha pivot, quindi il pulsante {columns} è libero: ogni numero di pressioni (da 0 a {max}) dà una soluzione, e x è quella con meno clic.',
  csMathsSolution: 'Soluzione, segnata sulla griglia: {presses}.',
  csMathsNothing: 'd è tutto zeri: niente da premere, i quadrati coincidono.',
  csMathsPressOnce: 'pulsante {n}',
  csMathsPressTimes: 'pulsante {n} ({count} volte)',
  csMathsSteps: 'Passi dell’eliminazione',
  csMathsStepOf: 'Passo {n} di {total}',
  csMathsBack: 'Indietro',
  csMathsNext: 'Avanti',
  csMathsPlay: 'Riproduci',
  csMathsPause: 'Pausa',
};

export default it;
