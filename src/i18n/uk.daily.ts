/** Українська (`uk`): the daily puzzles’ result card and statistics (src/base/daily.messages.ts), loaded with them. Words as in the glossary of src/i18n/uk.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { dailyMessages } from '../base/daily.messages.js';

const uk: Translated<typeof dailyMessages> = {
  dailyNumber: '{game} № {number}',
  dailyNext: 'Наступна головоломка через',
  dailyShare: 'Поділитися результатом',
  dailyCopied: 'Результат скопійовано.',
  dailyShared: 'Результатом поділилися.',
  dailySelect: 'Буфера обміну немає: результат виділено в текстовому полі, його можна скопіювати.',
  dailyShareField: 'Результат, щоб поділитися',
  dailyClose: 'Закрити',
  dailyStats: 'Статистика',
  dailyResult: 'Сьогоднішній результат',
  dailyPlayed: 'Зіграно',
  dailySolvedShare: 'Розв’язано %',
  dailyStreak: 'Поточна серія',
  dailyBest: 'Найкраща серія',
  dailyBar: '{band}: {count}',
  dailyLatest: 'ваш останній',
  dailyNone: 'Завершіть головоломку дня, щоб побачити тут свою статистику.',
  dailyReplay: 'Повтор: зараховано ваш перший результат дня.',
  dailyStorage: 'Статистику не вдається зберегти на цьому пристрої: вона діятиме, доки сторінку не закрито.',
  dailyUnreadable: 'Збережену тут статистику не вдається прочитати. Її залишено без змін, а сьогоднішні результати діятимуть, доки сторінку не закрито.',
  dailyDeviceOnly: 'Зберігається лише на цьому пристрої.',
  dailyPast: 'Головоломка за {date}: з минулого дня, не зараховується ні до статистики, ні до серії.',
  dailyEarlier: 'Попередні головоломки',
  dailyEarlierItem: '№{number}, {date}',
  dailyToday: 'Сьогоднішня головоломка',
};

export default uk;
