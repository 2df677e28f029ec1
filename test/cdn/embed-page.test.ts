import { expect } from '@open-wc/testing';
import { iframeSnippet, playLink, playUrl } from '../../stories/embed.js';
import { GAME_TAGS } from '../../src/registry.js';

/**
 * The embed page, dist/cdn/play.html (npm test builds it first), in an
 * iframe as a platform that strips scripts would show it: every game, at a
 * phone's and a laptop's frame size, without scroll bars; the height message
 * to the parent; bad links shown on the page and warned about.
 */
const GAMES: string[] = [...GAME_TAGS];

interface HeightMessage {
  type: string;
  height: number;
  game: string;
}
type Game = HTMLElement & { updateComplete: Promise<unknown> };

const frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
});

/** The next height message from `frame` (optionally one that passes `test`). */
function nextHeight(frame: HTMLIFrameElement, test: (m: HeightMessage) => boolean = () => true): Promise<HeightMessage> {
  return new Promise((resolve) => {
    const on = (e: MessageEvent): void => {
      const data = e.data as HeightMessage | undefined;
      if (e.source !== frame.contentWindow || data?.type !== 'boardlets:height' || !test(data)) return;
      window.removeEventListener('message', on);
      resolve(data);
    };
    window.addEventListener('message', on);
  });
}

