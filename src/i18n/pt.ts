/**
 * Português (`pt`): the strings every element shares (the toolbar, feedback), loaded
 * on first use (its own chunk); the How to play panel's frame is in
 * pt.how-to-play.ts, each game's own strings beside it
 * (src/components/<game>/i18n/pt.ts). Missing keys
 * fall back to English. Console warnings stay English. Placeholders as in
 * English; plurals name the language's categories (`{count:one=…|other=…}`).
 *
 * Glossary (use these words, so terms stay the same in every game):
 * - Infection: Contágio
 * - Stained Glass: Vitral
 * - Kites: Pipas
 * - Checkbox Squares: Quadrados de Caixinhas
 * - tile: ladrilho (Vitral; masculino, para a cor concordar: o ladrilho vermelho)
 * - piece: peça (Contágio)
 * - kite: pipa (peça e posição: linha 2, pipa 3)
 * - box: caixinha
 * - move: jogada
 * - undo: Desfazer
 * - redo: Refazer
 * - copy (move): cópia
 * - jump (move): salto
 * - jump over a piece: salto sobre peça
 * - knight's jump: salto de cavalo
 * - hop: saltar por cima de
 * - hint: dica
 * - square (board cell): casa
 * - board: tabuleiro
 * - puzzle (Checkbox Squares square): Tabuleiro
 * - target: Modelo
 * - toggle: inverter
 * - checked / unchecked: marcada / desmarcada
 * - configuration: figura
 * - triangle / quartet / wheel / half-wheel: triângulo / quarteto / roda / meia-roda
 * - wide / right angles / tips: ângulos obtusos / ângulos retos / pontas
 * - point: ponto
 * - player: Jogador {n}
 * - rival: adversário
 * - convert: converter (passam a ser suas)
 * - colour bar: barra de cor
 * - one-tile finish: terminar com um só ladrilho
 * - share: Compartilhar (lean Brazilian; PT would say Partilhar)
 * - colours: Vitral: red=vermelho, yellow=amarelo, blue=azul, purple=roxo, orange=laranja, green=verde, white=branco, black=preto (empty=vazio); Pipas: red=vermelho, yellow=amarelo, green=verde, cyan=ciano, blue=azul, violet=roxo, letters VAECZR; Contágio players: Green=Verde, Yellow=Amarelo (o Verde, o Amarelo)
 * - address: implicit você/3rd-person imperative (clique, mova); o seu/a sua; avoid gerunds and clitic placement that splits PT/BR
 */
import type { baseMessages, Translated } from '../base/messages.js';

const pt: Translated<typeof baseMessages> = {
  controls: 'Comandos do jogo',
  undo: 'Desfazer',
  redo: 'Refazer',
  newGame: 'Novo jogo',
  hint: 'Dica',
  solve: 'Ver solução',
  undone: 'Jogada desfeita.',
  undoneMoves: '{count} jogadas desfeitas.',
  redone: 'Jogada refeita.',
  redoneMoves: '{count} jogadas refeitas.',
  nothingToUndo: 'Nada a desfazer.',
  nothingToRedo: 'Nada a refazer.',
  newGameStarted: 'Novo jogo.',
  newGameUndoable: 'Novo jogo. Desfazer recupera o anterior.',
  earlierGameBack: 'O jogo anterior está de volta, com {count} {count:one=jogada feita|many=de jogadas feitas|other=jogadas feitas}.',
  laterGameBack: 'De volta ao jogo mais recente.',
  more: 'Mais',
  confirmYes: 'Sim, mostrar',
  confirmCancel: 'Cancelar',
  win: 'Vitória',
  loss: 'Derrota',
  draw: 'Empate',
  readonlyBoard: 'Este tabuleiro é só de leitura.',
  gameIsOver: 'O jogo terminou: desfaça ou comece um novo jogo.',
  notAllowed: 'Essa jogada não é permitida aqui.',
  share: 'Compartilhar',
  shareCopied: 'Link deste jogo copiado.',
  shareCopiedShort: 'Copiado',
  shareSelect: 'Não há área de transferência aqui: o link deste jogo está selecionado no campo de texto abaixo, pronto para copiar.',
  shareLink: 'Link deste jogo',
  resumed: 'O seu jogo foi retomado, com {count} {count:one=jogada feita|many=de jogadas feitas|other=jogadas feitas}.',
  savedElsewhere: 'Outro separador guardou o seu jogo com o mesmo nome. Este jogo também fica guardado: a sua próxima jogada guarda-o de novo.',
  displacedOffered: 'Outro jogo guardado com o mesmo nome também fica guardado: Desfazer no início deste trá-lo de volta, com {count} {count:one=jogada feita|many=de jogadas feitas|other=jogadas feitas}.',
  htpTitle: 'Como jogar',
  hintBusy: 'À procura de uma boa jogada…',
  noHint: 'Nenhuma dica por agora.',
  lastFrom: 'origem da última jogada',
  lastTo: 'destino da última jogada',
  moves: 'Jogadas',
  moveListStart: 'Início',
  reviewing: 'A rever a posição após a jogada {ply} de {count}: o tabuleiro é só de leitura. Escape volta ao jogo.',
  backToGame: 'Voltar ao jogo',
  restart: 'Recomeçar',
  restarted: 'De volta ao início deste jogo. Desfazer traz as tuas jogadas de volta.',
  gameId: 'ID do jogo',
  openGameId: 'Abrir',
  gameIdOpened: 'Jogo aberto a partir do seu ID.',
  lastClick: 'último clique',
  gameIdBad: 'Este ID de jogo não abre aqui ({why}). O jogo em curso não muda.',
};

export default pt;
