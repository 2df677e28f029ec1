// What a first render builds (issue 24: first render at most 1 ms): the
// number of nodes lit makes, which the time of a first render follows, held
// where it was cut. Counts of nodes, never times (times belong to
// `npm run bench`; `node bench/elements.mjs --profile` shows where they go).
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';

/** The comment nodes (lit's part markers) and whitespace-only text nodes under `root`. */
function markers(root: Node): { comments: number; blanks: number } {
  let comments = 0;
  let blanks = 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (node.nodeType === Node.COMMENT_NODE) comments++;
    else if (!node.textContent?.trim()) blanks++;
  }
  return { comments, blanks };
}

/** Records every `setAttribute` (and whether it was on a Kites kite) until `restore`. */
function spyOnSetAttribute(): { calls: { name: string; kite: boolean }[]; restore: () => void } {
  const calls: { name: string; kite: boolean }[] = [];
  const original = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    calls.push({ name, kite: this.localName === 'polygon' && (this.getAttribute('role') === 'gridcell' || this.classList.contains('kite')) });
    original.call(this, name, value);
  };
  return { calls, restore: () => (Element.prototype.setAttribute = original) };
}

type Board = HTMLElement & { updateComplete: Promise<boolean> };

async function board(template: ReturnType<typeof html>): Promise<Board> {
  const el = await fixture<Board>(template);
  await el.updateComplete;
  return el;
}

const cell = (el: Board, index: number): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>(`[role="gridcell"][data-index="${index}"]`)!;

describe('render work: what a first render builds', () => {
  it('an empty Infection square holds one part, with no whitespace around it', async () => {
    const el = await board(html`<infection-board seed="cdn" obstacles="0" mode="two-player"></infection-board>`);
    // c3: inside the board, empty at the start, no coordinates.
    const square = cell(el, 14);
    expect(square.children.length).to.equal(0);
    expect(markers(square)).to.deep.equal({ comments: 1, blanks: 0 });
  });

  it('a Stained Glass square holds its tile and one part for its marks; a tile glyph has no parts', async () => {
    const el = await board(html`<stained-glass-board position="1240/4300/0000/0006"></stained-glass-board>`);
    // b2: a tile, no marks, no coordinates.
    const square = cell(el, 5);
    expect(square.children.length).to.equal(1);
    expect(square.children[0]!.className).to.match(/^tile c[1-7]$/);
    // The tile's own part (its glyph) and the marks' part, each one marker.
    expect(markers(square)).to.deep.equal({ comments: 2, blanks: 0 });
    const glyph = square.querySelector('svg.glyph')!;
    expect(glyph.querySelectorAll('rect').length).to.be.oneOf([3, 4, 5, 6]);
    expect(markers(glyph).comments).to.equal(0);
  });

  it('a Kites board clones its kites\' points and indexes with them instead of setting them', async () => {
    const set: string[] = [];
    const original = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      if (this.localName === 'polygon') set.push(name);
      original.call(this, name, value);
    };
    let el: Board;
    try {
      el = await board(html`<kites-board seed="bench" opponent="human"></kites-board>`);
    } finally {
      Element.prototype.setAttribute = original;
    }
    const kites = el.shadowRoot!.querySelectorAll('polygon[role="gridcell"]');
    expect(kites.length).to.equal(72);
    expect([...kites].every((kite, i) => kite.getAttribute('data-index') === String(i) && /^[-\d., ]+$/.test(kite.getAttribute('points') ?? ''))).to.equal(true);
    expect(set.filter((name) => name === 'points' || name === 'data-index')).to.have.length.below(10);
  });

  it('a Kites board writes one attribute per empty kite (its label) and no markers between the kites', async () => {
    const set = spyOnSetAttribute();
    let el: Board;
    try {
      el = await board(html`<kites-board seed="bench" opponent="human"></kites-board>`);
    } finally {
      set.restore();
    }
    // 72 kites: each one's label, and the cursor's tab index; class, part and the others' tab index are the template's.
    expect(set.calls.filter((c) => c.kite)).to.have.length.at.most(73);
    for (const row of el.shadowRoot!.querySelectorAll('[role="row"]')) expect(markers(row).comments).to.equal(0);
    const first = el.shadowRoot!.querySelector('polygon[role="gridcell"]')!;
    expect([first.getAttribute('class'), first.getAttribute('part'), first.getAttribute('tabindex')]).to.deep.equal(['kite empty', 'kite empty', '-1']);
  });

  it('a Kites move writes only what changed: the placed kite, its letter, and the cursor', async () => {
    const el = await board(html`<kites-board seed="bench" opponent="human"></kites-board>`);
    const kite = (i: number): SVGElement => el.shadowRoot!.querySelector<SVGElement>(`polygon[role="gridcell"][data-index="${i}"]`)!;
    const set = spyOnSetAttribute();
    try {
      kite(30).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      await el.updateComplete;
    } finally {
      set.restore();
    }
    const placed = kite(30);
    expect(placed.getAttribute('class')).to.match(/^kite filled c\d$/);
    expect(placed.nextElementSibling!.matches('text.glyph[part="glyph"][aria-hidden="true"]')).to.equal(true);
    // The placed kite's class, part, label and tab index; the kite that had the cursor's tab index.
    expect(set.calls.filter((c) => c.kite).map((c) => c.name).sort()).to.deep.equal(['aria-label', 'class', 'part', 'tabindex', 'tabindex']);
    for (const row of el.shadowRoot!.querySelectorAll('[role="row"]')) expect(markers(row).comments).to.equal(0);
  });

  it('first renders in tasks of their own reuse one message channel to yield, not one each', async () => {
    const Original = window.MessageChannel;
    let made = 0;
    window.MessageChannel = class extends Original {
      constructor() {
        super();
        made++;
      }
    };
    try {
      for (let i = 0; i < 5; i++) {
        await new Promise((resolve) => setTimeout(resolve));
        await board(html`<infection-board seed="cdn" obstacles="0" mode="two-player"></infection-board>`);
      }
    } finally {
      window.MessageChannel = Original;
    }
    // At most the first yield's channel (none when an earlier render made it).
    expect(made).to.be.at.most(1);
  });
});
