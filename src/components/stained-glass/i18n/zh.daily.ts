/** 中文（简体） (`zh`): Stained Glass’s daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/zh.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassDailyMessages } from '../daily.messages.js';

const zh: Translated<typeof stainedGlassDailyMessages> = {
  sgName: '花窗玻璃',
  sgDailyWin: '只剩一块方块。步数：{count}。得分：{score}。',
  sgDailyStuck: '无路可走。剩余方块：{tiles}。步数：{count}。得分：{score}。',
  sgDailySymbols: '已清除方块：{cleared}/{total}。',
  sgDailyChart: '按得分统计的对局（越低越好）',
  sgDailyStuckBand: '无路可走',
};

export default zh;
