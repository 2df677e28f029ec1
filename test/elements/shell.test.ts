// The game shell every element shares: results styled by outcome, New game
// that Undo takes back, a visible feedback line, one primary action with the
// rest behind "More", spoilers behind a confirmation, the page's colour scheme.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/index.js';
import { GAME_TAGS } from '../../src/registry.js';
import { Session } from '../../src/engine/session.js';
import { createRng } from '../../src/engine/rng.js';
import type { GameDefinition } from '../../src/engine/game.js';
import { kites } from '../../src/games/kites/rules.js';
import { infection } from '../../src/games/infection/rules.js';
import { stainedGlass } from '../../src/games/stained-glass/rules.js';
import type { BoardletElement } from '../../src/base/boardlet-element.js';
import type { KitesBoard } from '../../src/components/kites/kites-board.js';
import type { CheckboxSquares } from '../../src/components/checkbox-squares/checkbox-squares.js';
import type { InfectionBoard } from '../../src/components/infection/infection-board.js';
import { box, button, press, record } from './helpers.js';

type Game = BoardletElement<unknown, unknown, unknown>;
/** Every game, from the registry of games. */
const TAGS = GAME_TAGS;

const part = (el: Element, name: string): HTMLElement | null => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const feedback = (el: Element): string => part(el, 'feedback')!.textContent!.replace(/\s+/g, ' ').trim();
const result = (el: Element): string | null => el.shadowRoot!.querySelector('.root')!.getAttribute('data-result');

/**
 * A finished game of `definition` from a saved starting position,
 * played with random legal moves, whose winners pass `wanted`.
 */
function finishedGame<S, M>(start: string, definition: GameDefinition<S, M, unknown>, wanted: (winners: readonly number[]) => boolean): string {
  for (let attempt = 0; attempt < 400; attempt++) {
    const session = Session.restore(definition, start);
    const rng = createRng(`finish:${attempt}`);
    while (!session.status.over) {
      const moves = definition.legalMoves(session.state);
      session.play(moves[Math.floor(rng.next() * moves.length)]!);
    }
    const status = session.status;
    if (status.over && wanted(status.winners)) return session.save();
  }
  throw new Error('no such game found');
}

