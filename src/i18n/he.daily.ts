/** עברית (`he`): the daily puzzles’ result card and statistics (src/base/daily.messages.ts), loaded with them. Words as in the glossary of src/i18n/he.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { dailyMessages } from '../base/daily.messages.js';

const he: Translated<typeof dailyMessages> = {
  dailyNumber: '{game} מס׳ {number}',
  dailyNext: 'החידה הבאה בעוד',
  dailyShare: 'שיתוף התוצאה',
  dailyCopied: 'התוצאה הועתקה.',
  dailyShared: 'התוצאה שותפה.',
  dailySelect: 'אין כאן לוח העתקה: התוצאה מסומנת בשדה הטקסט ומוכנה להעתקה.',
  dailyShareField: 'תוצאה לשיתוף',
  dailyClose: 'סגירה',
  dailyStats: 'סטטיסטיקה',
  dailyResult: 'התוצאה של היום',
  dailyPlayed: 'שוחקו',
  dailySolvedShare: 'נפתרו %',
  dailyStreak: 'רצף נוכחי',
  dailyBest: 'הרצף הטוב ביותר',
  dailyBar: '{band}: {count}',
  dailyLatest: 'התוצאה האחרונה',
  dailyNone: 'סטטיסטיקה תופיע כאן אחרי פתרון חידה יומית.',
  dailyReplay: 'משחק חוזר: התוצאה הראשונה של היום היא שנחשבת.',
  dailyStorage: 'אי אפשר לשמור את הסטטיסטיקה במכשיר הזה, והיא נשמרת רק עד סגירת הדף.',
  dailyUnreadable: 'אי אפשר לקרוא את הסטטיסטיקה השמורה כאן. היא נשארת כמו שהיא, ותוצאות היום נשמרות רק עד סגירת הדף.',
  dailyDeviceOnly: 'נשמר במכשיר הזה בלבד.',
  dailyPast: 'החידה של {date}: מיום קודם, היא לא נספרת בשום סטטיסטיקה או רצף.',
  dailyEarlier: 'חידות קודמות',
  dailyEarlierItem: '#{number}, {date}',
  dailyToday: 'החידה של היום',
};

export default he;
