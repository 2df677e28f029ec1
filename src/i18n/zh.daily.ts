/** 中文（简体） (`zh`): the daily puzzles’ result card and statistics (src/base/daily.messages.ts), loaded with them. Words as in the glossary of src/i18n/zh.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { dailyMessages } from '../base/daily.messages.js';

const zh: Translated<typeof dailyMessages> = {
  dailyNumber: '{game} #{number}',
  dailyNext: '下一题倒计时',
  dailyShare: '分享结果',
  dailyCopied: '结果已复制。',
  dailyShared: '结果已分享。',
  dailySelect: '这里没有剪贴板：结果已在文本框中选中，可直接复制。',
  dailyShareField: '要分享的结果',
  dailyClose: '关闭',
  dailyStats: '统计',
  dailyResult: '今日结果',
  dailyPlayed: '已玩',
  dailySolvedShare: '完成率 %',
  dailyStreak: '当前连胜',
  dailyBest: '最佳连胜',
  dailyBar: '{band}：{count}',
  dailyLatest: '你的最新结果',
  dailyNone: '完成一道每日谜题后，这里会显示你的统计。',
  dailyReplay: '重玩：只计当天的第一个结果。',
  dailyStorage: '无法在此设备上保存统计，关闭页面后即失效。',
  dailyUnreadable: '此处保存的统计无法读取。原数据保持不变，今日结果在关闭页面后即失效。',
  dailyDeviceOnly: '仅保存在此设备上。',
  dailyPast: '{date}的谜题：往日的谜题，不计入任何统计或连胜。',
  dailyEarlier: '往日谜题',
  dailyEarlierItem: '第{number}期，{date}',
  dailyToday: '今日谜题',
};

export default zh;
