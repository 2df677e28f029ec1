import { adoptStyles, type CSSResultOrNative, type LitElement, type PropertyValues, type ReactiveElement } from 'lit';
import { describeValue, isReadable } from './describe-value.js';

/**
 * Whether a key event comes from where the user types text (a text field,
 * a text area, a select, an editable element, in a shadow root or slotted):
 * such keys belong to the field, never to the game's shortcuts.
 */
export function fromTextEntry(event: Event): boolean {
  const origin = event.composedPath()[0];
  if (!origin || typeof (origin as Element).localName !== 'string') return false;
  const element = origin as HTMLElement;
  const name = element.localName;
  if (name === 'textarea' || name === 'select') return true;
  if (name === 'input') return !/^(?:button|submit|reset|checkbox|radio|image|range|color|file)$/i.test((element as HTMLInputElement).type);
  return element.isContentEditable === true;
}

/**
 * How many viewport pixels one CSS pixel of `element` covers: more than 1
 * under CSS `zoom` or a `transform: scale()` larger than 1 on an ancestor,
 * less under a smaller one. Distances measured with getBoundingClientRect()
 * are divided by it before they become a translate. Measured as the drawn
 * width of the board (the shadow root's host: wide, so the rounding of
 * `offsetWidth` costs little) against its layout width, which covers zoom
 * and transforms together (issue 27); else the element's own; else
 * `currentCSSZoom`.
 */
export function effectiveZoom(element: Element): number {
  const root = element.getRootNode() as Partial<ShadowRoot>;
  const host = root.host && root.host !== element ? root.host : null;
  for (const measured of host ? [host, element] : [element]) {
    const width = (measured as HTMLElement).offsetWidth;
    const drawn = measured.getBoundingClientRect().width;
    if (typeof width === 'number' && width > 0 && drawn > 0 && Number.isFinite(drawn)) return drawn / width;
  }
  const zoom = (element as Element & { currentCSSZoom?: unknown }).currentCSSZoom;
  if (typeof zoom === 'number' && Number.isFinite(zoom) && zoom > 0) return zoom;
  return 1;
}

/** Style sheets made for another document, per original sheet (a constructed sheet belongs to the document it was made in). */
const copies = new WeakMap<CSSResultOrNative, WeakMap<Document, CSSStyleSheet>>();

function cssTextOf(style: CSSResultOrNative): string {
  if (typeof (style as { cssText?: unknown }).cssText === 'string') return (style as { cssText: string }).cssText;
  return Array.from((style as CSSStyleSheet).cssRules, (rule) => rule.cssText).join('\n');
}

/**
 * Gives a shadow root its element's styles in the document it is now in:
 * after the element moved to another document (an iframe's), whose shadow
 * roots cannot use the sheets made in the first one. Sheets made in that
 * document's window, or else `<style>` elements.
 */
export function styleShadowRoot(root: ShadowRoot, styles: readonly CSSResultOrNative[]): void {
  for (const old of root.querySelectorAll('style[data-boardlets-styles]')) old.remove();
  try {
    adoptStyles(root, styles as CSSResultOrNative[]);
    return;
  } catch {
    // Sheets of another document: copied below.
  }
  const doc = root.ownerDocument;
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  try {
    if (view && typeof view.CSSStyleSheet === 'function') {
      root.adoptedStyleSheets = styles.map((style) => {
        let perDocument = copies.get(style);
        if (!perDocument) copies.set(style, (perDocument = new WeakMap()));
        let sheet = perDocument.get(doc);
        if (!sheet) {
          sheet = new view.CSSStyleSheet();
          sheet.replaceSync(cssTextOf(style));
          perDocument.set(doc, sheet);
        }
        return sheet;
      });
      return;
    }
  } catch {
    // No constructed sheets here: style elements instead.
  }
  for (const style of styles) {
    const element = doc.createElement('style');
    element.setAttribute('data-boardlets-styles', '');
    const nonce = (globalThis as { litNonce?: unknown }).litNonce;
    if (typeof nonce === 'string') element.setAttribute('nonce', nonce);
    element.textContent = cssTextOf(style);
    root.append(element);
  }
}

/** The element's class, for its property declarations and styles. */
function classOf(element: ReactiveElement): typeof ReactiveElement {
  return element.constructor as typeof ReactiveElement;
}

/** After the element moved into another document (an iframe's): its styles, made for the first one, are given again. */
export function restyle(element: ReactiveElement): void {
  if (element.shadowRoot) styleShadowRoot(element.shadowRoot, classOf(element).elementStyles);
}

