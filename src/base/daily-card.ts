import { html, nothing, svg, type TemplateResult } from 'lit';
import type { Msg } from './how-to-play.js';
import { currentStreak, solvedPercent, type DailyStats } from './daily-stats.js';

/**
 * The daily puzzle's result card and statistics panel, as templates (the
 * DailyController shows them in one modal dialog; daily.styles.ts styles
 * them). Spoiler-free: the card shows the outcome and a line of symbols,
 * never a move.
 */

/** A finished daily game, as its card shows it. */
export interface DailyCard {
  /** "Checkbox Squares #330" */
  readonly title: string;
  readonly solved: boolean;
  /** The outcome in one sentence. */
  readonly outcome: string;
  /** The line of symbols, and what it says in words. */
  readonly symbols: string;
  readonly symbolsLabel: string;
  readonly replay: boolean;
  /** An earlier day's puzzle played with `daily-date` (it counted nowhere): its sentence, or ''. */
  readonly past: string;
  /** The whole text Share shares. */
  readonly shareText: string;
}

export interface CardView {
  readonly card: DailyCard;
  /** Time until the next puzzle, as h:mm:ss. */
  readonly countdown: string;
  /** What the last Share did, for the status line under the button. */
  readonly shareStatus: string;
  /** Show the text field with the share text (no share sheet, no clipboard). */
  readonly field: boolean;
  readonly onShare: () => void;
}

/** The share line's squares, as the card draws them; its closing mark (✅ 🏆 🧱) is the outcome's ✓ or ✗ already. */
const TILES: Readonly<Record<string, string>> = { '🟩': 'good', '🟥': 'bad', '⬜': 'neutral', '⬛': 'empty' };
const MARKS = new Set(['✅', '🏆', '🧱', ' ']);

/**
 * The share line drawn as squares rather than written in emoji: the same
 * on every device (one without a colour emoji font shows empty boxes for
 * emoji), in the game's colours, light or dark; a crossed square for a bad
 * click, an outlined one for a part of the board left, so colour is not the
 * only difference. Other text ("+12" more clicks) stays text.
 */
function symbolTiles(symbols: string): TemplateResult[] {
  const out: TemplateResult[] = [];
  let text = '';
  const flush = (): void => {
    if (text) out.push(html`<span class="daily-more">${text}</span>`);
    text = '';
  };
  for (const ch of symbols) {
    const kind = TILES[ch];
    if (kind) {
      flush();
      out.push(html`<span class="daily-tile" data-kind=${kind}></span>`);
    } else if (MARKS.has(ch)) flush();
    else text += ch;
  }
  flush();
  return out;
}

export function cardTemplate(say: Msg, view: CardView): TemplateResult {
  const { card } = view;
  return html`<section class="daily-card" part="daily-card" aria-labelledby="daily-title">
    <h2 id="daily-title" tabindex="-1">${card.title}</h2>
    <p class="daily-outcome" data-solved=${String(card.solved)}>
      <span class="daily-outcome-mark" aria-hidden="true">${card.solved ? '✓' : '✗'}</span> ${card.outcome}
    </p>
    <p class="daily-symbols" role="img" aria-label=${card.symbolsLabel}>${symbolTiles(card.symbols)}</p>
    ${card.past ? html`<p class="daily-note">${card.past}</p>` : card.replay ? html`<p class="daily-note">${say('dailyReplay')}</p>` : nothing}
    <div class="daily-share-row">
      <button type="button" class="daily-share" part="button daily-share" @click=${view.onShare}>${say('dailyShare')}</button>
      <p class="daily-countdown">
        <span>${say('dailyNext')}</span>
        <span role="timer" aria-live="off" class="daily-time">${view.countdown}</span>
      </p>
    </div>
    ${view.field
      ? html`<textarea class="daily-share-field" part="daily-share-field" readonly rows="3" aria-label=${say('dailyShareField')} .value=${card.shareText}></textarea>`
      : nothing}
    <p class="daily-share-status" role="status">${view.shareStatus}</p>
  </section>`;
}

