/** 中文（简体） (`zh`): Infection’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/zh.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { infectionHowToPlayMessages } from '../how-to-play.messages.js';

const zh: Translated<typeof infectionHowToPlayMessages> = {
  infGoal: '游戏结束时，占据比对手更多的格子。',
  infRuleCopy: '复制：移到相邻的格子，8 个方向均可。原棋子保留，落点会新增一枚棋子。',
  infRuleJump: '跳跃：沿直线移动两格，越过一个空格子。棋子离开原来的格子。',
  infRuleChecker: '越子跳：与跳跃相同，但越过的是任意一枚棋子。被越过的棋子保持不变。',
  infRuleKnight: '马步跳：朝一个方向走两格，再向旁边走一格，呈 L 形。棋子离开原来的格子。',
  infRuleConvert: '与落点相邻的对方棋子都会变成你的。',
  infDiagramCopy: '一枚绿色棋子，箭头指向相邻格子中新出现的绿色棋子，其余相邻格子上标有加号。',
  infDiagramJump: '一枚绿色棋子越过一个空格子，跳到后面的格子上，原来的格子变空。',
  infDiagramChecker: '一枚绿色棋子越过一枚黄色棋子，跳到后面的格子上，黄色棋子保持不变。',
  infDiagramKnight: '一枚绿色棋子向上走两格、向右走一格，呈 L 形，原来的格子变空。',
  infDiagramConvert: '之前：黄、空、黄。一枚绿色棋子落在中间后：三枚绿色棋子。',
  infNoteObstacle: '任何棋子都不能落在标有 X 的格子上，直线跳跃也不能越过它。',
  infNoteEnd: '棋盘填满时游戏结束（棋子多者获胜）；一方无棋可走时也会结束（另一方获胜）。',
  infNoteRepetition: '同一局面第三次出现时，游戏也会结束：棋子多者获胜。',
  ataxxRuleJump: '跳跃：移动到距离两格的任意方格，不必成直线，可越过任何东西。你的棋子离开原来的方格。',
  ataxxNoteGap: '任何棋子都不能落在 X 方格（空洞）上，但跳跃可以越过它。',
  ataxxNotePass: '无棋可走的一方跳过本轮，另一方继续。',
  ataxxNoteEnd: '棋盘下满或一方没有棋子时（棋子多者获胜）、双方各走 50 步都没有复制时，或同一局面第三次出现时（这两种情况为平局），游戏结束。',
  infKeyPick: '拿起棋子，再放下',
  infKeyPutBack: '把棋子放回原处',
};

export default zh;
