// A share link or a saved game may hold at most MAX_SAVED_MOVES moves
// (issue 27: a link of 333,313 moves froze the page for 2.4 s and was kept).
// Over the cap: refused with a warning naming the cap and the count, and the
// game in progress (or a fresh one) plays. At the cap: it loads, exactly.
import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import '../../src/checkbox-squares.js';
import type { CheckboxSquares } from '../../src/checkbox-squares.js';
import { checkboxSquares } from '../../src/games/checkbox-squares/index.js';
import { MAX_SAVED_MOVES, Session } from '../../src/engine/session.js';
import { formatGameId, parseGameId } from '../../src/base/persistence.js';
import { displacedKey, SLICED_RESTORE_MOVES } from '../../src/base/keeper.js';
import { warnings } from './helpers.js';

/** The game `start` (a save) played on for `count` moves (one box ticked and unticked, so it never ends). */
function longGame(start: string, count: number): string {
  const session = Session.restore(checkboxSquares, start);
  for (let i = 0; i < count; i++) session.play(checkboxSquares.legalMoves(session.state)[0]!);
  return session.save();
}

/** The share link's game ID for a save, with the settings an element writes. */
function link(el: CheckboxSquares, save: string): string {
  const parts = parseGameId(el.gameId);
  if (typeof parts === 'string') throw new Error(parts);
  return formatGameId({ game: parts.game, settings: parts.settings, save });
}

const KEY = 'boardlets-test:long-game';

