/** Português (`pt`): Checkbox Squares’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/pt.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresHowToPlayMessages } from '../how-to-play.messages.js';

const pt: Translated<typeof checkboxSquaresHowToPlayMessages> = {
  csCardCorner1: 'Um canto inverte o seu bloco 2×2: a própria caixinha e as três vizinhas.',
  csCardCorner2: 'Um canto inverte a própria caixinha e as vizinhas na mesma linha e na mesma coluna.',
  csCardSide1: 'O meio de um lado inverte as três caixinhas desse lado.',
  csCardSide2: 'O meio de um lado inverte as três caixinhas desse lado e o centro.',
  csCardCentre1: 'O centro inverte a cruz de cinco caixinhas em torno dele.',
  csCardCentre3: 'O centro inverte apenas a si mesmo.',
  csDiagramClick: 'Clique no {square}: {count} {count:one=caixinha marcada|many=de caixinhas marcadas|other=caixinhas marcadas}: {boxes}.',
  csDiagramCorner: 'canto superior esquerdo',
  csDiagramSide: 'meio do lado de cima',
  csDiagramCentre: 'centro',
  csNoteLeft: 'Um clique no modelo inverte só aquela caixinha.',
  csNoteOrder: 'Clicar duas vezes na mesma caixinha anula o efeito, e a ordem dos cliques não importa.',
  csKeySquare: 'Ir para o outro quadrado',
  csKeyToggle: 'Clicar na caixinha',
};

export default pt;
