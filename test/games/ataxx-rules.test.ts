import { expect } from '@open-wc/testing';
import { DecodeError } from '../../src/engine/game.js';
import { createRng } from '../../src/engine/rng.js';
import { Session } from '../../src/engine/session.js';
import {
  PASS,
  START_FEN,
  apply,
  ataxx,
  conversions,
  formatFen,
  formatMove,
  legalMoves,
  parseFen,
  parseMove,
  parseSquare,
  perft,
  status,
  type AtaxxState,
} from '../../src/games/ataxx/rules.js';
import { greedyAtaxxMove, thinkAtaxx } from '../../src/games/ataxx/ai.js';

const play = (state: AtaxxState, ...moves: string[]): AtaxxState => moves.reduce((s, m) => apply(s, parseMove(m)), state);

/** perft by the plain move list (legalMoves + apply), independent of the bitboards. */
const slowPerft = (state: AtaxxState, depth: number): number =>
  depth === 0 ? 1 : legalMoves(state).reduce((total, m) => total + slowPerft(apply(state, m), depth - 1), 0);

describe('Ataxx rules', () => {
  it('perft from the start matches the published table (depths 1-4)', () => {
    const start = parseFen(START_FEN);
    expect([1, 2, 3, 4].map((d) => perft(start, d))).to.deep.equal([16, 256, 6460, 155888]);
  });

  it('perft with gaps matches the published table (depths 1-4): gaps are jumped over, never landed on', () => {
    const gaps = parseFen('x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1');
    expect([1, 2, 3, 4].map((d) => perft(gaps, d))).to.deep.equal([14, 196, 4184, 86528]);
  });

  it('perft counts passes, the end of the game and the fifty-move rule as libataxx-family engines do', () => {
    const table: [string, number[]][] = [
      // An empty board: the game is over, nothing to count.
      ['7/7/7/7/7/7/7 x 0 1', [1, 0, 0]],
      // x is walled in by o: it passes (one move), then o plays.
      ['7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1', [1, 1, 75, 249, 14270]],
      ['7/7/7/7/ooooooo/ooooooo/xxxxxxx o 0 1', [1, 75, 249, 14270]],
      // Two rows of gaps: only the bottom rank is played on, with passes.
      ['7/7/7/7/-------/-------/x5o x 0 1', [1, 2, 4, 13, 30, 73]],
      ['7/7/7/2x1o2/7/7/7 o 0 1', [1, 23, 419, 7887]],
      ['x5o/7/2-1-2/3-3/2-1-2/7/o5x x 0 1', [1, 14, 196, 4100, 83104]],
      ['x5o/7/3-3/2-1-2/3-3/7/o5x o 0 1', [1, 16, 256, 5948, 133264]],
      // The fifty-move rule has ended the game.
      ['x5o/7/7/7/7/7/o5x x 100 1', [1, 0, 0]],
    ];
    for (const [fen, counts] of table) {
      const s = parseFen(fen);
      expect(counts.map((_, d) => perft(s, d)), fen).to.deep.equal(counts);
    }
    // At 99 half-moves a jump ends the game by the fifty-move rule (no moves after it), a clone does not.
    const late = parseFen('x5o/7/7/7/7/7/o5x x 99 40');
    const jumps = legalMoves(late).filter((m) => m.from !== m.to).length;
    const clones = legalMoves(late).length - jumps;
    expect(perft(late, 2)).to.equal(clones * 16);
    expect(perft(late, 2)).to.equal(slowPerft(late, 2));
  });

  it('the bitboard perft agrees with the plain move list, passes included', () => {
    // o has no move here (walled in by gaps and x), x has: o must pass.
    const walled = parseFen('o-x4/--x4/xxx4/7/7/7/7 o 0 1');
    expect(legalMoves(walled)).to.deep.equal([PASS]);
    for (const fen of [START_FEN, 'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1', 'o-x4/--x4/xxx4/7/7/7/7 o 0 1', 'xxxxxxx/ooooooo/xxxxxxx/ooooooo/xxxxxxx/ooooooo/xxxx2o x 0 1']) {
      const s = parseFen(fen);
      for (const d of [1, 2, 3]) expect(perft(s, d), `${fen} depth ${d}`).to.equal(slowPerft(s, d));
    }
  });

  it('FEN and notation read and write standard Ataxx', () => {
    const s = play(parseFen(START_FEN), 'f2', 'g7e5');
    expect(formatFen(s)).to.equal('x6/7/4o2/7/7/5x1/o5x x 1 2');
    expect(formatFen(parseFen(formatFen(s)))).to.equal(formatFen(s));
    expect(parseSquare('a1')).to.equal(42);
    expect(parseSquare('g7')).to.equal(6);
    expect(formatMove(parseMove('a1c3'))).to.equal('a1c3');
    expect(parseMove('f3')).to.deep.equal({ from: 33, to: 33 });
    expect(parseMove('0000')).to.deep.equal(PASS);
    expect(() => parseMove('a1b2')).to.throw(DecodeError);
    // A square twice is no move (a clone is the square alone); neither are squares off the board.
    for (const text of ['g1g1', 'g8', 'h1', 'a0', 'g1g4', '00000', 'e', '']) expect(() => parseMove(text), text).to.throw(DecodeError);
    // As libataxx reads it, a FEN may leave out the side to move and the clocks.
    expect(formatFen(parseFen('x5o/7/2-1-2/7/2-1-2/7/o5x'))).to.equal('x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1');
    expect(formatFen(parseFen('7/7/7/7/7/7/7 o 100 200'))).to.equal('7/7/7/7/7/7/7 o 100 200');
    expect(() => parseFen('x5o/7/7 x 0 1')).to.throw(DecodeError, /7 ranks/);
  });

  it('a clone converts every adjacent rival and resets the half-move clock; a jump moves and counts', () => {
    const s = parseFen('7/7/7/2oo3/2x4/7/7 x 5 9');
    const cloned = play(s, 'd3');
    expect(formatFen(cloned)).to.equal('7/7/7/2xx3/2xx3/7/7 o 0 9');
    const jumped = play(s, 'c3e3');
    expect(formatFen(jumped)).to.equal('7/7/7/2ox3/4x2/7/7 o 6 9');
  });

  it('a side with no move passes (0000) while the other can move, and the game goes on', () => {
    const walled = parseFen('o-x4/--x4/xxx4/7/7/7/7 o 0 1');
    expect(status(walled).over).to.equal(false);
    const after = apply(walled, PASS);
    expect(after.toMove).to.equal(0);
    expect(after.halfmoves).to.equal(1);
    expect(ataxx.isLegal(parseFen(START_FEN), PASS)).to.equal(false);
    // A pass counts as a half-move without a clone; the move number goes up after o's move, pass or not.
    let s = parseFen('7/7/7/7/4ooo/4ooo/4oox x 0 1');
    expect(legalMoves(s)).to.deep.equal([PASS]);
    const counters: [number, number][] = [];
    for (const m of ['0000', 'd1', '0000', 'd1b1', '0000', 'a1']) {
      s = play(s, m);
      counters.push([s.halfmoves, s.fullmoves]);
    }
    expect(counters).to.deep.equal([[1, 1], [0, 2], [1, 2], [2, 3], [3, 3], [0, 4]]);
  });

  it('the game ends on a full board, on no pieces, when neither side can move, by fifty moves and by threefold repetition', () => {
    expect(status(parseFen('xxxxxxx/xxxxxxx/xxxxxxx/xxxxooo/ooooooo/ooooooo/ooooooo o 0 1'))).to.deep.equal({ over: true, winners: [0], reason: 'board-full' });
    expect(status(parseFen('x6/7/7/7/7/7/7 o 0 1'))).to.deep.equal({ over: true, winners: [0], reason: 'no-pieces' });
    expect(status(parseFen('o6/7/7/7/7/7/7 o 0 1'))).to.deep.equal({ over: true, winners: [1], reason: 'no-pieces' });
    // Nobody has a piece: a draw.
    expect(status(parseFen('7/7/7/7/7/7/7 x 0 1'))).to.deep.equal({ over: true, winners: [], reason: 'no-pieces' });
    // A win by the count comes before the fifty-move rule.
    expect(status(parseFen('7/7/7/7/-------/-------/xxxxooo o 100 1'))).to.deep.equal({ over: true, winners: [0], reason: 'blocked' });
    expect(status(parseFen('xxo4/7/7/7/7/7/7 x 100 1'))).to.deep.equal({ over: true, winners: [], reason: 'fifty-moves' });
    // One empty square, out of everyone's reach.
    expect(status(parseFen('x-o----/-------/-------/-------/-------/-------/------1 x 0 1'))).to.deep.equal({ over: true, winners: [], reason: 'blocked' });
    expect(status(parseFen('x5o/7/7/7/7/7/o5x x 99 60')).over).to.equal(false);
    expect(status(parseFen('x5o/7/7/7/7/7/o5x x 100 60'))).to.deep.equal({ over: true, winners: [], reason: 'fifty-moves' });
    // Both sides jump out and back: the start position comes back twice more.
    const back = ['a7c5', 'g7e5', 'c5a7', 'e5g7'];
    const twice = play(parseFen(START_FEN), ...back);
    expect(status(twice).over, 'second time').to.equal(false);
    const thrice = play(twice, ...back);
    expect(status(thrice)).to.deep.equal({ over: true, winners: [], reason: 'repetition' });
    expect(legalMoves(thrice)).to.deep.equal([]);
  });

  it('a session saves Ataxx notation and restores by replay', () => {
    const session = Session.start(ataxx, {}, 'seed');
    for (const m of ['f2', 'b2', 'g1e3']) session.play(parseMove(m));
    const saved = session.save();
    expect(saved).to.equal('ataxx~1~x5oS7S7S7S7S7So5x_x_0_1~f2.b2.g1e3~3~0');
    expect(Session.restore(ataxx, saved).save()).to.equal(saved);
    const from = Session.start(ataxx, { position: parseFen('x5o/7/2-1-2/7/2-1-2/7/o5x o 3 7') }, 's');
    expect(formatFen(Session.restore(ataxx, from.save()).state)).to.equal('x5o/7/2-1-2/7/2-1-2/7/o5x o 3 7');
  });

  it('the computer takes a move that converts, and the hard search passes when it must', async () => {
    const s = parseFen('7/7/7/2oo3/2x4/7/7 x 0 1');
    const greedy = greedyAtaxxMove(s, createRng('g'));
    expect(conversions(s, greedy!).length).to.equal(2);
    const hard = await thinkAtaxx(s, 'hard', { rng: createRng('h'), maxNodes: 20_000 });
    expect(ataxx.isLegal(s, hard!)).to.equal(true);
    expect(await thinkAtaxx(parseFen('o-x4/--x4/xxx4/7/7/7/7 o 0 1'), 'hard', { rng: createRng('p'), maxNodes: 1000 })).to.deep.equal(PASS);
    // x wins at once by converting o's last pieces.
    const last = parseFen('7/7/7/2oo3/2x4/7/6x x 0 1');
    const win = await thinkAtaxx(last, 'normal', { rng: createRng('w'), maxNodes: 50_000 });
    expect(status(apply(last, win!))).to.deep.equal({ over: true, winners: [0], reason: 'no-pieces' });
  });
});
