/** 日本語 (`ja`): Checkbox Squares’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/ja.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresHowToPlayMessages } from '../how-to-play.messages.js';

const ja: Translated<typeof checkboxSquaresHowToPlayMessages> = {
  csCardCorner1: '角は2×2のブロック（自身と隣の3マス）を反転します。',
  csCardCorner2: '角は自身と、同じ行・同じ列で隣り合うマスを反転します。',
  csCardSide1: '辺の中央は、その辺に並ぶ3マスを反転します。',
  csCardSide2: '辺の中央は、その辺に並ぶ3マスと中心を反転します。',
  csCardCentre1: '中心は、自身を中心とした十字形の5マスを反転します。',
  csCardCentre3: '中心は自身だけを反転します。',
  csDiagramClick: '{square}をクリックすると{count}マスにチェックが入る：{boxes}。',
  csDiagramCorner: '左上の角',
  csDiagramSide: '上辺の中央のマス',
  csDiagramCentre: '中心',
  csNoteLeft: 'お手本をクリックすると、そのマスだけが反転します。',
  csNoteOrder: '同じマスを2回クリックすると元に戻ります。クリックする順番は関係ありません。',
  csKeySquare: 'もう一方の盤へ移動',
  csKeyToggle: 'マスをクリック',
};

export default ja;
