import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../src/stained-glass-board.js';
import '../../src/checkbox-squares.js';
import type { StainedGlassBoard } from '../../src/stained-glass-board.js';
import type { CheckboxSquares } from '../../src/checkbox-squares.js';
import { Session } from '../../src/engine/session.js';
import { stainedGlass } from '../../src/games/stained-glass/rules.js';
import { box } from './helpers.js';
import { waitUntil } from '../wait.js';

/** An sRGB colour as computed (`rgb(...)`, `rgba(...)`, `color(srgb ...)`), channels 0-255 and alpha. */
function rgba(value: string): [number, number, number, number] {
  const nums = (value.match(/-?[\d.]+(?:e-?\d+)?%?/g) ?? []).map((n) => (n.endsWith('%') ? Number(n.slice(0, -1)) / 100 : Number(n)));
  if (value.startsWith('color(')) return [nums[0]! * 255, nums[1]! * 255, nums[2]! * 255, nums[3] ?? 1];
  return [nums[0]!, nums[1]!, nums[2]!, nums[3] ?? 1];
}

/** `top` (with its alpha) laid over the opaque `under`. */
const over = (top: readonly number[], under: readonly number[]): number[] => [0, 1, 2].map((i) => top[i]! * top[3]! + under[i]! * (1 - top[3]!));

/** WCAG 2 contrast of two opaque colours. */
function contrast(a: readonly number[], b: readonly number[]): number {
  const lin = (c: number): number => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const lum = (c: readonly number[]): number => 0.2126 * lin(c[0]!) + 0.7152 * lin(c[1]!) + 0.0722 * lin(c[2]!);
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** A Stained Glass board in a scheme, after one hop (so the last move is marked). */
async function hopped(scheme: 'light' | 'dark'): Promise<StainedGlassBoard> {
  const wrapper = await fixture(html`<div style="--boardlets-color-scheme: ${scheme}"><stained-glass-board seed="marks" coordinates></stained-glass-board></div>`);
  const el = wrapper.querySelector('stained-glass-board')!;
  await el.updateComplete;
  const session = Session.restore(stainedGlass, el.save());
  session.play(stainedGlass.legalMoves(session.state)[0]!);
  expect(el.restore(session.save())).to.equal(true);
  await el.updateComplete;
  return el;
}

const cells = (el: HTMLElement, cls: string): HTMLElement[] => Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>(`.cell.${cls}`));

