/**
 * The words `<infection-board>` says about moves, refusals and results,
 * built from the engine's {@link InfectionOutcome} and {@link InfectionRefusal}
 * (no rule code here): plain functions of a message lookup and what they need.
 */
import type { Msg } from '../../base/how-to-play.js';
import { joinSentences, type MessageKey } from '../../base/messages.js';
import type { GameStatus } from '../../engine/game.js';
import { type InfectionOutcome, type InfectionRefusal, type MoveKind } from '../../games/infection/rules.js';

export const KIND_NAME: Record<MoveKind, MessageKey> = {
  duplicate: 'infDuplicate',
  jump: 'infJump',
  checker: 'infChecker',
  knight: 'infKnight',
};

/** A square's name as in chess notation and Ataxx (`a1` bottom-left): the engine's, so sentences, events and the rules agree. */
import { squareName } from '../../games/infection/rules.js';
export { squareName };

/** Each refusal code's message, and the square (by name) or colour its parameters fill in. */
const REFUSAL: Record<InfectionRefusal['code'], MessageKey> = {
  'game-over': 'gameIsOver',
  'off-board': 'notAllowed',
  'not-your-piece': 'infPickOwn',
  'cannot-move': 'infCannotMove',
  obstacle: 'infIsObstacle',
  occupied: 'infTaken',
  'over-obstacle': 'infOverObstacle',
  'too-far': 'infOutOfReach',
};

export function colorName(msg: Msg, player: number): string {
  return msg(player === 0 ? 'infGreen' : 'infYellow');
}

/** Why a move is refused, from the engine's refusal. */
export function describeRefusal(msg: Msg, refusal: InfectionRefusal, size: number): string {
  const params: Record<string, string | number> = {};
  if ('square' in refusal) params.square = squareName(refusal.square, size);
  if ('player' in refusal) params.color = colorName(msg, refusal.player);
  if (refusal.code === 'too-far') {
    params.square = squareName(refusal.to, size);
    params.from = squareName(refusal.from, size);
  }
  return msg(REFUSAL[refusal.code], params);
}

/** Who made a move and what follows it, as the element knows them. */
export interface MoveContext {
  /** The mover is the computer. */
  readonly byComputer: boolean;
  /** `vs-computer`, `two-player` or `computer-vs-computer`. */
  readonly mode: string;
  /** The move ended the game. */
  readonly over: boolean;
  /** The player to move after it. */
  readonly next: number;
}

/** "Computer: Yellow e5 to d4: jump. 2 converted: c3, d3. Green 5, Yellow 7. Your turn." */
export function describeMove(msg: Msg, outcome: InfectionOutcome, size: number, context: MoveContext): string {
  const converted = outcome.converted.map((i) => squareName(i, size));
  const parts = [
    msg('infMove', {
      color: colorName(msg, outcome.player),
      from: squareName(outcome.from, size),
      kind: msg(KIND_NAME[outcome.kind]),
      to: squareName(outcome.to, size),
    }),
  ];
  if (converted.length) parts.push(msg('infConverted', { count: converted.length, squares: converted }));
  parts.push(msg('infScore', { ...outcome.counts }));
  if (context.byComputer) {
    parts.unshift(msg('infComputer'));
    if (context.mode === 'vs-computer' && !context.over) parts.push(msg('infYourMove'));
  } else if (context.mode === 'two-player' && !context.over) {
    // Two people share the board: say whose turn it is now.
    parts.push(`${msg('infToMove', { color: colorName(msg, context.next) })}.`);
  }
  return joinSentences(...parts);
}

/**
 * "Green wins, 14 to 2. The board is full." Against the computer the winner
 * is named once, as the user or as the computer.
 */
export function describeResult(
  msg: Msg,
  status: GameStatus & { over: true },
  counts: { readonly green: number; readonly yellow: number },
  toMove: number,
  human: number | null,
): string {
  const { green, yellow } = counts;
  const winner = status.winners[0];
  const parts: string[] = [];
  if (winner === undefined) parts.push(msg('infDraw', { count: green }));
  else {
    const [mine, theirs] = winner === 0 ? [green, yellow] : [yellow, green];
    const params = { color: colorName(msg, winner), count: mine, other: theirs };
    if (human !== null && winner !== human) parts.push(msg('infComputerWins', params));
    else {
      // One sentence: "You win as Green, 3 to 0.", not "You win! Green wins, 3 to 0."
      parts.push(msg(human !== null ? 'infYouWin' : 'infWins', params));
    }
  }
  parts.push(endReason(msg, status.reason, toMove));
  return joinSentences(...parts);
}

/** Why the game ended (Infection's reasons and Ataxx's); `toMove` is the side to move at the end. */
function endReason(msg: Msg, reason: string, toMove: number): string {
  switch (reason) {
    case 'board-full':
      return msg('infFull');
    case 'repetition':
      return msg('infRepetition');
    case 'fifty-moves':
      return msg('ataxxFifty');
    case 'blocked':
      return msg('ataxxNoMoves');
    case 'no-pieces':
      return msg('ataxxNoPieces', { color: colorName(msg, toMove) });
    default:
      return msg('infStuck', { color: colorName(msg, toMove) });
  }
}
