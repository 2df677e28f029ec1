// The pieces of a UAI match under standard Ataxx rules (bench/match.mjs):
// adjudication, openings, and one game between two UAI engines with every
// move checked against the rules of the built engine (dist/engine.js).
import { readFileSync } from 'node:fs';
import { ataxxRules, createRng } from '../../dist/engine.js';

const { START_FEN, parseFen, formatFen, parseMove, formatMove, apply, isLegal, legalMoves, status, count } = ataxxRules;

/** How a game can end: the rules' reasons, the optional adjudications, and the faults that lose it. */
export const RULE_ENDINGS = ['no-pieces', 'board-full', 'blocked', 'fifty-moves', 'repetition'];
export const ADJUDICATIONS = ['material', 'game-length'];
export const FAULTS = ['illegal-move', 'crash', 'time'];

/**
 * Whether a game in `state` is over, as cuteataxx and libataxx judge it: by
 * the rules (a side without pieces, a full board, neither side able to move,
 * the fifty-move rule, threefold repetition), and optionally by material (a
 * side ahead by at least `material` pieces wins) or by length (a draw after
 * `maxFullmoves` moves). Returns null while the game goes on, otherwise
 * `{ winner, reason }` with `winner` 0 (x), 1 (o) or null (a draw).
 */
export function adjudicate(state, { material = 0, maxFullmoves = 0 } = {}) {
  const s = status(state);
  if (s.over) return { winner: s.winners.length === 1 ? s.winners[0] : null, reason: s.reason };
  if (material > 0) {
    const { green, yellow } = count(state);
    if (green - yellow >= material) return { winner: 0, reason: 'material' };
    if (yellow - green >= material) return { winner: 1, reason: 'material' };
  }
  if (maxFullmoves > 0 && state.fullmoves > maxFullmoves) return { winner: null, reason: 'game-length' };
  return null;
}

/**
 * Layouts of gaps used for Ataxx matches (each symmetric, so that both
 * colours face the same board; every game is also played with colours swapped).
 */
export const GAP_LAYOUTS = [
  'x5o/7/7/7/7/7/o5x x 0 1',
  'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1',
  'x5o/7/3-3/2-1-2/3-3/7/o5x x 0 1',
  'x5o/1-3-1/7/7/7/1-3-1/o5x x 0 1',
  'x2-2o/7/7/-5-/7/7/o2-2x x 0 1',
  'x5o/7/1-3-1/3-3/1-3-1/7/o5x x 0 1',
  'x5o/2-1-2/7/-2-2-/7/2-1-2/o5x x 0 1',
  'x1-1-1o/7/-5-/7/-5-/7/o1-1-1x x 0 1',
];

/**
 * Whether a position is a fair place to start a game: each side has at
 * least 3 pieces and neither is ahead by more than one. (Random jumps leave
 * two pieces a side that the side to move can often wipe out at once: such
 * a pair of games says nothing about the engines.)
 */
export function balanced(state) {
  const { green, yellow } = count(state);
  return green >= 3 && yellow >= 3 && Math.abs(green - yellow) <= 1;
}

/**
 * The built-in openings, `count` of them: the gap layouts as they are, then
 * seeded random openings of 2 to 4 plies from the standard start (distinct,
 * {@link balanced}, never already decided), as `{ fen, moves }`.
 */
export function builtinOpenings(count, seed = 'boardlets-match') {
  const openings = GAP_LAYOUTS.slice(0, count).map((fen) => ({ fen, moves: [] }));
  const rng = createRng(`openings:${seed}`);
  const seen = new Set();
  for (let tries = 0; openings.length < count && tries < count * 50; tries++) {
    const plies = 2 + Math.floor(rng.next() * 3);
    let state = parseFen(START_FEN);
    const moves = [];
    for (let i = 0; i < plies; i++) {
      const move = rng.pick(legalMoves(state));
      moves.push(formatMove(move));
      state = apply(state, move);
    }
    const key = formatFen(state);
    if (seen.has(key) || adjudicate(state) || !balanced(state)) continue;
    seen.add(key);
    openings.push({ fen: START_FEN, moves });
  }
  return openings;
}

/**
 * Openings from a file: one FEN a line, optionally followed by `moves ...`
 * (blank lines and lines starting with `#` are skipped). Throws an Error
 * naming the line of a bad FEN or move, or a decided position.
 */
