/** 中文（简体） (`zh`): the How to play panel's frame, every game's (src/base/how-to-play.messages.ts), loaded with the panel. Words as in the glossary of zh.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { howToPlayMessages } from '../base/how-to-play.messages.js';

const zh: Translated<typeof howToPlayMessages> = {
  htpKeys: '按键',
  htpClose: '关闭',
  htpOr: '或',
  htpArrows: '方向键',
  htpMoveCursor: '移动光标',
  htpEnter: 'Enter',
  htpSpace: '空格键',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Backspace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: '打开本面板',
};

export default zh;
