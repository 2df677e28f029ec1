/**
 * 日本語 (`ja`): the strings every element shares (the toolbar, feedback), loaded
 * on first use (its own chunk); the How to play panel's frame is in
 * ja.how-to-play.ts, each game's own strings beside it
 * (src/components/<game>/i18n/ja.ts). Missing keys
 * fall back to English. Console warnings stay English. Placeholders as in
 * English; plurals name the language's categories (`{count:one=…|other=…}`).
 *
 * Glossary (use these words, so terms stay the same in every game):
 * - Infection: インフェクション
 * - Stained Glass: ステンドグラス
 * - Kites: カイト
 * - Checkbox Squares: チェックボックス・スクエア
 * - tile: タイル（数え方：枚）
 * - piece: 駒（数え方：個）
 * - kite: カイト（数え方：個）
 * - box: マス
 * - square (board cell): マス
 * - board: 盤面
 * - move: 手（数え方：{count}手）
 * - undo: 戻す
 * - redo: 進める
 * - copy (move): 複製
 * - jump (move): ジャンプ
 * - jump over a piece: 駒越えジャンプ
 * - knight’s jump: ナイトジャンプ
 * - convert / converted: 感染（相手の駒が自分の駒になる）
 * - obstacle: 障害物
 * - hop: 跳び越える
 * - hint: ヒント
 * - colours: red=赤, yellow=黄色, blue=青, purple=紫, orange=オレンジ, green=緑, white=白, black=黒; Kites: cyan=水色, violet=紫; Infection players: Green=緑, Yellow=黄色
 * - Kites letters: 赤黄緑水青紫
 * - Target / Puzzle: お手本 / パズル
 * - toggle: 反転
 * - checked / unchecked: チェックあり / チェックなし
 * - corner / side middle / centre (Checkbox Squares): 角 / 辺の中央 / 中心
 * - triangle / quartet / wheel / half-wheel: 三角 / 四角 / 車輪 / 半車輪
 * - configuration: 形
 * - point: 点
 * - extra move: もう1手
 * - one-tile finish: 1枚残し
 * - colour bars: 色バー
 * - primary: 原色
 * - computer: コンピューター
 * - player: プレイヤー
 * - turn: 番
 * - click: クリック（回）
 * - Share: 共有
 * - How to play: 遊び方
 */
import type { baseMessages, Translated } from '../base/messages.js';

const ja: Translated<typeof baseMessages> = {
  controls: 'ゲームの操作',
  undo: '戻す',
  redo: '進める',
  newGame: '新しいゲーム',
  hint: 'ヒント',
  solve: '答えを見る',
  undone: '1手戻しました。',
  undoneMoves: '{count}手戻しました。',
  redone: '1手進めました。',
  redoneMoves: '{count}手進めました。',
  nothingToUndo: '戻せる手がありません。',
  nothingToRedo: '進められる手がありません。',
  newGameStarted: '新しいゲームを始めました。',
  newGameUndoable: '新しいゲームを始めました。「戻す」で前のゲームに戻れます。',
  earlierGameBack: '前のゲームに戻りました（{count}手まで進行済み）。',
  laterGameBack: '新しい方のゲームに戻りました。',
  more: 'その他',
  confirmYes: '表示する',
  confirmCancel: 'キャンセル',
  win: '勝ち',
  loss: '負け',
  draw: '引き分け',
  readonlyBoard: 'この盤面は閲覧専用です。',
  gameIsOver: 'ゲームは終了しました。手を戻すか、新しいゲームを始めてください。',
  notAllowed: 'ここではその手は打てません。',
  share: '共有',
  shareCopied: 'このゲームへのリンクをコピーしました。',
  shareCopiedShort: 'コピー済み',
  shareSelect: 'クリップボードが使えません。このゲームへのリンクを下のテキスト欄で選択してあるので、そのままコピーしてください。',
  shareLink: 'このゲームへのリンク',
  resumed: '保存したゲームを再開しました（{count}手まで進行済み）。',
  savedElsewhere: '別のタブが同じ名前でゲームを保存しました。このゲームも残っています。次の一手で再び保存されます。',
  displacedOffered: '同じ名前で保存された別のゲームも残っています。このゲームの最初で「戻す」を押すと戻ります（{count}手まで進行済み）。',
  htpTitle: '遊び方',
  hintBusy: 'よい手を探しています…',
  noHint: '今はヒントがありません。',
  lastFrom: '直前の手の移動元',
  lastTo: '直前の手の移動先',
  moves: '棋譜',
  moveListStart: '開始',
  reviewing: '{count}手中{ply}手目の後の局面を確認中です。盤面は読み取り専用です。Escapeでゲームに戻ります。',
  backToGame: 'ゲームに戻る',
  restart: '最初から',
  restarted: 'このゲームの最初に戻りました。元に戻すで手が戻ります。',
  gameId: 'ゲームID',
  openGameId: '開く',
  gameIdOpened: 'IDからゲームを開きました。',
  lastClick: '最後にクリック',
  gameIdBad: 'このゲームIDはここでは開けません（{why}）。進行中のゲームはそのままです。',
};

export default ja;
