// The solver of 3 and 4 states (games/checkbox-squares/algebra.ts) is loaded
// only when a game needs it (`states` 3 or 4, `daily`, a restored game of 3
// or 4 states), before such a board is drawn; a 2-state page never fetches
// it. This file imports nothing that imports algebra.ts, so until the
// element loads it the rules use their exhaustive fallback (states.ts).
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/checkbox-squares.js';
import { holdEachTest } from '../wait.js';
import { zkLoader, type CheckboxSquares } from '../../src/components/checkbox-squares/checkbox-squares.js';
import { Session } from '../../src/engine/session.js';
import { checkboxSquares } from '../../src/games/checkbox-squares/rules.js';
import { hasSolver } from '../../src/games/checkbox-squares/states.js';

const cell = (el: CheckboxSquares, square: string, index: number): HTMLElement =>
  el.shadowRoot!.querySelector<HTMLElement>(`[data-square="${square}"][data-box="${index}"]`)!;

describe('<checkbox-squares>: the solver of 3 and 4 states', () => {
  const hold = holdEachTest(zkLoader);

  it('a 2-state game never asks for it', async () => {
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="s"></checkbox-squares>`);
    cell(el, 'board', 4).click();
    await el.updateComplete;
    expect(el.clicksNeeded).to.be.at.least(0);
    expect(hold.asked).to.equal(0);
    expect(hasSolver()).to.equal(false);
  });

  it('a click on the board that comes after a 3-state game is restored but before the solver still plays, with the same numbers', async () => {
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="s"></checkbox-squares>`);
    // Variant 1's centre click adds 1 to boxes 1, 3, 4, 5 and 7: one click from the start to the target.
    const save = Session.start(checkboxSquares, { variant: 1, states: 3, target: 1 * 3 + 1 * 27 + 1 * 81 + 1 * 243 + 1 * 2187, start: 0 }, 'x').save();
    expect(el.restore(save)).to.equal(true);
    expect(hold.asked).to.equal(1);
    expect(hasSolver()).to.equal(false);
    expect(el.clicksNeeded).to.equal(1);
    expect(el.presses).to.deep.equal([0, 0, 0, 0, 1, 0, 0, 0, 0]);
    const seen: CustomEvent[] = [];
    for (const type of ['move', 'game-over']) el.addEventListener(type, (e) => seen.push(e as CustomEvent));
    cell(el, 'board', 4).click();
    expect(seen.map((e) => e.type)).to.deep.equal(['move', 'game-over']);
    expect(seen[0]!.detail.clicksNeeded).to.equal(0);
    expect(seen[0]!.detail.board).to.equal('010111010');
    hold.release();
    await el.updateComplete;
    expect(hasSolver()).to.equal(true);
    expect(el.shadowRoot!.querySelector('[data-states]')?.getAttribute('data-states')).to.equal('3');
  });

  it('a board of `states="3"` is first drawn once the solver is there', async () => {
    const el = document.createElement('checkbox-squares') as CheckboxSquares;
    el.setAttribute('states', '3');
    el.setAttribute('seed', 'drawn');
    const releasedAtUpdate: boolean[] = [];
    el.addController({ hostUpdated: () => void releasedAtUpdate.push(hold.released) });
    document.body.append(el);
    try {
      await hold.whenAsked;
      hold.release();
      await el.updateComplete;
      expect(releasedAtUpdate.length).to.be.greaterThan(0);
      expect(releasedAtUpdate[0], 'the first update came after the solver was released').to.equal(true);
      expect(hasSolver()).to.equal(true);
      expect(el.shadowRoot!.querySelector('[data-states]')?.getAttribute('data-states')).to.equal('3');
      expect(el.clicksNeeded).to.be.greaterThan(0);
    } finally {
      el.remove();
    }
  });
});
