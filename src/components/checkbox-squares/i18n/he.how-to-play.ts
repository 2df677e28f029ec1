/** עברית (`he`): Checkbox Squares’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/he.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresHowToPlayMessages } from '../how-to-play.messages.js';

const he: Translated<typeof checkboxSquaresHowToPlayMessages> = {
  csCardCorner1: 'פינה הופכת את גוש ה-2×2 שלה: את עצמה ואת שלוש שכנותיה.',
  csCardCorner2: 'פינה הופכת את עצמה ואת שכנותיה באותה שורה ובאותה עמודה.',
  csCardSide1: 'אמצע של צלע הופך את שלוש התיבות שלאורך הצלע הזו.',
  csCardSide2: 'אמצע של צלע הופך את שלוש התיבות שלאורך הצלע הזו, וגם את המרכז.',
  csCardCentre1: 'המרכז הופך את הצלב של חמש תיבות סביבו.',
  csCardCentre3: 'המרכז הופך רק את עצמו.',
  csDiagramClick: 'לחיצה על {square}: {count} {count:one=תיבה מסומנת|two=תיבות מסומנות|other=תיבות מסומנות}: {boxes}.',
  csDiagramCorner: 'הפינה השמאלית העליונה',
  csDiagramSide: 'התיבה האמצעית העליונה',
  csDiagramCentre: 'המרכז',
  csNoteLeft: 'לחיצה על היעד הופכת רק את התיבה הזו.',
  csNoteOrder: 'שתי לחיצות על אותה תיבה מבטלות זו את זו, וסדר הלחיצות לא משנה.',
  csKeySquare: 'מעבר לריבוע השני',
  csKeyToggle: 'לחיצה על התיבה',
};

export default he;
