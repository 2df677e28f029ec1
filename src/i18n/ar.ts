/**
 * العربية (`ar`): every string of boardlets, loaded on first use (its own
 * chunk). Console warnings stay English. Placeholders as in English; plurals
 * name the language's categories (`{count:one=…|other=…}`).
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
import type { Messages } from '../base/messages.js';

const ar: Messages = {
  // base
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
  htpTitle: 'طريقة اللعب',
  // base how-to-play panel
  htpKeys: 'المفاتيح',
  htpClose: 'إغلاق',
  htpOr: 'أو',
  htpArrows: 'مفاتيح الأسهم',
  htpMoveCursor: 'تحريك المؤشر',
  htpEnter: 'Enter',
  htpSpace: 'مسافة',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Backspace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'هذه النافذة',
  // checkbox-squares
  csTarget: 'الهدف',
  csBoard: 'اللغز',
  csBox: 'الصف {row}، العمود {column}',
  csMoves: 'النقلات: {count}',
  csNeeded: 'أقل عدد من النقرات المتبقية: {count}',
  csSolved: 'حُلّ اللغز في {count} {count:zero=نقلة|one=نقلة|two=نقلتين|few=نقلات|many=نقلة|other=نقلة}!',
  csHintIs: 'تلميح: انقر على الخانة في الصف {row}، العمود {column} من اللغز.',
  csSolutionIs: 'الحل: انقر على {boxes}.',
  csSolutionBox: 'الصف {row}، العمود {column}',
  csSolveConfirm: 'هل تريد عرض الحل كاملًا؟ سيكشف ذلك اللغز بأكمله.',
  csSolutionNone: 'لا حاجة إلى النقر: المربعان متطابقان.',
  csMovedTarget: 'الهدف، الصف {row}، العمود {column}: {state}.',
  csMovedBoard: 'الصف {row}، العمود {column}: انقلبت {count} {count:zero=خانة|one=خانة|two=خانتان|few=خانات|many=خانة|other=خانة}. يلزم {needed} {needed:zero=نقرة|one=نقرة|two=نقرتان|few=نقرات|many=نقرة|other=نقرة} للحل.',
  csTargetLocked: 'الهدف مقفل.',
  csLocked: 'مقفل',
  csHinted: 'تلميح',
  csInSolution: 'جزء من الحل',
  csChecked: 'محددة',
  csUnchecked: 'غير محددة',
  csVariantHelp1: 'الزاوية تقلب مربعها 2x2، ووسط الضلع يقلب ضلعه، والمركز يقلب صليبه.',
  csVariantHelp2: 'الزاوية تقلب نفسها وجارتيها في صفها وعمودها، ووسط الضلع يقلب ضلعه والمركز، والمركز يقلب صليبه.',
  csVariantHelp3: 'الزاوية تقلب نفسها وجارتيها في صفها وعمودها، ووسط الضلع يقلب ضلعه والمركز، والمركز يقلب نفسه فقط.',
  csGoal: 'اجعل اللغز مطابقًا للهدف.',
  // checkbox-squares how-to-play
  csCardCorner1: 'الزاوية تقلب مربعها 2×2: نفسها والخانات الثلاث المجاورة لها.',
  csCardCorner2: 'الزاوية تقلب نفسها والخانتين المجاورتين لها في صفها وعمودها.',
  csCardSide1: 'وسط الضلع يقلب الخانات الثلاث الممتدة على طول ذلك الضلع.',
  csCardSide2: 'وسط الضلع يقلب الخانات الثلاث الممتدة على طول ذلك الضلع، والمركز أيضًا.',
  csCardCentre1: 'المركز يقلب الصليب المكوّن من خمس خانات حوله.',
  csCardCentre3: 'المركز يقلب نفسه فقط.',
  csDiagramClick: 'نقرة على {square}: تُحدَّد {count} {count:zero=خانة|one=خانة|two=خانتان|few=خانات|many=خانة|other=خانة}: {boxes}.',
  csDiagramCorner: 'الزاوية العلوية اليسرى',
  csDiagramSide: 'الخانة العلوية الوسطى',
  csDiagramCentre: 'المركز',
  csNoteLeft: 'النقر على الهدف يقلب تلك الخانة وحدها.',
  csNoteOrder: 'النقر على خانة مرتين يلغي أثره، وترتيب النقرات لا يهم.',
  csKeySquare: 'الانتقال إلى المربع الآخر',
  csKeyToggle: 'النقر على الخانة',
  // infection
  infLastFrom: 'آخر نقلة انطلقت من هنا',
  infLastTo: 'آخر نقلة انتهت هنا',
  infConvertedLast: 'تحوّلت في النقلة الأخيرة',
  infBoard: 'لوحة العدوى',
  infHelp: 'حرّك قطعة مربعًا واحدًا لتنسخها، أو مربعين (أو على شكل L كالحصان) لتقفز بها. قطع الخصم المجاورة لمكان هبوطها تصبح لك.',
  infGreen: 'الأخضر',
  infYellow: 'الأصفر',
  infPiece: 'قطعة {color}',
  infEmpty: 'فارغ',
  infObstacle: 'عائق',
  infPickedUp: 'مرفوعة',
  infDuplicate: 'نسخ',
  infJump: 'قفزة',
  infChecker: 'قفزة فوق قطعة',
  infKnight: 'قفزة الحصان',
  infTarget: 'نقلة إلى هنا: {kind}',
  infYourTurn: 'دورك ({color})',
  infComputerTurn: 'دور الحاسوب ({color})',
  infToMove: 'دور {color}',
  infThinking: 'الحاسوب يفكر… ({color})',
  infMove: '{color} من {from} إلى {to}: {kind}.',
  infComputer: 'الحاسوب:',
  infConverted: 'تحوّلت {count} {count:zero=قطعة|one=قطعة|two=قطعتان|few=قطع|many=قطعة|other=قطعة}: {squares}.',
  infScore: 'الأخضر {green}، الأصفر {yellow}.',
  infYourMove: 'دورك.',
  infWins: 'فاز {color}، {count} مقابل {other}.',
  infDraw: 'تعادل، {count} لكل منهما.',
  infYouWin: 'فزت وأنت {color}، {count} مقابل {other}.',
  infComputerWins: 'فاز {color} (الحاسوب)، {count} مقابل {other}.',
  infFull: 'اللوحة ممتلئة.',
  infStuck: 'لا توجد نقلة مسموحة أمام {color}.',
  infPicked: 'رُفعت القطعة في {square}: أمامها {count} {count:zero=نقلة|one=نقلة|two=نقلتان|few=نقلات|many=نقلة|other=نقلة}.',
  infPutBack: 'أُعيدت القطعة إلى مكانها.',
  infCannotMove: 'لا توجد نقلة مسموحة من {square}.',
  infPickOwn: 'إنه دور {color}: ارفع قطعة {color}.',
  infTaken: '{square} مشغول.',
  infIsObstacle: '{square} عائق.',
  infOverObstacle: 'لا يمكن للقفزة أن تمر فوق عائق.',
  infOutOfReach: '{square} خارج مدى {from}.',
  infWait: 'انتظر: الحاسوب يفكر.',
  infWatch: 'الحاسوب يلعب عن الطرفين هنا.',
  // infection how-to-play
  infGoal: 'امتلك مربعات أكثر من خصمك عند نهاية اللعبة.',
  infRuleCopy: 'النسخ: انتقل إلى مربع ملاصق، في أي من الاتجاهات الثمانية. تبقى قطعتك مكانها وتظهر قطعة جديدة.',
  infRuleJump: 'القفز: انتقل مربعين في خط مستقيم، فوق مربع فارغ. تغادر قطعتك مربعها.',
  infRuleChecker: 'القفز فوق قطعة: مثل القفز، لكن فوق أي قطعة. القطعة المقفوز فوقها تبقى كما هي.',
  infRuleKnight: 'قفزة الحصان: مربعان في اتجاه ومربع إلى الجانب، على شكل L. تغادر قطعتك مربعها.',
  infRuleConvert: 'قطع الخصم الملاصقة للمربع الذي تهبط عليه تصبح لك.',
  infDiagramCopy: 'قطعة خضراء، وسهم إلى مربع ملاصق فيه قطعة خضراء جديدة، وعلامات زائد على المربعات الملاصقة الأخرى.',
  infDiagramJump: 'قطعة خضراء تقفز فوق مربع فارغ إلى المربع الذي يليه؛ ويبقى مربعها القديم فارغًا.',
  infDiagramChecker: 'قطعة خضراء تقفز فوق قطعة صفراء إلى المربع الذي يليها؛ وتبقى القطعة الصفراء مكانها.',
  infDiagramKnight: 'قطعة خضراء تتحرك مربعين إلى الأعلى ومربعًا إلى اليمين، على شكل L؛ ويبقى مربعها القديم فارغًا.',
  infDiagramConvert: 'قبل: أصفر، فارغ، أصفر. بعد هبوط قطعة خضراء في الوسط: ثلاث قطع خضراء.',
  infNoteObstacle: 'لا يهبط شيء على مربع عليه X، ولا تمر فوقه أي قفزة في خط مستقيم.',
  infNoteEnd: 'تنتهي اللعبة عندما تمتلئ اللوحة (ويفوز صاحب القطع الأكثر) أو عندما يعجز لاعب عن الحركة (فيفوز الآخر).',
  infKeyPick: 'رفع قطعة، ثم وضعها',
  infKeyPutBack: 'إعادة القطعة إلى مكانها',
  // kites
  ktBoard: 'لوحة الطائرات الورقية',
  ktKeys: 'مفاتيح الأسهم أو لوحة الأرقام (7 9 1 3 للحركة القطرية) للتحريك، وEnter أو المسافة للوضع، وB أو Escape أو Backspace للتراجع، وN لبدء لعبة جديدة، وH للحصول على تلميح.',
  ktGoal: 'ضع طائرة ورقية باللون المعروض؛ وأكمل المثلثات والرباعيات والعجلات لتكسب النقاط.',
  ktNext: 'التالي:',
  ktThen: 'ثم {color}',
  ktScores: 'النقاط',
  ktRed: 'الأحمر',
  ktYellow: 'الأصفر',
  ktGreen: 'الأخضر',
  ktCyan: 'السماوي',
  ktBlue: 'الأزرق',
  ktViolet: 'البنفسجي',
  ktLetters: 'حصخسزب',
  ktPlayer: 'اللاعب {count}',
  ktYou: 'أنت',
  ktComputer: 'الحاسوب',
  ktKite: 'الصف {row}، الطائرة {column}',
  ktEmpty: 'فارغة',
  ktLast: 'وُضعت للتو',
  ktHinted: 'تلميح',
  ktYourTurn: 'دورك ({player})',
  ktToMove: 'دور {player}',
  ktComputerTurn: 'دور الحاسوب ({player})',
  ktThinking: 'الحاسوب يفكر… ({player})',
  ktExtraMove: 'يحصل {player} على نقلة إضافية!',
  ktRun: 'وضع {player} {count} {count:zero=طائرة|one=طائرة|two=طائرتين|few=طائرات|many=طائرة|other=طائرة} على التوالي.',
  ktYourTurnNext: 'دورك: ضع اللون {color}.',
  ktToMoveNext: 'دور {player}: {color}.',
  ktComputerNext: 'دور الحاسوب: {color}.',
  ktPlaced: 'وضع {player} اللون {color} في {kite}',
  ktWithEffects: '{head}: {effects}.',
  ktEffectSeparator: '؛ ',
  ktCompletes: 'يكمل {list}',
  ktTriangles: '{count} {count:zero=مثلث|one=مثلث|two=مثلثين|few=مثلثات|many=مثلثًا|other=مثلث}',
  ktQuartets: '{count} {count:zero=رباعية|one=رباعية|two=رباعيتين|few=رباعيات|many=رباعية|other=رباعية}',
  ktWheels: '{count} {count:zero=عجلة|one=عجلة|two=عجلتين|few=عجلات|many=عجلة|other=عجلة}',
  ktHalfWheels: '{count} {count:zero=نصف عجلة|one=نصف عجلة|two=نصفي عجلة|few=أنصاف عجلات|many=نصف عجلة|other=نصف عجلة}',
  ktGain: 'زائد {count} {count:zero=نقطة|one=نقطة|two=نقطتين|few=نقاط|many=نقطة|other=نقطة}',
  ktPenalty: '{count} {count:zero=جار|one=جار|two=جاران|few=جيران|many=جارًا|other=جار} من اللون نفسه، ناقص {count}',
  ktNothing: 'لا نقاط',
  ktNowHas: 'لدى {player} الآن {count} {count:zero=نقطة|one=نقطة|two=نقطتان|few=نقاط|many=نقطة|other=نقطة}.',
  ktWins: 'فاز {player} برصيد {count} {count:zero=نقطة|one=نقطة|two=نقطتين|few=نقاط|many=نقطة|other=نقطة}.',
  ktDraw: 'تعادل: يتقاسم {players} الصدارة برصيد {count} {count:zero=نقطة|one=نقطة|two=نقطتين|few=نقاط|many=نقطة|other=نقطة}.',
  ktShared: 'يتقاسم {players} الفوز برصيد {count} {count:zero=نقطة|one=نقطة|two=نقطتين|few=نقاط|many=نقطة|other=نقطة}.',
  ktYouWin: 'فزت برصيد {count} {count:zero=نقطة|one=نقطة|two=نقطتين|few=نقاط|many=نقطة|other=نقطة}.',
  ktComputerWins: 'فاز {player} (الحاسوب) برصيد {count} {count:zero=نقطة|one=نقطة|two=نقطتين|few=نقاط|many=نقطة|other=نقطة}.',
  ktFull: 'اللوحة ممتلئة.',
  ktTaken: '{kite} مشغولة.',
  ktWait: 'انتظر: الحاسوب يفكر.',
  ktWatch: 'الحاسوب يلعب عن جميع اللاعبين هنا.',
  ktHintBusy: 'جارٍ البحث عن نقلة جيدة…',
  ktHint: 'تلميح: {color} في {kite}',
  ktHintExtra: 'نقلة إضافية',
  ktHintOpponent: 'لا يترك للاعب التالي أكثر من {count} {count:zero=نقطة|one=نقطة|two=نقطتين|few=نقاط|many=نقطة|other=نقطة}',
  ktHintNoScore: 'لن يتمكن اللاعب التالي من التسجيل',
  ktNoHint: 'لا يوجد تلميح الآن.',
  // kites how-to-play
  ktRuleFewer: 'إذا كانت الألوان المستخدمة أقل من 6، فإن التشكيل يحتاج إلى ألوان مختلفة بعدد طائراته، أو بعدد الألوان المستخدمة إن كان أقل.',
  ktRuleExtra: 'إكمال نصف عجلة أو عجلة، دون إكمال مثلث أو رباعية معها ودون جار من اللون نفسه، يمنحك نقلة إضافية.',
  ktRuleEnd: 'عندما تمتلئ اللوحة، يفوز صاحب أكثر النقاط. إذا تساوى الجميع فهي نتيجة تعادل؛ ومع أكثر من لاعبَين، يتقاسم المتعادلون في المركز الأول الفوز.',
  ktCardOrder: 'تناوبوا على وضع طائرة ورقية في أي خانة فارغة. تأتي الألوان في دورة ثابتة أيًّا كان اللاعب: {colors}.',
  ktCardTriangle: 'المثلث: 3 طائرات ورقية بألوان مختلفة تلتقي عند زواياها المنفرجة. نقطة واحدة.',
  ktCardQuartet: 'الرباعية: 4 طائرات ورقية بألوان مختلفة تلتقي عند زواياها القائمة. نقطة واحدة.',
  ktCardWheel: 'العجلة: 6 طائرات ورقية بأي ألوان تلتقي عند أطرافها المدببة. نقطة واحدة.',
  ktCardHalfWheel: 'نصف العجلة: 3 طائرات ورقية بألوان مختلفة تلتقي عند أطرافها المدببة على حافة اللوحة. لا نقاط، لكن نقلة إضافية.',
  ktCardPenalty: 'كل طائرة من اللون نفسه تشترك في ضلع مع الطائرة التي تضعها تكلّفك نقطة واحدة.',
  ktDiagramOrder: 'الألوان أقراص تحمل حروفًا مرتبة في حلقة، يدور حولها سهم.',
  ktDiagramTriangle: 'ثلاث طائرات ورقية، حمراء وخضراء وزرقاء، تشكّل مثلثًا، وتلتقي زواياها المنفرجة عند نقطة في الوسط؛ زائد 1.',
  ktDiagramQuartet: 'أربع طائرات ورقية، حمراء وصفراء وخضراء وسماوية، تلتقي زواياها القائمة عند نقطة؛ زائد 1.',
  ktDiagramWheel: 'ست طائرات ورقية، واحدة من كل لون، تلتقي أطرافها المدببة عند نقطة في الوسط؛ زائد 1.',
  ktDiagramHalfWheel: 'ثلاث طائرات ورقية، صفراء وخضراء وسماوية، تلتقي أطرافها المدببة عند نقطة على حافة اللوحة.',
  ktDiagramPenalty: 'طائرتان ورقيتان حمراوان متجاورتان، وضلعهما المشترك مُعلَّم؛ ناقص 1.',
  ktKeyDiagonal: 'التحرك قطريًا (لوحة الأرقام)',
  ktKeyPlace: 'وضع الطائرة التالية',
  ktKeyBack: 'التراجع عن نقلة',
  // stained-glass
  sgBoard: 'لوحة الزجاج المعشّق',
  sgHelp: 'اقفز بالبلاطات فوق جاراتها لتمزج الألوان، وأنهِ اللعبة ببلاطة واحدة.',
  sgRestart: 'إعادة البدء',
  sgRestarted: 'لوحة اليوم، من البداية.',
  sgRestartedUndoable: 'لوحة اليوم، من البداية. التراجع يعيد نقلاتك.',
  sgGlyphHelp: 'الأشرطة: الأحمر في الأعلى، والأصفر في الوسط، والأزرق في الأسفل.',
  sgBlack: 'أسود',
  sgBlue: 'أزرق',
  sgRed: 'أحمر',
  sgPurple: 'بنفسجي',
  sgYellow: 'أصفر',
  sgGreen: 'أخضر',
  sgOrange: 'برتقالي',
  sgWhite: 'أبيض',
  sgEmpty: 'أسود (فارغ)',
  sgNone: 'فارغ',
  sgParts: '{color}: {parts}',
  sgCanMove: 'يمكن تحريكها',
  sgCannotMove: 'لا يمكن تحريكها',
  sgSelectedTile: 'محددة',
  sgLandsHere: 'تهبط هنا: يصير لونها {color}',
  sgHintTile: 'تلميح: حرّك هذه البلاطة',
  sgHintLanding: 'تلميح: اهبط هنا',
  sgMoves: 'النقلات {count}',
  sgBars: 'أشرطة اللون المتبقية {count}',
  sgScore: 'النتيجة {count}',
  sgScoreHow: '(النقلات × الأشرطة، والأقل أفضل)',
  sgUndoCounts: 'تم التراجع عن النقلة. التراجع يُحتسب نقلة: لديك الآن {count} {count:zero=نقلة|one=نقلة|two=نقلتان|few=نقلات|many=نقلة|other=نقلة}.',
  sgUndoCountsMany: 'تم التراجع عن {undone} {undone:zero=نقلة|one=نقلة|two=نقلتين|few=نقلات|many=نقلة|other=نقلة}. التراجع يُحتسب نقلة: لديك الآن {count} {count:zero=نقلة|one=نقلة|two=نقلتان|few=نقلات|many=نقلة|other=نقلة}.',
  sgDaily: 'اللوحة اليومية، {date}',
  sgProven: 'يمكن إنهاء هذه اللوحة ببلاطة واحدة',
  sgUnproven: 'لم يثبت أن هذه اللوحة يمكن إنهاؤها ببلاطة واحدة',
  sgWon: 'بقيت بلاطة واحدة: لقد فزت!',
  sgStuck: 'لا نقلات متاحة: بقيت {count} {count:zero=بلاطة|one=بلاطة|two=بلاطتان|few=بلاطات|many=بلاطة|other=بلاطة}.',
  sgFinalScore: 'النتيجة {count}.',
  sgMove: 'البلاطة ({color}) من {from} فوق {over} إلى {to}: {over} الآن {overColor}، و{to} الآن {toColor}.',
  sgSelected: 'حُدِّدت البلاطة ({color}) في {square}: {targets}.',
  sgTarget: 'إلى {square} (يصير لونها {color})',
  sgCancelled: 'أُلغي التحديد.',
  sgStuckTile: 'لا يمكن تحريك البلاطة ({color}) في {square}.',
  sgEmptySquare: '{square} فارغ: حدّد بلاطة يمكن تحريكها.',
  sgNotLanding: 'لا يمكن للبلاطة ({color}) في {from} أن تهبط في {to}.',
  sgFinding: 'جارٍ البحث عن لوحة يمكن إنهاؤها ببلاطة واحدة… اضغط Esc للإيقاف.',
  sgFindingNote: 'جارٍ البحث عن لوحة يمكن إنهاؤها ببلاطة واحدة…',
  sgSearching: 'جارٍ البحث…',
  sgStop: 'إيقاف',
  sgStopped: 'توقف البحث: قد لا يمكن إنهاء هذه اللوحة ببلاطة واحدة.',
  sgFound: 'اللوحة جاهزة: يمكن إنهاؤها ببلاطة واحدة.',
  sgNotFound: 'لم يُعثر على لوحة ثبت أنها تنتهي ببلاطة واحدة بعد {count} {count:zero=محاولة|one=محاولة|two=محاولتين|few=محاولات|many=محاولة|other=محاولة}: وقد لا يمكن ذلك في هذه اللوحة.',
  sgHintMove: 'تلميح: حرّك البلاطة ({color}) من {from} فوق {over} إلى {to}.',
  sgHintFinishable: 'لا يزال الإنهاء ببلاطة واحدة ممكنًا.',
  sgHintUnfinishable: 'لم يعد الإنهاء ببلاطة واحدة ممكنًا من هنا؛ هذا أفضل مسار وُجد.',
  sgHintOpen: 'لم يجد البحث السريع طريقة للإنهاء ببلاطة واحدة من هنا (وقد تكون موجودة)؛ هذه النقلة تبدأ أفضل مسار وجده.',
  sgNewGame: 'لوحة جديدة',
  sgNewGameStarted: 'لوحة جديدة.',
  sgNewGameUndoable: 'لوحة جديدة. التراجع يعيد اللوحة السابقة.',
  // stained-glass how-to-play
  sgGoal: 'اقفز بالبلاطات فوق بعضها حتى تبقى بلاطة واحدة.',
  sgCardHop: 'تقفز البلاطة فوق بلاطة ملاصقة لها إلى المربع الذي يليها مباشرة، في أي من الاتجاهات الثمانية.',
  sgCardJump: 'يجب أن تحتوي البلاطة المقفوز فوقها على لون البلاطة القافزة، فتفقده. ويصير المربع الذي غادرته القافزة أسود.',
  sgCardPrimary: 'ويمكن أيضًا للون أساسي (أحمر أو أصفر أو أزرق) أن يقفز فوق لون أساسي آخر، فيصير هذا الأخير أسود.',
  sgCardLand: 'تهبط البلاطة على الأسود، أو على لونها نفسه، أو على لون لا يحتوي شيئًا من لونها، فتمتزج الألوان.',
  sgCardEnd: 'عندما لا تستطيع أي بلاطة الحركة، تنتهي اللعبة. إذا بقيت بلاطة واحدة فقد فزت.',
  sgDiagramHop: 'بلاطة حمراء تقفز قطريًا فوق بلاطة برتقالية إلى المربع الأسود الذي يليها.',
  sgDiagramJump: 'قبل: أحمر، برتقالي، أسود. بعد: أسود، أصفر، أحمر. فقدت البلاطة البرتقالية الأحمر الذي فيها.',
  sgDiagramPrimary: 'قبل: أزرق، أحمر، أسود. بعد: أسود، أسود، أزرق.',
  sgDiagramLand: 'قبل: أصفر، أخضر، أحمر. بعد: أسود، أزرق، برتقالي. هبوط الأصفر على الأحمر أعطى البرتقالي.',
  sgDiagramEnd: 'لوحة من مربعات سوداء بقيت عليها بلاطة بنفسجية واحدة، عليها علامة صح.',
  sgNoteScore: 'النتيجة: عدد النقلات (ومرات التراجع تُحتسب أيضًا) مضروبًا في عدد الأشرطة المتبقية على اللوحة. الأقل أفضل.',
  sgKeySelect: 'تحديد بلاطة، ثم مكان هبوطها',
  sgKeyCancel: 'إلغاء التحديد',
};

export default ar;
