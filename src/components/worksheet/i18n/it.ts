/** Italiano (`it`): <boardlets-worksheet>’s strings (messages.ts), loaded with the element. Words as in the glossary of src/i18n/it.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { worksheetMessages } from '../messages.js';

const it: Translated<typeof worksheetMessages> = {
  wsCheckboxTitle: 'Quadrati di caselle',
  wsStainedGlassTitle: 'Vetrata',
  wsName: 'Nome',
  wsDate: 'Data',
  wsPrint: 'Stampa',
  wsPreparing: 'Preparazione della scheda…',
  wsReady: 'Scheda pronta.',
  wsPuzzle: 'Esercizio {number}',
  wsAnswerKey: 'Soluzioni',
  wsCheckboxTask: 'In ogni esercizio, trova le caselle del quadrato «Griglia» su cui fare clic perché diventi uguale al modello, e segnale in «I tuoi clic». Usa meno clic possibile.',
  wsClickRule: 'Che cosa inverte un clic su una casella del quadrato «Griglia» (la casella cliccata è cerchiata):',
  wsTickLegend: 'Un segno di spunta indica una casella selezionata.',
  wsDotsLegend: 'Le caselle contano in punti: un clic aggiunge un punto a ogni casella che cambia, e una casella con il massimo dei punti torna vuota.',
  wsBoxState: 'riga {row}, colonna {column}: {state}',
  wsBoxPresses: 'riga {row}, colonna {column} ×{count}',
  wsChecked: '{square}, selezionate: {boxes}',
  wsNoneChecked: '{square}, nessuna casella selezionata',
  wsFewest: 'Clic minimi: {count}',
  wsYourClicks: 'I tuoi clic',
  wsStainedGlassTask: 'Su ogni tavola, scrivi i tuoi salti in ordine, come «b2 sopra c2 a d2», finché resta un solo tassello.',
  wsTile: '{square} {color}',
  wsHop: '{from} sopra {over} a {to}',
  wsSheet: 'Scheda {seed}',
};

export default it;
