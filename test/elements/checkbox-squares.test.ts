import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/checkbox-squares.js';
import { BoardletsSettingsElement } from '../../src/boardlets-settings.js';
import type { CheckboxSquares, CheckboxSquaresMoveDetail } from '../../src/checkbox-squares.js';
import { clickMask, formatPattern } from '../../src/games/checkbox-squares/rules.js';
import { defineElement } from '../../src/base/define.js';
import { box, button, focused, press, record, shown, warnings } from './helpers.js';

const EVENTS = ['move', 'game-over', 'undo', 'redo', 'new-game'];
const xor = (a: string, mask: number): string =>
  [...a].map((c, i) => String(Number(c) ^ ((mask >>> i) & 1))).join('');

async function game(markup = html`<checkbox-squares target="000000000" start="111000000"></checkbox-squares>`) {
  const el = await fixture<CheckboxSquares>(markup);
  await el.updateComplete;
  return el;
}

describe('<checkbox-squares>', () => {
  it('renders two squares of nine real checkboxes, labelled with square, row and column', async () => {
    const el = await game();
    const boxes = el.shadowRoot!.querySelectorAll('[role="checkbox"]');
    expect(boxes.length).to.equal(18);
    expect(box(el, 'board', 5).getAttribute('aria-label')).to.equal('Puzzle (right square): Row 2, column 3');
    expect(box(el, 'target', 0).getAttribute('aria-label')).to.equal('Target (left square): Row 1, column 1');
    expect(shown(el, 'target')).to.equal('000000000');
    expect(shown(el, 'board')).to.equal('111000000');
    expect(el.shadowRoot!.querySelectorAll('[role="group"][aria-labelledby]').length).to.equal(2);
  });

  it('passes axe, also after a move and with the solution shown', async () => {
    const el = await game();
    await expect(el).to.be.accessible();
    box(el, 'board', 4).click();
    button(el, 'solve').click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  for (const variant of [1, 2, 3] as const) {
    it(`variant ${variant}: a right-square click toggles the variant's boxes; a left click only its own`, async () => {
      const el = await game(html`<checkbox-squares variant=${variant} target="000000000" start="100000001"></checkbox-squares>`);
      for (const i of [0, 1, 4, 5, 8]) {
        const before = shown(el, 'board');
        box(el, 'board', i).click();
        await el.updateComplete;
        expect(shown(el, 'board'), `box ${i}`).to.equal(xor(before, clickMask(variant, i)));
      }
      const board = shown(el, 'board');
      box(el, 'target', 7).click();
      await el.updateComplete;
      expect(shown(el, 'target')).to.equal('000000010');
      expect(shown(el, 'board')).to.equal(board);
    });
  }

  it('fires one bubbling, composed move event with a plain-JSON detail per click', async () => {
    const el = await game();
    const seen = record(document, EVENTS);
    box(el, 'board', 4).click();
    await el.updateComplete;
    expect(seen.map((e) => e.type)).to.deep.equal(['move']);
    const e = seen[0]!;
    expect(e.bubbles && e.composed).to.equal(true);
    const d = e.detail as CheckboxSquaresMoveDetail;
    expect(JSON.parse(JSON.stringify(d))).to.deep.equal(d);
    expect(d).to.deep.equal({
      game: 'checkbox-squares',
      player: 0,
      source: 'user',
      ply: 1,
      notation: 'b4',
      square: 'board',
      row: 1,
      column: 1,
      changed: [
        { row: 0, column: 1, checked: false },
        { row: 1, column: 0, checked: true },
        { row: 1, column: 1, checked: true },
        { row: 1, column: 2, checked: true },
        { row: 2, column: 1, checked: true },
      ],
      target: '000000000',
      board: '101111010',
      moves: 1,
      clicksNeeded: el.clicksNeeded,
    });
    expect(el.clicksNeeded).to.be.greaterThan(0);
  });

  it('fires game-over with the move count when the squares match, then ignores clicks until undo', async () => {
    const el = await game(html`<checkbox-squares target="000000000" start="010111010"></checkbox-squares>`);
    expect(el.clicksNeeded).to.equal(1);
    const seen = record(el, EVENTS);
    box(el, 'board', 4).click();
    await el.updateComplete;
    expect(seen.map((e) => e.type)).to.deep.equal(['move', 'game-over']);
    expect(seen[1]!.detail).to.deep.equal({
      game: 'checkbox-squares', winners: [0], reason: 'solved', ply: 1, moves: 1, variant: 1, pattern: '000000000',
    });
    expect(el.isOver).to.equal(true);
    expect(el.shadowRoot!.querySelector('[part~="status"]')!.textContent).to.contain('Solved in 1 move!');
    expect(el.announcement).to.contain('Solved in 1 move!');
    box(el, 'board', 0).click();
    box(el, 'target', 0).click();
    await el.updateComplete;
    expect(seen.length).to.equal(2);
    expect(box(el, 'board', 0).getAttribute('aria-readonly')).to.equal('true');
    button(el, 'undo').click();
    await el.updateComplete;
    expect(el.isOver).to.equal(false);
    expect(seen.map((e) => e.type)).to.deep.equal(['move', 'game-over', 'undo']);
    expect(seen[2]!.detail).to.deep.equal({ game: 'checkbox-squares', ply: 0 });
  });

  it('fires no event when the page sets properties or calls methods', async () => {
    const el = await game();
    const seen = record(document, EVENTS);
    el.variant = 2;
    el.target = '111111111';
    el.start = '000000000';
    el.seed = 'other';
    await el.updateComplete;
    box(el, 'board', 0).click();
    await el.updateComplete;
    seen.length = 0;
    el.undo();
    el.redo();
    el.newGame();
    el.showHint();
    el.toggleSolution(true);
    el.restore(el.save());
    await el.updateComplete;
    expect(seen).to.deep.equal([]);
  });

  it('restarts when a game attribute changes, and reflects properties to attributes', async () => {
    const el = await game();
    box(el, 'board', 0).click();
    await el.updateComplete;
    expect(el.ply).to.equal(1);
    el.setAttribute('variant', '3');
    await el.updateComplete;
    expect(el.variant).to.equal(3);
    expect(el.ply).to.equal(0);
    el.lockTarget = true;
    el.target = '101010101';
    await el.updateComplete;
    expect(el.getAttribute('lock-target')).to.equal('');
    expect(el.getAttribute('target')).to.equal('101010101');
    expect(el.targetPattern).to.equal('101010101');
  });

  it('gives the same game for the same seed, and a fresh seed on New game', async () => {
    const a = await game(html`<checkbox-squares seed="tuesday"></checkbox-squares>`);
    const b = await game(html`<checkbox-squares seed="tuesday"></checkbox-squares>`);
    expect(a.boardPattern + a.targetPattern).to.equal(b.boardPattern + b.targetPattern);
    expect(a.currentSeed).to.equal('tuesday');
    const seen = record(a, ['new-game']);
    button(a, 'new-game').click();
    await a.updateComplete;
    expect(a.currentSeed).not.to.equal('tuesday');
    expect(seen[0]!.detail).to.deep.equal({ game: 'checkbox-squares', seed: a.currentSeed });
    const c = await game(html`<checkbox-squares></checkbox-squares>`);
    expect(c.currentSeed).to.match(/^[0-9a-z]+$/);
    expect(c.boardPattern).not.to.equal(c.targetPattern);
  });

  it('moves a roving cursor with the arrow keys, toggles with Space, and keeps focus across re-renders', async () => {
    const el = await game();
    const seen = record(el, ['move']);
    const tabbable = () =>
      [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="checkbox"][tabindex="0"]')].map((b) => `${b.dataset.square}${b.dataset.box}`);
    expect(tabbable()).to.deep.equal(['target0', 'board0']);
    box(el, 'board', 0).focus();
    await press('ArrowRight');
    await press('ArrowDown');
    await el.updateComplete;
    expect(focused(el)).to.equal(box(el, 'board', 4));
    expect(tabbable()).to.deep.equal(['target0', 'board4']);
    await press(' ');
    await el.updateComplete;
    expect(seen.length).to.equal(1);
    expect((seen[0]!.detail as CheckboxSquaresMoveDetail).notation).to.equal('b4');
    expect(focused(el)).to.equal(box(el, 'board', 4));
    // The edge stops the cursor; End and Ctrl+Home jump.
    await press('ArrowDown');
    await press('ArrowDown');
    await press('End');
    expect(focused(el)).to.equal(box(el, 'board', 8));
    await press('Control+Home');
    await el.updateComplete;
    expect(focused(el)).to.equal(box(el, 'board', 0));
    // Enter toggles too; Ctrl+Z undoes and Ctrl+Y redoes from the board.
    await press('Enter');
    await el.updateComplete;
    expect(el.history).to.deep.equal(['b4', 'b0']);
    await press('Control+z');
    await el.updateComplete;
    expect(el.history).to.deep.equal(['b4']);
    await press('Control+y');
    await el.updateComplete;
    expect(el.history).to.deep.equal(['b4', 'b0']);
    expect(focused(el)).to.equal(box(el, 'board', 0));
  });

  it('announces moves politely in a live region', async () => {
    const el = await game();
    const live = el.shadowRoot!.querySelector('[part="live"]')!;
    expect(live.getAttribute('role')).to.equal('status');
    box(el, 'board', 3).click();
    await el.updateComplete;
    expect(live.textContent!.trim()).to.equal(`Row 2, column 1: 3 boxes toggled. ${el.clicksNeeded} clicks to solve.`);
    box(el, 'target', 2).click();
    await el.updateComplete;
    expect(live.textContent!.trim()).to.equal('Target row 1, column 3 checked.');
  });

  it('shows a hint that lies on the solution, and the whole solution on request', async () => {
    const el = await game(html`<checkbox-squares variant="2" target="110101011" start="000000000"></checkbox-squares>`);
    const needed = el.clicksNeeded;
    button(el, 'hint').click();
    await el.updateComplete;
    const hinted = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.box[part~="hint"]')];
    expect(hinted.length).to.equal(1);
    const index = Number(hinted[0]!.dataset.box);
    expect(el.solution).to.include(index);
    expect(el.announcement).to.match(/^Hint: click row \d, column \d of the right square\.$/);
    hinted[0]!.click();
    await el.updateComplete;
    expect(el.clicksNeeded).to.equal(needed - 1);
    expect(el.shadowRoot!.querySelectorAll('.box[part~="hint"]').length).to.equal(0);
    button(el, 'solve').click();
    await el.updateComplete;
    expect(button(el, 'solve').getAttribute('aria-pressed')).to.equal('true');
    const marked = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.box.mark')].map((b) => Number(b.dataset.box));
    expect(marked).to.deep.equal(el.solution);
    expect(marked.length).to.equal(needed - 1);
    expect(el.shadowRoot!.querySelector('[part~="status"]')!.textContent).to.contain(`Clicks to solve: ${needed - 1}`);
  });

  it('keeps the target read-only with lock-target, and everything with readonly', async () => {
    const el = await game(html`<checkbox-squares lock-target target="000000000" start="111000000"></checkbox-squares>`);
    const seen = record(el, EVENTS);
    box(el, 'target', 0).click();
    await el.updateComplete;
    expect(shown(el, 'target')).to.equal('000000000');
    expect(box(el, 'target', 0).getAttribute('aria-readonly')).to.equal('true');
    expect(box(el, 'board', 0).getAttribute('aria-readonly')).to.equal('false');
    el.readonly = true;
    await el.updateComplete;
    box(el, 'board', 0).click();
    button(el, 'new-game').click();
    await el.updateComplete;
    expect(shown(el, 'board')).to.equal('111000000');
    expect(seen).to.deep.equal([]);
    expect(el.announcement).to.equal('This board is read-only.');
    expect(button(el, 'undo').getAttribute('aria-disabled')).to.equal('true');
  });

  it('warns once about bad attribute values, naming them and the accepted values, and falls back', async () => {
    let el!: CheckboxSquares;
    const seen = await warnings(async () => {
      el = await game(html`<checkbox-squares variant="7" target=${'<img src=x onerror=alert(1)>'} start="10101"></checkbox-squares>`);
    });
    expect(seen.length).to.equal(3);
    expect(seen[0]).to.match(/<checkbox-squares>: ignoring variant="7": expected 1, 2 or 3\. Using 1\./);
    expect(seen[1]).to.match(/ignoring target=.*expected nine 0\/1 characters.*or "random"\. Using "random"\./);
    expect(seen[2]).to.match(/ignoring start="10101"/);
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(el.clicksNeeded).to.be.greaterThan(0);
    box(el, 'board', 0).click();
    await el.updateComplete;
    expect(el.ply).to.equal(1);
  });

  it('never loses the game in progress to a bad value set mid-game', async () => {
    const el = await game(html`<checkbox-squares variant="2" target="000000000" start="111000000"></checkbox-squares>`);
    box(el, 'board', 0).click();
    await el.updateComplete;
    const board = el.boardPattern;
    const seen = await warnings(async () => {
      el.setAttribute('variant', 'banana');
      await el.updateComplete;
      el.target = 'x'.repeat(1_000_000);
      await el.updateComplete;
      (el as unknown as { variant: unknown }).variant = NaN;
      await el.updateComplete;
    });
    expect(seen.length).to.equal(3);
    expect(seen[1]!.length).to.be.lessThan(400);
    expect(el.ply).to.equal(1);
    expect(el.boardPattern).to.equal(board);
    expect(seen[0]).to.contain('variant="banana"');
    expect(seen[0]).to.contain('Using 2.');
    expect(seen[2]).to.contain('variant="NaN"');
    expect(seen[1]).to.contain('Using "000000000"');
  });

  it('restores a saved game, and keeps the game in progress when the saved text is bad', async () => {
    const el = await game();
    box(el, 'board', 4).click();
    box(el, 'target', 8).click();
    await el.updateComplete;
    const saved = el.save();
    expect(saved).to.equal('checkbox-squares~1~1U000007~b4.t8~2~0');
    const other = await game(html`<checkbox-squares variant="3"></checkbox-squares>`);
    expect(other.restore(saved)).to.equal(true);
    await other.updateComplete;
    expect(other.history).to.deep.equal(['b4', 't8']);
    expect(shown(other, 'board')).to.equal(shown(el, 'board'));
    const seen = await warnings(() => {
      expect(other.restore('checkbox-squares~1~9Z~~0~0')).to.equal(false);
      expect(other.restore('<b>hi</b>')).to.equal(false);
    });
    expect(seen.length).to.equal(2);
    expect(seen[0]).to.match(/cannot restore .*checkbox-squares state must be/);
    expect(other.history).to.deep.equal(['b4', 't8']);
  });

  it('takes settings from <boardlets-settings>: translations, motion and glyphs', async () => {
    const wrapper = await fixture(html`<boardlets-settings motion="reduce" glyphs .messages=${{ undo: 'Rückgängig', csMoves: 'Züge: {count}' }}>
      <checkbox-squares target="000000000" start="111000000"></checkbox-squares>
    </boardlets-settings>`);
    const el = wrapper.querySelector('checkbox-squares')!;
    await el.updateComplete;
    expect(button(el, 'undo').textContent!.trim()).to.equal('Rückgängig');
    expect(button(el, 'redo').textContent!.trim()).to.equal('Redo');
    expect(el.shadowRoot!.querySelector('[part~="status"]')!.textContent).to.contain('Züge: 0');
    const root = el.shadowRoot!.querySelector('[part="base"]')!;
    expect(root.getAttribute('data-motion')).to.equal('reduce');
    expect(root.hasAttribute('data-glyphs')).to.equal(true);
    (wrapper as HTMLElement & { motion: string }).motion = 'allow';
    await (wrapper as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    await el.updateComplete;
    expect(root.getAttribute('data-motion')).to.equal('allow');
  });

  it('gets settings from a provider defined after the game (CDN files in any order)', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    host.innerHTML = '<late-settings glyphs motion="reduce"><checkbox-squares></checkbox-squares></late-settings>';
    const el = host.querySelector('checkbox-squares')!;
    await el.updateComplete;
    const root = el.shadowRoot!.querySelector('[part="base"]')!;
    expect(root.hasAttribute('data-glyphs')).to.equal(false);
    customElements.define('late-settings', class extends BoardletsSettingsElement {});
    await (host.firstElementChild as BoardletsSettingsElement).updateComplete;
    await el.updateComplete;
    expect(root.hasAttribute('data-glyphs')).to.equal(true);
    expect(root.getAttribute('data-motion')).to.equal('reduce');
  });

  it('works without a settings provider and tolerates being defined twice', async () => {
    const el = await game();
    expect(button(el, 'undo').textContent!.trim()).to.equal('Undo');
    const seen = await warnings(() => defineElement('checkbox-squares', class extends HTMLElement {}));
    expect(seen[0]).to.contain('already defined');
    expect(() => defineElement('checkbox-squares', customElements.get('checkbox-squares')!)).not.to.throw();
  });

  it('keeps its game when moved elsewhere in the DOM', async () => {
    const el = await game();
    box(el, 'board', 2).click();
    await el.updateComplete;
    const saved = el.save();
    const other = document.createElement('section');
    document.body.append(other);
    other.append(el);
    await el.updateComplete;
    expect(el.save()).to.equal(saved);
    other.remove();
  });

  it('turns dark when the page says --boardlets-color-scheme: dark, and follows the system otherwise', async () => {
    const wrapper = await fixture(html`<div style="--boardlets-color-scheme: dark"><checkbox-squares></checkbox-squares></div>`);
    const el = wrapper.querySelector('checkbox-squares')!;
    await el.updateComplete;
    const background = (e: Element) => getComputedStyle(e.shadowRoot!.querySelector('[part="base"]')!).backgroundColor;
    expect(background(el)).to.equal('rgb(27, 31, 41)');
    const plain = await game();
    const systemDark = matchMedia('(prefers-color-scheme: dark)').matches;
    expect(background(plain)).to.equal(systemDark ? 'rgb(27, 31, 41)' : 'rgb(247, 248, 251)');
  });

  it('animates nothing when asked for reduced motion', async () => {
    const wrapper = await fixture(html`<boardlets-settings motion="reduce"><checkbox-squares></checkbox-squares></boardlets-settings>`);
    const el = wrapper.querySelector('checkbox-squares')!;
    await el.updateComplete;
    const duration = getComputedStyle(box(el, 'board', 0)).transitionDuration;
    expect(duration.split(',').every((d) => parseFloat(d) === 0)).to.equal(true);
    await aTimeout(0);
  });

  it('sends a composed move event across an enclosing shadow root', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<checkbox-squares target="000000000" start="111000000"></checkbox-squares>';
    const el = root.querySelector('checkbox-squares')!;
    await el.updateComplete;
    setTimeout(() => box(el, 'board', 0).click());
    const e = await oneEvent(host, 'move');
    expect(e.detail.game).to.equal('checkbox-squares');
    expect(formatPattern(0)).to.equal('000000000');
  });
});
