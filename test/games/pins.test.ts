// A pin of issue 24 ("First, pin what must not change"): a `solvable` Stained
// Glass board claims a proof only with a line that replays to one tile. Only a
// recorded golden board caught a search that ran out of budget being taken for
// a proof. Written against the public engine (`boardlets/engine`) and the
// element, so that it holds whatever the solver becomes inside.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { createRng, stainedGlassRules } from '../../src/engine.js';
import '../../src/stained-glass-board.js';

type State = ReturnType<typeof stainedGlassRules.setup>;
type Move = { from: number; to: number };

/** Plays `line` from `state`, every move checked legal first; the position at its end. */
function replay(state: State, line: readonly Move[]): State {
  let s = state;
  for (const [i, move] of line.entries()) {
    expect(stainedGlassRules.isLegal(s, move), `move ${i + 1} of the line is legal`).to.equal(true);
    s = stainedGlassRules.apply(s, move);
  }
  return s;
}

describe('a `solvable` board is proven only by a line that replays to one tile', () => {
  it('findSolvableBoard with budgets too small to finish most searches: every "proven" board comes with a one-tile line, every other with none', async () => {
    let proven = 0;
    let unproven = 0;
    for (let i = 0; i < 24; i++) {
      const shape = [
        { rows: 6, cols: 6, palette: 'mixed' },
        { rows: 5, cols: 5, palette: 'full' },
        { rows: 4, cols: 4, palette: 'primaries' },
      ][i % 3]!;
      const found = await stainedGlassRules.findSolvableBoard(shape as never, createRng(`pin:solvable:${i}`), { attempts: 2, maxNodes: 150, totalNodes: 300 });
      expect(found, 'not aborted').to.not.equal(null);
      if (found!.proven) {
        proven++;
        expect(found!.line.length, `pin:solvable:${i}: a proof is a line`).to.be.above(0);
        const end = replay(found!.state, found!.line);
        expect(stainedGlassRules.tilesLeft(end), `pin:solvable:${i}: the line ends with one tile`).to.equal(1);
      } else {
        unproven++;
        expect(found!.line, `pin:solvable:${i}: no line without a proof`).to.deep.equal([]);
      }
    }
    // Both kinds occurred, so both branches above were tested.
    expect(proven, 'boards proven').to.be.above(0);
    expect(unproven, 'searches that ran out of budget').to.be.above(0);
  });

  it('the board a `solvable` game deals replays, with the solver’s own line, to one tile', async () => {
    for (const seed of ['pin-a', 'pin-b']) {
      const el = await fixture<HTMLElement & { finding: boolean; currentBoard: string; updateComplete: Promise<boolean> }>(
        html`<stained-glass-board solvable seed=${seed} rows="5" cols="5" palette="mixed"></stained-glass-board>`,
      );
      await waitUntil(() => !el.finding, 'still finding', { timeout: 10_000 });
      await el.updateComplete;
      const state = stainedGlassRules.parseBoard(el.currentBoard);
      const solved = stainedGlassRules.solve(state);
      expect(solved.proof, seed).to.equal('finishable');
      expect(stainedGlassRules.tilesLeft(replay(state, solved.line)), seed).to.equal(1);
    }
  });
});
