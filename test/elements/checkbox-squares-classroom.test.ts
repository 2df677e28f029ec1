// Checkbox Squares for the classroom: boxes with 3 or 4 states, targets no
// clicks can reach, and the "Show the maths" panel stepping through the
// elimination in step with the game.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/checkbox-squares.js';
import '../../src/boardlets-settings.js';
import type { CheckboxSquares, CheckboxSquaresMoveDetail } from '../../src/checkbox-squares.js';
import { clickMatrixRows, eliminationSteps, needVector, patternOf } from '../../src/games/checkbox-squares/algebra.js';
import { box, button, record, warnings } from './helpers.js';

async function game(markup: ReturnType<typeof html>): Promise<CheckboxSquares> {
  const el = await fixture<CheckboxSquares>(markup);
  await el.updateComplete;
  return el;
}

const values = (el: CheckboxSquares, square: 'target' | 'board'): string =>
  Array.from({ length: 9 }, (_, i) => box(el, square, i).dataset.value).join('');
const maths = (el: CheckboxSquares): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>('section[part~="maths"]')!;
const mathsButton = (el: CheckboxSquares, name: string): HTMLButtonElement => maths(el).querySelector<HTMLButtonElement>(`button[part~="${name}"]`)!;

describe('<checkbox-squares states>', () => {
  it('with states="3" a click adds 1 mod 3 to the boxes it affects, shown by fill and dots and said to screen readers', async () => {
    const fresh = await game(html`<checkbox-squares states="3" variant="1" target="000000000" start="200000000"></checkbox-squares>`);
    expect(fresh.boardPattern).to.equal('200000000');
    expect(values(fresh, 'board')).to.equal('200000000');
    const seen = record(fresh, ['move']);
    // Variant 1: a corner changes its 2x2 block: boxes 0, 1, 3, 4.
    box(fresh, 'board', 0).click();
    await fresh.updateComplete;
    expect(fresh.boardPattern).to.equal('010110000');
    expect(values(fresh, 'board')).to.equal('010110000');
    const detail = seen[0]!.detail as CheckboxSquaresMoveDetail;
    expect(detail.board).to.equal('010110000');
    expect(detail.changed).to.deep.equal([
      { row: 0, column: 0, checked: false, state: 0 },
      { row: 0, column: 1, checked: true, state: 1 },
      { row: 1, column: 0, checked: true, state: 1 },
      { row: 1, column: 1, checked: true, state: 1 },
    ]);
    const b1 = box(fresh, 'board', 1);
    expect(b1.getAttribute('role')).to.equal('button');
    expect(b1.getAttribute('aria-label')).to.equal('Puzzle: Row 1, column 2, state 1 (0 to 2)');
    // One dot per state: the state reads without colour.
    expect(b1.querySelectorAll('.face circle').length).to.equal(1);
    expect(box(fresh, 'board', 0).querySelectorAll('.face circle').length).to.equal(0);
    expect(getComputedStyle(b1.querySelector('.face')!).opacity).to.equal('1');
    expect(b1.getAttribute('part')).to.contain('state-1');
    await expect(fresh).to.be.accessible();
  });

  it('with states="4" three clicks on a box of the target cycle it back round', async () => {
    const el = await game(html`<checkbox-squares states="4" target="000000000" start="100000000"></checkbox-squares>`);
    for (let i = 0; i < 4; i++) {
      expect(values(el, 'target')[4]).to.equal(String(i));
      box(el, 'target', 4).click();
      await el.updateComplete;
    }
    expect(values(el, 'target')[4]).to.equal('0');
    expect(el.announcement).to.match(/Target row 2, column 2 now in state 0\./);
  });

  it('warns about a bad states value and digits out of range, naming the accepted values, and falls back', async () => {
    let el!: CheckboxSquares;
    const said = await warnings(async () => {
      el = await game(html`<checkbox-squares states="5" target="000000000" start="111000000"></checkbox-squares>`);
    });
    expect(said.join('\n')).to.contain('states="5"').and.contain('2, 3 or 4');
    expect(el.boardPattern).to.equal('111000000');
    const said2 = await warnings(async () => {
      el = await game(html`<checkbox-squares states="3" target="000000000" start="300000000"></checkbox-squares>`);
    });
    expect(said2.join('\n')).to.contain('start="300000000"').and.contain('nine digits 0 to 2');
    expect(el.boardPattern).to.match(/^[012]{9}$/);
  });

  it('a random game with 3 states is always solvable, and Show solution says how often to click each box', async () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const el = await game(html`<checkbox-squares states="3" variant="3" seed=${seed}></checkbox-squares>`);
      expect(el.clicksNeeded, seed).to.be.greaterThan(0);
      const presses = el.presses;
      // Pressing the solution reaches the target.
      for (let b = 0; b < 9; b++) for (let p = 0; p < presses[b]!; p++) box(el, 'board', b).click();
      await el.updateComplete;
      expect(el.isOver, seed).to.equal(true);
    }
  });

  it('a target no clicks can reach (variant 3, 3 states) is said so: no hint, no count, status says it', async () => {
    // Variant 3's matrix is singular mod 3: the need 100000000 is out of reach.
    const el = await game(html`<checkbox-squares states="3" variant="3" target="100000000" start="000000000"></checkbox-squares>`);
    expect(el.clicksNeeded).to.equal(-1);
    expect(el.shadowRoot!.querySelector('[part~="status"]')!.textContent).to.contain('Target out of reach');
    button(el, 'hint').click();
    await el.updateComplete;
    expect(el.announcement).to.contain('No clicks on the puzzle can reach this target');
    expect(el.shadowRoot!.querySelectorAll('.box.hint').length).to.equal(0);
    expect(el.isOver).to.equal(false);
    // And why: variant 3's clicks never change the eight outer boxes' total mod 3.
    expect(el.announcement).to.contain('Clicks never change the total of boxes 1, 2, 3, 4, 6, 7, 8, and 9');
  });

  it('a page-set target out of reach is said in the feedback line from the start, before any Hint', async () => {
    const el = await game(html`<checkbox-squares states="3" variant="3" target="100000000" start="000000000"></checkbox-squares>`);
    const feedback = el.shadowRoot!.querySelector('[part~="feedback"]')!.textContent!;
    expect(feedback).to.contain('No clicks on the puzzle can reach this target');
    expect(feedback).to.contain('mod 3');
    // A reachable one reads as usual.
    const ok = await game(html`<checkbox-squares states="3" variant="3" target="120000000" start="000000000"></checkbox-squares>`);
    expect(ok.clicksNeeded).to.be.greaterThan(0);
    expect(ok.shadowRoot!.querySelector('[part~="feedback"]')!.textContent).to.contain('Make the puzzle match the target');
  });

  it('game-over says the solved pattern in the game\'s own digits (0 to states − 1)', async () => {
    const el = await game(html`<checkbox-squares states="3" variant="1" target="110110000" start="000000000"></checkbox-squares>`);
    const seen = record(el, ['game-over']);
    box(el, 'board', 0).click();
    await el.updateComplete;
    expect(el.isOver).to.equal(true);
    expect((seen[0]!.detail as { pattern: string }).pattern).to.equal('110110000');
    const four = await game(html`<checkbox-squares states="4" variant="1" target="000000000" start="330330000"></checkbox-squares>`);
    const seen4 = record(four, ['game-over']);
    box(four, 'board', 0).click();
    await four.updateComplete;
    expect((seen4[0]!.detail as { pattern: string }).pattern).to.equal('000000000');
  });
});

