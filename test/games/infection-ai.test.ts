import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createRng } from '../../src/engine/rng.js';
import { tasksDuring } from './helpers.js';
import { DIFFICULTIES, greedyMove, perftFast, think, type Difficulty, type ThinkReport } from '../../src/games/infection/ai.js';
import {
  apply,
  conversions,
  count,
  formatPosition,
  legalMoves,
  parsePosition,
  perft,
  setup,
  status,
  type InfectionMove,
  type InfectionState,
} from '../../src/games/infection/rules.js';

const P = parsePosition;
const key = (m: InfectionMove | null): string => (m ? `${m.from}>${m.to}` : 'none');
/** Square index from a name on a board of `size`: "b3" is column 2, row 3. */
const sq = (name: string, size: number): number => (Number(name.slice(1)) - 1) * size + (name.charCodeAt(0) - 97);
const SEARCH_LEVELS = DIFFICULTIES.filter((d): d is Exclude<Difficulty, 'greedy'> => d !== 'greedy');

/** The move after which the mover has won at once (the opponent is stuck, or the board is full in its favour). */
function winsAtOnce(state: InfectionState, move: InfectionMove): boolean {
  const after = status(apply(state, move));
  return after.over && after.winners.length === 1 && after.winners[0] === state.toMove;
}

/** Whether the opponent has a reply that wins at once after `move`. */
function losesAtOnce(state: InfectionState, move: InfectionMove): boolean {
  const next = apply(state, move);
  return !status(next).over && legalMoves(next).some((reply) => winsAtOnce(next, reply));
}

/**
 * The seed's rule, computed here independently of greedyMove: the moves
 * converting the most pieces; if none converts, those leaving the mover the
 * most pieces.
 */
function seedBest(state: InfectionState): Set<string> {
  const moves = legalMoves(state);
  const conv = moves.map((m) => conversions(state, m).length);
  const most = Math.max(...conv);
  if (most > 0) return new Set(moves.filter((_, i) => conv[i] === most).map(key));
  const mine = state.toMove === 0 ? 'green' : 'yellow';
  const pieces = moves.map((m) => count(apply(state, m))[mine]);
  const top = Math.max(...pieces);
  return new Set(moves.filter((_, i) => pieces[i] === top).map(key));
}

/** What greedyMove returns over `seeds` different RNG seeds. */
function greedyChoices(state: InfectionState, seeds = 200): Set<string> {
  const seen = new Set<string>();
  for (let s = 0; s < seeds; s++) seen.add(key(greedyMove(state, createRng(`greedy-${s}`))));
  return seen;
}

/** A position reached by `plies` random moves from a seeded start (stops early if the game ends). */
function randomPosition(seed: number, size: number, obstacles: number, plies: number): InfectionState {
  const rng = createRng(`position-${seed}`);
  let state = setup({ size, obstacles }, rng);
  for (let i = 0; i < plies && !status(state).over; i++) state = apply(state, rng.pick(legalMoves(state)));
  return state;
}

describe('games/infection greedy computer', () => {
  it('takes the move converting the most pieces', () => {
    // Green's only piece is a1. The jump a1-c3 converts b4, c4 and d4; the
    // knight's move to b3 converts two, the jump to a3 one, duplicates none.
    const state = P('g5/6/6/1yyy2/6/5y g');
    expect([...greedyChoices(state, 50)]).to.deep.equal([key({ from: sq('a1', 6), to: sq('c3', 6) })]);
  });

  it('with no conversion, prefers a duplicate (one more piece) to any jump', () => {
    // 7x7 start: too far apart for anything to convert. Duplicates leave
    // Green 5 pieces, jumps 4.
    const state = P('gg5/gg5/7/7/7/5yy/5yy g');
    expect(legalMoves(state).some((m) => conversions(state, m).length > 0)).to.equal(false);
    const choices = greedyChoices(state);
    for (const choice of choices) {
      const [from, to] = choice.split('>').map(Number) as [number, number];
      const move = { from, to };
      expect(count(apply(state, move)).green, choice).to.equal(5);
    }
    // Every duplicate is a tie, and the RNG spreads the choice over them.
    expect(choices.size).to.be.greaterThan(1);
  });

  it('a jump converting more beats a duplicate converting less', () => {
    // Green's only piece is b2. The knight's move b2-d3 converts c4, d4 and
    // e4; the best duplicate (to c3) converts two and would leave Green one
    // piece more, but conversions come first.
    const state = P('6/1g4/6/2yyy1/3y2/6 g');
    expect(conversions(state, { from: sq('b2', 6), to: sq('c3', 6) }).length).to.equal(2);
    expect([...greedyChoices(state, 50)]).to.deep.equal([key({ from: sq('b2', 6), to: sq('d3', 6) })]);
  });

  it('breaks ties only among tied-best moves, and reaches all of them (random positions, many seeds)', () => {
    for (let seed = 0; seed < 25; seed++) {
      const state = randomPosition(seed, 4 + (seed % 4), seed % 6, seed % 15);
      if (status(state).over) continue;
      const best = seedBest(state);
      const choices = greedyChoices(state, 120);
      for (const c of choices) expect(best.has(c), `${formatPosition(state)}: ${c}`).to.equal(true);
      // With up to 120 draws, every tied move of a small tie shows up.
      if (best.size <= 8) expect(choices.size, formatPosition(state)).to.equal(best.size);
    }
  });

  it('returns null when there is no move', () => {
    expect(greedyMove(P('gggg/gggg/yyyy/yyyy g'), createRng(1))).to.equal(null);
    expect(greedyMove(P('gg2/gg2/4/4 y'), createRng(1))).to.equal(null);
  });
});