describe('results are styled by outcome, the same way in every game', () => {
  it('Kites: a computer win is a loss, a tie a draw, the person a win', async () => {
    for (const [wanted, kind] of [
      [(w: readonly number[]) => w.length === 1 && w[0] === 1, 'loss'],
      [(w: readonly number[]) => w.length === 1 && w[0] === 0, 'win'],
      [(w: readonly number[]) => w.length !== 1, 'draw'],
    ] as const) {
      const el = await fixture<KitesBoard>(html`<kites-board size="1" seed="results"></kites-board>`);
      expect(el.restore(finishedGame(el.save(), kites as never, wanted))).to.equal(true);
      await el.updateComplete;
      expect(result(el), kind).to.equal(kind);
      expect(el.shadowRoot!.querySelector('.result')!.getAttribute('data-result')).to.equal(kind);
      // A symbol, not colour alone, says which.
      const mark = el.shadowRoot!.querySelector('.result-mark')!;
      expect(mark.getAttribute('aria-label')).to.equal({ win: 'Won', loss: 'Lost', draw: 'Draw' }[kind]);
      expect(getComputedStyle(mark, '::before').content).to.not.equal('none');
    }
  });

  it('Infection: the computer winning against you is a loss, you winning a win', async () => {
    const el = await fixture<InfectionBoard>(html`<infection-board size="5" seed="results"></infection-board>`);
    const start = el.save();
    expect(el.restore(finishedGame(start, infection as never, (w) => w.length === 1 && w[0] === 1))).to.equal(true);
    await el.updateComplete;
    expect(result(el)).to.equal('loss');
    const grid = el.shadowRoot!.querySelector('.grid')!;
    expect(getComputedStyle(grid).outlineStyle).to.equal('dashed');
    expect(el.restore(finishedGame(start, infection as never, (w) => w.length === 1 && w[0] === 0))).to.equal(true);
    await el.updateComplete;
    expect(result(el)).to.equal('win');
    expect(getComputedStyle(grid).outlineStyle).to.equal('solid');
  });

  it('Stained Glass: one tile left is a win, stuck a loss', async () => {
    const el = await fixture<Game>(html`<stained-glass-board rows="3" cols="3" seed="results"></stained-glass-board>`);
    expect(el.restore(finishedGame(el.save(), stainedGlass as never, (w) => w.length === 0))).to.equal(true);
    await el.updateComplete;
    expect(result(el)).to.equal('loss');
  });

  it('Checkbox Squares: solved is a win', async () => {
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares target="000000000" start="000010000"></checkbox-squares>`);
    // A click on the target toggles that one box: now the two squares match.
    box(el, 'target', 4).click();
    await el.updateComplete;
    expect(result(el)).to.equal('win');
    expect(el.shadowRoot!.querySelector('.result')!.textContent).to.contain('Solved');
  });
});

describe('New game can be taken back', () => {
  for (const tag of TAGS) {
    it(`${tag}: Undo after New game brings the game back, Redo the new one`, async () => {
      const el = (await fixture(`<${tag} seed="shelf" opponent="human" mode="two-player"></${tag}>`)) as Game;
      const session = Session.restore((el as unknown as { definition: GameDefinition<unknown, unknown, unknown> }).definition, el.save());
      const first = session.definition.legalMoves(session.state)[0];
      session.play(first);
      expect(el.restore(session.save())).to.equal(true);
      await el.updateComplete;
      const before = el.save();
      const seen = record(el, ['undo', 'redo', 'new-game']);
      button(el, 'new-game').click();
      await el.updateComplete;
      const fresh = el.save();
      expect(fresh).to.not.equal(before);
      expect(feedback(el)).to.match(/^New (game|board)\. Undo brings the last one back\.$/);
      expect(button(el, 'undo').getAttribute('aria-disabled')).to.equal('false');
      button(el, 'undo').click();
      await el.updateComplete;
      expect(el.save()).to.equal(before);
      expect(feedback(el)).to.equal('Your previous game is back, 1 move in.');
      button(el, 'redo').click();
      await el.updateComplete;
      expect(el.save()).to.equal(fresh);
      expect(seen.map((e) => e.type)).to.deep.equal(['new-game', 'undo', 'redo']);
    });
  }

  it('Kites: the n key starts a new game that Ctrl+Z takes back', async () => {
    const el = await fixture<KitesBoard>(html`<kites-board seed="keys" opponent="human"></kites-board>`);
    el.shadowRoot!.querySelector<SVGElement>('.kite')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.ply).to.equal(1);
    const before = el.save();
    el.shadowRoot!.querySelector<HTMLElement>('[part~="undo"]')!.focus();
    await press('n');
    await el.updateComplete;
    expect(el.ply).to.equal(0);
    await press('Control+z');
    await el.updateComplete;
    expect(el.save()).to.equal(before);
  });
});

describe('the feedback line shows what screen readers hear', () => {
  it('a refused move is shown, marked as a refusal', async () => {
    const el = await fixture<InfectionBoard>(html`<infection-board seed="feedback" mode="two-player"></infection-board>`);
    // An empty square cannot be picked up.
    const empty = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')].find((c) => !c.querySelector('.piece'))!;
    empty.click();
    await el.updateComplete;
    expect(el.announcement).to.not.equal('');
    expect(feedback(el)).to.equal(el.announcement);
    expect(part(el, 'feedback')!.dataset.tone).to.equal('refusal');
    expect(getComputedStyle(el.shadowRoot!.querySelector('.tone-mark')!, '::before').content).to.contain('!');
  });

  it('before anything happens, it shows the goal', async () => {
    for (const tag of TAGS) {
      const el = (await fixture(`<${tag}></${tag}>`)) as Game;
      expect(feedback(el).length, tag).to.be.greaterThan(10);
      expect(part(el, 'feedback')!.dataset.tone).to.equal('idle');
    }
  });

  it('the move that ends a game is heard with its result and shown without it: the status line shows the result once, marked', async () => {
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares variant="1" target="000000000" start="110110000"></checkbox-squares>`);
    box(el, 'board', 0).click();
    await el.updateComplete;
    expect(el.isOver).to.equal(true);
    expect(el.announcement).to.match(/^.+\. Solved in 1 move!?\.?$/);
    expect(feedback(el)).to.not.contain('Solved');
    expect(feedback(el).length).to.be.greaterThan(0);
    expect(part(el, 'status')!.textContent).to.contain('Solved');
  });

  it('a game shown already over (a finished position, a restored game) says what is left to do, not the goal', async () => {
    const el = await fixture<InfectionBoard>(html`<infection-board position="gggg/gggg/yyyy/yyyy g"></infection-board>`);
    expect(el.isOver).to.equal(true);
    expect(feedback(el)).to.equal('The game is over: undo or start a new game.');
    expect(part(el, 'feedback')!.dataset.tone).to.equal('idle');
  });

  it('Share says "Copied" on its button for a moment and in the line', async () => {
    const el = await fixture<Game>(html`<checkbox-squares share from-hash seed="copy"></checkbox-squares>`);
    const clipboard = navigator.clipboard;
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void (copied = t) } });
    try {
      button(el, 'share').click();
      await waitUntil(() => copied !== '', 'the link is copied');
      await el.updateComplete;
      expect(copied).to.contain('checkbox-squares=');
      expect(button(el, 'share').textContent!.trim()).to.equal('Copied');
      expect(feedback(el)).to.equal('Link to this game copied.');
    } finally {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
    }
  });
});

