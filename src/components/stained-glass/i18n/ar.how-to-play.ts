/** العربية (`ar`): Stained Glass’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/ar.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassHowToPlayMessages } from '../how-to-play.messages.js';

const ar: Translated<typeof stainedGlassHowToPlayMessages> = {
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