export interface StatsView {
  readonly stats: DailyStats;
  readonly today: number;
  /** The distribution's title and its bands' labels. */
  readonly chartTitle: string;
  readonly bands: readonly string[];
  /** A sentence on why the statistics are not kept on the device, or ''. */
  readonly warning: string;
  /** The puzzles to play instead (today's, and the days before it), newest first. */
  readonly earlier: readonly { readonly label: string; readonly current: boolean; run(): void }[];
}

const ROW = 26;
const LABEL = 64;
const WIDTH = 320;

/** The distribution as horizontal bars; the reader's latest band is filled, outlined, bold and starred. */
function chart(say: Msg, view: StatsView): TemplateResult {
  const { stats, bands } = view;
  const most = Math.max(1, ...stats.bands);
  const latest = stats.latest?.band ?? -1;
  const room = WIDTH - LABEL - 48;
  const rows = bands.map((band, i) => {
    const count = stats.bands[i] ?? 0;
    const mine = i === latest;
    const width = Math.max(4, Math.round((room * count) / most));
    const y = i * ROW;
    return svg`<g class="bar ${mine ? 'latest' : ''}" data-band=${i}>
      <text class="bar-label" x=${LABEL - 8} y=${y + ROW / 2} text-anchor="end" dominant-baseline="central">${band}</text>
      <rect x=${LABEL} y=${y + 3} width=${width} height=${ROW - 6} rx="3"></rect>
      <text class="bar-count" x=${LABEL + width + 6} y=${y + ROW / 2} dominant-baseline="central">${count}${mine ? ' ★' : ''}</text>
    </g>`;
  });
  const described = bands.map((band, i) => `${say('dailyBar', { band, count: stats.bands[i] ?? 0 })}${i === latest ? ` (${say('dailyLatest')})` : ''}`);
  return html`<figure class="daily-chart">
    <figcaption id="daily-chart-title">${view.chartTitle}</figcaption>
    <svg viewBox="0 0 ${WIDTH} ${bands.length * ROW}" role="img" aria-labelledby="daily-chart-title" aria-describedby="daily-chart-desc" focusable="false">
      ${rows}
    </svg>
    <p id="daily-chart-desc" class="visually-hidden">${described.join('; ')}</p>
  </figure>`;
}

export function statsTemplate(say: Msg, view: StatsView): TemplateResult {
  const { stats } = view;
  const figure = (value: number, label: string, part: string): TemplateResult =>
    html`<div class="daily-figure" data-stat=${part}><dt>${label}</dt><dd>${value}</dd></div>`;
  return html`<section class="daily-stats" part="daily-stats" aria-labelledby="daily-stats-title">
    <h2 id="daily-stats-title" tabindex="-1">${say('dailyStats')}</h2>
    <dl class="daily-figures">
      ${figure(stats.played, say('dailyPlayed'), 'played')} ${figure(solvedPercent(stats), say('dailySolvedShare'), 'solved')}
      ${figure(currentStreak(stats, view.today), say('dailyStreak'), 'streak')} ${figure(stats.best, say('dailyBest'), 'best')}
    </dl>
    ${stats.played || stats.bands.some((n) => n) ? chart(say, view) : html`<p class="daily-note">${say('dailyNone')}</p>`}
    ${view.warning ? html`<p class="daily-warning" role="note">${view.warning}</p>` : nothing}
    <p class="daily-note">${say('dailyDeviceOnly')}</p>
    ${view.earlier.length
      ? html`<nav class="daily-earlier" part="daily-earlier" aria-labelledby="daily-earlier-title">
          <h3 id="daily-earlier-title">${say('dailyEarlier')}</h3>
          <ul>
            ${view.earlier.map((e) => html`<li><button type="button" part="button daily-earlier-day" aria-current=${e.current ? 'true' : nothing} @click=${e.run}>${e.label}</button></li>`)}
          </ul>
        </nav>`
      : nothing}
  </section>`;
}
