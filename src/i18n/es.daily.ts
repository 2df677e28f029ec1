/** Español (`es`): the daily puzzles’ result card and statistics (src/base/daily.messages.ts), loaded with them. Words as in the glossary of src/i18n/es.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { dailyMessages } from '../base/daily.messages.js';

const es: Translated<typeof dailyMessages> = {
  dailyNumber: '{game} n.º {number}',
  dailyNext: 'Próximo reto en',
  dailyShare: 'Compartir resultado',
  dailyCopied: 'Resultado copiado.',
  dailyShared: 'Resultado compartido.',
  dailySelect: 'Aquí no hay portapapeles: el resultado está seleccionado en el campo de texto, listo para copiar.',
  dailyShareField: 'Resultado para compartir',
  dailyClose: 'Cerrar',
  dailyStats: 'Estadísticas',
  dailyResult: 'Resultado de hoy',
  dailyPlayed: 'Jugadas',
  dailySolvedShare: 'Resueltas %',
  dailyStreak: 'Racha actual',
  dailyBest: 'Mejor racha',
  dailyBar: '{band}: {count}',
  dailyLatest: 'tu último',
  dailyNone: 'Termina un reto diario para ver aquí tus estadísticas.',
  dailyReplay: 'Repetición: cuenta tu primer resultado del día.',
  dailyStorage: 'Las estadísticas no se pueden guardar en este dispositivo: duran hasta que se cierre la página.',
  dailyUnreadable: 'Las estadísticas guardadas aquí no se pueden leer. Se dejan intactas, y los resultados de hoy duran hasta que se cierre la página.',
  dailyDeviceOnly: 'Guardadas solo en este dispositivo.',
  dailyPast: 'El puzle del {date}: de un día anterior, no cuenta en estadísticas ni rachas.',
  dailyEarlier: 'Puzles anteriores',
  dailyEarlierItem: '#{number}, {date}',
  dailyToday: 'Puzle de hoy',
};

export default es;
