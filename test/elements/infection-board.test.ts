import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { recordAnimations, waitUntil } from '../wait.js';
import '../../src/infection-board.js';
import '../../src/boardlets-settings.js';
import type { BoardletsSettingsElement } from '../../src/boardlets-settings.js';
import type { InfectionBoard, InfectionGameOverDetail, InfectionMoveDetail } from '../../src/infection-board.js';
import { count, parsePosition } from '../../src/games/infection/rules.js';
import { button, focused, loadInputCode, mouseDrag, pointerDrag, press, record, warnings } from './helpers.js';

const EVENTS = ['move', 'game-over', 'undo', 'redo', 'new-game'];

/**
 * A 5x5 position, Green to move:
 *
 *     a b c d e
 *   1 g x . . .     From a1 Green can copy to b2, jump to c3 (over b2, empty),
 *   2 y . y . .     jump over a2 (a piece) to a3, or make a knight's jump to b3.
 *   3 . . . . .     c1 lies behind the obstacle b1; d4 is out of reach.
 *   4 . . . . .
 *   5 . . . . y
 */
const POSITION = 'gx3/y1y2/5/5/4y g';
const [A1, B1, C1, B2, A3, B3, C3, D4] = [0, 1, 2, 6, 10, 11, 12, 18];

function cell(el: InfectionBoard, index: number): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(`[role="gridcell"][data-index="${index}"]`);
  if (!found) throw new Error(`no cell ${index}`);
  return found;
}

const label = (el: InfectionBoard, index: number): string => cell(el, index).getAttribute('aria-label')!;
const live = (el: InfectionBoard): string => el.shadowRoot!.querySelector('[part="live"]')!.textContent!.trim();
const statusText = (el: InfectionBoard): string =>
  el.shadowRoot!.querySelector('[part~="status"]')!.textContent!.replace(/\s+/g, ' ').trim();
/** Destination cells by kind, read from the parts. */
const destinations = (el: InfectionBoard): Record<string, number[]> => {
  const out: Record<string, number[]> = {};
  for (const c of el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="destination"]')) {
    const kind = c.getAttribute('part')!.split(' ').find((p) => ['duplicate', 'jump', 'checker', 'knight'].includes(p))!;
    (out[kind] ??= []).push(Number(c.dataset.index));
  }
  return out;
};

async function game(markup = html`<infection-board position=${POSITION} difficulty="greedy"></infection-board>`): Promise<InfectionBoard> {
  const el = await fixture<InfectionBoard>(markup);
  await el.updateComplete;
  return el;
}

