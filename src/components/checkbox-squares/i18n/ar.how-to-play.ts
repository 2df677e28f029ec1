/** العربية (`ar`): Checkbox Squares’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/ar.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresHowToPlayMessages } from '../how-to-play.messages.js';

const ar: Translated<typeof checkboxSquaresHowToPlayMessages> = {
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
};

export default ar;
