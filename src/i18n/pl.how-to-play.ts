/** Polski (`pl`): the How to play panel's frame, every game's (src/base/how-to-play.messages.ts), loaded with the panel. Words as in the glossary of pl.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { howToPlayMessages } from '../base/how-to-play.messages.js';

const pl: Translated<typeof howToPlayMessages> = {
  htpKeys: 'Klawisze',
  htpClose: 'Zamknij',
  htpOr: 'lub',
  htpArrows: 'Strzałki',
  htpMoveCursor: 'Przesuń kursor',
  htpEnter: 'Enter',
  htpSpace: 'Spacja',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Backspace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'Ta instrukcja',
};

export default pl;
