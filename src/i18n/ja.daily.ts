/** 日本語 (`ja`): the daily puzzles’ result card and statistics (src/base/daily.messages.ts), loaded with them. Words as in the glossary of src/i18n/ja.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { dailyMessages } from '../base/daily.messages.js';

const ja: Translated<typeof dailyMessages> = {
  dailyNumber: '{game} #{number}',
  dailyNext: '次のパズルまで',
  dailyShare: '結果をシェア',
  dailyCopied: '結果をコピーしました。',
  dailyShared: '結果をシェアしました。',
  dailySelect: 'クリップボードが使えません。結果はテキスト欄で選択済みなので、そのままコピーできます。',
  dailyShareField: 'シェアする結果',
  dailyClose: '閉じる',
  dailyStats: '統計',
  dailyResult: '今日の結果',
  dailyPlayed: 'プレイ数',
  dailySolvedShare: 'クリア率 %',
  dailyStreak: '現在の連続日数',
  dailyBest: '最長の連続日数',
  dailyBar: '{band}：{count}',
  dailyLatest: '最新の結果',
  dailyNone: '日替わりパズルをクリアすると、ここに統計が表示されます。',
  dailyReplay: '再挑戦：その日最初の結果が記録されます。',
  dailyStorage: 'この端末には統計を保存できません。ページを閉じるまで有効です。',
  dailyUnreadable: 'ここに保存された統計を読み取れません。そのまま残し、今日の結果はページを閉じるまで有効です。',
  dailyDeviceOnly: 'この端末にのみ保存されます。',
  dailyPast: '{date}のパズル：過去の日のもので、統計にも連続記録にも数えません。',
  dailyEarlier: '過去のパズル',
  dailyEarlierItem: '#{number}、{date}',
  dailyToday: '今日のパズル',
};

export default ja;
