/** עברית (`he`): Checkbox Squares’ strings (messages.ts), loaded with the game. Words as in the glossary of src/i18n/he.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresMessages } from '../messages.js';

const he: Translated<typeof checkboxSquaresMessages> = {
  csTarget: 'יעד',
  csBoard: 'חידה',
  csBox: 'שורה {row}, עמודה {column}',
  csMoves: 'מהלכים: {count}',
  csNeeded: 'מינימום לחיצות לפתרון: {count}',
  csSolved: 'נפתר ב-{count} {count:one=מהלך|two=מהלכים|other=מהלכים}!',
  csHintIs: 'רמז: ללחוץ על שורה {row}, עמודה {column} בחידה.',
  csSolutionIs: 'פתרון: ללחוץ על {boxes}.',
  csSolutionBox: 'שורה {row}, עמודה {column}',
  csSolveConfirm: 'להציג את הפתרון המלא? זה יקלקל את החידה.',
  csSolutionNone: 'אין על מה ללחוץ: הריבועים זהים.',
  csMovedTarget: 'יעד, שורה {row}, עמודה {column}: {state}.',
  csMovedBoard: 'שורה {row}, עמודה {column}: {count} {count:one=תיבה התהפכה|two=תיבות התהפכו|other=תיבות התהפכו}. עוד {needed} {needed:one=לחיצה|two=לחיצות|other=לחיצות} לפתרון.',
  csMovedBoardSolved: 'שורה {row}, עמודה {column}: {count} {count:one=תיבה התהפכה|two=תיבות התהפכו|other=תיבות התהפכו}.',
  csTargetLocked: 'היעד נעול.',
  csLocked: 'נעול',
  csHinted: 'רמז',
  csInSolution: 'חלק מהפתרון',
  csChecked: 'מסומנת',
  csUnchecked: 'לא מסומנת',
  csVariantHelp1: 'פינה הופכת את גוש ה-2x2 שלה, אמצע צלע את הצלע שלו, והמרכז את הצלב שלו.',
  csVariantHelp2: 'פינה הופכת את עצמה ואת שכנותיה בשורה ובעמודה, אמצע צלע את הצלע שלו ואת המרכז, והמרכז את הצלב שלו.',
  csVariantHelp3: 'פינה הופכת את עצמה ואת שכנותיה בשורה ובעמודה, אמצע צלע את הצלע שלו ואת המרכז, והמרכז רק את עצמו.',
  csGoal: 'המטרה: להפוך את החידה לזהה ליעד.',
  csValue: 'מצב {value} (0 עד {max})',
  csMovedTargetValue: 'יעד, שורה {row}, עמודה {column}: עכשיו במצב {value}.',
  csMovedBoardStates: 'שורה {row}, עמודה {column}: {count} {count:one=תיבה עברה|two=תיבות עברו|other=תיבות עברו} למצב הבא.',
  csNeededSentence: 'עוד {needed} {needed:one=לחיצה|two=לחיצות|other=לחיצות} לפתרון.',
  csUnreachable: 'שום רצף לחיצות על החידה לא יגיע ליעד הזה: אפשר לשנות את היעד או להתחיל משחק חדש.',
  csUnreachableWhy: 'לחיצות אף פעם לא משנות את סכום התיבות {boxes} (ממוספרות 1 עד 9, שורה אחר שורה) מודולו {k}, והסכום הזה שונה בין שני הריבועים.',
  csUnreachableShort: 'היעד לא בהישג יד',
  csInSolutionTimes: 'חלק מהפתרון, {count} לחיצות',
  csSolutionBoxTimes: '{box} ({count} פעמים)',
  csMathsShow: 'הצג את המתמטיקה',
};

export default he;
