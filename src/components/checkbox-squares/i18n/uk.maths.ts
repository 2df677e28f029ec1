/** Українська (`uk`): Checkbox Squares’ maths panel (maths.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/uk.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { mathsMessages } from '../maths.messages.js';

const uk: Translated<typeof mathsMessages> = {
  csMathsTitle: 'Математика головоломки',
  csMathsIntro: 'Кнопка j додає 1 (за модулем {k}) до кожної клітинки, у рядку якої в стовпці j матриці A стоїть 1. Якщо x показує, скільки разів натиснуто кожну кнопку, головоломка змінюється на A·x, тож вона збігається зі зразком, коли A·x = d (mod {k}), де d — те, що треба змінити. Метод Гаусса розв’язує ці 9 рівнянь.',
  csMathsCaption: 'Матриця натискань A (рядки: клітинки 1–9, стовпці: кнопки 1–9, нумерація по рядках) і d = зразок − головоломка за модулем {k}',
  csMathsBoxHeader: 'Клітинка (рівняння)',
  csMathsButton: 'Кнопка {n}',
  csMathsNeedHeader: 'd: що треба змінити',
  csMathsChanged: 'змінено на цьому кроці',
  csMathsPivot: 'ведучий елемент',
  csMathsStart: 'Початок: [A | d] за модулем {k}. Кожен рядок — одна клітинка: кнопки, що її змінюють, у сумі мають дати те, що в ній треба змінити.',
  csMathsSwap: 'Міняємо місцями рядки {a} і {b}, щоб підняти ведучий елемент угору.',
  csMathsScale: 'Множимо рядок {a} на {factor} (за модулем {k}), щоб його ведучий елемент дорівнював 1.',
  csMathsEliminate: 'Рядок {a} мінус {factor} × рядок {b} (за модулем {k}): у стовпці {column} під ведучим елементом тепер нулі.',
  csMathsBackSub: 'Рядок {a} мінус {factor} × рядок {b} (за модулем {k}): у стовпці {column} над ведучим елементом тепер нулі.',
  csMathsUnreachable: 'Рядок {a} тепер означає 0 = ненульове число: жодні натискання не зроблять головоломку такою самою, як цей зразок.',
  csMathsInconsistent: 'каже 0 = число, відмінне від 0',
  csMathsFree: 'Стовпець {columns} не має опорного елемента, тож кнопка {columns} вільна: кожна кількість натискань (від 0 до {max}) дає розв’язок, а x — той, що має найменше клацань.',
  csMathsSolution: 'Розв’язок, позначений на головоломці: {presses}.',
  csMathsNothing: 'd складається з нулів: нічого натискати не треба, квадрати вже збігаються.',
  csMathsPressOnce: 'кнопка {n}',
  csMathsPressTimes: 'кнопка {n} ({count} {count:one=раз|few=рази|many=разів|other=разу})',
  csMathsSteps: 'Кроки методу Гаусса',
  csMathsStepOf: 'Крок {n} з {total}',
  csMathsBack: 'Назад',
  csMathsNext: 'Далі',
  csMathsPlay: 'Відтворити',
  csMathsPause: 'Пауза',
};

export default uk;
