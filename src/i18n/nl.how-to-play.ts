/** Nederlands (`nl`): the How to play panel's frame, every game's (src/base/how-to-play.messages.ts), loaded with the panel. Words as in the glossary of nl.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { howToPlayMessages } from '../base/how-to-play.messages.js';

const nl: Translated<typeof howToPlayMessages> = {
  htpKeys: 'Toetsen',
  htpClose: 'Sluiten',
  htpOr: 'of',
  htpArrows: 'Pijltjestoetsen',
  htpMoveCursor: 'Cursor verplaatsen',
  htpEnter: 'Enter',
  htpSpace: 'Spatie',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Backspace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'Deze uitleg',
};

export default nl;
