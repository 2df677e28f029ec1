// <boardlets-worksheet>: the sheet shows the puzzles the attributes ask for,
// reproducibly; its answer keys, read back from the page, solve the puzzles
// drawn on it (replayed with the engines); bad values warn and fall back; the
// print layout hides the button, keeps puzzles whole and prints black on white.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/boardlets-worksheet.js';
import type { BoardletsWorksheet } from '../../src/components/worksheet/boardlets-worksheet.js';
import { patternOf } from '../../src/games/checkbox-squares/algebra.js';
import { checkboxSquares, clickMask, type CheckboxSquaresState } from '../../src/games/checkbox-squares/rules.js';
import { apply, isLegal, tilesLeft, type Colour, type StainedGlassState } from '../../src/games/stained-glass/rules.js';
import { record, warnings } from './helpers.js';

const all = <T extends Element>(el: HTMLElement, selector: string): T[] => [...el.shadowRoot!.querySelectorAll<T>(selector)];
const one = <T extends Element>(el: HTMLElement, selector: string): T => {
  const found = el.shadowRoot!.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};

async function sheet(markup: ReturnType<typeof html>): Promise<BoardletsWorksheet> {
  const el = await fixture<BoardletsWorksheet>(markup);
  await el.ready;
  await el.updateComplete;
  return el;
}

/** A Stained Glass board as drawn: each square's colour from its class (c0-c7), row by row. */
function drawnBoard(puzzle: Element): StainedGlassState {
  const svg = puzzle.querySelector('svg.sg-board')!;
  const cells = [...svg.querySelectorAll('rect.sq')].map((r) => Number(/\bc(\d)\b/.exec(r.getAttribute('class')!)![1]) as Colour);
  return { rows: Number(svg.getAttribute('data-rows')), cols: Number(svg.getAttribute('data-cols')), cells: Uint8Array.from(cells) };
}

