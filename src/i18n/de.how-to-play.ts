/** Deutsch (`de`): the How to play panel's frame, every game's (src/base/how-to-play.messages.ts), loaded with the panel. Words as in the glossary of de.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { howToPlayMessages } from '../base/how-to-play.messages.js';

const de: Translated<typeof howToPlayMessages> = {
  htpKeys: 'Tasten',
  htpClose: 'Schließen',
  htpOr: 'oder',
  htpArrows: 'Pfeiltasten',
  htpMoveCursor: 'Cursor bewegen',
  htpEnter: 'Enter',
  htpSpace: 'Leertaste',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Rücktaste',
  htpCtrlZ: 'Strg+Z',
  htpCtrlY: 'Strg+Y',
  htpOpen: 'Diese Anleitung',
};

export default de;
