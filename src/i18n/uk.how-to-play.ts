/** Українська (`uk`): the How to play panel's frame, every game's (src/base/how-to-play.messages.ts), loaded with the panel. Words as in the glossary of uk.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { howToPlayMessages } from '../base/how-to-play.messages.js';

const uk: Translated<typeof howToPlayMessages> = {
  htpKeys: 'Клавіші',
  htpClose: 'Закрити',
  htpOr: 'або',
  htpArrows: 'Стрілки',
  htpMoveCursor: 'Перемістити курсор',
  htpEnter: 'Enter',
  htpSpace: 'Пробіл',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Backspace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'Ця панель',
};

export default uk;
