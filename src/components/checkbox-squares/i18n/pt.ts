/** Português (`pt`): Checkbox Squares’ strings (messages.ts), loaded with the game. Words as in the glossary of src/i18n/pt.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresMessages } from '../messages.js';

const pt: Translated<typeof checkboxSquaresMessages> = {
  csTarget: 'Modelo',
  csBoard: 'Tabuleiro',
  csBox: 'Linha {row}, coluna {column}',
  csMoves: 'Jogadas: {count}',
  csNeeded: 'Mínimo de cliques restantes: {count}',
  csSolved: 'Resolvido em {count} {count:one=jogada|many=de jogadas|other=jogadas}!',
  csHintIs: 'Dica: clique na linha {row}, coluna {column} do tabuleiro.',
  csSolutionIs: 'Solução: clique em {boxes}.',
  csSolutionBox: 'linha {row}, coluna {column}',
  csSolveConfirm: 'Mostrar a solução completa? Isso entrega a resposta.',
  csSolutionNone: 'Nada a clicar: os quadrados já são iguais.',
  csMovedTarget: 'Modelo, linha {row}, coluna {column}: {state}.',
  csMovedBoard: 'Linha {row}, coluna {column}: {count} {count:one=caixinha invertida|many=de caixinhas invertidas|other=caixinhas invertidas}. Cliques para resolver: {needed}.',
  csMovedBoardSolved: 'Linha {row}, coluna {column}: {count} {count:one=caixinha invertida|many=de caixinhas invertidas|other=caixinhas invertidas}.',
  csTargetLocked: 'O modelo está bloqueado.',
  csLocked: 'bloqueado',
  csHinted: 'dica',
  csInSolution: 'faz parte da solução',
  csChecked: 'marcada',
  csUnchecked: 'desmarcada',
  csVariantHelp1: 'Um canto inverte o seu bloco 2×2; o meio de um lado, esse lado; o centro, a sua cruz.',
  csVariantHelp2: 'Um canto inverte a própria caixinha e as vizinhas na mesma linha e coluna; o meio de um lado, esse lado e o centro; o centro, a sua cruz.',
  csVariantHelp3: 'Um canto inverte a própria caixinha e as vizinhas na mesma linha e coluna; o meio de um lado, esse lado e o centro; o centro, apenas a si mesmo.',
  csGoal: 'Deixe o tabuleiro igual ao modelo.',
  csValue: 'estado {value} (de 0 a {max})',
  csMovedTargetValue: 'Modelo, linha {row}, coluna {column}: agora no estado {value}.',
  csMovedBoardStates: 'Linha {row}, coluna {column}: {count} {count:one=caixinha avança|many=de caixinhas avançam|other=caixinhas avançam} um estado.',
  csNeededSentence: '{needed} {needed:one=clique|many=de cliques|other=cliques} para resolver.',
  csUnreachable: 'Nenhuma combinação de cliques no tabuleiro chega a este modelo: mude o modelo ou comece um novo jogo.',
  csUnreachableWhy: 'Os cliques nunca mudam a soma das casas {boxes} (numeradas de 1 a 9, linha a linha) mod {k}, e essa soma é diferente nos dois quadrados.',
  csUnreachableShort: 'Modelo inalcançável',
  csInSolutionTimes: 'faz parte da solução, {count} cliques',
  csSolutionBoxTimes: '{box} ({count} vezes)',
  csMathsShow: 'Ver a matemática',
};

export default pt;
