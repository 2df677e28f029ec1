/**
 * עברית (`he`): every string of boardlets, loaded on first use (its own
 * chunk). Console warnings stay English. Placeholders as in English; plurals
 * name the language's categories (`{count:one=…|other=…}`).
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
import type { Messages } from '../base/messages.js';

const he: Messages = {
  // base
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
  htpTitle: 'איך משחקים',
  // base how-to-play panel
  htpKeys: 'מקשים',
  htpClose: 'סגירה',
  htpOr: 'או',
  htpArrows: 'מקשי החצים',
  htpMoveCursor: 'הזזת הסמן',
  htpEnter: 'Enter',
  htpSpace: 'רווח',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Backspace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'החלונית הזו',
  // checkbox-squares
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
  // checkbox-squares how-to-play
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
  // infection
  infLastFrom: 'המהלך האחרון יצא מכאן',
  infLastTo: 'המהלך האחרון הגיע לכאן',
  infConvertedLast: 'הומר במהלך האחרון',
  infBoard: 'לוח הדבקה',
  infHelp: 'מזיזים כלי משבצת אחת כדי לשכפל אותו, או שתי משבצות (או בצורת L של פרש) כדי לקפוץ. כלי היריב הצמודים למקום הנחיתה עוברים אליך.',
  infGreen: 'ירוק',
  infYellow: 'צהוב',
  infPiece: 'כלי {color}',
  infEmpty: 'ריקה',
  infObstacle: 'מכשול',
  infPickedUp: 'הורם',
  infDuplicate: 'שכפול',
  infJump: 'קפיצה',
  infChecker: 'קפיצה מעל כלי',
  infKnight: 'קפיצת פרש',
  infTarget: 'מהלך לכאן: {kind}',
  infYourTurn: 'תורך ({color})',
  infComputerTurn: 'תור המחשב ({color})',
  infToMove: 'התור של {color}',
  infThinking: 'המחשב חושב… ({color})',
  infMove: '{color} מ-{from} אל {to}: {kind}.',
  infComputer: 'המחשב:',
  infConverted: '{count} {count:one=כלי הומר|two=כלים הומרו|other=כלים הומרו}: {squares}.',
  infScore: 'ירוק {green}, צהוב {yellow}.',
  infYourMove: 'תורך.',
  infWins: '{color} מנצח, {count} מול {other}.',
  infDraw: 'תיקו, {count} לכל צד.',
  infYouWin: 'ניצחת בתור {color}, {count} מול {other}.',
  infComputerWins: '{color} (המחשב) מנצח, {count} מול {other}.',
  infFull: 'הלוח מלא.',
  infStuck: 'אין מהלך חוקי עבור {color}.',
  infPicked: 'הכלי ב-{square} הורם: {count} {count:one=מהלך אפשרי|two=מהלכים אפשריים|other=מהלכים אפשריים}.',
  infPutBack: 'הכלי הוחזר למקומו.',
  infCannotMove: 'לכלי ב-{square} אין מהלך חוקי.',
  infPickOwn: 'התור של {color}: יש להרים כלי {color}.',
  infTaken: '{square} תפוסה.',
  infIsObstacle: 'ב-{square} יש מכשול.',
  infOverObstacle: 'קפיצה לא יכולה לעבור מעל מכשול.',
  infOutOfReach: '{square} מחוץ לטווח של {from}.',
  infWait: 'רק רגע: המחשב חושב.',
  infWatch: 'כאן המחשב משחק בשני הצדדים.',
  // infection how-to-play
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
  infKeyPick: 'הרמת כלי, ואז הנחתו',
  infKeyPutBack: 'החזרת הכלי למקומו',
  // kites
  ktBoard: 'לוח עפיפונים',
  ktKeys: 'מקשי החצים או המקלדת הנומרית (7 9 1 3 באלכסון) מזיזים, Enter או רווח מניחים, B, Escape או Backspace מחזירים מהלך, N מתחיל משחק חדש, H נותן רמז.',
  ktGoal: 'מניחים עפיפון בצבע המוצג; משלימים משולשים, רביעיות וגלגלים כדי לצבור נקודות.',
  ktNext: 'הבא:',
  ktThen: 'ואחריו {color}',
  ktScores: 'ניקוד',
  ktRed: 'אדום',
  ktYellow: 'צהוב',
  ktGreen: 'ירוק',
  ktCyan: 'תכלת',
  ktBlue: 'כחול',
  ktViolet: 'סגול',
  ktLetters: 'אציתכס',
  ktPlayer: 'שחקן {count}',
  ktYou: 'את/ה',
  ktComputer: 'מחשב',
  ktKite: 'שורה {row}, עפיפון {column}',
  ktEmpty: 'ריק',
  ktLast: 'הונח אחרון',
  ktHinted: 'רמז',
  ktYourTurn: 'תורך ({player})',
  ktToMove: 'התור של {player}',
  ktComputerTurn: 'תור המחשב ({player})',
  ktThinking: 'המחשב חושב… ({player})',
  ktExtraMove: 'מהלך נוסף עבור {player}!',
  ktRun: '{player} הניח {count} {count:one=עפיפון|two=עפיפונים|other=עפיפונים} ברצף.',
  ktYourTurnNext: 'תורך: להניח עפיפון {color}.',
  ktToMoveNext: 'התור של {player}: {color}.',
  ktComputerNext: 'תור המחשב: {color}.',
  ktPlaced: '{player} הניח {color} על {kite}',
  ktWithEffects: '{head}: {effects}.',
  ktEffectSeparator: '; ',
  ktCompletes: 'משלים {list}',
  ktTriangles: '{count} {count:one=משולש|two=משולשים|other=משולשים}',
  ktQuartets: '{count} {count:one=רביעייה|two=רביעיות|other=רביעיות}',
  ktWheels: '{count} {count:one=גלגל|two=גלגלים|other=גלגלים}',
  ktHalfWheels: '{count} {count:one=חצי גלגל|two=חצאי גלגל|other=חצאי גלגל}',
  ktGain: 'פלוס {count} {count:one=נקודה|two=נקודות|other=נקודות}',
  ktPenalty: '{count} {count:one=שכן|two=שכנים|other=שכנים} באותו צבע, מינוס {count}',
  ktNothing: 'אין נקודות',
  ktNowHas: 'הניקוד של {player}: {count} {count:one=נקודה|two=נקודות|other=נקודות}.',
  ktWins: '{player} מנצח עם {count} {count:one=נקודה|two=נקודות|other=נקודות}.',
  ktDraw: 'תיקו: {players} חולקים את המקום הראשון עם {count} {count:one=נקודה|two=נקודות|other=נקודות}.',
  ktShared: '{players} חולקים את הניצחון עם {count} {count:one=נקודה|two=נקודות|other=נקודות}.',
  ktYouWin: 'ניצחת עם {count} {count:one=נקודה|two=נקודות|other=נקודות}.',
  ktComputerWins: '{player} (המחשב) מנצח עם {count} {count:one=נקודה|two=נקודות|other=נקודות}.',
  ktFull: 'הלוח מלא.',
  ktTaken: '{kite} תפוס.',
  ktWait: 'רק רגע: המחשב חושב.',
  ktWatch: 'כאן המחשב משחק בשביל כל השחקנים.',
  ktHintBusy: 'מחפש מהלך טוב…',
  ktHint: 'רמז: {color} על {kite}',
  ktHintExtra: 'מהלך נוסף',
  ktHintOpponent: 'משאיר לשחקן הבא {count} {count:one=נקודה|two=נקודות|other=נקודות} לכל היותר',
  ktHintNoScore: 'השחקן הבא לא יוכל לצבור נקודות',
  ktNoHint: 'אין רמז כרגע.',
  // kites how-to-play
  ktRuleFewer: 'כשמשחקים בפחות מ-6 צבעים, תצורה צריכה צבעים שונים כמספר העפיפונים שבה, או כמספר הצבעים שבמשחק אם הוא קטן יותר.',
  ktRuleExtra: 'השלמת חצי גלגל או גלגל, בלי להשלים באותו מהלך גם משולש או רביעייה ובלי שכן באותו צבע, מזכה במהלך נוסף.',
  ktRuleEnd: 'כשהלוח מלא, מי שצבר הכי הרבה נקודות מנצח. אם כולם שווים, זה תיקו; כשיש יותר משני שחקנים, מי שחולקים את המקום הראשון חולקים את הניצחון.',
  ktCardOrder: 'מניחים בתורות עפיפון על כל תא ריק. הצבעים באים במחזור קבוע, לא משנה מי משחק: {colors}.',
  ktCardTriangle: 'משולש: 3 עפיפונים בצבעים שונים שנפגשים בזוויות הרחבות שלהם. נקודה אחת.',
  ktCardQuartet: 'רביעייה: 4 עפיפונים בצבעים שונים שנפגשים בזוויות הישרות שלהם. נקודה אחת.',
  ktCardWheel: 'גלגל: 6 עפיפונים בכל צבע שהוא שנפגשים בחודים שלהם. נקודה אחת.',
  ktCardHalfWheel: 'חצי גלגל: 3 עפיפונים בצבעים שונים שנפגשים בחודים שלהם על שפת הלוח. בלי נקודה, אבל עם מהלך נוסף.',
  ktCardPenalty: 'כל עפיפון באותו צבע שצמוד בצלע לעפיפון שמניחים עולה נקודה אחת.',
  ktDiagramOrder: 'הצבעים כעיגולים עם אותיות, מסודרים במעגל, וחץ שמסתובב סביבו.',
  ktDiagramTriangle: 'שלושה עפיפונים, אדום, ירוק וכחול, יוצרים משולש, והזוויות הרחבות שלהם נפגשות בנקודה באמצע; פלוס 1.',
  ktDiagramQuartet: 'ארבעה עפיפונים, אדום, צהוב, ירוק ותכלת, והזוויות הישרות שלהם נפגשות בנקודה; פלוס 1.',
  ktDiagramWheel: 'שישה עפיפונים, אחד מכל צבע, והחודים שלהם נפגשים בנקודה באמצע; פלוס 1.',
  ktDiagramHalfWheel: 'שלושה עפיפונים, צהוב, ירוק ותכלת, והחודים שלהם נפגשים בנקודה על שפת הלוח.',
  ktDiagramPenalty: 'שני עפיפונים אדומים זה לצד זה, והצלע המשותפת שלהם מסומנת; מינוס 1.',
  ktKeyDiagonal: 'תנועה באלכסון (מקלדת נומרית)',
  ktKeyPlace: 'הנחת העפיפון הבא',
  ktKeyBack: 'החזרת מהלך',
  // stained-glass
  sgBoard: 'לוח ויטראז\'',
  sgHelp: 'מקפיצים אריחים מעל שכניהם כדי לערבב צבעים, ומסיימים עם אריח אחד.',
  sgRestart: 'התחלה מחדש',
  sgRestarted: 'הלוח של היום, מההתחלה.',
  sgRestartedUndoable: 'הלוח של היום, מההתחלה. ביטול יחזיר את המהלכים שלך.',
  sgGlyphHelp: 'פסים: אדום למעלה, צהוב באמצע, כחול למטה.',
  sgBlack: 'שחור',
  sgBlue: 'כחול',
  sgRed: 'אדום',
  sgPurple: 'סגול',
  sgYellow: 'צהוב',
  sgGreen: 'ירוק',
  sgOrange: 'כתום',
  sgWhite: 'לבן',
  sgEmpty: 'שחור (ריק)',
  sgNone: 'ריק',
  sgParts: '{color}: {parts}',
  sgCanMove: 'יכול לזוז',
  sgCannotMove: 'לא יכול לזוז',
  sgSelectedTile: 'נבחר',
  sgLandsHere: 'נחיתה כאן: הצבע יהיה {color}',
  sgHintTile: 'רמז: להזיז את האריח הזה',
  sgHintLanding: 'רמז: לנחות כאן',
  sgMoves: 'מהלכים {count}',
  sgBars: 'פסי צבע שנותרו {count}',
  sgScore: 'ניקוד {count}',
  sgScoreHow: '(מהלכים × פסים, נמוך יותר עדיף)',
  sgUndoCounts: 'המהלך בוטל. ביטול נחשב למהלך: עכשיו {count} {count:one=מהלך|two=מהלכים|other=מהלכים}.',
  sgUndoCountsMany: '{undone} מהלכים בוטלו. ביטול נחשב למהלך: עכשיו {count} {count:one=מהלך|two=מהלכים|other=מהלכים}.',
  sgDaily: 'לוח יומי, {date}',
  sgProven: 'אפשר לסיים עם אריח אחד',
  sgUnproven: 'לא הוכח שאפשר לסיים את הלוח הזה עם אריח אחד',
  sgWon: 'נשאר אריח אחד: ניצחת!',
  sgStuck: 'נתקעת: נשארו {count} {count:one=אריח|two=אריחים|other=אריחים}.',
  sgFinalScore: 'ניקוד {count}.',
  sgMove: 'האריח בצבע {color} מ-{from} מעל {over} אל {to}: {over} עכשיו {overColor}, {to} עכשיו {toColor}.',
  sgSelected: 'נבחר האריח בצבע {color} ב-{square}: {targets}.',
  sgTarget: 'אל {square} (הצבע יהיה {color})',
  sgCancelled: 'הבחירה בוטלה.',
  sgStuckTile: 'האריח בצבע {color} ב-{square} לא יכול לזוז.',
  sgEmptySquare: '{square} ריקה: יש לבחור אריח שיכול לזוז.',
  sgNotLanding: 'האריח בצבע {color} ב-{from} לא יכול לנחות ב-{to}.',
  sgFinding: 'מחפש לוח שאפשר לסיים עם אריח אחד… Esc לעצירה.',
  sgFindingNote: 'מחפש לוח שאפשר לסיים עם אריח אחד…',
  sgSearching: 'מחפש…',
  sgStop: 'עצירה',
  sgStopped: 'החיפוש הופסק: ייתכן שאי אפשר לסיים את הלוח הזה עם אריח אחד.',
  sgFound: 'הלוח מוכן: אפשר לסיים אותו עם אריח אחד.',
  sgNotFound: 'ב-{count} {count:one=ניסיון|two=ניסיונות|other=ניסיונות} לא נמצא לוח שהוכח שאפשר לסיים עם אריח אחד: ייתכן שגם את הלוח הזה אי אפשר.',
  sgHintMove: 'רמז: להזיז את האריח בצבע {color} מ-{from} מעל {over} אל {to}.',
  sgHintFinishable: 'עדיין אפשר לסיים עם אריח אחד.',
  sgHintUnfinishable: 'מכאן כבר אי אפשר לסיים עם אריח אחד; זה הרצף הטוב ביותר שנמצא.',
  sgHintOpen: 'החיפוש המהיר לא מצא מכאן סיום עם אריח אחד (ייתכן שבכל זאת יש); המהלך הזה פותח את הרצף הטוב ביותר שהוא מצא.',
  sgNewGame: 'לוח חדש',
  sgNewGameStarted: 'לוח חדש.',
  sgNewGameUndoable: 'לוח חדש. ביטול יחזיר את הלוח הקודם.',
  // stained-glass how-to-play
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
