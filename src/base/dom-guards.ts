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