describe('<boardlets-worksheet>', () => {
  it('shows count Checkbox Squares puzzles (default 6), each a target, a puzzle and a grid for the clicks, and a rules header', async () => {
    const el = await sheet(html`<boardlets-worksheet seed="t"></boardlets-worksheet>`);
    expect(all(el, '.puzzle')).to.have.length(6);
    el.count = 3;
    await el.ready;
    await el.updateComplete;
    const puzzles = all(el, '.puzzle');
    expect(puzzles.map((p) => p.querySelector('h3')!.textContent)).to.deep.equal(['Puzzle 1', 'Puzzle 2', 'Puzzle 3']);
    for (const p of puzzles) expect(p.querySelectorAll('svg.cs-grid')).to.have.length(3);
    const header = one<HTMLElement>(el, '.header').textContent!;
    expect(header).to.include('Name:').and.include('Date:').and.include('A corner toggles its 2x2 block');
    // Variant 2's rule, drawn and said: a corner click toggles three boxes, not four.
    el.variant = 2;
    await el.updateComplete;
    expect(one<HTMLElement>(el, '.header').textContent).to.include('a side middle its side and the centre');
    expect(all(el, '.rule-diagrams svg')[0]!.querySelectorAll('.toggled')).to.have.length(3);
    // No answer key without `answers`.
    expect(el.shadowRoot!.querySelector('.answers')).to.equal(null);
  });

  it('makes the same sheet from the same seed, and another from another seed', async () => {
    const a = await sheet(html`<boardlets-worksheet seed="class-5b" count="8" variant="3" answers></boardlets-worksheet>`);
    const b = await sheet(html`<boardlets-worksheet seed="class-5b" count="8" variant="3" answers></boardlets-worksheet>`);
    const c = await sheet(html`<boardlets-worksheet seed="class-5c" count="8" variant="3" answers></boardlets-worksheet>`);
    const drawn = (el: BoardletsWorksheet): string => one(el, '.puzzles').innerHTML + one(el, '.keys').innerHTML;
    expect(drawn(a)).to.equal(drawn(b));
    expect(drawn(a)).to.not.equal(drawn(c));
    expect(JSON.stringify(a.puzzles)).to.equal(JSON.stringify(b.puzzles));
    // Stained Glass too.
    const sg = (seed: string) => sheet(html`<boardlets-worksheet game="stained-glass-board" seed=${seed} count="2" rows="4" cols="4" answers></boardlets-worksheet>`);
    const [s1, s2, s3] = [await sg('x'), await sg('x'), await sg('y')];
    expect(drawn(s1)).to.equal(drawn(s2));
    expect(drawn(s1)).to.not.equal(drawn(s3));
    // Without a seed, a sheet draws one and prints it, so it can be made again.
    const free = await sheet(html`<boardlets-worksheet count="2"></boardlets-worksheet>`);
    const seed = free.options!.seed;
    expect(one(free, '.foot').textContent).to.equal(`Sheet ${seed}`);
    const again = await sheet(html`<boardlets-worksheet count="2" seed=${seed}></boardlets-worksheet>`);
    expect(one(again, '.puzzles').innerHTML).to.equal(one(free, '.puzzles').innerHTML);
  });

  /** The fewest clicks that change `board` into `target` (k states a box), by trying every number of presses of every box. */
  function fewestByBruteForce(variant: 1 | 2 | 3, k: number, board: readonly number[], target: readonly number[]): number {
    const masks = Array.from({ length: 9 }, (_, j) => clickMask(variant, j));
    const need = target.map((t, i) => (t - board[i]! + k) % k);
    let best = Infinity;
    const presses = new Array<number>(9).fill(0);
    for (let n = 0; n < k ** 9; n++) {
      let rest = n;
      let total = 0;
      for (let j = 0; j < 9; j++) {
        presses[j] = rest % k;
        total += presses[j]!;
        rest = Math.floor(rest / k);
      }
      if (total >= best) continue;
      let ok = true;
      for (let i = 0; i < 9 && ok; i++) {
        let sum = 0;
        for (let j = 0; j < 9; j++) if ((masks[j]! >>> i) & 1) sum += presses[j]!;
        ok = sum % k === need[i];
      }
      if (ok) best = total;
    }
    return best;
  }

  /** Each box's state as drawn: a tick is 1 (2 states), else the number of dots. */
  const drawnDigits = (svg: Element): number[] =>
    Array.from({ length: 9 }, (_, b) => svg.querySelectorAll(`.tick[data-box="${b}"]`).length + svg.querySelectorAll(`.dot[data-box="${b}"]`).length);

  for (const states of [2, 3, 4] as const) {
    for (const variant of [1, 2, 3] as const) {
      it(`variant ${variant}, ${states} states: the answer key's clicks, replayed with the engine, turn each drawn puzzle into its target, and are the fewest`, async () => {
        const count = states === 2 ? 12 : 4;
        const el = await sheet(html`<boardlets-worksheet seed="key" count=${count} variant=${variant} states=${states} answers></boardlets-worksheet>`);
        expect(el.options).to.include({ variant, states });
        const puzzles = all(el, '.puzzle');
        const answers = all(el, '.answer');
        expect(answers).to.have.length(count);
        puzzles.forEach((puzzle, i) => {
          const target = drawnDigits(puzzle.querySelector('[data-square="target"]')!);
          const board = drawnDigits(puzzle.querySelector('[data-square="board"]')!);
          expect(Math.max(...target, ...board), 'states drawn').to.be.below(states);
          const presses = Array.from({ length: 9 }, (_, b) => answers[i]!.querySelectorAll(`.click[data-box="${b}"]`).length);
          let state: CheckboxSquaresState = { variant, states, target: patternOf(states, target), board: patternOf(states, board), lockTarget: true };
          presses.forEach((n, box) => {
            for (let p = 0; p < n; p++) state = checkboxSquares.apply(state, { square: 'board', box });
          });
          expect(state.board, `puzzle ${i + 1}`).to.equal(state.target);
          const total = presses.reduce((x, y) => x + y, 0);
          expect(total, `puzzle ${i + 1}`).to.equal(fewestByBruteForce(variant, states, board, target));
          expect(answers[i]!.textContent).to.include(`Fewest clicks: ${total}`);
        });
        if (states > 2) expect(one(el, '.header').textContent).to.include('a click adds a dot');
      });
    }
  }

  it('Stained Glass: prepares in the background, then shows boards with glyphs and square names, whose answer lines replay to one tile', async () => {
    const el = await fixture<BoardletsWorksheet>(html`<boardlets-worksheet game="stained-glass-board" seed="sg" count="3" rows="5" cols="5" palette="full" answers></boardlets-worksheet>`);
    const events = record(el, ['worksheet-ready']);
    // While the solver works: a note, no puzzles, the Print button off.
    expect(one(el, '[role="status"]').textContent).to.include('Preparing worksheet…');
    expect(el.shadowRoot!.querySelector('.puzzle')).to.equal(null);
    expect(one<HTMLButtonElement>(el, 'button[part~="print"]').disabled).to.equal(true);
    await el.ready;
    await el.updateComplete;
    expect(events.map((e) => e.detail)).to.deep.equal([{ game: 'stained-glass-board', seed: 'sg', count: 3 }]);
    expect(one<HTMLButtonElement>(el, 'button[part~="print"]').disabled).to.equal(false);
    const puzzles = all(el, '.puzzle');
    expect(puzzles).to.have.length(3);
    const keys = all(el, '.answer');
    puzzles.forEach((puzzle, i) => {
      const board = puzzle.querySelector('svg.sg-board')!;
      // Every tile carries its glyph (three bar slots); a1 is the bottom-left, as on the game's board (rows numbered upwards).
      expect(board.querySelectorAll('rect.sq')).to.have.length(25);
      expect(board.querySelectorAll('.bar.on').length + board.querySelectorAll('.bar.off').length / 2).to.equal(75);
      expect([...board.querySelectorAll('text.edge')].map((t) => t.textContent).join('')).to.equal('abcde54321');
      expect(board.getAttribute('aria-label')).to.match(/^Stained Glass board: a5 \w+, b5 \w+/);
      let state = drawnBoard(puzzle);
      const hops = [...keys[i]!.querySelectorAll('.line li')];
      expect(hops.length, `puzzle ${i + 1}`).to.be.greaterThan(0);
      for (const li of hops) {
        const move = { from: Number(li.getAttribute('data-from')), to: Number(li.getAttribute('data-to')) };
        expect(isLegal(state, move), li.textContent!).to.equal(true);
        expect(li.textContent).to.match(/^[a-e][1-5] over [a-e][1-5] to [a-e][1-5]$/);
        state = apply(state, move);
      }
      expect(tilesLeft(state), `puzzle ${i + 1}`).to.equal(1);
    });
  });

  it('Stained Glass: a search cut short by leaving the page starts again when the sheet is back, and ends in the same sheet', async () => {
    const wrap = await fixture<HTMLElement>(html`<div></div>`);
    const make = (): BoardletsWorksheet => {
      const el = document.createElement('boardlets-worksheet');
      for (const [k, v] of Object.entries({ game: 'stained-glass-board', seed: 'away', count: '2', rows: '5', cols: '5' })) el.setAttribute(k, v);
      return el;
    };
    const el = make();
    wrap.append(el);
    await el.updateComplete;
    expect(el.puzzles).to.equal(null);
    el.remove();
    await new Promise((r) => setTimeout(r, 50));
    expect(el.puzzles).to.equal(null);
    wrap.append(el);
    await el.ready;
    await el.updateComplete;
    const fresh = make();
    wrap.append(fresh);
    await fresh.ready;
    await fresh.updateComplete;
    expect(all(el, '.puzzle')).to.have.length(2);
    expect(one(el, '.puzzles').innerHTML).to.equal(one(fresh, '.puzzles').innerHTML);
  });

  it('warns once about each bad value and falls back (the defaults, or the sheet in use)', async () => {
    let el!: BoardletsWorksheet;
    const said = await warnings(async () => {
      el = await sheet(html`<boardlets-worksheet game="chess" count="40" variant="7" states="5" seed="w"></boardlets-worksheet>`);
    });
    expect(said).to.deep.equal([
      '<boardlets-worksheet>: ignoring game="chess": expected checkbox-squares, stained-glass-board. Using checkbox-squares.',
      '<boardlets-worksheet>: ignoring count="40": expected a whole number from 1 to 24. Using 6.',
      '<boardlets-worksheet>: ignoring variant="7": expected 1, 2 or 3. Using 1.',
      '<boardlets-worksheet>: ignoring states="5": expected 2, 3 or 4. Using 2.',
    ]);
    expect(el.options).to.include({ game: 'checkbox-squares', count: 6, variant: 1, states: 2 });
    expect(all(el, '.puzzle')).to.have.length(6);
    // A good sheet, then bad values: it keeps what it had.
    el.count = 4;
    el.variant = 3;
    el.states = 3;
    await el.updateComplete;
    const later = await warnings(async () => {
      el.setAttribute('count', 'lots');
      el.setAttribute('variant', 'x');
      el.setAttribute('states', '1');
      await el.updateComplete;
    });
    expect(later).to.deep.equal([
      '<boardlets-worksheet>: ignoring count="lots": expected a whole number from 1 to 24. Using 4.',
      '<boardlets-worksheet>: ignoring variant="x": expected 1, 2 or 3. Using 3.',
      '<boardlets-worksheet>: ignoring states="1": expected 2, 3 or 4. Using 3.',
    ]);
    expect(el.options).to.include({ count: 4, variant: 3, states: 3 });
    // Stained Glass sizes and palettes as <stained-glass-board> checks them.
    const sg = await warnings(async () => {
      el = await sheet(html`<boardlets-worksheet game="stained-glass-board" count="1" rows="12" cols="4" palette="neon" seed="w"></boardlets-worksheet>`);
    });
    expect(sg).to.deep.equal([
      '<boardlets-worksheet>: ignoring rows="12": expected a whole number from 3 to 10. Using 6.',
      '<boardlets-worksheet>: ignoring palette="neon": expected primaries, mixed, full. Using mixed.',
    ]);
    expect(el.options).to.include({ rows: 6, cols: 4, palette: 'mixed' });
    expect(all(el, '.puzzle rect.sq')).to.have.length(24);
  });

  it('shows a seed (and every other value) as text, never markup', async () => {
    const markup = '<img src=x onerror="window.__wsPwned=1">';
    const el = await sheet(html`<boardlets-worksheet seed=${markup} count="1"></boardlets-worksheet>`);
    expect(one(el, '.foot').textContent).to.equal(`Sheet ${markup}`);
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect((window as unknown as Record<string, unknown>).__wsPwned).to.equal(undefined);
  });

  it('prints from its Print button', async () => {
    const el = await sheet(html`<boardlets-worksheet seed="p" count="1"></boardlets-worksheet>`);
    const original = window.print;
    let printed = 0;
    window.print = () => void printed++;
    try {
      one<HTMLButtonElement>(el, 'button[part~="print"]').click();
    } finally {
      window.print = original;
    }
    expect(printed).to.equal(1);
  });

  it('speaks the page’s language', async () => {
    const wrap = await fixture<HTMLElement>(html`<div lang="de"></div>`);
    wrap.innerHTML = '<boardlets-worksheet game="stained-glass-board" seed="de" count="1" rows="4" cols="4" answers></boardlets-worksheet>';
    const el = wrap.firstElementChild as BoardletsWorksheet;
    await el.updateComplete;
    await el.ready;
    await el.updateComplete;
    expect(one(el, 'button[part~="print"]').textContent).to.equal('Drucken');
    expect(one(el, '.puzzle h3').textContent).to.equal('Rätsel 1');
    expect(one(el, '.line li').textContent).to.match(/^[a-d][1-4] über [a-d][1-4] nach [a-d][1-4]$/);
    expect(one(el, '.sheet').getAttribute('lang')).to.equal('de');
  });

  it('passes an accessibility audit, both games with their answer keys', async () => {
    const cs = await sheet(html`<boardlets-worksheet seed="a11y" count="2" answers></boardlets-worksheet>`);
    await expect(cs).to.be.accessible();
    const sg = await sheet(html`<boardlets-worksheet game="stained-glass-board" seed="a11y" count="2" rows="4" cols="4" answers></boardlets-worksheet>`);
    await expect(sg).to.be.accessible();
  });

  describe('in print', () => {
    /** The printable height of an A4 page at 96 dpi, less 10 mm margins: no puzzle may be taller. */
    const A4_PRINTABLE_PX = ((297 - 20) / 25.4) * 96;
    let canEmulate = false;
    before(async () => {
      // Puppeteer's Firefox (WebDriver BiDi) has no media emulation: asking only logs an error there.
      canEmulate = !navigator.userAgent.includes('Firefox') && (await emulateMedia({ media: 'print' }).then(
        () => true,
        () => false,
      ));
    });
    after(async () => {
      if (canEmulate) await emulateMedia({ media: 'screen' });
    });

    for (const game of ['checkbox-squares', 'stained-glass-board']) {
      it(`${game}: hides the Print button, keeps each puzzle whole and within a page, black on white, the key on a page of its own`, async () => {
        const el = await sheet(html`<boardlets-worksheet game=${game} seed="print" count="4" rows="6" cols="6" answers></boardlets-worksheet>`);
        if (!canEmulate) {
          // Firefox here cannot emulate print media: the print rules themselves, read from the sheet's styles.
          const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((s) => [...s.cssRules]);
          const print = rules.filter((r): r is CSSMediaRule => r instanceof CSSMediaRule && r.media.mediaText === 'print').flatMap((r) => [...r.cssRules]) as CSSStyleRule[];
          const style = (selector: string): CSSStyleDeclaration => print.find((r) => r.selectorText === selector)!.style;
          expect(style('.toolbar').display).to.equal('none');
          expect(style('.sheet').color).to.equal('rgb(0, 0, 0)');
          expect(style('.sheet').backgroundColor).to.equal('rgb(255, 255, 255)');
          expect(getComputedStyle(one(el, '.puzzle')).breakInside).to.equal('avoid');
          expect(getComputedStyle(one(el, '.answers')).breakBefore).to.equal('page');
          return;
        }
        expect(matchMedia('print').matches, 'print media emulated').to.equal(true);
        expect(getComputedStyle(one(el, '.toolbar')).display).to.equal('none');
        const puzzles = all<HTMLElement>(el, '.puzzle');
        expect(puzzles).to.have.length(4);
        for (const p of puzzles) {
          expect(getComputedStyle(p).breakInside).to.equal('avoid');
          expect(p.getBoundingClientRect().height).to.be.within(50, A4_PRINTABLE_PX / 2);
          // Two to a line.
          expect(p.getBoundingClientRect().width).to.be.below(one(el, '.puzzles').getBoundingClientRect().width / 2);
        }
        const style = getComputedStyle(one(el, '.sheet'));
        expect(style.color).to.equal('rgb(0, 0, 0)');
        expect(style.backgroundColor).to.equal('rgb(255, 255, 255)');
        expect(getComputedStyle(one(el, '.answers')).breakBefore).to.equal('page');
        for (const a of all<HTMLElement>(el, '.answer')) expect(getComputedStyle(a).breakInside).to.equal('avoid');
        if (game === 'checkbox-squares') {
          // The key's grid is big enough to count its dots (at least 18 mm), and "Fewest clicks: n" stays on one line beside it.
          const MM = 96 / 25.4;
          for (const a of all<HTMLElement>(el, '.cs-answer')) {
            expect(a.querySelector('svg')!.getBoundingClientRect().width).to.be.at.least(18 * MM);
            const fewest = a.querySelector<HTMLElement>('.fewest')!;
            expect(fewest.getBoundingClientRect().height).to.be.below(parseFloat(getComputedStyle(fewest).fontSize) * 2);
          }
        }
      });
    }
  });
});
