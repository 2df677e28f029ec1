/** Українська (`uk`): Checkbox Squares’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/uk.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresHowToPlayMessages } from '../how-to-play.messages.js';

const uk: Translated<typeof checkboxSquaresHowToPlayMessages> = {
  csCardCorner1: 'Кут перемикає свій блок 2×2: себе і три сусідні клітинки.',
  csCardCorner2: 'Кут перемикає себе і сусідні клітинки в тому ж рядку та в тому ж стовпці.',
  csCardSide1: 'Середина сторони перемикає три клітинки вздовж цієї сторони.',
  csCardSide2: 'Середина сторони перемикає три клітинки вздовж цієї сторони та центр.',
  csCardCentre1: 'Центр перемикає хрест із п’яти клітинок: себе й чотири сусідні.',
  csCardCentre3: 'Центр перемикає лише себе.',
  csDiagramClick: 'Натиснуто {square}: позначено {count} {count:one=клітинку|few=клітинки|many=клітинок|other=клітинки}: {boxes}.',
  csDiagramCorner: 'лівий верхній кут',
  csDiagramSide: 'середню верхню клітинку',
  csDiagramCentre: 'центр',
  csNoteLeft: 'Натискання на зразку перемикає лише цю клітинку.',
  csNoteOrder: 'Два натискання на ту саму клітинку скасовують одне одного, а порядок натискань не має значення.',
  csKeySquare: 'Перейти до іншого квадрата',
  csKeyToggle: 'Натиснути клітинку',
};

export default uk;
