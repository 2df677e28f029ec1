import { expect } from '@open-wc/testing';
import { html, nothing } from 'lit';
import type { DailyResults } from '../../src/base/controllers/daily-results.js';
import { DailyResultsLoader, type LoadedResults } from '../../src/base/daily-date.js';

/** A stand-in for a daily game element: its attributes and its class's English table. */
class FakeGame extends HTMLElement {
  static messages: Record<string, string> = { own: 'Own' };
  daily = false;
  stats = false;
}
customElements.define('fake-daily-game', FakeGame);

/** A stand-in for a game's results, as its module gives them. */
const fakeResults = {
  actions: () => [{ part: 'stats', label: 'Statistics', run: () => {} }],
  replayNote: () => 'a replay',
  render: () => html`<p>card</p>`,
} as unknown as DailyResults;

/** A load the test lets finish (or fail) when it chooses, with no sleep. */
function heldLoad(): { load: () => Promise<LoadedResults>; calls: () => number; finish: (value: LoadedResults) => void; fail: (error: Error) => void } {
  let calls = 0;
  let finish!: (value: LoadedResults) => void;
  let fail!: (error: Error) => void;
  const held = new Promise<LoadedResults>((resolve, reject) => ((finish = resolve), (fail = reject)));
  return {
    load: () => {
      calls++;
      return held;
    },
    calls: () => calls,
    finish,
    fail,
  };
}

describe('daily results: loaded with daily or stats', () => {
  afterEach(() => (FakeGame.messages = { own: 'Own' }));

  it('loads nothing without daily or stats', () => {
    const host = new FakeGame();
    const held = heldLoad();
    const loader = new DailyResultsLoader(host, held.load);
    expect(loader.loading()).to.equal(null);
    expect(held.calls()).to.equal(0);
    expect(loader.ready).to.equal(false);
    expect(loader.actions()).to.deep.equal([]);
    expect(loader.replayNote()).to.equal(null);
    expect(loader.render()).to.equal(nothing);
  });

  for (const attribute of ['daily', 'stats'] as const) {
    it(`with ${attribute}: loads once, and the results and their English strings are there when the load settles`, async () => {
      const host = new FakeGame();
      host[attribute] = true;
      const held = heldLoad();
      const loader = new DailyResultsLoader(host, held.load);
      const loading = loader.loading();
      expect(loading).to.be.instanceOf(Promise);
      // Asked again while loading (another update): the same load.
      expect(loader.loading()).to.equal(loading);
      expect(held.calls()).to.equal(1);
      expect(loader.ready).to.equal(false);
      expect(loader.actions()).to.deep.equal([]);
      held.finish({ results: fakeResults, english: { dailyStats: 'Statistics' } });
      await loading;
      expect(loader.ready).to.equal(true);
      expect(loader.loading()).to.equal(null);
      expect(loader.actions().map((a) => a.part)).to.deep.equal(['stats']);
      expect(loader.replayNote()).to.equal('a replay');
      expect(loader.render()).to.not.equal(nothing);
      expect(FakeGame.messages).to.deep.equal({ own: 'Own', dailyStats: 'Statistics' });
    });
  }

  it('where the results cannot load: a warning naming the element, and the game goes on without them', async () => {
    const host = new FakeGame();
    host.daily = true;
    const held = heldLoad();
    const loader = new DailyResultsLoader(host, held.load);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (text: string) => warnings.push(text);
    try {
      const loading = loader.loading();
      held.fail(new Error('offline'));
      // The update waiting on it goes on: the promise settles, it does not reject.
      await loading;
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('<fake-daily-game>').and.include('daily results did not load').and.include('offline');
    expect(loader.ready).to.equal(false);
    expect(loader.loading()).to.equal(null);
    expect(held.calls()).to.equal(1);
    expect(loader.render()).to.equal(nothing);
    expect(FakeGame.messages).to.deep.equal({ own: 'Own' });
  });
});
