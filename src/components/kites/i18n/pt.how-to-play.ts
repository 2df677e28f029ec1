/** Português (`pt`): Kites’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/pt.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { kitesHowToPlayMessages } from '../how-to-play.messages.js';

const pt: Translated<typeof kitesHowToPlayMessages> = {
  ktRuleFewer: 'Com menos de 6 cores em jogo, uma figura precisa de tantas cores diferentes quantas pipas tiver, ou de todas as cores em jogo, se forem menos.',
  ktRuleExtra: 'Completar uma meia-roda ou uma roda, sem completar também um triângulo ou um quarteto e sem ficar ao lado de uma pipa da mesma cor, dá uma jogada extra.',
  ktRuleEnd: 'Quando o tabuleiro fica cheio, vence quem tiver mais pontos. Se todos empatarem, é empate; com mais jogadores, os empatados em primeiro lugar dividem a vitória.',
  ktCardOrder: 'Cada um na sua vez coloca uma pipa em qualquer casa vazia. As cores seguem um ciclo fixo, não importa quem joga: {colors}.',
  ktCardTriangle: 'Triângulo: 3 pipas de cores diferentes que se encontram pelos ângulos obtusos. 1 ponto.',
  ktCardQuartet: 'Quarteto: 4 pipas de cores diferentes que se encontram pelos ângulos retos. 1 ponto.',
  ktCardWheel: 'Roda: 6 pipas de quaisquer cores que se encontram pelas pontas. 1 ponto.',
  ktCardHalfWheel: 'Meia-roda: 3 pipas de cores diferentes que se encontram pelas pontas na borda. Não vale ponto, mas dá uma jogada extra.',
  ktCardPenalty: 'Cada pipa da mesma cor lado a lado com a que você coloca custa 1 ponto.',
  ktDiagramOrder: 'As cores como discos com letras num anel, com uma seta que dá a volta.',
  ktDiagramTriangle: 'Três pipas, vermelha, verde e azul, formam um triângulo; os ângulos obtusos se encontram num ponto no meio; mais 1.',
  ktDiagramQuartet: 'Quatro pipas, vermelha, amarela, verde e ciano, cujos ângulos retos se encontram num ponto; mais 1.',
  ktDiagramWheel: 'Seis pipas, uma de cada cor, cujas pontas se encontram num ponto no meio; mais 1.',
  ktDiagramHalfWheel: 'Três pipas, amarela, verde e ciano, cujas pontas se encontram num ponto na borda do tabuleiro.',
  ktDiagramPenalty: 'Duas pipas vermelhas lado a lado, com o lado em comum destacado; menos 1.',
  ktKeyDiagonal: 'Mover na diagonal (teclado numérico)',
  ktKeyPlace: 'Colocar a próxima pipa',
  ktKeyBack: 'Desfazer uma jogada',
};

export default pt;