/** Opens play.html with `query` in an iframe of the given size; resolves with its first height message. */
function open(query: string, width: number, height: number): { frame: HTMLIFrameElement; first: Promise<HeightMessage> } {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width:${width}px;height:${height}px;border:0;display:block`;
  const first = nextHeight(frame);
  frame.src = `/dist/cdn/play.html${query}`;
  frames.push(frame);
  document.body.append(frame);
  return { frame, first };
}

/** The game in the frame, once defined and rendered (and its fit measured: a measure that changes the chrome sets a new height). */
async function gameIn(frame: HTMLIFrameElement, tag: string): Promise<Game> {
  const view = frame.contentWindow as Window & typeof globalThis;
  await view.customElements.whenDefined(tag);
  const el = frame.contentDocument!.querySelector(tag) as Game;
  expect(el, tag).to.not.equal(null);
  await el.updateComplete;
  return el;
}

/** The note's text, or '' when there is none. */
const noteOf = (frame: HTMLIFrameElement): string => frame.contentDocument!.querySelector('.boardlets-note')?.textContent ?? '';

describe('the embed page (play.html)', () => {
  // The smallest frame, 300x400, for every game: Infection's and Kites' status, feedback and toolbar leave less than
  // the 12rem a board keeps at least on a page (src/base/styles.ts); the embed page lowers that to 6rem (play.css).
  const sizes = [
    [360, 640, GAMES],
    [1280, 800, GAMES],
    [300, 400, GAMES],
  ] as const;
  for (const [width, height, games] of sizes) {
    for (const tag of games) {
      it(`plays ${tag} in a ${width}x${height} frame without scroll bars and posts its height`, async () => {
        const { frame, first } = open(`?game=${tag}&seed=embed`, width, height);
        const message = await first;
        expect(message.game).to.equal(tag);
        expect(message.height).to.be.greaterThan(100);
        const el = await gameIn(frame, tag);
        // Its first render and the fit's measure are done once updateComplete resolved and a frame was drawn.
        await new Promise((resolve) => frame.contentWindow!.requestAnimationFrame(resolve));
        const root = frame.contentDocument!.documentElement;
        expect(root.scrollHeight, 'scrollHeight').to.be.at.most(root.clientHeight);
        expect(root.scrollWidth, 'scrollWidth').to.be.at.most(root.clientWidth);
        expect(noteOf(frame)).to.equal('');
        // The game fills the frame's width (up to its own maximum) and is on the board.
        expect(el.getBoundingClientRect().width).to.be.greaterThan(Math.min(width, 640) - 2);
        expect(el.shadowRoot!.querySelector('[part~="board"]')).to.not.equal(null);
      });
    }
  }

  it('posts a new height when the frame changes size, which the listener of docs/embed.md applies', async () => {
    // docs/embed.md's listener, as a host page would add it (added first, so it has run when the test sees a message).
    const listener = ({ source, data }: MessageEvent<HeightMessage | undefined>): void => {
      for (const f of document.querySelectorAll('iframe')) if (f.contentWindow === source && data?.type === 'boardlets:height') f.style.height = `${data.height}px`;
    };
    addEventListener('message', listener);
    try {
      const { frame, first } = open('?game=kites-board&seed=embed', 1280, 800);
      const wide = await first;
      expect(frame.style.height).to.equal(`${wide.height}px`);
      const next = nextHeight(frame, (m) => m.height !== wide.height);
      frame.style.width = '360px';
      const narrow = await next;
      expect(narrow.game).to.equal('kites-board');
      expect(narrow.height).to.be.lessThan(wide.height);
      expect(frame.style.height).to.equal(`${narrow.height}px`);
    } finally {
      removeEventListener('message', listener);
    }
  });

  it('sets the attributes named in the link, booleans as present, and the language', async () => {
    const { frame, first } = open('?game=checkbox-squares&variant=2&daily&lang=de', 360, 640);
    await first;
    const el = await gameIn(frame, 'checkbox-squares');
    expect(el.getAttribute('variant')).to.equal('2');
    expect(el.getAttribute('daily')).to.equal('');
    expect(frame.contentDocument!.documentElement.lang).to.equal('de');
    expect(noteOf(frame)).to.equal('');
  });

  it('reads the hash when the query string names no game', async () => {
    const { frame, first } = open('#game=stained-glass-board&glyphs', 360, 640);
    expect((await first).game).to.equal('stained-glass-board');
    const el = await gameIn(frame, 'stained-glass-board');
    expect(el.hasAttribute('glyphs')).to.equal(true);
  });

  it('shows and warns about a bad value and an attribute a link may not set, and never sets it', async () => {
    const { frame, first } = open('?game=checkbox-squares&variant=banana&onclick=alert(1)&style=display:none&colour=red', 360, 640);
    await first;
    const el = await gameIn(frame, 'checkbox-squares');
    const note = noteOf(frame);
    // The element's own warning (from the console) and the page's, each naming what was wrong and what is accepted.
    expect(note).to.contain('<checkbox-squares>: ignoring variant="banana"');
    for (const name of ['onclick', 'style', 'colour']) expect(note).to.contain(`has no attribute "${name}" that a link may set`);
    expect(note).to.contain('Accepted: game, lang,');
    expect(el.hasAttribute('onclick')).to.equal(false);
    expect(el.hasAttribute('style')).to.equal(false);
    expect(el.shadowRoot!.querySelector('[part~="board"]')).to.not.equal(null);
  });

  it('lists the games for an unknown game, and for none', async () => {
    for (const query of ['?game=chess', '']) {
      const { frame, first } = open(query, 360, 640);
      const message = await first;
      expect(message.game).to.equal('');
      expect(message.height).to.be.greaterThan(0);
      const doc = frame.contentDocument!;
      expect(noteOf(frame)).to.contain(query ? 'there is no game "chess"' : 'needs a game');
      expect([...doc.querySelectorAll('.boardlets-note a')].map((a) => a.textContent)).to.deep.equal(GAMES);
      expect(doc.querySelector(GAMES.join(','))).to.equal(null);
      frame.remove();
    }
  });

  it("opens the Blog embed story's iframe code as the same game as its tag", async () => {
    const tag = '<checkbox-squares variant="2" daily seed="a b&amp;c"></checkbox-squares>';
    const link = playLink('checkbox-squares', tag);
    expect(link).to.equal(`${playUrl}?game=checkbox-squares&variant=2&daily&seed=a%20b%26c`);
    expect(iframeSnippet('checkbox-squares', tag)).to.contain(`src="${playUrl}?game=checkbox-squares&amp;variant=2&amp;daily&amp;seed=a%20b%26c"`);
    const { frame, first } = open(link.slice(playUrl.length), 360, 640);
    await first;
    const el = await gameIn(frame, 'checkbox-squares');
    expect([...el.attributes].map((a) => `${a.name}=${a.value}`)).to.include.members(['variant=2', 'daily=', 'seed=a b&c']);
  });
});
