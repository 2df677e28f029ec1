/** 日本語 (`ja`): the How to play panel's frame, every game's (src/base/how-to-play.messages.ts), loaded with the panel. Words as in the glossary of ja.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { howToPlayMessages } from '../base/how-to-play.messages.js';

const ja: Translated<typeof howToPlayMessages> = {
  htpKeys: 'キー操作',
  htpClose: '閉じる',
  htpOr: 'または',
  htpArrows: '矢印キー',
  htpMoveCursor: 'カーソルを移動',
  htpEnter: 'Enter',
  htpSpace: 'スペース',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'BackSpace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'このパネルを開く',
};

export default ja;