/** A game inside `<boardlets-settings motion="reduce">`: no travel animation, so the computer answers at once. */
async function calmGame(position = POSITION, extra: { mode?: string; player?: string } = {}): Promise<InfectionBoard> {
  const wrapper = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce">
    <infection-board position=${position} difficulty="greedy" mode=${extra.mode ?? 'vs-computer'} player=${extra.player ?? 'green'}></infection-board>
  </boardlets-settings>`);
  const el = wrapper.querySelector('infection-board')!;
  await el.updateComplete;
  return el;
}

/** The next move the computer plays. */
function computerMove(el: InfectionBoard): Promise<InfectionMoveDetail> {
  return new Promise((resolve) => {
    const listener = (event: Event): void => {
      const detail = (event as CustomEvent<InfectionMoveDetail>).detail;
      if (detail.source !== 'computer') return;
      el.removeEventListener('move', listener);
      resolve(detail);
    };
    el.addEventListener('move', listener);
  });
}

async function click(el: InfectionBoard, ...indices: number[]): Promise<void> {
  for (const i of indices) {
    cell(el, i).click();
    await el.updateComplete;
  }
}

before(loadInputCode);

describe('<infection-board>', () => {
  it('names squares as Ataxx and chess do (a1 bottom-left), shows those names on the edges unless coordinates="off"', async () => {
    const el = await game();
    // POSITION's top-left square (index 0) is a5 on this 5x5 board, its bottom-left a1.
    expect(label(el, 0)).to.match(/^a5,/);
    expect(label(el, 20)).to.match(/^a1,/);
    const drawn = (c: Element): string => {
      const content = getComputedStyle(c, '::before').content;
      return content.startsWith('attr(') ? c.getAttribute('data-coord')! : content.replaceAll('"', '');
    };
    const coords = [...el.shadowRoot!.querySelectorAll('[part="coordinate"]')];
    expect(coords.filter((c) => c.classList.contains('file')).map(drawn)).to.deep.equal(['a', 'b', 'c', 'd', 'e']);
    expect(coords.filter((c) => c.classList.contains('rank')).map(drawn)).to.deep.equal(['5', '4', '3', '2', '1']);
    // The bottom-left square shows the letter and number of its name.
    expect(cell(el, 20).querySelector('.coord.file')!.getAttribute('data-coord')).to.equal('a');
    expect(cell(el, 20).querySelector('.coord.rank')!.getAttribute('data-coord')).to.equal('1');
    el.setAttribute('coordinates', 'off');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('[part="coordinate"]').length).to.equal(0);
    const said = await warnings(async () => {
      el.setAttribute('coordinates', 'maybe');
      await el.updateComplete;
    });
    expect(said.join('\n')).to.match(/coordinates.*on, off/);
    expect(el.shadowRoot!.querySelectorAll('[part="coordinate"]').length).to.equal(0);
  });

  it('renders a grid of rows and named cells, with counts and whose turn', async () => {
    const el = await game();
    const grid = el.shadowRoot!.querySelector('[role="grid"]')!;
    expect(grid.getAttribute('aria-label')).to.equal('Infection board');
    expect(grid.querySelectorAll('[role="row"]').length).to.equal(5);
    expect(grid.querySelectorAll('[role="row"] > [role="gridcell"]').length).to.equal(25);
    expect(label(el, A1)).to.equal('a5, Green piece');
    expect(label(el, B1)).to.equal('b5, obstacle');
    expect(label(el, B2)).to.equal('b4, empty');
    expect(label(el, 24)).to.equal('e1, Yellow piece');
    expect(statusText(el)).to.equal('Green 1 Yellow 3 Your turn (Green)');
    expect(el.currentPosition).to.equal(POSITION);
    // One cell in the tab order: the cursor's.
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"][tabindex="0"]').length).to.equal(1);
  });

  it('sets up the standard start from the seed: 6x6, 2x2 corners, 5 obstacles', async () => {
    const a = await game(html`<infection-board seed="monday" mode="two-player"></infection-board>`);
    const b = await game(html`<infection-board seed="monday" mode="two-player"></infection-board>`);
    expect(a.currentPosition).to.equal(b.currentPosition);
    const state = parsePosition(a.currentPosition);
    expect(state.size).to.equal(6);
    expect(count(state)).to.deep.equal({ green: 4, yellow: 4, empty: 23, obstacles: 5 });
    expect(a.currentPosition).to.match(/^gg.*\/.*yy g$/);
    expect(a.getAttribute('size')).to.equal('6');
    const c = await game(html`<infection-board seed="monday" size="8" obstacles="0" mode="two-player"></infection-board>`);
    expect(c.currentPosition).to.equal('gg6/gg6/8/8/8/8/6yy/6yy g');
  });

  it('Hint (the primary button, or h) marks a good move for the person, orange and dashed apart from the last move, says it, and plays nothing', async () => {
    const el = await calmGame();
    const seen = record(el, EVENTS);
    const hintButton = button(el, 'hint');
    expect(hintButton.classList.contains('primary')).to.equal(true);
    hintButton.click();
    await waitUntil(() => el.announcement.startsWith('Hint: '), 'no hint');
    await el.updateComplete;
    expect(seen).to.deep.equal([]);
    const hinted = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"][part~="hint"]')];
    expect(hinted).to.have.length(2);
    const [from, to] = [hinted.find((c) => c.classList.contains('hint-from'))!, hinted.find((c) => c.classList.contains('hint-to'))!];
    expect(from.getAttribute('aria-label')).to.match(/^[a-e][1-5], Green piece.*, hint: move this piece$/);
    expect(to.getAttribute('aria-label')).to.match(/, hint: move it here$/);
    expect(getComputedStyle(to).outlineStyle).to.equal('dashed');
    // The hinted move is a legal one, and it is what the sentence says.
    const [f, t] = [from, to].map((c) => c.getAttribute('aria-label')!.slice(0, 2));
    expect(el.announcement).to.contain(`Green ${f} to ${t}`);
    // Played, the hint goes (it was for the position before).
    from.click();
    await el.updateComplete;
    to.click();
    await el.updateComplete;
    expect((seen[0] as CustomEvent<InfectionMoveDetail>).detail).to.include({ from: f, to: t });
    expect(el.shadowRoot!.querySelectorAll('[part~="hint"][role="gridcell"]')).to.have.length(0);
    // The key asks too.
    await waitUntil(() => el.ply === 2 && !el.thinking, 'the computer replied');
    el.shadowRoot!.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')!.focus();
    await press('h');
    await waitUntil(() => el.shadowRoot!.querySelectorAll('[role="gridcell"][part~="hint"]').length === 2, 'no hint from h');
  });

  it('click, then click: picks up a piece, marks its destinations by kind, and moves', async () => {
    const el = await game(html`<infection-board position=${POSITION} mode="two-player"></infection-board>`);
    const seen = record(el, EVENTS);
    await click(el, A1);
    expect(cell(el, A1).getAttribute('part')).to.contain('selected');
    expect(label(el, A1)).to.equal('a5, Green piece, picked up');
    expect(destinations(el)).to.deep.equal({ duplicate: [B2], checker: [A3], knight: [B3], jump: [C3] });
    expect(label(el, B2)).to.equal('b4, empty, move here: copy');
    expect(label(el, C3)).to.equal('c3, empty, move here: jump');
    expect(label(el, A3)).to.equal('a3, empty, move here: jump over a piece');
    expect(label(el, B3)).to.equal('b3, empty, move here: knight’s jump');
    // Each kind has its own mark (a shape, not only a colour).
    const marks = [B2, C3, A3, B3].map((i) => cell(el, i).querySelector('[part~="mark"] svg')!.innerHTML);
    expect(new Set(marks).size).to.equal(4);
    expect(el.announcement).to.equal('Picked up a5: 4 moves.');
    await click(el, B2);
    expect(seen.map((e) => e.type)).to.deep.equal(['move']);
    expect(el.currentPosition).to.equal('gx3/ggg2/5/5/4y y');
    expect(destinations(el)).to.deep.equal({});
    // Clicking the selected piece again puts it back; so does a click off the board.
    await click(el, 24, 24);
    expect(el.announcement).to.equal('Put back.');
    expect(el.shadowRoot!.querySelectorAll('[part~="selected"]').length).to.equal(0);
    await click(el, 24);
    expect(el.announcement).to.equal('Picked up e1: 8 moves.');
    el.shadowRoot!.querySelector<HTMLElement>('[part~="status"]')!.click();
    await el.updateComplete;
    expect(el.announcement).to.equal('Put back.');
    await click(el, 24);
    document.body.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('[part~="selected"]').length).to.equal(0);
  });

  it('click, then click: refuses an illegal destination with the reason, and fires nothing', async () => {
    const el = await game();
    const seen = record(el, EVENTS);
    await click(el, A1, C1);
    expect(el.announcement).to.equal('A jump cannot pass over an obstacle. Put back.');
    expect(el.shadowRoot!.querySelectorAll('[part~="selected"]').length).to.equal(0);
    await click(el, A1, D4);
    expect(el.announcement).to.equal('d2 is out of reach of a5. Put back.');
    await click(el, A1, B1);
    expect(el.announcement).to.equal('b5 is an obstacle. Put back.');
    await click(el, 24);
    expect(el.announcement).to.equal('It is Green’s turn: pick up a Green piece.');
    await click(el, B2);
    expect(el.announcement).to.equal('It is Green’s turn: pick up a Green piece.');
    expect(seen).to.deep.equal([]);
    expect(el.currentPosition).to.equal(POSITION);
  });

  it('keyboard: arrows move the cursor, Enter picks up and puts down, Escape cancels; a refused key keeps the piece', async () => {
    const el = await game(html`<infection-board position=${POSITION} mode="two-player"></infection-board>`);
    const seen = record(el, EVENTS);
    cell(el, A1).focus();
    await press('Enter');
    await el.updateComplete;
    expect(el.announcement).to.equal('Picked up a5: 4 moves.');
    await press('ArrowRight');
    await press('ArrowRight');
    expect(focused(el)).to.equal(cell(el, C1));
    await press(' ');
    await el.updateComplete;
    expect(el.announcement).to.equal('A jump cannot pass over an obstacle.');
    expect(cell(el, A1).getAttribute('part')).to.contain('selected');
    await press('Escape');
    await el.updateComplete;
    expect(el.announcement).to.equal('Put back.');
    expect(el.shadowRoot!.querySelectorAll('[part~="selected"]').length).to.equal(0);
    await press('Home');
    await press('Enter');
    await press('ArrowDown');
    await press('ArrowDown');
    await press('ArrowRight');
    await el.updateComplete;
    expect(focused(el)).to.equal(cell(el, B3));
    expect(focused(el)!.getAttribute('aria-label')).to.equal('b3, empty, move here: knight’s jump');
    await press('Enter');
    await el.updateComplete;
    expect(seen.length).to.equal(1);
    const detail = seen[0]!.detail as InfectionMoveDetail;
    expect([detail.from, detail.to, detail.kind]).to.deep.equal(['a5', 'b3', 'knight']);
    // b3 touches a2 and c2: both convert.
    expect(el.currentPosition).to.equal('1x3/g1g2/1g3/5/4y y');
    expect(focused(el)).to.equal(cell(el, B3));
  });

  it('drag and drop with the mouse plays a legal move and refuses an illegal one', async () => {
    const el = await game(html`<infection-board position=${POSITION} mode="two-player"></infection-board>`);
    const seen = record(el, EVENTS);
    // Movable pieces (and only they) keep a finger drag from scrolling the page.
    expect(getComputedStyle(cell(el, A1)).touchAction).to.equal('none');
    expect(getComputedStyle(cell(el, D4)).touchAction).to.equal('manipulation');
    expect(getComputedStyle(cell(el, 24)).touchAction).to.equal('manipulation');
    // A rival's piece does not follow the mouse; the release says why.
    await mouseDrag(cell(el, 24), cell(el, 18));
    await el.updateComplete;
    expect(el.announcement).to.equal('It is Green’s turn: pick up a Green piece.');
    expect(cell(el, 24).querySelector<HTMLElement>('.piece')!.style.transform).to.equal('');
    await mouseDrag(cell(el, A1), cell(el, D4));
    await el.updateComplete;
    expect(seen).to.deep.equal([]);
    expect(el.announcement).to.equal('d2 is out of reach of a5. Put back.');
    expect(cell(el, A1).querySelector<HTMLElement>('.piece')!.style.transform).to.equal('');
    await mouseDrag(cell(el, A1), cell(el, C3));
    await el.updateComplete;
    expect(seen.map((e) => e.type)).to.deep.equal(['move']);
    const detail = seen[0]!.detail as InfectionMoveDetail;
    expect([detail.from, detail.to, detail.kind, detail.source]).to.deep.equal(['a5', 'c3', 'jump', 'user']);
    expect(el.currentPosition).to.equal('1x3/y1g2/2g2/5/4y y');
    // The click that ends a drag does not count as a second click.
    expect(el.shadowRoot!.querySelectorAll('[part~="selected"]').length).to.equal(0);
  });

  it('drag and drop with touch or pen pointer events', async () => {
    const el = await game(html`<infection-board position=${POSITION} mode="two-player"></infection-board>`);
    const seen = record(el, ['move']);
    pointerDrag(cell(el, A1), cell(el, C1), 'touch');
    await el.updateComplete;
    expect(seen).to.deep.equal([]);
    expect(el.announcement).to.equal('A jump cannot pass over an obstacle. Put back.');
    pointerDrag(cell(el, A1), cell(el, A3), 'pen');
    await el.updateComplete;
    expect(seen.length).to.equal(1);
    expect((seen[0]!.detail as InfectionMoveDetail).kind).to.equal('checker');
    // The Yellow piece jumped over (a2) is neither taken nor converted.
    expect(el.currentPosition).to.equal('1x3/y1y2/g4/5/4y y');
    // The keyboard cursor (the one cell in the tab order) followed the piece.
    await el.updateComplete;
    expect([...el.shadowRoot!.querySelectorAll('[tabindex="0"]')].map((c) => c.getAttribute('data-index'))).to.deep.equal([String(A3)]);
    // Yellow's turn now: Green's pieces cannot be dragged, and the release says why.
    pointerDrag(cell(el, 10), cell(el, B2), 'touch');
    await el.updateComplete;
    expect(el.announcement).to.equal('It is Yellow’s turn: pick up a Yellow piece.');
    expect(seen.length).to.equal(1);
  });

  it('a finger carries the piece above it, and the piece lands where it is seen, not under the finger', async () => {
    const el = await game(html`<infection-board position=${POSITION} mode="two-player"></infection-board>`);
    const seen = record(el, ['move']);
    // The finger ends on b3 (a knight's move away); the piece rides above it, over b4: a copy to b4.
    pointerDrag(cell(el, A1), cell(el, B3), 'touch', 'finger');
    await el.updateComplete;
    expect(seen.map((e) => [(e.detail as InfectionMoveDetail).toIndex, (e.detail as InfectionMoveDetail).kind])).to.deep.equal([[B2, 'duplicate']]);
    // A mouse drags under its tip: the same path from a5 would be the knight's move.
    const other = await game(html`<infection-board position=${POSITION} mode="two-player"></infection-board>`);
    const heard = record(other, ['move']);
    pointerDrag(cell(other, A1), cell(other, B3), 'mouse');
    await other.updateComplete;
    expect(heard.map((e) => [(e.detail as InfectionMoveDetail).toIndex, (e.detail as InfectionMoveDetail).kind])).to.deep.equal([[B3, 'knight']]);
  });

  it('the computer replies, with a move event from source computer, and it is the user’s turn again', async () => {
    const el = await game();
    const seen = record(el, EVENTS);
    const reply = computerMove(el);
    await click(el, A1, B2);
    expect(el.thinking).to.equal(true);
    expect(el.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-busy')).to.equal('true');
    expect(statusText(el)).to.contain('Computer is thinking…');
    // No move while the computer thinks.
    await click(el, A1);
    expect(el.announcement).to.equal('Wait: the computer is thinking.');
    const detail = await reply;
    await el.updateComplete;
    expect(seen.map((e) => e.type)).to.deep.equal(['move', 'move']);
    expect(seen[0]!.detail).to.deep.equal({
      game: 'infection',
      player: 0,
      source: 'user',
      ply: 1,
      notation: '0006',
      name: 'a5-b4 ×2',
      color: 'green',
      from: 'a5',
      to: 'b4',
      fromIndex: A1,
      toIndex: B2,
      kind: 'duplicate',
      converted: ['a4', 'c4'],
      counts: { green: 4, yellow: 1 },
    });
    // Greedy: c3 converts two pieces, more than any other move.
    expect(detail).to.deep.equal({
      game: 'infection',
      player: 1,
      source: 'computer',
      ply: 2,
      notation: '2412',
      name: 'e1-c3 ×2',
      color: 'yellow',
      from: 'e1',
      to: 'c3',
      fromIndex: 24,
      toIndex: C3,
      kind: 'jump',
      converted: ['b4', 'c4'],
      counts: { green: 2, yellow: 3 },
    });
    for (const e of seen) {
      expect(e.bubbles && e.composed).to.equal(true);
      expect(JSON.parse(JSON.stringify(e.detail))).to.deep.equal(e.detail);
    }
    expect(el.thinking).to.equal(false);
    expect(statusText(el)).to.equal('Green 2 Yellow 3 Your turn (Green)');
    expect(live(el)).to.equal('Computer: Yellow e1 to c3: jump. 2 converted: b4 and c4. Green 2, Yellow 3. Your turn.');
  });

  it('the computer moves first when the user plays Yellow, with the same move for the same seed', async () => {
    const a = await game(html`<infection-board seed="first" player="yellow" difficulty="greedy"></infection-board>`);
    const first = await computerMove(a);
    expect(first.color).to.equal('green');
    const b = await game(html`<infection-board seed="first" player="yellow" difficulty="greedy"></infection-board>`);
    expect((await computerMove(b)).notation).to.equal(first.notation);
    await a.updateComplete;
    expect(statusText(a)).to.contain('Your turn (Yellow)');
    // Undo has nothing of the user's to take back.
    expect(a.canUndo).to.equal(false);
    expect(button(a, 'undo').getAttribute('aria-disabled')).to.equal('true');
  });

  it('undo against the computer takes back the reply with the user’s move; redo brings both back', async () => {
    const el = await calmGame();
    const reply = computerMove(el);
    await click(el, A1, B2);
    await reply;
    await el.updateComplete;
    expect(el.history).to.deep.equal(['0006', '2412']);
    const seen = record(el, EVENTS);
    button(el, 'undo').click();
    await el.updateComplete;
    expect(el.history).to.deep.equal([]);
    expect(el.currentPosition).to.equal(POSITION);
    expect(seen.map((e) => [e.type, e.detail.ply])).to.deep.equal([['undo', 0]]);
    expect(el.canUndo).to.equal(false);
    button(el, 'redo').click();
    await el.updateComplete;
    expect(el.history).to.deep.equal(['0006', '2412']);
    expect(seen.map((e) => [e.type, e.detail.ply])).to.deep.equal([['undo', 0], ['redo', 2]]);
    // The computer does not move again after redo: it is the user's turn.
    await aTimeout(50);
    expect(el.history.length).to.equal(2);
  });

  it('undo while the computer thinks cancels its reply', async () => {
    const el = await game();
    const seen = record(el, ['move']);
    await click(el, A1, B2);
    expect(el.thinking).to.equal(true);
    cell(el, B2).focus();
    await press('Control+z');
    await el.updateComplete;
    expect(el.thinking).to.equal(false);
    expect(el.history).to.deep.equal([]);
    await aTimeout(800);
    expect(seen.length).to.equal(1);
    expect(el.currentPosition).to.equal(POSITION);
  });

  it('two-player mode: the sides alternate, each moved by the user; undo steps back one move', async () => {
    const el = await game(html`<infection-board position=${POSITION} mode="two-player"></infection-board>`);
    const seen = record(el, ['move']);
    expect(statusText(el)).to.contain('Green to move');
    await click(el, A1, B2);
    expect(statusText(el)).to.contain('Yellow to move');
    await click(el, A1);
    expect(el.announcement).to.equal('It is Yellow’s turn: pick up a Yellow piece.');
    await click(el, 24, 18);
    expect(seen.map((e) => [(e.detail as InfectionMoveDetail).color, e.detail.source])).to.deep.equal([
      ['green', 'user'],
      ['yellow', 'user'],
    ]);
    await aTimeout(400);
    expect(seen.length).to.equal(2);
    expect(el.undo()).to.equal(true);
    expect(el.history).to.deep.equal(['0006']);
  });

  it('shows a game the computer won against you without the colours of a win', async () => {
    const over = 'yyyy/yyyy/yyyy/yyy1 g';
    const lost = await game(html`<infection-board position=${over} mode="vs-computer" player="green"></infection-board>`);
    expect(lost.isOver).to.equal(true);
    expect(lost.shadowRoot!.querySelector('.root')!.getAttribute('data-result')).to.equal('loss');
    expect(lost.shadowRoot!.querySelector('[part="status"] .result[data-result="loss"]')).to.not.equal(null);
    expect(lost.shadowRoot!.querySelector('[part="status"] .result[data-result="win"]')).to.equal(null);
    // Your win, or a game between two people: the win's colours.
    const won = await game(html`<infection-board position=${over} mode="vs-computer" player="yellow"></infection-board>`);
    const people = await game(html`<infection-board position=${over} mode="two-player"></infection-board>`);
    for (const el of [won, people]) {
      expect(el.shadowRoot!.querySelector('.root')!.getAttribute('data-result')).to.equal('win');
      expect(el.shadowRoot!.querySelector('[part="status"] .result[data-result="win"]')).to.not.equal(null);
    }
  });

  it('fires game-over once with the winner, the reason and the counts', async () => {
    // Board full: Green fills d3 and converts c4 and d4.
    const full = await game(html`<infection-board position="gggg/gggg/ggg1/yyyy g" mode="two-player"></infection-board>`);
    const seen = record(full, EVENTS);
    await click(full, 10, 11);
    expect(seen.map((e) => e.type)).to.deep.equal(['move', 'game-over']);
    expect(seen[1]!.detail as InfectionGameOverDetail).to.deep.equal({
      game: 'infection',
      winners: [0],
      reason: 'board-full',
      ply: 1,
      winner: 'green',
      counts: { green: 14, yellow: 2 },
    });
    expect(statusText(full)).to.contain('Green wins, 14 to 2. The board is full.');
    expect(live(full)).to.equal('Green c2 to d2: copy. 2 converted: c1 and d1. Green 14, Yellow 2. Green wins, 14 to 2. The board is full.');
    await click(full, 0);
    expect(full.announcement).to.equal('The game is over: undo or start a new game.');
    expect(seen.length).to.equal(2);

    // No moves: Yellow's only piece converts, so Yellow cannot move.
    const stuck = await calmGame('g3/1y2/4/4 g');
    const over = record(stuck, ['game-over']);
    await click(stuck, 0, 4);
    expect(over.length).to.equal(1);
    expect(over[0]!.detail).to.deep.include({ winner: 'green', reason: 'no-moves', counts: { green: 3, yellow: 0 } });
    expect(stuck.announcement).to.match(/You win as Green, 3 to 0\. Yellow has no legal move\.$/);
    await aTimeout(50);
    expect(stuck.thinking).to.equal(false);
  });

  it('names the computer as the winner once, with the score', async () => {
    // The computer (Green) converts Yellow's only piece, so Yellow cannot move.
    const el = await calmGame('g3/1y2/4/4 g', { player: 'yellow' });
    await waitUntil(() => el.isOver, 'the computer wins', { timeout: 5000 });
    expect(el.announcement).to.match(/ Green \(the computer\) wins, \d+ to 0\. Yellow has no legal move\.$/);
    expect(el.announcement).to.not.contain('The computer wins.');
  });

  it('fires no event when the page sets properties or calls methods', async () => {
    const el = await game(html`<infection-board position=${POSITION} mode="two-player"></infection-board>`);
    await click(el, A1, B2);
    const seen = record(document, EVENTS);
    el.difficulty = 'hard';
    el.size = 7;
    el.obstacles = 3;
    el.seed = 'other';
    await el.updateComplete;
    el.position = 'g3/4/4/3y y';
    await el.updateComplete;
    el.player = 'yellow';
    await el.updateComplete;
    el.undo();
    el.redo();
    el.newGame();
    el.restore(el.save());
    await el.updateComplete;
    await aTimeout(50);
    expect(seen).to.deep.equal([]);
  });

  it('keeps the game when difficulty, mode or player change; restarts when a game attribute changes', async () => {
    const el = await game(html`<infection-board position=${POSITION} mode="two-player"></infection-board>`);
    await click(el, A1, B2);
    el.difficulty = 'easy';
    el.mode = 'two-player';
    await el.updateComplete;
    expect(el.history).to.deep.equal(['0006']);
    expect(el.getAttribute('difficulty')).to.equal('easy');
    el.setAttribute('position', 'g3/4/4/3y g');
    await el.updateComplete;
    expect(el.history).to.deep.equal([]);
    expect(el.currentPosition).to.equal('g3/4/4/3y g');
    // `position` wins over size and obstacles.
    el.size = 9;
    await el.updateComplete;
    expect(el.currentPosition).to.equal('g3/4/4/3y g');
    el.removeAttribute('position');
    await el.updateComplete;
    expect(parsePosition(el.currentPosition).size).to.equal(9);
  });

  it('starts from the position attribute; a bad one warns with the reason and falls back', async () => {
    let el!: InfectionBoard;
    const seen = await warnings(async () => {
      el = await game(html`<infection-board position="gg4/gg4/6/6/4yy/4y g" mode="two-player"></infection-board>`);
    });
    expect(seen.length).to.equal(1);
    expect(seen[0]).to.equal(
      '<infection-board>: ignoring position="gg4/gg4/6/6/4yy/4y g": expected a position like "gg4/gg4/6/6/4yy/4yy g" (row 6 has 5 squares, a 6x6 board needs 6). Using the standard start.',
    );
    expect(count(parsePosition(el.currentPosition))).to.deep.include({ green: 4, yellow: 4 });
    // Mid-game, a bad position keeps the game in progress.
    el.position = POSITION;
    await el.updateComplete;
    await click(el, A1, B2);
    const later = await warnings(async () => {
      el.position = 'banana';
      await el.updateComplete;
    });
    expect(later.length).to.equal(1);
    expect(later[0]).to.contain(`Using "${POSITION}"`);
    expect(el.history).to.deep.equal(['0006']);
  });

  it('warns once about bad size, obstacles, difficulty, mode and player, and falls back', async () => {
    let el!: InfectionBoard;
    const seen = await warnings(async () => {
      el = await game(html`<infection-board size="12" obstacles="lots" difficulty="expert" mode="solo" player="red"></infection-board>`);
    });
    expect(seen).to.deep.equal([
      '<infection-board>: ignoring mode="solo": expected vs-computer, two-player, computer-vs-computer. Using vs-computer.',
      '<infection-board>: ignoring player="red": expected green, yellow. Using green.',
      '<infection-board>: ignoring difficulty="expert": expected greedy, easy, normal, hard. Using normal.',
      '<infection-board>: ignoring size="12": expected a whole number from 4 to 9. Using 6.',
      '<infection-board>: ignoring obstacles="lots": expected a whole number from 0 to 28 on a 6x6 board. Using 5.',
    ]);
    expect(count(parsePosition(el.currentPosition)).obstacles).to.equal(5);
    // Too many obstacles for the board: as many as fit.
    const small = await warnings(async () => {
      el = await game(html`<infection-board size="4" obstacles="20" mode="two-player"></infection-board>`);
    });
    expect(small).to.deep.equal(['<infection-board>: ignoring obstacles="20": expected a whole number from 0 to 8 on a 4x4 board. Using 8.']);
    expect(el.currentPosition).to.match(/^ggxx\/ggxx\/xxyy\/xxyy g$/);
  });

  it('never loses the game in progress to a bad value set mid-game', async () => {
    const el = await game(html`<infection-board position=${POSITION} mode="two-player" difficulty="easy"></infection-board>`);
    await click(el, A1, B2);
    const seen = await warnings(async () => {
      el.setAttribute('size', '3');
      el.setAttribute('mode', 'chess');
      el.setAttribute('player', 'blue');
      el.setAttribute('difficulty', '');
      (el as unknown as { obstacles: unknown }).obstacles = Symbol('x');
      await el.updateComplete;
    });
    expect(seen.length).to.equal(4);
    expect(seen.find((w) => w.includes('mode='))).to.contain('Using two-player.');
    expect(el.history).to.deep.equal(['0006']);
    // Still two-player: Yellow is the user's to move.
    await click(el, 24, 18);
    expect(el.history).to.deep.equal(['0006', '2418']);
  });

  it('passes axe, also with a piece picked up and after the game ends', async () => {
    const el = await game(html`<infection-board position=${POSITION} mode="two-player"></infection-board>`);
    await expect(el).to.be.accessible();
    await click(el, A1);
    await expect(el).to.be.accessible();
    const over = await game(html`<infection-board position="g3/1y2/4/4 g" mode="two-player"></infection-board>`);
    await click(over, 0, 1);
    expect(over.isOver).to.equal(true);
    await expect(over).to.be.accessible();
  });

  it('removing the element while the computer thinks cancels its move cleanly', async () => {
    const el = await game();
    const seen = record(el, ['move']);
    const rejections: unknown[] = [];
    const onRejection = (e: PromiseRejectionEvent): void => void rejections.push(e.reason);
    window.addEventListener('unhandledrejection', onRejection);
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const warned = await warnings(async () => {
        await click(el, A1, B2);
        expect(el.thinking).to.equal(true);
        el.remove();
        expect(el.thinking).to.equal(false);
        await aTimeout(900);
      });
      expect(warned).to.deep.equal([]);
    } finally {
      console.error = originalError;
      window.removeEventListener('unhandledrejection', onRejection);
    }
    expect(seen.length).to.equal(1);
    expect(errors).to.deep.equal([]);
    expect(rejections).to.deep.equal([]);
    // Back on the page, the computer takes its turn.
    const reply = computerMove(el);
    document.body.append(el);
    expect((await reply).to).to.equal('c3');
    el.remove();
  });

  it('computer-vs-computer plays by itself with a pause, and stops when removed', async () => {
    const el = await game(html`<infection-board mode="computer-vs-computer" difficulty="greedy" seed="watch" size="5" obstacles="0"></infection-board>`);
    const seen = record(el, ['move']);
    await click(el, 0);
    expect(el.announcement).to.equal('The computer plays both sides here.');
    const first = await computerMove(el);
    expect(first.color).to.equal('green');
    const second = await computerMove(el);
    expect(second.color).to.equal('yellow');
    // A pause between the moves, so people can follow the game: measured between the moves' own events
    // (a timer never fires early, and a loaded machine only makes the pause longer).
    const [a, b] = seen.filter((e) => (e.detail as { source?: string }).source === 'computer');
    expect(b!.timeStamp - a!.timeStamp).to.be.at.least(490);
    // Nothing of the user's to undo: the computer would only replay.
    expect(el.canUndo).to.equal(false);
    expect(button(el, 'undo').getAttribute('aria-disabled')).to.equal('true');
    el.remove();
    const played = seen.length;
    await aTimeout(1200);
    expect(seen.length).to.equal(played);
    expect(el.thinking).to.equal(false);
  });

  it('announces moves and results politely in a live region', async () => {
    const el = await game(html`<infection-board position=${POSITION} mode="two-player"></infection-board>`);
    const region = el.shadowRoot!.querySelector('[part="live"]')!;
    expect(region.getAttribute('role')).to.equal('status');
    await click(el, A1, A3);
    // Two people share the board: each move also says whose turn it is.
    expect(live(el)).to.equal('Green a5 to a3: jump over a piece. Green 1, Yellow 3. Yellow to move.');
    await click(el, 24, 18);
    expect(live(el)).to.equal('Yellow e1 to d2: copy. Green 1, Yellow 4. Green to move.');
    await click(el, 10, 11);
    expect(live(el)).to.equal('Green a3 to b3: copy. 2 converted: a4 and c4. Green 4, Yellow 2. Yellow to move.');
  });

  it('read-only: shows the game, refuses every move and button', async () => {
    const el = await game(html`<infection-board position=${POSITION} mode="two-player" readonly></infection-board>`);
    const seen = record(el, EVENTS);
    await click(el, A1);
    expect(el.announcement).to.equal('This board is read-only.');
    pointerDrag(cell(el, A1), cell(el, B2));
    button(el, 'new-game').click();
    await el.updateComplete;
    expect(seen).to.deep.equal([]);
    expect(el.currentPosition).to.equal(POSITION);
    expect(getComputedStyle(cell(el, A1)).touchAction).to.equal('manipulation');
    expect(el.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-readonly')).to.equal('true');
    expect(statusText(el)).to.equal('Green 1 Yellow 3 Green to move');
  });

  it('restores a saved game and adopts its size', async () => {
    const el = await game(html`<infection-board position=${POSITION} mode="two-player"></infection-board>`);
    await click(el, A1, B2);
    const saved = el.save();
    expect(saved).to.equal('infection~1~gx3-y1y2-5-5-4y_g~0006~1~0');
    const other = await game(html`<infection-board size="7" mode="two-player"></infection-board>`);
    expect(other.restore(saved)).to.equal(true);
    await other.updateComplete;
    expect(other.history).to.deep.equal(['0006']);
    expect(other.size).to.equal(5);
    expect(other.obstacles).to.equal(1);
    expect(other.currentPosition).to.equal(el.currentPosition);
  });

  it('glyphs on pieces with <boardlets-settings glyphs>, a different shape per colour always', async () => {
    const plain = await game();
    const after = (el: InfectionBoard, i: number): string => getComputedStyle(cell(el, i).querySelector('.piece')!, '::after').display;
    expect(after(plain, A1)).to.equal('none');
    const radius = (el: InfectionBoard, i: number): string => getComputedStyle(cell(el, i).querySelector('.piece')!).borderTopLeftRadius;
    expect(radius(plain, A1)).not.to.equal(radius(plain, 24));
    const wrapper = await fixture(html`<boardlets-settings glyphs><infection-board position=${POSITION}></infection-board></boardlets-settings>`);
    const el = wrapper.querySelector('infection-board')!;
    await el.updateComplete;
    expect(after(el, A1)).to.equal('block');
    expect(after(el, 24)).to.equal('block');
  });

  it('under reduced motion the computer still answers, without the travelling piece', async () => {
    const el = await calmGame();
    const reply = computerMove(el);
    await click(el, A1, B2);
    let flyer = false;
    const watch = new MutationObserver(() => (flyer ||= !!el.shadowRoot!.querySelector('.flyer')));
    watch.observe(el.shadowRoot!, { subtree: true, childList: true });
    expect((await reply).to).to.equal('c3');
    watch.disconnect();
    expect(flyer).to.equal(false);
  });

  it('shows the computer’s piece travelling to its destination', async () => {
    const el = await game();
    // Every animation is seen as it starts: a loaded machine cannot make the test miss the flight.
    const started = recordAnimations(el.shadowRoot!);
    const flight = started.next('.flyer');
    await click(el, A1, B2);
    // The flyer appears in the origin square, moves, then the move is played.
    const travel = await flight;
    started.stop();
    const flyer = travel.effect instanceof KeyframeEffect ? (travel.effect.target as HTMLElement) : null;
    expect(flyer?.matches('.flyer')).to.equal(true);
    const from = Number(flyer!.closest('[data-index]')!.getAttribute('data-index'));
    const end = (travel.effect as KeyframeEffect).getKeyframes().at(-1)!.transform as string;
    const detail = await computerMove(el);
    expect(detail.fromIndex).to.equal(from);
    // It travels the whole way: from its square to the destination square, measured.
    const a = cell(el, detail.fromIndex).getBoundingClientRect();
    const b = cell(el, detail.toIndex).getBoundingClientRect();
    const [dx, dy] = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(end)!.slice(1).map(Number) as [number, number];
    expect(dx).to.be.closeTo(b.left - a.left, 1);
    expect(dy).to.be.closeTo(b.top - a.top, 1);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.flyer')).to.equal(null);
  });
  it('ends on the third occurrence of a position (pieces jumping to and fro) and says so: the count decides', async () => {
    const el = await game(html`<infection-board position="gg4/6/6/6/6/5y g" mode="two-player"></infection-board>`);
    const over = record(el, ['game-over']);
    // Green a1-c1 and back, Yellow f6-d6 and back, twice: the start comes back a second and a third time.
    for (let round = 0; round < 2; round++) {
      for (const [from, to] of [[0, 2], [35, 33], [2, 0], [33, 35]] as const) await click(el, from, to);
    }
    expect(over.length).to.equal(1);
    expect((over[0]!.detail as InfectionGameOverDetail).reason).to.equal('repetition');
    expect((over[0]!.detail as InfectionGameOverDetail).winner).to.equal('green');
    expect(live(el)).to.contain('Green wins, 2 to 1. The same position came up a third time.');
  });
});