/**
 * The element's render root from `create` (LitElement's own); when that
 * fails because the element is first shown in another document than the one
 * its styles were made in, its shadow root, styled for that document.
 */
export function renderRootIn(element: LitElement, create: () => HTMLElement | DocumentFragment): HTMLElement | DocumentFragment {
  try {
    return create();
  } catch (error) {
    if (!element.shadowRoot) throw error;
    restyle(element);
    element.renderOptions.renderBefore ??= element.shadowRoot.firstChild;
    return element.shadowRoot;
  }
}

/**
 * A property set to a value that throws when looked at (a revoked Proxy,
 * one whose traps throw) is reported through `warn` and put back, and left
 * out of `changed`, before anything reads it. Returns `changed`.
 */
export function putBackUnreadable(
  element: ReactiveElement,
  changed: PropertyValues,
  warn: (attribute: string, value: unknown, accepted: string, fallback: string) => void,
): PropertyValues {
  const self = element as unknown as Record<PropertyKey, unknown>;
  for (const [key, options] of classOf(element).elementProperties) {
    if (!changed.has(key) || isReadable(self[key])) continue;
    const name = typeof options.attribute === 'string' ? options.attribute : String(key);
    warn(name, self[key], 'a value that can be read (not a revoked Proxy or one whose traps throw)', 'the value in use');
    self[key] = changed.get(key);
    changed.delete(key);
  }
  return changed;
}

/**
 * Boolean attributes are on whenever present, so `daily="false"` turns
 * `daily` on: says so, once per attribute (remembered in `warned`), rather
 * than leave the page author guessing.
 */
export function warnBooleanOff(element: ReactiveElement, name: string, value: string | null, warned: Set<string>): void {
  if (value === null || !/^\s*(?:false|no|off|0)\s*$/i.test(value)) return;
  for (const [key, options] of classOf(element).elementProperties) {
    const attribute = typeof options.attribute === 'string' ? options.attribute : String(key).toLowerCase();
    if (attribute !== name || options.type !== Boolean || warned.has(`${name}\u0000on`)) continue;
    warned.add(`${name}\u0000on`);
    console.warn(
      `<${element.localName}>: ${name}=${describeValue(value)} turns ${name} on: a boolean attribute is on whenever it is present. Remove the attribute to turn it off.`,
    );
  }
}

/**
 * A boolean property set to anything else (a Symbol, an object without a
 * prototype) is on when truthy: coerced, so renders can turn it into text.
 */
export function coerceBooleans(element: ReactiveElement, changed: PropertyValues): void {
  for (const [key, options] of classOf(element).elementProperties) {
    const self = element as unknown as Record<PropertyKey, unknown>;
    if (options.type === Boolean && changed.has(key) && typeof self[key] !== 'boolean') self[key] = !!self[key];
  }
}

/** Pollutions of Object.prototype already warned about on this page. */
const pollutionWarned = new Set<string>();

/**
 * Whether the page has set properties on `Object.prototype` that break what
 * the kit cannot work around, each warned about once per page:
 * - `Object.prototype[0]` (any index): lit-html's template cloning then
 *   never ends, in every Lit element (docs/upstream/lit-prototype-index.md):
 *   returns `true`, and the element does not render rather than hang the page;
 * - `Object.prototype.then`: every object is a "thenable" to a promise. The
 *   kit's computers and hints pass their results through `notThenable()`
 *   (engine/not-thenable.ts) and still finish, but the page's own promises
 *   of objects (`customElements.whenDefined()`, for one) never settle: a
 *   warning says so.
 */
export function prototypeBreaksRendering(tag: string): boolean {
  const proto = Object.prototype as unknown as Record<string, unknown>;
  if (Object.hasOwn(proto, 'then') && !pollutionWarned.has('then')) {
    pollutionWarned.add('then');
    console.warn(
      `<${tag}>: the page set Object.prototype.then, which makes every object look like a promise: the boards still play, but promises of objects on this page (customElements.whenDefined(), for one) never settle. Remove it (delete Object.prototype.then).`,
    );
  }
  if (!Object.hasOwn(proto, '0')) return false;
  if (!pollutionWarned.has('0')) {
    pollutionWarned.add('0');
    console.warn(
      `<${tag}>: the page set Object.prototype[0], which makes Lit's template cloning loop for ever: the boards are not drawn, so that the page does not hang. Remove it (delete Object.prototype[0]).`,
    );
  }
  return true;
}
