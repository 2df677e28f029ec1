import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { recordAnimations, waitUntil } from '../wait.js';
import '../../src/kites-board.js';
import '../../src/boardlets-settings.js';
import type { BoardletsSettingsElement } from '../../src/boardlets-settings.js';
import type { KitesBoard, KitesGameOverDetail, KitesMoveDetail } from '../../src/kites-board.js';
import { Session } from '../../src/engine/session.js';
import { createRng } from '../../src/engine/rng.js';
import { kites, kitesGeometry, legalMoves, moveCursor, moveEffects, status, type CursorDirection } from '../../src/games/kites/index.js';
import { button, focused, loadInputCode, press, record, warnings } from './helpers.js';

const EVENTS = ['move', 'game-over', 'undo', 'redo', 'new-game'];
const G2 = kitesGeometry(2);
/** The first half-wheel of the default board (three kites on the top edge, meeting at their tips). */
const HALF = G2.points.find((p) => p.type === 'half-wheel')!;
const [HA, HB, HC] = HALF.cells as [number, number, number];

function kite(el: KitesBoard, index: number): SVGPolygonElement {
  const found = el.shadowRoot!.querySelector<SVGPolygonElement>(`[role="gridcell"][data-index="${index}"]`);
  if (!found) throw new Error(`no kite ${index}`);
  return found;
}

const label = (el: KitesBoard, index: number): string => kite(el, index).getAttribute('aria-label')!;
const parts = (el: KitesBoard, index: number): string[] => kite(el, index).getAttribute('part')!.split(' ');
const live = (el: KitesBoard): string => el.shadowRoot!.querySelector('[part="live"]')!.textContent!.trim();
const text = (el: KitesBoard, part: string): string =>
  el.shadowRoot!.querySelector(`[part~="${part}"]`)!.textContent!.replace(/\s+/g, ' ').trim();
const focusedIndex = (el: KitesBoard): number => Number((focused(el) as SVGElement | null)?.dataset.index ?? -1);

/** Clicks kites (a synthetic click: SVG elements have no click()). */
async function click(el: KitesBoard, ...indices: number[]): Promise<void> {
  for (const i of indices) {
    kite(el, i).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, detail: 1 }));
    await el.updateComplete;
  }
}

