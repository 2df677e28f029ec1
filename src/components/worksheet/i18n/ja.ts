/** 日本語 (`ja`): <boardlets-worksheet>’s strings (messages.ts), loaded with the element. Words as in the glossary of src/i18n/ja.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { worksheetMessages } from '../messages.js';

const ja: Translated<typeof worksheetMessages> = {
  wsCheckboxTitle: 'チェックボックス・スクエア',
  wsStainedGlassTitle: 'ステンドグラス',
  wsName: '名前',
  wsDate: '日付',
  wsPrint: '印刷',
  wsPreparing: 'ワークシートを準備しています…',
  wsReady: 'ワークシートの準備ができました。',
  wsPuzzle: '問題 {number}',
  wsAnswerKey: '解答',
  wsCheckboxTask: '各問題で、「パズル」の四角をお手本と同じにするためにクリックするマスを見つけ、「あなたのクリック」に印をつけましょう。クリックはできるだけ少なく。',
  wsClickRule: '「パズル」の四角のマスをクリックすると切り替わるマス（クリックしたマスは丸で囲んであります）：',
  wsTickLegend: 'チェックマークはチェックされたマスです。',
  wsDotsLegend: 'マスは点の数で数えます。クリックすると変わるマスそれぞれに点が1つ増え、点がいちばん多いマスは空に戻ります。',
  wsBoxState: '{row}行{column}列：{state}',
  wsBoxPresses: '{row}行{column}列 ×{count}',
  wsChecked: '{square}、チェックあり：{boxes}',
  wsNoneChecked: '{square}、チェックされたマスなし',
  wsFewest: '最少クリック数：{count}',
  wsYourClicks: 'あなたのクリック',
  wsStainedGlassTask: '各盤で、タイルが1枚になるまで跳ぶ手を順番に書きましょう（例：「b2 から c2 を越えて d2 へ」）。',
  wsTile: '{square} {color}',
  wsHop: '{from} から {over} を越えて {to} へ',
  wsSheet: 'シート {seed}',
};

export default ja;
