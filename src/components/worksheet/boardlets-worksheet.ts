import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { choice, toWhole, wholeConverter } from '../../base/attribute-values.js';
import { defineElement } from '../../base/define.js';
import { textConverter } from '../../base/describe-value.js';
import type { Msg } from '../../base/how-to-play.js';
import { joinSentences } from '../../base/messages.js';
import { BoardletsShell } from '../../base/shell.js';
import { toStates, type States } from '../../games/checkbox-squares/algebra.js';
import { toVariant, type Variant } from '../../games/checkbox-squares/rules.js';
import type { Palette } from '../../games/stained-glass/rules.js';
import { checkboxSquaresMessages, checkboxSquaresTranslations } from '../checkbox-squares/messages.js';
import { resolveBoardOptions } from '../stained-glass/options.js';
import { stainedGlassHowToPlayMessages, stainedGlassHowToPlayTranslations } from '../stained-glass/how-to-play.messages.js';
import { stainedGlassMessages, stainedGlassTranslations } from '../stained-glass/messages.js';
import { worksheetMessages, worksheetTranslations } from './messages.js';
import { checkboxPuzzle, puzzleSeed, stainedGlassPuzzle, WORKSHEET_GAMES, type Puzzle, type WorksheetGame } from './puzzles.js';
import * as t from './templates.js';
import { worksheetStyles } from './worksheet.styles.js';
import { safeStringify } from '../../base/safe-json.js';

/** The English strings the sheet shows: its own and those it borrows from the games. */
const ENGLISH: Readonly<Record<string, string>> = { ...checkboxSquaresMessages, ...stainedGlassMessages, ...stainedGlassHowToPlayMessages, ...worksheetMessages };

export const MIN_COUNT = 1;
export const MAX_COUNT = 24;
export const DEFAULT_COUNT = 6;

/** The options a sheet is made from, after the attributes were checked. */
export interface WorksheetOptions {
  readonly game: WorksheetGame;
  readonly count: number;
  readonly seed: string;
  readonly variant: Variant;
  readonly states: States;
  readonly rows: number;
  readonly cols: number;
  readonly palette: Palette;
}

/** `worksheet-ready`'s detail. */
export interface WorksheetReadyDetail {
  readonly game: WorksheetGame;
  /** The seed the sheet was made from (the `seed` attribute, or the one drawn when it has none). */
  readonly seed: string;
  readonly count: number;
}

/**
 * A print-ready worksheet for a class: numbered puzzles of one game, a
 * header with the rules and a line for the pupil's name, and with `answers`
 * an answer key after a page break. The puzzles are drawings, not games: on
 * paper, glyphs and ticks carry what the colours say. The Print button opens
 * the browser's print dialog; the print layout fits A4 and Letter.
 *
 * Stained Glass sheets show only boards the solver proves can end with one
 * tile; they are looked for in short slices (the page stays responsive),
 * with a "Preparing worksheet…" note meanwhile.
 *
 * @tagname boardlets-worksheet
 * @summary Print-ready worksheets of Checkbox Squares or Stained Glass puzzles, with an answer key.
 *
 * @fires {CustomEvent<WorksheetReadyDetail>} worksheet-ready - When every puzzle of the sheet is drawn (again after each change of its attributes).
 *
 * @csspart sheet - The whole sheet.
 * @csspart toolbar - The row with the Print button (not printed).
 * @csspart button - The Print button (also `print`).
 * @csspart header - The title, the name and date line and the rules.
 * @csspart puzzles - The list of puzzles.
 * @csspart puzzle - Each puzzle.
 * @csspart answers - The answer key (with `answers`).
 * @csspart answer - Each puzzle's answer.
 *
 * @cssprop --boardlets-font - The sheet's font.
 */
export class BoardletsWorksheet extends BoardletsShell {
  static override properties = {
    game: { reflect: true, converter: textConverter },
    count: { reflect: true, converter: wholeConverter() },
    seed: { reflect: true, converter: textConverter },
    answers: { type: Boolean, reflect: true },
    variant: { reflect: true, converter: { ...textConverter, fromAttribute: (v: string | null) => toVariant(v) ?? v } },
    states: { reflect: true, converter: wholeConverter() },
    rows: { reflect: true, converter: wholeConverter() },
    cols: { reflect: true, converter: wholeConverter() },
    palette: { reflect: true, converter: textConverter },
  };

  static override styles = [...BoardletsShell.styles, worksheetStyles];

  protected static override messages = ENGLISH;
  protected static override translations = [checkboxSquaresTranslations, stainedGlassTranslations, stainedGlassHowToPlayTranslations, worksheetTranslations];