describe('last-move marks', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`Stained Glass (${scheme}): the last move's brackets, the destinations and the hint reach 3:1 on the lead, and the brackets' black edge 3:1 on the lightest tile`, async () => {
      const el = await hopped(scheme);
      const lead = rgba(getComputedStyle(el.shadowRoot!.querySelector('.grid')!).backgroundColor);
      const [to] = cells(el, 'last-to');
      const [from] = cells(el, 'last-from');
      expect(to, 'the landing square is marked').to.be.instanceOf(HTMLElement);
      expect(from, 'the square left is marked').to.be.instanceOf(HTMLElement);
      for (const cell of [to!, from!]) {
        const mark = getComputedStyle(cell, '::before');
        expect(mark.content).not.to.equal('none');
        expect(parseFloat(mark.borderTopWidth)).to.be.at.least(2);
        const ring = rgba(mark.borderTopColor);
        expect(contrast(over(ring, lead), lead), `${scheme} brackets on the lead`).to.be.at.least(3);
        // No folded corner over the row numbers: the mark has no fill of its own.
        expect(rgba(mark.backgroundColor)[3]).to.equal(0);
        const edge = rgba(mark.boxShadow.match(/rgba?\([^)]*\)/)![0]);
        // The lightest tile: white glass (#f8f8f3).
        const white = [248, 248, 243];
        expect(contrast(over(edge, white), white), `${scheme} the brackets' edge on a white tile`).to.be.at.least(3);
      }
      // Destinations (a selected tile's) and the hint: their strokes on the lead.
      const movable = cells(el, 'movable')[0]!;
      movable.click();
      await el.updateComplete;
      const target = el.shadowRoot!.querySelector('.cell.target .mark > svg');
      expect(target, 'a destination is shown').not.to.equal(null);
      expect(contrast(rgba(getComputedStyle(target!).stroke), lead), `${scheme} destination ring`).to.be.at.least(3);
      movable.click();
      await el.updateComplete;
      el.shadowRoot!.querySelector<HTMLElement>('.cell[tabindex="0"]')!.focus();
      el.shadowRoot!.querySelector('.root')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'h', bubbles: true, composed: true }));
      await waitUntil(() => el.shadowRoot!.querySelector('.mark.hint:not(.from) svg'), 'a hint is shown');
      // The landing square's diamond (its stroke), and the hint's tile's small filled one (its fill), whichever comes first on the board.
      const landing = el.shadowRoot!.querySelector('.mark.hint:not(.from) svg')!;
      expect(contrast(rgba(getComputedStyle(landing).stroke), lead), `${scheme} hint diamond`).to.be.at.least(3);
      const tile = el.shadowRoot!.querySelector('.mark.hint.from svg')!;
      expect(contrast(rgba(getComputedStyle(tile).fill), lead), `${scheme} hint tile's diamond`).to.be.at.least(3);
    });

    it(`Checkbox Squares (${scheme}): the last click is marked, apart from the hint, 3:1 against the board`, async () => {
      const wrapper = await fixture(html`<div style="--boardlets-color-scheme: ${scheme}"><checkbox-squares seed="marks"></checkbox-squares></div>`);
      const el = wrapper.querySelector('checkbox-squares') as CheckboxSquares;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelectorAll('.box.last').length).to.equal(0);
      box(el, 'board', 4).click();
      await el.updateComplete;
      const marked = Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>('.box.last'));
      expect(marked.map((b) => b.dataset.box)).to.deep.equal(['4']);
      expect(marked[0]!.getAttribute('aria-label')).to.match(/clicked last$/);
      expect(marked[0]!.getAttribute('part')).to.contain('last-move');
      const style = getComputedStyle(marked[0]!);
      const colours = style.boxShadow.match(/rgba?\([^)]*\)|color\([^)]*\)/g)!.map(rgba);
      const board = rgba(getComputedStyle(el.shadowRoot!.querySelector('.grid')!).backgroundColor);
      const ring = colours.at(-1)!;
      expect(contrast(ring, board), `${scheme} last click's ring`).to.be.at.least(3);
      // Not the hint's colour: the hint's ring is another mark.
      const hintProbe = el.shadowRoot!.querySelector<HTMLElement>('.grid')!;
      const hint = rgba(getComputedStyle(hintProbe).getPropertyValue('--_hint').startsWith('rgb') ? getComputedStyle(hintProbe).getPropertyValue('--_hint') : 'rgb(179, 92, 0)');
      expect(ring.slice(0, 3)).not.to.deep.equal(hint.slice(0, 3));
      // The next click moves it.
      box(el, 'board', 0).click();
      await el.updateComplete;
      expect(Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>('.box.last'), (b) => b.dataset.box)).to.deep.equal(['0']);
    });
  }

  it('Stained Glass: a row number or column letter on a marked square keeps an opaque plate, so the bracket does not strike through it', async () => {
    const el = await hopped('light');
    const start = Session.restore(stainedGlass, el.save());
    start.undo();
    // The first hop that lands on or leaves a square with a coordinate.
    let plate: HTMLElement | null = null;
    for (const move of stainedGlass.legalMoves(start.state)) {
      const session = Session.restore(stainedGlass, start.save());
      session.play(move);
      expect(el.restore(session.save())).to.equal(true);
      await el.updateComplete;
      plate = el.shadowRoot!.querySelector<HTMLElement>('.cell.last .coord');
      if (plate) break;
    }
    expect(plate, 'a hop marks a square with a coordinate').not.to.equal(null);
    expect(rgba(getComputedStyle(plate!).backgroundColor)[3]).to.be.at.least(0.85);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`Stained Glass (${scheme}): an empty square’s black tile has an edge reaching 3:1 on the lead; in forced colours its own dashed edge, no shadow`, async () => {
      const el = await hopped(scheme);
      const lead = rgba(getComputedStyle(el.shadowRoot!.querySelector('.grid')!).backgroundColor);
      const tile = el.shadowRoot!.querySelector<HTMLElement>('.cell .tile.c0');
      expect(tile, 'a hop leaves an empty (black) square').not.to.equal(null);
      const black = rgba(getComputedStyle(tile!).backgroundColor);
      expect(contrast(black, lead), 'the black itself is weak on the lead').to.be.below(3);
      // The shadows' rings (no offset, no blur, a spread of 1.5 px or more): the best one's colour over the black, against the lead.
      const rings = getComputedStyle(tile!)
        .boxShadow.split(/,(?![^(]*\))/)
        .map((shadow) => ({ colour: rgba(shadow.match(/(?:rgba?|color)\([^)]*\)/)?.[0] ?? 'rgba(0,0,0,0)'), lengths: (shadow.replace(/(?:rgba?|color)\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? []).map(parseFloat) }))
        .filter(({ lengths }) => lengths.length === 4 && lengths[0] === 0 && lengths[1] === 0 && lengths[2] === 0 && lengths[3]! >= 1.5);
      const best = Math.max(0, ...rings.map(({ colour }) => contrast(over(colour, black), lead)));
      expect(best, `${scheme} the black tile’s edge on the lead`).to.be.at.least(3);
      if (scheme === 'light') return;
      // Firefox over WebDriver BiDi cannot emulate forced colours: nothing more to check there.
      // Without the tile's transition, which would fade the shadow out over wall-clock time as forced colours come on.
      tile!.style.transition = 'none';
      if (!(await executeServerCommand('emulate-forced-colors', { active: true }))) return;
      try {
        const style = getComputedStyle(tile!);
        expect(style.boxShadow).to.equal('none');
        expect(style.borderTopStyle).to.equal('dashed');
      } finally {
        await executeServerCommand('emulate-forced-colors', { active: false });
      }
    });
  }

  it('forced colours: both games keep a last-move mark (checked in Chromium: puppeteer cannot emulate them in Firefox)', async () => {
    const sg = await hopped('light');
    const cs = (await fixture(html`<checkbox-squares seed="marks"></checkbox-squares>`)) as CheckboxSquares;
    box(cs, 'board', 4).click();
    await cs.updateComplete;
    // Firefox over WebDriver BiDi cannot emulate forced colours: nothing to check there.
    if (!(await executeServerCommand('emulate-forced-colors', { active: true }))) return;
    try {
      const to = cells(sg, 'last-to')[0]!;
      const mark = getComputedStyle(to, '::before');
      const canvas = rgba(getComputedStyle(sg.shadowRoot!.querySelector('.grid')!).backgroundColor);
      expect(contrast(rgba(mark.borderTopColor), canvas)).to.be.at.least(3);
      const shadow = getComputedStyle(cs.shadowRoot!.querySelector('.box.last')!).boxShadow;
      expect(shadow).not.to.equal('none');
    } finally {
      await executeServerCommand('emulate-forced-colors', { active: false });
    }
  });
});
