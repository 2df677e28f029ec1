/**
 * `<stained-glass-board daily>`'s results: the card, statistics and
 * `daily-result` event of the board of the day (the element keeps the day),
 * with their English strings: loaded the first time the element has `daily`
 * or `stats` (see DailyResultsLoader in base/daily-date.ts).
 */
import type { DailyController } from '../../base/controllers/daily.js';
import { DailyResults } from '../../base/controllers/daily-results.js';
import { dailyMessages } from '../../base/daily.messages.js';
import type { Msg } from '../../base/how-to-play.js';
import type { StainedGlassState } from '../../games/stained-glass/rules.js';
import { stainedGlassDailyMessages, stainedGlassDailyTranslations } from './daily.messages.js';
import { stainedGlassBands, stainedGlassSummary } from './share-text.js';
import type { DailyVerdict } from './board-search.js';

type Host = ConstructorParameters<typeof DailyController>[0] & {
  readonly moves: number;
  readonly tilesLeft: number;
  readonly score: number;
};

/** The daily board's results for a `<stained-glass-board>`: `day` is the daily board in progress's, `initial` its first position, `verdict` what its solver said. */
export function stainedGlassDaily(host: Host, day: () => number | null, initial: () => StainedGlassState, say: Msg, verdict: () => DailyVerdict | null): DailyResults {
  return new DailyResults(
    host,
    {
      game: 'stained-glass',
      nameKey: 'sgName',
      chartKey: 'sgDailyChart',
      bands: stainedGlassBands,
      day,
      translations: stainedGlassDailyTranslations,
      summary: (msg) =>
        stainedGlassSummary(msg, {
          startTiles: initial().cells.filter((c) => c !== 0).length,
          tilesLeft: host.tilesLeft,
          moves: host.moves,
          score: host.score,
          par: parOf(verdict()),
        }),
    },
    say,
  );
}

/** The day's par in tiles: 1 when a finish is known, the solver's fewest otherwise, `null` before it has said. */
const parOf = (verdict: DailyVerdict | null): number | null => (verdict ? (verdict.finishable ? 1 : verdict.par) : null);

/** What the element adds to its English strings for the daily board. */
export const stainedGlassDailyTable = { ...dailyMessages, ...stainedGlassDailyMessages };
