/**
 * `<checkbox-squares daily>`: the same puzzle for every reader on a UTC day
 * (variant, states and both patterns drawn from the day; the target locked), its
 * result card, statistics and `daily-result` event. The element hands over
 * its game in progress; everything daily lives here.
 */
import type { DailyController } from '../../base/controllers/daily.js';
import { DailyResults } from '../../base/controllers/daily-results.js';
import { today } from '../../base/daily.js';
import type { Msg } from '../../base/how-to-play.js';
import type { Session } from '../../engine/session.js';
import { createRng } from '../../engine/rng.js';
import { checkboxSquares, VARIANTS, type Variant, type CheckboxSquaresMove, type CheckboxSquaresOptions, type CheckboxSquaresState } from '../../games/checkbox-squares/rules.js';
import type { States } from '../../games/checkbox-squares/algebra.js';
import { checkboxSquaresBands, checkboxSquaresSummary } from './share-text.js';
import { dailyMessages } from '../../base/daily.messages.js';
import { checkboxSquaresDailyMessages, checkboxSquaresDailyTranslations } from './daily.messages.js';

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

type Host = ConstructorParameters<typeof DailyController>[0];

/** The daily puzzle's day and results for `<checkbox-squares>`: the card, statistics and event are its {@link DailyController}'s. */
export class CheckboxSquaresDaily {
  readonly results: DailyResults;
  /** The day of the daily puzzle in progress (it stays past midnight until a new game), or `null`. */
  #day: number | null = null;
  /** The day the latest daily options were resolved for: the next game started is that day's. */
  #resolved: number | null = null;

  readonly #host: Host;

  constructor(host: Host, session: () => Session<CheckboxSquaresState, CheckboxSquaresMove, CheckboxSquaresOptions>, say: Msg) {
    this.#host = host;
    this.results = new DailyResults(
      host,
      {
        game: 'checkbox-squares',
        nameKey: 'csName',
        chartKey: 'csDailyChart',
        bands: checkboxSquaresBands,
        day: () => this.#day,
        summary: (msg) => checkboxSquaresSummary(msg, [...session().replay()], session().undos),
        translations: checkboxSquaresDailyTranslations,
      },
      say,
    );
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

/** What the element adds to its strings and styles for the daily puzzle. */
export const checkboxSquaresDailyTable = { ...dailyMessages, ...checkboxSquaresDailyMessages };