export function readOpenings(file) {
  const openings = [];
  readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const line = raw.trim();
      if (!line || line.startsWith('#')) return;
      const [fen, rest = ''] = line.split(/\s+moves\s+|\s+moves$/);
      const moves = rest.split(/\s+/).filter(Boolean);
      try {
        let state = parseFen(fen);
        for (const text of moves) {
          const move = parseMove(text);
          if (!isLegal(state, move)) throw new Error(`move ${text} is not legal`);
          state = apply(state, move);
        }
        const over = adjudicate(state);
        if (over) throw new Error(`the game is already over (${over.reason})`);
      } catch (error) {
        throw new Error(`${file} line ${i + 1}: ${error.message}`, { cause: error });
      }
      openings.push({ fen, moves });
    });
  if (!openings.length) throw new Error(`${file} has no openings (one FEN a line)`);
  return openings;
}

/**
 * The `go` line for a time control: `{ movetime }`, `{ depth }`, `{ nodes }`
 * or `{ base, inc }` (ms, with the clocks of x and o; x is Black on the
 * clock, as in libataxx).
 */
export function goLine(tc, clocks) {
  if (tc.movetime !== undefined) return `go movetime ${tc.movetime}`;
  if (tc.depth !== undefined) return `go depth ${tc.depth}`;
  if (tc.nodes !== undefined) return `go nodes ${tc.nodes}`;
  const ms = (x) => Math.max(0, Math.round(x));
  return `go btime ${ms(clocks[0])} wtime ${ms(clocks[1])} binc ${tc.inc} winc ${tc.inc}`;
}

/**
 * Plays one game from `opening` between `players[0]` (x) and `players[1]`
 * (o), UaiEngine instances (bench/lib/uai-engine.mjs), one thinking at a
 * time. Every move is checked against the rules: an illegal or unreadable
 * move, a crash or a time loss loses the game for its player.
 *
 * Returns `{ winner (0, 1 or null), reason, detail, plies, moves, fen, stats }`,
 * `stats[side]` with the moves, the total time and the depths reported.
 */
export async function playGame(players, opening, { tc, timeoutBuffer = 200, moveTimeout = 60_000, material = 0, maxFullmoves = 0 }) {
  let state = parseFen(opening.fen);
  for (const text of opening.moves) state = apply(state, parseMove(text));
  const moves = [];
  const clocks = [tc.base ?? 0, tc.base ?? 0];
  const stats = [0, 1].map(() => ({ moves: 0, ms: 0, maxMs: 0, depths: 0, depthSum: 0 }));
  const end = (winner, reason, detail = '') => ({ winner, reason, detail, plies: moves.length, moves, fen: formatFen(state), stats });
  for (const p of players) await p.newGame();
  for (;;) {
    const over = adjudicate(state, { material, maxFullmoves });
    if (over) return end(over.winner, over.reason);
    const side = state.toMove;
    const player = players[side];
    const all = [...opening.moves, ...moves];
    const position = `position fen ${opening.fen}${all.length ? ` moves ${all.join(' ')}` : ''}`;
    // How long the engine may take before it loses on time, and before it is given up on.
    const allowed = tc.movetime !== undefined ? tc.movetime + timeoutBuffer : tc.base !== undefined ? clocks[side] : Infinity;
    const cap = Number.isFinite(allowed) ? allowed + Math.max(timeoutBuffer, 1000) : moveTimeout;
    let answer;
    try {
      answer = await player.think(position, goLine(tc, clocks), cap);
    } catch (error) {
      return end(1 - side, error.timeout ? 'time' : 'crash', `${player.name}: ${error.message}`);
    }
    const st = stats[side];
    st.moves++;
    st.ms += answer.ms;
    st.maxMs = Math.max(st.maxMs, answer.ms);
    if (answer.depth !== null) {
      st.depths++;
      st.depthSum += answer.depth;
    }
    if (answer.ms > allowed) return end(1 - side, 'time', `${player.name} took ${Math.round(answer.ms)} ms, ${Math.round(allowed)} allowed`);
    if (tc.base !== undefined) clocks[side] += tc.inc - answer.ms;
    let move;
    try {
      move = parseMove(answer.move);
    } catch (error) {
      return end(1 - side, 'illegal-move', `${player.name} played "${answer.move.slice(0, 20)}" in ${formatFen(state)}: ${error.message}`);
    }
    if (!isLegal(state, move)) return end(1 - side, 'illegal-move', `${player.name} played ${answer.move}, not legal in ${formatFen(state)}`);
    moves.push(formatMove(move));
    state = apply(state, move);
  }
}
