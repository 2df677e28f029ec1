/**
 * What `<infection-board>` needs of the rules it plays, so one element plays
 * Infection (`rules="infection"`, the default) and standard Ataxx
 * (`rules="ataxx"`, see ataxx-rules.ts): both have Infection's state shape
 * (size, cells with the same values, side to move) and `{ from, to }` moves.
 */
import { hopName } from '../../base/controllers/move-list.js';
import { safeText } from '../../base/describe-value.js';
import type { MoveDetailBase } from '../../base/events.js';
import type { WarnAttribute } from '../../base/attribute-values.js';
import type { HowToPlay, Msg } from '../../base/how-to-play.js';
import type { MessageKey } from '../../base/messages.js';
import type { GameDefinition } from '../../engine/game.js';
import type { Rng } from '../../engine/rng.js';
import type { Difficulty } from '../../games/infection/levels.js';
import type { AtaxxOutcome } from '../../games/ataxx/rules.js';
import {
  count,
  formatPosition,
  infection,
  maxObstacles,
  moveKind,
  movesFrom,
  type InfectionMove,
  type InfectionOptions,
  type InfectionOutcome,
  type InfectionState,
  type MoveKind,
} from '../../games/infection/rules.js';
import type { InfectionMoveDetail } from './details.js';
import * as details from './details.js';
import { resolveOptions, type RawOptions } from './options.js';
import * as sentences from './sentences.js';

export type RulesName = 'infection' | 'ataxx';
/** What a move did, in either rules: the element reads it from the session's history (worked out once a move). */
export type BoardOutcome = InfectionOutcome | AtaxxOutcome;
export const RULES: readonly RulesName[] = ['infection', 'ataxx'];

/** The rules as the board's template sees them. */
export interface ViewRules {
  /** A square's name for people. */
  squareName(index: number, size: number): string;
  /** The destinations of the piece on `from`, by kind. */
  movesFrom(state: InfectionState, from: number): { to: number; kind: MoveKind }[];
  /** The board's accessible name. */
  readonly boardLabel: MessageKey;
}

export interface BoardRules extends ViewRules {
  readonly name: RulesName;
  readonly definition: GameDefinition<InfectionState, InfectionMove, InfectionOptions, BoardOutcome>;
  readonly help: MessageKey;
  resolveOptions(raw: RawOptions, previous: InfectionOptions | undefined, warn: WarnAttribute): InfectionOptions;
  /** The `size` and `obstacles` attributes that describe a game's start. */
  adopt(state: InfectionState): { size: number; obstacles: number };
  formatPosition(state: InfectionState): string;
  /** The move of the piece on `from` to `to`, or `null` when there is none. */
  moveFor(state: InfectionState, from: number, to: number): InfectionMove | null;
  /** The move as drawn: from the square of the piece that makes it (`null`: nothing to draw, a pass). */
  drawn(state: InfectionState, move: InfectionMove): InfectionMove | null;
  refusalText(msg: Msg, state: InfectionState, move: InfectionMove): string;
  /** The sentence of `move` played in `before`, from its outcome `o`. */
  describeMove(msg: Msg, before: InfectionState, move: InfectionMove, o: BoardOutcome, context: sentences.MoveContext): string;
  /** The move list's name of a move (`b2-c3 ×2`), from its outcome `o`. */
  moveName(before: InfectionState, move: InfectionMove, o: BoardOutcome): string;
  /** The `move` event's own fields, from the outcome `o` of `move` played in `before`. */
  moveDetail(move: InfectionMove, before: InfectionState, o: BoardOutcome): Omit<InfectionMoveDetail, keyof MoveDetailBase>;
  /**
   * The computer's move at `difficulty` (in the page's worker where it has one, see base/think-client.ts); `null` when stopped.
   * With `maxNodes` the search stops after that many nodes instead of at the level's time (Hint: the same move on every device).
   */
  think(state: InfectionState, difficulty: Difficulty, options: { rng: Rng; signal?: AbortSignal; maxNodes?: number }): Promise<InfectionMove | null>;
  howToPlay(): Promise<(msg: Msg) => HowToPlay>;
}

export const infectionRules: BoardRules = {
  name: 'infection',
  definition: infection,
  boardLabel: 'infBoard',
  help: 'infHelp',
  squareName: sentences.squareName,
  movesFrom,
  resolveOptions,
  adopt: (state) => ({ size: state.size, obstacles: Math.min(count(state).obstacles, maxObstacles(state.size)) }),
  formatPosition,
  moveFor: (state, from, to) => (moveKind(state, from, to) !== null ? { from, to } : null),
  drawn: (_state, move) => move,
  refusalText: (msg, state, move) => {
    const refusal = infection.refusal(state, move);
    return refusal ? sentences.describeRefusal(msg, refusal, state.size) : msg('notAllowed');
  },
  describeMove: (msg, before, _move, o, context) => sentences.describeMove(msg, o as InfectionOutcome, before.size, context),
  moveName: (before, _move, o) => hopName(sentences.squareName(o.from, before.size), sentences.squareName(o.to, before.size), o.converted.length),
  moveDetail: (_move, before, o) => details.moveDetail(o as InfectionOutcome, before),
  think: async (state, difficulty, { rng, signal, maxNodes }) => {
    const { think } = await import('../../base/think-client.js');
    return think({ task: 'infection', state, options: { difficulty, ...(maxNodes === undefined ? {} : { maxNodes }) }, rng, signal }, async (o) => (await import('../../games/infection/ai.js')).think(state, o.difficulty, o));
  },
  howToPlay: async () => {
    const { infectionHowToPlay } = await import('./how-to-play.js');
    return (msg) => infectionHowToPlay(msg);
  },
};

/** Standard Ataxx's rules (ataxx-rules.ts), loaded the first time a board asks for them: a page of Infection never downloads them. */
let ataxx: BoardRules | null = null;
let ataxxLoading: Promise<void> | null = null;

/** Whether a `rules` value asks for Ataxx (only a string is read: any other value, however hostile, plays Infection). */
const wantsAtaxx = (value: unknown): boolean => typeof value === 'string' && value.trim().toLowerCase() === 'ataxx';

/** The rules a `rules` value plays: Ataxx's once loaded (see {@link rulesLoading}), Infection's otherwise. */
export function rulesFor(value: unknown): BoardRules {
  return wantsAtaxx(value) && ataxx ? ataxx : infectionRules;
}

/** While the rules `value` asks for are loading (starting the load), the promise of them; `null` once there. Where they cannot load, Infection is played, with a warning. */
export function rulesLoading(value: unknown, tag: string): Promise<void> | null {
  if (ataxx || !wantsAtaxx(value)) return null;
  ataxxLoading ??= import('./ataxx-rules.js').then(
    (m) => void (ataxx = m.ataxxRules),
    (error: unknown) => console.warn(`<${tag}>: rules="ataxx" is unavailable: its code did not load (${safeText((error as Error)?.message)}). Infection is played instead.`),
  );
  return ataxxLoading;
}
