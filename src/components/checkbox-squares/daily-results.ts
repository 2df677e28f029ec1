/**
 * `<checkbox-squares daily>`'s result card, statistics and `daily-result`
 * event, with their English strings: loaded the first time the element has
 * `daily` or `stats` (see DailyResultsLoader in base/daily-date.ts).
 */
import type { DailyController } from '../../base/controllers/daily.js';
import { DailyResults } from '../../base/controllers/daily-results.js';
import { dailyMessages } from '../../base/daily.messages.js';
import type { Msg } from '../../base/how-to-play.js';
import type { Session } from '../../engine/session.js';
import type { CheckboxSquaresMove, CheckboxSquaresOptions, CheckboxSquaresState } from '../../games/checkbox-squares/rules.js';
import { checkboxSquaresDailyMessages, checkboxSquaresDailyTranslations } from './daily.messages.js';
import { checkboxSquaresBands, checkboxSquaresSummary } from './share-text.js';

/** The results of the daily puzzle of `day()` (`null`: not a daily game). */
export function checkboxSquaresDailyResults(
  host: ConstructorParameters<typeof DailyController>[0],
  session: () => Session<CheckboxSquaresState, CheckboxSquaresMove, CheckboxSquaresOptions>,
  say: Msg,
  day: () => number | null,
): DailyResults {
  return new DailyResults(
    host,
    {
      game: 'checkbox-squares',
      nameKey: 'csName',
      chartKey: 'csDailyChart',
      bands: checkboxSquaresBands,
      day,
      summary: (msg) => checkboxSquaresSummary(msg, [...session().replay()], session().undos),
      translations: checkboxSquaresDailyTranslations,
    },
    say,
  );
}

/** What the element adds to its English strings for the daily puzzle. */
export const checkboxSquaresDailyTable = { ...dailyMessages, ...checkboxSquaresDailyMessages };
