/**
 * Stained Glass's daily result without spoilers: how much of the board was
 * cleared, as ten squares (🟩 cleared, ⬛ not), then 🏆 for one tile left or
 * 🧱 for stuck, then what differs from one game to another: ⛳ tiles left
 * against the day's par (the solver's fewest, 1 when a finish exists; 🔹
 * tiles left alone before it has said), 👣 moves, 🎯 score; never a square
 * or a hop.
 */
import type { DailySummary } from '../../base/controllers/daily.js';
import type { Msg } from '../../base/how-to-play.js';

export const CLEARED = '🟩';
export const LEFT = '⬛';
export const WON = '🏆';
export const STUCK = '🧱';

/** The top of each score band (lower is better); the last band is a stuck game. */
const BAND_TOPS = [40, 60, 80, 120];

/** The distribution's bands: scores of games won, then stuck games. */
export const stainedGlassBands = (say: Msg): string[] => ['≤40', '41–60', '61–80', '81–120', '121+', say('sgDailyStuckBand')];

export interface StainedGlassFinish {
  /** Tiles at the start and at the end. */
  readonly startTiles: number;
  readonly tilesLeft: number;
  readonly moves: number;
  readonly score: number;
  /** The day's par in tiles (1 when a finish is known), or `null` before the solver has said. */
  readonly par?: number | null;
}

/** The summary of a finished daily game. */
export function stainedGlassSummary(say: Msg, game: StainedGlassFinish): DailySummary {
  const { startTiles, tilesLeft, moves, score, par = null } = game;
  const solved = tilesLeft === 1;
  const total = Math.max(1, startTiles - 1);
  const cleared = startTiles - tilesLeft;
  // Only a finished board fills all ten.
  const filled = solved ? 10 : Math.min(9, Math.floor((10 * cleared) / total));
  const band = solved ? BAND_TOPS.filter((top) => score > top).length : BAND_TOPS.length + 1;
  const outcome = solved ? say('sgDailyWin', { count: moves, score }) : say('sgDailyStuck', { tiles: tilesLeft, count: moves, score });
  const tiles = par === null ? `🔹${tilesLeft}` : `⛳${tilesLeft}/${par}`;
  return {
    solved,
    band,
    outcome,
    symbols: `${CLEARED.repeat(filled)}${LEFT.repeat(10 - filled)} ${solved ? WON : STUCK} ${tiles} 👣${moves} 🎯${score}`,
    symbolsLabel: `${say('sgDailySymbols', { cleared, total })} ${outcome}${par === null ? '' : ` ${say('sgPar', { count: par })}.`}`,
    detail: { moves, tilesLeft, score },
  };
}
