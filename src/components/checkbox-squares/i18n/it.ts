/** Italiano (`it`): Checkbox Squares’ strings (messages.ts), loaded with the game. Words as in the glossary of src/i18n/it.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresMessages } from '../messages.js';

const it: Translated<typeof checkboxSquaresMessages> = {
  csTarget: 'Modello',
  csBoard: 'Griglia',
  csBox: 'Riga {row}, colonna {column}',
  csMoves: 'Mosse: {count}',
  csNeeded: 'Clic minimi rimasti: {count}',
  csSolved: 'Risolto in {count} {count:one=mossa|many=di mosse|other=mosse}!',
  csHintIs: 'Indizio: clicca la casella in riga {row}, colonna {column} della griglia.',
  csSolutionIs: 'Soluzione: clicca {boxes}.',
  csSolutionBox: 'riga {row}, colonna {column}',
  csSolveConfirm: 'Mostrare tutta la soluzione? Il rompicapo non avrà più segreti.',
  csSolutionNone: 'Niente da cliccare: i due quadrati coincidono.',
  csMovedTarget: 'Modello, riga {row}, colonna {column}: {state}.',
  csMovedBoard: 'Riga {row}, colonna {column}: {count} {count:one=casella invertita|many=di caselle invertite|other=caselle invertite}. {needed} {needed:one=clic|many=di clic|other=clic} per risolvere.',
  csMovedBoardSolved: 'Riga {row}, colonna {column}: {count} {count:one=casella invertita|many=di caselle invertite|other=caselle invertite}.',
  csTargetLocked: 'Il modello è bloccato.',
  csLocked: 'bloccato',
  csHinted: 'indizio',
  csInSolution: 'parte della soluzione',
  csChecked: 'selezionata',
  csUnchecked: 'deselezionata',
  csVariantHelp1: 'Un angolo inverte il suo blocco 2x2, la casella centrale di un lato inverte quel lato, il centro inverte la sua croce.',
  csVariantHelp2: 'Un angolo inverte sé stesso e le caselle vicine sulla sua riga e colonna, la casella centrale di un lato inverte quel lato e il centro, il centro inverte la sua croce.',
  csVariantHelp3: 'Un angolo inverte sé stesso e le caselle vicine sulla sua riga e colonna, la casella centrale di un lato inverte quel lato e il centro, il centro inverte solo sé stesso.',
  csGoal: 'Riproduci il modello sulla griglia.',
  csValue: 'stato {value} (da 0 a {max})',
  csMovedTargetValue: 'Modello, riga {row}, colonna {column}: ora nello stato {value}.',
  csMovedBoardStates: 'Riga {row}, colonna {column}: {count} {count:one=casella avanza|many=di caselle avanzano|other=caselle avanzano} di uno stato.',
  csNeededSentence: '{needed} {needed:one=clic|many=di clic|other=clic} per risolvere.',
  csUnreachable: 'Nessuna combinazione di clic sulla griglia porta a questo modello: cambia il modello o inizia una nuova partita.',
  csUnreachableWhy: 'I clic non cambiano mai la somma delle caselle {boxes} (numerate da 1 a 9, riga per riga) mod {k}, e questa somma è diversa nei due quadrati.',
  csUnreachableShort: 'Modello irraggiungibile',
  csInSolutionTimes: 'parte della soluzione, {count} clic',
  csSolutionBoxTimes: '{box} ({count} volte)',
  csMathsShow: 'Mostra la matematica',
};

export default it;
