// Issue 18: each game's share text for each outcome, from the builders alone (English strings).
import { expect } from '@open-wc/testing';
import { format, type MessageKey, type MessageParam } from '../../src/base/messages.js';
import { defaultMessages } from '../../src/index.js';
import { stainedGlassSummary } from '../../src/components/stained-glass/share-text.js';
import { checkboxSquaresBands, checkboxSquaresSummary } from '../../src/components/checkbox-squares/share-text.js';
import { checkboxSquares, solve as solveMask, solveState, type CheckboxSquaresState } from '../../src/games/checkbox-squares/rules.js';
import { dailyPuzzle } from '../../src/components/checkbox-squares/daily.js';
import { FIRST_DAY } from '../../src/base/daily.js';
import { emptyStats, withFinished, withPlayed } from '../../src/base/daily-stats.js';
import { bits } from '../../src/engine/gf2.js';

const say = (key: MessageKey, params?: Readonly<Record<string, MessageParam>>): string => format((defaultMessages as Record<string, string>)[key]!, params);

/** Every state of a game of clicks on the right square. */
function states(start: CheckboxSquaresState, clicks: number[]): CheckboxSquaresState[] {
  const out = [start];
  for (const box of clicks) out.push(checkboxSquares.apply(out.at(-1)!, { square: 'board', box }));
  return out;
}

