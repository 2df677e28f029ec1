// Issue 18: daily puzzles with results worth sharing. The clock is the daily
// module's (setDailyClock), so each test says what time it is.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/checkbox-squares.js';
import '../../src/stained-glass-board.js';
import type { CheckboxSquares, DailyResultDetail } from '../../src/components/checkbox-squares/checkbox-squares.js';
import type { StainedGlassBoard } from '../../src/components/stained-glass/stained-glass-board.js';
import { FIRST_DAY, puzzleNumber, setDailyClock, utcDay } from '../../src/base/daily.js';
import { dailyPuzzle } from '../../src/components/checkbox-squares/daily.js';
import { Session } from '../../src/engine/session.js';
import { stainedGlass } from '../../src/games/stained-glass/rules.js';
import { checkboxSquares, formatPattern } from '../../src/games/checkbox-squares/rules.js';
import { box, button, record, warnings } from './helpers.js';

const CS_KEY = 'boardlets:daily-stats:checkbox-squares';
const SG_KEY = 'boardlets:daily-stats:stained-glass';
/** Noon (UTC) of 2026-11-25, puzzle #329. */
const NOON = Date.UTC(2026, 10, 25, 12);
const DAY_MS = 86_400_000;
const DAY = utcDay(NOON);

function at(ms: number): void {
  setDailyClock(() => ms);
}

async function checkbox(attrs = 'daily stats'): Promise<CheckboxSquares> {
  const el = await fixture<CheckboxSquares>(html`<checkbox-squares></checkbox-squares>`);
  // Attributes set before the first game: the element reads them when it starts one.
  for (const name of attrs.split(' ').filter(Boolean)) el.setAttribute(name, '');
  await el.updateComplete;
  return el;
}

/**
 * Solves the puzzle as a reader would, by clicks: first `wasted` rounds of
 * clicks on box 0 that change nothing (a round is as many clicks as the
 * states, 2 on most days), then the fewest clicks.
 */
async function solve(el: CheckboxSquares, wasted = 0): Promise<void> {
  const k = Session.restore(checkboxSquares, el.save()).state.states;
  for (let i = 0; i < wasted * k; i++) box(el, 'board', 0).click();
  el.presses.forEach((times, b) => {
    for (let i = 0; i < times; i++) box(el, 'board', b).click();
  });
  await el.updateComplete;
  expect(el.isOver, 'solved').to.equal(true);
}

const dialog = (el: HTMLElement): HTMLDialogElement => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.daily')!;
const stat = (el: HTMLElement, name: string): string => el.shadowRoot!.querySelector(`[data-stat="${name}"] dd`)!.textContent!.trim();
const stats = (el: HTMLElement): Record<string, string> => Object.fromEntries(['played', 'solved', 'streak', 'best'].map((n) => [n, stat(el, n)]));
const cardTitle = (el: HTMLElement): string => el.shadowRoot!.querySelector('#daily-title')!.textContent!.trim();

async function closeDialog(el: CheckboxSquares | StainedGlassBoard): Promise<void> {
  el.shadowRoot!.querySelector<HTMLButtonElement>('button.daily-close')!.click();
  await el.updateComplete;
}

/** Opens the statistics from the toolbar, as a reader does (More, then Statistics). */
async function openStats(el: CheckboxSquares | StainedGlassBoard): Promise<void> {
  button(el, 'more').click();
  await el.updateComplete;
  button(el, 'stats').click();
  await el.updateComplete;
  await el.updateComplete;
}

