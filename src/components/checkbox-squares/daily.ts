/**
 * `<checkbox-squares daily>`: the same puzzle for every reader on a UTC day
 * (variant, states and both patterns drawn from the day; the target locked)
 * and which day the puzzle in progress is. Its result card, statistics and
 * `daily-result` event load with `daily` or `stats` (./daily-results.ts).
 */
import type { DailyController } from '../../base/controllers/daily.js';
import { today } from '../../base/daily.js';
import { createRng } from '../../engine/rng.js';
import { checkboxSquares, VARIANTS, type Variant, type CheckboxSquaresOptions, type CheckboxSquaresState } from '../../games/checkbox-squares/rules.js';
import type { States } from '../../games/checkbox-squares/algebra.js';

/**
 * The puzzle of a UTC day: a variant, the states per box (2 on four days
 * of six, 3 or 4 on one each) and two different patterns drawn from the day
 * alone, always solvable, the target locked (a daily puzzle is solved on the
 * right square).
 */
export function dailyPuzzle(day: number): { variant: Variant; target: number; start: number; lockTarget: true; states?: States } {
  const rng = createRng(`checkbox-squares-daily:${day}`);
  const variant = rng.pick(VARIANTS);
  // Its own stream, so the variant and the two-state patterns of a day stay what they were before states were drawn.
  const states = createRng(`checkbox-squares-daily-states:${day}`).pick([2, 2, 2, 2, 3, 4] as const);
  if (states !== 2) {
    const { target, board } = checkboxSquares.setup({ variant, states, lockTarget: true }, rng);
    return { variant, target, start: board, lockTarget: true, states };
  }
  const target = rng.int(512);
  let start = rng.int(512);
  while (start === target) start = rng.int(512);
  return { variant, target, start, lockTarget: true };
}

type Host = Pick<ConstructorParameters<typeof DailyController>[0], 'dailyDay' | 'dailyDayKeeping'>;

/** The daily puzzle's day for `<checkbox-squares>` (its results are ./daily-results.ts's). */
export class CheckboxSquaresDaily {
  /** The day of the daily puzzle in progress (it stays past midnight until a new game), or `null`. */
  #day: number | null = null;
  /** The day the latest daily options were resolved for: the next game started is that day's. */
  #resolved: number | null = null;

  readonly #host: Host;

  constructor(host: Host) {
    this.#host = host;
  }

  /** The day of the daily puzzle in progress, or `null`. */
  get day(): number | null {
    return this.#day;
  }

  /** The options of the daily puzzle: the one in progress's day, else today's. */
  options(): CheckboxSquaresOptions {
    this.#resolved = this.#host.dailyDayKeeping(this.#day);
    return dailyPuzzle(this.#resolved);
  }

  /** A game started (from the attributes, `daily` or not). */
  started(daily: boolean): void {
    this.#day = daily ? this.#resolved : null;
  }

  /** A new game moves a daily puzzle on to today's. */
  forget(): void {
    this.#day = null;
  }

  /** A restored or shelved game: a daily puzzle if it starts as `daily-date`'s or today's does. Returns whether it is. */
  adopt(initial: CheckboxSquaresState): boolean {
    const day = [this.#host.dailyDay, today()].find((d) => {
      const { variant, target, start, states = 2 } = dailyPuzzle(d);
      return initial.lockTarget && initial.variant === variant && initial.target === target && initial.board === start && initial.states === states;
    });
    this.#day = day ?? null;
    return day !== undefined;
  }
}
