/** Italiano (`it`): the daily puzzles’ result card and statistics (src/base/daily.messages.ts), loaded with them. Words as in the glossary of src/i18n/it.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { dailyMessages } from '../base/daily.messages.js';

const it: Translated<typeof dailyMessages> = {
  dailyNumber: '{game} n. {number}',
  dailyNext: 'Prossimo rompicapo tra',
  dailyShare: 'Condividi il risultato',
  dailyCopied: 'Risultato copiato.',
  dailyShared: 'Risultato condiviso.',
  dailySelect: 'Niente appunti qui: il risultato è selezionato nel campo di testo, pronto da copiare.',
  dailyShareField: 'Risultato da condividere',
  dailyClose: 'Chiudi',
  dailyStats: 'Statistiche',
  dailyResult: 'Risultato di oggi',
  dailyPlayed: 'Giocate',
  dailySolvedShare: 'Risolte %',
  dailyStreak: 'Serie attuale',
  dailyBest: 'Serie migliore',
  dailyBar: '{band}: {count}',
  dailyLatest: 'il tuo ultimo',
  dailyNone: 'Finisci un rompicapo del giorno per vedere qui le tue statistiche.',
  dailyReplay: 'Replica: conta il tuo primo risultato del giorno.',
  dailyStorage: 'Le statistiche non si possono salvare su questo dispositivo: durano finché la pagina resta aperta.',
  dailyUnreadable: 'Le statistiche salvate qui non sono leggibili. Restano intatte, e i risultati di oggi durano finché la pagina resta aperta.',
  dailyDeviceOnly: 'Conservate solo su questo dispositivo.',
  dailyPast: 'Il puzzle del {date}: di un giorno passato, non conta in statistiche né serie.',
  dailyEarlier: 'Puzzle precedenti',
  dailyEarlierItem: 'n. {number}, {date}',
  dailyToday: 'Puzzle di oggi',
};

export default it;