describe('<checkbox-squares algebra>: Show the maths', () => {
  it('with reduced motion, Play goes straight to the solution', async () => {
    const wrap = await fixture<HTMLElement>(html`<boardlets-settings motion="reduce"><checkbox-squares algebra variant="2" target="000000000" start="100000000"></checkbox-squares></boardlets-settings>`);
    const el = wrap.querySelector('checkbox-squares')!;
    await el.updateComplete;
    mathsButton(el, 'maths-play').click();
    await el.updateComplete;
    expect(maths(el).querySelector('.maths-x')).to.not.equal(null);
  });

  it('shows the click matrix as a real table with headers, and what must change', async () => {
    const el = await game(html`<checkbox-squares algebra variant="2" target="000000000" start="111000000"></checkbox-squares>`);
    const table = maths(el).querySelector('table')!;
    expect(table.querySelector('caption')).to.not.equal(null);
    expect(table.querySelectorAll('thead th[scope="col"]').length).to.equal(11);
    expect(table.querySelectorAll('tbody th[scope="row"]').length).to.equal(9);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent!.replace(/\D/g, ''))));
    const a = clickMatrixRows(2);
    expect(rows.map((r) => r.slice(0, 9))).to.deep.equal(a);
    expect(rows.map((r) => r[9])).to.deep.equal(needVector(2, 0b000000111, 0));
    await expect(el).to.be.accessible();
  });

  it('sits beside the game on a wide page (the squares and the matrix seen together) and under it on a narrow one', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="inline-size: 1100px"><checkbox-squares algebra seed="side"></checkbox-squares></div>`);
    const el = wrap.querySelector('checkbox-squares') as CheckboxSquares;
    await el.updateComplete;
    const board = () => el.shadowRoot!.querySelector('[part~="board"]')!.getBoundingClientRect();
    const toolbar = () => el.shadowRoot!.querySelector('[part~="toolbar"]')!.getBoundingClientRect();
    let panel = maths(el).getBoundingClientRect();
    expect(panel.left, 'beside').to.be.at.least(board().right);
    expect(Math.abs(panel.top - board().top), 'top to top').to.be.below(24);
    // The game's own rows stay together: no gap opens between the status line and the toolbar.
    expect(toolbar().bottom).to.be.below(board().bottom + 200);
    wrap.style.inlineSize = '400px';
    await new Promise((r) => requestAnimationFrame(r));
    panel = maths(el).getBoundingClientRect();
    expect(panel.top, 'under').to.be.at.least(toolbar().bottom);
  });

  it('steps through the elimination with Next and Back, marks the pivot and the changed row, announces each step, and ends with the clicks marked on the puzzle', async () => {
    const el = await game(html`<checkbox-squares algebra states="3" variant="1" target="000000000" start="120000000"></checkbox-squares>`);
    const expected = eliminationSteps(1, 3, needVector(3, patternOf(3, [...el.boardPattern].map(Number)), 0));
    expect(maths(el).textContent).to.contain(`Step 1 of ${expected.length}`);
    mathsButton(el, 'maths-next').click();
    await el.updateComplete;
    const second = expected[1]!;
    expect(maths(el).textContent).to.contain(`Step 2 of ${expected.length}`);
    const pivot = maths(el).querySelector('td.pivot');
    expect(pivot, 'the pivot is marked').to.not.equal(null);
    expect(pivot!.textContent).to.contain('pivot');
    const changed = [...maths(el).querySelectorAll('tbody tr')].flatMap((tr, i) => (tr.classList.contains('changed') ? [i] : []));
    expect(changed).to.deep.equal(second.changedRows);
    expect(el.announcement).to.not.equal('');
    mathsButton(el, 'maths-back').click();
    await el.updateComplete;
    expect(maths(el).textContent).to.contain(`Step 1 of ${expected.length}`);
    // To the end: the solution vector, and the boxes to click marked on the puzzle.
    for (let i = 1; i < expected.length; i++) {
      mathsButton(el, 'maths-next').click();
      await el.updateComplete;
    }
    const last = expected.at(-1)!;
    expect(last.kind).to.equal('solution');
    expect(maths(el).querySelector('.maths-x')!.textContent).to.contain(last.solution!.join(', '));
    const marked = Array.from({ length: 9 }, (_, b) => box(el, 'board', b).classList.contains('mark'));
    expect(marked).to.deep.equal(last.solution!.map((p) => p > 0));
    expect(el.announcement).to.contain('Solution');
  });

  it('a target out of reach: the last step names the row that reads 0 = c and marks it, says why, and marks nothing on the puzzle', async () => {
    const el = await game(html`<checkbox-squares algebra states="3" variant="3" target="100000000" start="000000000"></checkbox-squares>`);
    const expected = eliminationSteps(3, 3, [1, 0, 0, 0, 0, 0, 0, 0, 0]);
    const last = expected.at(-1)!;
    expect(last.kind).to.equal('unreachable');
    expect(last.inconsistentRows).to.deep.equal([8]);
    for (let i = 1; i < expected.length; i++) {
      mathsButton(el, 'maths-next').click();
      await el.updateComplete;
    }
    expect(el.announcement).to.contain('Row 9 now says 0 = a number that is not 0');
    expect(el.announcement).to.contain('Clicks never change the total of boxes');
    const rows = [...maths(el).querySelectorAll('tbody tr')];
    expect(rows.map((tr) => tr.classList.contains('inconsistent'))).to.deep.equal(rows.map((_, i) => i === 8));
    expect(rows[8]!.querySelector('th')!.textContent).to.contain('reads 0 = a number that is not 0');
    expect(maths(el).querySelector('.maths-x')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('.box.mark').length).to.equal(0);
    await expect(el).to.be.accessible();
  });

  it('a singular matrix that still reaches the target: the free column is said, and x (not d\'s column) is marked', async () => {
    // Variant 3, 3 states, rank 8: d = 210000000 keeps the outer total 0 mod 3, so it is reachable.
    const el = await game(html`<checkbox-squares algebra states="3" variant="3" target="000000000" start="120000000"></checkbox-squares>`);
    expect(el.clicksNeeded).to.be.greaterThan(0);
    const steps = eliminationSteps(3, 3, needVector(3, patternOf(3, [1, 2, 0, 0, 0, 0, 0, 0, 0]), 0));
    const last = steps.at(-1)!;
    expect(last.kind).to.equal('solution');
    expect(last.freeColumns).to.deep.equal([8]);
    for (let i = 1; i < steps.length; i++) {
      mathsButton(el, 'maths-next').click();
      await el.updateComplete;
    }
    expect(el.announcement).to.contain('Column 9 has no pivot, so button 9 is free');
    expect(el.announcement).to.contain('(0 to 2)');
    expect(maths(el).querySelector('.maths-x')!.textContent).to.contain(last.solution!.join(', '));
    expect(last.solution).to.deep.equal(el.presses);
  });

  it('passes an accessibility audit mid-elimination (pivot and changed row marked)', async () => {
    const el = await game(html`<checkbox-squares algebra states="4" variant="2" target="000000000" start="123000000"></checkbox-squares>`);
    for (let i = 0; i < 3; i++) {
      mathsButton(el, 'maths-next').click();
      await el.updateComplete;
    }
    expect(maths(el).querySelector('td.pivot')).to.not.equal(null);
    expect(maths(el).querySelector('tr.changed')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('stays in step with the game: a click updates d, and the replayed steps of the new d reach its solution', async () => {
    const el = await game(html`<checkbox-squares algebra variant="1" target="000000000" start="110000000"></checkbox-squares>`);
    const dBefore = [...maths(el).querySelectorAll('tbody td.rhs')].map((td) => td.textContent);
    box(el, 'board', 8).click();
    await el.updateComplete;
    const dAfter = [...maths(el).querySelectorAll('tbody td.rhs')].map((td) => Number(td.textContent));
    expect(dAfter.map(String)).to.not.deep.equal(dBefore);
    const board = patternOf(2, [...el.boardPattern].map(Number));
    expect(dAfter).to.deep.equal(needVector(2, board, 0));
    const steps = eliminationSteps(1, 2, dAfter);
    const x = steps.at(-1)!.solution!;
    // Pressing the final vector's buttons solves the game.
    x.forEach((p, b) => {
      for (let i = 0; i < p; i++) box(el, 'board', b).click();
    });
    await el.updateComplete;
    expect(el.isOver).to.equal(true);
  });

  it('opens and closes from More, and Play steps to the end', async () => {
    const el = await game(html`<checkbox-squares variant="3" target="000000000" start="100000000"></checkbox-squares>`);
    expect(maths(el)).to.equal(null);
    button(el, 'more').click();
    await el.updateComplete;
    button(el, 'maths').click();
    await el.updateComplete;
    await waitUntil(() => maths(el), 'the panel loads');
    expect(el.algebra).to.equal(true);
    expect(el.hasAttribute('algebra')).to.equal(true);
    // Play steps on its own (one step at once, then one every moment) until Pause.
    mathsButton(el, 'maths-play').click();
    await el.updateComplete;
    expect(maths(el).textContent).to.contain('Step 2 of');
    expect(mathsButton(el, 'maths-play').getAttribute('aria-pressed')).to.equal('true');
    mathsButton(el, 'maths-play').click();
    await el.updateComplete;
    expect(mathsButton(el, 'maths-play').getAttribute('aria-pressed')).to.equal('false');
    button(el, 'more').click();
    await el.updateComplete;
    button(el, 'maths').click();
    await el.updateComplete;
    expect(maths(el)).to.equal(null);
  });
});