describe('the toolbar: one primary action, the rest behind More, spoilers confirmed', () => {
  it('every game has exactly one primary button, and More opens and closes the rest', async () => {
    for (const tag of TAGS) {
      const el = (await fixture(`<${tag}></${tag}>`)) as Game;
      expect(el.shadowRoot!.querySelectorAll('.toolbar button.primary').length, tag).to.equal(1);
      const more = button(el, 'more');
      const panel = el.shadowRoot!.querySelector<HTMLElement>('#more-actions')!;
      expect(panel.hidden).to.equal(true);
      more.click();
      await el.updateComplete;
      expect(more.getAttribute('aria-expanded')).to.equal('true');
      expect(panel.hidden).to.equal(false);
      expect(panel.querySelector('[part~="new-game"], [part~="how-to-play"]'), tag).to.not.equal(null);
    }
  });

  it('Escape closes the More row, the focus back on More, and undoes nothing (Kites takes Escape for Undo otherwise)', async () => {
    const el = await fixture<KitesBoard>(html`<kites-board seed="esc" opponent="human"></kites-board>`);
    el.shadowRoot!.querySelector<SVGElement>('[role="gridcell"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 1 }));
    await el.updateComplete;
    expect(el.ply).to.equal(1);
    const undone = record(el, ['undo']);
    const more = button(el, 'more');
    const panel = el.shadowRoot!.querySelector<HTMLElement>('#more-actions')!;
    more.click();
    await el.updateComplete;
    panel.querySelector<HTMLElement>('button')!.focus();
    await press('Escape');
    await el.updateComplete;
    expect(panel.hidden).to.equal(true);
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    expect(el.shadowRoot!.activeElement).to.equal(more);
    // On More itself too.
    more.click();
    await el.updateComplete;
    more.focus();
    await press('Escape');
    await el.updateComplete;
    expect(panel.hidden).to.equal(true);
    expect(undone).to.deep.equal([]);
    expect(el.ply).to.equal(1);
  });

  it('Show solution asks first; Cancel shows nothing, Yes shows it', async () => {
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="spoiler"></checkbox-squares>`);
    button(el, 'solve').click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.box.mark').length).to.equal(0);
    expect(el.shadowRoot!.querySelector('.confirm')!.textContent).to.contain('gives the puzzle away');
    expect(el.shadowRoot!.activeElement).to.equal(button(el, 'confirm-cancel'));
    button(el, 'confirm-cancel').click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.confirm')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('.box.mark').length).to.equal(0);
    button(el, 'solve').click();
    await el.updateComplete;
    button(el, 'confirm-yes').click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.box.mark').length).to.be.greaterThan(0);
    // Hiding it again needs no confirmation.
    button(el, 'solve').click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.box.mark').length).to.equal(0);
  });
});

describe('the inline confirmation', () => {
  it('Escape closes it like Cancel: nothing shown, the focus back on the button that asked, and the game’s own Escape does not run', async () => {
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="spoiler"></checkbox-squares>`);
    box(el, 'board', 0).click();
    await el.updateComplete;
    const played = el.save();
    const seen = record(el, ['undo']);
    // As a person gets there: More, then Show solution in it.
    button(el, 'more').click();
    await el.updateComplete;
    button(el, 'solve').click();
    await el.updateComplete;
    // Compared as booleans: chai's diff of two elements can take minutes.
    expect(el.shadowRoot!.activeElement === button(el, 'confirm-cancel'), 'the focus on Cancel').to.equal(true);
    await press('Escape');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.confirm') === null, 'the confirmation closed').to.equal(true);
    expect(el.shadowRoot!.querySelectorAll('.box.mark').length).to.equal(0);
    expect(el.shadowRoot!.activeElement === button(el, 'solve'), 'the focus back on Show solution').to.equal(true);
    expect(seen).to.deep.equal([]);
    expect(el.save()).to.equal(played);
  });
});

