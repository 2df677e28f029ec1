/** 日本語 (`ja`): Checkbox Squares’ strings (messages.ts), loaded with the game. Words as in the glossary of src/i18n/ja.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresMessages } from '../messages.js';

const ja: Translated<typeof checkboxSquaresMessages> = {
  csTarget: 'お手本',
  csBoard: 'パズル',
  csBox: '{row}行{column}列',
  csMoves: '手数：{count}',
  csNeeded: '残りの最少クリック数：{count}',
  csSolved: '{count}手で解けました！',
  csHintIs: 'ヒント：パズルの{row}行{column}列をクリック。',
  csSolutionIs: '答え：{boxes}をクリック。',
  csSolutionBox: '{row}行{column}列',
  csSolveConfirm: '答えをすべて表示しますか？パズルの答えがわかってしまいます。',
  csSolutionNone: 'クリックする必要はありません。両方の盤がすでに一致しています。',
  csMovedTarget: 'お手本の{row}行{column}列：{state}。',
  csMovedBoard: '{row}行{column}列：{count}マスを反転。あと{needed}回のクリックで解けます。',
  csMovedBoardSolved: '{row}行{column}列：{count}マスを反転。',
  csTargetLocked: 'お手本は固定されています。',
  csLocked: '固定',
  csHinted: 'ヒント',
  csInSolution: '答えの一部',
  csChecked: 'チェックあり',
  csUnchecked: 'チェックなし',
  csVariantHelp1: '角は2×2のブロック、辺の中央はその辺、中心は十字を反転します。',
  csVariantHelp2: '角は自身と同じ行・同じ列の隣、辺の中央はその辺と中心、中心は十字を反転します。',
  csVariantHelp3: '角は自身と同じ行・同じ列の隣、辺の中央はその辺と中心、中心は自身だけを反転します。',
  csGoal: 'パズルをお手本と同じ形にしましょう。',
  csValue: '状態{value}（0〜{max}）',
  csMovedTargetValue: 'お手本の{row}行{column}列：状態{value}になりました。',
  csMovedBoardStates: '{row}行{column}列：{count}マスの状態が1つ進みました。',
  csNeededSentence: 'あと{needed}回のクリックで解けます。',
  csUnreachable: 'パズルをどうクリックしても、このお手本にはできません。お手本を変えるか、新しいゲームを始めてください。',
  csUnreachableWhy: 'クリックしても、マス {boxes}（行ごとに1〜9の番号）の合計は mod {k} で変わりません。そして2つの正方形でその合計が違います。',
  csUnreachableShort: 'このお手本は作れません',
  csInSolutionTimes: '答えの一部、{count}回クリック',
  csSolutionBoxTimes: '{box}（{count}回）',
  csMathsShow: '数学的な解き方を表示',
};

export default ja;
