/** Українська (`uk`): <boardlets-worksheet>’s strings (messages.ts), loaded with the element. Words as in the glossary of src/i18n/uk.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { worksheetMessages } from '../messages.js';

const uk: Translated<typeof worksheetMessages> = {
  wsCheckboxTitle: 'Квадрати з прапорцями',
  wsStainedGlassTitle: 'Вітраж',
  wsName: 'Ім’я',
  wsDate: 'Дата',
  wsPrint: 'Друкувати',
  wsPreparing: 'Готуємо аркуш…',
  wsReady: 'Аркуш готовий.',
  wsPuzzle: 'Завдання {number}',
  wsAnswerKey: 'Відповіді',
  wsCheckboxTask: 'У кожному завданні знайдіть клітинки квадрата «Головоломка», на які треба натиснути, щоб він став таким, як зразок, і позначте їх у полі «Ваші натискання». Обійдіться якомога меншою кількістю натискань.',
  wsClickRule: 'Що перемикає натискання на клітинку квадрата «Головоломка» (натиснута клітинка обведена):',
  wsTickLegend: 'Галочка — позначена клітинка.',
  wsDotsLegend: 'Клітинки лічать крапками: натискання додає крапку кожній клітинці, яку змінює, а клітинка з найбільшою кількістю крапок знову стає порожньою.',
  wsBoxState: 'рядок {row}, стовпець {column}: {state}',
  wsBoxPresses: 'рядок {row}, стовпець {column} ×{count}',
  wsChecked: '{square}, позначені: {boxes}',
  wsNoneChecked: '{square}, жодної позначеної клітинки',
  wsFewest: 'Найменше натискань: {count}',
  wsYourClicks: 'Ваші натискання',
  wsStainedGlassTask: 'На кожній дошці запишіть свої стрибки по черзі, наприклад «b2 через c2 на d2», доки не залишиться одне скельце.',
  wsTile: '{square} {color}',
  wsHop: '{from} через {over} на {to}',
  wsSheet: 'Аркуш {seed}',
};

export default uk;
