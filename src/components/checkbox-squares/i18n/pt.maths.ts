/** Português (`pt`): Checkbox Squares’ maths panel (maths.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/pt.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { mathsMessages } from '../maths.messages.js';

const pt: Translated<typeof mathsMessages> = {
  csMathsTitle: 'A matemática',
  csMathsIntro: 'O botão j soma 1 (mod {k}) a cada caixinha que tem um 1 na coluna j de A. Se x diz quantas vezes cada botão é pressionado, o tabuleiro muda em A·x; por isso fica igual ao modelo quando A·x = d (mod {k}), em que d é o que precisa mudar. A eliminação de Gauss resolve essas 9 equações.',
  csMathsCaption: 'Matriz de cliques A (linhas: caixinhas 1 a 9; colunas: botões 1 a 9; numeradas linha por linha) e d = modelo − tabuleiro, mod {k}',
  csMathsBoxHeader: 'Caixinha (equação)',
  csMathsButton: 'Botão {n}',
  csMathsNeedHeader: 'd: o que precisa mudar',
  csMathsChanged: 'alterada neste passo',
  csMathsPivot: 'pivô',
  csMathsStart: 'Início: [A | d], mod {k}. Cada linha é uma caixinha: a soma dos botões que a alteram tem de dar o que precisa mudar nela.',
  csMathsSwap: 'Trocamos as linhas {a} e {b} para trazer um pivô para cima.',
  csMathsScale: 'Multiplicamos a linha {a} por {factor} (mod {k}) para que o seu pivô passe a ser 1.',
  csMathsEliminate: 'Linha {a} menos {factor} × linha {b} (mod {k}): surge um 0 na coluna {column}, abaixo do pivô.',
  csMathsBackSub: 'Linha {a} menos {factor} × linha {b} (mod {k}): surge um 0 na coluna {column}, acima do pivô.',
  csMathsUnreachable: 'A linha {a} agora diz 0 = um número diferente de 0: nenhuma combinação de botões deixa o tabuleiro igual a este modelo.',
  csMathsInconsistent: 'diz 0 = um número diferente de 0',
  csMathsFree: 'A coluna {columns} não tem pivô, então o botão {columns} é livre: cada número de toques (de 0 a {max}) dá uma solução, e x é a que tem menos cliques.',
  csMathsSolution: 'Solução, marcada no tabuleiro: {presses}.',
  csMathsNothing: 'd só tem zeros: nada a pressionar, os quadrados já são iguais.',
  csMathsPressOnce: 'botão {n}',
  csMathsPressTimes: 'botão {n} ({count} vezes)',
  csMathsSteps: 'Passos da eliminação',
  csMathsStepOf: 'Passo {n} de {total}',
  csMathsBack: 'Voltar',
  csMathsNext: 'Avançar',
  csMathsPlay: 'Reproduzir',
  csMathsPause: 'Pausar',
};

export default pt;
