// Issue 27: 200 boards on one page. Their renders are paced (src/base/render-pacer.ts):
// those that do not fit in the task's slice wait for later tasks, boards
// already shown go first, and nothing is lost. These tests look at what
// happened by the next task, never at how long anything took: 200 first
// renders cannot all fit in one slice on any machine.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import { yieldToEventLoop } from '../../src/engine/schedule.js';
import type { CheckboxSquares } from '../../src/checkbox-squares.js';
import { waitUntil } from '../wait.js';
import { CROWD } from '../../src/base/render-pacer.js';

type Board = HTMLElement & { hasUpdated: boolean; updateComplete: Promise<boolean>; gameId: string; ply: number };

const TAGS = ['checkbox-squares', 'infection-board', 'stained-glass-board', 'kites-board'];
const COUNT = 200;

/** A page of COUNT boards, 50 of each game, seeded, appended in one task. */
function sheet(host: HTMLElement): Board[] {
  const boards: Board[] = [];
  const page = document.createElement('div');
  for (let i = 0; i < COUNT; i++) {
    const el = document.createElement(TAGS[i % TAGS.length]!) as Board;
    el.setAttribute('seed', `sheet-${i}`);
    boards.push(el);
    page.append(el);
  }
  host.append(page);
  return boards;
}

const undoLabel = (el: Board): string => el.shadowRoot!.querySelector('button[part~="undo"]')?.textContent?.trim() ?? '';

describe('200 boards on one page', function () {
  this.timeout(120_000);

  it('render over several tasks, none in the task that added them, the first in the next, and every one in the end with the game its attributes deal', async () => {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    const boards = sheet(host);
    // The end of the task that added them (its microtasks, where Lit asks for their first renders).
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    await Promise.resolve();
    expect(boards.filter((el) => el.hasUpdated).length, 'none renders in the task that added 200').to.equal(0);
    await yieldToEventLoop();
    const soon = boards.filter((el) => el.hasUpdated).length;
    expect(boards[0]!.hasUpdated, 'the first board renders in the next task').to.equal(true);
    expect(soon, 'not all 200 in one task').to.be.below(COUNT);
    await Promise.all(boards.map((el) => el.updateComplete));
    expect(boards.filter((el) => el.hasUpdated && el.shadowRoot!.querySelector('[part~="board"]')).length).to.equal(COUNT);
    // Nothing lost: each deals the game a board alone with its seed deals.
    for (const i of [0, 1, 2, 3, COUNT - 4, COUNT - 3, COUNT - 2, COUNT - 1]) {
      const alone = await fixture<Board>(html`<div></div>`).then((div) => {
        const el = document.createElement(TAGS[i % TAGS.length]!) as Board;
        el.setAttribute('seed', `sheet-${i}`);
        div.append(el);
        return el.updateComplete.then(() => el);
      });
      expect(boards[i]!.gameId, `board ${i}`).to.equal(alone.gameId);
    }
  });

  it('a page with a few games renders them in the task that added them', async () => {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    const boards = TAGS.map((tag) => document.createElement(tag) as Board);
    host.append(...boards);
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    await Promise.resolve();
    expect(boards.map((el) => el.hasUpdated)).to.deep.equal([true, true, true, true]);
  });

  it('answer a click on a board shown before the boards still waiting for their first render', async () => {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    const boards = sheet(host);
    const first = boards[0] as unknown as CheckboxSquares;
    await first.updateComplete;
    first.shadowRoot!.querySelector<HTMLElement>('[data-square="board"][data-box="4"]')!.click();
    await first.updateComplete;
    expect(first.ply).to.equal(1);
    expect(first.shadowRoot!.querySelector('[data-square="board"][data-box="4"]')!.getAttribute('aria-checked'), 'the click is shown').to.be.oneOf(['true', 'false']);
    expect(boards.filter((el) => !el.hasUpdated).length, 'boards still wait for their first render').to.be.above(0);
    await Promise.all(boards.map((el) => el.updateComplete));
  });

  it('change language over several tasks when the page says so, and every board speaks it in the end', async () => {
    const host = await fixture<HTMLElement>(html`<div lang="en"></div>`);
    const boards = sheet(host);
    await Promise.all(boards.map((el) => el.updateComplete));
    // The French strings loaded first, so that the change itself is the only work left.
    const probe = await fixture<Board>(html`<checkbox-squares lang="fr"></checkbox-squares>`);
    await waitUntil(() => undoLabel(probe) === 'Annuler', 'French loads');
    host.setAttribute('lang', 'fr');
    await yieldToEventLoop();
    await yieldToEventLoop();
    const french = boards.filter((el) => undoLabel(el) === 'Annuler').length;
    expect(french, 'not all 200 re-rendered in the task that changed the language').to.be.below(COUNT);
    await waitUntil(() => boards.every((el) => undoLabel(el) === 'Annuler'), 'every board in French');
  });

  it('play a board far down the page once it is scrolled into view', async () => {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    const boards = sheet(host);
    await Promise.all(boards.map((el) => el.updateComplete));
    const last = boards[COUNT - 4] as unknown as CheckboxSquares;
    last.scrollIntoView();
    const box = last.shadowRoot!.querySelector<HTMLElement>('[data-square="board"][data-box="0"]')!;
    const before = box.getAttribute('aria-checked');
    box.click();
    await last.updateComplete;
    expect([last.ply, box.getAttribute('aria-checked') !== before]).to.deep.equal([1, true]);
  });

  it('share the element\'s one ElementInternals: a subclass that attaches them too works, with its states and the pacer\'s `crowded`', async () => {
    // A game extended by a page (or a form-associated feature) that attaches internals of its own, as the platform allows once.
    const Game = customElements.get('checkbox-squares') as unknown as typeof HTMLElement;
    class MarkedGame extends Game {
      constructor() {
        super();
        this.attachInternals().states.add('marked');
      }
    }
    if (!customElements.get('marked-checkbox-squares')) customElements.define('marked-checkbox-squares', MarkedGame);
    // Counts the platform's attachInternals per element: the first call on an element is its only one.
    const native = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'attachInternals')!;
    const calls = new Map<HTMLElement, number>();
    HTMLElement.prototype.attachInternals = function (this: HTMLElement) {
      calls.set(this, (calls.get(this) ?? 0) + 1);
      return (native.value as () => ElementInternals).call(this);
    };
    try {
      const host = await fixture<HTMLElement>(html`<div></div>`);
      const games = Array.from({ length: CROWD + 2 }, () => document.createElement('marked-checkbox-squares') as Board);
      host.append(...games);
      await Promise.all(games.map((el) => el.updateComplete));
      expect(games.filter((el) => el.shadowRoot!.querySelector('[part~="board"]')).length, 'every game rendered').to.equal(games.length);
      expect(games.filter((el) => el.matches(':state(marked)')).length, 'the subclass\'s state').to.equal(games.length);
      expect(games.filter((el) => el.matches(':state(crowded)')).length, 'the pacer\'s state, on a crowded page').to.equal(games.length);
      expect(games.map((el) => calls.get(el) ?? 0), 'the platform\'s attachInternals, once an element').to.deep.equal(games.map(() => 1));
    } finally {
      Object.defineProperty(HTMLElement.prototype, 'attachInternals', native);
    }
  });
});
