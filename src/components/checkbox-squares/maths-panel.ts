/**
 * The "Show the maths" panel of `<checkbox-squares>`, loaded on first use:
 * the variant's click matrix A (rows: boxes, columns: buttons), the vector d
 * of what must change (target − puzzle, mod k), and Gaussian elimination on
 * [A | d] one row operation at a time (Back, Next, Play), ending with the
 * presses x (A·x ≡ d mod k), which the element then marks on the puzzle.
 * The steps come from the engine ({@link eliminationSteps}); this file only
 * shows them, and recomputes them whenever the game changes.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Msg } from '../../base/how-to-play.js';
import { eliminationSteps, needVector, reachabilityChecks, type EliminationStep } from '../../games/checkbox-squares/algebra.js';
import type { CheckboxSquaresState } from '../../games/checkbox-squares/rules.js';
import { mathsMessages } from './maths.messages.js';

export { mathsTranslations } from './maths.messages.js';
import { unreachableWhy } from './sentences.js';
import { withPanelStrings } from '../../base/how-to-play.js';
import { joinSentences } from '../../base/messages.js';

import { mathsPanelStyles } from './maths-panel.styles.js';

/** Adds the panel's styles to the game's shadow root (they load with the panel, not with the game). */
export function adoptMathsStyles(root: HTMLElement | DocumentFragment): void {
  const sheet = mathsPanelStyles.styleSheet;
  if (sheet && root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** What the panel needs from its game. */
export interface MathsHooks {
  state(): CheckboxSquaresState;
  msg: Msg;
  /** Says a sentence in the game's feedback line and live region. */
  announce(sentence: string): void;
  /** The presses to mark on the puzzle (per button, 0..k−1), or null for none. */
  mark(presses: readonly number[] | null): void;
  /** Whether animations are to be reduced (Play then steps without waiting). */
  reducedMotion(): boolean;
}

const PLAY_INTERVAL_MS = 1400;

/** "R3" etc.: rows are the boxes' equations, numbered 1-9 like the boxes. */
const row = (i: number): string => `R${i + 1}`;

export class MathsPanel implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #hooks: MathsHooks;
  #key = '';
  #steps: EliminationStep[] = [];
  #step = 0;
  #timer: ReturnType<typeof setInterval> | undefined;
  /** Strings: the page's or the language's, else the panel's own English (loaded with it). */
  readonly #msg: Msg;

  constructor(host: ReactiveControllerHost & HTMLElement, hooks: MathsHooks) {
    this.#host = host;
    this.#hooks = hooks;
    this.#msg = withPanelStrings(hooks.msg, mathsMessages);
    host.addController(this);
    this.#sync();
  }

  hostUpdate(): void {
    this.#sync();
  }

  hostDisconnected(): void {
    this.#stop();
  }

  /** The step shown, 0-based (for tests and the element). */
  get step(): number {
    return this.#step;
  }

  get steps(): readonly EliminationStep[] {
    return this.#steps;
  }

  /** Recomputes the steps when the game changed; keeps the step shown (the row operations stay the same for a variant and k). */
  #sync(): void {
    const s = this.#hooks.state();
    const k = s.states ?? 2;
    const need = needVector(k, s.board, s.target);
    const key = `${s.variant}/${k}/${need.join('')}`;
    if (key === this.#key) return;
    this.#key = key;
    this.#steps = eliminationSteps(s.variant, k, need);
    this.#step = Math.min(this.#step, this.#steps.length - 1);
    this.#markIfLast();
  }

  go(step: number, announce = true): void {
    const to = Math.max(0, Math.min(this.#steps.length - 1, step));
    if (to === this.#step && announce) return;
    this.#step = to;
    this.#markIfLast();
    if (announce) this.#hooks.announce(this.describe(this.#steps[to]!));
    this.#host.requestUpdate();
  }

  #markIfLast(): void {
    const step = this.#steps[this.#step];
    this.#hooks.mark(step?.kind === 'solution' ? (step.solution ?? null) : null);
  }

  #play(): void {
    if (this.#timer) return this.#stop();
    if (this.#step >= this.#steps.length - 1) this.go(0, false);
    if (this.#hooks.reducedMotion()) {
      this.go(this.#steps.length - 1);
      return;
    }
    this.#timer = setInterval(() => {
      this.go(this.#step + 1);
      if (this.#step >= this.#steps.length - 1) this.#stop();
    }, PLAY_INTERVAL_MS);
    this.go(this.#step + 1);
    this.#host.requestUpdate();
  }

  #stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    this.#host.requestUpdate();
  }

  /** What a step does, in words (also announced). */
  describe(step: EliminationStep): string {
    const msg = this.#msg;
    const k = this.#hooks.state().states ?? 2;
    const op = step.op;
    switch (step.kind) {
      case 'start':
        return msg('csMathsStart', { k });
      case 'swap':
        return msg('csMathsSwap', { a: (op?.target ?? 0) + 1, b: (op?.other ?? op?.source ?? 0) + 1 });
      case 'scale':
        return msg('csMathsScale', { a: (op?.target ?? 0) + 1, factor: op?.factor ?? 1, k });
      case 'eliminate':
      case 'back-substitute':
        return msg(step.kind === 'eliminate' ? 'csMathsEliminate' : 'csMathsBackSub', {
          a: (op?.target ?? 0) + 1,
          b: (op?.source ?? 0) + 1,
          factor: op?.factor ?? 1,
          column: (step.pivot?.[1] ?? 0) + 1,
          k,
        });
      case 'unreachable': {
        // The row that reads 0 = c (c ≠ 0): one of the zero rows at the bottom.
        const said = msg('csMathsUnreachable', { a: (step.inconsistentRows?.[0] ?? 8) + 1 });
        const s = this.#hooks.state();
        const why = unreachableWhy(msg, reachabilityChecks(s.variant, k), k);
        return why ? joinSentences(said, why) : said;
      }
      case 'solution': {
        const presses = (step.solution ?? []).flatMap((p, b) => (p ? [p === 1 ? msg('csMathsPressOnce', { n: b + 1 }) : msg('csMathsPressTimes', { n: b + 1, count: p })] : []));
        const said = presses.length ? msg('csMathsSolution', { presses }) : msg('csMathsNothing');
        // A singular matrix (variant 3, 3 states): the reduced rows leave some buttons free, so x is not simply d's last column.
        const free = step.freeColumns ?? [];
        return free.length ? `${msg('csMathsFree', { columns: free.map((c) => String(c + 1)), max: k - 1 })} ${said}` : said;
      }
      default:
        return '';
    }
  }

  /** The row operation in symbols: "R3 ← R3 − 2·R1", "R1 ↔ R4", "R2 ← 2·R2". */
  #symbols(step: EliminationStep): string {
    const op = step.op;
    if (!op) return '';
    const t = row(op.target);
    if (step.kind === 'swap') return `${t} ↔ ${row(op.other ?? op.source ?? 0)}`;
    if (step.kind === 'scale') return `${t} ← ${op.factor ?? 1}·${t}`;
    if (step.kind === 'eliminate' || step.kind === 'back-substitute') {
      const f = op.factor ?? 1;
      return `${t} ← ${t} − ${f === 1 ? '' : `${f}·`}${row(op.source ?? 0)}`;
    }
    return '';
  }

  render(): TemplateResult {
    const msg = this.#msg;
    const step = this.#steps[this.#step];
    if (!step) return html``;
    const k = this.#hooks.state().states ?? 2;
    const last = this.#steps.length - 1;
    const changed = new Set(step.changedRows);
    const inconsistent = new Set(step.inconsistentRows ?? []);
    const [pr, pc] = step.pivot ?? [-1, -1];
    const headers = Array.from({ length: 9 }, (_, b) => b);
    return html`<section class="maths" part="maths" aria-labelledby="maths-title">
      <h3 id="maths-title" class="maths-title">${msg('csMathsTitle')}</h3>
      <p class="maths-intro">${msg('csMathsIntro', { k })}</p>
      <div class="maths-scroll">
        <table class="maths-table" part="maths-table">
          <caption>${msg('csMathsCaption', { k })}</caption>
          <thead>
            <tr>
              <th scope="col"><span class="visually-hidden">${msg('csMathsBoxHeader')}</span></th>
              ${headers.map((b) => html`<th scope="col" class=${b === pc ? 'pivot-col' : ''} aria-label=${msg('csMathsButton', { n: b + 1 })}>${b + 1}</th>`)}
              <th scope="col" class="rhs" aria-label=${msg('csMathsNeedHeader')}>d</th>
            </tr>
          </thead>
          <tbody>
            ${step.matrix.map(
              (cells, r) => html`<tr class=${changed.has(r) ? 'changed' : inconsistent.has(r) ? 'inconsistent' : ''} part=${changed.has(r) ? 'maths-row changed' : inconsistent.has(r) ? 'maths-row inconsistent' : 'maths-row'}>
                <th scope="row">${row(r)}${changed.has(r)
                  ? html`<span class="changed-mark" aria-hidden="true"> ◂</span><span class="visually-hidden">, ${msg('csMathsChanged')}</span>`
                  : inconsistent.has(r)
                    ? html`<span class="changed-mark" aria-hidden="true"> ✗</span><span class="visually-hidden">, ${msg('csMathsInconsistent')}</span>`
                    : nothing}</th>
                ${cells.map((v, c) => html`<td class="${v ? 'one' : 'zero'} ${r === pr && c === pc ? 'pivot' : ''}">${r === pr && c === pc ? html`<span class="visually-hidden">${msg('csMathsPivot')} </span>` : nothing}${v}</td>`)}
                <td class="rhs ${step.rhs[r] ? 'one' : 'zero'}">${step.rhs[r]}</td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <p class="maths-op" aria-hidden="true">${this.#symbols(step) || '\u00a0'}</p>
      <p class="maths-say">${this.describe(step)}</p>
      ${step.kind === 'solution' && step.solution
        ? html`<p class="maths-x"><span class="x-label">x =</span> (${step.solution.join(', ')})<span class="visually-hidden"> mod ${k}</span></p>`
        : nothing}
      <div class="maths-controls" role="group" aria-label=${msg('csMathsSteps')}>
        <button type="button" part="button maths-back" ?disabled=${this.#step === 0} @click=${() => this.go(this.#step - 1)}>${msg('csMathsBack')}</button>
        <span class="maths-count" aria-live="off">${msg('csMathsStepOf', { n: this.#step + 1, total: last + 1 })}</span>
        <button type="button" part="button maths-next" ?disabled=${this.#step === last} @click=${() => this.go(this.#step + 1)}>${msg('csMathsNext')}</button>
        <button type="button" part="button maths-play" aria-pressed=${String(!!this.#timer)} @click=${() => this.#play()}>${this.#timer ? msg('csMathsPause') : msg('csMathsPlay')}</button>
      </div>
    </section>`;
  }
}
