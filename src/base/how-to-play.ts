import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { format, type MessageKey, type MessageParam, type Translations } from './messages.js';
import { howToPlayMessages } from './how-to-play.messages.js';

/**
 * The "How to play" panel every game shows: the goal in one sentence, a card
 * per rule (a small diagram beside one or two sentences), the keys, and a
 * close button. Each game builds its content in
 * `src/components/<game>/how-to-play.ts`; the panel is meant to be loaded on
 * first use (a dynamic `import()`), so none of this is part of first paint.
 */

/** An element's message lookup (`this.msg` of a BoardletElement). */
export type Msg = (key: MessageKey, params?: Readonly<Record<string, MessageParam>>) => string;

/** The panel's frame strings (how-to-play.messages.ts) in the other shipped languages (src/i18n/<code>.how-to-play.ts), loaded with the panel. Here, not beside the English table: that one is in the core chunk, and these loaders need not be. */
export const howToPlayTranslations: Translations = {
  ar: () => import('../i18n/ar.how-to-play.js'),
  de: () => import('../i18n/de.how-to-play.js'),
  es: () => import('../i18n/es.how-to-play.js'),
  fr: () => import('../i18n/fr.how-to-play.js'),
  he: () => import('../i18n/he.how-to-play.js'),
  it: () => import('../i18n/it.how-to-play.js'),
  ja: () => import('../i18n/ja.how-to-play.js'),
  nl: () => import('../i18n/nl.how-to-play.js'),
  pl: () => import('../i18n/pl.how-to-play.js'),
  pt: () => import('../i18n/pt.how-to-play.js'),
  tr: () => import('../i18n/tr.how-to-play.js'),
  uk: () => import('../i18n/uk.how-to-play.js'),
  zh: () => import('../i18n/zh.how-to-play.js'),
};

/** One rule: a diagram and one or two short sentences. */
export interface HowToPlayRule {
  /** The drawing, in the units of `viewBox` (default `0 0 96 96`): shapes only, the renderer wraps it in its `<svg>`. */
  diagram: SVGTemplateResult;
  /** What the diagram shows, in words (the diagram's `aria-label`). */
  label: string;
  text: string;
  viewBox?: string;
}

/** A line of the keyboard list: the keys (any one of them does it) and what they do. */
export interface HowToPlayKey {
  keys: string[];
  text: string;
}

export interface HowToPlay {
  /** One short sentence. */
  goal: string;
  rules: HowToPlayRule[];
  keys: HowToPlayKey[];
  /** Short remarks below the cards (end of the game, scoring details). */
  notes?: string[];
}

/** The panel's own words, from the base message table ({@link howToPlayLabels}). */
export interface HowToPlayLabels {
  title: string;
  keys: string;
  close: string;
  /** Said between two keys that do the same thing (shown as a slash). */
  or: string;
}

/**
 * The element's lookup, falling back to the panel's own English strings
 * (loaded with the panel, not with the element) for keys the element's
 * tables and the page's translations do not have.
 */
export function withPanelStrings(msg: Msg, ...tables: readonly Readonly<Record<string, string>>[]): Msg {
  const english: Record<string, string> = Object.assign({}, howToPlayMessages, ...tables);
  return (key, params) => {
    const said = msg(key, params);
    return said === key && Object.hasOwn(english, key) ? format(english[key]!, params) : said;
  };
}

export function howToPlayLabels(msg: Msg): HowToPlayLabels {
  msg = withPanelStrings(msg);
  return { title: msg('htpTitle'), keys: msg('htpKeys'), close: msg('htpClose'), or: msg('htpOr') };
}

/** The key lines every game shares: undo and redo. */
export function historyKeys(msg: Msg): HowToPlayKey[] {
  msg = withPanelStrings(msg);
  return [
    { keys: [msg('htpCtrlZ')], text: msg('undo') },
    { keys: [msg('htpCtrlY')], text: msg('redo') },
    { keys: ['?'], text: msg('htpOpen') },
  ];
}

const CLOSE_ICON = svg`<svg class="htp-close-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18"/></svg>`;

function renderKeys(keys: readonly string[], or: string): TemplateResult[] {
  return keys.map(
    (key, i) =>
      html`${i > 0 ? html`<span class="htp-or" aria-hidden="true">/</span><span class="visually-hidden"> ${or} </span>` : nothing}<kbd>${key}</kbd>`,
  );
}

/**
 * The panel: a heading, the goal, the rule cards, the notes, the keys, and
 * (with `onClose`) a close button that calls it; Escape inside the panel
 * calls it too (and is marked handled, so the game ignores it). The heading
 * takes focus from script (`tabindex="-1"`), for whoever opens the panel.
 */
