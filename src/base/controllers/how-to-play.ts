import { nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { HowToPlay, Msg } from '../how-to-play.js';
import { modalDialog } from '../modal.js';
import type { Translations } from '../messages.js';

/** What a game hands the panel: its content, given the element's message lookup. */
export type HowToPlaySource = () => Promise<(msg: Msg) => HowToPlay>;

/** The game element the panel joins. */
export type HowToPlayHost = ReactiveControllerHost &
  HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment; useStrings(...tables: readonly Translations[]): Promise<void> };

/**
 * The "How to play" panel every game opens the same way: a modal dialog with
 * the game's rules as small diagrams and its keys. Its code, diagrams and
 * styles load on first use (first paint does not need them); Escape, the
 * close button or a click outside closes it, and the focus goes back to
 * where it was.
 */
export class HowToPlayController implements ReactiveController {
  readonly #host: HowToPlayHost;
  readonly #source: HowToPlaySource;
  readonly #msg: Msg;
  #view: ((msg: Msg) => TemplateResult) | null = null;
  #open = false;
  #returnTo: HTMLElement | null = null;

  constructor(host: HowToPlayHost, source: HowToPlaySource, msg: Msg) {
    this.#host = host;
    this.#source = source;
    this.#msg = msg;
    host.addController(this);
  }

  hostConnected(): void {}

  get isOpen(): boolean {
    return this.#open;
  }

  /** Loads the panel (once) and shows it. Resolves to whether it opened. */
  async open(): Promise<boolean> {
    const root = this.#host.renderRoot as ShadowRoot;
    this.#returnTo = (root.activeElement as HTMLElement | null) ?? null;
    try {
      if (!this.#view) {
        const [panel, styles, content] = await Promise.all([import('../how-to-play.js'), import('../how-to-play.styles.js'), this.#source()]);
        await this.#host.useStrings(panel.howToPlayTranslations);
        const sheet = styles.howToPlayStyles.styleSheet;
        if (sheet && 'adoptedStyleSheets' in root && !root.adoptedStyleSheets.includes(sheet)) {
          root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        }
        // The panel's own English strings (its keys, "Arrow keys", "Ctrl+Z") stand behind every game's lookup, also a game made outside the package.
        this.#view = (msg) => panel.renderHowToPlay(content(panel.withPanelStrings(msg)), panel.howToPlayLabels(msg), () => this.close());
      }
    } catch (error) {
      console.warn(`<${this.#host.localName}>: the How to play panel did not load (${String((error as Error)?.message).slice(0, 200)}).`);
      return false;
    }
    this.#open = true;
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    const dialog = root.querySelector<HTMLDialogElement>('dialog.how-to-play');
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function' && this.#host.isConnected) dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    root.querySelector<HTMLElement>('#htp-title')?.focus();
    return true;
  }

  close(): void {
    if (!this.#open) return;
    this.#open = false;
    const dialog = (this.#host.renderRoot as ShadowRoot).querySelector<HTMLDialogElement>('dialog.how-to-play');
    if (dialog?.open) dialog.close();
    this.#host.requestUpdate();
    this.#returnTo?.focus();
    this.#returnTo = null;
  }

  /** The dialog (empty and closed until first opened). */
  render(): TemplateResult {
    return modalDialog({
      name: 'how-to-play',
      part: 'how-to-play-dialog',
      labelledBy: 'htp-title',
      content: this.#open && this.#view ? this.#view(this.#msg) : nothing,
      close: () => this.close(),
    });
  }
}