describe('daily puzzles (issue 18)', () => {
  const clear = (): void => [CS_KEY, SG_KEY, `${CS_KEY}:game`, `${SG_KEY}:game`].forEach((key) => localStorage.removeItem(key));
  beforeEach(() => {
    clear();
    at(NOON);
  });
  afterEach(() => {
    setDailyClock(null);
    clear();
  });

  it('numbers the puzzles from 2026-01-01 (#1), by the UTC day', () => {
    expect(puzzleNumber(FIRST_DAY)).to.equal(1);
    expect(puzzleNumber(DAY)).to.equal(329);
    expect(utcDay(Date.UTC(2026, 0, 1, 23, 59, 59, 999))).to.equal(FIRST_DAY);
  });

  it('checkbox-squares daily: the same puzzle for everyone on a UTC day, another the next day; it wins over variant, target and start', async () => {
    const a = await checkbox('daily');
    const b = await fixture<CheckboxSquares>(html`<checkbox-squares daily variant="3" target="111111111" start="000000000"></checkbox-squares>`);
    const puzzle = dailyPuzzle(DAY);
    for (const el of [a, b]) {
      expect([Session.restore(checkboxSquares, el.save()).state.variant, el.targetPattern, el.boardPattern, box(el, 'target', 0).getAttribute('aria-readonly') === 'true']).to.deep.equal([
        puzzle.variant,
        formatPattern(puzzle.target),
        formatPattern(puzzle.start),
        true,
      ]);
    }
    at(NOON + DAY_MS);
    const c = await checkbox('daily');
    expect([c.targetPattern, c.boardPattern]).not.to.deep.equal([a.targetPattern, a.boardPattern]);
    // The states per box come from the day too: #330 has four, and its patterns use digits 0 to 3.
    expect(dailyPuzzle(DAY).states ?? 2).to.equal(2);
    expect(dailyPuzzle(DAY + 1).states).to.equal(4);
    expect(Session.restore(checkboxSquares, c.save()).state.states).to.equal(4);
    expect(c.boardPattern).to.equal(formatPattern(dailyPuzzle(DAY + 1).start, 4));
    expect(c.clicksNeeded).to.be.greaterThan(0);
  });

  it('a solved daily: the result card (number, outcome, symbols, countdown) and a daily-result event that bubbles out of the shadow root with plain JSON', async () => {
    const el = await checkbox('daily');
    const seen = record(document, ['daily-result']);
    const minimum = el.clicksNeeded;
    await solve(el, 1);
    expect(seen).to.have.length(1);
    const event = seen[0]! as CustomEvent<DailyResultDetail>;
    expect([event.bubbles, event.composed]).to.deep.equal([true, true]);
    expect(JSON.parse(JSON.stringify(event.detail))).to.deep.equal(event.detail);
    expect(event.detail).to.include({ game: 'checkbox-squares', puzzle: 329, date: '2026-11-25', solved: true, replay: false, moves: minimum + 2, minimum });
    expect(event.detail.streak).to.equal(null);
    expect(dialog(el).open).to.equal(true);
    expect(cardTitle(el)).to.equal('Checkbox Squares #329');
    expect(el.shadowRoot!.querySelector('.daily-outcome')!.textContent).to.contain(`Solved. Moves: ${minimum + 2}. Fewest possible: ${minimum}.`);
    // Noon: 12 hours to the next puzzle.
    expect(el.shadowRoot!.querySelector('[role="timer"]')!.textContent!.trim()).to.equal('12:00:00');
    // Without stats, nothing is stored.
    expect(localStorage.getItem(CS_KEY)).to.equal(null);
  });

  it('a click taken back still counts: trying a box and undoing it costs a move, in the status line, the card and the event', async () => {
    const el = await checkbox('daily');
    const seen = record(document, ['daily-result']);
    const minimum = el.clicksNeeded;
    // Try a box, then take the click back (the button, as a reader does): without counting it, this trial and error would always reach the minimum.
    box(el, 'board', 0).click();
    await el.updateComplete;
    button(el, 'undo').click();
    await el.updateComplete;
    expect(el.ply).to.equal(0);
    expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('Moves: 1');
    await solve(el);
    const detail = (seen[0]! as CustomEvent<DailyResultDetail>).detail;
    expect(detail).to.include({ moves: minimum + 1, minimum });
    expect(el.shadowRoot!.querySelector('.daily-outcome')!.textContent).to.contain(`Solved. Moves: ${minimum + 1}. Fewest possible: ${minimum}.`);
  });

  it('the share text for each outcome reveals no move: two different click orders give the same text', async () => {
    const texts: string[] = [];
    for (const order of ['asc', 'desc'] as const) {
      clear();
      const el = await checkbox('daily');
      const seen = record(el, ['daily-result']);
      const minimum = el.clicksNeeded;
      const solution = order === 'asc' ? el.solution : el.solution.reverse();
      expect(solution.length).to.be.greaterThan(1);
      for (const b of solution) box(el, 'board', b).click();
      await el.updateComplete;
      const text = (seen[0]!.detail as DailyResultDetail).shareText;
      texts.push(text);
      expect(text).to.equal(`Checkbox Squares #329\nSolved. Moves: ${minimum}. Fewest possible: ${minimum}.\n${'🟩'.repeat(minimum)} ✅`);
    }
    expect(texts[0]).to.equal(texts[1]);
    // Above the minimum: a click that took the squares further shows as such, but not where it was.
    clear();
    const el = await checkbox('daily');
    const seen = record(el, ['daily-result']);
    await solve(el, 1);
    const line = (seen[0]!.detail as DailyResultDetail).shareText.split('\n')[2]!;
    expect([...line.matchAll(/🟥/gu)]).to.have.length(1);
    expect(line).not.to.match(/[0-9]|row|column/i);
    // The card draws the same line as squares (no emoji font needed): one crossed square for the click that took them further.
    const tiles = [...el.shadowRoot!.querySelectorAll('.daily-symbols .daily-tile')].map((t) => t.getAttribute('data-kind'));
    expect(tiles).to.deep.equal([...line.replace(/ ✅$/u, '')].map((ch) => (ch === '🟥' ? 'bad' : 'good')));
  });

  it('a streak across days, and the solve just before and just after UTC midnight', async () => {
    at(NOON);
    let el = await checkbox();
    await solve(el);
    expect(stats(el)).to.deep.equal({ played: '1', solved: '100', streak: '1', best: '1' });
    // Started at 23:59:59 and solved after midnight: it is the puzzle of the day it started.
    at((DAY + 2) * DAY_MS - 1000);
    el = await checkbox();
    expect(el.boardPattern).to.equal(formatPattern(dailyPuzzle(DAY + 1).start, dailyPuzzle(DAY + 1).states));
    box(el, 'board', el.solution[0]!).click();
    at((DAY + 2) * DAY_MS + 500);
    const seen = record(el, ['daily-result']);
    await solve(el);
    expect(seen[0]!.detail).to.include({ puzzle: 330, date: '2026-11-26', streak: 2, bestStreak: 2 });
    expect(cardTitle(el)).to.equal('Checkbox Squares #330');
    // Half a second after midnight: the next puzzle, and the streak goes on.
    el = await checkbox();
    await solve(el);
    expect(cardTitle(el)).to.equal('Checkbox Squares #331');
    expect(stats(el)).to.deep.equal({ played: '3', solved: '100', streak: '3', best: '3' });
  });

  it('a broken streak: a missed day shows 0 until the next solve starts again from 1, and the best stays', async () => {
    for (const d of [0, 1]) {
      at(NOON + d * DAY_MS);
      await solve(await checkbox());
    }
    at(NOON + 3 * DAY_MS);
    const el = await checkbox();
    await openStats(el);
    expect(dialog(el).open).to.equal(true);
    expect(stats(el)).to.deep.equal({ played: '2', solved: '100', streak: '0', best: '2' });
    await closeDialog(el);
    await solve(el);
    expect(stats(el)).to.deep.equal({ played: '3', solved: '100', streak: '1', best: '2' });
  });

  it('a clock 400 days ahead does not freeze the statistics: back on the right day, today’s puzzle counts', async () => {
    // Solved with the device's clock set 400 days ahead (Date.now() stubbed).
    at(NOON + 400 * DAY_MS);
    await solve(await checkbox());
    // The clock is right again: today's puzzle is no replay, and it counts.
    at(NOON);
    const el = await checkbox();
    expect(el.shadowRoot!.querySelector('[part~="feedback"]')!.textContent).to.not.contain('Replay');
    const seen = record(el, ['daily-result']);
    await solve(el);
    expect(seen[0]!.detail).to.include({ replay: false, streak: 1 });
    expect(stats(el)).to.deep.equal({ played: '2', solved: '100', streak: '1', best: '1' });
    // The next day counts too, and the streak goes on.
    at(NOON + DAY_MS);
    const next = await checkbox();
    await solve(next);
    expect(stats(next)).to.deep.equal({ played: '3', solved: '100', streak: '2', best: '2' });
  });

  it('back on a day already finished, the game says before its first move that playing again is a replay', async () => {
    const el = await checkbox();
    await solve(el);
    // The reader comes back later that day: another page, another element, the finished game shown; a new game is a replay.
    const again = await checkbox();
    await closeDialog(again);
    again.newGame();
    await again.updateComplete;
    const line = (): string => again.shadowRoot!.querySelector('[part~="feedback"]')!.textContent!.trim();
    expect(line()).to.equal('Replay: your first result of the day is the one that counts.');
    // The next day's puzzle is a fresh one.
    at(NOON + DAY_MS);
    const tomorrow = await checkbox();
    expect(tomorrow.shadowRoot!.querySelector('[part~="feedback"]')!.textContent).to.not.contain('Replay');
    // Stained Glass too.
    const board = await fixture<StainedGlassBoard>(html`<stained-glass-board daily stats></stained-glass-board>`);
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('[part~="feedback"]')!.textContent).to.not.contain('Replay');
  });

  it('replaying a finished daily: the card says so, the event says replay, the statistics do not change', async () => {
    const el = await checkbox();
    await solve(el);
    const stored = localStorage.getItem(CS_KEY);
    await closeDialog(el);
    el.newGame();
    await el.updateComplete;
    const seen = record(el, ['daily-result']);
    await solve(el, 2);
    expect(seen[0]!.detail).to.include({ replay: true, streak: 1, bestStreak: 1 });
    expect(el.shadowRoot!.querySelector('.daily-card')!.textContent).to.contain('Replay: your first result of the day is the one that counts.');
    expect(stats(el)).to.deep.equal({ played: '1', solved: '100', streak: '1', best: '1' });
    expect(localStorage.getItem(CS_KEY)).to.equal(stored);
  });

  it('stats after a reload: another element on a later visit reads them, and marks the latest band by more than colour', async () => {
    const first = await checkbox();
    await solve(first, 1);
    first.remove();
    at(NOON + 3_600_000);
    const el = await checkbox();
    await openStats(el);
    expect(stats(el)).to.deep.equal({ played: '1', solved: '100', streak: '1', best: '1' });
    const latest = el.shadowRoot!.querySelector('.bar.latest')!;
    expect(latest.getAttribute('data-band')).to.equal('1');
    expect(latest.querySelector('.bar-count')!.textContent).to.equal('1 ★');
    expect(el.shadowRoot!.querySelector('#daily-chart-desc')!.textContent).to.contain('1–2: 1 (your latest)');
    // Today's finished game came back, with its card beside the statistics.
    expect(el.isOver).to.equal(true);
    expect(el.shadowRoot!.querySelector('.daily-card')).to.not.equal(null);
  });

  it('a finished daily comes back on reload without persist: the same moves, over, its card shown, nothing counted again (issue 25, flaw 5)', async () => {
    for (const attrs of ['daily', 'daily stats']) {
      clear();
      const first = await checkbox(attrs);
      await solve(first, 1);
      const moves = first.history;
      const stored = localStorage.getItem(CS_KEY);
      first.remove();
      const seen: Event[] = [];
      document.addEventListener('daily-result', (e) => seen.push(e), { once: true });
      const el = await checkbox(attrs);
      await waitUntil(() => dialog(el)?.open, 'the card opens');
      expect(el.isOver, attrs).to.equal(true);
      expect(el.history).to.deep.equal(moves);
      expect(cardTitle(el)).to.contain('329');
      expect(el.shadowRoot!.querySelector('.daily-card')!.textContent).to.not.contain('Replay');
      expect(seen).to.deep.equal([]);
      expect(localStorage.getItem(CS_KEY)).to.equal(stored);
      await closeDialog(el);
      el.remove();
    }
    // The next day: a fresh board.
    at(NOON + DAY_MS);
    const tomorrow = await checkbox('daily');
    expect([tomorrow.ply, tomorrow.isOver]).to.deep.equal([0, false]);
  });

  it('with persist, a daily puzzle in progress resumes as the daily one, and its result counts', async () => {
    localStorage.removeItem('boardlets-test:daily');
    try {
      const first = await fixture<CheckboxSquares>(html`<checkbox-squares daily stats persist="boardlets-test:daily"></checkbox-squares>`);
      box(first, 'board', first.solution[0]!).click();
      await first.updateComplete;
      first.remove();
      const el = await fixture<CheckboxSquares>(html`<checkbox-squares daily persist="boardlets-test:daily" stats></checkbox-squares>`);
      expect([el.ply, el.daily]).to.deep.equal([1, true]);
      const seen = record(el, ['daily-result']);
      await solve(el);
      expect(seen[0]!.detail).to.include({ puzzle: 329, replay: false, streak: 1 });
    } finally {
      localStorage.removeItem('boardlets-test:daily');
    }
  });

  describe('storage that fails: a warning, the game still plays, nothing thrown, good data never overwritten', () => {
    async function playThrough(expectWarning: RegExp, counted = { played: '1', streak: '1' }): Promise<CheckboxSquares> {
      let el!: CheckboxSquares;
      const seen = await warnings(async () => {
        el = await checkbox();
        const events = record(el, ['daily-result']);
        await solve(el);
        expect(events).to.have.length(1);
      });
      expect(seen.join('\n')).to.match(expectWarning);
      expect(el.shadowRoot!.querySelector('.daily-warning')!.textContent).to.not.equal('');
      // What this page counted still shows.
      expect(stats(el)).to.include(counted);
      return el;
    }

    it('corrupt and foreign data are left as they are', async () => {
      for (const bad of ['{"kind":"boardlets-daily-stats"', '{"kind":"boardlets-daily-stats","v":1,"game":"checkbox-squares","played":-3}', '{"hello":"world"}', '[1,2,3]']) {
        localStorage.setItem(CS_KEY, bad);
        // Each a first visit: no finished game of the day kept from the one before.
        localStorage.removeItem(`${CS_KEY}:game`);
        await playThrough(/daily statistics are kept only until the page closes/);
        expect(localStorage.getItem(CS_KEY)).to.equal(bad);
      }
    });

    it('full storage: the statistics stored before stay', async () => {
      const el = await checkbox();
      await solve(el);
      const good = localStorage.getItem(CS_KEY);
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function () {
        throw new DOMException('full', 'QuotaExceededError');
      };
      try {
        at(NOON + DAY_MS);
        await playThrough(/the storage is full/, { played: '2', streak: '2' });
      } finally {
        Storage.prototype.setItem = setItem;
      }
      expect(localStorage.getItem(CS_KEY)).to.equal(good);
    });

    it('blocked storage', async () => {
      const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
      try {
        await playThrough(/the storage is blocked/);
      } finally {
        if (own) Object.defineProperty(window, 'localStorage', own);
        else delete (window as { localStorage?: unknown }).localStorage;
      }
      expect(localStorage.getItem(CS_KEY)).to.equal(null);
    });
  });

  it('stained-glass-board daily: a finished board fires daily-result and shows its card; the share text names no square', async () => {
    const el = await fixture<StainedGlassBoard>(html`<stained-glass-board daily stats rows="3" cols="3"></stained-glass-board>`);
    const seen = record(el, ['daily-result']);
    // Any legal hop until the board ends, clicked as a reader would.
    while (!el.isOver) {
      const [move] = stainedGlass.legalMoves(Session.restore(stainedGlass, el.save()).state) as { from: number; to: number }[];
      el.shadowRoot!.querySelector<HTMLElement>(`[data-index="${move!.from}"]`)!.click();
      await el.updateComplete;
      el.shadowRoot!.querySelector<HTMLElement>(`[data-index="${move!.to}"]`)!.click();
      await el.updateComplete;
    }
    expect(seen).to.have.length(1);
    const detail = seen[0]!.detail as DailyResultDetail;
    expect(detail).to.include({ game: 'stained-glass', puzzle: 329, solved: el.tilesLeft === 1, moves: el.moves, tilesLeft: el.tilesLeft, score: el.score, streak: el.tilesLeft === 1 ? 1 : 0 });
    const [title, outcome, symbols] = detail.shareText.split('\n');
    expect(title).to.equal('Stained Glass #329');
    expect(outcome).to.equal(el.tilesLeft === 1 ? `One tile left. Moves: ${el.moves}. Score: ${el.score}.` : `Stuck. Tiles left: ${el.tilesLeft}. Moves: ${el.moves}. Score: ${el.score}.`);
    expect(symbols).to.match(/^[🟩⬛]{10} [🏆🧱] (🔹|⛳)\d+(\/\d+)? 👣\d+ 🎯\d+$/u);
    expect(symbols).to.contain(`👣${el.moves}`).and.contain(`🎯${el.score}`);
    expect(detail.shareText).not.to.match(/\b[a-j][0-9]+\b/);
    expect(dialog(el).open).to.equal(true);
    expect(stat(el, 'played')).to.equal('1');
    // Ten squares, cleared ones filled, the rest outlined.
    const kinds = [...el.shadowRoot!.querySelectorAll('.daily-symbols .daily-tile')].map((t) => t.getAttribute('data-kind'));
    expect(kinds.join(' ')).to.equal([...symbols!].slice(0, 10).map((ch) => (ch === '🟩' ? 'good' : 'empty')).join(' '));
    await expect(el).to.be.accessible();
  });

  it('every game on the page gets the card and panel styles, not only the first to load them', async () => {
    const first = await checkbox('daily');
    const glass = await fixture<StainedGlassBoard>(html`<stained-glass-board stats></stained-glass-board>`);
    const el = await checkbox('daily');
    await solve(el);
    for (const game of [el, first]) {
      if (game === first) await solve(first);
      const panel = game.shadowRoot!.querySelector('.daily-panel')!;
      expect(getComputedStyle(panel).display, game.localName).to.equal('grid');
      expect(getComputedStyle(game.shadowRoot!.querySelector('.daily-tile')!).inlineSize).not.to.equal('auto');
    }
    await openStats(glass);
    expect(getComputedStyle(glass.shadowRoot!.querySelector('.daily-figures')!).display).to.equal('grid');
  });

  it('axe: the result card with the statistics panel, and the panel alone, light and dark', async () => {
    for (const scheme of ['light', 'dark']) {
      clear();
      const el = await checkbox();
      el.style.setProperty('--boardlets-color-scheme', scheme);
      await solve(el, 1);
      expect(dialog(el).open).to.equal(true);
      await expect(el).to.be.accessible();
      await closeDialog(el);
      // Another day's page with the statistics alone (no finished game of the day to show).
      clear();
      const panel = await checkbox();
      panel.style.setProperty('--boardlets-color-scheme', scheme);
      await openStats(panel);
      expect(panel.shadowRoot!.querySelector('.daily-card')).to.equal(null);
      await expect(panel).to.be.accessible();
      await closeDialog(panel);
    }
  });

  it('Share: the share sheet where there is one, else the clipboard, else a selected text field', async () => {
    const el = await checkbox('daily');
    await solve(el);
    const shared: string[] = [];
    const nav = navigator as { share?: unknown };
    const hadShare = Object.getOwnPropertyDescriptor(navigator, 'share');
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: { text: string }) => void shared.push(data.text) });
    const share = el.shadowRoot!.querySelector<HTMLButtonElement>('button.daily-share')!;
    try {
      share.click();
      await waitUntil(() => shared.length === 1, 'the result is shared');
      await el.updateComplete;
      expect(shared).to.have.length(1);
      expect(shared[0]).to.match(/^Checkbox Squares #329\n/);
      expect(el.shadowRoot!.querySelector('.daily-share-status')!.textContent).to.equal('Result shared.');
      // No share sheet, no clipboard: the text, selected in a field.
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      const clip = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
      try {
        share.click();
        await waitUntil(() => el.shadowRoot!.querySelector('textarea.daily-share-field') !== null, 'the text is shown to copy');
        await el.updateComplete;
      } finally {
        delete (navigator as { clipboard?: unknown }).clipboard;
        if (clip) Object.defineProperty(Navigator.prototype, 'clipboard', clip);
      }
      const field = el.shadowRoot!.querySelector<HTMLTextAreaElement>('textarea.daily-share-field')!;
      expect(field.value).to.equal(shared[0]);
      expect(el.shadowRoot!.activeElement).to.equal(field);
      expect([field.selectionStart, field.selectionEnd]).to.deep.equal([0, field.value.length]);
    } finally {
      delete nav.share;
      if (hadShare) Object.defineProperty(navigator, 'share', hadShare);
    }
  });
});
