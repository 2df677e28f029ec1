/**
 * The words `<checkbox-squares>` says about clicks, refusals and the result,
 * built from the engine's {@link CheckboxSquaresOutcome} and
 * {@link CheckboxSquaresRefusal} (no rule code here): plain functions of a
 * message lookup and what they need.
 */
import type { Msg } from '../../base/how-to-play.js';
import { joinSentences, type MessageKey } from '../../base/messages.js';
import type { CheckboxSquaresOutcome, CheckboxSquaresRefusal } from '../../games/checkbox-squares/rules.js';

/** Each refusal code's message. */
const REFUSAL: Record<CheckboxSquaresRefusal['code'], MessageKey> = {
  'game-over': 'gameIsOver',
  'off-board': 'notAllowed',
  'target-locked': 'csTargetLocked',
};

/** Why a click is refused, from the engine's refusal. */
export function describeRefusal(msg: Msg, refusal: CheckboxSquaresRefusal): string {
  return msg(REFUSAL[refusal.code]);
}

/** "Target row 1, column 2 checked." or "Row 2, column 2: 5 boxes toggled. 3 clicks to solve." */
export function describeMove(msg: Msg, outcome: CheckboxSquaresOutcome): string {
  const row = Math.floor(outcome.box / 3) + 1;
  const column = (outcome.box % 3) + 1;
  if (outcome.square === 'target') {
    if (outcome.states) return msg('csMovedTargetValue', { row, column, value: outcome.states[0] ?? 0 });
    return msg('csMovedTarget', { row, column, state: msg(outcome.checked.includes(outcome.box) ? 'csChecked' : 'csUnchecked') });
  }
  // The click that solves it says no "0 clicks to solve": the result follows.
  const solved = !outcome.unreachable && outcome.clicksNeeded === 0;
  if (!outcome.states) return msg(solved ? 'csMovedBoardSolved' : 'csMovedBoard', { row, column, count: outcome.toggled.length, needed: outcome.clicksNeeded });
  const moved = msg('csMovedBoardStates', { row, column, count: outcome.toggled.length });
  if (solved) return moved;
  return joinSentences(moved, outcome.unreachable ? msg('csUnreachable') : msg('csNeededSentence', { needed: outcome.clicksNeeded }));
}

/** The move list's name of a click, from the engine's outcome: row and column (from the top left), `T` first on the target square (`T 1,2`, `2,3`). */
export function moveName(outcome: CheckboxSquaresOutcome): string {
  const at = `${Math.floor(outcome.box / 3) + 1},${(outcome.box % 3) + 1}`;
  return outcome.square === 'target' ? `T ${at}` : at;
}

/** "Solution: click row 1, column 1; row 2, column 3 twice." from the presses per box. */
export function describeSolution(msg: Msg, presses: readonly number[], unreachable: boolean): string {
  if (unreachable) return msg('csUnreachable');
  const boxes = presses.flatMap((p, b) => {
    if (!p) return [];
    const box = msg('csSolutionBox', { row: Math.floor(b / 3) + 1, column: (b % 3) + 1 });
    return [p > 1 ? msg('csSolutionBoxTimes', { box, count: p }) : box];
  });
  return boxes.length ? msg('csSolutionIs', { boxes: boxes.join('; ') }) : msg('csSolutionNone');
}

/** "Solved in 7 moves!" */
export function describeResult(msg: Msg, moves: number): string {
  return msg('csSolved', { count: moves });
}

/**
 * Why a target is out of reach, from the engine's reachability checks
 * (`reachabilityChecks`): "Clicks never change the total of boxes 1, 2, 3, 4,
 * 6, 7, 8 and 9 … mod 3 …"; empty when there is no check, or when the first
 * one weighs boxes by more than 1 (no variant has such a check).
 */
export function unreachableWhy(msg: Msg, checks: readonly (readonly number[])[], k: number): string {
  const check = checks[0];
  if (!check || check.some((c) => c > 1)) return '';
  return msg('csUnreachableWhy', { boxes: check.flatMap((c, i) => (c ? [String(i + 1)] : [])), k });
}
