/**
 * עברית (`he`): the strings every element shares (the toolbar, feedback), loaded
 * on first use (its own chunk); the How to play panel's frame is in
 * he.how-to-play.ts, each game's own strings beside it
 * (src/components/<game>/i18n/he.ts). Missing keys
 * fall back to English. Console warnings stay English. Placeholders as in
 * English; plurals name the language's categories (`{count:one=…|other=…}`).
 *
 * Glossary (use these words, so terms stay the same in every game):
 * - Infection: הדבקה
 * - Stained Glass: ויטראז'
 * - Kites: עפיפונים
 * - Checkbox Squares: ריבועי סימון
 * - tile: אריח (ר' אריחים)
 * - piece: כלי (ר' כלים)
 * - kite: עפיפון (ר' עפיפונים)
 * - box: תיבה (ר' תיבות)
 * - square (board cell, Infection / Stained Glass): משבצת
 * - square (one of the two 3x3 grids, Checkbox Squares): ריבוע
 * - cell (Kites): תא
 * - board: לוח
 * - panel (How to play): חלונית
 * - move: מהלך (ר' מהלכים)
 * - click: לחיצה
 * - undo: בטל (כפתור) / ביטול (פעולה)
 * - redo: בצע שוב
 * - cancel: ביטול
 * - copy (move): שכפול
 * - jump (move): קפיצה
 * - jump over a piece: קפיצה מעל כלי
 * - knight’s jump: קפיצת פרש
 * - convert: הומר / עוברים אליך
 * - obstacle: מכשול
 * - pick up / put back: הרמה / החזרה למקום
 * - hop: קופץ / מקפיצים (אריח מעל אריח צמוד)
 * - land: נוחת / נחיתה
 * - hint: רמז
 * - colours: Stained Glass (זכר, אחרי "האריח בצבע"): red=אדום, yellow=צהוב, blue=כחול, purple=סגול, orange=כתום, green=ירוק, white=לבן, black=שחור; Kites (זכר, מתאים ל"עפיפון"): red=אדום, yellow=צהוב, green=ירוק, cyan=תכלת, blue=כחול, violet=סגול; Infection players: Green=ירוק, Yellow=צהוב
 * - Kites letters: אציתכס (אדום, צהוב, ירוק, תכלת, כחול, סגול)
 * - Target / Puzzle: יעד / חידה
 * - toggle: הופך (את מצב התיבה)
 * - checked / unchecked: מסומנת / לא מסומנת
 * - corner / middle of a side / centre: פינה / אמצע צלע / מרכז
 * - triangle / quartet / wheel / half-wheel: משולש / רביעייה / גלגל / חצי גלגל
 * - configuration: תצורה
 * - wide angle / right angle / tip: זווית רחבה / זווית ישרה / חוד
 * - point: נקודה
 * - plus / minus (points): פלוס / מינוס
 * - extra move: מהלך נוסף
 * - same-coloured neighbour: שכן באותו צבע
 * - one-tile finish: סיום עם אריח אחד
 * - colour bars: פסי צבע
 * - primary (colour): צבע יסוד
 * - score: ניקוד
 * - computer: המחשב
 * - player: שחקן
 * - rival: יריב
 * - address: הוראות בלשון רבים סתמית או בשם פעולה (מזיזים, לחיצה על), בלי פנייה מגדרית
 */
import type { baseMessages, Translated } from '../base/messages.js';

const he: Translated<typeof baseMessages> = {
  controls: 'פקדי המשחק',
  undo: 'בטל',
  redo: 'בצע שוב',
  newGame: 'משחק חדש',
  hint: 'רמז',
  solve: 'הצג פתרון',
  undone: 'המהלך בוטל.',
  undoneMoves: '{count} מהלכים בוטלו.',
  redone: 'המהלך בוצע שוב.',
  redoneMoves: '{count} מהלכים בוצעו שוב.',
  nothingToUndo: 'אין מה לבטל.',
  nothingToRedo: 'אין מה לבצע שוב.',
  newGameStarted: 'משחק חדש.',
  newGameUndoable: 'משחק חדש. ביטול יחזיר את המשחק הקודם.',
  earlierGameBack: 'המשחק הקודם שלך חזר, אחרי {count} {count:one=מהלך|two=מהלכים|other=מהלכים}.',
  laterGameBack: 'חזרה למשחק החדש יותר.',
  more: 'עוד',
  confirmYes: 'כן, הצג',
  confirmCancel: 'ביטול',
  win: 'ניצחון',
  loss: 'הפסד',
  draw: 'תיקו',
  readonlyBoard: 'הלוח הזה לקריאה בלבד.',
  gameIsOver: 'המשחק נגמר: אפשר לבטל מהלך או להתחיל משחק חדש.',
  notAllowed: 'המהלך הזה לא מותר כאן.',
  share: 'שיתוף',
  shareCopied: 'הקישור למשחק הזה הועתק.',
  shareCopiedShort: 'הועתק',
  shareSelect: 'העתקה אוטומטית לא זמינה כאן: הקישור למשחק מסומן בשדה הטקסט שלמטה ומוכן להעתקה.',
  shareLink: 'קישור למשחק הזה',
  resumed: 'המשחק השמור שלך חזר, אחרי {count} {count:one=מהלך|two=מהלכים|other=מהלכים}.',
  savedElsewhere: 'כרטיסייה אחרת שמרה את המשחק שלה באותו שם. גם המשחק הזה נשמר: המהלך הבא שלך ישמור אותו שוב.',
  displacedOffered: 'משחק אחר שנשמר באותו שם נשמר גם הוא: בטל בתחילת המשחק הזה מחזיר אותו, אחרי {count} {count:one=מהלך|two=מהלכים|other=מהלכים}.',
  htpTitle: 'איך משחקים',
  hintBusy: 'מחפש מהלך טוב…',
  noHint: 'אין רמז כרגע.',
  lastFrom: 'המהלך האחרון יצא מכאן',
  lastTo: 'המהלך האחרון הגיע לכאן',
  moves: 'מהלכים',
  moveListStart: 'התחלה',
  reviewing: 'סקירת המצב אחרי מהלך {ply} מתוך {count}: הלוח לקריאה בלבד. Escape חוזר למשחק.',
  backToGame: 'חזרה למשחק',
  restart: 'התחלה מחדש',
  restarted: 'חזרה לתחילת המשחק הזה. ביטול מחזיר את המהלכים שלך.',
  gameId: 'מזהה משחק',
  openGameId: 'פתיחה',
  gameIdOpened: 'המשחק נפתח מהמזהה שלו.',
  lastClick: 'הלחיצה האחרונה',
  gameIdBad: 'מזהה המשחק הזה לא נפתח כאן ({why}). המשחק הנוכחי לא השתנה.',
};

export default he;
