import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { DecodeError } from '../../src/engine/game.js';
import { createRng } from '../../src/engine/rng.js';
import { Session } from '../../src/engine/session.js';
import {
  apply,
  conversions,
  count,
  formatPosition,
  infection,
  legalMoves,
  moveKind,
  movesFrom,
  parsePosition,
  perft,
  setup,
  squareName,
  status,
  type InfectionState,
} from '../../src/games/infection/rules.js';

const P = parsePosition;
/** Square index from a name on a board of `size`: "b3" is column 2, row 3. */
const sq = (name: string, size = 6): number => (Number(name.slice(1)) - 1) * size + (name.charCodeAt(0) - 97);
/** The inverse of `sq`: these tests name squares from the top-left row (a1 top-left), their own fixed frame; the engine's `squareName` counts rows from the bottom. */
const name = (index: number, size = 6): string => String.fromCharCode(97 + (index % size)) + String(Math.floor(index / size) + 1);

/**
 * An independent move generator for cross-checking: plain coordinates, no
 * precomputed tables. Returns the distinct moves as keys ("d" + destination
 * for a duplicate, "j" + origin + destination for the rest) and the position
 * each leads to.
 */
function bruteMoves(text: string): Map<string, string> {
  const [rowsText, side] = text.split(' ') as [string, string];
  const grid = rowsText.split('/').map((row) => [...row.replace(/\d/g, (d) => '.'.repeat(Number(d)))]);
  const n = grid.length;
  const me = side;
  const them = me === 'g' ? 'y' : 'g';
  const out = new Map<string, string>();
  const encode = (g: string[][], next: string): string =>
    `${g.map((row) => row.join('').replace(/\.+/g, (run) => String(run.length))).join('/')} ${next}`;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (grid[r]![c] !== me) continue;
      for (let tr = 0; tr < n; tr++) {
        for (let tc = 0; tc < n; tc++) {
          if (grid[tr]![tc] !== '.') continue;
          const dr = Math.abs(tr - r);
          const dc = Math.abs(tc - c);
          let key: string | null = null;
          if (Math.max(dr, dc) === 1) key = `d${tr},${tc}`;
          else if ((dr === 2 && dc === 1) || (dr === 1 && dc === 2)) key = `j${r},${c}>${tr},${tc}`;
          else if ((dr === 2 || dr === 0) && (dc === 2 || dc === 0) && grid[(r + tr) / 2]![(c + tc) / 2] !== 'x') key = `j${r},${c}>${tr},${tc}`;
          if (!key || out.has(key)) continue;
          const g = grid.map((row) => [...row]);
          if (key[0] === 'j') g[r]![c] = '.';
          g[tr]![tc] = me;
          // A jump in a straight line passes over the square between; that piece is left alone.
          const line = (dr === 2 || dr === 0) && (dc === 2 || dc === 0) && dr + dc > 0;
          for (let ar = tr - 1; ar <= tr + 1; ar++) {
            for (let ac = tc - 1; ac <= tc + 1; ac++) {
              const jumped = line && ar === (r + tr) / 2 && ac === (c + tc) / 2;
              if (!jumped && g[ar]?.[ac] === them) g[ar]![ac] = me;
            }
          }
          out.set(key, encode(g, them));
        }
      }
    }
  }
  // Finished games have no moves: a full board, or (by construction) no moves.
  if (!grid.some((row) => row.includes('.'))) return new Map();
  return out;
}

function brutePerft(text: string, depth: number): number {
  if (depth === 0) return 1;
  let total = 0;
  for (const next of bruteMoves(text).values()) total += brutePerft(next, depth - 1);
  return total;
}

const kinds = (state: InfectionState, from: string) =>
  Object.fromEntries(movesFrom(state, sq(from, state.size)).map((m) => [name(m.to, state.size), m.kind]));

