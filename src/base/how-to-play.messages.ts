import type { Table } from './messages.js';

/**
 * The How to play panel's strings, in English: loaded with the panel (first
 * use), not with the element. Translated like every other string: the
 * shipped languages (src/i18n/), `registerTranslation`, or
 * `<boardlets-settings>`'s `messages`.
 */
export const howToPlayMessages = {
  htpKeys: 'Keys',
  htpClose: 'Close',
  htpOr: 'or',
  htpArrows: 'Arrow keys',
  htpMoveCursor: 'Move the cursor',
  htpEnter: 'Enter',
  htpSpace: 'Space',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Backspace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'This panel',
};

declare module './messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof howToPlayMessages> {}
}
