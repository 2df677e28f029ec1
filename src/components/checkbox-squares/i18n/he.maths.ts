/** עברית (`he`): Checkbox Squares’ maths panel (maths.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/he.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { mathsMessages } from '../maths.messages.js';

const he: Translated<typeof mathsMessages> = {
  csMathsTitle: 'המתמטיקה שמאחורי החידה',
  csMathsIntro: 'כפתור j מוסיף 1 (מודולו {k}) לכל תיבה שיש לה 1 בעמודה j של A. אם x מציין כמה פעמים לוחצים על כל כפתור, החידה משתנה ב-A·x, ולכן היא זהה ליעד כאשר A·x = d (mod {k}), כאשר d הוא מה שצריך להשתנות. שיטת החילוץ של גאוס פותרת את 9 המשוואות האלה.',
  csMathsCaption: 'מטריצת הלחיצות A (שורות: תיבות 1–9, עמודות: כפתורים 1–9, ממוספרים שורה אחר שורה) ו-d = יעד − חידה, מודולו {k}',
  csMathsBoxHeader: 'תיבה (משוואה)',
  csMathsButton: 'כפתור {n}',
  csMathsNeedHeader: 'd: מה שצריך להשתנות',
  csMathsChanged: 'השתנתה בשלב הזה',
  csMathsPivot: 'איבר ציר',
  csMathsStart: 'התחלה: [A | d] מודולו {k}. כל שורה היא תיבה אחת: סכום הכפתורים שמשנים אותה צריך להיות שווה למה שצריך להשתנות בה.',
  csMathsSwap: 'מחליפים בין שורה {a} לשורה {b}, כדי להעלות איבר ציר למעלה.',
  csMathsScale: 'כופלים את שורה {a} ב-{factor} (מודולו {k}), כדי שאיבר הציר שלה יהיה 1.',
  csMathsEliminate: 'שורה {a} פחות {factor} × שורה {b} (מודולו {k}): עמודה {column} מתאפסת מתחת לאיבר הציר.',
  csMathsBackSub: 'שורה {a} פחות {factor} × שורה {b} (מודולו {k}): עמודה {column} מתאפסת מעל לאיבר הציר.',
  csMathsUnreachable: 'שורה {a} אומרת עכשיו 0 = מספר שאינו 0: שום לחיצות לא יהפכו את החידה לזהה ליעד הזה.',
  csMathsInconsistent: 'אומרת 0 = מספר שאינו 0',
  csMathsFree: 'בעמודה {columns} אין איבר ציר, ולכן הכפתור {columns} חופשי: כל מספר לחיצות עליו (0 עד {max}) נותן פתרון, ו־x הוא הפתרון עם הכי מעט לחיצות.',
  csMathsSolution: 'פתרון, מסומן על החידה: {presses}.',
  csMathsNothing: 'd כולו אפסים: אין על מה ללחוץ, הריבועים זהים.',
  csMathsPressOnce: 'כפתור {n}',
  csMathsPressTimes: 'כפתור {n} ({count} פעמים)',
  csMathsSteps: 'שלבי החילוץ',
  csMathsStepOf: 'שלב {n} מתוך {total}',
  csMathsBack: 'הקודם',
  csMathsNext: 'הבא',
  csMathsPlay: 'הפעלה',
  csMathsPause: 'השהיה',
};

export default he;
