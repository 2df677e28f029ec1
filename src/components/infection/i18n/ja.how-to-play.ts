/** 日本語 (`ja`): Infection’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/ja.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { infectionHowToPlayMessages } from '../how-to-play.messages.js';

const ja: Translated<typeof infectionHowToPlayMessages> = {
  infGoal: 'ゲーム終了時に、相手より多くのマスを取りましょう。',
  infRuleCopy: '複製：隣接するマスへ動かします（8方向のどれでも可）。元の駒は残り、移動先に新しい駒が現れます。',
  infRuleJump: 'ジャンプ：空きマスを1つ越えて、一直線に2マス先へ動かします。駒は元のマスを離れます。',
  infRuleChecker: '駒越えジャンプ：ジャンプと同じですが、どの駒でも越えられます。越えられた駒はそのまま残ります。',
  infRuleKnight: 'ナイトジャンプ：ある方向に2マス、さらに横に1マスのL字に動かします。駒は元のマスを離れます。',
  infRuleConvert: '着地したマスに接する相手の駒は、すべて自分の駒になります。',
  infDiagramCopy: '緑の駒と、隣接するマスへの矢印。矢印の先には新しい緑の駒があり、ほかの隣接マスにはプラス記号が付いている。',
  infDiagramJump: '緑の駒が空きマスを越えてその先のマスへジャンプし、元のマスは空きになる。',
  infDiagramChecker: '緑の駒が黄色の駒を越えてその先のマスへジャンプし、黄色の駒はそのまま残る。',
  infDiagramKnight: '緑の駒が上に2マス、右に1マスのL字に動き、元のマスは空きになる。',
  infDiagramConvert: '前：黄色、空き、黄色。緑の駒が真ん中に着地した後：緑の駒が3つ。',
  infNoteObstacle: 'X印のマスにはどの駒も着地できず、一直線のジャンプでも越えられません。',
  infNoteEnd: '盤面が埋まる（駒の多い方の勝ち）か、どちらかが動けなくなる（もう一方の勝ち）と、ゲームは終了します。',
  infNoteRepetition: '同じ局面が3回目になったときもゲームは終了します（駒の多い方の勝ち）。',
  ataxxRuleJump: 'ジャンプ：2マス離れた任意のマスへ、一直線でなくても、何があっても飛び越えて動かします。駒は元のマスを離れます。',
  ataxxNoteGap: 'Xのマス（穴）には何も置けませんが、ジャンプで飛び越えることはできます。',
  ataxxNotePass: '動かせる手がない人はパスし、相手が続けて打ちます。',
  ataxxNoteEnd: '盤面が埋まるか、どちらかの駒がなくなる（駒の多い方の勝ち）か、双方50手複製がないか、同じ局面が3回目になる（この2つは引き分け）と、ゲームは終了します。',
  infKeyPick: '駒を持ち上げて、置く',
  infKeyPutBack: '駒を元の位置に戻す',
};

export default ja;
