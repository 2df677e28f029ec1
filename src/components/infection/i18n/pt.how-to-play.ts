/** Português (`pt`): Infection’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/pt.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { infectionHowToPlayMessages } from '../how-to-play.messages.js';

const pt: Translated<typeof infectionHowToPlayMessages> = {
  infGoal: 'Termine o jogo com mais casas do que o adversário.',
  infRuleCopy: 'Cópia: mova para uma casa vizinha, em qualquer das 8 direções. A sua peça fica e surge uma nova.',
  infRuleJump: 'Salto: mova duas casas em linha reta, por cima de uma casa vazia. A sua peça sai da casa de origem.',
  infRuleChecker: 'Salto sobre peça: o mesmo, mas por cima de qualquer peça. A peça saltada fica como está.',
  infRuleKnight: 'Salto de cavalo: duas casas numa direção e uma para o lado, em L. A sua peça sai da casa de origem.',
  infRuleConvert: 'As peças adversárias vizinhas da casa de chegada passam a ser suas.',
  infDiagramCopy: 'Uma peça verde, uma seta até uma casa vizinha com uma nova peça verde, e sinais de mais nas outras casas vizinhas.',
  infDiagramJump: 'Uma peça verde salta por cima de uma casa vazia para a casa seguinte; a casa de origem fica vazia.',
  infDiagramChecker: 'Uma peça verde salta por cima de uma peça amarela para a casa seguinte; a peça amarela fica onde está.',
  infDiagramKnight: 'Uma peça verde anda duas casas para cima e uma para a direita, em L; a casa de origem fica vazia.',
  infDiagramConvert: 'Antes: amarela, vazia, amarela. Depois de uma peça verde chegar ao meio: três peças verdes.',
  infNoteObstacle: 'Nenhuma peça pode parar numa casa com X, e nenhum salto em linha reta passa por cima dela.',
  infNoteEnd: 'O jogo termina quando o tabuleiro fica cheio (vence quem tiver mais peças) ou quando um jogador não pode jogar (vence o outro).',
  infNoteRepetition: 'Uma posição que ocorre pela terceira vez também termina a partida: vence quem tiver mais peças.',
  ataxxRuleJump: 'Salto: mova para qualquer casa a duas de distância, em linha ou não, por cima de qualquer coisa. Sua peça deixa a casa.',
  ataxxNoteGap: 'Nada pode parar numa casa X (um buraco), mas os saltos passam por cima dela.',
  ataxxNotePass: 'Quem não pode jogar passa a vez; o outro continua.',
  ataxxNoteEnd: 'A partida termina quando o tabuleiro fica cheio ou um jogador fica sem peças (vence quem tiver mais), após 50 jogadas de cada lado sem cópia, ou quando uma posição ocorre pela terceira vez (nesses dois casos, empate).',
  infKeyPick: 'Pegar uma peça e depois pousá-la',
  infKeyPutBack: 'Devolver a peça',
};

export default pt;
