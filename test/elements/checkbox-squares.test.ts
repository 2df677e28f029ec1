import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/checkbox-squares.js';
import { BoardletsSettingsElement } from '../../src/boardlets-settings.js';
import type { CheckboxSquares, CheckboxSquaresMoveDetail } from '../../src/checkbox-squares.js';
import { clickMask } from '../../src/games/checkbox-squares/rules.js';
import { emulateMedia } from '@web/test-runner-commands';
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
    expect(box(el, 'board', 5).getAttribute('aria-label')).to.equal('Puzzle: Row 2, column 3');
    expect(box(el, 'target', 0).getAttribute('aria-label')).to.equal('Target: Row 1, column 1');
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
    button(el, 'confirm-yes').click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.box.mark').length).to.be.greaterThan(0);
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
      name: '2,2',
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
      // Clicking the centre again and then the top middle solves it.
      clicksNeeded: 2,
    });
    expect(el.solution).to.deep.equal([1, 4]);
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

  it('the winning click says no stale "0 clicks to solve", nor does the status line (issue 25, flaw 7)', async () => {
    const el = await game(html`<checkbox-squares target="000000000" start="010111010"></checkbox-squares>`);
    box(el, 'board', 4).click();
    await el.updateComplete;
    expect(el.isOver).to.equal(true);
    const text = `${el.announcement} ${el.shadowRoot!.querySelector('[part="live"]')!.textContent} ${el.shadowRoot!.querySelector('[part~="status"]')!.textContent}`;
    expect(text).to.not.match(/clicks? to solve|Fewest clicks left/);
    expect(text).to.contain('Row 2, column 2: 5 boxes toggled.');
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
    expect(el.announcement).to.match(/^Hint: click row \d, column \d of the puzzle\.$/);
    hinted[0]!.click();
    await el.updateComplete;
    expect(el.clicksNeeded).to.equal(needed - 1);
    expect(el.shadowRoot!.querySelectorAll('.box[part~="hint"]').length).to.equal(0);
    // A spoiler: Show solution asks first.
    button(el, 'solve').click();
    await el.updateComplete;
    button(el, 'confirm-yes').click();
    await el.updateComplete;
    expect(button(el, 'solve').getAttribute('aria-pressed')).to.equal('true');
    const marked = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.box.mark')].map((b) => Number(b.dataset.box));
    expect(marked).to.deep.equal(el.solution);
    expect(marked.length).to.equal(needed - 1);
    // Said with the boxes named as the rest of the game names them.
    const named = marked.map((b) => `row ${Math.floor(b / 3) + 1}, column ${(b % 3) + 1}`);
    expect(el.announcement).to.equal(`Solution: click ${named.join('; ')}.`);
    expect(el.shadowRoot!.querySelector('[part~="status"]')!.textContent).to.contain(`Fewest clicks left: ${needed - 1}`);
  });

  it('keeps the target read-only with lock-target, and everything with readonly', async () => {
    const el = await game(html`<checkbox-squares lock-target target="000000000" start="111000000"></checkbox-squares>`);
    const seen = record(el, EVENTS);
    box(el, 'target', 0).click();
    await el.updateComplete;
    expect(shown(el, 'target')).to.equal('000000000');
    expect(box(el, 'target', 0).getAttribute('aria-readonly')).to.equal('true');
    expect(box(el, 'board', 0).getAttribute('aria-readonly')).to.equal('false');
    // Said in words too, and it is part of the group's name.
    expect(el.shadowRoot!.querySelector('#label-target')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Target locked');
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
    expect(e.target).to.equal(host);
  });

  describe('after review: lifecycle, hostile values, keys and announcements', () => {
    const SAVED_V3_LOCKED = 'checkbox-squares~3~3L000007~b0~1~0'.replace('~3~', '~1~');

    it('restores a game set up before the element is rendered', async () => {
      const el = document.createElement('checkbox-squares');
      expect(el.save()).to.match(/^checkbox-squares~1~1U/);
      expect(el.restore(SAVED_V3_LOCKED)).to.equal(true);
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      host.append(el);
      await el.updateComplete;
      expect(el.history).to.deep.equal(['b0']);
      expect(el.variant).to.equal(3);
      expect(el.lockTarget).to.equal(true);
      expect(el.getAttribute('variant')).to.equal('3');
      expect(el.currentSeed).to.equal('');
    });

    it('keeps a restored game when the page sets the same rules, and restarts on different ones', async () => {
      const el = await game(html`<checkbox-squares variant="1" seed="s"></checkbox-squares>`);
      el.restore(SAVED_V3_LOCKED);
      await el.updateComplete;
      el.variant = 3;
      el.seed = 's';
      await el.updateComplete;
      expect(el.history).to.deep.equal(['b0']);
      el.newGame();
      await el.updateComplete;
      expect(el.save()).to.match(/^checkbox-squares~1~3L/);
      el.restore(SAVED_V3_LOCKED);
      el.variant = 2;
      await el.updateComplete;
      expect(el.history).to.deep.equal([]);
      expect(el.save()).to.match(/^checkbox-squares~1~2L/);
    });

    it('accepts the variant as a number or text, and treats null as the default without a warning', async () => {
      const el = await game();
      const seen = await warnings(async () => {
        (el as unknown as { variant: unknown }).variant = '2';
        await el.updateComplete;
        expect(el.save()).to.match(/~2U/);
        (el as unknown as { variant: unknown }).variant = ' 3 ';
        await el.updateComplete;
        expect(el.save()).to.match(/~3U/);
        (el as unknown as { variant: unknown }).variant = null;
        await el.updateComplete;
        expect(el.save()).to.match(/~1U/);
      });
      expect(seen).to.deep.equal([]);
    });

    it('survives symbols and prototype-less objects in every property, with a warning each', async () => {
      const el = await game();
      box(el, 'board', 0).click();
      await el.updateComplete;
      // Distinct values (warnings are once per value as shown): the last one's toString throws.
      const evil = { [Symbol.toStringTag]: 'Evil', toString: () => { throw new Error('boom'); } };
      const hostile = [Symbol('x'), Object.create(null), evil];
      for (const value of hostile) {
        const seen = await warnings(async () => {
          for (const prop of ['variant', 'target', 'start', 'seed']) (el as unknown as Record<string, unknown>)[prop] = value;
          await el.updateComplete;
        });
        expect(seen.length, String(seen)).to.equal(4);
        expect(seen.map((w) => w.match(/ignoring (\w+)=/)?.[1]).sort()).to.deep.equal(['seed', 'start', 'target', 'variant']);
        expect(el.history).to.deep.equal(['b0']);
      }
      const seen = await warnings(() => expect(el.restore(Object.create(null))).to.equal(false));
      expect(seen[0]).to.contain('cannot restore');
      box(el, 'board', 1).click();
      await el.updateComplete;
      expect(el.history).to.deep.equal(['b0', 'b1']);
    });

    it('warns once for the same bad value, however often it is set', async () => {
      const el = await game();
      const seen = await warnings(async () => {
        for (let i = 0; i < 3; i++) {
          el.setAttribute('variant', 'nine');
          await el.updateComplete;
          el.setAttribute('variant', '1');
          await el.updateComplete;
        }
      });
      expect(seen.length).to.equal(1);
    });

    it('treats an empty seed as no seed, and a number seed as text', async () => {
      const a = await game(html`<checkbox-squares seed=""></checkbox-squares>`);
      const b = await game(html`<checkbox-squares seed=""></checkbox-squares>`);
      expect(a.currentSeed).not.to.equal('');
      expect(a.currentSeed).not.to.equal(b.currentSeed);
      (a as unknown as { seed: unknown }).seed = 42;
      await a.updateComplete;
      expect(a.currentSeed).to.equal('42');
    });

    it('keeps the game after New game when the page rewrites an equivalent attribute', async () => {
      const el = await game(html`<checkbox-squares seed="fixed"></checkbox-squares>`);
      button(el, 'new-game').click();
      await el.updateComplete;
      box(el, 'board', 0).click();
      await el.updateComplete;
      el.target = ' RANDOM ';
      el.seed = 'fixed';
      await el.updateComplete;
      expect(el.history).to.deep.equal(['b0']);
    });

    it('warns when start equals target and draws a random start instead', async () => {
      let el!: CheckboxSquares;
      const seen = await warnings(async () => {
        el = await game(html`<checkbox-squares target="101010101" start="101010101"></checkbox-squares>`);
      });
      expect(seen.length).to.equal(1);
      expect(seen[0]).to.match(/ignoring start="101010101": expected a pattern other than the target/);
      expect(el.isOver).to.equal(false);
      expect(el.targetPattern).to.equal('101010101');
    });

    it('fires game-over even when a move listener starts another game', async () => {
      const el = await game(html`<checkbox-squares target="000000000" start="010111010"></checkbox-squares>`);
      const seen = record(el, ['game-over']);
      el.addEventListener('move', () => el.newGame(), { once: true });
      box(el, 'board', 4).click();
      await el.updateComplete;
      expect(seen.length).to.equal(1);
      expect(el.announcement).to.contain('Solved in 1 move!');
    });

    it('says why a click does nothing: a locked target, a finished game', async () => {
      const el = await game(html`<checkbox-squares lock-target target="000000000" start="010111010"></checkbox-squares>`);
      box(el, 'target', 3).click();
      await el.updateComplete;
      expect(el.announcement).to.equal('The target is locked.');
      box(el, 'board', 4).click();
      await el.updateComplete;
      box(el, 'board', 0).click();
      await el.updateComplete;
      expect(el.announcement).to.equal('The game is over: undo or start a new game.');
      await expect(el).to.be.accessible();
    });

    it('announces the result when redo solves the game again, without a second game-over', async () => {
      const el = await game(html`<checkbox-squares target="000000000" start="010111010"></checkbox-squares>`);
      const seen = record(el, ['game-over', 'redo']);
      box(el, 'board', 4).click();
      await el.updateComplete;
      button(el, 'undo').click();
      button(el, 'redo').click();
      await el.updateComplete;
      expect(seen.map((e) => e.type)).to.deep.equal(['game-over', 'redo']);
      expect(el.announcement).to.equal('Move redone. Solved in 1 move!');
      expect(el.isOver).to.equal(true);
    });

    it('shows a hint with h from anywhere in the game, but not on a read-only board', async () => {
      const el = await game(html`<checkbox-squares target="000000000" start="111000000"></checkbox-squares>`);
      button(el, 'undo').focus();
      await press('h');
      await el.updateComplete;
      expect(focused(el)).to.equal(box(el, 'board', el.solution[0]!));
      expect(el.shadowRoot!.querySelectorAll('.box[part~="hint"]').length).to.equal(1);
      expect(focused(el)!.getAttribute('aria-label')).to.match(/, hint$/);
      el.readonly = true;
      el.newGame('other');
      await el.updateComplete;
      await press('h');
      await el.updateComplete;
      expect(el.shadowRoot!.querySelectorAll('.box[part~="hint"]').length).to.equal(0);
      expect(el.announcement).to.equal('This board is read-only.');
      await expect(el).to.be.accessible();
    });

    it('moves with Home/End within a row, redoes with Ctrl+Shift+Z, and leaves Alt+arrows alone', async () => {
      const el = await game();
      box(el, 'target', 4).click();
      await el.updateComplete;
      box(el, 'target', 4).focus();
      await press('End');
      expect(focused(el)).to.equal(box(el, 'target', 5));
      await press('Home');
      expect(focused(el)).to.equal(box(el, 'target', 3));
      const alt = new KeyboardEvent('keydown', { key: 'ArrowUp', altKey: true, bubbles: true, composed: true, cancelable: true });
      box(el, 'target', 3).dispatchEvent(alt);
      expect(alt.defaultPrevented).to.equal(false);
      await press('Control+z');
      await el.updateComplete;
      expect(el.history).to.deep.equal([]);
      await press('Control+Shift+Z');
      await el.updateComplete;
      expect(el.history).to.deep.equal(['t4']);
    });

    it('names solution boxes with their own words, and passes axe with the solution and the hint shown', async () => {
      const el = await game(html`<checkbox-squares target="000000000" start="111000000"></checkbox-squares>`);
      el.toggleSolution(true);
      await el.updateComplete;
      expect(box(el, 'board', 1).getAttribute('aria-label')).to.match(/, part of the solution$/);
      el.showHint();
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });

    it('turns animations off under prefers-reduced-motion', async () => {
      const el = await game();
      const animated = () => parseFloat(getComputedStyle(box(el, 'board', 0)).transitionDuration) > 0;
      expect(animated()).to.equal(true);
      // The stylesheet has the rule in every browser...
      const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
      const media = rules.find((r) => r instanceof CSSMediaRule && r.conditionText.includes('prefers-reduced-motion: reduce')) as CSSMediaRule;
      expect(media.cssText).to.match(/transition: none !important/);
      // ...and where the browser can emulate the preference (Chromium; puppeteer
      // cannot in Firefox over WebDriver BiDi), it applies.
      const canEmulate = !navigator.userAgent.includes('Firefox') && (await emulateMedia({ reducedMotion: 'reduce' }).then(() => true));
      if (canEmulate) {
        try {
          expect(animated()).to.equal(false);
        } finally {
          await emulateMedia({ reducedMotion: 'no-preference' });
        }
      }
    });

    it('settings: no warning when motion is removed, one warning per bad value', async () => {
      const wrapper = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce"><checkbox-squares></checkbox-squares></boardlets-settings>`);
      const seen = await warnings(async () => {
        wrapper.removeAttribute('motion');
        await wrapper.updateComplete;
        for (let i = 0; i < 3; i++) {
          wrapper.setAttribute('motion', 'fast');
          wrapper.glyphs = i % 2 === 0;
          await wrapper.updateComplete;
        }
        wrapper.messages = { nope: 42 } as never;
        await wrapper.updateComplete;
        wrapper.glyphs = true;
        await wrapper.updateComplete;
      });
      expect(seen.length).to.equal(2);
      expect(seen[0]).to.contain('ignoring motion="fast": expected auto, reduce or allow');
      expect(seen[1]).to.contain('ignoring messages."nope": expected text, got "42"');
    });

    it('keeps the motion in use when motion gets a bad value', async () => {
      const wrapper = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce"><checkbox-squares></checkbox-squares></boardlets-settings>`);
      const el = wrapper.querySelector('checkbox-squares')!;
      await el.updateComplete;
      const motion = () => el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('data-motion');
      expect(motion()).to.equal('reduce');
      const seen = await warnings(async () => {
        wrapper.setAttribute('motion', 'none');
        await wrapper.updateComplete;
        await el.updateComplete;
      });
      expect(seen).to.deep.equal(['<boardlets-settings>: ignoring motion="none": expected auto, reduce or allow. Keeping reduce.']);
      expect(motion()).to.equal('reduce');
      wrapper.removeAttribute('motion');
      await wrapper.updateComplete;
      await el.updateComplete;
      expect(motion()).to.equal(null); // auto: the system's setting decides
    });
  });
});


