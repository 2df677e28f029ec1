/** עברית (`he`): Infection’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/he.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { infectionHowToPlayMessages } from '../how-to-play.messages.js';

const he: Translated<typeof infectionHowToPlayMessages> = {
  infGoal: 'בסוף המשחק צריך להחזיק ביותר משבצות מהיריב.',
  infRuleCopy: 'שכפול: מזיזים למשבצת צמודה, בכל אחד מ-8 הכיוונים. הכלי נשאר במקומו וכלי חדש מופיע.',
  infRuleJump: 'קפיצה: מזיזים שתי משבצות בקו ישר, מעל משבצת ריקה. הכלי עוזב את המשבצת שלו.',
  infRuleChecker: 'קפיצה מעל כלי: אותו הדבר, מעל כל כלי שהוא. הכלי שמעליו קופצים נשאר כמו שהוא.',
  infRuleKnight: 'קפיצת פרש: שתי משבצות לכיוון אחד ואחת הצידה, בצורת L. הכלי עוזב את המשבצת שלו.',
  infRuleConvert: 'כלי היריב הצמודים למשבצת הנחיתה עוברים אליך.',
  infDiagramCopy: 'כלי ירוק, חץ אל משבצת צמודה ובה כלי ירוק חדש, וסימני פלוס על שאר המשבצות הצמודות.',
  infDiagramJump: 'כלי ירוק קופץ מעל משבצת ריקה אל המשבצת שמעבר לה; המשבצת הקודמת שלו נשארת ריקה.',
  infDiagramChecker: 'כלי ירוק קופץ מעל כלי צהוב אל המשבצת שמעבר לו; הכלי הצהוב נשאר במקומו.',
  infDiagramKnight: 'כלי ירוק זז שתי משבצות למעלה ואחת ימינה, בצורת L; המשבצת הקודמת שלו נשארת ריקה.',
  infDiagramConvert: 'לפני: צהוב, ריקה, צהוב. אחרי שכלי ירוק נוחת באמצע: שלושה כלים ירוקים.',
  infNoteObstacle: 'אי אפשר לנחות על משבצת X, ושום קפיצה בקו ישר לא עוברת מעליה.',
  infNoteEnd: 'המשחק נגמר כשהלוח מלא (מי שיש לו הכי הרבה כלים מנצח) או כששחקן לא יכול לזוז (השני מנצח).',
  infNoteRepetition: 'גם מצב שחוזר בפעם השלישית מסיים את המשחק: מי שיש לו הכי הרבה כלים מנצח.',
  ataxxRuleJump: 'קפיצה: מזיזים לכל משבצת במרחק שתיים, בקו ישר או לא, מעל כל דבר. הכלי עוזב את המשבצת שלו.',
  ataxxNoteGap: 'שום כלי לא נוחת על משבצת X (חור), אבל קפיצות עוברות מעליה.',
  ataxxNotePass: 'שחקן שלא יכול לזוז מוותר על התור; השני ממשיך.',
  ataxxNoteEnd: 'המשחק נגמר כשהלוח מלא או כשלשחקן לא נשארו כלים (מי שיש לו הכי הרבה כלים מנצח), אחרי 50 מהלכים לכל צד בלי שכפול, או כשמצב חוזר בפעם השלישית (בשני אלה תיקו).',
  infKeyPick: 'הרמת כלי, ואז הנחתו',
  infKeyPutBack: 'החזרת הכלי למקומו',
};

export default he;
