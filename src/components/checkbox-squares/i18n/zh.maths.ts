/** 中文（简体） (`zh`): Checkbox Squares’ maths panel (maths.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/zh.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { mathsMessages } from '../maths.messages.js';

const zh: Translated<typeof mathsMessages> = {
  csMathsTitle: '数学原理',
  csMathsIntro: '按钮 j 会给 A 的第 j 列中为 1 的每个格加 1（模 {k}）。若 x 表示每个按钮按下的次数，谜题的变化就是 A·x；因此当 A·x = d（mod {k}）时，谜题与目标一致，其中 d 是需要改变的量。用高斯消元法即可解出这 9 个方程。',
  csMathsCaption: '点击矩阵 A（行：格 1–9，列：按钮 1–9，均逐行编号）与 d = 目标 − 谜题，模 {k}',
  csMathsBoxHeader: '格（方程）',
  csMathsButton: '按钮 {n}',
  csMathsNeedHeader: 'd：需要改变的量',
  csMathsChanged: '本步有变化',
  csMathsPivot: '主元',
  csMathsStart: '开始：[A | d]，模 {k}。每一行对应一个格：改变它的各按钮之和，必须等于该格需要改变的量。',
  csMathsSwap: '交换第 {a} 行和第 {b} 行，把主元换上来。',
  csMathsScale: '第 {a} 行乘以 {factor}（模 {k}），使其主元变为 1。',
  csMathsEliminate: '第 {a} 行减去 {factor} × 第 {b} 行（模 {k}）：第 {column} 列主元下方消为 0。',
  csMathsBackSub: '第 {a} 行减去 {factor} × 第 {b} 行（模 {k}）：第 {column} 列主元上方消为 0。',
  csMathsUnreachable: '第 {a} 行现在变成 0 = 非零数：无论怎样按，谜题都无法与这个目标一致。',
  csMathsInconsistent: '写成 0 = 一个非零数',
  csMathsFree: '第 {columns} 列没有主元，所以按钮 {columns} 是自由的：每种按下次数（0 到 {max}）都给出一个解，x 是点击最少的那个。',
  csMathsSolution: '答案（已在谜题上标出）：{presses}。',
  csMathsNothing: 'd 全为 0：无需按任何按钮，两个方阵已经一致。',
  csMathsPressOnce: '按钮 {n}',
  csMathsPressTimes: '按钮 {n}（{count} 次）',
  csMathsSteps: '消元步骤',
  csMathsStepOf: '第 {n} 步，共 {total} 步',
  csMathsBack: '上一步',
  csMathsNext: '下一步',
  csMathsPlay: '播放',
  csMathsPause: '暂停',
};

export default zh;
