/** العربية (`ar`): the How to play panel's frame, every game's (src/base/how-to-play.messages.ts), loaded with the panel. Words as in the glossary of ar.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { howToPlayMessages } from '../base/how-to-play.messages.js';

const ar: Translated<typeof howToPlayMessages> = {
  htpKeys: 'المفاتيح',
  htpClose: 'إغلاق',
  htpOr: 'أو',
  htpArrows: 'مفاتيح الأسهم',
  htpMoveCursor: 'تحريك المؤشر',
  htpEnter: 'Enter',
  htpSpace: 'مسافة',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Backspace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'هذه النافذة',
};

export default ar;
