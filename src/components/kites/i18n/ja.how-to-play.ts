/** 日本語 (`ja`): Kites’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/ja.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { kitesHowToPlayMessages } from '../how-to-play.messages.js';

const ja: Translated<typeof kitesHowToPlayMessages> = {
  ktRuleFewer: '使う色が6色より少ないとき、形に必要な異なる色の数は、その形のカイトの数と同じです。ただし、使っている色数の方が少なければ、その色数で足ります。',
  ktRuleExtra: '半車輪か車輪を完成させると、もう1手打てます。ただし、同時に三角か四角も完成させた場合や、同じ色のカイトと隣り合った場合は除きます。',
  ktRuleEnd: '盤面が埋まったら、得点の最も多い人の勝ちです。全員が同点なら引き分けです。3人以上で遊ぶときは、1位で並んだ人たちが勝利を分け合います。',
  ktCardOrder: '順番に、空いているマスにカイトを1つずつ置きます。色は誰の番かに関係なく、決まった順に巡ります：{colors}。',
  ktCardTriangle: '三角：異なる色のカイト3つが、鈍角の頂点を1点に集めた形。1点。',
  ktCardQuartet: '四角：異なる色のカイト4つが、直角の頂点を1点に集めた形。1点。',
  ktCardWheel: '車輪：色を問わずカイト6つが、先端を1点に集めた形。1点。',
  ktCardHalfWheel: '半車輪：異なる色のカイト3つが、盤の端で先端を1点に集めた形。得点はありませんが、もう1手打てます。',
  ktCardPenalty: '置いたカイトと辺で接する同じ色のカイト1つにつき、1点を失います。',
  ktDiagramOrder: '色の文字が入った円が輪になって並び、その周りを矢印が回っている図。',
  ktDiagramTriangle: '赤・緑・青のカイト3つが三角形を作り、鈍角の頂点が中央の点で集まっている。プラス1。',
  ktDiagramQuartet: '赤・黄色・緑・水色のカイト4つの直角の頂点が、1つの点で集まっている。プラス1。',
  ktDiagramWheel: '各色1つずつ、計6つのカイトの先端が中央の点で集まっている。プラス1。',
  ktDiagramHalfWheel: '黄色・緑・水色のカイト3つの先端が、盤の端の点で集まっている。',
  ktDiagramPenalty: '隣り合う赤いカイト2つ。共有する辺に印が付いている。マイナス1。',
  ktKeyDiagonal: '斜めに移動（テンキー）',
  ktKeyPlace: '次のカイトを置く',
  ktKeyBack: '1手戻す',
};

export default ja;
