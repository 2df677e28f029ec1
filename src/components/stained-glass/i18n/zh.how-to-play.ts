/** 中文（简体） (`zh`): Stained Glass’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/zh.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassHowToPlayMessages } from '../how-to-play.messages.js';

const zh: Translated<typeof stainedGlassHowToPlayMessages> = {
  sgGoal: '让方块互相跳过，直到只剩一块。',
  sgCardHop: '方块可以跳过一个相邻的方块，落到紧接其后的格子上，8 个方向均可。',
  sgCardJump: '被跳过的方块必须含有移动方块的颜色，并失去这种颜色。移动方块离开的格子变为黑色。',
  sgCardPrimary: '此外，原色（红、黄、蓝）也可以跳过另一个原色，被跳过的原色变为黑色。',
  sgCardLand: '它可以落在黑色、与自身相同的颜色，或完全不含自身任何颜色成分的颜色上，落下后颜色相混。',
  sgCardEnd: '没有方块可以移动时，游戏结束。只剩一块即获胜。',
  sgDiagramHop: '一个红色方块沿斜线跳过一个橙色方块，落到后面的黑色格子上。',
  sgDiagramJump: '之前：红、橙、黑。之后：黑、黄、红。橙色方块失去了红色。',
  sgDiagramPrimary: '之前：蓝、红、黑。之后：黑、黑、蓝。',
  sgDiagramLand: '之前：黄、绿、红。之后：黑、蓝、橙。黄色落在红色上，变成了橙色。',
  sgDiagramEnd: '棋盘上全是黑色格子，只剩一个紫色方块，并带有对勾标记。',
  sgNoteScore: '得分：步数（撤销也计入）乘以棋盘上剩余的色条数。越低越好。',
  sgKeySelect: '选择方块，再选择落点',
  sgKeyCancel: '取消选择',
};

export default zh;
