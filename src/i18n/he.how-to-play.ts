/** עברית (`he`): the How to play panel's frame, every game's (src/base/how-to-play.messages.ts), loaded with the panel. Words as in the glossary of he.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { howToPlayMessages } from '../base/how-to-play.messages.js';

const he: Translated<typeof howToPlayMessages> = {
  htpKeys: 'מקשים',
  htpClose: 'סגירה',
  htpOr: 'או',
  htpArrows: 'מקשי החצים',
  htpMoveCursor: 'הזזת הסמן',
  htpEnter: 'Enter',
  htpSpace: 'רווח',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Backspace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'החלונית הזו',
};

export default he;
