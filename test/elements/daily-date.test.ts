// Issue 25: past daily puzzles. `daily-date` plays an earlier day's puzzle,
// marked as such, counted in no statistics or streak; the statistics panel
// lists today's and the six earlier puzzles to play.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/checkbox-squares.js';
import '../../src/stained-glass-board.js';
import type { CheckboxSquares, DailyResultDetail } from '../../src/components/checkbox-squares/checkbox-squares.js';
import type { StainedGlassBoard } from '../../src/components/stained-glass/stained-glass-board.js';
import { setDailyClock, utcDay } from '../../src/base/daily.js';
import { dailyPuzzle } from '../../src/components/checkbox-squares/daily.js';
import { Session } from '../../src/engine/session.js';
import { checkboxSquares } from '../../src/games/checkbox-squares/rules.js';
import { stainedGlass } from '../../src/games/stained-glass/rules.js';
import { box, button, record, warnings } from './helpers.js';

const CS_KEY = 'boardlets:daily-stats:checkbox-squares';
/** Noon (UTC) of 2026-11-25, puzzle #329. */
const NOON = Date.UTC(2026, 10, 25, 12);
const DAY = utcDay(NOON);

async function checkbox(dailyDate: string | null, stats = true): Promise<CheckboxSquares> {
  const el = await fixture<CheckboxSquares>(html`<checkbox-squares></checkbox-squares>`);
  el.setAttribute('daily', '');
  if (stats) el.setAttribute('stats', '');
  if (dailyDate !== null) el.setAttribute('daily-date', dailyDate);
  await el.updateComplete;
  await el.updateComplete;
  return el;
}

/** The puzzle on the board, as the daily puzzle of a day gives it. */
function puzzleOn(el: CheckboxSquares): { variant: number; target: number; start: number } {
  const state = Session.restore(checkboxSquares, el.save()).initial;
  return { variant: state.variant, target: state.target, start: state.board };
}

async function solve(el: CheckboxSquares): Promise<void> {
  el.presses.forEach((times, b) => {
    for (let i = 0; i < times; i++) box(el, 'board', b).click();
  });
  await el.updateComplete;
  expect(el.isOver, 'solved').to.equal(true);
}

const feedback = (el: HTMLElement): string => el.shadowRoot!.querySelector('[part~="feedback"]')!.textContent!.replace(/\s+/g, ' ').trim();

