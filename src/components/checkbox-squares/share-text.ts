/**
 * Checkbox Squares' daily result without spoilers: one symbol per click, by
 * whether it brought the squares closer (🟩) or took them further (🟥), or
 * changed the target (⬜); never which box. Every right-square click changes
 * the fewest clicks left by exactly one, so the line tells how it went and
 * nothing of how to solve it.
 */
import type { DailySummary } from '../../base/controllers/daily.js';
import type { Msg } from '../../base/how-to-play.js';
import { clicksNeeded, type CheckboxSquaresState } from '../../games/checkbox-squares/rules.js';

export const CLOSER = '🟩';
export const FURTHER = '🟥';
export const TARGET = '⬜';
/** Longer games show this many symbols, then how many more. */
export const MAX_SYMBOLS = 30;

/**
 * The distribution's bands: moves over the fewest possible, in pairs. A
 * wasted click costs as many moves as the day has states per box (two on
 * most days, three or four on others), so the bands are ranges: a day of
 * three states solved with one wasted click is 3 over, in "3–4".
 */
export const checkboxSquaresBands = (): string[] => ['0', '1–2', '3–4', '5–6', '7–8', '9+'];

/**
 * The summary of a solved daily game, from every state from the start to the
 * end and the clicks taken back: a click undone was still made (without this,
 * trying a box and undoing it when the squares got further apart would reach
 * the fewest possible every time), so each counts as a move and shows as a
 * wasted (further) click at the end of the line.
 */
export function checkboxSquaresSummary(say: Msg, states: readonly CheckboxSquaresState[], undone = 0): DailySummary {
  const first = states[0]!;
  const minimum = clicksNeeded(first);
  const moves = states.length - 1 + undone;
  const symbols: string[] = [];
  let closer = 0;
  let further = undone;
  for (let i = 1; i < states.length; i++) {
    const before = states[i - 1]!;
    const after = states[i]!;
    if (after.target !== before.target) symbols.push(TARGET);
    else if (clicksNeeded(after) < clicksNeeded(before)) {
      closer++;
      symbols.push(CLOSER);
    } else {
      further++;
      symbols.push(FURTHER);
    }
  }
  for (let i = 0; i < undone; i++) symbols.push(FURTHER);
  const line = symbols.length > MAX_SYMBOLS ? `${symbols.slice(0, MAX_SYMBOLS).join('')} +${symbols.length - MAX_SYMBOLS}` : symbols.join('');
  const over = Math.max(0, moves - minimum);
  return {
    solved: true,
    band: Math.min(5, Math.ceil(over / 2)),
    outcome: say('csDailyOutcome', { count: moves, minimum }),
    symbols: `${line} ✅`,
    symbolsLabel: say('csDailySymbols', { closer, further }),
    detail: { moves, minimum },
  };
}
