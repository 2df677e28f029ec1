// A share link or a saved game may hold at most MAX_SAVED_MOVES moves
// (issue 27: a link of 333,313 moves froze the page for 2.4 s and was kept).
// Over the cap: refused with a warning naming the cap and the count, and the
// game in progress (or a fresh one) plays. At the cap: it loads, exactly.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/checkbox-squares.js';
import type { CheckboxSquares } from '../../src/checkbox-squares.js';
import { checkboxSquares } from '../../src/games/checkbox-squares/index.js';
import { MAX_SAVED_MOVES, Session } from '../../src/engine/session.js';
import { formatGameId, parseGameId } from '../../src/base/persistence.js';
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
