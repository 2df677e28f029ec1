/**
 * العربية (`ar`): the strings every element shares (the toolbar, feedback), loaded
 * on first use (its own chunk); the How to play panel's frame is in
 * ar.how-to-play.ts, each game's own strings beside it
 * (src/components/<game>/i18n/ar.ts). Missing keys
 * fall back to English. Console warnings stay English. Placeholders as in
 * English; plurals name the language's categories (`{count:one=…|other=…}`).
 *
 * Glossary (use these words, so terms stay the same in every game):
 * - Infection: العدوى
 * - Stained Glass: الزجاج المعشّق
 * - Kites: الطائرات الورقية
 * - Checkbox Squares: مربعات الاختيار
 * - tile: بلاطة (ج. بلاطات)
 * - piece: قطعة (ج. قطع)
 * - kite: طائرة ورقية (ج. طائرات ورقية)؛ في التسميات القصيرة: الطائرة
 * - box: خانة (ج. خانات)
 * - square (board cell, Infection / Stained Glass): مربع
 * - square (one of the two 3x3 grids, Checkbox Squares): مربع
 * - cell (Kites): خانة
 * - board: لوحة
 * - panel (How to play): نافذة
 * - move: نقلة (ج. نقلات)
 * - click: نقرة (ج. نقرات)
 * - undo: تراجع
 * - redo: إعادة
 * - cancel: إلغاء
 * - copy (move): نسخ
 * - jump (move): قفزة
 * - jump over a piece: قفزة فوق قطعة
 * - knight’s jump: قفزة الحصان
 * - convert: يحوّل / تتحوّل (قطع الخصم تصبح لك)
 * - obstacle: عائق
 * - pick up / put back: رفع القطعة / إعادة القطعة
 * - hop: تقفز (البلاطة فوق بلاطة ملاصقة)
 * - land: تهبط / الهبوط
 * - hint: تلميح
 * - colours: Stained Glass (أسماء نكرة، تُدرج بين قوسين بعد «البلاطة»): red=أحمر, yellow=أصفر, blue=أزرق, purple=بنفسجي, orange=برتقالي, green=أخضر, white=أبيض, black=أسود; Kites (معرّفة، تُستعمل مع «اللون»): red=الأحمر, yellow=الأصفر, green=الأخضر, cyan=السماوي, blue=الأزرق, violet=البنفسجي; Infection players: Green=الأخضر, Yellow=الأصفر
 * - Kites letters: حصخسزب (أحمر، أصفر، أخضر، سماوي، أزرق، بنفسجي)
 * - Target / Puzzle: الهدف / اللغز
 * - toggle: يقلب (حالة الخانة)
 * - checked / unchecked: محددة / غير محددة
 * - corner / middle of a side / centre: الزاوية / وسط الضلع / المركز
 * - triangle / quartet / wheel / half-wheel: مثلث / رباعية / عجلة / نصف عجلة
 * - configuration: تشكيل
 * - wide angle / right angle / tip: زاوية منفرجة / زاوية قائمة / طرف مدبب
 * - point: نقطة (ج. نقاط)
 * - plus / minus (points): زائد / ناقص
 * - extra move: نقلة إضافية
 * - same-coloured neighbour: جار من اللون نفسه
 * - one-tile finish: الإنهاء ببلاطة واحدة
 * - colour bars: أشرطة اللون
 * - primary (colour): لون أساسي
 * - score: النتيجة
 * - computer: الحاسوب
 * - player: اللاعب
 * - rival: الخصم
 */
import type { baseMessages, Translated } from '../base/messages.js';

const ar: Translated<typeof baseMessages> = {
  controls: 'عناصر التحكم في اللعبة',
  undo: 'تراجع',
  redo: 'إعادة',
  newGame: 'لعبة جديدة',
  hint: 'تلميح',
  solve: 'عرض الحل',
  undone: 'تم التراجع عن النقلة.',
  undoneMoves: 'تم التراجع عن {count} {count:zero=نقلة|one=نقلة|two=نقلتين|few=نقلات|many=نقلة|other=نقلة}.',
  redone: 'تمت إعادة النقلة.',
  redoneMoves: 'تمت إعادة {count} {count:zero=نقلة|one=نقلة|two=نقلتين|few=نقلات|many=نقلة|other=نقلة}.',
  nothingToUndo: 'لا شيء للتراجع عنه.',
  nothingToRedo: 'لا شيء لإعادته.',
  newGameStarted: 'لعبة جديدة.',
  newGameUndoable: 'لعبة جديدة. التراجع يعيد اللعبة السابقة.',
  earlierGameBack: 'عادت لعبتك السابقة، وفيها {count} {count:zero=نقلة|one=نقلة|two=نقلتان|few=نقلات|many=نقلة|other=نقلة}.',
  laterGameBack: 'عدت إلى اللعبة الأحدث.',
  more: 'المزيد',
  confirmYes: 'نعم، اعرضه',
  confirmCancel: 'إلغاء',
  win: 'فوز',
  loss: 'خسارة',
  draw: 'تعادل',
  readonlyBoard: 'هذه اللوحة للعرض فقط.',
  gameIsOver: 'انتهت اللعبة: تراجع أو ابدأ لعبة جديدة.',
  notAllowed: 'هذه النقلة غير مسموحة هنا.',
  share: 'مشاركة',
  shareCopied: 'تم نسخ رابط هذه اللعبة.',
  shareCopiedShort: 'نُسخ',
  shareSelect: 'الحافظة غير متاحة هنا: رابط هذه اللعبة محدد في حقل النص أدناه، وجاهز للنسخ.',
  shareLink: 'رابط هذه اللعبة',
  resumed: 'عادت لعبتك المحفوظة، وفيها {count} {count:zero=نقلة|one=نقلة|two=نقلتان|few=نقلات|many=نقلة|other=نقلة}.',
  savedElsewhere: 'حفظت علامة تبويب أخرى لعبتها بالاسم نفسه. هذه اللعبة محفوظة أيضًا: نقلتك التالية تحفظها من جديد.',
  displacedOffered: 'لعبة أخرى محفوظة بالاسم نفسه باقية أيضًا: التراجع في بداية هذه اللعبة يعيدها، وفيها {count} {count:zero=نقلة|one=نقلة|two=نقلتان|few=نقلات|many=نقلة|other=نقلة}.',
  htpTitle: 'طريقة اللعب',
  hintBusy: 'جارٍ البحث عن نقلة جيدة…',
  noHint: 'لا يوجد تلميح الآن.',
  lastFrom: 'آخر نقلة انطلقت من هنا',
  lastTo: 'آخر نقلة انتهت هنا',
  moves: 'النقلات',
  moveListStart: 'البداية',
  reviewing: 'مراجعة الوضع بعد النقلة {ply} من {count}: اللوحة للقراءة فقط. مفتاح Escape يعيدك إلى اللعبة.',
  backToGame: 'العودة إلى اللعبة',
  restart: 'إعادة البدء',
  restarted: 'عدت إلى بداية هذه اللعبة. التراجع يعيد نقلاتك.',
  gameId: 'معرّف اللعبة',
  openGameId: 'فتح',
  gameIdOpened: 'فُتحت اللعبة من معرّفها.',
  lastClick: 'آخر نقرة',
  gameIdBad: 'لا يُفتح معرّف اللعبة هذا هنا ({why}). اللعبة الجارية لم تتغير.',
};

export default ar;