  /** The game of the puzzles: `checkbox-squares` (default) or `stained-glass-board`. */
  declare game: string;
  /** How many puzzles, 1 to 24 (default 6). */
  declare count: number | string | null;
  /** Makes the sheet reproducible: puzzle `i` is dealt from `${seed}:${i}`. Without it, a seed is drawn and printed at the foot of the sheet. */
  declare seed: string | null;
  /** Adds an answer key after a page break: the boxes to click and the fewest clicks, or each board's winning line. */
  declare answers: boolean;
  /** Checkbox Squares: the click rule, `1`, `2` or `3` (as `<checkbox-squares>`). */
  declare variant: Variant | string | null;
  /** Checkbox Squares: states each box cycles through, `2` (checked or not), `3` or `4` (drawn as 0 to 3 dots). */
  declare states: number | string | null;
  /** Stained Glass: rows of each board, 3 to 10 (default 6). */
  declare rows: number | string | null;
  /** Stained Glass: columns of each board, 3 to 10 (default 6). */
  declare cols: number | string | null;
  /** Stained Glass: `primaries`, `mixed` (default) or `full`, as `<stained-glass-board>`. */
  declare palette: string | null;

  readonly #warn = (attribute: string, value: unknown, accepted: string, fallback: string): void => this.warnAttribute(attribute, value, accepted, fallback);
  /** The seed drawn for a sheet without one. */
  readonly #drawnSeed = Math.random().toString(36).slice(2, 8);
  #options: WorksheetOptions | null = null;
  #puzzles: readonly Puzzle[] | null = null;
  #search: AbortController | null = null;
  #ready: Promise<void> = Promise.resolve();
  #resolveReady: (() => void) | null = null;

  constructor() {
    super();
    this.game = 'checkbox-squares';
    this.count = DEFAULT_COUNT;
    this.seed = null;
    this.answers = false;
    this.variant = 1;
    this.states = 2;
    this.rows = null;
    this.cols = null;
    this.palette = null;
  }

  /** The options of the sheet shown (or being prepared). */
  get options(): WorksheetOptions | null {
    return this.#options;
  }

  /** The puzzles shown, with their answers; `null` while the sheet is being prepared. */
  get puzzles(): readonly Puzzle[] | null {
    return this.#puzzles;
  }

  /** Settles when the sheet shows every puzzle of the current attributes (those just set included). */
  get ready(): Promise<void> {
    // After the pending update: it may start a new sheet.
    return this.updateComplete.then(() => this.#ready);
  }

  /** Opens the browser's print dialog (the Print button). */
  print(): void {
    window.print();
  }

  readonly #say: Msg = (key, params) => this.msg(key, params);

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A search cut short starts again when the sheet is back on the page.
    if (this.#search) {
      this.#search.abort();
      this.#search = null;
      this.#options = null;
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated && !this.#options) this.requestUpdate();
  }

  /** The attributes as sheet options; bad values warn and fall back to the sheet in use (or the defaults). */
  #resolve(): WorksheetOptions {
    const previous = this.#options;
    const warn = this.#warn;
    const game = choice(warn, 'game', this.game, WORKSHEET_GAMES, 'checkbox-squares', previous?.game ?? 'checkbox-squares');
    let count = DEFAULT_COUNT;
    if (this.count != null && this.count !== '') {
      const n = toWhole(this.count);
      if (n !== null && n >= MIN_COUNT && n <= MAX_COUNT) count = n;
      else {
        count = previous?.count ?? DEFAULT_COUNT;
        warn('count', this.count, `a whole number from ${MIN_COUNT} to ${MAX_COUNT}`, String(count));
      }
    }
    const seed = typeof this.seed === 'string' && this.seed.trim() ? this.seed.trim() : this.#drawnSeed;
    const rawVariant: unknown = this.variant;
    let variant: Variant = toVariant(rawVariant) ?? 1;
    if (rawVariant != null && rawVariant !== '' && toVariant(rawVariant) === undefined) {
      variant = previous?.variant ?? 1;
      warn('variant', rawVariant, '1, 2 or 3', String(variant));
    }
    let states: States = 2;
    if (this.states != null && this.states !== '') {
      const k = toStates(this.states);
      if (k !== undefined) states = k;
      else {
        states = previous?.states ?? 2;
        warn('states', this.states, '2, 3 or 4', String(states));
      }
    }
    const shape = resolveBoardOptions(
      { rows: this.rows, cols: this.cols, palette: this.palette, daily: false, solvable: false, position: null },
      previous ?? undefined,
      null,
      warn,
      () => {},
    );
    return { game, count, seed, variant, states, rows: shape.rows ?? 6, cols: shape.cols ?? 6, palette: shape.palette ?? 'mixed' };
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const before = this.#options;
    const options = this.#resolve();
    if (before && safeStringify(before) === safeStringify(options)) return;
    this.#options = options;
    this.#make(options);
  }

