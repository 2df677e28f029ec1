/** עברית (`he`): <boardlets-worksheet>’s strings (messages.ts), loaded with the element. Words as in the glossary of src/i18n/he.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { worksheetMessages } from '../messages.js';

const he: Translated<typeof worksheetMessages> = {
  wsCheckboxTitle: 'ריבועי סימון',
  wsStainedGlassTitle: 'ויטראז\'',
  wsName: 'שם',
  wsDate: 'תאריך',
  wsPrint: 'הדפסה',
  wsPreparing: 'מכינים את דף העבודה…',
  wsReady: 'דף העבודה מוכן.',
  wsPuzzle: 'חידה {number}',
  wsAnswerKey: 'פתרונות',
  wsCheckboxTask: 'בכל חידה, מצאו על אילו תיבות בריבוע „חידה” צריך ללחוץ כדי שיהיה זהה ליעד, וסמנו אותן ב„הלחיצות שלכם”. השתמשו בכמה שפחות לחיצות.',
  wsClickRule: 'מה לחיצה על תיבה בריבוע „חידה” מחליפה (התיבה שנלחצה מוקפת בעיגול):',
  wsTickLegend: 'וי מציין תיבה מסומנת.',
  wsDotsLegend: 'התיבות נספרות בנקודות: לחיצה מוסיפה נקודה לכל תיבה שהיא משנה, ותיבה עם מספר הנקודות הגדול ביותר חוזרת להיות ריקה.',
  wsBoxState: 'שורה {row}, עמודה {column}: {state}',
  wsBoxPresses: 'שורה {row}, עמודה {column} ×{count}',
  wsChecked: '{square}, מסומנות: {boxes}',
  wsNoneChecked: '{square}, אין תיבה מסומנת',
  wsFewest: 'מספר הלחיצות המזערי: {count}',
  wsYourClicks: 'הלחיצות שלכם',
  wsStainedGlassTask: 'בכל לוח, כתבו את הקפיצות שלכם לפי הסדר, למשל „b2 מעל c2 אל d2”, עד שיישאר אריח אחד.',
  wsTile: '{square} {color}',
  wsHop: '{from} מעל {over} אל {to}',
  wsSheet: 'דף {seed}',
};

export default he;
