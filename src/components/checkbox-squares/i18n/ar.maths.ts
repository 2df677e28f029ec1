/** العربية (`ar`): Checkbox Squares’ maths panel (maths.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/ar.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { mathsMessages } from '../maths.messages.js';

const ar: Translated<typeof mathsMessages> = {
  csMathsTitle: 'الرياضيات وراء اللغز',
  csMathsIntro: 'الزر j يضيف 1 (بمقياس {k}) إلى كل خانة يقابلها 1 في العمود j من المصفوفة A. إذا كان x يبيّن عدد مرات الضغط على كل زر، فإن اللغز يتغيّر بمقدار A·x، فيطابق الهدف عندما يكون A·x = d (mod {k})، حيث d هو ما يجب تغييره. وتحلّ طريقة حذف غاوس هذه المعادلات التسع.',
  csMathsCaption: 'مصفوفة النقر A (الصفوف: الخانات 1-9، الأعمدة: الأزرار 1-9، مرقّمة صفًا صفًا) و d = الهدف − اللغز، بمقياس {k}',
  csMathsBoxHeader: 'الخانة (المعادلة)',
  csMathsButton: 'الزر {n}',
  csMathsNeedHeader: 'd: ما يجب تغييره',
  csMathsChanged: 'تغيّر في هذه الخطوة',
  csMathsPivot: 'العنصر المحوري',
  csMathsStart: 'البداية: [A | d] بمقياس {k}. كل صف يمثّل خانة واحدة: يجب أن يساوي مجموعُ الأزرار التي تغيّرها ما يجب تغييره فيها.',
  csMathsSwap: 'نبدّل الصفين {a} و{b} لرفع عنصر محوري إلى الأعلى.',
  csMathsScale: 'نضرب الصف {a} في {factor} (بمقياس {k}) ليصبح عنصره المحوري 1.',
  csMathsEliminate: 'الصف {a} ناقص {factor} × الصف {b} (بمقياس {k}): تُصفَّر عناصر العمود {column} أسفل العنصر المحوري.',
  csMathsBackSub: 'الصف {a} ناقص {factor} × الصف {b} (بمقياس {k}): تُصفَّر عناصر العمود {column} أعلى العنصر المحوري.',
  csMathsUnreachable: 'الصف {a} يقول الآن 0 = عدد غير صفري: لا يمكن لأي ضغطات أن تجعل اللغز مطابقًا لهذا الهدف.',
  csMathsInconsistent: 'يقول 0 = عدد غير صفري',
  csMathsFree: 'العمود {columns} بلا محور، فالزر {columns} حرّ: كل عدد من الضغطات (من 0 إلى {max}) يعطي حلًّا، و x هو الحل الأقل نقرات.',
  csMathsSolution: 'الحل، مُعلَّم على اللغز: {presses}.',
  csMathsNothing: 'd كله أصفار: لا حاجة إلى الضغط على أي زر، فالمربعان متطابقان.',
  csMathsPressOnce: 'الزر {n}',
  csMathsPressTimes: 'الزر {n} ({count} {count:zero=مرة|one=مرة|two=مرتان|few=مرات|many=مرة|other=مرة})',
  csMathsSteps: 'خطوات الحذف',
  csMathsStepOf: 'الخطوة {n} من {total}',
  csMathsBack: 'السابق',
  csMathsNext: 'التالي',
  csMathsPlay: 'تشغيل',
  csMathsPause: 'إيقاف مؤقت',
};

export default ar;
