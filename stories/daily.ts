// Helpers for the daily stories: example statistics and opening the panel as a reader does.
import { emptyStats } from '../src/base/daily-stats.js';
import { today } from '../src/base/daily.js';

/** Writes example statistics for a game, only when this browser has none (never over a reader's own). */
export function exampleStats(game: string, bands: number[]): void {
  const key = `boardlets:daily-stats:${game}`;
  try {
    if (localStorage.getItem(key) !== null) return;
    const solved = bands.slice(0, -1).reduce((a, b) => a + b, 0) + (game === 'checkbox-squares' ? bands.at(-1)! : 0);
    const played = bands.reduce((a, b) => a + b, 0) + 1;
    const day = today() - 1;
    const stats = { ...emptyStats(bands.length), played, solved, streak: 4, best: 6, lastPlayed: day, lastDone: day, lastSolved: day, bands, latest: { day, solved: true, band: 1 } };
    localStorage.setItem(key, JSON.stringify({ kind: 'boardlets-daily-stats', v: 1, game, ...stats }));
  } catch {
    // No storage here: the panel shows empty statistics.
  }
}

/** Opens the statistics from the toolbar: More, then Statistics. */
export async function openStats(el: HTMLElement & { updateComplete: Promise<boolean> }): Promise<void> {
  await el.updateComplete;
  el.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="more"]')!.click();
  await el.updateComplete;
  el.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="stats"]')!.click();
}