describe('hover styles only where there is hover', () => {
  it('every :hover rule of every game sits inside @media (hover: hover)', async () => {
    for (const tag of TAGS) {
      const el = (await fixture(`<${tag}></${tag}>`)) as Game;
      const loose: string[] = [];
      const visit = (rules: CSSRuleList, inHover: boolean): void => {
        for (const rule of rules) {
          if (rule instanceof CSSMediaRule) visit(rule.cssRules, inHover || /hover:\s*hover/.test(rule.conditionText));
          else if (rule instanceof CSSStyleRule && rule.selectorText.includes(':hover') && !inHover) loose.push(rule.selectorText);
          else if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules, inHover);
        }
      };
      for (const sheet of el.shadowRoot!.adoptedStyleSheets) visit(sheet.cssRules, false);
      expect(loose, tag).to.deep.equal([]);
    }
  });
});

describe("the page's own colour scheme", () => {
  const surface = (el: Element): string => getComputedStyle(el.shadowRoot!.querySelector('.root')!).backgroundColor;
  afterEach(() => {
    document.documentElement.style.colorScheme = '';
  });

  it('follows the colour scheme the page declares; --boardlets-color-scheme overrides it', async () => {
    const el = await fixture<Game>(html`<checkbox-squares></checkbox-squares>`);
    const light = surface(el);
    document.documentElement.style.colorScheme = 'dark';
    expect(surface(el)).to.not.equal(light);
    el.style.setProperty('--boardlets-color-scheme', 'light');
    expect(surface(el)).to.equal(light);
  });

  it('a page that declares nothing gets a light game on a dark system; "light dark" follows the reader (Chromium only: Firefox cannot emulate the system setting here)', async () => {
    // Firefox here is driven over WebDriver BiDi, which cannot emulate it (the call only logs an error).
    if (navigator.userAgent.includes('Firefox')) return;
    const el = await fixture<Game>(html`<checkbox-squares></checkbox-squares>`);
    const light = surface(el);
    await emulateMedia({ colorScheme: 'dark' });
    try {
      expect(surface(el)).to.equal(light);
      document.documentElement.style.colorScheme = 'light dark';
      expect(surface(el)).to.not.equal(light);
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });
});

describe('the whole game fits the viewport', () => {
  afterEach(async () => {
    const { setViewport } = await import('@web/test-runner-commands');
    await setViewport({ width: 800, height: 600 });
  });

  for (const [width, height] of [
    [1280, 800],
    [360, 740],
  ] as const) {
    it(`board, status, feedback and toolbar fit together at ${width}x${height}`, async () => {
      const { setViewport } = await import('@web/test-runner-commands');
      await setViewport({ width, height });
      for (const tag of TAGS) {
        const el = (await fixture(`<${tag} seed="fit"></${tag}>`)) as Game;
        await el.updateComplete;
        const box = el.getBoundingClientRect();
        expect(box.height, `${tag} at ${width}x${height}`).to.be.at.most(height);
        expect(box.width, tag).to.be.at.most(width);
        // The toolbar is one row: every button on the same line.
        const tops = new Set([...el.shadowRoot!.querySelectorAll('.toolbar > button')].map((b) => Math.round(b.getBoundingClientRect().top)));
        expect(tops.size, `${tag}: one row of buttons`).to.equal(1);
      }
    });
  }

  it('still fits at 1280x800 in a page with a larger font, with More open (a row more) and a refusal in the feedback line: the board gives way', async () => {
    const { setViewport } = await import('@web/test-runner-commands');
    await setViewport({ width: 1280, height: 800 });
    for (const tag of TAGS) {
      const wrap = await fixture<HTMLDivElement>(`<div style="font-size: 18px"><${tag} seed="fit"></${tag}></div>`);
      const el = wrap.firstElementChild as Game;
      await el.updateComplete;
      const fits = async (what: string): Promise<void> => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        expect(el.getBoundingClientRect().height, `${tag} ${what}`).to.be.at.most(800);
      };
      await fits('at the start');
      button(el, 'more').click();
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part~="more"]'), tag).to.not.equal(null);
      await fits('with More open');
      (el as unknown as { refuse(s: string): void }).refuse('A refusal long enough to wrap onto a second line of the feedback line under the board, as a hint or a reason does.');
      await el.updateComplete;
      await fits('with a two-line sentence');
    }
  });

  it('fits the space the page gives: a container with its own height (container-type: size) under a heading, not the whole viewport', async () => {
    const { setViewport } = await import('@web/test-runner-commands');
    await setViewport({ width: 1280, height: 800 });
    for (const tag of TAGS) {
      const wrap = await fixture<HTMLDivElement>(`<div><h1 style="margin: 0; block-size: 200px">A heading</h1><div class="space" style="block-size: 560px; container-type: size"><${tag} seed="fit"></${tag}></div></div>`);
      const el = wrap.querySelector(tag) as Game;
      await el.updateComplete;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      expect(el.getBoundingClientRect().height, tag).to.be.at.most(560);
      // So the toolbar is above the fold of an 800 px window with the page's top at the heading.
      const top = wrap.getBoundingClientRect().top;
      expect(el.shadowRoot!.querySelector('[part~="toolbar"]')!.getBoundingClientRect().bottom - top, tag).to.be.at.most(760);
    }
  });

  it('Checkbox Squares keeps its two squares side by side down to 320 px', async () => {
    const host = await fixture<HTMLDivElement>(html`<div style="width: 320px"><checkbox-squares></checkbox-squares></div>`);
    const el = host.querySelector('checkbox-squares')!;
    await el.updateComplete;
    const [target, puzzle] = [...el.shadowRoot!.querySelectorAll('[part~="square"]')].map((s) => s.getBoundingClientRect());
    expect(Math.round(target!.top)).to.equal(Math.round(puzzle!.top));
    expect(target!.right).to.be.at.most(puzzle!.left);
    expect(el.shadowRoot!.querySelector('#label-target')!.textContent!.trim()).to.equal('Target');
  });
});

