/** Português (`pt`): the daily puzzles’ result card and statistics (src/base/daily.messages.ts), loaded with them. Words as in the glossary of src/i18n/pt.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { dailyMessages } from '../base/daily.messages.js';

const pt: Translated<typeof dailyMessages> = {
  dailyNumber: '{game} n.º {number}',
  dailyNext: 'Próximo desafio em',
  dailyShare: 'Compartilhar resultado',
  dailyCopied: 'Resultado copiado.',
  dailyShared: 'Resultado compartilhado.',
  dailySelect: 'Sem área de transferência aqui: o resultado está selecionado no campo de texto, pronto para copiar.',
  dailyShareField: 'Resultado para compartilhar',
  dailyClose: 'Fechar',
  dailyStats: 'Estatísticas',
  dailyResult: 'Resultado de hoje',
  dailyPlayed: 'Jogados',
  dailySolvedShare: 'Resolvidos %',
  dailyStreak: 'Sequência atual',
  dailyBest: 'Melhor sequência',
  dailyBar: '{band}: {count}',
  dailyLatest: 'o seu último',
  dailyNone: 'Termine um desafio diário para ver as suas estatísticas aqui.',
  dailyReplay: 'Repetição: vale o seu primeiro resultado do dia.',
  dailyStorage: 'Não é possível guardar as estatísticas neste dispositivo: elas duram até a página ser fechada.',
  dailyUnreadable: 'Não é possível ler as estatísticas guardadas aqui. Elas ficam intactas, e os resultados de hoje duram até a página ser fechada.',
  dailyDeviceOnly: 'Guardadas apenas neste dispositivo.',
  dailyPast: 'O quebra-cabeça de {date}: de um dia anterior, não conta em estatísticas nem sequências.',
  dailyEarlier: 'Quebra-cabeças anteriores',
  dailyEarlierItem: 'n.º {number}, {date}',
  dailyToday: 'Quebra-cabeça de hoje',
};

export default pt;
