/**
 * The words `<kites-board>` says about moves, hints, refusals and results,
 * built from the engine's {@link KitesOutcome} and {@link KitesRefusal} (no
 * rule code here): plain functions of a message lookup and what they need.
 */
import type { Msg } from '../../base/how-to-play.js';
import { joinSentences, type MessageKey } from '../../base/messages.js';
import type { GameStatus } from '../../engine/game.js';
import { kitesGeometry, type ConfigurationType } from '../../games/kites/geometry.js';
import { COLOUR_NAMES, type ColourName, type KitesOutcome, type KitesRefusal } from '../../games/kites/rules.js';

const COLOUR_KEYS: readonly MessageKey[] = ['ktRed', 'ktYellow', 'ktGreen', 'ktCyan', 'ktBlue', 'ktViolet'];
/** Each configuration's words, in the order a move's sentence lists them. */
const TYPE_KEYS: Record<ConfigurationType, MessageKey> = {
  triangle: 'ktTriangles',
  quartet: 'ktQuartets',
  wheel: 'ktWheels',
  'half-wheel': 'ktHalfWheels',
};
/** Each refusal code's message. */
const REFUSAL: Record<KitesRefusal['code'], MessageKey> = {
  'game-over': 'gameIsOver',
  'off-board': 'notAllowed',
  occupied: 'ktTaken',
};

/** A colour's name, by its index (0 red) or its engine name. */
export function colourName(msg: Msg, colour: number | ColourName): string {
  const index = typeof colour === 'number' ? colour : COLOUR_NAMES.indexOf(colour);
  return msg(COLOUR_KEYS[index] ?? 'ktRed');
}

export function playerName(msg: Msg, player: number): string {
  return msg('ktPlayer', { count: player + 1 });
}

/** "row 3, kite 2". */
export function kiteName(msg: Msg, size: number, cell: number): string {
  const c = kitesGeometry(size).cells[cell]!;
  return msg('ktKite', { row: c.row + 1, column: c.col + 1 });
}

/** The move list's name of a placement, from the engine's outcome: the colour's letter, row.kite, and the points it made (`G 3.2 +1`). */
export function moveName(msg: Msg, outcome: KitesOutcome, size: number): string {
  const c = kitesGeometry(size).cells[outcome.cell]!;
  const letter = msg('ktLetters')[COLOUR_NAMES.indexOf(outcome.colour)] ?? '';
  const points = outcome.points > 0 ? ` +${outcome.points}` : outcome.points < 0 ? ` −${-outcome.points}` : '';
  return `${letter} ${c.row + 1}.${c.col + 1}${points}`;
}

/** What a move completes, gains and loses, as phrases: "completes 1 triangle", "+1 point", "1 same-coloured neighbour, −1". */
export function effectParts(msg: Msg, outcome: Pick<KitesOutcome, 'completed' | 'gained' | 'penalty'>): string[] {
  const parts: string[] = [];
  const kinds = Object.entries(TYPE_KEYS).flatMap(([type, key]) => {
    const count = outcome.completed.filter((c) => c.type === type).length;
    return count ? [msg(key, { count })] : [];
  });
  if (kinds.length) parts.push(msg('ktCompletes', { list: kinds }));
  if (outcome.gained) parts.push(msg('ktGain', { count: outcome.gained }));
  if (outcome.penalty) parts.push(msg('ktPenalty', { count: outcome.penalty }));
  if (!parts.length) parts.push(msg('ktNothing'));
  return parts;
}

/** "Player 1 placed green on row 2, kite 3: completes 1 triangle; +1 point." (punctuation from the language's table). */
const withEffects = (msg: Msg, head: string, effects: readonly string[]): string =>
  msg('ktWithEffects', { head, effects: effects.join(msg('ktEffectSeparator')) });

/** Whose turn it is, with the colour to place: "Your turn: place green." or, against you, "The computer's turn: yellow." */
export function turnSentence(msg: Msg, player: number, colour: number, seat: 'human' | 'computer', solo: boolean): string {
  const color = colourName(msg, colour);
  if (!solo) return msg('ktToMoveNext', { player: playerName(msg, player), color });
  return seat === 'human' ? msg('ktYourTurnNext', { color }) : msg('ktComputerNext', { color });
}

/** After Undo or Redo: each player's score, then `turn` ("Player 1 has 2 points. Player 2 has 0 points. Your turn: place red."). */
export function describePosition(msg: Msg, scores: readonly number[], turn: string): string {
  return joinSentences(...scores.map((count, player) => msg('ktNowHas', { player: playerName(msg, player), count })), turn);
}

/** Why a kite cannot be placed, from the engine's refusal. */
export function describeRefusal(msg: Msg, refusal: KitesRefusal, size: number): string {
  return msg(REFUSAL[refusal.code], refusal.code === 'occupied' ? { kite: kiteName(msg, size, refusal.cell) } : {});
}

/**
 * "Player 1 placed green on row 2, kite 3: completes 1 triangle; +1 point.
 * Player 1 has 1 point." then, unless the game is over, the extra move and
 * `turn`, the sentence of whose turn it is (none when it is left out).
 */
export function describeMove(msg: Msg, outcome: KitesOutcome, size: number, over: boolean, turn: string | null): string {
  const player = playerName(msg, outcome.player);
  const placed = msg('ktPlaced', { player, color: colourName(msg, outcome.colour), kite: kiteName(msg, size, outcome.cell) });
  const parts = [withEffects(msg, placed, effectParts(msg, outcome))];
  if (outcome.points) parts.push(msg('ktNowHas', { player, count: outcome.scores[outcome.player]! }));
  if (!over) {
    if (outcome.replay) parts.push(msg('ktExtraMove', { player }));
    if (turn) parts.push(turn);
  }
  return joinSentences(...parts);
}

/** "Hint: green on row 2, kite 3: completes 1 triangle; +1 point; the next player cannot score." */
export function describeHint(msg: Msg, outcome: KitesOutcome, size: number, opponentGain: number): string {
  const parts = effectParts(msg, outcome);
  if (outcome.replay) parts.push(msg('ktHintExtra'));
  else if (opponentGain > 0) parts.push(msg('ktHintOpponent', { count: opponentGain }));
  else parts.push(msg('ktHintNoScore'));
  const head = msg('ktHint', { color: colourName(msg, outcome.colour), kite: kiteName(msg, size, outcome.cell) });
  return withEffects(msg, head, parts);
}

/**
 * "You win with 8 points." and, with `full`, "The board is
 * full." (said, not shown: the header above the board says it there).
 * `seats` says who plays each seat; `solo` when one person plays the computer.
 */
export function describeResult(
  msg: Msg,
  status: GameStatus & { over: true },
  scores: readonly number[],
  seats: readonly ('human' | 'computer')[],
  solo: boolean,
  full: boolean,
): string {
  const top = Math.max(...scores);
  const parts: string[] = [];
  const winner = status.winners.length === 1 ? status.winners[0]! : null;
  if (winner !== null) {
    // One sentence each: "You win with 8 points.", "Player 2 (the computer) wins with 9 points."
    const key = !solo ? 'ktWins' : seats[winner] === 'human' ? 'ktYouWin' : 'ktComputerWins';
    parts.push(msg(key, { player: playerName(msg, winner), count: top }));
  } else {
    const leaders = scores.flatMap((s, p) => (s === top ? [playerName(msg, p)] : []));
    parts.push(msg(status.reason === 'shared' ? 'ktShared' : 'ktDraw', { players: leaders, count: top }));
  }
  if (full) parts.push(msg('ktFull'));
  return joinSentences(...parts);
}
