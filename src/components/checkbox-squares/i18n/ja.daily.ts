/** 日本語 (`ja`): Checkbox Squares’ daily puzzle (daily.messages.ts), loaded with the daily results. Words as in the glossary of src/i18n/ja.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresDailyMessages } from '../daily.messages.js';

const ja: Translated<typeof checkboxSquaresDailyMessages> = {
  csName: 'チェックボックス・スクエア',
  csDaily: '日替わりパズル（{date}）',
  csDailyOutcome: 'クリア。手数：{count}。最少手数：{minimum}。',
  csDailySymbols: '正解に近づいたクリック：{closer}。遠ざかったクリック：{further}。',
  csDailyChart: '最少手数を超えた手数ごとのクリア数',
};

export default ja;
