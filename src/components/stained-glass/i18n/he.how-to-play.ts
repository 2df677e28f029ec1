/** עברית (`he`): Stained Glass’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/he.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassHowToPlayMessages } from '../how-to-play.messages.js';

const he: Translated<typeof stainedGlassHowToPlayMessages> = {
  sgGoal: 'מקפיצים אריחים זה מעל זה עד שנשאר אריח אחד.',
  sgCardHop: 'אריח קופץ מעל אריח צמוד אל המשבצת שמיד אחריו, בכל אחד מ-8 הכיוונים.',
  sgCardJump: 'האריח שמעליו קופצים חייב להכיל את הצבע של האריח הקופץ, והוא מאבד אותו. המשבצת שהאריח הקופץ עזב הופכת לשחורה.',
  sgCardPrimary: 'בנוסף, צבע יסוד (אדום, צהוב או כחול) יכול לקפוץ מעל צבע יסוד אחר, והאחר הופך לשחור.',
  sgCardLand: 'האריח נוחת על שחור, על הצבע שלו עצמו, או על צבע שאין בו דבר מהצבע שלו, והצבעים מתערבבים.',
  sgCardEnd: 'כשאף אריח לא יכול לזוז, המשחק נגמר. אם נשאר אריח אחד, ניצחת.',
  sgDiagramHop: 'אריח אדום קופץ באלכסון מעל אריח כתום אל המשבצת השחורה שמעבר לו.',
  sgDiagramJump: 'לפני: אדום, כתום, שחור. אחרי: שחור, צהוב, אדום. האריח הכתום איבד את האדום שבו.',
  sgDiagramPrimary: 'לפני: כחול, אדום, שחור. אחרי: שחור, שחור, כחול.',
  sgDiagramLand: 'לפני: צהוב, ירוק, אדום. אחרי: שחור, כחול, כתום. צהוב שנחת על אדום יצר כתום.',
  sgDiagramEnd: 'לוח של משבצות שחורות שנשאר עליו אריח סגול אחד, מסומן בווי.',
  sgNoteScore: 'ניקוד: מספר המהלכים (גם ביטולים נספרים) כפול מספר הפסים שנותרו על הלוח. נמוך יותר עדיף.',
  sgKeySelect: 'בחירת אריח, ואז מקום הנחיתה',
  sgKeyCancel: 'ביטול הבחירה',
};

export default he;