describe('daily share texts (issue 18)', () => {
  it('Stained Glass, one tile left: ten cleared squares and a trophy, the score band, no square named', () => {
    const won = stainedGlassSummary(say, { startTiles: 35, tilesLeft: 1, moves: 36, score: 72 });
    expect(won).to.deep.include({ solved: true, band: 2, outcome: 'One tile left. Moves: 36. Score: 72.', symbols: '🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩 🏆 🔹1 👣36 🎯72' });
    expect(won.symbolsLabel).to.equal('Tiles cleared: 34 of 34. One tile left. Moves: 36. Score: 72.');
    expect(stainedGlassSummary(say, { startTiles: 35, tilesLeft: 1, moves: 34, score: 34 }).band).to.equal(0);
    expect(stainedGlassSummary(say, { startTiles: 35, tilesLeft: 1, moves: 70, score: 210 }).band).to.equal(4);
  });

  it('Stained Glass, stuck: the share of the board cleared (never all ten), a wall, the stuck band', () => {
    const stuck = stainedGlassSummary(say, { startTiles: 35, tilesLeft: 5, moves: 30, score: 210 });
    expect(stuck).to.deep.include({ solved: false, band: 5, outcome: 'Stuck. Tiles left: 5. Moves: 30. Score: 210.', symbols: '🟩🟩🟩🟩🟩🟩🟩🟩⬛⬛ 🧱 🔹5 👣30 🎯210' });
    expect(stainedGlassSummary(say, { startTiles: 35, tilesLeft: 2, moves: 33, score: 99, par: 1 }).symbols).to.equal('🟩🟩🟩🟩🟩🟩🟩🟩🟩⬛ 🧱 ⛳2/1 👣33 🎯99');
  });

  it('Stained Glass: two different wins share different lines, with tiles against par, moves and score (issue 25, flaw 5)', () => {
    const quick = stainedGlassSummary(say, { startTiles: 35, tilesLeft: 1, moves: 34, score: 34, par: 1 });
    const slow = stainedGlassSummary(say, { startTiles: 35, tilesLeft: 1, moves: 40, score: 120, par: 1 });
    expect(quick.symbols).to.not.equal(slow.symbols);
    for (const [won, moves, score] of [[quick, 34, 34], [slow, 40, 120]] as const) {
      expect(won.symbols).to.contain('⛳1/1').and.contain(`👣${moves}`).and.contain(`🎯${score}`);
      expect(won.symbolsLabel).to.contain(`Moves: ${moves}`).and.contain(`Score: ${score}`).and.contain('Par: 1');
    }
    // A board the solver left at par 3: a one-tile win beats it, and says so in numbers.
    expect(stainedGlassSummary(say, { startTiles: 35, tilesLeft: 1, moves: 34, score: 34, par: 3 }).symbols).to.contain('⛳1/3');
  });

  it('Checkbox Squares, at the minimum and above it: one symbol per click, by direction only', () => {
    const start = checkboxSquares.setup({ variant: 1, target: 0, start: 0b000_010_000, lockTarget: true }, null as never);
    // The centre alone needs some clicks; solve it straight, then with a detour through box 8 (further, then back).
    const straight = checkboxSquaresSummary(say, states(start, solution(start)));
    expect(straight).to.deep.include({ solved: true, band: 0, outcome: `Solved. Moves: ${solution(start).length}. Fewest possible: ${solution(start).length}.` });
    expect(straight.symbols).to.equal(`${'🟩'.repeat(solution(start).length)} ✅`);
    const detour = checkboxSquaresSummary(say, states(start, [8, ...solution(start), 8]));
    expect(detour.band).to.equal(1);
    expect(detour.symbols).to.match(/^(🟩|🟥)+ ✅$/u);
    expect([...detour.symbols.matchAll(/🟥/gu)]).to.have.length(1);
    expect(detour.detail).to.deep.equal({ moves: solution(start).length + 2, minimum: solution(start).length });
  });

  it('Checkbox Squares, clicks taken back: each counts as a move and ends the line as a wasted (further) click', () => {
    const start = checkboxSquares.setup({ variant: 1, target: 0, start: 0b000_010_000, lockTarget: true }, null as never);
    const n = solution(start).length;
    const undone = checkboxSquaresSummary(say, states(start, solution(start)), 2);
    expect(undone.detail).to.deep.equal({ moves: n + 2, minimum: n });
    expect(undone.symbols).to.equal(`${'🟩'.repeat(n)}🟥🟥 ✅`);
    expect(undone.symbolsLabel).to.equal(say('csDailySymbols', { closer: n, further: 2 }));
    expect(undone.band).to.equal(1);
  });

  it('Checkbox Squares, a day of three states: a wasted round of clicks is 3 over the fewest, in the band labelled 3–4', () => {
    // #325 has three states per box.
    const puzzle = dailyPuzzle(FIRST_DAY + 324);
    expect(puzzle.states).to.equal(3);
    const start = checkboxSquares.setup(puzzle, null as never);
    const clicks = solveState(start)!.flatMap((times, box) => Array.from({ length: times }, () => box));
    const straight = checkboxSquaresSummary(say, states(start, clicks));
    expect(straight.band).to.equal(0);
    const wasted = checkboxSquaresSummary(say, states(start, [0, 0, 0, ...clicks]));
    expect(wasted.detail).to.deep.equal({ moves: clicks.length + 3, minimum: clicks.length });
    expect(checkboxSquaresBands()[wasted.band]).to.equal('3–4');
  });
});

function solution(s: CheckboxSquaresState): number[] {
  return bits(solveMask(s.variant, s.board, s.target));
}

describe('daily statistics, counted across tabs (issue 18)', () => {
  it('a game started before midnight and finished after another tab played the next day counts once as played', () => {
    const day = FIRST_DAY + 100;
    // Tab 1: the first move of day's puzzle. Tab 2: the first move of the next day's.
    let stats = withPlayed(withPlayed(emptyStats(6), day), day + 1);
    expect(stats.played).to.equal(2);
    // Tab 1 solves its puzzle after midnight: it was played already.
    stats = withFinished(stats, day, true, 0).stats;
    expect([stats.played, stats.solved, stats.lastPlayed]).to.deep.equal([2, 1, day + 1]);
    stats = withFinished(stats, day + 1, true, 0).stats;
    expect([stats.played, stats.solved, stats.streak]).to.deep.equal([2, 2, 2]);
  });
});
