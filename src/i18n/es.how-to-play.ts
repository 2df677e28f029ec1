/** Español (`es`): the How to play panel's frame, every game's (src/base/how-to-play.messages.ts), loaded with the panel. Words as in the glossary of es.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { howToPlayMessages } from '../base/how-to-play.messages.js';

const es: Translated<typeof howToPlayMessages> = {
  htpKeys: 'Teclas',
  htpClose: 'Cerrar',
  htpOr: 'o',
  htpArrows: 'Flechas',
  htpMoveCursor: 'Mover el cursor',
  htpEnter: 'Enter',
  htpSpace: 'Espacio',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Retroceso',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'Este panel',
};

export default es;
