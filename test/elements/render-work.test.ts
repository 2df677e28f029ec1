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

/** Records every `setAttribute` (and whether it was on a Kites kite, or on any board's square) until `restore`. */
function spyOnSetAttribute(): { calls: { name: string; kite: boolean; square: boolean }[]; restore: () => void } {
  const calls: { name: string; kite: boolean; square: boolean }[] = [];
  const original = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    const square = this.getAttribute('role') === 'gridcell' || this.classList.contains('kite') || this.classList.contains('cell');
    calls.push({ name, kite: this.localName === 'polygon' && square, square });
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
  it('an empty Infection square holds nothing: no part, no whitespace', async () => {
    const el = await board(html`<infection-board seed="cdn" obstacles="0" mode="two-player"></infection-board>`);
    // c3: inside the board, empty at the start, no coordinates; its part is made the first time it holds something.
    const square = cell(el, 14);
    expect(square.childNodes.length).to.equal(0);
    // b2 holds its piece, in one part (its marker, and the list's two around the piece), and no whitespace.
    expect(cell(el, 7).children.length).to.equal(1);
    expect(markers(cell(el, 7))).to.deep.equal({ comments: 3, blanks: 0 });
  });

  it('an Infection board clones its squares\' roles and indexes and writes one attribute per empty square (its label)', async () => {
    const set = spyOnSetAttribute();
    let el: Board;
    try {
      el = await board(html`<infection-board seed="cdn" obstacles="0" mode="two-player"></infection-board>`);
    } finally {
      set.restore();
    }
    const squares = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')];
    expect(squares.length).to.equal(36);
    const pieces = squares.filter((s) => s.querySelector('.piece')).length;
    expect(pieces).to.equal(8);
    // 36 labels, each piece's class and part, the cursor's tab index; role, index and an empty square's class, part and tab index are the template's.
    const onSquares = set.calls.filter((c) => c.square);
    expect(onSquares.filter((c) => c.name === 'aria-label')).to.have.length(36);
    expect(onSquares).to.have.length.at.most(36 + 2 * pieces + 1);
    expect(onSquares.some((c) => c.name === 'role' || c.name === 'data-index')).to.equal(false);
  });

  it('an Infection move writes only the attributes that changed, on the squares that changed', async () => {
    const el = await board(html`<infection-board seed="cdn" obstacles="0" mode="two-player"></infection-board>`);
    const squares = (): HTMLElement[] => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')];
    const looks = (): string[][] => squares().map((s) => ['class', 'part', 'aria-label', 'tabindex'].map((name) => s.getAttribute(name) ?? ''));
    // b2 picked up: its destinations marked.
    cell(el, 7).click();
    await el.updateComplete;
    const before = looks();
    const held = squares().map((s) => [...s.childNodes]);
    const set = spyOnSetAttribute();
    try {
      cell(el, 14).click();
      await el.updateComplete;
    } finally {
      set.restore();
    }
    const after = looks();
    let changed = 0;
    before.forEach((look, i) => look.forEach((value, k) => (changed += value === after[i]![k] ? 0 : 1)));
    expect(cell(el, 14).querySelector('.piece.green')).to.not.equal(null);
    expect(changed).to.be.above(4);
    expect(set.calls.filter((c) => c.square)).to.have.length(changed);
    // A square whose look and holdings stayed the same kept its nodes.
    squares().forEach((s, i) => {
      if (before[i]!.join() === after[i]!.join()) expect([...s.childNodes].every((node, k) => node === held[i]![k]) && s.childNodes.length === held[i]!.length).to.equal(true);
    });
  });

  it('a Stained Glass square holds its tile and, with no marks, nothing else: no part, no marker; a tile glyph has no parts', async () => {
    const el = await board(html`<stained-glass-board position="1240/4300/0000/0006"></stained-glass-board>`);
    // b2: a tile, no marks, no coordinates.
    const square = cell(el, 5);
    expect(square.children.length).to.equal(1);
    expect(square.children[0]!.className).to.match(/^tile c[1-7]$/);
    expect(markers(square)).to.deep.equal({ comments: 0, blanks: 0 });
    const glyph = square.querySelector('svg.glyph')!;
    expect(glyph.querySelectorAll('rect').length).to.be.oneOf([3, 4, 5, 6]);
    expect(markers(glyph).comments).to.equal(0);
  });

  it('a Stained Glass board clones its squares\' roles, indexes and tiles and writes only what differs from a black square', async () => {
    const set = spyOnSetAttribute();
    let el: Board;
    try {
      el = await board(html`<stained-glass-board position="1240/4300/0000/0006"></stained-glass-board>`);
    } finally {
      set.restore();
    }
    const squares = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')];
    expect(squares.length).to.equal(16);
    const tiles = squares.filter((s) => !s.querySelector('.tile')!.classList.contains('c0')).length;
    expect(tiles).to.equal(6);
    const onSquares = set.calls.filter((c) => c.square);
    // 16 labels, each tile's square's class and part, the cursor's tab index; role, index and a black square's look are the template's.
    expect(onSquares.filter((c) => c.name === 'aria-label')).to.have.length(16);
    expect(onSquares).to.have.length.at.most(16 + 2 * tiles + 1);
    expect(onSquares.some((c) => c.name === 'role' || c.name === 'data-index')).to.equal(false);
  });

  it('a Stained Glass move writes only the attributes that changed, on the squares that changed', async () => {
    const el = await board(html`<stained-glass-board position="1240/4300/0000/0006"></stained-glass-board>`);
    const squares = (): HTMLElement[] => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')];
    const looks = (): string[][] => squares().map((s) => ['class', 'part', 'aria-label', 'tabindex'].map((name) => s.getAttribute(name) ?? ''));
    cell(el, 0).click();
    await el.updateComplete;
    const before = looks();
    const tiles = squares().map((s) => s.querySelector('.tile'));
    const set = spyOnSetAttribute();
    try {
      cell(el, 2).click();
      await el.updateComplete;
    } finally {
      set.restore();
    }
    const after = looks();
    let changed = 0;
    before.forEach((look, i) => look.forEach((value, k) => (changed += value === after[i]![k] ? 0 : 1)));
    expect(changed).to.be.above(4);
    expect(set.calls.filter((c) => c.square)).to.have.length(changed);
    // Every tile is the same element as before the move (its fades run on it).
    squares().forEach((s, i) => expect(s.querySelector('.tile:not(.flyer)')).to.equal(tiles[i]));
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

  it('a first render clones few templates: one for each board\'s squares (a box each in Checkbox Squares), one for each toolbar button', async () => {
    // Each clone is a lit template instance (importNode, a walk over its nodes, its parts): the count a first render's time follows.
    const games = [
      ['checkbox-squares', html`<checkbox-squares seed="bench"></checkbox-squares>`, 37],
      ['infection-board', html`<infection-board seed="cdn" obstacles="0" mode="two-player"></infection-board>`, 37],
      ['stained-glass-board', html`<stained-glass-board position="1240/4300/0000/0006"></stained-glass-board>`, 25],
      ['kites-board', html`<kites-board seed="bench" opponent="human"></kites-board>`, 20],
    ] as const;
    const counted: Record<string, number> = {};
    for (const [tag, template] of games) {
      // A first board of the kind before, untimed: the modules and strings are loaded.
      await board(template);
      const original = Document.prototype.importNode;
      let clones = 0;
      Document.prototype.importNode = function <T extends Node>(this: Document, node: T, deep?: boolean): T {
        clones++;
        return original.call(this, node, deep) as T;
      };
      try {
        await board(template);
      } finally {
        Document.prototype.importNode = original;
      }
      counted[tag] = clones;
    }
    expect(counted).to.deep.equal(Object.fromEntries(games.map(([tag, , most]) => [tag, Math.min(counted[tag]!, most)])));
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
