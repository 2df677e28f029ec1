/** العربية (`ar`): <boardlets-worksheet>’s strings (messages.ts), loaded with the element. Words as in the glossary of src/i18n/ar.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { worksheetMessages } from '../messages.js';

const ar: Translated<typeof worksheetMessages> = {
  wsCheckboxTitle: 'مربعات الاختيار',
  wsStainedGlassTitle: 'الزجاج المعشّق',
  wsName: 'الاسم',
  wsDate: 'التاريخ',
  wsPrint: 'طباعة',
  wsPreparing: 'جارٍ تحضير ورقة العمل…',
  wsReady: 'ورقة العمل جاهزة.',
  wsPuzzle: 'اللغز {number}',
  wsAnswerKey: 'الحلول',
  wsCheckboxTask: 'في كل لغز، جد الخانات التي يجب النقر عليها في مربع «اللغز» ليصبح مطابقًا للهدف، وضع عليها علامة في «نقراتك». استخدم أقل عدد ممكن من النقرات.',
  wsClickRule: 'ما تبدّله نقرة على خانة في مربع «اللغز» (الخانة المنقورة محاطة بدائرة):',
  wsTickLegend: 'علامة الصح تعني خانة محدّدة.',
  wsDotsLegend: 'تُعدّ الخانات بالنقاط: تضيف النقرة نقطة إلى كل خانة تغيّرها، والخانة التي فيها أكبر عدد من النقاط تعود فارغة.',
  wsBoxState: 'الصف {row}، العمود {column}: {state}',
  wsBoxPresses: 'الصف {row}، العمود {column} ×{count}',
  wsChecked: '{square}، المحدّدة: {boxes}',
  wsNoneChecked: '{square}، لا خانة محدّدة',
  wsFewest: 'أقل عدد من النقرات: {count}',
  wsYourClicks: 'نقراتك',
  wsStainedGlassTask: 'على كل لوحة، اكتب قفزاتك بالترتيب، مثل «b2 فوق c2 إلى d2»، حتى تبقى بلاطة واحدة.',
  wsTile: '{square} {color}',
  wsHop: '{from} فوق {over} إلى {to}',
  wsSheet: 'الورقة {seed}',
};

export default ar;