  /** Deals the sheet's puzzles: at once for Checkbox Squares, by a sliced search for Stained Glass. */
  #make(options: WorksheetOptions): void {
    this.#search?.abort();
    this.#search = null;
    // Waiters for the sheet in preparation wait for this one instead.
    if (!this.#resolveReady) this.#ready = new Promise<void>((resolve) => (this.#resolveReady = resolve));
    const seeds = Array.from({ length: options.count }, (_, i) => puzzleSeed(options.seed, i + 1));
    if (options.game === 'checkbox-squares') {
      this.#show(seeds.map((s) => checkboxPuzzle(options.variant, options.states, s)));
      return;
    }
    this.#puzzles = null;
    const search = new AbortController();
    this.#search = search;
    void (async () => {
      const puzzles: Puzzle[] = [];
      for (const s of seeds) {
        const puzzle = await stainedGlassPuzzle(options, s, search.signal);
        if (!puzzle || search.signal.aborted) return;
        puzzles.push(puzzle);
      }
      if (this.#search !== search) return;
      this.#search = null;
      this.#show(puzzles);
      this.requestUpdate();
    })();
  }

  #show(puzzles: readonly Puzzle[]): void {
    this.#puzzles = puzzles;
    const options = this.#options!;
    void this.updateComplete.then(() => {
      const resolve = this.#resolveReady;
      if (this.#puzzles !== puzzles || !resolve) return;
      this.#resolveReady = null;
      resolve();
      this.dispatchEvent(
        new CustomEvent<WorksheetReadyDetail>('worksheet-ready', { bubbles: true, composed: true, detail: { game: options.game, seed: options.seed, count: puzzles.length } }),
      );
    });
  }

  #renderHeader(options: WorksheetOptions): TemplateResult {
    const say = this.#say;
    const checkbox = options.game === 'checkbox-squares';
    const line = (label: string): TemplateResult => html`<span class="field">${label}: <span class="blank"></span></span>`;
    return html`<div class="header" part="header">
      <h2 class="title">${say(checkbox ? 'wsCheckboxTitle' : 'wsStainedGlassTitle')}</h2>
      <p class="fields">${line(say('wsName'))}${line(say('wsDate'))}</p>
      ${checkbox
        ? html`<div class="rules" data-states=${options.states}>
            <p>${say('wsCheckboxTask')}</p>
            <div class="rule">
              ${t.clickRuleTemplate(options.variant)}${options.states === 2 ? nothing : t.statesStripTemplate(options.states)}
              <p>${joinSentences(say('wsClickRule'), say(`csVariantHelp${options.variant}`), say(options.states === 2 ? 'wsTickLegend' : 'wsDotsLegend'))}</p>
            </div>
          </div>`
        : html`<div class="rules">
            <p>${joinSentences(say('sgHelp'), say('wsStainedGlassTask'))}</p>
            <ul class="cards">
              ${(['sgCardHop', 'sgCardJump', 'sgCardPrimary', 'sgCardLand'] as const).map((k) => html`<li>${say(k)}</li>`)}
            </ul>
            <div class="rule">${t.glyphLegendTemplate(say)}<p>${say('sgGlyphHelp')}</p></div>
          </div>`}
    </div>`;
  }

  #renderPuzzle(puzzle: Puzzle, index: number): TemplateResult {
    const say = this.#say;
    const title = say('wsPuzzle', { number: index + 1 });
    return html`<li class="puzzle ${puzzle.game === 'checkbox-squares' ? 'cs' : 'sg'}" part="puzzle" aria-label=${title}>
      <h3>${title}</h3>
      ${puzzle.game === 'checkbox-squares' ? t.checkboxPuzzleTemplate(say, puzzle) : t.stainedGlassPuzzleTemplate(say, puzzle)}
      ${puzzle.game === 'stained-glass-board' ? html`<div class="write-in" aria-hidden="true"><span></span><span></span><span></span><span></span></div>` : nothing}
    </li>`;
  }

  #renderAnswers(puzzles: readonly Puzzle[]): TemplateResult {
    const say = this.#say;
    return html`<section class="answers" part="answers" aria-labelledby="answer-key">
      <h2 id="answer-key">${say('wsAnswerKey')}</h2>
      <ol class="keys">
        ${puzzles.map((p, i) => {
          const title = say('wsPuzzle', { number: i + 1 });
          return html`<li class="answer" part="answer" aria-label=${title}>
            <h3>${title}</h3>
            ${p.game === 'checkbox-squares' ? t.checkboxAnswerTemplate(say, p) : t.stainedGlassAnswerTemplate(say, p)}
          </li>`;
        })}
      </ol>
    </section>`;
  }

  protected override render(): TemplateResult {
    const options = this.#options!;
    const say = this.#say;
    const puzzles = this.#puzzles;
    return html`<div class="sheet" part="sheet" lang=${this.locale.lang} dir=${this.locale.dir} data-game=${options.game}>
      <div class="toolbar" part="toolbar">
        <button class="primary" part="button print" type="button" ?disabled=${!puzzles} @click=${() => this.print()}>${say('wsPrint')}</button>
        <span class="status" role="status">${puzzles ? say('wsReady') : html`<span class="busy" aria-hidden="true"></span>${say('wsPreparing')}`}</span>
      </div>
      ${this.#renderHeader(options)}
      ${puzzles
        ? html`<ol class="puzzles" part="puzzles">${puzzles.map((p, i) => this.#renderPuzzle(p, i))}</ol>
            ${this.answers ? this.#renderAnswers(puzzles) : nothing}`
        : nothing}
      <p class="foot">${say('wsSheet', { seed: options.seed })}</p>
    </div>`;
  }
}

defineElement('boardlets-worksheet', BoardletsWorksheet);

declare global {
  interface HTMLElementTagNameMap {
    'boardlets-worksheet': BoardletsWorksheet;
  }
}
