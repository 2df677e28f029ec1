import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/infection-board.js';
import '../../src/boardlets-settings.js';
import type { BoardletsSettingsElement } from '../../src/boardlets-settings.js';
import type { InfectionBoard, InfectionGameOverDetail, InfectionMoveDetail } from '../../src/infection-board.js';
import { START_FEN, parseSquare } from '../../src/games/ataxx/rules.js';
import { record, warnings } from './helpers.js';

const cell = (el: InfectionBoard, name: string): HTMLElement =>
  el.shadowRoot!.querySelector<HTMLElement>(`[role="gridcell"][data-index="${parseSquare(name)}"]`)!;
const live = (el: InfectionBoard): string => el.shadowRoot!.querySelector('[part="live"]')!.textContent!.trim();

async function board(attrs: { position?: string; mode?: string; persist?: boolean } = {}): Promise<InfectionBoard> {
  const wrapper = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce">
    <infection-board rules="ataxx" position=${attrs.position ?? ''} difficulty="greedy" mode=${attrs.mode ?? 'two-player'}></infection-board>
  </boardlets-settings>`);
  const el = wrapper.querySelector('infection-board')!;
  await el.updateComplete;
  return el;
}

async function move(el: InfectionBoard, from: string, to: string): Promise<void> {
  cell(el, from).click();
  await el.updateComplete;
  cell(el, to).click();
  await el.updateComplete;
}

describe('<infection-board rules="ataxx">', () => {
  it('starts standard Ataxx: 7x7, a piece in each corner, the board named Ataxx and the squares by Ataxx names', async () => {
    const el = await board();
    expect(el.currentPosition).to.equal(START_FEN);
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]').length).to.equal(49);
    expect(el.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-label')).to.equal('Ataxx board');
    // x (Green) on a7 at the top left and g1 at the bottom right.
    expect(cell(el, 'a7').getAttribute('aria-label')).to.match(/^a7, Green piece/);
    expect(cell(el, 'g1').getAttribute('aria-label')).to.match(/^g1, Green piece/);
    expect(el.counts).to.deep.equal({ green: 2, yellow: 2 });
    // Files a-g along the bottom edge and ranks 7-1 down the left, as the square names use them (hidden from screen readers, which hear the names).
    // They are drawn by CSS, so a square's visible text stays part of its name (axe: label-content-name-mismatch).
    const coords = [...el.shadowRoot!.querySelectorAll('[part="coordinate"]')];
    const drawn = (c: Element): string => {
      // Chromium resolves attr() in the computed content; Firefox gives attr(data-coord) back.
      const content = getComputedStyle(c, '::before').content;
      expect(content).to.not.be.oneOf(['none', 'normal', '']);
      return content.startsWith('attr(') ? c.getAttribute('data-coord')! : content.replaceAll('"', '');
    };
    expect(coords.filter((c) => c.classList.contains('file')).map(drawn)).to.deep.equal(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(coords.filter((c) => c.classList.contains('rank')).map(drawn)).to.deep.equal(['7', '6', '5', '4', '3', '2', '1']);
    expect(coords.every((c) => c.getAttribute('aria-hidden') === 'true' && c.textContent === '')).to.equal(true);
    expect(drawn(cell(el, 'a1').querySelector('.coord.file')!)).to.equal('a');
  });

  it('the selection ring passes under the file letter: the letter sits on an opaque plate above the piece', async () => {
    const el = await board();
    cell(el, 'g1').click();
    await el.updateComplete;
    const square = cell(el, 'g1');
    expect(square.getAttribute('part')).to.include('selected');
    const piece = square.querySelector<HTMLElement>('.piece')!;
    const file = square.querySelector<HTMLElement>('.coord.file')!;
    const style = getComputedStyle(file);
    // Above the piece (and so its outline) in the square's stacking order...
    expect(Number(style.zIndex)).to.be.above(Number(getComputedStyle(piece).zIndex) || 0);
    // ...on a plate that hides what passes under it.
    const alpha = Number(/rgba?\([^)]*?,\s*([\d.]+)\)$/.exec(style.backgroundColor)?.[1] ?? (style.backgroundColor.startsWith('rgb(') ? 1 : 0));
    expect(alpha, style.backgroundColor).to.be.at.least(0.9);
  });

  it('marks the 16 squares two away as jumps (none of them knight or checker moves), and plays a clone and a jump in Ataxx notation', async () => {
    const el = await board({ position: 'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1' });
    cell(el, 'a7').click();
    await el.updateComplete;
    const kinds = [...el.shadowRoot!.querySelectorAll('[part~="destination"]')].map((c) => c.getAttribute('part')!.split(' ').find((p) => ['duplicate', 'jump', 'checker', 'knight'].includes(p)));
    expect(kinds.filter((k) => k === 'duplicate').length).to.equal(3);
    expect(kinds.filter((k) => k === 'jump').length).to.equal(4);
    expect(kinds.length).to.equal(7);
    const events = record(el, ['move']);
    cell(el, 'b6').click();
    await el.updateComplete;
    await move(el, 'a1', 'c2');
    const details = events.map((e) => e.detail as InfectionMoveDetail);
    expect(details.map((d) => [d.game, d.notation, d.kind, d.from, d.to])).to.deep.equal([
      ['ataxx', 'b6', 'duplicate', 'a7', 'b6'],
      ['ataxx', 'a1c2', 'jump', 'a1', 'c2'],
    ]);
    expect(el.currentPosition).to.equal('x5o/1x5/2-1-2/7/2-1-2/2o4/6x x 1 2');
    // A gap is no landing square: the refusal names it by its Ataxx square.
    await move(el, 'a7', 'c5');
    expect(live(el)).to.contain('c5 is an obstacle');
  });

  it('passes for a person who cannot move, in Ataxx notation, and the other side moves again', async () => {
    // After x clones g1-f2, o's a7 piece, walled in by gaps and x, has nowhere to go.
    const el = await board({ position: 'o-x4/--x4/xxx4/7/7/7/6x x 0 1' });
    const events = record(el, ['move']);
    await move(el, 'g1', 'f2');
    await waitUntil(() => events.length === 2, 'no pass');
    expect((events[1]!.detail as InfectionMoveDetail).notation).to.equal('0000');
    expect((events[1]!.detail as InfectionMoveDetail).kind).to.equal('pass');
    expect(live(el)).to.contain('Yellow cannot move and passes.');
    expect(el.currentPosition).to.equal('o-x4/--x4/xxx4/7/7/5x1/6x x 1 2');
  });

  it('passes for a person who cannot move from the start, and undo takes the pass back with the move before it', async () => {
    // o to move from the start, walled in: it passes at once, and x moves.
    const el = await board({ position: 'o-x4/--x4/xxx4/7/7/7/6x o 0 1' });
    await waitUntil(() => el.currentPosition === 'o-x4/--x4/xxx4/7/7/7/6x x 1 2', `no pass: ${el.currentPosition}`);
    await move(el, 'g1', 'f2');
    // o passes again.
    await waitUntil(() => el.currentPosition === 'o-x4/--x4/xxx4/7/7/5x1/6x x 1 3', `no second pass: ${el.currentPosition} ${live(el)}`);
    // Undo goes back to x's move, not to o having to pass (which would pass again).
    expect(el.undo()).to.equal(true);
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 20));
    expect(el.currentPosition).to.equal('o-x4/--x4/xxx4/7/7/7/6x x 1 2');
  });

  it('a read-only board that shows a side unable to move does not pass for it', async () => {
    const wrapper = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce">
      <infection-board rules="ataxx" readonly position="o-x4/--x4/xxx4/7/7/7/6x o 0 1" mode="two-player"></infection-board>
    </boardlets-settings>`);
    const el = wrapper.querySelector('infection-board')!;
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 20));
    expect(el.currentPosition).to.equal('o-x4/--x4/xxx4/7/7/7/6x o 0 1');
  });

  it('ends by the fifty-move rule in a draw and says so', async () => {
    const el = await board({ position: 'x5o/7/7/7/7/7/o5x x 99 50' });
    const over = record(el, ['game-over']);
    await move(el, 'a7', 'c5');
    expect((over[0]!.detail as InfectionGameOverDetail).reason).to.equal('fifty-moves');
    expect((over[0]!.detail as InfectionGameOverDetail).winner).to.equal(null);
    expect(live(el)).to.contain('Fifty moves each without a copy.');
  });

  it('the computer answers with a legal Ataxx move, undo takes both back, and the game ID restores the game', async () => {
    const el = await board({ mode: 'vs-computer' });
    const events = record(el, ['move']);
    await move(el, 'a7', 'b6');
    await waitUntil(() => events.length === 2, 'the computer did not answer');
    expect((events[1]!.detail as InfectionMoveDetail).source).to.equal('computer');
    const id = el.gameId;
    const other = await board({ mode: 'vs-computer' });
    expect(other.importGameId(id)).to.equal(true);
    await other.updateComplete;
    expect(other.currentPosition).to.equal(el.currentPosition);
    expect(el.undo()).to.equal(true);
    expect(el.currentPosition).to.equal(START_FEN);
  });

  it('persist resumes an Ataxx game after a reload, repetitions counted, and an Infection game under the same key is not taken for it', async () => {
    const key = 'boardlets-test:ataxx-persist';
    localStorage.removeItem(key);
    try {
      const wrapper = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce"></boardlets-settings>`);
      const mount = async (rules: string): Promise<InfectionBoard> => {
        const el = document.createElement('infection-board') as InfectionBoard;
        for (const [n, v] of Object.entries({ rules, mode: 'two-player', persist: key, seed: 'p' })) el.setAttribute(n, v);
        wrapper.append(el);
        await el.updateComplete;
        return el;
      };
      const el = await mount('ataxx');
      // Out and back once: the start has been seen twice.
      for (const [from, to] of [['a7', 'c5'], ['g7', 'e5'], ['c5', 'a7'], ['e5', 'g7']]) await move(el, from!, to!);
      const saved = el.save();
      el.remove();
      const again = await mount('ataxx');
      expect(again.save()).to.equal(saved);
      expect(again.currentPosition).to.equal('x5o/7/7/7/7/7/o5x x 4 3');
      const over = record(again, ['game-over']);
      for (const [from, to] of [['a7', 'c5'], ['g7', 'e5'], ['c5', 'a7'], ['e5', 'g7']]) await move(again, from!, to!);
      expect(over.map((e) => (e.detail as InfectionGameOverDetail).reason)).to.deep.equal(['repetition']);
      expect(live(again)).to.contain('third time');
      again.remove();
      const said = await warnings(async () => {
        const infection = await mount('infection');
        expect(infection.shadowRoot!.querySelectorAll('[role="gridcell"]').length).to.equal(36);
        infection.remove();
      });
      expect(said.join('\n')).to.match(/persist/);
    } finally {
      localStorage.removeItem(key);
    }
  });

  it('warns about a bad FEN and a bad rules value', async () => {
    const said = await warnings(async () => {
      const el = await board({ position: 'x5o/7/7 x 0 1' });
      expect(el.currentPosition).to.equal(START_FEN);
    });
    expect(said.join('\n')).to.match(/position.*Ataxx FEN/s);
    const more = await warnings(async () => {
      const el = await fixture<InfectionBoard>(html`<infection-board rules="chess"></infection-board>`);
      await el.updateComplete;
      expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]').length).to.equal(36);
      // Infection's board has coordinates too (on by default): six files and six ranks.
      expect(el.shadowRoot!.querySelectorAll('[part="coordinate"]').length).to.equal(12);
    });
    expect(more.join('\n')).to.match(/rules/);
  });
});
