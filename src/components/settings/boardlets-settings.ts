import { LitElement, css, html, type PropertyValues, type TemplateResult } from 'lit';
import { ContextProvider } from '@lit/context';
import { defineElement } from '../../base/define.js';
import { describeValue, textConverter } from '../../base/describe-value.js';
import { prototypeBreaksRendering } from '../../base/dom-guards.js';
import type { Messages } from '../../base/messages.js';
import { settingsContext, type BoardletsSettings } from '../../base/settings-context.js';

const MOTIONS = ['auto', 'reduce', 'allow'] as const;

/**
 * Settings for every Boardlets game inside it: motion, colour-blind glyphs,
 * sound and the UI strings (for translations). Games work without it; with it, one
 * change reaches every game at once. It renders its children as they are.
 *
 * ```html
 * <boardlets-settings motion="reduce" glyphs>
 *   <checkbox-squares></checkbox-squares>
 * </boardlets-settings>
 * ```
 *
 * @tagname boardlets-settings
 * @summary Hands motion, glyph and translation settings to the games inside it.
 * @slot - The games (and anything else).
 */
export class BoardletsSettingsElement extends LitElement {
  static override properties = {
    motion: { reflect: true, converter: textConverter },
    glyphs: { type: Boolean, reflect: true },
    sound: { type: Boolean, reflect: true },
    messages: { attribute: false },
  };

  static override styles = css`
    :host {
      display: contents;
    }
  `;

  /** `auto` follows the system's reduced-motion setting; `reduce` turns animations off; `allow` keeps them. */
  declare motion: 'auto' | 'reduce' | 'allow';

  /** Shows colour-blind glyphs on coloured pieces in every game. */
  declare glyphs: boolean;

  /** Turns on the games' short move, capture and result sounds (off by default). */
  declare sound: boolean;

  /**
   * Translations: an object with some or all UI strings (see `defaultMessages`
   * in the package); missing keys stay English. `{name}` placeholders are
   * filled in by the games.
   */
  declare messages: Partial<Messages>;

  readonly #provider = new ContextProvider(this, { context: settingsContext });

  constructor() {
    super();
    this.motion = 'auto';
    this.glyphs = false;
    this.sound = false;
    this.messages = {};
  }

  #warned = new Set<string>();
  /** The motion setting in effect. */
  #motion: BoardletsSettings['motion'] = 'auto';

  /** Warns once per distinct problem. */
  #warn(message: string): void {
    if (this.#warned.has(message)) return;
    this.#warned.add(message);
    console.warn(`<boardlets-settings>: ${message}`);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const raw: unknown = this.motion;
    // A bad value keeps the motion in use (a typo under motion="reduce" must not turn animations back on).
    let motion = this.#motion;
    if ((MOTIONS as readonly unknown[]).includes(raw)) motion = raw as BoardletsSettings['motion'];
    else if (raw == null || raw === '') motion = 'auto';
    else this.#warn(`ignoring motion=${describeValue(raw)}: expected auto, reduce or allow. Keeping ${motion}.`);
    this.#motion = motion;
    const messages: Partial<Messages> = {};
    const given: unknown = this.messages;
    let entries: [string, unknown][] | null = null;
    if (given && typeof given === 'object') {
      // A Proxy that throws (or was revoked) is warned about, not thrown out of the update.
      try {
        entries = Object.entries(given);
      } catch (error) {
        let why = 'an error';
        try {
          why = describeValue((error as Error | null)?.message ?? error);
        } catch {
          // The error itself throws when looked at: "an error" it is.
        }
        this.#warn(`ignoring messages: reading it threw (${why}); expected an object of strings. Using the built-in messages.`);
      }
    }
    if (entries) {
      const bad: [string, unknown][] = [];
      for (const [key, value] of entries) {
        // Keys are not checked against a list: that would put every game's strings in this file.
        // A key no game uses is simply never looked up.
        if (typeof value === 'string') (messages as Record<string, string>)[key] = value;
        else bad.push([key, value]);
      }
      // One warning for the whole object, however many of its values are not text.
      if (bad.length) {
        const [key, value] = bad[0]!;
        const more = bad.length > 1 ? ` (and ${bad.length - 1} more that are not text)` : '';
        this.#warn(`ignoring messages.${describeValue(key)}: expected text, got ${describeValue(value)}${more}.`);
      }
    } else if (given != null && (typeof given !== 'object' || given === null)) {
      this.#warn('ignoring messages: expected an object of strings.');
    }
    this.#provider.setValue({ motion, glyphs: !!this.glyphs, sound: !!this.sound, messages });
  }

  /** A page whose Object.prototype[0] is set would hang in Lit's rendering: nothing is drawn instead (warned once). */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    return !prototypeBreaksRendering(this.localName) && super.shouldUpdate(changed);
  }

  protected override render(): TemplateResult {
    return html`<slot></slot>`;
  }
}

defineElement('boardlets-settings', BoardletsSettingsElement);

declare global {
  interface HTMLElementTagNameMap {
    'boardlets-settings': BoardletsSettingsElement;
  }
}
