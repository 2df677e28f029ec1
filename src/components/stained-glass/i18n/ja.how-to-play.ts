/** 日本語 (`ja`): Stained Glass’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/ja.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassHowToPlayMessages } from '../how-to-play.messages.js';

const ja: Translated<typeof stainedGlassHowToPlayMessages> = {
  sgGoal: 'タイル同士を跳び越えさせて、残りが1枚になるまで続けましょう。',
  sgCardHop: 'タイルは隣接するタイルを跳び越えて、そのすぐ先のマスに移ります。8方向のどれでも可能です。',
  sgCardJump: '跳び越えられるタイルは、動かすタイルの色を含んでいなければならず、その色を失います。動かしたタイルが元いたマスは黒になります。',
  sgCardPrimary: 'また、原色（赤・黄色・青）は別の原色を跳び越えることもでき、跳び越えられた原色は黒になります。',
  sgCardLand: '着地できるのは、黒、自分と同じ色、または自分の色をひとつも含まない色のマスで、着地すると色が混ざります。',
  sgCardEnd: 'どのタイルも動かせなくなるとゲーム終了です。1枚だけ残れば勝ちです。',
  sgDiagramHop: '赤のタイルが、オレンジのタイルを斜めに跳び越えて、その先の黒いマスへ移る。',
  sgDiagramJump: '前：赤、オレンジ、黒。後：黒、黄色、赤。オレンジのタイルは赤を失った。',
  sgDiagramPrimary: '前：青、赤、黒。後：黒、黒、青。',
  sgDiagramLand: '前：黄色、緑、赤。後：黒、青、オレンジ。黄色が赤に着地してオレンジになった。',
  sgDiagramEnd: '黒いマスばかりの盤面に紫のタイルが1枚だけ残り、チェック印が付いている。',
  sgNoteScore: 'スコア：手数（戻した回数も含む）×盤面に残った色バーの数。少ないほど良いスコアです。',
  sgKeySelect: 'タイルを選び、次に着地先を選ぶ',
  sgKeyCancel: '選択を解除',
};

export default ja;
