/** Português (`pt`): Stained Glass’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/pt.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassHowToPlayMessages } from '../how-to-play.messages.js';

const pt: Translated<typeof stainedGlassHowToPlayMessages> = {
  sgGoal: 'Salte ladrilhos uns por cima dos outros até sobrar só um.',
  sgCardHop: 'Um ladrilho salta por cima de um ladrilho vizinho para a casa logo depois dele, em qualquer das 8 direções.',
  sgCardJump: 'O ladrilho saltado deve conter a cor do que salta, e perde essa cor. A casa que ficou para trás fica preta.',
  sgCardPrimary: 'Além disso, um ladrilho de cor primária (vermelho, amarelo ou azul) pode saltar outro de cor primária, que fica preto.',
  sgCardLand: 'Ele pousa numa casa preta, num ladrilho da sua própria cor ou numa cor sem nada da sua, e as cores são misturadas.',
  sgCardEnd: 'Quando nenhum ladrilho tem jogadas, o jogo termina. Sobrar um só ladrilho é vitória.',
  sgDiagramHop: 'Um ladrilho vermelho salta na diagonal por cima de um ladrilho laranja para a casa preta logo depois.',
  sgDiagramJump: 'Antes: vermelho, laranja, preto. Depois: preto, amarelo, vermelho. O ladrilho laranja perdeu o seu vermelho.',
  sgDiagramPrimary: 'Antes: azul, vermelho, preto. Depois: preto, preto, azul.',
  sgDiagramLand: 'Antes: amarelo, verde, vermelho. Depois: preto, azul, laranja. O amarelo pousou no vermelho e fez laranja.',
  sgDiagramEnd: 'Um tabuleiro de casas pretas com um só ladrilho roxo, marcado com um sinal de certo.',
  sgNoteScore: 'Pontuação: jogadas (desfazer também conta) vezes as barras que restam no tabuleiro. Quanto menor, melhor.',
  sgKeySelect: 'Selecionar um ladrilho e depois o destino',
  sgKeyCancel: 'Cancelar a seleção',
};

export default pt;
