// A hostile or careless page (issue 27): properties set on Object.prototype,
// and Proxy values that throw or lie. Each pollution runs in a fresh iframe
// with its own copy of the elements' code, so this page's prototypes stay
// untouched; the pollution is set before that code loads.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { BoardletsSettingsElement } from '../../src/boardlets-settings.js';
import type { KitesBoard } from '../../src/kites-board.js';
import { nextEvent } from '../wait.js';
import { warnings } from './helpers.js';

interface Game extends HTMLElement {
  updateComplete: Promise<boolean>;
  readonly hasUpdated: boolean;
  save(): string;
  playMove(move: unknown, source: 'user'): boolean;
}

const KEY = 'boardlets-test:pollution';
const frames: HTMLIFrameElement[] = [];

/**
 * An iframe whose Object.prototype gets `pollution` (a script) before the
 * elements' code loads, showing `body`. Resolves once the games are defined;
 * the frame's console warnings are collected in `warns`.
 */
async function polluted(pollution: string, body: string, defined = true): Promise<{ win: Window & { warns: string[] }; doc: Document }> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><script>window.warns = []; const warn = console.warn; console.warn = (...a) => { window.warns.push(a.map(String).join(' ')); parent.postMessage({ warned: a.map(String).join(' ') }, '*'); warn(...a); };
${pollution}</script>${body}<script type="module" src="/src/index.ts"></script>`;
  const loaded = nextEvent(frame, 'load');
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  const win = frame.contentWindow as Window & { warns: string[] };
  if (defined) await win.customElements.whenDefined('kites-board');
  return { win, doc: frame.contentDocument! };
}

const undoLabel = (el: Element): string => el.shadowRoot!.querySelector('button[part~="undo"]')!.textContent!.trim();

describe('prototype pollution', () => {
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
    localStorage.removeItem(KEY);
  });

  it('Object.prototype.undo (and other message keys) relabel nothing', async () => {
    const { doc } = await polluted(
      `Object.prototype.undo = 'HACKED'; Object.prototype.newGame = 'HACKED'; Object.prototype.kites = 'HACKED';`,
      '<boardlets-settings><kites-board opponent="human"></kites-board><infection-board></infection-board><checkbox-squares></checkbox-squares></boardlets-settings>',
    );
    for (const tag of ['kites-board', 'infection-board', 'checkbox-squares']) {
      const el = doc.querySelector(tag) as unknown as Game;
      await el.updateComplete;
      expect(undoLabel(el), tag).to.equal('Undo');
      expect(el.shadowRoot!.querySelector('button[part~="new-game"]')!.textContent!.trim(), tag).to.equal('New game');
      expect(el.shadowRoot!.textContent, tag).to.not.contain('HACKED');
    }
  });

  it('Object.prototype.toJSON does not turn saves into "polluted": persist keeps the real game', async () => {
    const { doc } = await polluted(
      `Object.prototype.toJSON = function () { return 'polluted'; }; Array.prototype.toJSON = function () { return 'polluted'; };`,
      `<boardlets-settings motion="reduce"><kites-board opponent="human" seed="p" persist="${KEY}"></kites-board></boardlets-settings>`,
    );
    const el = doc.querySelector('kites-board') as unknown as Game;
    await el.updateComplete;
    expect(el.playMove({ cell: 3 }, 'user')).to.equal(true);
    await el.updateComplete;
    const stored = JSON.parse(localStorage.getItem(KEY)!) as { boardlets: number; save: string; settings: { options: Record<string, unknown> } };
    expect(stored.boardlets).to.equal(1);
    expect(stored.save).to.equal(el.save());
    expect(stored.settings.options).to.be.an('object');
  });

  it('Object.prototype[0]: the elements warn once and draw nothing, rather than hang the page (Lit loops for ever)', async () => {
    const { win, doc } = await polluted(
      `Object.prototype[0] = 'x';`,
      '<boardlets-settings><kites-board></kites-board><infection-board></infection-board></boardlets-settings>',
    );
    const el = doc.querySelector('kites-board') as unknown as Game;
    // Resolves: the update is skipped, not stuck in template cloning.
    await el.updateComplete;
    await (doc.querySelector('boardlets-settings') as unknown as Game).updateComplete;
    expect(el.hasUpdated).to.equal(false);
    const said = win.warns.filter((w) => w.includes('Object.prototype[0]'));
    expect(said.length, win.warns.join('\n')).to.equal(1);
    expect(said[0]).to.contain('Remove it');
  });

  it('Object.prototype.then: the Infection and Kites computers still move (their results cross awaits as non-thenables), with one warning', async () => {
    // The frame's events and objects inherit its `then`: only what is posted here (copied into this page) is awaited.
    const computerMoved = (tag: string): Promise<MessageEvent> =>
      nextEvent<MessageEvent>(window, 'message', (e) => (e.data as { moved?: unknown } | null)?.moved === tag);
    const moved = [computerMoved('kites-board'), computerMoved('infection-board')];
    const { win } = await polluted(
      `Object.prototype.then = function () {};