describe('games/infection rules', () => {
  it('knows the four move kinds and the obstacle rules', () => {
    // Green on c3, a Yellow piece on d3, an obstacle on c2 (row 2), empty elsewhere.
    const s = P('6/2x3/2gy2/6/6/6 g');
    const k = kinds(s, 'c3');
    // Duplicates: the 8 neighbours that are empty (c2 is an obstacle, d3 is taken).
    expect(['b2', 'd2', 'b3', 'b4', 'c4', 'd4'].every((t) => k[t] === 'duplicate')).to.equal(true);
    expect(k.c2).to.equal(undefined);
    expect(k.d3).to.equal(undefined);
    // Straight jumps over empty squares, in all 8 directions; none over the obstacle (c2 -> c1).
    expect(['a1', 'e1', 'a3', 'a5', 'c5', 'e5'].every((t) => k[t] === 'jump')).to.equal(true);
    expect(k.c1).to.equal(undefined);
    // Checker jump over the occupied d3 to e3.
    expect(k.e3).to.equal('checker');
    // Knight's moves land anywhere empty, whatever lies between.
    expect(['b1', 'd1', 'a2', 'e2', 'a4', 'e4', 'b5', 'd5'].every((t) => k[t] === 'knight')).to.equal(true);
    expect(Object.keys(k).length).to.equal(6 + 6 + 1 + 8);
    // Nothing lands on an obstacle or an occupied square, or goes three away.
    expect(moveKind(s, sq('c3'), sq('c2'))).to.equal(null);
    expect(moveKind(s, sq('c3'), sq('f3'))).to.equal(null);
    expect(moveKind(s, sq('c3'), sq('c3'))).to.equal(null);
    expect(moveKind(s, sq('c3'), 99)).to.equal(null);
  });

  it('duplicates keep the piece, jumps move it, and every adjacent opponent piece converts', () => {
    const s = P('6/1yy3/g1y3/1y4/6/6 g');
    const dup = apply(s, { from: sq('a3'), to: sq('b3') });
    expect(formatPosition(dup)).to.equal('6/1gg3/ggg3/1g4/6/6 y');
    const jump = apply(s, { from: sq('a3'), to: sq('c4') });
    // The piece leaves a3; b3 is empty; the Yellow pieces around c4 (b4, c3) convert, b2 and c2 do not.
    expect(formatPosition(jump)).to.equal('6/1yy3/2g3/1gg3/6/6 y');
  });

  it('leaves the piece a checker jump passes over untouched, even a rival next to the landing square', () => {
    // Green a1 checker-jumps over its own b1 to c1: b1 stays Green.
    const own = apply(P('gg4/6/6/6/6/5y g'), { from: sq('a1'), to: sq('c1') });
    expect(formatPosition(own)).to.equal('1gg3/6/6/6/6/5y y');
    // Over a Yellow piece: neither removed nor converted ("NOT removed or converted by this jump"),
    // while the other Yellow neighbours of c1 (d1, c2) convert.
    const s = P('gy1y2/2y3/6/6/6/5y g');
    const theirs = apply(s, { from: sq('a1'), to: sq('c1') });
    expect(formatPosition(theirs)).to.equal('1ygg2/2g3/6/6/6/5y y');
    expect(conversions(s, { from: sq('a1'), to: sq('c1') }).map((i) => name(i, 6))).to.deep.equal(['d1', 'c2']);
    // A diagonal checker jump over a rival: the same.
    expect(formatPosition(apply(P('g5/1y4/6/6/6/5y g'), { from: sq('a1'), to: sq('c3') }))).to.equal('6/1y4/2g3/6/6/5y y');
    // A knight's move passes over no square: every rival next to the landing square converts.
    expect(formatPosition(apply(P('g5/1y4/6/6/6/5y g'), { from: sq('a1'), to: sq('b3') }))).to.equal('6/1g4/1g4/6/6/5y y');
  });

  it('ends on a full board: most pieces wins, equal is a draw', () => {
    expect(status(P('gggg/gggg/yyyy/yyyx g'))).to.deep.equal({ over: true, winners: [0], reason: 'board-full' });
    expect(status(P('gggg/gggg/yyyy/yyyy y'))).to.deep.equal({ over: true, winners: [], reason: 'board-full' });
    expect(status(P('yyyy/gggg/yyyy/yyyx g'))).to.deep.equal({ over: true, winners: [1], reason: 'board-full' });
  });

  it('ends when the side to move has no move: the player who just moved wins, whatever the count', () => {
    // Yellow to move, boxed in by obstacles; Green has fewer pieces but wins.
    const stuck = P('yyxx1g/yyxxxx/xxxxxx/xxxxxx/6/6 y');
    expect(legalMoves(stuck)).to.deep.equal([]);
    expect(status(stuck)).to.deep.equal({ over: true, winners: [0], reason: 'no-moves' });
    // No pieces, no moves.
    expect(status(P('gg4/6/6/6/6/6 y'))).to.deep.equal({ over: true, winners: [0], reason: 'no-moves' });
    expect(status(P('gg4/6/6/6/6/5y g'))).to.deep.equal({ over: false, toMove: 0 });
  });

  it('ends when a position occurs for the third time (only jumps repeat): the count decides', () => {
    // Green jumps a1-c1 and back, Yellow f6-d6 and back: the start comes back twice more.
    const back = [['a1', 'c1'], ['f6', 'd6'], ['c1', 'a1'], ['d6', 'f6']].map(([from, to]) => ({ from: sq(from!), to: sq(to!) }));
    const start = P('gg4/6/6/6/6/5y g');
    const twice = back.reduce(apply, start);
    expect(formatPosition(twice)).to.equal('gg4/6/6/6/6/5y g');
    expect(status(twice)).to.deep.equal({ over: false, toMove: 0 });
    const thrice = back.reduce(apply, twice);
    expect(status(thrice)).to.deep.equal({ over: true, winners: [0], reason: 'repetition' });
    expect(infection.legalMoves(thrice)).to.deep.equal([]);
    expect(infection.isLegal(thrice, back[0]!)).to.equal(false);
  });

  it('lists a duplicate to a square once, whichever piece makes it', () => {
    const s = P('gg2/4/4/3y g');
    const toB2 = legalMoves(s).filter((m) => m.to === sq('b2', 4));
    expect(toB2).to.deep.equal([{ from: sq('a1', 4), to: sq('b2', 4) }]);
    expect(movesFrom(s, sq('b1', 4)).some((m) => m.to === sq('b2', 4))).to.equal(true);
  });

  it('reads and writes positions, and rejects bad text with a message', () => {
    for (const text of ['gg4/gg4/6/6/4yy/4yy g', 'x3/4/4/3y y', 'g8/9/9/9/9/9/9/9/8y g']) {
      expect(formatPosition(P(text))).to.equal(text);
    }
    expect(formatPosition(P('  GG4/gg4/6/6/4YY/4yy   Y '))).to.equal('gg4/gg4/6/6/4yy/4yy y');
    const bad: [string, RegExp][] = [
      ['', /rows separated by "\/"/],
      ['gg4/gg4/6/6/4yy/4yy', /side to move/],
      ['gg4/gg4/6/6/4yy/4yy b', /side to move/],
      ['g2/3/2y g', /4 to 9 rows/],
      ['g9/9/9/9/9/9/9/9/9/9 g', /4 to 9 rows/],
      ['gg4/gg4/6/6/4yy/4yz g', /row 6 has "z"/],
      ['gg4/gg5/6/6/4yy/4yy g', /row 2 has 7 squares/],
      ['gg4/gg/6/6/4yy/4yy g', /row 2 has 2 squares/],
      ['<img src=x onerror=alert(1)> g', /row|rows/],
    ];
    for (const [text, message] of bad) expect(() => P(text), text).to.throw(DecodeError, message);
    expect(() => P('g'.repeat(500) + ' g')).to.throw(DecodeError, /at most 200/);
  });

  it('sets up the standard start with seeded obstacles on empty squares', () => {
    const a = setup({}, createRng('x'));
    expect(formatPosition(a).startsWith('gg')).to.equal(true);
    expect(count(a)).to.deep.equal({ green: 4, yellow: 4, empty: 23, obstacles: 5 });
    expect(formatPosition(setup({}, createRng('x')))).to.equal(formatPosition(a));
    expect(formatPosition(setup({ size: 4, obstacles: 0 }, createRng('x')))).to.equal('gg2/gg2/2yy/2yy g');
    expect(count(setup({ size: 9, obstacles: 1000 }, createRng('x'))).empty).to.equal(0);
    expect(() => setup({ size: 10 }, createRng('x'))).to.throw(RangeError);
  });

  it('counts perft like an independent brute-force generator', () => {
    const positions = [
      'gg4/gg4/6/6/4yy/4yy g',
      formatPosition(setup({}, createRng('perft'))),
      'g2y/1x2/2x1/y2g y',
      'g2x2/1y1g1y/x2y2/2g2x/gy3y/3g1g g',
      'g6/7/7/3x3/7/7/6y g',
    ];
    for (const text of positions) {
      const depth = text.length > 40 ? 2 : 3;
      for (let d = 1; d <= depth; d++) expect(perft(P(text), d), `${text} depth ${d}`).to.equal(brutePerft(text, d));
    }
    // The obstacle-free 6x6 start, recorded (and checked above against the brute force) to catch regressions:
    // 5 duplicates and 24 jumps for Green's first move.
    const start = P('gg4/gg4/6/6/4yy/4yy g');
    expect([1, 2, 3, 4].map((d) => perft(start, d))).to.deep.equal([29, 818, 27168, 893354]);
  });

  it('agrees with the brute-force generator on random positions (property-based)', () => {
    const cell = fc.constantFrom('g', 'y', 'x', '.', '.', '.');
    const position = fc.integer({ min: 4, max: 7 }).chain((n) =>
      fc.tuple(fc.array(fc.array(cell, { minLength: n, maxLength: n }), { minLength: n, maxLength: n }), fc.constantFrom('g', 'y')),
    );
    fc.assert(
      fc.property(position, ([grid, side]) => {
        const text = `${grid.map((row) => row.join('').replace(/\.+/g, (run) => String(run.length))).join('/')} ${side}`;
        const state = P(text);
        const ours = new Set(legalMoves(state).map((m) => formatPosition(apply(state, m))));
        const theirs = new Set(bruteMoves(text).values());
        const over = status(state).over;
        return (
          legalMoves(state).length === bruteMoves(text).size &&
          [...ours].every((p) => theirs.has(p)) &&
          over === (bruteMoves(text).size === 0)
        );
      }),
      { numRuns: 300 },
    );
  });

  it('keeps its invariants through random games, and undo/redo/save/restore are exact', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 4, max: 9 }), fc.array(fc.nat(), { maxLength: 80 }), (seed, size, picks) => {
        const session = Session.start(infection, { size, obstacles: size }, seed);
        const obstacles = count(session.state).obstacles;
        for (const pick of picks) {
          const moves = legalMoves(session.state);
          if (!moves.length) break;
          const before = count(session.state);
          const move = moves[pick % moves.length]!;
          const kind = moveKind(session.state, move.from, move.to);
          session.play(move);
          const after = count(session.state);
          const mover = session.state.toMove === 1 ? 'green' : 'yellow';
          // Obstacles never change; a duplicate adds one piece, a jump none; conversions only move pieces across.
          if (after.obstacles !== obstacles) return false;
          if (after.green + after.yellow !== before.green + before.yellow + (kind === 'duplicate' ? 1 : 0)) return false;
          if (after[mover] < before[mover]) return false;
        }
        const here = infection.encodeState(session.state);
        if (session.undo()) {
          session.redo();
          if (infection.encodeState(session.state) !== here) return false;
        }
        return Session.restore(infection, session.save()).save() === session.save();
      }),
      { numRuns: 200 },
    );
  });

  it('encodes states and moves URL-safely and rejects malformed ones', () => {
    const s = setup({}, createRng('enc'));
    expect(infection.encodeState(s)).to.match(/^[a-z0-9-]+_[gy]$/);
    expect(formatPosition(infection.decodeState(infection.encodeState(s)))).to.equal(formatPosition(s));
    expect(infection.encodeMove({ from: 0, to: 14 })).to.equal('0014');
    expect(infection.decodeMove('8079')).to.deep.equal({ from: 80, to: 79 });
    for (const bad of ['', 'gg4/gg4/6/6/4yy/4yy g', 'gg4-gg4_q']) expect(() => infection.decodeState(bad), bad).to.throw(DecodeError);
    for (const bad of ['014', 'a1b2', '00145']) expect(() => infection.decodeMove(bad), bad).to.throw(DecodeError);
    expect(squareName(7, 6)).to.equal('b5');
    expect(squareName(30, 6)).to.equal('a1');
  });
});
