/** 日本語 (`ja`): Stained Glass’s daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/ja.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassDailyMessages } from '../daily.messages.js';

const ja: Translated<typeof stainedGlassDailyMessages> = {
  sgName: 'ステンドグラス',
  sgDailyWin: 'タイル残り1枚。手数：{count}。スコア：{score}。',
  sgDailyStuck: '行き詰まり。残りのタイル：{tiles}枚。手数：{count}。スコア：{score}。',
  sgDailySymbols: '取り除いたタイル：{total}枚中{cleared}枚。',
  sgDailyChart: 'スコアごとのゲーム数（低いほど良い）',
  sgDailyStuckBand: '行き詰まり',
};

export default ja;
