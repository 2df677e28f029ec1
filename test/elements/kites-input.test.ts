// Kites' board input (clicks and taps on the kites, the keys on the board and
// the cursor's steps: kite-input.ts) loads while the page is idle after the
// first paint, or on the first click or key on the board (input-slot.ts). The
// load is held here (holdEachTest), so no clock decides when it comes: input
// made before it is held and played, in order, once it has; the computer
// needs none of it.
import { expect, fixture, html } from '@open-wc/testing';
import { holdEachTest, waitUntil } from '../wait.js';
import '../../src/kites-board.js';
import '../../src/boardlets-settings.js';
import type { KitesBoard, KitesMoveDetail } from '../../src/kites-board.js';
import { inputLoader } from '../../src/components/kites/input-slot.js';
import { record } from './helpers.js';

const kite = (el: KitesBoard, index: number): SVGElement => el.shadowRoot!.querySelector<SVGElement>(`.kite[data-index="${index}"]`)!;
const click = (target: Element): boolean => target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, detail: 1 }));
const key = (target: Element, name: string): boolean => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));
const cells = (el: KitesBoard): string => el.shadowRoot!.querySelectorAll('.kite.filled').length.toString();

describe('<kites-board>: input that comes before the board\'s input code', () => {
  const hold = holdEachTest(inputLoader);

  async function game(attributes = 'human'): Promise<KitesBoard> {
    const wrapper = await fixture(html`<boardlets-settings motion="reduce"><kites-board seed="test" opponent=${attributes}></kites-board></boardlets-settings>`);
    const el = wrapper.querySelector('kites-board')!;
    await el.updateComplete;
    return el;
  }

  it('two clicks on kites are held and played in order, with the same sentences, once it has loaded', async () => {
    const el = await game();
    const moves = record(el, ['move']);
    click(kite(el, 3));
    click(kite(el, 3));
    click(kite(el, 5));
    expect(hold.asked).to.equal(1);
    expect(moves).to.have.length(0);
    hold.release();
    await el.updateComplete;
    expect(moves.map((e) => (e.detail as KitesMoveDetail).cell)).to.deep.equal([3, 5]);
    expect(el.announcement, 'the sentence of the last move').to.match(/^Player 2 placed/);
  });

  it('an arrow key, Enter, then Escape (take back) before it has loaded: done in that order', async () => {
    const el = await game();
    const start = el.shadowRoot!.querySelector<SVGElement>('.kite[tabindex="0"]')!;
    const from = Number(start.dataset.index);
    key(start, 'ArrowRight');
    key(start, 'Enter');
    expect(cells(el)).to.equal('0');
    hold.release();
    await el.updateComplete;
    // The arrow moved the cursor, but Enter was pressed on the kite that had the focus: it placed there.
    expect(el.ply).to.equal(1);
    expect(kite(el, from).classList.contains('filled')).to.equal(true);
    expect(el.shadowRoot!.querySelector<SVGElement>('.kite[tabindex="0"]')!.dataset.index).to.not.equal(String(from));
    key(kite(el, from), 'Escape');
    await el.updateComplete;
    expect(el.ply, 'Escape took it back').to.equal(0);
  });

  it('the computer moves first without it, and a person\'s click then waits for it', async () => {
    const wrapper = await fixture(html`<boardlets-settings motion="reduce"><kites-board seed="test" seats="computer human" difficulty="greedy"></kites-board></boardlets-settings>`);
    const el = wrapper.querySelector('kites-board')!;
    await waitUntil(() => el.ply === 1 && !el.thinking, 'the computer placed the first kite');
    expect(hold.released, 'the input code was never needed for it').to.equal(false);
    const empty = el.shadowRoot!.querySelector<SVGElement>('.kite.empty')!;
    click(empty);
    expect(el.ply).to.equal(1);
    hold.release();
    await el.updateComplete;
    expect(el.ply).to.equal(2);
    expect(empty.classList.contains('filled') || kite(el, Number(empty.dataset.index)).classList.contains('filled')).to.equal(true);
  });
});