/** An sRGB colour as computed (`rgb(...)`, `rgba(...)`, `color(srgb ...)`), channels 0-255 and alpha. */
function rgba(value: string): [number, number, number, number] {
  const nums = (value.match(/-?[\d.]+(?:e-?\d+)?%?/g) ?? []).map((n) => (n.endsWith('%') ? Number(n.slice(0, -1)) / 100 : Number(n)));
  if (value.startsWith('color(')) return [nums[0]! * 255, nums[1]! * 255, nums[2]! * 255, nums[3] ?? 1];
  return [nums[0]!, nums[1]!, nums[2]!, nums[3] ?? 1];
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: readonly number[]): number {
  const lin = (c: number): number => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

/** The WCAG contrast of a kite's letter, as drawn (its fill's alpha times its opacity, over the kite's fill), against the kite's fill. */
function glyphContrast(glyph: SVGTextElement): number {
  const kiteFill = rgba(getComputedStyle(glyph.previousElementSibling!).fill);
  const style = getComputedStyle(glyph);
  const ink = rgba(style.fill);
  const alpha = ink[3] * Number(style.opacity);
  const drawn = [0, 1, 2].map((i) => ink[i]! * alpha + kiteFill[i]! * (1 - alpha));
  const [a, b] = [luminance(drawn), luminance(kiteFill)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** A board inside `<boardlets-settings motion="reduce">`. */
async function game(attributes: Record<string, string> = {}): Promise<KitesBoard> {
  const wrapper = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce"></boardlets-settings>`);
  const el = document.createElement('kites-board');
  el.setAttribute('seed', 'test');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  wrapper.append(el);
  await el.updateComplete;
  return el;
}

/** Two people on the default board. */
const friends = (extra: Record<string, string> = {}): Promise<KitesBoard> => game({ opponent: 'human', ...extra });

/** The next move the computer plays. */
function computerMove(el: KitesBoard): Promise<KitesMoveDetail> {
  return new Promise((resolve) => {
    const listener = (event: Event): void => {
      const detail = (event as CustomEvent<KitesMoveDetail>).detail;
      if (detail.source !== 'computer') return;
      el.removeEventListener('move', listener);
      resolve(detail);
    };
    el.addEventListener('move', listener);
  });
}

/** A saved game of size 1 with every kite but the last filled (first empty kite first), for restore(). */
function almostFull(players = 2): { saved: string; last: number; session: Session<ReturnType<typeof kites.setup>, { cell: number }> } {
  const session = Session.start(kites, { size: 1, players }, 'test');
  while (legalMoves(session.state).length > 1) session.play(legalMoves(session.state)[0]!);
  return { saved: session.save(), last: legalMoves(session.state)[0]!.cell, session };
}

// The board's input code loads while the page is idle; each test starts with it (kites-input.test.ts covers input before it).
before(loadInputCode);

describe('<kites-board>', () => {
  it('renders a grid of rows of named kites, the next colour, the scores and whose turn', async () => {
    const el = await game();
    const grid = el.shadowRoot!.querySelector('svg[role="grid"]')!;
    expect(grid.getAttribute('aria-label')).to.equal('Kites board');
    expect(grid.querySelectorAll('[role="row"]').length).to.equal(G2.rows.length);
    expect(grid.querySelectorAll('[role="row"] > [role="gridcell"]').length).to.equal(72);
    // The keys are described to assistive tech.
    const keys = el.shadowRoot!.getElementById(grid.getAttribute('aria-describedby')!)!;
    expect(keys.textContent).to.contain('Enter or Space places, B, Escape or Backspace takes back');
    expect(label(el, 0)).to.equal('row 1, kite 1: empty');
    expect(label(el, 71)).to.equal(`row ${G2.rows.length}, kite ${G2.rows.at(-1)!.length}: empty`);
    expect(text(el, 'next-colour')).to.equal('Next: R red then yellow');
    expect(text(el, 'scores')).to.equal('Player 1 (you) 0 Player 2 (computer) 0');
    expect(el.shadowRoot!.querySelector('[part~="score"][aria-current="true"]')!.textContent).to.contain('Player 1');
    expect(text(el, 'status')).to.equal('Your turn (Player 1)');
    // One kite in the tab order: the cursor's, near the centre.
    const tabbable = el.shadowRoot!.querySelectorAll('[role="gridcell"][tabindex="0"]');
    expect(tabbable.length).to.equal(1);
    const c = G2.cells[Number((tabbable[0] as SVGElement).dataset.index)]!;
    expect(Math.hypot(c.centroid.x, c.centroid.y)).to.be.below(0.5);
    // The rules, short, in a "How to play" panel that opens on request.
    expect(el.shadowRoot!.querySelector('[part="how-to-play"]')).to.equal(null);
    expect(await el.showHowToPlay()).to.equal(true);
    const help = el.shadowRoot!.querySelector('[part="how-to-play"]')!;
    expect(help.querySelector('h2')!.textContent).to.equal('How to play');
    expect(help.textContent).to.contain('Triangle').and.contain('Quartet').and.contain('Wheel').and.contain('costs 1 point');
    expect(el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.how-to-play')!.open).to.equal(true);
    expect(el.nextColor).to.equal('red');
    expect(el.scores).to.deep.equal([0, 0]);
  });

  it('a click places the next colour and fires move with the exact detail', async () => {
    const el = await friends();
    const seen = record(el, EVENTS);
    await click(el, 5);
    expect(seen.map((e) => e.type)).to.deep.equal(['move']);
    expect(seen[0]!.detail).to.deep.equal({
      game: 'kites',
      player: 0,
      source: 'user',
      ply: 1,
      notation: '5',
      name: 'R 2.2',
      cell: 5,
      color: 'red',
      completed: [],
      gained: 0,
      penalty: 0,
      points: 0,
      replay: false,
      scores: [0, 0],
    });
    expect(seen[0]!.bubbles && seen[0]!.composed).to.equal(true);
    expect(parts(el, 5)).to.deep.equal(['kite', 'red', 'last']);
    expect(label(el, 5)).to.match(/^row \d+, kite \d+: red, last placed$/);
    // Colour is never the only cue: the kite carries its letter.
    const glyph = [...el.shadowRoot!.querySelectorAll('[part="glyph"]')];
    expect(glyph.map((g) => g.textContent)).to.deep.equal(['R']);
    expect(text(el, 'next-colour')).to.equal('Next: Y yellow then green');
    expect(text(el, 'status')).to.equal('Player 2 to move');
    expect(live(el)).to.match(/^Player 1 placed red on row \d+, kite \d+: no points\. Player 2 to move: yellow\.$/);
    // A taken kite is refused, with the reason.
    await click(el, 5);
    expect(el.announcement).to.match(/^That kite is taken: row \d+, kite \d+\.$/);
    expect(seen.length).to.equal(1);
  });

  it('places with the real mouse', async () => {
    const el = await friends();
    const seen = record(el, ['move']);
    const { sendMouse, resetMouse } = await import('@web/test-runner-commands');
    // Laid out once the browser has seen the game near the view (content-visibility: auto): Firefox decides in the frame after the first render.
    for (let frames = 0; frames < 2; frames++) await new Promise((resolve) => requestAnimationFrame(resolve));
    const target = kite(el, 40);
    const c = G2.cells[40]!.centroid;
    const svgEl = target.ownerSVGElement!;
    const point = new DOMPoint(c.x, c.y).matrixTransform(svgEl.getScreenCTM()!);
    await sendMouse({ type: 'click', position: [Math.round(point.x), Math.round(point.y)] });
    await resetMouse();
    await el.updateComplete;
    expect(seen.map((e) => (e.detail as KitesMoveDetail).cell)).to.deep.equal([40]);
  });

  it('a click 5 px off the board’s edge goes to the nearest kite (a forgiving target on a phone)', async () => {
    const el = await friends();
    const seen = record(el, ['move']);
    const { sendMouse, resetMouse } = await import('@web/test-runner-commands');
    // The fit measures in the next animation frame and may move the board: measure after it.
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    await el.updateComplete;
    // HA is on the hexagon's top edge: 5 px above its top, outside every kite, in the board's margin.
    const box = kite(el, HA).getBoundingClientRect();
    const [x, y] = [Math.round(box.left + box.width / 2), Math.round(box.top) - 5];
    expect(el.shadowRoot!.elementsFromPoint(x, y).some((e) => e.matches('[data-index]'))).to.equal(false);
    await sendMouse({ type: 'click', position: [x, y] });
    await resetMouse();
    await el.updateComplete;
    expect(seen.map((e) => (e.detail as KitesMoveDetail).cell)).to.deep.equal([HA]);
  });

  it('under the mouse, an empty kite previews the colour a click places there; the preview goes when the pointer leaves', async () => {
    const el = await friends();
    const { sendMouse, resetMouse } = await import('@web/test-runner-commands');
    /** Where a kite's centre is on the screen, checked to hit that kite. */
    const at = (index: number): [number, number] => {
      const c = G2.cells[index]!.centroid;
      const p = new DOMPoint(c.x, c.y).matrixTransform(kite(el, index).ownerSVGElement!.getScreenCTM()!);
      const xy: [number, number] = [Math.round(p.x), Math.round(p.y)];
      expect(el.shadowRoot!.elementFromPoint(...xy), `kite ${index} under its centre`).to.equal(kite(el, index));
      return xy;
    };
    /** A kite's fill as sRGB channels 0..1 (browsers write color-mix() results as rgb() or color(srgb ...)). */
    const fill = (index: number): number[] => {
      const value = getComputedStyle(kite(el, index)).fill;
      const numbers = (value.match(/-?[\d.]+(?:e-?\d+)?/g) ?? []).map(Number).slice(0, 3);
      expect(numbers, value).to.have.length(3);
      return value.startsWith('rgb') ? numbers.map((n) => n / 255) : numbers;
    };
    /** Whether `preview` is 45% of `colour` over the empty kite's colour, as the style mixes them. */
    const mixOf = (preview: number[], colour: number[], empty: number[]): boolean =>
      preview.every((v, i) => Math.abs(v - (0.45 * colour[i]! + 0.55 * empty[i]!)) < 0.02);
    // The preview is for devices with hover (the test Chromium has a mouse; headless Firefox has none).
    if (!matchMedia('(hover: hover)').matches) {
      // Without hover (a finger, or Firefox here), the pointer over a kite shows no preview that could stick.
      const empty = fill(40);
      await sendMouse({ type: 'move', position: at(40) });
      expect(fill(40)).to.deep.equal(empty);
      await resetMouse();
      return;
    }
    try {
      const empty = fill(40);
      await sendMouse({ type: 'move', position: at(40) });
      const preview = fill(40);
      expect(preview).to.not.deep.equal(empty);
      // The click places the colour the preview showed (red), and the pointer, still there, shows it placed, not previewed.
      await sendMouse({ type: 'click', position: at(40) });
      await el.updateComplete;
      expect(label(el, 40)).to.match(/: red\b/);
      const red = fill(40);
      expect(mixOf(preview, red, empty), `preview ${preview} is red ${red} mixed into ${empty}`).to.equal(true);
      // The next empty kite previews the next colour (yellow), and only while the pointer is on it.
      await sendMouse({ type: 'move', position: at(41) });
      const next = fill(41);
      expect(mixOf(next, red, empty)).to.equal(false);
      await sendMouse({ type: 'move', position: [0, 0] });
      expect(fill(41)).to.deep.equal(empty);
      await sendMouse({ type: 'click', position: at(41) });
      await el.updateComplete;
      expect(label(el, 41)).to.match(/: yellow\b/);
      expect(mixOf(next, fill(41), empty), 'the second preview is yellow').to.equal(true);
      await sendMouse({ type: 'move', position: [0, 0] });
      expect(fill(41)).to.not.deep.equal(empty);
      expect(fill(42)).to.deep.equal(empty);
      // No preview where nothing can be placed (read-only here; also while the computer thinks or when the game is over).
      el.readonly = true;
      await el.updateComplete;
      await sendMouse({ type: 'move', position: at(42) });
      expect(fill(42)).to.deep.equal(empty);
    } finally {
      await resetMouse();
    }
  });

  it('completing a half-wheel gives an extra move to the same player', async () => {
    const el = await friends();
    const seen = record(el, ['move']);
    await click(el, HA, HB, HC);
    const details = seen.map((e) => e.detail as KitesMoveDetail);
    expect(details.map((d) => [d.player, d.color, d.replay])).to.deep.equal([
      [0, 'red', false],
      [1, 'yellow', false],
      [0, 'green', true],
    ]);
    expect(details[2]!.completed).to.deep.equal([{ type: 'half-wheel', point: HALF.index }]);
    expect(details[2]!.points).to.equal(0);
    expect(el.toMove).to.equal(0);
    expect(text(el, 'status')).to.equal('Player 1 to move Extra move for Player 1!');
    expect(live(el)).to.match(/: completes 1 half-wheel\. Extra move for Player 1! Player 1 to move: cyan\.$/);
    // The completed configuration is marked on its point.
    const marks = el.shadowRoot!.querySelectorAll('[part="completed"]');
    expect(marks.length).to.equal(1);
    expect(Number(marks[0]!.getAttribute('cx'))).to.be.closeTo(HALF.x, 1e-3);
  });

  it('an extra move also comes after a restore into a position where a placement completes a half-wheel', async () => {
    const session = Session.start(kites, { size: 2 }, 'test');
    session.play({ cell: HA });
    session.play({ cell: HB });
    const el = await friends();
    expect(el.restore(session.save())).to.equal(true);
    await el.updateComplete;
    expect(el.history).to.deep.equal([String(HA), String(HB)]);
    const seen = record(el, ['move']);
    await click(el, HC);
    expect((seen[0]!.detail as KitesMoveDetail).replay).to.equal(true);
    expect(el.toMove).to.equal(0);
  });

  it('keyboard: arrows and the number pad move the cursor as moveCursor says, at the edge it stays', async () => {
    const el = await friends();
    const start = 30;
    kite(el, start).focus();
    await el.updateComplete;
    const steps: [string, CursorDirection][] = [
      ['ArrowRight', 'right'],
      ['ArrowDown', 'down'],
      ['ArrowLeft', 'left'],
      ['ArrowUp', 'up'],
      ['Numpad6', 'right'],
      ['Numpad2', 'down'],
      ['Numpad4', 'left'],
      ['Numpad8', 'up'],
      ['Numpad9', 'up-right'],
      ['Numpad1', 'down-left'],
      ['Numpad7', 'up-left'],
      ['Numpad3', 'down-right'],
      ['6', 'right'],
      ['2', 'down'],
      ['7', 'up-left'],
      ['3', 'down-right'],
    ];
    let at = start;
    for (const [key, direction] of steps) {
      await press(key);
      await el.updateComplete;
      at = moveCursor(G2, at, direction) ?? at;
      expect(focusedIndex(el), `${key} (${direction})`).to.equal(at);
      // The roving tabindex follows.
      expect(kite(el, at).getAttribute('tabindex')).to.equal('0');
    }
    // At the top-left edge the cursor stays put.
    kite(el, 0).focus();
    await press('ArrowUp');
    await press('ArrowLeft');
    expect(focusedIndex(el)).to.equal(0);
    await press('End');
    expect(focusedIndex(el)).to.equal(G2.rows[0]!.at(-1));
    await press('Home');
    expect(focusedIndex(el)).to.equal(0);
    await press('Control+End');
    expect(focusedIndex(el)).to.equal(71);
    expect(el.history).to.deep.equal([]);
  });

  it('keyboard: Enter and Space place on the cursor’s kite', async () => {
    const el = await friends();
    const seen = record(el, ['move']);
    kite(el, 10).focus();
    await press('Enter');
    await el.updateComplete;
    await press('ArrowRight');
    const second = focusedIndex(el);
    await press(' ');
    await el.updateComplete;
    expect(seen.map((e) => [(e.detail as KitesMoveDetail).cell, (e.detail as KitesMoveDetail).color])).to.deep.equal([
      [10, 'red'],
      [second, 'yellow'],
    ]);
    expect(focusedIndex(el)).to.equal(second);
  });

  it('keyboard: b, Escape and Backspace take back a move each; n starts a new game', async () => {
    const el = await friends();
    await click(el, 1, 2, 3, 4);
    const seen = record(el, EVENTS);
    kite(el, 20).focus();
    await press('b');
    await el.updateComplete;
    expect(el.history).to.deep.equal(['1', '2', '3']);
    await press('Escape');
    await el.updateComplete;
    expect(el.history).to.deep.equal(['1', '2']);
    await press('Backspace');
    await el.updateComplete;
    expect(el.history).to.deep.equal(['1']);
    expect(el.announcement).to.match(/^Move undone\. Player 1 has \d+ points?\. Player 2 has \d+ points?\. Player \d to move: \w+\.$/);
    expect(seen.map((e) => [e.type, e.detail.ply])).to.deep.equal([
      ['undo', 3],
      ['undo', 2],
      ['undo', 1],
    ]);
    // b works from anywhere in the game, such as the Redo button.
    button(el, 'redo').focus();
    await press('b');
    await el.updateComplete;
    expect(el.history).to.deep.equal([]);
    await press('b');
    await el.updateComplete;
    expect(el.announcement).to.equal('Nothing to undo.');
    await click(el, 7);
    kite(el, 7).focus();
    await press('n');
    await el.updateComplete;
    expect(el.history).to.deep.equal([]);
    expect(seen.at(-1)!.type).to.equal('new-game');
    expect(el.announcement).to.equal('New game. Undo brings the last one back.');
  });

  it('h gives a hint: the focus goes to the hinted kite, which is marked, and the gain is explained', async () => {
    const session = Session.start(kites, { size: 2 }, 'test');
    session.play({ cell: HA });
    session.play({ cell: HB });
    const el = await friends();
    el.restore(session.save());
    await el.updateComplete;
    kite(el, 0).focus();
    await press('h');
    await waitUntil(() => el.announcement.startsWith('Hint:'), 'no hint');
    await el.updateComplete;
    const hinted = focusedIndex(el);
    expect(parts(el, hinted)).to.include('hint');
    expect(el.shadowRoot!.querySelectorAll('[part~="hint"]').length).to.equal(3); // the kite, its mark and the button
    expect(label(el, hinted)).to.match(/: empty, hint$/);
    const effects = moveEffects(session.state, hinted);
    expect(el.announcement).to.match(/^Hint: green on row \d+, kite \d+: /);
    if (effects.replay) expect(el.announcement).to.contain('an extra move');
    // Said positively when the next player cannot score, never "at most 0 points".
    else expect(el.announcement).to.match(/(leaves the next player at most [1-9]\d* points?|the next player cannot score)\.$/);
    // Shown once, in the feedback line (not repeated in the status line).
    expect(text(el, 'feedback')).to.equal(el.announcement);
    expect(text(el, 'status')).to.not.contain('Hint:');
    // Placing there clears the hint.
    await press('Enter');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('[part~="hint"]:not(button)').length).to.equal(0);
  });

  it('the first hint says positively that the next player cannot score', async () => {
    // On an empty board no reply can complete anything.
    const el = await friends();
    expect(await el.showHint()).to.equal(true);
    expect(el.announcement).to.match(/^Hint: red on row \d+, kite \d+: no points; the next player cannot score\.$/);
  });

  it('draws the kites’ letters faint, at full strength on the kite focused or with glyphs asked for', async () => {
    const el = await friends();
    await click(el, 5);
    const glyph = el.shadowRoot!.querySelector<SVGTextElement>('[part="glyph"]')!;
    expect(glyph.textContent).to.equal('R');
    expect(Number(getComputedStyle(glyph).opacity)).to.be.below(1);
    kite(el, 5).focus();
    expect(getComputedStyle(glyph).opacity).to.equal('1');
    kite(el, 0).focus();
    expect(Number(getComputedStyle(glyph).opacity)).to.be.below(1);
    (el.parentElement as BoardletsSettingsElement).glyphs = true;
    await el.updateComplete;
    await el.updateComplete;
    expect(getComputedStyle(el.shadowRoot!.querySelector('[part="glyph"]')!).opacity).to.equal('1');
  });

  it('every colour’s letter keeps 3:1 contrast on its kite at rest, in the light and dark schemes, and in forced colours', async () => {
    const el = await friends({ size: '2' });
    // Fill kites until every one of the six colours is on the board (the colour order comes from the seed).
    const seen = (): Set<string> => new Set([...el.shadowRoot!.querySelectorAll('[part="glyph"]')].map((g) => g.textContent!));
    for (let i = 0; seen().size < 6 && i < G2.cells.length; i++) await click(el, i);
    expect(seen().size).to.equal(6);
    const wrapper = el.parentElement!;
    for (const scheme of ['light', 'dark']) {
      wrapper.style.setProperty('--boardlets-color-scheme', scheme);
      await el.updateComplete;
      for (const glyph of el.shadowRoot!.querySelectorAll<SVGTextElement>('.kite + .glyph')) {
        const ratio = glyphContrast(glyph);
        expect(ratio, `${scheme}: ${glyph.textContent}`).to.be.at.least(3);
      }
    }
    wrapper.style.removeProperty('--boardlets-color-scheme');
    const { executeServerCommand } = await import('@web/test-runner-commands');
    // Chromium only: puppeteer cannot emulate forced colours in Firefox.
    if (!(await executeServerCommand('emulate-forced-colors', { active: true }))) return;
    try {
      for (const glyph of el.shadowRoot!.querySelectorAll<SVGTextElement>('.kite + .glyph')) {
        expect(glyphContrast(glyph), `forced: ${glyph.textContent}`).to.be.at.least(3);
      }
    } finally {
      await executeServerCommand('emulate-forced-colors', { active: false });
    }
  });

  it('the hint explains completions, points, penalties and the extra move from the engine’s effects', async () => {
    const session = Session.start(kites, { size: 2 }, 'test');
    session.play({ cell: HA });
    session.play({ cell: HB });
    const el = await friends();
    el.restore(session.save());
    await el.updateComplete;
    button(el, 'hint').click();
    await waitUntil(() => el.announcement.startsWith('Hint:'), 'no hint');
    await el.updateComplete;
    const hinted = focusedIndex(el);
    const effects = moveEffects(session.state, hinted);
    const phrases: string[] = [];
    if (effects.completed.length) phrases.push('completes');
    if (effects.gained) phrases.push(`+${effects.gained} point`);
    if (effects.penalty) phrases.push('same-coloured');
    if (!phrases.length) phrases.push('no points');
    for (const p of phrases) expect(el.announcement).to.contain(p);
  });

  it('the computer replies (source computer), and it is the user’s turn again', async () => {
    const el = await game({ difficulty: 'easy' });
    const seen = record(el, EVENTS);
    const reply = computerMove(el);
    await click(el, 0);
    expect(live(el)).to.match(/^Player 1 placed red on row \d+, kite \d+: no points\. The computer’s turn: yellow\.$/);
    expect(el.thinking).to.equal(true);
    expect(el.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-busy')).to.equal('true');
    expect(text(el, 'status')).to.equal('Computer is thinking… (Player 2)');
    expect(button(el, 'hint').getAttribute('aria-disabled')).to.equal('true');
    // No move while the computer thinks.
    await click(el, 1);
    expect(el.announcement).to.equal('Wait: the computer is thinking.');
    const detail = await reply;
    await el.updateComplete;
    expect(detail).to.deep.include({ game: 'kites', player: 1, source: 'computer', ply: 2, color: 'yellow' });
    expect(seen.map((e) => e.type)).to.deep.equal(['move', 'move']);
    expect(el.thinking).to.equal(false);
    expect(el.toMove).to.equal(0);
    expect(text(el, 'status')).to.equal('Your turn (Player 1)');
    expect(live(el)).to.match(/^Player 2 placed yellow on row \d+, kite \d+: .*\. Your turn: place green\.$/);
  });

  it('the computer pauses a moment before its reply, so the user sees their own move first', async () => {
    // The greedy computer finds its move at once; the reply waits for the pause (300 ms from the user's move).
    const el = await game({ difficulty: 'greedy' });
    const seen = record(el, ['move']);
    await click(el, 0);
    expect(seen.length).to.equal(1);
    await waitUntil(() => seen.length === 2, 'the computer did not reply');
    // Measured between the two moves' own events: a timer never fires early, and a loaded machine only makes it later.
    // A few ms off for coarse timers (setTimeout and event times round differently).
    expect(seen[1]!.timeStamp - seen[0]!.timeStamp).to.be.at.least(290);
    expect((seen[1]!.detail as KitesMoveDetail).source).to.equal('computer');
  });

  it('undo against the computer takes back to the user’s previous turn; redo brings both back', async () => {
    const el = await game({ difficulty: 'greedy' });
    let reply = computerMove(el);
    await click(el, 0);
    await reply;
    await el.updateComplete;
    reply = computerMove(el);
    await click(el, 40);
    await reply;
    await el.updateComplete;
    expect(el.history.length).to.equal(4);
    const seen = record(el, EVENTS);
    kite(el, 40).focus();
    await press('b');
    await el.updateComplete;
    expect(el.history.length).to.equal(2);
    expect(el.toMove).to.equal(0);
    expect(seen.map((e) => [e.type, e.detail.ply])).to.deep.equal([['undo', 2]]);
    button(el, 'redo').click();
    await el.updateComplete;
    expect(el.history.length).to.equal(4);
    expect(seen.map((e) => [e.type, e.detail.ply])).to.deep.equal([['undo', 2], ['redo', 4]]);
    // The computer does not move again after redo: it is the user's turn.
    await aTimeout(400);
    expect(el.history.length).to.equal(4);
    expect(el.thinking).to.equal(false);
  });

  it('undo while the computer thinks cancels its reply', async () => {
    const el = await game({ difficulty: 'easy' });
    const seen = record(el, ['move']);
    await click(el, 0);
    expect(el.thinking).to.equal(true);
    kite(el, 0).focus();
    await press('Escape');
    await el.updateComplete;
    expect(el.thinking).to.equal(false);
    expect(el.history).to.deep.equal([]);
    await aTimeout(600);
    expect(seen.length).to.equal(1);
  });

  it('the computer plays first when seats say so, chains its extra moves, and plays every seat', async () => {
    const first = await game({ seats: 'computer human', difficulty: 'greedy' });
    const move = await computerMove(first);
    expect(move.player).to.equal(0);
    await first.updateComplete;
    expect(text(first, 'scores')).to.equal('Player 1 (computer) 0 Player 2 (you) 0');
    expect(first.canUndo).to.equal(false);

    // Five kites of the size-1 board's wheel placed: the computer (player 2) completes it for a point and moves again.
    const wheel = kitesGeometry(1).points.find((p) => p.type === 'wheel')!.cells;
    const session = Session.start(kites, { size: 1 }, 'test');
    for (const cell of wheel.slice(0, 5)) session.play({ cell });
    const el = await game({ opponent: 'human', difficulty: 'greedy' });
    el.restore(session.save());
    el.opponent = 'computer';
    const seen = record(el, ['move']);
    await waitUntil(() => seen.length >= 2, 'the computer did not move twice', { timeout: 5000 });
    const details = seen.map((e) => e.detail as KitesMoveDetail);
    expect(details[0]).to.deep.include({ source: 'computer', player: 1, cell: wheel[5], replay: true, points: 1 });
    expect(details[0]!.completed).to.deep.equal([{ type: 'wheel', point: kitesGeometry(1).points.find((p) => p.type === 'wheel')!.index }]);
    expect(details[1]).to.deep.include({ source: 'computer', player: 1 });
    await waitUntil(() => el.toMove === 0 && !el.thinking, 'not the user’s turn');
    await el.updateComplete;
    // The two moves are said together once it is the user's turn (the first
    // alone would be cut off by the second), and both kites are marked.
    expect(el.announcement).to.match(/^Player 2 placed \w+ on .*Extra move for Player 2! Player 2 placed \w+ on .*Your turn: place \w+\.$/);
    expect(el.announcement.match(/Your turn/g)).to.have.length(1);
    expect(parts(el, wheel[5]!)).to.include('last');
    expect(parts(el, details[1]!.cell)).to.include('last');
    expect(el.shadowRoot!.querySelectorAll('.marks .last').length).to.equal(2);
    expect(text(el, 'status')).to.contain('Player 2 placed 2 kites in a row.');
    // Undo takes back both of the computer's moves with the user's before them.
    expect(el.undo()).to.equal(true);
    expect(el.history.length).to.equal(4);

    const watch = await game({ seats: 'computer computer computer', players: '3', size: '1', difficulty: 'greedy' });
    await click(watch, 0);
    expect(watch.announcement).to.equal('The computer plays every seat here.');
    await waitUntil(() => watch.history.length >= 2, 'no moves', { timeout: 5000 });
    watch.remove();
    const played = watch.history.length;
    await aTimeout(900);
    expect(watch.history.length).to.equal(played);
    expect(watch.thinking).to.equal(false);
  });

  it('announces a shared win when some of three players tie for the top score', async () => {
    // Random three-player games on the smallest board until the last kite leaves two players tied at the top.
    let found: { saved: string; last: number; leaders: number[]; top: number } | null = null;
    for (let seed = 0; seed < 300 && !found; seed++) {
      const session = Session.start(kites, { size: 1, players: 3 }, `shared-${seed}`);
      const rng = createRng(`shared-${seed}`);
      while (legalMoves(session.state).length > 1) session.play(rng.pick(legalMoves(session.state)));
      const saved = session.save();
      const last = legalMoves(session.state)[0]!.cell;
      session.play({ cell: last });
      const end = session.status;
      if (end.over && end.reason === 'shared') found = { saved, last, leaders: [...end.winners], top: Math.max(...session.state.scores) };
    }
    expect(found, 'a three-player game ending in a shared win').to.not.equal(null);
    const el = await friends({ players: '3' });
    expect(el.restore(found!.saved)).to.equal(true);
    await el.updateComplete;
    const seen = record(el, ['game-over']);
    await click(el, found!.last);
    const detail = seen[0]!.detail as KitesGameOverDetail;
    expect([detail.reason, detail.winners, detail.winner]).to.deep.equal(['shared', found!.leaders, null]);
    const names = found!.leaders.map((p) => `Player ${p + 1}`).join(' and ');
    expect(el.announcement).to.contain(`${names} share the win with ${found!.top} point`);
  });

  it('fires game-over once with the scores, the winner and the reason', async () => {
    const { saved, last, session } = almostFull();
    const el = await friends();
    expect(el.restore(saved)).to.equal(true);
    await el.updateComplete;
    expect(el.size).to.equal(1);
    const seen = record(el, EVENTS);
    await click(el, last);
    expect(seen.map((e) => e.type)).to.deep.equal(['move', 'game-over']);
    session.play({ cell: last });
    const scores = [...session.state.scores];
    const st = status(session.state);
    const winner = st.over && st.winners.length === 1 ? st.winners[0]! : null;
    expect(seen[1]!.detail as KitesGameOverDetail).to.deep.equal({
      game: 'kites',
      winners: winner === null ? [] : [winner],
      reason: winner === null ? 'draw' : 'board-full',
      ply: 18,
      winner,
      scores,
    });
    expect((seen[0]!.detail as KitesMoveDetail).scores).to.deep.equal(scores);
    expect(el.isOver).to.equal(true);
    // Said once on the page: the header says it, the result beside it does not repeat it (the announcement does say it).
    expect(text(el, 'next-colour')).to.equal('The board is full.');
    expect(text(el, 'status')).to.not.contain('The board is full.');
    expect(el.announcement.match(/The board is full\./g)).to.have.length(1);
    await click(el, 0);
    expect(el.announcement).to.equal('The game is over: undo or start a new game.');
    expect(seen.length).to.equal(2);
  });

  it('announces a win against the computer, and a draw with the leaders', async () => {
    // Restored with two people: every player 2 score equal to player 1's makes a draw.
    const { saved, last } = almostFull();
    const el = await friends();
    el.restore(saved);
    await el.updateComplete;
    await click(el, last);
    const over = el.announcement;
    if (el.scores[0] === el.scores[1]) expect(over).to.match(/Draw: Player 1 and Player 2 share the lead with \u2212?\d+ points?\. The board is full\.$/);
    else expect(over).to.match(/Player [12] wins with \u2212?\d+ points?\. The board is full\.$/);
    // The leaders' scores are marked (a frame and a star, not colour alone); nobody is "to move"; a negative score has a minus sign.
    const top = Math.max(...el.scores);
    const items = [...el.shadowRoot!.querySelectorAll('.scores li')];
    expect(items.map((li) => li.classList.contains('leader'))).to.deep.equal(el.scores.map((sc) => sc === top));
    expect(items.map((li) => li.querySelector('.points')!.textContent)).to.deep.equal(el.scores.map((sc) => (sc < 0 ? `\u2212${-sc}` : `${sc}`)));
    expect(el.shadowRoot!.querySelector('.scores li.current')).to.equal(null);
    const vs = await game({ difficulty: 'greedy' });
    vs.restore(saved);
    await vs.updateComplete;
    if (vs.toMove === 0) {
      await click(vs, last);
      expect(vs.announcement).to.match(/(You win with \d+ points?\.|Player 2 \(the computer\) wins with \d+ points?\.|Draw:)/);
      expect(vs.announcement).to.not.match(/You win!|The computer wins\./);
    }
  });

  it('fires no event when the page sets properties or calls methods', async () => {
    const el = await friends();
    await click(el, 1);
    const seen = record(document, EVENTS);
    el.difficulty = 'hard';
    el.opponent = 'human';
    el.seats = ['human', 'human'];
    el.size = 3;
    el.colors = 4;
    el.players = 3;
    el.seed = 'other';
    await el.updateComplete;
    el.undo();
    el.redo();
    el.newGame();
    el.restore(el.save());
    await el.updateComplete;
    await aTimeout(50);
    expect(seen).to.deep.equal([]);
  });

  it('keeps the game when opponent, seats or difficulty change; restarts when size, colors, players or seed change', async () => {
    const el = await friends();
    await click(el, 1, 2);
    el.difficulty = 'hard';
    el.seats = ['human', 'human'];
    await el.updateComplete;
    expect(el.history).to.deep.equal(['1', '2']);
    el.colors = 3;
    await el.updateComplete;
    expect(el.history).to.deep.equal([]);
    await click(el, 1, 2, 3);
    expect(el.nextColor).to.equal('red');
    await el.showHowToPlay();
    expect(el.shadowRoot!.querySelector('[part="how-to-play"]')!.textContent).to.contain('fewer than 6 colours');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="close"]')!.click();
    await el.updateComplete;
    el.players = 3;
    await el.updateComplete;
    expect(el.history).to.deep.equal([]);
    expect(text(el, 'scores')).to.equal('Player 1 0 Player 2 0 Player 3 0');
    el.size = 4;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]').length).to.equal(18 * 16);
  });

  it('four players’ scores sit in a balanced block (two rows of two, or one row), at a phone’s width too', async () => {
    const el = await friends({ players: '4' });
    for (let px = 300; px <= 720; px += 20) {
      const width = `${px}px`;
      el.style.width = width;
      await el.updateComplete;
      const tops = [...el.shadowRoot!.querySelectorAll('[part~="scores"] > li')].map((li) => Math.round(li.getBoundingClientRect().top));
      expect(tops).to.have.length(4);
      const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      expect(String(rows), width).to.be.oneOf(['4', '2,2']);
    }
  });

  it('three players take turns, and the colour cycle goes on whoever places', async () => {
    const el = await friends({ players: '3', colors: '3' });
    const seen = record(el, ['move']);
    await click(el, 0, 20, 40, 60);
    expect(seen.map((e) => [e.detail.player, (e.detail as KitesMoveDetail).color])).to.deep.equal([
      [0, 'red'],
      [1, 'yellow'],
      [2, 'green'],
      [0, 'red'],
    ]);
    expect(el.scores.length).to.equal(3);
  });

  it('warns once about bad attributes, naming them, and falls back', async () => {
    let el!: KitesBoard;
    const seen = await warnings(async () => {
      el = await game({ size: '9', colors: '2', players: '7', opponent: 'robot', difficulty: 'godlike' });
    });
    expect(seen).to.have.members([
      '<kites-board>: ignoring opponent="robot": expected computer, human. Using computer.',
      '<kites-board>: ignoring difficulty="godlike": expected greedy, easy, normal, hard. Using normal.',
      '<kites-board>: ignoring size="9": expected a whole number from 1 to 5. Using 2.',
      '<kites-board>: ignoring colors="2": expected a whole number from 3 to 6. Using 6.',
      '<kites-board>: ignoring players="7": expected a whole number from 2 to 4. Using 2.',
    ]);
    expect(seen.length).to.equal(5);
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]').length).to.equal(72);
    expect(el.scores).to.deep.equal([0, 0]);
    // Mid-game, a bad value keeps the game in progress.
    el.opponent = 'human';
    await el.updateComplete;
    await click(el, 1);
    const later = await warnings(async () => {
      el.setAttribute('size', '0');
      el.setAttribute('opponent', 'alien');
      el.seats = ['human', 'robot'] as never;
      await el.updateComplete;
      el.setAttribute('size', '0');
      await el.updateComplete;
    });
    expect(later.length).to.equal(3);
    expect(later.find((w) => w.includes('opponent='))).to.contain('Using human.');
    expect(later.find((w) => w.includes('seats='))).to.contain('"human robot"');
    expect(el.history).to.deep.equal(['1']);
    // Still two people: player 2 places.
    await click(el, 2);
    expect(el.history).to.deep.equal(['1', '2']);
  });

  it('read-only: shows the game, refuses every move, key and button', async () => {
    const el = await friends({ readonly: '' });
    const seen = record(el, EVENTS);
    await click(el, 3);
    expect(el.announcement).to.equal('This board is read-only.');
    kite(el, 3).focus();
    await press('Enter');
    await press('h');
    await press('n');
    button(el, 'new-game').click();
    await el.updateComplete;
    expect(seen).to.deep.equal([]);
    expect(el.history).to.deep.equal([]);
    expect(el.announcement).to.equal('This board is read-only.');
    expect(el.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-readonly')).to.equal('true');
  });

  it('passes axe idle, after moves, with a hint and when over', async () => {
    const el = await friends();
    await expect(el).to.be.accessible();
    await click(el, HA, HB, HC, 30);
    await expect(el).to.be.accessible();
    await el.showHint();
    await el.updateComplete;
    await expect(el).to.be.accessible();
    await el.showHowToPlay();
    await expect(el).to.be.accessible();
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="close"]')!.click();
    await el.updateComplete;
    const { saved, last } = almostFull(3);
    el.restore(saved);
    await el.updateComplete;
    await click(el, last);
    expect(el.isOver).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('removing the element while the computer thinks cancels its move cleanly; back on the page it plays', async () => {
    const el = await game({ difficulty: 'greedy' });
    const seen = record(el, ['move']);
    const warned = await warnings(async () => {
      await click(el, 0);
      expect(el.thinking).to.equal(true);
      el.remove();
      expect(el.thinking).to.equal(false);
      await aTimeout(600);
    });
    expect(warned).to.deep.equal([]);
    expect(seen.length).to.equal(1);
    const reply = computerMove(el);
    document.body.append(el);
    expect((await reply).player).to.equal(1);
    el.remove();
  });

  it('the completed configuration glows when motion is allowed', async () => {
    const wrapper = await fixture<BoardletsSettingsElement>(
      html`<boardlets-settings motion="allow"><kites-board seed="test" opponent="human"></kites-board></boardlets-settings>`,
    );
    const el = wrapper.querySelector('kites-board')!;
    await el.updateComplete;
    // Every animation is seen as it starts (not looked for afterwards, when a loaded machine may have finished it).
    const started = recordAnimations(el.shadowRoot!);
    await click(el, HA, HB, HC);
    started.stop();
    const glow = el.shadowRoot!.querySelector<SVGGElement>('.glow')!;
    expect(started.animations.filter((a) => a.target === glow).length).to.equal(1);
    expect(glow.querySelectorAll('polygon').length).to.equal(3);
    // Under reduced motion nothing animates.
    const calm = await friends();
    const none = recordAnimations(calm.shadowRoot!);
    await click(calm, HA, HB, HC);
    none.stop();
    expect(none.animations.filter((a) => a.target.matches('.glow'))).to.deep.equal([]);
  });
});

describe('<kites-board> header', () => {
  it('when the scores wrap under "Next:", the first score’s text starts where "Next:" does, and its pill stays clear of the card edge', async () => {
    for (const [width, dir] of [['40rem', 'ltr'], ['22rem', 'ltr'], ['40rem', 'rtl']] as const) {
      const el = await fixture<KitesBoard>(html`<kites-board opponent="human" players="4" seed="header" dir=${dir} style="inline-size: ${width}"></kites-board>`);
      await el.updateComplete;
      const root = el.shadowRoot!.querySelector<HTMLElement>('.root')!;
      const next = el.shadowRoot!.querySelector<HTMLElement>('[part~="next-colour"]')!;
      const first = el.shadowRoot!.querySelector<HTMLElement>('[part~="scores"] > li')!;
      expect(first.getBoundingClientRect().top, `${width} ${dir}: the scores under Next`).to.be.above(next.getBoundingClientRect().bottom - 1);
      const pill = getComputedStyle(first);
      const inset = parseFloat(pill.paddingInlineStart) + parseFloat(pill.borderInlineStartWidth);
      const [box, nextBox, card] = [first, next, root].map((e) => e.getBoundingClientRect());
      // The text's start: the pill's content edge; "Next:" starts at its box's start.
      const start = dir === 'ltr' ? box!.left + inset : box!.right - inset;
      const nextStart = dir === 'ltr' ? nextBox!.left : nextBox!.right;
      expect(Math.abs(start - nextStart), `${width} ${dir}: text starts ${start} and ${nextStart}`).to.be.below(1.5);
      const room = dir === 'ltr' ? box!.left - card!.left : card!.right - box!.right;
      expect(room, `${width} ${dir}: the pill's room to the card edge`).to.be.at.least(3);
    }
  });
});

describe('<kites-board> under review', () => {
  it('frames the board once, on the hexagon (dotted), not the header too, and four scores stand on one row where there is room', async () => {
    const el = await fixture<KitesBoard>(html`<kites-board opponent="human" players="4" seed="review" style="inline-size: 40rem"></kites-board>`);
    const session = Session.restore(kites, el.save());
    for (let i = 0; i < 3; i++) session.play(legalMoves(session.state)[0]!);
    expect(el.restore(session.save())).to.equal(true);
    await el.updateComplete;
    const scores = Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="scores"] > li'));
    expect(scores.length).to.equal(4);
    expect(new Set(scores.map((s) => Math.round(s.getBoundingClientRect().top))).size, 'the four scores on one row').to.equal(1);
    button(el, 'more').click();
    await el.updateComplete;
    button(el, 'move-list-toggle').click();
    await el.updateComplete;
    const options = (): HTMLElement[] => Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="move-list"] [role="option"]'));
    await waitUntil(() => options().length === 4, 'the move list opens');
    options()[2]!.click();
    await el.updateComplete;
    expect((el as unknown as { reviewPly: number | null }).reviewPly).to.equal(2);
    const framed = (part: string): string => getComputedStyle(el.shadowRoot!.querySelector(`[part~="${part}"]`)!).outlineStyle;
    expect(framed('header'), 'no frame around the header').to.equal('none');
    expect(framed('board'), 'no frame around the board box').to.equal('none');
    const hexagon = getComputedStyle(el.shadowRoot!.querySelector('.hexagon')!);
    expect(hexagon.strokeDasharray, 'the hexagon edge dotted').not.to.equal('none');
    expect(hexagon.strokeLinecap).to.equal('round');
    // A narrow game keeps the balanced 2x2 block.
    el.style.inlineSize = '22rem';
    await waitUntil(() => new Set(scores.map((s) => Math.round(s.getBoundingClientRect().top))).size === 2, 'two rows of two on a narrow game');
    expect(scores[0]!.getBoundingClientRect().top).to.equal(scores[1]!.getBoundingClientRect().top);
  });
});
