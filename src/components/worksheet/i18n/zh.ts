/** 中文（简体） (`zh`): <boardlets-worksheet>’s strings (messages.ts), loaded with the element. Words as in the glossary of src/i18n/zh.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { worksheetMessages } from '../messages.js';

const zh: Translated<typeof worksheetMessages> = {
  wsCheckboxTitle: '勾选方阵',
  wsStainedGlassTitle: '花窗玻璃',
  wsName: '姓名',
  wsDate: '日期',
  wsPrint: '打印',
  wsPreparing: '正在准备练习纸…',
  wsReady: '练习纸已准备好。',
  wsPuzzle: '第 {number} 题',
  wsAnswerKey: '答案',
  wsCheckboxTask: '在每道题中，找出需要点击“谜题”方阵中的哪些格才能使它与目标一致，并在“你的点击”中标出。点击次数越少越好。',
  wsClickRule: '点击“谜题”方阵中的一个格时会切换的格（被点击的格画了圆圈）：',
  wsTickLegend: '打勾表示已勾选的格。',
  wsDotsLegend: '格用点数计数：每次点击会给它改变的每个格加一个点，点数最多的格会变回空格。',
  wsBoxState: '第 {row} 行第 {column} 列：{state}',
  wsBoxPresses: '第 {row} 行第 {column} 列 ×{count}',
  wsChecked: '{square}，已勾选：{boxes}',
  wsNoneChecked: '{square}，没有勾选的格',
  wsFewest: '最少点击次数：{count}',
  wsYourClicks: '你的点击',
  wsStainedGlassTask: '在每个棋盘上按顺序写下你的跳法，例如“b2 跳过 c2 到 d2”，直到只剩一块方块。',
  wsTile: '{square} {color}',
  wsHop: '{from} 跳过 {over} 到 {to}',
  wsSheet: '练习纸 {seed}',
};

export default zh;
