/** Türkçe (`tr`): the How to play panel's frame, every game's (src/base/how-to-play.messages.ts), loaded with the panel. Words as in the glossary of tr.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { howToPlayMessages } from '../base/how-to-play.messages.js';

const tr: Translated<typeof howToPlayMessages> = {
  htpKeys: 'Tuşlar',
  htpClose: 'Kapat',
  htpOr: 'veya',
  htpArrows: 'Ok tuşları',
  htpMoveCursor: 'İmleci taşı',
  htpEnter: 'Enter',
  htpSpace: 'Boşluk',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Backspace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'Bu panel',
};

export default tr;
