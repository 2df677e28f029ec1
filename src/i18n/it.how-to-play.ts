/** Italiano (`it`): the How to play panel's frame, every game's (src/base/how-to-play.messages.ts), loaded with the panel. Words as in the glossary of it.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { howToPlayMessages } from '../base/how-to-play.messages.js';

const it: Translated<typeof howToPlayMessages> = {
  htpKeys: 'Tasti',
  htpClose: 'Chiudi',
  htpOr: 'o',
  htpArrows: 'Frecce',
  htpMoveCursor: 'Sposta il cursore',
  htpEnter: 'Invio',
  htpSpace: 'Spazio',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Backspace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'Questo pannello',
};

export default it;
