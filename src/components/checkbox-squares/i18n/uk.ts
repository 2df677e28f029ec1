/** Українська (`uk`): Checkbox Squares’ strings (messages.ts), loaded with the game. Words as in the glossary of src/i18n/uk.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresMessages } from '../messages.js';

const uk: Translated<typeof checkboxSquaresMessages> = {
  csTarget: 'Зразок',
  csBoard: 'Головоломка',
  csBox: 'Рядок {row}, стовпець {column}',
  csMoves: 'Ходи: {count}',
  csNeeded: 'Щонайменше натискань до розв’язку: {count}',
  csSolved: 'Розв’язано за {count} {count:one=хід|few=ходи|many=ходів|other=ходу}!',
  csHintIs: 'Підказка: натисніть у головоломці рядок {row}, стовпець {column}.',
  csSolutionIs: 'Розв’язок: натисніть {boxes}.',
  csSolutionBox: 'рядок {row}, стовпець {column}',
  csSolveConfirm: 'Показати весь розв’язок? Це розкриє головоломку.',
  csSolutionNone: 'Нічого натискати: квадрати вже збігаються.',
  csMovedTarget: 'Зразок, рядок {row}, стовпець {column}: {state}.',
  csMovedBoard: 'Рядок {row}, стовпець {column}: перемкнуто {count} {count:one=клітинку|few=клітинки|many=клітинок|other=клітинки}. До розв’язку щонайменше {needed} {needed:one=натискання|few=натискання|many=натискань|other=натискання}.',
  csMovedBoardSolved: 'Рядок {row}, стовпець {column}: перемкнуто {count} {count:one=клітинку|few=клітинки|many=клітинок|other=клітинки}.',
  csTargetLocked: 'Зразок заблоковано.',
  csLocked: 'заблоковано',
  csHinted: 'підказка',
  csInSolution: 'частина розв’язку',
  csChecked: 'позначено',
  csUnchecked: 'не позначено',
  csVariantHelp1: 'Кут перемикає свій блок 2×2, середина сторони — свою сторону, центр — свій хрест.',
  csVariantHelp2: 'Кут перемикає себе й сусідні клітинки в тому ж рядку та стовпці, середина сторони — свою сторону й центр, центр — свій хрест.',
  csVariantHelp3: 'Кут перемикає себе й сусідні клітинки в тому ж рядку та стовпці, середина сторони — свою сторону й центр, центр — лише себе.',
  csGoal: 'Зробіть головоломку такою самою, як зразок.',
  csValue: 'стан {value} (від 0 до {max})',
  csMovedTargetValue: 'Зразок, рядок {row}, стовпець {column}: тепер стан {value}.',
  csMovedBoardStates: 'Рядок {row}, стовпець {column}: {count} {count:one=клітинку|few=клітинки|many=клітинок|other=клітинки} переведено в наступний стан.',
  csNeededSentence: 'До розв’язку щонайменше {needed} {needed:one=натискання|few=натискання|many=натискань|other=натискання}.',
  csUnreachable: 'Жодними натисканнями в головоломці не отримати цей зразок: змініть зразок або почніть нову гру.',
  csUnreachableWhy: 'Клацання ніколи не змінюють суму клітинок {boxes} (пронумерованих від 1 до 9, рядок за рядком) mod {k}, а в двох квадратах ця сума різна.',
  csUnreachableShort: 'Зразок недосяжний',
  csInSolutionTimes: 'частина розв’язку, {count} {count:one=натискання|few=натискання|many=натискань|other=натискання}',
  csSolutionBoxTimes: '{box} ({count} {count:one=раз|few=рази|many=разів|other=разу})',
  csMathsShow: 'Показати математику',
};

export default uk;
