import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';

/**
 * What kind of sentence the feedback line shows, so it can be styled (and
 * marked with a symbol, never by colour alone): a plain report (a move, a
 * hint, "Copied"), a refused action, or the end of a game.
 */
export type FeedbackTone = 'info' | 'refusal' | 'result';

/**
 * The feedback every game gives the same way: one visible line under the
 * board with the latest sentence (what the computer did, why a move was
 * refused, "Link copied"), and the polite live region that says the same to
 * screen readers. The visible line is hidden from assistive technology, so a
 * sentence is heard once.
 */
export class FeedbackController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  #spoken = '';
  #shown = '';
  #tone: FeedbackTone = 'info';

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {}

  /**
   * Announces a sentence and shows it, or `shown` where the screen shows the
   * rest elsewhere (a result, which the status line already shows).
   */
  say(sentence: string, tone: FeedbackTone = 'info', shown = sentence): void {
    // Alternate a trailing no-break space so that a repeated sentence is still a change for screen readers.
    this.#spoken = this.#spoken === sentence ? `${sentence}\u00a0` : sentence;
    this.#shown = shown;
    this.#tone = tone;
    this.#host.requestUpdate();
  }

  /** Empties the visible line (the live region keeps its last sentence: clearing it would be announced as nothing). */
  clear(): void {
    if (!this.#shown) return;
    this.#shown = '';
    this.#host.requestUpdate();
  }

  /** The latest sentence. */
  get text(): string {
    return this.#spoken.trim();
  }

  get tone(): FeedbackTone {
    return this.#tone;
  }

  /** The visible line; before anything is said, `idle` (such as the game's goal) in a quieter tone. */
  renderLine(idle = ''): TemplateResult {
    const tone = this.#shown ? this.#tone : 'idle';
    return html`<p class="feedback" part="feedback" data-tone=${tone} aria-hidden="true">
      <span class="tone-mark"></span><span>${this.#shown || idle}</span>
    </p>`;
  }

  /**
   * The visually hidden live region. Before the first sentence it holds a
   * no-break space, so that every sentence only changes the text of the one
   * text node: an empty region would get a new text node for the first one
   * (filled after it is inserted, in Lit's development build), two changes
   * that a screen reader may announce twice.
   */
  renderLive(): TemplateResult {
    return html`<div class="visually-hidden" part="live" role="status">${this.#spoken || '\u00a0'}</div>`;
  }
}
