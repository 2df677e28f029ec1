/** Português (`pt`): <boardlets-worksheet>’s strings (messages.ts), loaded with the element. Words as in the glossary of src/i18n/pt.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { worksheetMessages } from '../messages.js';

const pt: Translated<typeof worksheetMessages> = {
  wsCheckboxTitle: 'Quadrados de Caixinhas',
  wsStainedGlassTitle: 'Vitral',
  wsName: 'Nome',
  wsDate: 'Data',
  wsPrint: 'Imprimir',
  wsPreparing: 'Preparando a folha…',
  wsReady: 'Folha pronta.',
  wsPuzzle: 'Desafio {number}',
  wsAnswerKey: 'Gabarito',
  wsCheckboxTask: 'Em cada desafio, descubra em quais caixinhas do quadrado “Tabuleiro” clicar para que ele fique igual ao modelo e marque-as em “Seus cliques”. Use o menor número de cliques possível.',
  wsClickRule: 'O que um clique numa caixinha do quadrado “Tabuleiro” inverte (a caixinha clicada está circulada):',
  wsTickLegend: 'Um tique é uma caixinha marcada.',
  wsDotsLegend: 'As caixinhas contam em pontos: um clique acrescenta um ponto a cada caixinha que muda, e uma caixinha com o máximo de pontos volta a ficar vazia.',
  wsBoxState: 'linha {row}, coluna {column}: {state}',
  wsBoxPresses: 'linha {row}, coluna {column} ×{count}',
  wsChecked: '{square}, marcadas: {boxes}',
  wsNoneChecked: '{square}, nenhuma caixinha marcada',
  wsFewest: 'Menor número de cliques: {count}',
  wsYourClicks: 'Seus cliques',
  wsStainedGlassTask: 'Em cada tabuleiro, anote seus saltos em ordem, como “b2 por cima de c2 para d2”, até sobrar um só ladrilho.',
  wsTile: '{square} {color}',
  wsHop: '{from} por cima de {over} para {to}',
  wsSheet: 'Folha {seed}',
};

export default pt;
