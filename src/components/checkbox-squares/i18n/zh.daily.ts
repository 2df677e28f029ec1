/** 中文（简体） (`zh`): Checkbox Squares’ daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/zh.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresDailyMessages } from '../daily.messages.js';

const zh: Translated<typeof checkboxSquaresDailyMessages> = {
  csName: '勾选方阵',
  csDaily: '每日谜题（{date}）',
  csDailyOutcome: '已完成。步数：{count}。最少步数：{minimum}。',
  csDailySymbols: '让两个方阵更接近的点击：{closer}。让它们更远的点击：{further}。',
  csDailyChart: '按超出最少步数的步数统计已完成的谜题',
};

export default zh;
