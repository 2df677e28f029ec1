// Two tabs with one `persist` key (issue 27): each tab is a same-origin
// iframe with its own window and its own copy of the element, so they share
// localStorage and one tab's writes reach the other as real `storage` events.
// No game may be dropped without a word: the newest plays, the other is kept
// beside the key and offered back (Undo at the start).
import { expect } from '@open-wc/testing';
import { nextEvent } from '../wait.js';
import { baseMessages } from '../../src/base/messages.js';
import { displacedKey } from '../../src/base/keeper.js';

interface Board extends HTMLElement {
  updateComplete: Promise<boolean>;
  readonly ply: number;
  readonly history: string[];
  readonly announcement: string;
  playMove(move: unknown, source: 'user'): boolean;
}

const KEY = 'boardlets-test:two-tabs';
const opened: HTMLIFrameElement[] = [];

/** A "tab": an iframe showing `<kites-board persist>` with its own copy of the element's code, resolved once the game is shown. */
async function tab(): Promise<{ frame: HTMLIFrameElement; win: Window; el: Board }> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><boardlets-settings motion="reduce"><kites-board persist="${KEY}" opponent="human" seed="tabs"></kites-board></boardlets-settings>
    <script type="module" src="/src/index.ts"></script>`;
  const loaded = nextEvent(frame, 'load');
  document.body.append(frame);
  opened.push(frame);
  await loaded;
  const win = frame.contentWindow!;
  await win.customElements.whenDefined('kites-board');
  const el = frame.contentDocument!.querySelector('kites-board') as unknown as Board;
  await el.updateComplete;
  return { frame, win, el };
}

async function play(el: Board, ...cells: number[]): Promise<void> {
  for (const cell of cells) {
    expect(el.playMove({ cell }, 'user'), `kite ${cell}`).to.equal(true);
    await el.updateComplete;
  }
}

const said = (text: string, count?: number): string => text.replace('{count}', String(count)).replace(/\{count:([^|}]*)\|([^}]*)\}/, (_, one: string, other: string) => (count === 1 ? one : other));

describe('two tabs, one persist key', () => {
  beforeEach(() => {
    localStorage.removeItem(KEY);
    localStorage.removeItem(displacedKey(KEY));
  });
  afterEach(() => {
    for (const frame of opened.splice(0)) frame.remove();
    localStorage.removeItem(KEY);
    localStorage.removeItem(displacedKey(KEY));
  });

  it('three kites in A, one in B, reload A: B’s game plays, A’s is kept and said to be, and Undo brings it back', async () => {
    const a = await tab();
    const b = await tab();
    await play(a.el, 0, 5, 10);
    const aGame = a.el.history;
    // B saves over A's game: A hears of it (a real storage event) and says that its game is kept.
    const heard = nextEvent<StorageEvent>(a.win, 'storage', (e) => e.key === KEY);
    await play(b.el, 20);
    await heard;
    await a.el.updateComplete;
    expect(a.el.announcement).to.equal(baseMessages.savedElsewhere);
    expect(JSON.parse(localStorage.getItem(displacedKey(KEY))!).map((g: { save: string }) => g.save.length > 0)).to.deep.equal([true]);

    // Reload A: the newest game (B's) plays, and A's is offered back.
    a.frame.remove();
    const again = await tab();
    expect(again.el.history).to.deep.equal(b.el.history);
    await again.el.updateComplete;
    expect(again.el.announcement).to.equal(said(baseMessages.displacedOffered, 3));
    // The Undo button: B's move, then, at the start, A's game.
    const undo = again.el.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="undo"]')!;
    undo.click();
    await again.el.updateComplete;
    expect(again.el.ply).to.equal(0);
    undo.click();
    await again.el.updateComplete;
    expect(again.el.history).to.deep.equal(aGame);
    // A's game is the newest again; B's is kept beside the key in its turn.
    await play(again.el, 15);
    const kept = JSON.parse(localStorage.getItem(displacedKey(KEY))!) as { save: string }[];
    expect(kept.length).to.equal(1);
    expect(JSON.parse(localStorage.getItem(KEY)!).save).to.not.equal(kept[0]!.save);
  });

  it('a tab that continues the game it resumed does not set the game aside, and a quiet tab says nothing', async () => {
    const a = await tab();
    // Every write A hears, for the failure message: which one (if any) made it speak.
    const writes: string[] = [];
    const log = (e: StorageEvent): void => void writes.push(`${e.key}: ${e.newValue?.slice(0, 160)}`);
    a.win.addEventListener('storage', log);
    await play(a.el, 0);
    const b = await tab();
    expect(b.el.ply).to.equal(1);
    const heard = nextEvent<StorageEvent>(a.win, 'storage', (e) => e.key === KEY);
    await play(b.el, 5);
    await heard;
    await a.el.updateComplete;
    a.win.removeEventListener('storage', log);
    // The same game went on in B: nothing is set aside, and A (whose game is that game) is not told it was saved over.
    expect(localStorage.getItem(displacedKey(KEY))).to.equal(null);
    expect(a.el.announcement, `A's game ${a.el.history.join(' ')}; A heard: ${writes.join(' | ')}`).to.not.equal(baseMessages.savedElsewhere);
  });
});