describe('games too long to load', () => {
  afterEach(() => {
    localStorage.removeItem(KEY);
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('a link over the cap is refused with a warning naming the cap and the count; one at the cap loads', async () => {
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="fallback"></checkbox-squares>`);
    const before = el.save();
    const atCap = longGame(before, MAX_SAVED_MOVES);
    const over = longGame(before, MAX_SAVED_MOVES + 1);
    let accepted = true;
    const warned = await warnings(() => (accepted = el.importGameId(link(el, over))));
    expect(accepted).to.equal(false);
    expect(warned.length).to.equal(1);
    expect(warned[0]).to.contain(`at most ${MAX_SAVED_MOVES} moves`).and.to.contain(`this one has ${MAX_SAVED_MOVES + 1}`);
    expect(el.save(), 'the game in progress plays on').to.equal(before);

    expect(el.importGameId(link(el, atCap))).to.equal(true);
    await el.updateComplete;
    expect(el.save()).to.equal(atCap);
    expect(el.ply).to.equal(MAX_SAVED_MOVES);
  });

  it('from-hash: an over-cap link on load warns and a fresh game plays; nothing is stored', async () => {
    const probe = await fixture<CheckboxSquares>(html`<checkbox-squares seed="fallback"></checkbox-squares>`);
    history.replaceState(null, '', `#checkbox-squares=${link(probe, longGame(probe.save(), MAX_SAVED_MOVES + 1))}`);
    let el!: CheckboxSquares;
    const warned = await warnings(async () => {
      el = await fixture<CheckboxSquares>(html`<checkbox-squares from-hash persist=${KEY} seed="fallback"></checkbox-squares>`);
      await el.updateComplete;
    });
    expect(warned.some((w) => w.includes(`at most ${MAX_SAVED_MOVES} moves`))).to.equal(true);
    expect(el.ply).to.equal(0);
    expect(el.save()).to.equal(probe.save());
    expect(JSON.parse(localStorage.getItem(KEY)!).save).to.equal(probe.save());
  });

  it('a stored game over the cap is not resumed (a warning names the cap), and one at the cap is', async () => {
    const probe = await fixture<CheckboxSquares>(html`<checkbox-squares seed="fallback" persist=${KEY}></checkbox-squares>`);
    await probe.updateComplete;
    const record = JSON.parse(localStorage.getItem(KEY)!) as { save: string };
    probe.remove();
    localStorage.setItem(KEY, JSON.stringify({ ...record, save: longGame(record.save, MAX_SAVED_MOVES + 1) }));
    let el!: CheckboxSquares;
    const warned = await warnings(async () => {
      el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="fallback" persist=${KEY}></checkbox-squares>`);
      await el.updateComplete;
    });
    expect(warned.some((w) => w.includes(`at most ${MAX_SAVED_MOVES} moves`))).to.equal(true);
    expect(el.ply).to.equal(0);
    el.remove();
    localStorage.setItem(KEY, JSON.stringify({ ...record, save: longGame(record.save, MAX_SAVED_MOVES) }));
    const resumed = await fixture<CheckboxSquares>(html`<checkbox-squares seed="fallback" persist=${KEY}></checkbox-squares>`);
    await resumed.updateComplete;
    expect(resumed.ply).to.equal(MAX_SAVED_MOVES);
  });
});

// Under the cap, a long game is replayed in slices before the first render
// (Session.restoreInSlices, through the keeper), so loading it is no long task.
// The spy below sees each sliced restore and runs it in slices of 0 ms, so
// that it yields whatever the machine's speed; it acts at the first yield.
describe('long games load in slices', () => {
  const original = Session.restoreInSlices.bind(Session);
  let sliced: { save: string; yields: number }[] = [];
  let atFirstYield: (() => void) | null = null;

  beforeEach(() => {
    sliced = [];
    atFirstYield = null;
    Session.restoreInSlices = ((definition, text, options) => {
      const entry = { save: text, yields: 0 };
      sliced.push(entry);
      return original(definition, text, {
        ...options,
        sliceMs: 0,
        onYield: () => {
          if (entry.yields++ === 0) atFirstYield?.();
        },
      });
    }) as typeof Session.restoreInSlices;
  });

  afterEach(() => {
    Session.restoreInSlices = original;
    localStorage.removeItem(KEY);
    localStorage.removeItem(displacedKey(KEY));
    history.replaceState(null, '', location.pathname + location.search);
  });

  /** A stored record for a game of `count` moves, and the fresh game the element deals. */
  async function storeLongGame(count: number): Promise<{ fresh: string; save: string }> {
    const probe = await fixture<CheckboxSquares>(html`<checkbox-squares seed="fallback" persist=${KEY}></checkbox-squares>`);
    await probe.updateComplete;
    const record = JSON.parse(localStorage.getItem(KEY)!) as { save: string };
    probe.remove();
    const save = longGame(record.save, count);
    localStorage.setItem(KEY, JSON.stringify({ ...record, save }));
    return { fresh: record.save, save };
  }

  it('persist: a stored game of 3000 moves is replayed in slices, and updateComplete means it is back', async () => {
    const { save } = await storeLongGame(MAX_SAVED_MOVES);
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="fallback" persist=${KEY}></checkbox-squares>`);
    await el.updateComplete;
    expect(sliced.map((s) => s.save)).to.deep.equal([save]);
    expect(sliced[0]!.yields).to.be.greaterThan(0);
    expect(el.ply).to.equal(MAX_SAVED_MOVES);
    expect(el.save()).to.equal(save);
  });

  it('from-hash: a link of 3000 moves is replayed in slices and plays once updateComplete resolves', async () => {
    const probe = await fixture<CheckboxSquares>(html`<checkbox-squares seed="fallback"></checkbox-squares>`);
    const save = longGame(probe.save(), MAX_SAVED_MOVES);
    history.replaceState(null, '', `#checkbox-squares=${link(probe, save)}`);
    probe.remove();
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares from-hash seed="fallback"></checkbox-squares>`);
    await el.updateComplete;
    expect(sliced.map((s) => s.save)).to.deep.equal([save]);
    expect(sliced[0]!.yields).to.be.greaterThan(0);
    expect(el.save()).to.equal(save);
  });

  it('a game the page restores during the slices wins, and the stored long game is kept beside the key, not lost', async () => {
    const { fresh, save } = await storeLongGame(MAX_SAVED_MOVES);
    const mine = longGame(fresh, 3);
    let restoredMeanwhile = false;
    const el = fixtureSync<CheckboxSquares>(html`<checkbox-squares seed="fallback" persist=${KEY}></checkbox-squares>`);
    atFirstYield = () => {
      expect(el.hasUpdated, 'the first render waits for the slices').to.equal(false);
      restoredMeanwhile = el.restore(mine);
    };
    await el.updateComplete;
    expect(sliced.length).to.equal(1);
    expect(restoredMeanwhile).to.equal(true);
    expect(el.save(), "the page's game plays").to.equal(mine);
    expect((JSON.parse(localStorage.getItem(KEY)!) as { save: string }).save).to.equal(mine);
    const kept = JSON.parse(localStorage.getItem(displacedKey(KEY)) ?? '[]') as { save: string }[];
    expect(kept.map((g) => g.save)).to.deep.equal([save]);
  });

  // restore(), importGameId() and a hashchange replay a long game in slices too.
  // (Each test plays a game of its own length: the engine remembers the last sliced restores, and restore() copies those at once.)
  it('restore(): a long game is replayed in slices, returns true, and is in place when updateComplete resolves', async () => {
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="fallback"></checkbox-squares>`);
    const save = longGame(el.save(), MAX_SAVED_MOVES - 1);
    expect(el.restore(save)).to.equal(true);
    await el.updateComplete;
    expect(sliced.length).to.equal(1);
    expect(sliced[0]!.save === save, 'the game sliced').to.equal(true);
    expect(sliced[0]!.yields).to.be.greaterThan(0);
    expect(el.save() === save, 'the game in place').to.equal(true);
    expect(el.ply).to.equal(MAX_SAVED_MOVES - 1);
  });

  it('importGameId(): a long link is replayed in slices and plays once updateComplete resolves', async () => {
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="fallback"></checkbox-squares>`);
    const save = longGame(el.save(), MAX_SAVED_MOVES - 2);
    expect(el.importGameId(link(el, save))).to.equal(true);
    await el.updateComplete;
    expect(sliced.length).to.equal(1);
    expect(sliced[0]!.save === save, 'the game sliced').to.equal(true);
    expect(sliced[0]!.yields).to.be.greaterThan(0);
    expect(el.save() === save, 'the game in place').to.equal(true);
  });

  it('hashchange: a long link arriving later is replayed in slices and plays once updateComplete resolves', async () => {
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares from-hash seed="fallback"></checkbox-squares>`);
    await el.updateComplete;
    const save = longGame(el.save(), MAX_SAVED_MOVES - 3);
    const changed = new Promise((resolve) => addEventListener('hashchange', resolve, { once: true }));
    location.hash = `checkbox-squares=${link(el, save)}`;
    await changed;
    await el.updateComplete;
    expect(sliced.length).to.equal(1);
    expect(sliced[0]!.save === save, 'the game sliced').to.equal(true);
    expect(sliced[0]!.yields).to.be.greaterThan(0);
    expect(el.save() === save, 'the game in place').to.equal(true);
  });

  it('a later page call during the slices wins: a short restore(), New game, another long restore()', async () => {
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="fallback"></checkbox-squares>`);
    const start = el.save();
    const long = longGame(start, MAX_SAVED_MOVES - 4);
    const short = longGame(start, 3);
    atFirstYield = () => expect(el.restore(short)).to.equal(true);
    el.restore(long);
    await el.updateComplete;
    expect(sliced[0]!.yields).to.be.greaterThan(0);
    expect(el.save(), 'the later, short game').to.equal(short);

    atFirstYield = () => el.newGame('later');
    el.restore(long);
    await el.updateComplete;
    expect(el.ply, 'the new game').to.equal(0);
    expect(el.gameId, 'dealt from the new seed').to.contain('seed:later');

    const other = longGame(start, MAX_SAVED_MOVES - 5);
    atFirstYield = null;
    el.restore(long);
    el.restore(other);
    await el.updateComplete;
    expect(el.save() === other, 'the later long game').to.equal(true);
  });

  it("a move the user plays during the slices wins over the page's long restore()", async () => {
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="fallback"></checkbox-squares>`);
    const long = longGame(el.save(), MAX_SAVED_MOVES - 7);
    atFirstYield = () => el.shadowRoot!.querySelector<HTMLElement>('[data-square="board"][data-box="4"]')!.click();
    el.restore(long);
    await el.updateComplete;
    expect(sliced[0]!.yields).to.be.greaterThan(0);
    expect(el.ply, "the user's move on the game shown").to.equal(1);
  });

  it('a long game with an illegal move found in the slices warns as the one-task replay did, and changes nothing', async () => {
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="fallback"></checkbox-squares>`);
    const before = el.save();
    const fields = longGame(before, MAX_SAVED_MOVES - 6).split('~');
    fields[3] = `${fields[3]!.slice(0, fields[3]!.lastIndexOf('.'))}.zz`;
    const damaged = fields.join('~');
    let why = '';
    try {
      Session.restore(checkboxSquares, damaged);
    } catch (e) {
      why = (e as Error).message;
    }
    expect(why).to.not.equal('');
    let restored = false;
    const warned = await warnings(async () => {
      restored = el.restore(damaged);
      await el.updateComplete;
    });
    expect(restored, 'the checks before the moves pass').to.equal(true);
    expect(sliced[0]!.yields).to.be.greaterThan(0);
    expect(warned).to.have.length(1);
    expect(warned[0]).to.contain('cannot restore').and.contain(why);
    expect(el.save()).to.equal(before);

    const imported = await warnings(async () => {
      el.importGameId(link(el, damaged));
      await el.updateComplete;
    });
    expect(imported).to.have.length(1);
    expect(imported[0]).to.contain('cannot import the game ID').and.contain(`its position is damaged: ${why}`);
    expect(el.save()).to.equal(before);
  });

  it('a short stored game is restored at once, without slices', async () => {
    const { save } = await storeLongGame(SLICED_RESTORE_MOVES);
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="fallback" persist=${KEY}></checkbox-squares>`);
    await el.updateComplete;
    expect(sliced).to.deep.equal([]);
    expect(el.save() === save, 'the game in place').to.equal(true);
  });
});
