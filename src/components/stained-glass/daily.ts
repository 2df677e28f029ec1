/**
 * `<stained-glass-board daily>`'s results: the card, statistics and
 * `daily-result` event of the board of the day (the element keeps the day).
 */
import type { DailyController } from '../../base/controllers/daily.js';
import { DailyResults } from '../../base/controllers/daily-results.js';
import { dailyMessages } from '../../base/daily.messages.js';
import type { Msg } from '../../base/how-to-play.js';
import type { StainedGlassState } from '../../games/stained-glass/rules.js';
import { stainedGlassDailyMessages } from './daily.messages.js';
import { stainedGlassBands, stainedGlassSummary } from './share-text.js';

type Host = ConstructorParameters<typeof DailyController>[0] & {
  readonly moves: number;
  readonly tilesLeft: number;
  readonly score: number;
};

/** The daily board's results for a `<stained-glass-board>`: `day` is the daily board in progress's, `initial` its first position. */
export function stainedGlassDaily(host: Host, day: () => number | null, initial: () => StainedGlassState, say: Msg): DailyResults {
  return new DailyResults(
    host,
    {
      game: 'stained-glass',
      nameKey: 'sgName',
      chartKey: 'sgDailyChart',
      bands: stainedGlassBands,
      day,
      summary: (msg) =>
        stainedGlassSummary(msg, {
          startTiles: initial().cells.filter((c) => c !== 0).length,
          tilesLeft: host.tilesLeft,
          moves: host.moves,
          score: host.score,
        }),
    },
    say,
  );
}

/** What the element adds to its strings and styles for the daily board. */
export const stainedGlassDailyTable = { ...dailyMessages, ...stainedGlassDailyMessages };