addEventListener('move', (e) => { if (e.detail.source === 'computer') parent.postMessage({ moved: e.target.localName }, '*'); }, true);`,
      '<boardlets-settings motion="reduce"><kites-board seed="t" seats="computer human" difficulty="easy"></kites-board><infection-board seed="t" player="yellow" difficulty="easy"></infection-board></boardlets-settings>',
      // whenDefined() resolves to a class, an object: with `then` set it never settles (that promise is the page's, not the kit's).
      false,
    );
    await Promise.all(moved);
    expect(win.warns.filter((w) => w.includes('Object.prototype.then')).length, win.warns.join('\n')).to.equal(1);
  });
});

describe('Proxy values that throw or lie', () => {
  it('<boardlets-settings>.messages set to a throwing or a revoked Proxy: a warning, the built-in messages, no uncaught error', async () => {
    const wrapper = await fixture<BoardletsSettingsElement>(html`<boardlets-settings><kites-board opponent="human"></kites-board></boardlets-settings>`);
    const game = wrapper.querySelector('kites-board')!;
    await game.updateComplete;
    // An error thrown in an update would reject updateComplete, awaited below.
    {
      const throwing = new Proxy(
        {},
        {
          ownKeys: () => {
            throw new Error('no keys for you');
          },
        },
      );
      const { proxy: revoked, revoke } = Proxy.revocable({ undo: 'Revoked' }, {});
      revoke();
      for (const [what, value] of [['throwing', throwing], ['revoked', revoked]] as const) {
        const warned = await warnings(async () => {
          wrapper.messages = value as BoardletsSettingsElement['messages'];
          await wrapper.updateComplete;
          await game.updateComplete;
        });
        expect(warned.length, what).to.equal(1);
        expect(warned[0], what).to.contain('ignoring messages').and.to.contain('expected an object of strings');
        expect(undoLabel(game), what).to.equal('Undo');
      }
    }
  });

  it('<kites-board>.seats set to a junk Proxy (its map is not a function) or a revoked one: a warning and the seats in use', async () => {
    const wrapper = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce"><kites-board opponent="human"></kites-board></boardlets-settings>`);
    const el = wrapper.querySelector<KitesBoard>('kites-board')!;
    await el.updateComplete;
    const junk = new Proxy(['human', 'human'], { get: (target, key) => (key === 'length' ? 2 : key === '0' || key === '1' ? 'human' : 42) });
    const liar = new Proxy(['human'], { get: (target, key) => (key === 'length' ? 1 : 42) });
    const { proxy: revoked, revoke } = Proxy.revocable(['human'], {});
    revoke();
    const warned = await warnings(async () => {
      (el as unknown as { seats: unknown }).seats = junk;
      await el.updateComplete;
      expect(el.isConnected).to.equal(true);
      (el as unknown as { seats: unknown }).seats = liar;
      await el.updateComplete;
      (el as unknown as { seats: unknown }).seats = revoked;
      await el.updateComplete;
    });
    // The junk Proxy's items are good words: it is read by index and accepted; the others are refused, each with a warning.
    expect(warned.length, warned.join('\n')).to.equal(2);
    for (const w of warned) expect(w).to.contain('ignoring seats=');
    expect((el as unknown as Game).playMove({ cell: 0 }, 'user')).to.equal(true);
  });
});