describe('past daily puzzles (daily-date)', () => {
  const clear = (): void => [CS_KEY, `${CS_KEY}:game`].forEach((key) => localStorage.removeItem(key));
  beforeEach(() => {
    clear();
    setDailyClock(() => NOON);
  });
  afterEach(() => {
    setDailyClock(null);
    clear();
  });

  it('plays the puzzle of the day asked for, says it counts nowhere, and keeps the statistics as they were', async () => {
    const el = await checkbox('2026-11-20');
    const { variant, target, start } = dailyPuzzle(DAY - 5);
    expect(puzzleOn(el)).to.deep.equal({ variant, target, start });
    expect(puzzleOn(el)).to.not.deep.equal((({ variant: v, target: t, start: s }) => ({ variant: v, target: t, start: s }))(dailyPuzzle(DAY)));
    expect(feedback(el)).to.equal('The puzzle of November 20, 2026: an earlier day’s, it counts in no statistics or streak.');
    const seen = record(el, ['daily-result']);
    await solve(el);
    const detail = seen[0]!.detail as DailyResultDetail;
    expect([detail.puzzle, detail.date, detail.past, detail.replay, detail.streak]).to.deep.equal([324, '2026-11-20', true, false, null]);
    expect(localStorage.getItem(CS_KEY), 'nothing counted').to.equal(null);
    expect(el.shadowRoot!.querySelector('[part~="daily-card"]')!.textContent).to.contain('counts in no statistics or streak');
    // Today's puzzle, without the attribute, counts as before.
    const today = await checkbox(null);
    expect(feedback(today)).to.not.contain('earlier day');
    const counted = record(today, ['daily-result']);
    await solve(today);
    expect((counted[0]!.detail as DailyResultDetail).past).to.equal(false);
    expect(JSON.parse(localStorage.getItem(CS_KEY)!).played).to.equal(1);
  });

  it('a date that is not one, or not yet come, or before puzzle #1 is warned about, and today’s puzzle plays', async () => {
    const today = (({ variant, target, start }) => ({ variant, target, start }))(dailyPuzzle(DAY));
    for (const [value, accepted] of [
      ['yesterday', 'a date written YYYY-MM-DD'],
      ['2026-02-30', 'a real date written YYYY-MM-DD'],
      ['2026-11-26', 'a date from 2026-01-01 (puzzle #1) to today, 2026-11-25'],
      ['2025-12-31', 'a date from 2026-01-01 (puzzle #1) to today, 2026-11-25'],
    ]) {
      let el!: CheckboxSquares;
      const said = await warnings(async () => {
        el = await checkbox(value!);
      });
      expect(said.join('\n'), value).to.contain(`daily-date`).and.to.contain(accepted!).and.to.contain("today's puzzle");
      expect(puzzleOn(el), value).to.deep.equal(today);
      expect(feedback(el)).to.not.contain('earlier day');
    }
  });

  it('the statistics panel lists today and the six days before; a click plays that day, and Today goes back', async () => {
    const el = await checkbox(null);
    // A click on today's puzzle: a game in progress, which switching days must not lose.
    box(el, 'board', 4).click();
    await el.updateComplete;
    button(el, 'more').click();
    await el.updateComplete;
    button(el, 'stats').click();
    await el.updateComplete;
    await el.updateComplete;
    const days = (): HTMLButtonElement[] => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="daily-earlier-day"]')];
    expect(days().map((b) => b.textContent!.trim())).to.deep.equal([
      'Today’s puzzle',
      '#328, November 24, 2026',
      '#327, November 23, 2026',
      '#326, November 22, 2026',
      '#325, November 21, 2026',
      '#324, November 20, 2026',
      '#323, November 19, 2026',
    ]);
    expect(days()[0]!.getAttribute('aria-current')).to.equal('true');
    days()[3]!.click();
    await el.updateComplete;
    await el.updateComplete;
    expect(el.dailyDate).to.equal('2026-11-22');
    expect(el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.daily')?.open ?? false).to.equal(false);
    expect(puzzleOn(el)).to.deep.equal((({ variant, target, start }) => ({ variant, target, start }))(dailyPuzzle(DAY - 3)));
    // The game in progress was set aside, not lost: Undo brings today's back (still a daily puzzle), Redo the earlier one.
    button(el, 'undo').click();
    await el.updateComplete;
    expect(puzzleOn(el)).to.deep.equal((({ variant, target, start }) => ({ variant, target, start }))(dailyPuzzle(DAY)));
    expect(el.daily).to.equal(true);
    button(el, 'redo').click();
    await el.updateComplete;
    expect(puzzleOn(el)).to.deep.equal((({ variant, target, start }) => ({ variant, target, start }))(dailyPuzzle(DAY - 3)));
    button(el, 'more').click();
    await el.updateComplete;
    button(el, 'stats').click();
    await el.updateComplete;
    await el.updateComplete;
    expect(days()[3]!.getAttribute('aria-current')).to.equal('true');
    days()[0]!.click();
    await el.updateComplete;
    await el.updateComplete;
    expect(el.dailyDate).to.equal(null);
    expect(puzzleOn(el)).to.deep.equal((({ variant, target, start }) => ({ variant, target, start }))(dailyPuzzle(DAY)));
  });

  it('Stained Glass: daily-date deals that day’s daily board', async () => {
    const board = async (date: string | null): Promise<string> => {
      const el = await fixture<StainedGlassBoard>(html`<stained-glass-board></stained-glass-board>`);
      el.setAttribute('daily', '');
      if (date) el.setAttribute('daily-date', date);
      await el.updateComplete;
      return Session.restore(stainedGlass, el.save()).save().split('~')[2]!;
    };
    const past = await board('2026-11-20');
    const today = await board(null);
    expect(past).to.not.equal(today);
    setDailyClock(() => NOON - 5 * 86_400_000);
    expect(await board(null), 'the board of 2026-11-20 as it was that day').to.equal(past);
  });
});
