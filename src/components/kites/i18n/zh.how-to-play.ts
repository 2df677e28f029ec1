/** 中文（简体） (`zh`): Kites’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/zh.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { kitesHowToPlayMessages } from '../how-to-play.messages.js';

const zh: Translated<typeof kitesHowToPlayMessages> = {
  ktRuleFewer: '使用的颜色少于 6 种时，一个图形所需的不同颜色数等于它包含的风筝数；如果使用中的颜色比这更少，则只需用到全部使用中的颜色。',
  ktRuleExtra: '完成扇形或车轮时，如果没有同时完成三角或四方，也没有与同色风筝相邻，就可以再走一步。',
  ktRuleEnd: '棋盘填满后，得分最多者获胜。所有人得分相同则为平局；多于两名玩家时，并列第一者共同获胜。',
  ktCardOrder: '轮流在任意空格子上放置一只风筝。无论轮到谁，颜色都按固定顺序循环：{colors}。',
  ktCardTriangle: '三角：3 只不同颜色的风筝以钝角相接于一点。得 1 分。',
  ktCardQuartet: '四方：4 只不同颜色的风筝以直角相接于一点。得 1 分。',
  ktCardWheel: '车轮：6 只任意颜色的风筝以尖端相接于一点。得 1 分。',
  ktCardHalfWheel: '扇形（半个车轮）：3 只不同颜色的风筝在棋盘边缘以尖端相接于一点。不得分，但可以再走一步。',
  ktCardPenalty: '与你放下的风筝边靠边相邻的同色风筝，每有一只扣 1 分。',
  ktDiagramOrder: '标有颜色字的圆片围成一圈，一个箭头沿圈绕行。',
  ktDiagramTriangle: '红、绿、蓝三只风筝组成三角形，钝角在中心一点相接；加 1 分。',
  ktDiagramQuartet: '红、黄、绿、青四只风筝，直角相接于一点；加 1 分。',
  ktDiagramWheel: '六只风筝，每种颜色各一只，尖端在中心一点相接；加 1 分。',
  ktDiagramHalfWheel: '黄、绿、青三只风筝，尖端相接于棋盘边缘的一点。',
  ktDiagramPenalty: '两只红色风筝边靠边相邻，共用的边有标记；减 1 分。',
  ktKeyDiagonal: '斜向移动（数字小键盘）',
  ktKeyPlace: '放置下一只风筝',
  ktKeyBack: '撤销一步',
};

export default zh;
