// How long boardlets-uai thinks for a `go` line: kept apart from the binary so
// that the clock rules are tested as numbers, not by timing a search.

/**
 * The time to think from the clock: a slice of what is left, plus most of the increment.
 * As in libataxx and cuteataxx, `x` (who moves first, `toMove` 0) is Black and plays on
 * `btime`/`binc`; `o` (1) is White and plays on `wtime`/`winc`. `soft`: no new iteration
 * starts after it; `hard`: the search stops there. Milliseconds; Infinity without a clock.
 * @param {{ movetime?: number, btime?: number, wtime?: number, binc?: number, winc?: number }} opts
 * @param {0 | 1} toMove
 */
export function thinkBudget(opts, toMove) {
  // A little under the move time: the last slice and the answer take a few milliseconds too.
  if (opts.movetime !== undefined) {
    const hard = Math.max(1, opts.movetime - Math.min(20, opts.movetime / 10));
    return { soft: hard, hard };
  }
  const left = toMove === 0 ? opts.btime : opts.wtime;
  const inc = (toMove === 0 ? opts.binc : opts.winc) ?? 0;
  if (left === undefined) return { soft: Infinity, hard: Infinity };
  const hard = Math.max(5, Math.min(left / 2, left / 25 + inc * 0.8));
  return { soft: hard * 0.5, hard };
}
