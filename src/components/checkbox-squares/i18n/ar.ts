/** العربية (`ar`): Checkbox Squares’ strings (messages.ts), loaded with the game. Words as in the glossary of src/i18n/ar.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresMessages } from '../messages.js';

const ar: Translated<typeof checkboxSquaresMessages> = {
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
  csMovedBoardSolved: 'الصف {row}، العمود {column}: انقلبت {count} {count:zero=خانة|one=خانة|two=خانتان|few=خانات|many=خانة|other=خانة}.',
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
  csValue: 'الحالة {value} (من 0 إلى {max})',
  csMovedTargetValue: 'الهدف، الصف {row}، العمود {column}: الحالة الآن {value}.',
  csMovedBoardStates: 'الصف {row}، العمود {column}: انتقلت {count} {count:zero=خانة|one=خانة|two=خانتان|few=خانات|many=خانة|other=خانة} إلى الحالة التالية.',
  csNeededSentence: 'يلزم {needed} {needed:zero=نقرة|one=نقرة|two=نقرتان|few=نقرات|many=نقرة|other=نقرة} للحل.',
  csUnreachable: 'لا توجد نقرات على اللغز توصله إلى هذا الهدف: غيّر الهدف أو ابدأ لعبة جديدة.',
  csUnreachableWhy: 'لا تغيّر النقرات أبدًا مجموع المربعات {boxes} (مرقّمة من 1 إلى 9 صفًّا صفًّا) بمقياس {k}، وهذا المجموع مختلف بين المربعين.',
  csUnreachableShort: 'لا يمكن بلوغ الهدف',
  csInSolutionTimes: 'جزء من الحل، {count} {count:zero=نقرة|one=نقرة|two=نقرتان|few=نقرات|many=نقرة|other=نقرة}',
  csSolutionBoxTimes: '{box} ({count} {count:zero=مرة|one=مرة|two=مرتان|few=مرات|many=مرة|other=مرة})',
  csMathsShow: 'عرض الرياضيات',
};

export default ar;