describe('<checkbox-squares> under review', () => {
  it('frames each square’s own edge dotted (not one frame round both squares and their labels), clear of the card edge and of each other, on a phone', async () => {
    const el = await game(html`<checkbox-squares target="000000000" start="111000000" style="inline-size: 328px"></checkbox-squares>`);
    box(el, 'board', 4).click();
    box(el, 'board', 0).click();
    await el.updateComplete;
    button(el, 'more').click();
    await el.updateComplete;
    button(el, 'move-list-toggle').click();
    await el.updateComplete;
    const options = (): HTMLElement[] => Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="move-list"] [role="option"]'));
    const { waitUntil } = await import('../wait.js');
    await waitUntil(() => options().length === 3, 'the move list opens');
    options()[1]!.click();
    await el.updateComplete;
    expect((el as unknown as { reviewPly: number | null }).reviewPly).to.equal(1);
    const board = el.shadowRoot!.querySelector<HTMLElement>('[part~="board"]')!;
    expect(getComputedStyle(board).outlineStyle, 'no frame round both squares').to.equal('none');
    const card = el.shadowRoot!.querySelector<HTMLElement>('.root')!.getBoundingClientRect();
    const frames = Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="square"] > .grid')).map((grid) => {
      const style = getComputedStyle(grid);
      expect(style.outlineStyle, 'each square dotted').to.equal('dotted');
      // The frame's outer edge: the box grown by the outline's offset and width.
      const out = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const r = grid.getBoundingClientRect();
      return { left: r.left - out, right: r.right + out, top: r.top - out };
    });
    expect(frames.length).to.equal(2);
    const [a, b] = frames.sort((x, y) => x.left - y.left) as [(typeof frames)[0], (typeof frames)[0]];
    expect(a.left - card.left, 'room to the card’s left edge').to.be.at.least(6);
    expect(card.right - b.right, 'room to the card’s right edge').to.be.at.least(6);
    expect(b.left - a.right, 'the two frames apart').to.be.at.least(4);
    // The labels stay outside the frames.
    for (const label of el.shadowRoot!.querySelectorAll('[part~="square"] > .label')) {
      expect(label.getBoundingClientRect().bottom).to.be.at.most(a.top + 0.5);
    }
  });
});