describe('games/infection search (easy, normal, hard)', () => {
  it('always plays a legal move (random positions, every level, small node budgets)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 4, max: 9 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom(...SEARCH_LEVELS),
        async (seed, size, obstacles, plies, level) => {
          const state = randomPosition(seed, size, obstacles, plies);
          const move = await think(state, level, { rng: createRng(seed), maxNodes: 3000 });
          const legal = new Set(legalMoves(state).map(key));
          if (status(state).over) expect(move).to.equal(null);
          else expect(legal.has(key(move)), `${formatPosition(state)}: ${key(move)}`).to.equal(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('finds a win in one: the knight move that leaves Green no square to move to', async () => {
    // 5x5. Green's pieces are walled in by obstacles; the only empty square
    // Green can reach is a4 (a knight's move from b2). Yellow's knight move
    // c5-a4 takes it, and Green, with pieces left, has no move: Yellow wins.
    // No move converts anything, so greedy duplicates instead.
    const state = P('ggxgx/ggxxx/xxxxy/1xxyy/2yy1 y');
    const win = { from: sq('c5', 5), to: sq('a4', 5) };
    expect(legalMoves(state).filter((m) => winsAtOnce(state, m)).map(key)).to.deep.equal([key(win)]);
    expect([...greedyChoices(state, 30)]).not.to.include(key(win));
    for (const level of SEARCH_LEVELS) {
      for (let s = 0; s < 5; s++) {
        let report: ThinkReport | null = null;
        const move = await think(state, level, { rng: createRng(s), maxNodes: 20_000, onReport: (r) => (report = r) });
        expect(key(move), `${level}, seed ${s}`).to.equal(key(win));
        expect(report!.score, 'scored as a win').to.be.greaterThan(900_000);
      }
    }
  });

  it('wins at once by wiping out the opponent', async () => {
    // Green's last two pieces are a1 and b1; Yellow's duplicate c3-b2 (or a
    // jump to a2 or b2) converts both, and Green, with no pieces, has lost.
    const state = P('gg4/3y2/2yy2/6/6/6 y');
    for (const level of SEARCH_LEVELS) {
      const move = await think(state, level, { rng: createRng(level), maxNodes: 5000 });
      expect(winsAtOnce(state, move!), `${level}: ${key(move)}`).to.equal(true);
    }
  });

  for (const [text, why, safeMoves] of [
    // Green's duplicate to b2 converts five, but Yellow's knight's move d4-c2
    // then converts the rest and wins; only the duplicate c1-c2 is safe.
    ['yyg1/y2g/yygg/yxyy g', 'taking five at b2 loses at once', ['c1-c2']],
    // The checker jump c3-a1 converts three, but leaves c3 empty, and
    // Yellow's duplicate there wins; safe are the duplicates to a4 and d4 and
    // the jump c4-a4 (Yellow cannot then take b4 by jumping over it: a jumped
    // piece is never converted).
    ['1yyy/yyyx/xxgg/1gg1 g', 'taking three at a1 loses at once', ['b4-a4', 'c3-d4', 'c4-a4']],
  ] as const) {
    it(`avoids a move that loses at once (${text}: ${why})`, async () => {
      const state = P(text);
      const moves = legalMoves(state);
      const safe = moves.filter((m) => !losesAtOnce(state, m)).map(key);
      const named = safeMoves.map((fromTo) => {
        const [from, to] = fromTo.split('-') as [string, string];
        return key({ from: sq(from, state.size), to: sq(to, state.size) });
      });
      expect(safe).to.have.members(named);
      // Greedy walks into it.
      expect([...greedyChoices(state, 30)].some((c) => !safe.includes(c))).to.equal(true);
      // Easy looks at the reply on only some moves (by design): it must avoid
      // the loss whenever it did look two plies ahead.
      let easyLooked = 0;
      for (const level of SEARCH_LEVELS) {
        for (let s = 0; s < 12; s++) {
          let report: ThinkReport | null = null;
          const move = await think(state, level, { rng: createRng(s), maxNodes: 20_000, onReport: (r) => (report = r) });
          if (level === 'easy' && report!.depth < 2) continue;
          if (level === 'easy') easyLooked++;
          expect(safe, `${level}, seed ${s}: ${key(move)}`).to.include(key(move));
        }
      }
      expect(easyLooked, 'easy looked two plies ahead on some seeds').to.be.greaterThan(0);
    });
  }

  it('is reproducible: the same seed and node budget give the same move', async () => {
    for (let seed = 0; seed < 6; seed++) {
      const state = randomPosition(seed, 6, 5, 6 + seed);
      if (status(state).over) continue;
      for (const level of SEARCH_LEVELS) {
        const a = await think(state, level, { rng: createRng(`r${seed}`), maxNodes: 8000 });
        const b = await think(state, level, { rng: createRng(`r${seed}`), maxNodes: 8000 });
        expect(key(a), `${level} ${formatPosition(state)}`).to.equal(key(b));
      }
    }
  });

  it('resolves null with no legal move or an already aborted signal', async () => {
    const over = P('gg2/gg2/4/4 y');
    expect(await think(over, 'hard', { rng: createRng(1) })).to.equal(null);
    const start = setup({}, createRng('abort'));
    expect(await think(start, 'hard', { rng: createRng(1), signal: { aborted: true } })).to.equal(null);
  });

  it('stops promptly when the signal is aborted', async () => {
    const controller = new AbortController();
    const state = setup({ size: 9, obstacles: 0 }, createRng('abort'));
    // A minute's budget and no node limit: only the abort can end this search before the test times out.
    const pending = think(state, 'hard', { rng: createRng(1), signal: controller.signal, timeBudgetMs: 60_000 });
    setTimeout(() => controller.abort(), 30);
    expect(await pending).to.equal(null);
  });

  // How long a slice takes is for the benchmark (npm run bench: longest task while thinking);
  // here, without a clock threshold, that think slices its work and the page runs between slices.
  it('yields to the event loop while it thinks: other tasks run between slices, and the result is the one-stretch result', async () => {
    const state = setup({ size: 7 }, createRng('yield'));
    const during = async (sliceMs: number) => {
      let report: ThinkReport | null = null;
      const { result: move, tasks } = await tasksDuring(() => think(state, 'hard', { rng: createRng(2), maxNodes: 20_000, sliceMs, onReport: (r) => (report = r) }));
      return { move, report: report!, tasks };
    };
    const whole = await during(Infinity);
    const sliced = await during(0);
    expect(whole.report.yields).to.equal(0);
    expect(whole.tasks, 'nothing else ran while thinking in one stretch').to.equal(0);
    // The clock is read every 64 nodes, so with sliceMs 0 it yields about that often.
    expect(sliced.report.yields).to.be.at.least(Math.floor(sliced.report.nodes / 128));
    expect(sliced.tasks, 'other tasks ran between the slices').to.be.greaterThan(sliced.report.yields / 2);
    expect([sliced.move, sliced.report.score, sliced.report.depth, sliced.report.nodes]).to.deep.equal([
      whole.move,
      whole.report.score,
      whole.report.depth,
      whole.report.nodes,
    ]);
  });
});

describe('games/infection perftFast', () => {
  it('counts the same as rules.ts perft on random positions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 4, max: 9 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 3 }),
        (seed, size, obstacles, plies, depth) => {
          const state = randomPosition(seed, size, Math.min(obstacles, size * size - 8), plies);
          // Depth 3 on a big open board is slow for the reference: keep it small.
          const d = size > 6 ? Math.min(depth, 2) : depth;
          expect(perftFast(state, d), formatPosition(state)).to.equal(perft(state, d));
        },
      ),
      { numRuns: 120 },
    );
  });

  it('counts the known start positions', () => {
    const start = P('gg4/gg4/6/6/4yy/4yy g');
    for (let d = 1; d <= 3; d++) expect(perftFast(start, d)).to.equal(perft(start, d));
    expect(perftFast(start, 0)).to.equal(1);
    // Finished games have no moves.
    expect(perftFast(P('gggg/gggg/yyyy/yyyy g'), 2)).to.equal(0);
  });
});