describe('what can move is visible without hover', () => {
  it('Stained Glass marks stuck tiles (smaller, flat, dimmed; no ring) when nothing is hovered', async () => {
    const el = await fixture<Game>(html`<stained-glass-board position="1240/4300/0000/0006"></stained-glass-board>`);
    const stuck = el.shadowRoot!.querySelector('.cell.stuck .tile')!;
    const movable = el.shadowRoot!.querySelector('.cell.movable .tile')!;
    expect(getComputedStyle(stuck).outlineStyle).to.equal('none');
    expect(stuck.getBoundingClientRect().width).to.be.below(movable.getBoundingClientRect().width * 0.85);
    expect(getComputedStyle(stuck).filter).to.not.equal('none');
  });
});

describe('How to play', () => {
  it('opens from More and with ?, loads on first use, and keys inside it never reach the game', async () => {
    for (const tag of TAGS) {
      const el = (await fixture(`<${tag} seed="help"></${tag}>`)) as Game;
      expect(el.shadowRoot!.querySelector('[part="how-to-play"]'), tag).to.equal(null);
      button(el, 'how-to-play').click();
      const dialog = el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.how-to-play')!;
      await waitFor(() => dialog.open);
      const panel = el.shadowRoot!.querySelector('[part="how-to-play"]')!;
      expect(panel.querySelectorAll('svg[role="img"]').length, tag).to.be.greaterThan(2);
      // Its keys list says how to open it again.
      expect([...panel.querySelectorAll('dt kbd')].some((k) => k.textContent === '?'), tag).to.equal(true);
      expect(el.shadowRoot!.activeElement?.id).to.equal('htp-title');
      // n in the panel starts no new game.
      const seen = record(el, ['new-game']);
      await press('n');
      expect(seen.length, tag).to.equal(0);
      await press('Escape');
      await el.updateComplete;
      expect(dialog.open, tag).to.equal(false);
      // ? opens it again from the game.
      button(el, 'undo').focus();
      await press('Shift+?');
      await waitFor(() => dialog.open);
      await press('Escape');
      await el.updateComplete;
    }
  });
});

