/**
 * `<infection-board rules="ataxx">`: standard Ataxx through the board's
 * {@link BoardRules}. Squares are named as Ataxx names them (rank 1 at the
 * bottom), a copy is a clone, and a side that cannot move passes.
 */
import type { WarnAttribute } from '../../base/attribute-values.js';
import type { Msg } from '../../base/how-to-play.js';
import { joinSentences, type MessageKey } from '../../base/messages.js';
import {
  EMPTY,
  START_FEN,
  ataxx,
  count,
  formatFen,
  isPass,
  parseFen,
  squareName,
  type AtaxxOutcome,
  type AtaxxRefusal,
  type AtaxxState,
} from '../../games/ataxx/rules.js';
import type { InfectionOptions, InfectionState, MoveKind } from '../../games/infection/rules.js';
import { hopName } from '../../base/controllers/move-list.js';
import type { BoardRules } from './rules-adapter.js';
import { colorName, KIND_NAME } from './sentences.js';
import { COLORS } from './options.js';

const dist = (a: number, b: number): number => Math.max(Math.abs(Math.floor(a / 7) - Math.floor(b / 7)), Math.abs((a % 7) - (b % 7)));
const asAtaxx = (state: InfectionState): AtaxxState => state as AtaxxState;
const name = (index: number): string => squareName(index);

/** Each refusal's message. */
const REFUSAL: Record<AtaxxRefusal['code'], MessageKey> = {
  'game-over': 'gameIsOver',
  'off-board': 'notAllowed',
  'must-pass': 'notAllowed',
  'cannot-pass': 'notAllowed',
  'not-your-piece': 'infPickOwn',
  occupied: 'infTaken',
  gap: 'infIsObstacle',
  'too-far': 'infOutOfReach',
};

function movesFrom(state: InfectionState, from: number): { to: number; kind: MoveKind }[] {
  if (state.cells[from] !== state.toMove + 1 || ataxx.status(asAtaxx(state)).over) return [];
  const out: { to: number; kind: MoveKind }[] = [];
  for (let to = 0; to < 49; to++) {
    const d = dist(from, to);
    if (state.cells[to] === EMPTY && (d === 1 || d === 2)) out.push({ to, kind: d === 1 ? 'duplicate' : 'jump' });
  }
  return out;
}

export const ataxxRules: BoardRules = {
  name: 'ataxx',
  definition: ataxx as unknown as BoardRules['definition'],
  boardLabel: 'ataxxBoard',
  help: 'ataxxHelp',
  squareName: name,
  movesFrom,
  // Always 7x7 (size and obstacles do not apply): the standard start, or `position` as Ataxx FEN.
  resolveOptions: (raw, previous, warn: WarnAttribute): InfectionOptions => {
    const text = raw.position;
    if (text == null || (typeof text === 'string' && text.trim() === '')) return {};
    try {
      return { position: parseFen(text as string) };
    } catch (error) {
      const fallback = previous?.position ? `"${formatFen(asAtaxx(previous.position))}"` : 'the standard start';
      warn('position', text, `an Ataxx FEN like "${START_FEN}" (${(error as Error).message})`, fallback);
      return previous ?? {};
    }
  },
  adopt: (state) => ({ size: state.size, obstacles: count(asAtaxx(state)).obstacles }),
  formatPosition: (state) => formatFen(asAtaxx(state)),
  moveFor: (state, from, to) => {
    const d = dist(from, to);
    if (state.cells[from] !== state.toMove + 1 || state.cells[to] !== EMPTY || (d !== 1 && d !== 2)) return null;
    return d === 1 ? { from: to, to } : { from, to };
  },
  drawn: (state, move) => {
    if (isPass(move)) return null;
    if (move.from !== move.to) return move;
    // A clone: drawn from the lowest-numbered piece next to it (any would do).
    for (let i = 0; i < 49; i++) if (state.cells[i] === state.toMove + 1 && dist(i, move.to) === 1) return { from: i, to: move.to };
    return move;
  },
  refusalText: (msg, state, move) => {
    const refusal = ataxx.refusal(asAtaxx(state), move);
    if (!refusal) return msg('notAllowed');
    const params: Record<string, string | number> = {};
    if ('square' in refusal) params.square = name(refusal.square);
    if ('player' in refusal) params.color = colorName(msg, refusal.player);
    if (refusal.code === 'too-far') Object.assign(params, { square: name(refusal.to), from: name(refusal.from) });
    return msg(REFUSAL[refusal.code], params);
  },
  describeMove: (msg, before, move, outcome, context) => {
    const o = outcome as AtaxxOutcome;
    if (o.kind === 'pass') return msg('ataxxPass', { color: colorName(msg, o.player) });
    const drawn = ataxxRules.drawn(before, move)!;
    const converted = o.converted.map(name);
    const parts = [msg('infMove', { color: colorName(msg, o.player), from: name(drawn.from), kind: msg(KIND_NAME[o.kind === 'clone' ? 'duplicate' : 'jump']), to: name(o.to) })];
    if (converted.length) parts.push(msg('infConverted', { count: converted.length, squares: converted }));
    parts.push(msg('infScore', { ...o.counts }));
    if (context.byComputer) {
      parts.unshift(msg('infComputer'));
      if (context.mode === 'vs-computer' && !context.over) parts.push(msg('infYourMove'));
    } else if (context.mode === 'two-player' && !context.over) parts.push(`${msg('infToMove', { color: colorName(msg, context.next) })}.`);
    return joinSentences(...parts);
  },
  // A pass is 0000, as in UAI.
  moveName: (before, move, o) => {
    const drawn = ataxxRules.drawn(before, move);
    return drawn ? hopName(name(drawn.from), name(o.to), o.converted.length) : (o as AtaxxOutcome).notation;
  },
  moveDetail: (move, before, outcome) => {
    const o = outcome as AtaxxOutcome;
    const drawn = ataxxRules.drawn(before, move);
    return {
      color: COLORS[o.player]!,
      from: drawn ? name(drawn.from) : '',
      to: drawn ? name(drawn.to) : '',
      fromIndex: drawn ? drawn.from : -1,
      toIndex: o.to,
      kind: o.kind === 'clone' ? 'duplicate' : o.kind,
      converted: o.converted.map(name),
      counts: o.counts,
    };
  },
  think: async (state, difficulty, { rng, signal, maxNodes }) => {
    const { think } = await import('../../base/think-client.js');
    return think({ task: 'ataxx', state: asAtaxx(state), options: { difficulty, ...(maxNodes === undefined ? {} : { maxNodes }) }, rng, signal }, async (o) =>
      (await import('../../games/ataxx/ai.js')).thinkAtaxx(asAtaxx(state), o.difficulty, o),
    );
  },
  howToPlay: async () => {
    const { ataxxHowToPlay } = await import('./how-to-play.js');
    return (msg: Msg) => ataxxHowToPlay(msg);
  },
};
