// Issue 27: a class's exercise page (many boards) changes `<html lang>`. The
// boards near the view re-render in the task that changed the language, the
// others in later slices (render-pacer.ts), a board that takes the focus
// before its turn at once, and every board ends in the new language, those
// far off screen included. These tests look at what happened by the end of a
// task and at states reached, never at how long anything took.
import { expect, fixture, html } from '@open-wc/testing';
import type { ReactiveControllerHost } from 'lit';
import '../../src/index.js';
import { CROWD } from '../../src/base/render-pacer.js';
import { loadLanguage } from '../../src/base/locale.js';
import { waitUntil } from '../wait.js';

type Board = HTMLElement & { hasUpdated: boolean; updateComplete: Promise<boolean> };

const TAGS = ['checkbox-squares', 'infection-board', 'stained-glass-board', 'kites-board'];
const COUNT = 40;

/** A page of COUNT boards, seeded, appended in one task. */
function sheet(host: HTMLElement): Board[] {
  const boards = Array.from({ length: COUNT }, (_, i) => {
    const el = document.createElement(TAGS[i % TAGS.length]!) as Board;
    el.setAttribute('seed', `crowd-${i}`);
    return el;
  });
  host.append(...boards);
  return boards;
}

/** Whether a board says its strings in French: its root's lang, and the shared Undo button's label. */
const french = (el: Board): boolean =>
  el.shadowRoot!.querySelector('.root')?.getAttribute('lang') === 'fr' && el.shadowRoot!.querySelector('button[part~="undo"]')?.textContent?.trim() === 'Annuler';

/**
 * Resolves at the end of the current task: a message posted now arrives
 * before the pacer's next slice, which it posts later, from the microtasks
 * that follow a change of language.
 */
function endOfTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/**
 * Scrolls `target` to the top of the view and resolves once the browser
 * reports (in a frame, to an IntersectionObserver) that the view holds it and
 * not `away`. It scrolls again while that is not so: boards coming near and
 * going far change their heights (content-visibility: auto), which can move
 * the page under the first scroll.
 */
async function inView(target: Element, away: Element): Promise<void> {
  const state = new Map<Element, boolean>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) state.set(entry.target, entry.isIntersecting);
  });
  observer.observe(target);
  observer.observe(away);
  try {
    await waitUntil(() => {
      if (state.get(target) === true && state.get(away) === false) return true;
      target.scrollIntoView({ block: 'start' });
      return false;
    }, 'the board in view, the other far from it');
  } finally {
    observer.disconnect();
  }
}

describe('a crowded page changes language', function () {
  this.timeout(120_000);

  let page: HTMLElement;
  let boards: Board[];

  beforeEach(async () => {
    // Every game's French strings loaded first (a board of each, in French), so that the change itself is the only work.
    const probes = await fixture<HTMLElement>(html`<div lang="fr"></div>`);
    probes.append(...TAGS.map((tag) => document.createElement(tag)));
    await waitUntil(() => [...probes.children].every((el) => french(el as Board)), 'French loads');
    page = await fixture<HTMLElement>(html`<div lang="en"></div>`);
    boards = sheet(page);
    expect(COUNT + TAGS.length).to.be.above(CROWD);
    await Promise.all(boards.map((el) => el.updateComplete));
  });

  afterEach(() => scrollTo(0, 0));

  it('the board in view speaks it in the task that changed it, those far off screen later, and every one in the end', async () => {
    const middle = boards[COUNT / 2]!;
    await inView(middle, boards[0]!);
    page.setAttribute('lang', 'fr');
    await endOfTask();
    expect(french(middle), 'the board in view, in the first update').to.equal(true);
    expect(french(boards[0]!), 'a board far off screen waits its turn').to.equal(false);
    await waitUntil(() => boards.every(french), 'every board in French, those far off screen included');
  });

  it('a board far off screen that takes the focus before its turn speaks it at once', async () => {
    const last = boards[COUNT - 1]!;
    // A person tabs in a window that has the focus; the runner's page may not have it (then Chromium moves
    // activeElement but fires no focusin), so it is given the focus first, before the change it must not wait past.
    const { executeServerCommand } = await import('@web/test-runner-commands');
    expect(await executeServerCommand('focus-page'), 'the page could be given the focus').to.equal(true);
    await waitUntil(() => document.hasFocus(), 'the page has the focus');
    await inView(boards[0]!, last);
    page.setAttribute('lang', 'fr');
    await endOfTask();
    expect(french(boards[0]!), 'the board in view, in the first update').to.equal(true);
    expect(french(last), 'the last board waits its turn').to.equal(false);
    last.shadowRoot!.querySelector<HTMLElement>('button:not(:disabled)')!.focus();
    expect(last.shadowRoot!.activeElement, 'a button of the last board has the focus').to.not.equal(null);
    expect(french(last), 'focused, it speaks French at once').to.equal(true);
    await waitUntil(() => boards.every(french), 'every board in French');
  });

  it('a board whose strings are there does not render again when strings it does not use arrive', async () => {
    page.setAttribute('lang', 'fr');
    await waitUntil(() => boards.every(french), 'every board in French');
    await Promise.all(boards.map((el) => el.updateComplete));
    let renders = 0;
    for (const el of boards) (el as unknown as ReactiveControllerHost).addController({ hostUpdated: () => renders++ });
    // Another feature's French table (as each game's own arrives on a page of four games): none of these boards uses it.
    await loadLanguage('fr', [{ fr: () => Promise.resolve({ default: { crowdProbe: 'sonde' } }) }]);
    await Promise.all(boards.map((el) => el.updateComplete));
    expect(renders, 'renders after a table no board uses arrived').to.equal(0);
  });
});
