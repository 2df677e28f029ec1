import { adoptStyles, type CSSResultOrNative } from 'lit';

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
 * under CSS `zoom` on it or an ancestor. Distances measured with
 * getBoundingClientRect() are divided by it before they become a translate.
 */
export function effectiveZoom(element: Element): number {
  const zoom = (element as Element & { currentCSSZoom?: unknown }).currentCSSZoom;
  if (typeof zoom === 'number' && Number.isFinite(zoom) && zoom > 0) return zoom;
  // Without currentCSSZoom: the drawn width against the layout width.
  const width = (element as HTMLElement).offsetWidth;
  const drawn = element.getBoundingClientRect().width;
  return width > 0 && drawn > 0 ? drawn / width : 1;
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
