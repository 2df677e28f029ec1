import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';

/** What the Share button needs from its game. */
export interface ShareHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** The link to copy (may throw where the page has no address). */
  readonly shareLink: string;
}

/**
 * The Share button's behaviour, the same in every game: copies the link to
 * the game; the button says "Copied" for a moment, and the feedback line says
 * so too. Where the clipboard is unavailable, a text field with the link is
 * shown and selected instead, ready to copy by hand.
 */
export class ShareController implements ReactiveController {
  readonly #host: ShareHost;
  readonly #say: (key: 'shareCopied' | 'shareSelect') => void;
  #copied = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #field = false;
  #select = false;

  /** `say` shows and announces the outcome (the message keys `shareCopied`, `shareSelect`). */
  constructor(host: ShareHost, say: (key: 'shareCopied' | 'shareSelect') => void) {
    this.#host = host;
    this.#say = say;
    host.addController(this);
  }

  /** Whether the button should say "Copied" now. */
  get copied(): boolean {
    return this.#copied;
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
    this.#copied = false;
  }

  hostUpdated(): void {
    if (!this.#select) return;
    this.#select = false;
    const field = this.#host.renderRoot.querySelector<HTMLInputElement>('input.share-link');
    field?.focus();
    field?.select();
  }

  /** Copies the link, or shows it in a selected text field where there is no clipboard. */
  async copy(): Promise<void> {
    try {
      const clipboard = globalThis.navigator?.clipboard;
      if (typeof clipboard?.writeText !== 'function') throw new Error('no clipboard');
      await clipboard.writeText(this.#host.shareLink);
      this.#field = false;
      this.#say('shareCopied');
      clearTimeout(this.#timer);
      this.#copied = true;
      this.#timer = setTimeout(() => {
        this.#copied = false;
        this.#host.requestUpdate();
      }, 2000);
    } catch {
      this.#field = true;
      this.#select = true;
      this.#say('shareSelect');
    }
    this.#host.requestUpdate();
  }

  /** The text field with the link, once the clipboard failed. */
  renderField(label: string): TemplateResult | typeof nothing {
    if (!this.#field) return nothing;
    let link = '';
    try {
      link = this.#host.shareLink;
    } catch {
      // No address to share (an about:blank frame): the field stays empty.
    }
    return html`<input class="share-link" part="share-link" readonly aria-label=${label} .value=${link} />`;
  }
}
