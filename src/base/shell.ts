import { LitElement, type PropertyValues } from 'lit';
import { ContextConsumer } from '@lit/context';
import { AttributeWarnings } from './attribute-values.js';
import { ensureContextRoot } from './context-root.js';
import { LocaleController } from './controllers/locale.js';
import { languagesGeneration } from './locale.js';
import { coerceBooleans, prototypeBreaksRendering, putBackUnreadable, renderRootIn, restyle } from './dom-guards.js';
import { baseMessages, format, ownMessage, type MessageKey, type MessageParam, type Translations } from './messages.js';
import { defaultSettings, settingsContext, type BoardletsSettings } from './settings-context.js';
import { baseStyles } from './styles.js';

/** A game event: bubbles and crosses shadow roots, so a page can listen on any ancestor. */
function boardletsEvent(type: string, detail: object): CustomEvent {
  return new CustomEvent(type, { detail, bubbles: true, composed: true });
}

/**
 * What every Boardlets element has, games and worksheets alike: the shared
 * styles, the reader's language (its own `lang`/`dir`, an ancestor's or the
 * document's) and strings in it, settings from an enclosing
 * `<boardlets-settings>`, console warnings about bad attribute values, guards
 * against hostile property values and moves into another document, and an
 * `updateComplete` that waits for code and strings still loading.
 */
export abstract class BoardletsShell extends LitElement {
  static override styles = [baseStyles];

  /** The English strings this element uses: the base table plus its own. */
  protected static messages: Readonly<Record<string, string>> = baseMessages;

  /** Where its own tables' translations are (the shared strings' are always loaded): each loaded in the element's language on first use. */
  protected static translations: readonly Translations[] = [];

  /** Keys this element says in its own words (`newGame` → `sgNewGame`): a translation's own key first, then the shared one. */
  protected static messageAliases: Readonly<Partial<Record<MessageKey, MessageKey>>> = {};

  /** Settings from an enclosing `<boardlets-settings>`, or the defaults. */
  protected settings: BoardletsSettings = defaultSettings;

  readonly #warnings = new AttributeWarnings(this);
  readonly #locale = new LocaleController(this, (this.constructor as typeof BoardletsShell).translations);
  readonly #loads = new Set<Promise<unknown>>();
  /** The strings {@link msg} looked up, and what they were looked up in. */
  readonly #said = new Map<string, string>();
  #saidFor: { messages: object | null; lang: string; generation: number } = { messages: null, lang: '', generation: -1 };

  constructor() {
    super();
    new ContextConsumer(this, {
      context: settingsContext,
      subscribe: true,
      callback: (value) => {
        this.settings = value ?? defaultSettings;
        this.requestUpdate();
      },
    });
  }

  /** The language the element speaks and its direction (for its root's `lang` and `dir`). */
  protected get locale(): { readonly lang: string; readonly dir: 'ltr' | 'rtl' } {
    return this.#locale;
  }

  /** How many bad values were reported so far, duplicates included. */
  protected get badValueCount(): number {
    return this.#warnings.count;
  }

  override connectedCallback(): void {
    ensureContextRoot();
    super.connectedCallback();
  }

  /** Moved into another document (an iframe's): its styles, made for the first one, are given again. */
  adoptedCallback(): void {
    restyle(this);
  }

  /** First shown in another document than the one the styles were made in: styled for that one. */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return renderRootIn(this, () => super.createRenderRoot());
  }

  /**
   * Boolean attributes are on whenever present, so `daily="false"` turns
   * `daily` on: say so, once, rather than leave the page author guessing.
   */
  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    this.#warnings.booleanOff(name, value);
  }

  /** A UI string in the element's language (a `<boardlets-settings>` table first, then the language's, then English). */
  protected msg(key: MessageKey, params?: Readonly<Record<string, MessageParam>>): string {
    const locale = this.#locale;
    const { messages } = this.settings;
    // Each key is looked up once per language, settings table and set of loaded strings: a render says dozens.
    const generation = languagesGeneration();
    if (this.#saidFor.messages !== messages || this.#saidFor.lang !== locale.lang || this.#saidFor.generation !== generation) {
      this.#saidFor = { messages, lang: locale.lang, generation };
      this.#said.clear();
    }
    let said = this.#said.get(key);
    if (said === undefined) {
      const { messages: english, messageAliases: aliases } = this.constructor as typeof BoardletsShell;
      // Own properties only, throughout: a page's Object.prototype.undo is no message.
      const own = ownMessage(aliases, key);
      said = ownMessage(messages, key) ?? (own && locale.translate(own)) ?? locale.translate(key) ?? ownMessage(english, key) ?? key;
      this.#said.set(key, said);
    }
    return format(said, params, locale.lang);
  }

  /** Reports a bad attribute or property value once per value: the attribute, the accepted values and the fallback used. */
  protected warnAttribute(attribute: string, value: unknown, accepted: string, fallback: string): void {
    this.#warnings.warn(attribute, value, accepted, fallback);
  }

  /** A property set to a value that throws when looked at is reported and put back, before anything reads it. */
  protected override shouldUpdate(changed: PropertyValues): boolean {
    // A page whose Object.prototype[0] is set would hang in Lit's rendering: nothing is drawn instead (warned once).
    if (prototypeBreaksRendering(this.localName)) return false;
    return super.shouldUpdate(putBackUnreadable(this, changed, (...args) => this.warnAttribute(...args)));
  }

  protected override willUpdate(changed: PropertyValues): void {
    coerceBooleans(this, changed);
    super.willUpdate(changed);
  }

  /**
   * Code the element's attributes ask for, loading on first use: `updateComplete` waits for it (and for the language's strings).
   * @internal
   */
  loading(promise: Promise<unknown>): void {
    this.#loads.add(promise);
    void promise.finally(() => this.#loads.delete(promise));
  }

  /**
   * Translations a feature loaded on first use needs (a panel's strings): loaded in the element's language, now and on every change; `updateComplete` waits for them.
   * @internal
   */
  useStrings(...tables: readonly Translations[]): Promise<void> {
    return this.#locale.use(...tables);
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    await this.#locale.ready;
    let done = await super.getUpdateComplete();
    // An update may start a load (a panel, the daily results): wait for it, and for the update it asks for.
    for (let round = 0; round < 8 && (this.#loads.size > 0 || this.#locale.pending); round++) {
      await Promise.all([this.#locale.ready, ...this.#loads]);
      done = await super.getUpdateComplete();
    }
    return done;
  }

  #internals: ElementInternals | null | undefined;

  /**
   * The element's one `ElementInternals` (its custom states, such as the
   * render pacer's `crowded`; a form association one day), made on first
   * use: the platform lets an element attach them once, so everything that
   * needs them asks here. `null` where the browser has none.
   * @internal
   */
  get internals(): ElementInternals | null {
    if (this.#internals === undefined) {
      try {
        this.#internals = super.attachInternals();
      } catch {
        this.#internals = null;
      }
    }
    return this.#internals;
  }

  /**
   * The same {@link internals} on every call (the platform's would throw on
   * the second), so a subclass or a feature that calls it shares them.
   * @internal
   */
  override attachInternals(): ElementInternals {
    return this.internals ?? super.attachInternals();
  }

  /** Fires a `CustomEvent` that bubbles and crosses shadow roots, so a page can listen on any ancestor. */
  protected emit(type: string, detail: object): void {
    this.dispatchEvent(boardletsEvent(type, detail));
  }
}