describe('How to play on a phone', () => {
  it('a rule card’s running text reads from the start of each line (left, or right in right-to-left text); a one-line caption stays centred', async () => {
    const { setViewport } = await import('@web/test-runner-commands');
    await setViewport({ width: 360, height: 740 });
    try {
      let running = 0;
      for (const [tag, dir] of [['infection-board', 'ltr'], ['stained-glass-board', 'ltr'], ['infection-board', 'rtl']] as const) {
        const el = (await fixture(`<${tag} seed="help" dir="${dir}"></${tag}>`)) as Game;
        button(el, 'how-to-play').click();
        const dialog = el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.how-to-play')!;
        await waitFor(() => dialog.open && el.shadowRoot!.querySelector('.htp-rule p') !== null);
        for (const p of el.shadowRoot!.querySelectorAll<HTMLElement>('.htp-rule p')) {
          const card = p.parentElement!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(p);
          // One box per line (a line's boxes share its top).
          const lines = new Map<number, { left: number; right: number }>();
          for (const r of range.getClientRects()) {
            const line = lines.get(Math.round(r.top)) ?? { left: Infinity, right: -Infinity };
            lines.set(Math.round(r.top), { left: Math.min(line.left, r.left), right: Math.max(line.right, r.right) });
          }
          const box = p.getBoundingClientRect();
          if (lines.size > 1) {
            running++;
            // Every line starts at the text's start edge, which is the card's own width (less its padding), not a narrower centred block.
            for (const line of lines.values()) {
              const gap = dir === 'ltr' ? line.left - box.left : box.right - line.right;
              expect(gap, `${tag} ${dir}: "${p.textContent!.slice(0, 30)}…" line starts at the edge`).to.be.below(1);
            }
            expect(box.width, `${tag}: running text takes the card's width`).to.be.above(card.width - 24);
          } else {
            const [line] = [...lines.values()];
            const middle = (line!.left + line!.right) / 2;
            expect(Math.abs(middle - (card.left + card.right) / 2), `${tag} ${dir}: a caption centred`).to.be.below(2);
          }
        }
        await press('Escape');
        await el.updateComplete;
      }
      expect(running, 'cards with running text were seen').to.be.greaterThan(2);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});

/** Waits for a lasting state (only a hang fails it, not a slow machine). */
async function waitFor(test: () => boolean): Promise<void> {
  await waitUntil(test, 'the state never came');
}

describe('the last move is marked apart from hints until the next move', () => {
  const cellAt = (el: Element, i: number): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>(`[data-index="${i}"]`)!;

  it('Infection: both squares tinted, the landing framed, converted pieces ringed; gone after the next move', async () => {
    const el = await fixture<InfectionBoard>(html`<infection-board position="gy3/2y2/5/4x/4y g" mode="two-player"></infection-board>`);
    cellAt(el, 0).click();
    await el.updateComplete;
    cellAt(el, 6).click();
    await el.updateComplete;
    // The move's animations, as started by it, run to their end (however long a loaded machine takes).
    await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished));
    await el.updateComplete;
    const partsOf = (i: number): string[] => cellAt(el, i).getAttribute('part')!.split(' ');
    expect(partsOf(0)).to.include.members(['last', 'last-from']);
    expect(partsOf(6)).to.include.members(['last', 'last-to']);
    expect(partsOf(1)).to.include('converted');
    expect(partsOf(7)).to.include('converted');
    expect(cellAt(el, 1).getAttribute('aria-label')).to.contain('converted by the last move');
    const ring = getComputedStyle(cellAt(el, 1).querySelector('.piece')!);
    expect(ring.outlineStyle).to.equal('solid');
    expect(getComputedStyle(cellAt(el, 6)).boxShadow).to.not.equal('none');
    expect(getComputedStyle(cellAt(el, 0)).backgroundColor).to.not.equal(getComputedStyle(cellAt(el, 12)).backgroundColor);
    // Yellow's reply: the old marks go.
    const yellow = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="yellow"]')][0]!;
    yellow.click();
    await el.updateComplete;
    const to = el.shadowRoot!.querySelector<HTMLElement>('[part~="destination"]')!;
    to.click();
    await el.updateComplete;
    expect(partsOf(1)).to.not.include('converted');
    expect(partsOf(0)).to.not.include('last');
  });
});

