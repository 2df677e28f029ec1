/** Português (`pt`): the How to play panel's frame, every game's (src/base/how-to-play.messages.ts), loaded with the panel. Words as in the glossary of pt.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { howToPlayMessages } from '../base/how-to-play.messages.js';

const pt: Translated<typeof howToPlayMessages> = {
  htpKeys: 'Teclas',
  htpClose: 'Fechar',
  htpOr: 'ou',
  htpArrows: 'Setas',
  htpMoveCursor: 'Mover o cursor',
  htpEnter: 'Enter',
  htpSpace: 'Espaço',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Backspace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'Este painel',
};

export default pt;
