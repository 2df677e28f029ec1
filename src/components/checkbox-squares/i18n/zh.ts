/** 中文（简体） (`zh`): Checkbox Squares’ strings (messages.ts), loaded with the game. Words as in the glossary of src/i18n/zh.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresMessages } from '../messages.js';

const zh: Translated<typeof checkboxSquaresMessages> = {
  csTarget: '目标',
  csBoard: '谜题',
  csBox: '第 {row} 行第 {column} 列',
  csMoves: '步数：{count}',
  csNeeded: '最少还需点击：{count}',
  csSolved: '用 {count} 步解开！',
  csHintIs: '提示：点击谜题的第 {row} 行第 {column} 列。',
  csSolutionIs: '答案：点击{boxes}。',
  csSolutionBox: '第 {row} 行第 {column} 列',
  csSolveConfirm: '要显示完整答案吗？这会直接揭晓谜底。',
  csSolutionNone: '无需点击：两个方阵已经一致。',
  csMovedTarget: '目标第 {row} 行第 {column} 列：{state}。',
  csMovedBoard: '第 {row} 行第 {column} 列：切换了 {count} 个格。还需点击 {needed} 次即可解开。',
  csMovedBoardSolved: '第 {row} 行第 {column} 列：切换了 {count} 个格。',
  csTargetLocked: '目标已锁定。',
  csLocked: '已锁定',
  csHinted: '提示',
  csInSolution: '属于答案',
  csChecked: '已勾选',
  csUnchecked: '未勾选',
  csVariantHelp1: '角格切换所在的 2×2 区块，边中格切换所在的整条边，中心格切换十字。',
  csVariantHelp2: '角格切换自身及同行、同列的相邻格，边中格切换所在的边和中心格，中心格切换十字。',
  csVariantHelp3: '角格切换自身及同行、同列的相邻格，边中格切换所在的边和中心格，中心格只切换自身。',
  csGoal: '让谜题与目标一致。',
  csValue: '状态 {value}（0 至 {max}）',
  csMovedTargetValue: '目标第 {row} 行第 {column} 列：现为状态 {value}。',
  csMovedBoardStates: '第 {row} 行第 {column} 列：{count} 个格各进入下一个状态。',
  csNeededSentence: '还需点击 {needed} 次即可解开。',
  csUnreachable: '无论怎样点击谜题都无法达到这个目标：请更改目标，或开始新游戏。',
  csUnreachableWhy: '点击永远不会改变格子 {boxes}（按行从 1 到 9 编号）之和 mod {k}，而两个方阵中的这个和不同。',
  csUnreachableShort: '无法达到目标',
  csInSolutionTimes: '属于答案，点击 {count} 次',
  csSolutionBoxTimes: '{box}（{count} 次）',
  csMathsShow: '显示数学原理',
};

export default zh;
