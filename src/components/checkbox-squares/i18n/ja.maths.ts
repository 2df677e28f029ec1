/** 日本語 (`ja`): Checkbox Squares’ maths panel (maths.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/ja.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { mathsMessages } from '../maths.messages.js';

const ja: Translated<typeof mathsMessages> = {
  csMathsTitle: '数学的な解き方',
  csMathsIntro: 'ボタンjは、Aの第j列で1になっているすべてのマスに1を加えます（mod {k}）。各ボタンを押す回数をxとすると、パズルはA·xだけ変化します。変えるべき量をdとすると、A·x = d（mod {k}）のときパズルはお手本と一致します。この9本の方程式をガウスの消去法で解きます。',
  csMathsCaption: 'クリック行列A（行：マス1〜9、列：ボタン1〜9、番号は上の行から順）とd = お手本 − パズル（mod {k}）',
  csMathsBoxHeader: 'マス（方程式）',
  csMathsButton: 'ボタン{n}',
  csMathsNeedHeader: 'd：変えるべき量',
  csMathsChanged: 'この手順で変化',
  csMathsPivot: 'ピボット',
  csMathsStart: '開始：[A | d]（mod {k}）。各行が1つのマスを表します。そのマスを変えるボタンの合計が、そのマスで変えるべき量と等しくなる必要があります。',
  csMathsSwap: 'ピボットを上に持ってくるため、第{a}行と第{b}行を入れ替えます。',
  csMathsScale: 'ピボットが1になるように、第{a}行を{factor}倍します（mod {k}）。',
  csMathsEliminate: '第{a}行から第{b}行の{factor}倍を引きます（mod {k}）。第{column}列のピボットより下が0になります。',
  csMathsBackSub: '第{a}行から第{b}行の{factor}倍を引きます（mod {k}）。第{column}列のピボットより上が0になります。',
  csMathsUnreachable: '第{a}行が「0 = 0でない数」になりました。どう押しても、パズルをこのお手本と一致させることはできません。',
  csMathsInconsistent: '0 = 0でない数 になっている',
  csMathsFree: '第{columns}列にはピボットがないので、ボタン{columns}は自由です。押す回数（0〜{max}）ごとに解が1つあり、x はクリック数が最も少ない解です。',
  csMathsSolution: '解（パズル上に表示）：{presses}。',
  csMathsNothing: 'dはすべて0です。押す必要はなく、両方の盤はすでに一致しています。',
  csMathsPressOnce: 'ボタン{n}',
  csMathsPressTimes: 'ボタン{n}（{count}回）',
  csMathsSteps: '消去の手順',
  csMathsStepOf: 'ステップ{n}／{total}',
  csMathsBack: '前へ',
  csMathsNext: '次へ',
  csMathsPlay: '再生',
  csMathsPause: '一時停止',
};

export default ja;
