/** 中文（简体） (`zh`): Checkbox Squares’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/zh.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresHowToPlayMessages } from '../how-to-play.messages.js';

const zh: Translated<typeof checkboxSquaresHowToPlayMessages> = {
  csCardCorner1: '角格切换所在的 2×2 区块：自身和相邻的三个格。',
  csCardCorner2: '角格切换自身，以及同一行、同一列中与它相邻的格。',
  csCardSide1: '边中格切换这条边上的三个格。',
  csCardSide2: '边中格切换这条边上的三个格以及中心格。',
  csCardCentre1: '中心格切换以它为中心的十字形五个格。',
  csCardCentre3: '中心格只切换自身。',
  csDiagramClick: '点击{square}后勾选了 {count} 个格：{boxes}。',
  csDiagramCorner: '左上角格',
  csDiagramSide: '上边中格',
  csDiagramCentre: '中心格',
  csNoteLeft: '点击目标时，只切换被点击的那一格。',
  csNoteOrder: '同一格点击两次会互相抵消，点击的先后顺序也无关紧要。',
  csKeySquare: '切换到另一个方阵',
  csKeyToggle: '点击该格',
};

export default zh;