describe('New game taken back where the board is searched for', () => {
  it('Stained Glass with solvable: Undo brings the earlier board back, and no search replaces it', async () => {
    const el = await fixture<Game & { finding: boolean }>(html`<stained-glass-board solvable rows="4" cols="4" seed="shelf"></stained-glass-board>`);
    await waitFor(() => !el.finding);
    const session = Session.restore(stainedGlass as never, el.save());
    session.play(stainedGlass.legalMoves(session.state as never)[0]!);
    expect(el.restore(session.save())).to.equal(true);
    await el.updateComplete;
    const before = el.save();
    button(el, 'new-game').click();
    await el.updateComplete;
    await waitFor(() => !el.finding);
    expect(el.save()).to.not.equal(before);
    button(el, 'undo').click();
    await el.updateComplete;
    expect(el.save()).to.equal(before);
    await new Promise((r) => setTimeout(r, 300));
    expect(el.finding).to.equal(false);
    expect(el.save()).to.equal(before);
  });
});

describe('How to play strings load with the panel', () => {
  it('the panel shows its English strings, and a page translates them like any other', async () => {
    const host = await fixture<HTMLElement>(html`<boardlets-settings .messages=${{ htpKeys: 'Tasten', infGoal: 'Mehr Felder besitzen.' }}><infection-board></infection-board></boardlets-settings>`);
    const el = host.querySelector('infection-board')!;
    await el.updateComplete;
    expect(await el.showHowToPlay()).to.equal(true);
    const panel = el.shadowRoot!.querySelector('[part="how-to-play"]')!;
    expect(panel.querySelector('.htp-keys-title')!.textContent).to.equal('Tasten');
    expect(panel.querySelector('.htp-goal')!.textContent).to.equal('Mehr Felder besitzen.');
    // Untranslated ones are the panel's English, never a bare key.
    expect(panel.textContent).to.contain('Knight’s jump').and.not.match(/\binf[A-Z]\w+|\bhtp[A-Z]\w+/);
  });
});