export function renderHowToPlay(content: HowToPlay, labels: HowToPlayLabels, onClose?: () => void): TemplateResult {
  const onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented || !onClose) return;
    event.preventDefault();
    onClose();
  };
  return html`<section class="htp" part="how-to-play" aria-labelledby="htp-title" @keydown=${onKeydown}>
    <div class="htp-head">
      <h2 class="htp-title" id="htp-title" tabindex="-1">${labels.title}</h2>
      ${onClose
        ? html`<button type="button" class="htp-close" part="button close" title=${labels.close} @click=${onClose}>
            ${CLOSE_ICON}<span class="visually-hidden">${labels.close}</span>
          </button>`
        : nothing}
    </div>
    <p class="htp-goal">${content.goal}</p>
    <ul class="htp-rules">
      ${content.rules.map(
        (rule) => html`<li class="htp-rule">
          <svg class="htp-diagram" viewBox=${rule.viewBox ?? '0 0 96 96'} role="img" aria-label=${rule.label} focusable="false">${rule.diagram}</svg>
          <p>${rule.text}</p>
        </li>`,
      )}
    </ul>
    ${content.notes?.length ? html`<ul class="htp-notes">${content.notes.map((note) => html`<li>${note}</li>`)}</ul>` : nothing}
    <h3 class="htp-keys-title">${labels.keys}</h3>
    <dl class="htp-keys">
      ${content.keys.map((line) => html`<div><dt>${renderKeys(line.keys, labels.or)}</dt><dd>${line.text}</dd></div>`)}
    </dl>
  </section>`;
}

// ------------------------------------------------------------ diagram kit --
// Shapes every game's diagrams share, so strokes and arrows look the same
// everywhere. Classes: see how-to-play.styles.ts.

const n = (v: number): string => String(Math.round(v * 100) / 100);

/** An arrowhead at (x, y) pointing along `angle` (radians). */
function head(x: number, y: number, angle: number): SVGTemplateResult {
  const l = 7;
  const w = 4.2;
  const bx = x - l * Math.cos(angle);
  const by = y - l * Math.sin(angle);
  const px = -Math.sin(angle) * w;
  const py = Math.cos(angle) * w;
  return svg`<path class="d-head" d="M${n(x)} ${n(y)}L${n(bx + px)} ${n(by + py)}L${n(bx - px)} ${n(by - py)}Z"/>`;
}

/**
 * An arrow through the given points (a polyline; two points for a straight
 * one). With `bend`, a two-point arrow curves: the control point sits `bend`
 * units to the left of the way (negative: to the right).
 */
export function arrow(points: readonly (readonly [number, number])[], bend = 0): SVGTemplateResult {
  const [x1, y1] = points[0]!;
  const [x2, y2] = points.at(-1)!;
  if (bend && points.length === 2) {
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    const len = Math.hypot(x2 - x1, y2 - y1);
    const cx = mx + ((y2 - y1) / len) * bend;
    const cy = my - ((x2 - x1) / len) * bend;
    const angle = Math.atan2(y2 - cy, x2 - cx);
    // The stroke stops inside the head, so its round cap does not poke out of the tip.
    const ex = x2 - 5 * Math.cos(angle);
    const ey = y2 - 5 * Math.sin(angle);
    const d = `M${n(x1)} ${n(y1)}Q${n(cx)} ${n(cy)} ${n(ex)} ${n(ey)}`;
    return svg`<path class="d-halo" d=${d}/><path class="d-arrow" d=${d}/>${head(x2, y2, angle)}`;
  }
  const [px, py] = points.at(-2)!;
  const angle = Math.atan2(y2 - py, x2 - px);
  const ex = x2 - 5 * Math.cos(angle);
  const ey = y2 - 5 * Math.sin(angle);
  const path = [...points.slice(0, -1).map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`), `L${n(ex)} ${n(ey)}`].join('');
  return svg`<path class="d-halo" d=${path}/><path class="d-arrow" d=${path}/>${head(x2, y2, angle)}`;
}

/** A bold label (a score like "+1", a letter) centred on (x, y). */
export function label(x: number, y: number, text: string, size = 14): SVGTemplateResult {
  return svg`<text class="d-text" x=${n(x)} y=${n(y)} font-size=${size}>${text}</text>`;
}

/** The squares of a board cut-out: `cols` x `rows` squares of `size`, from (x, y). */
export function squares(x: number, y: number, cols: number, rows: number, size: number): SVGTemplateResult {
  const cells: SVGTemplateResult[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) cells.push(svg`<rect class="d-cell" x=${n(x + c * size)} y=${n(y + r * size)} width=${size} height=${size}/>`);
  }
  return svg`<g>${cells}</g>`;
}

/** Centre of square (col, row) of a {@link squares} cut-out. */
export const at = (x: number, y: number, size: number, col: number, row: number): [number, number] => [x + (col + 0.5) * size, y + (row + 0.5) * size];
