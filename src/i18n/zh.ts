/**
 * 中文（简体） (`zh`): the strings every element shares (the toolbar, feedback), loaded
 * on first use (its own chunk); the How to play panel's frame is in
 * zh.how-to-play.ts, each game's own strings beside it
 * (src/components/<game>/i18n/zh.ts). Missing keys
 * fall back to English. Console warnings stay English. Placeholders as in
 * English; plurals name the language's categories (`{count:one=…|other=…}`).
 *
 * Glossary (use these words, so terms stay the same in every game):
 * - Infection: 感染棋
 * - Stained Glass: 花窗玻璃
 * - Kites: 风筝
 * - Checkbox Squares: 勾选方阵
 * - tile: 方块（量词：块）
 * - piece: 棋子（量词：枚）
 * - kite: 风筝（量词：只）
 * - box: 格（量词：个）
 * - square (board cell): 格子
 * - board: 棋盘
 * - move: 步（{count} 步）
 * - undo: 撤销
 * - redo: 重做
 * - copy (move): 复制
 * - jump (move): 跳跃
 * - jump over a piece: 越子跳
 * - knight’s jump: 马步跳
 * - convert / converted: 感染（对方棋子变成你的）
 * - obstacle: 障碍
 * - hop: 跳过
 * - hint: 提示
 * - colours: red=红色, yellow=黄色, blue=蓝色, purple=紫色, orange=橙色, green=绿色, white=白色, black=黑色; Kites: cyan=青色, violet=紫色; Infection players: Green=绿方, Yellow=黄方
 * - Kites letters: 红黄绿青蓝紫
 * - Target / Puzzle: 目标 / 谜题
 * - toggle: 切换
 * - checked / unchecked: 已勾选 / 未勾选
 * - corner / side middle / centre (Checkbox Squares): 角格 / 边中格 / 中心格
 * - triangle / quartet / wheel / half-wheel: 三角 / 四方 / 车轮 / 扇形（半个车轮）
 * - configuration: 图形
 * - point: 分
 * - extra move: 再走一步
 * - one-tile finish: 只剩一块
 * - colour bars: 色条
 * - primary: 原色
 * - computer: 电脑
 * - player: {count} 号玩家
 * - turn: 轮到……
 * - click: 点击（次）
 * - Share: 分享
 * - How to play: 玩法说明
 * - typography: 中文与数字、坐标之间加空格；全角标点
 */
import type { baseMessages, Translated } from '../base/messages.js';

const zh: Translated<typeof baseMessages> = {
  controls: '游戏控制',
  undo: '撤销',
  redo: '重做',
  newGame: '新游戏',
  hint: '提示',
  solve: '显示答案',
  undone: '已撤销一步。',
  undoneMoves: '已撤销 {count} 步。',
  redone: '已重做一步。',
  redoneMoves: '已重做 {count} 步。',
  nothingToUndo: '没有可撤销的步骤。',
  nothingToRedo: '没有可重做的步骤。',
  newGameStarted: '新游戏已开始。',
  newGameUndoable: '新游戏已开始。撤销可回到上一局。',
  earlierGameBack: '已回到上一局（已走 {count} 步）。',
  laterGameBack: '已回到较新的那一局。',
  more: '更多',
  confirmYes: '确定显示',
  confirmCancel: '取消',
  win: '获胜',
  loss: '失败',
  draw: '平局',
  readonlyBoard: '此棋盘为只读。',
  gameIsOver: '本局已结束：请撤销，或开始新游戏。',
  notAllowed: '这里不能这样走。',
  share: '分享',
  shareCopied: '已复制本局链接。',
  shareCopiedShort: '已复制',
  shareSelect: '无法使用剪贴板：本局链接已在下方文本框中选中，可直接复制。',
  shareLink: '本局链接',
  resumed: '已恢复你保存的游戏（已走 {count} 步）。',
  savedElsewhere: '另一个标签页以相同名称保存了它的棋局。这一局也已保留：你的下一步会再次保存它。',
  displacedOffered: '以相同名称保存的另一局也已保留：在这一局开头按“撤销”可将其找回（已走 {count} 步）。',
  htpTitle: '玩法说明',
  hintBusy: '正在寻找好棋…',
  noHint: '暂无提示。',
  lastFrom: '上一步的起点',
  lastTo: '上一步的落点',
  moves: '着法',
  moveListStart: '开始',
  reviewing: '正在回顾第 {ply} 步（共 {count} 步）后的局面：棋盘为只读。按 Escape 返回对局。',
  backToGame: '返回对局',
  restart: '重新开始',
  restarted: '已回到本局开始。撤销可恢复你的着法。',
  gameId: '对局 ID',
  openGameId: '打开',
  gameIdOpened: '已从 ID 打开对局。',
  lastClick: '上次点击',
  gameIdBad: '此对局 ID 无法在这里打开（{why}）。当前对局不变。',
};

export default zh;
