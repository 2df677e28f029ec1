import { LitElement, css, html, type TemplateResult } from 'lit';

/** The events every game fires (see the README's event tables). */
export const GAME_EVENTS = ['move', 'game-over', 'undo', 'redo', 'new-game'] as const;

/** How many events the log keeps, newest first. */
const LIMIT = 100;

interface Entry {
  /** 1 for the first event since the log was last cleared. */
  readonly n: number;
  readonly type: string;
  /** The event's `detail`, as JSON. */
  readonly detail: string;
}

/**
 * Storybook only: shows the games inside it and, below them, every game event
 * they fire (`move`, `game-over`, `undo`, `redo`, `new-game`) with its
 * `detail`, newest first, as the reader plays. The games' events bubble and
 * are composed, so listening on this element catches them.
 *
 * This is the docs page's view of what the Actions panel shows beside a
 * story; it is not part of the package.
 */
export class StoryEventsLog extends LitElement {
  static override properties = {
    entries: { state: true },
  };

  static override styles = css`
    :host {
      display: block;
      font-family: var(--boardlets-font, system-ui, sans-serif);
    }
    .log {
      margin-block-start: 1rem;
      border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
      border-radius: 0.5rem;
      padding: 0.5rem 0.75rem;
      font-size: 0.875rem;
    }
    .head {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 1rem;
      margin: 0;
    }
    button {
      font: inherit;
      color: inherit;
      background: transparent;
      border: 1px solid currentColor;
      border-radius: 0.25rem;
      padding: 0.125rem 0.5rem;
      cursor: pointer;
    }
    button:focus-visible,
    ol:focus-visible {
      outline: 2px solid currentColor;
      outline-offset: 2px;
    }
    ol {
      list-style: none;
      margin: 0.5rem 0 0;
      padding: 0;
      max-height: 16rem;
      overflow: auto;
    }
    li {
      padding: 0.25rem 0;
      border-top: 1px solid color-mix(in srgb, currentColor 20%, transparent);
    }
    .type {
      display: block;
      font-weight: bold;
    }
    li code {
      display: block;
    }
    code {
      font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      font-size: 0.8125rem;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    .empty {
      margin: 0.5rem 0 0;
    }
  `;

  declare entries: readonly Entry[];

  #count = 0;

  constructor() {
    super();
    this.entries = [];
  }

  readonly #onEvent = (event: Event): void => {
    const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
    this.#count += 1;
    this.entries = [{ n: this.#count, type: event.type, detail: JSON.stringify(detail) ?? 'undefined' }, ...this.entries].slice(0, LIMIT);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    for (const type of GAME_EVENTS) this.addEventListener(type, this.#onEvent);
  }

  override disconnectedCallback(): void {
    for (const type of GAME_EVENTS) this.removeEventListener(type, this.#onEvent);
    super.disconnectedCallback();
  }

  #clear(): void {
    this.#count = 0;
    this.entries = [];
  }

  protected override render(): TemplateResult {
    return html`<slot></slot>
      <section class="log" aria-labelledby="title">
        <p class="head">
          <span id="title"><strong>Events log</strong> (${this.#count} ${this.#count === 1 ? 'event' : 'events'}, newest first)</span>
          <button type="button" @click=${this.#clear} ?disabled=${this.entries.length === 0}>Clear</button>
        </p>
        ${this.entries.length === 0
          ? html`<p class="empty">Play a move: every event the game fires appears here with its <code>detail</code>.</p>`
          : html`<ol tabindex="0" aria-label="Events, newest first">
              ${this.entries.map(
                (e) => html`<li><span class="type">${e.n}. ${e.type}</span><code>${e.detail}</code></li>`,
              )}
            </ol>`}
      </section>`;
  }
}

/**
 * The content with the events log under it. (The element is defined here,
 * not as the module's side effect: the package's `sideEffects` list lets the
 * bundler drop a bare `import './events-log.js'`.)
 */
export function eventsLog(content: TemplateResult): TemplateResult {
  if (!customElements.get('story-events-log')) customElements.define('story-events-log', StoryEventsLog);
  return html`<story-events-log>${content}</story-events-log>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'story-events-log': StoryEventsLog;
  }
}
