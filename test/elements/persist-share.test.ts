// Persistence (`persist`) and sharing (gameId / importGameId, `share`,
// `from-hash`), the same for every game: each element resumes after a
// simulated reload with its undo history, bad saved data and bad game IDs are
// ignored with one warning, storage that throws never breaks a game, and
// loading a game fires no event.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/index.js';
import { GAME_TAGS, gameOf, type GameTag } from '../../src/registry.js';
import type { BoardletsSettingsElement } from '../../src/boardlets-settings.js';
import type { GameDefinition } from '../../src/engine/game.js';
import type { Session } from '../../src/engine/session.js';
import { button, on, record, warnings } from './helpers.js';

type Tag = GameTag;
/** Every game, from the registry of games. */
const TAGS = GAME_TAGS;
/** Each game's entry's value of `pick`, by tag. */
const perGame = <T,>(pick: (tag: Tag) => T): Record<Tag, T> => Object.fromEntries(TAGS.map((tag) => [tag, pick(tag)])) as Record<Tag, T>;

interface Game extends HTMLElement {
  updateComplete: Promise<boolean>;
  persist: string | boolean | null;
  share: boolean;
  fromHash: boolean;
  readonly gameId: string;
  readonly shareLink: string;
  importGameId(text: string): boolean;
  save(): string;
  restore(text: string): boolean;
  undo(): boolean;
  redo(): boolean;
  newGame(seed?: string): void;
  readonly history: string[];
  readonly ply: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly currentSeed: string;
  readonly announcement: string;
}

interface Internals {
  readonly session: Session<unknown, unknown, unknown>;
  readonly definition: GameDefinition<unknown, unknown, unknown>;
  playMove(move: unknown, source: 'user'): boolean;
}
const internals = (el: Game): Internals => el as unknown as Internals;

/** Quiet set-ups: no computer, no animation to wait for. */
const BASE: Record<Tag, Record<string, string>> = perGame((tag) => ({ seed: 'persist', ...gameOf(tag).testing.humans }));

/** Settings other than the defaults, for the game ID round trip. */
const OTHER: Record<Tag, Record<string, string>> = perGame((tag) => gameOf(tag).testing.other);

const EVENTS = ['move', 'game-over', 'undo', 'redo', 'new-game'];
const KEYS: string[] = [];

/** A storage key of this test run, removed after each test. */
function key(name: string): string {
  const k = `boardlets-test:${name}`;
  KEYS.push(k);
  return k;
}

let wrapper: BoardletsSettingsElement;

/** Makes a game (not yet on the page) from attributes. */
function create(tag: Tag, attributes: Record<string, string>): Game {
  const el = document.createElement(tag) as Game;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

/** Puts a game on the page (inside reduced-motion settings) and waits for its first render. */
async function mount(tag: Tag, attributes: Record<string, string>): Promise<Game> {
  const el = create(tag, attributes);
  wrapper.append(el);
  await el.updateComplete;
  return el;
}

/** Plays `count` legal moves for the user (the i-th legal move each time, so games differ from the first move). */
async function play(el: Game, count: number): Promise<void> {
  const { definition } = internals(el);
  for (let i = 0; i < count; i++) {
    const moves = definition.legalMoves(internals(el).session.state);
    expect(moves.length, `${el.localName}: a legal move`).to.be.above(0);
    expect(internals(el).playMove(moves[(i * 3) % moves.length], 'user')).to.equal(true);
    await el.updateComplete;
  }
}

/** Removes a game and makes a new one from the same attributes: a page reload, as far as the game can tell. */
async function reload(el: Game, tag: Tag, attributes: Record<string, string>): Promise<{ el: Game; events: CustomEvent[]; warns: string[] }> {
  el.remove();
  const next = create(tag, attributes);
  const events = record(next, EVENTS);
  const warns = await warnings(async () => {
    wrapper.append(next);
    await next.updateComplete;
    await aTimeout(0);
  });
  return { el: next, events, warns };
}

const live = (el: Game): string => el.shadowRoot!.querySelector('[part="live"]')!.textContent!.trim();

beforeEach(async () => {
  wrapper = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce"></boardlets-settings>`);
});

afterEach(() => {
  for (const k of KEYS.splice(0)) localStorage.removeItem(k);
  for (const tag of TAGS) localStorage.removeItem(`boardlets:${tag}`);
});

describe('persist', () => {
  for (const tag of TAGS) {
    it(`<${tag}> resumes after a reload, undo history included, with no event or warning`, async () => {
      const attributes = { ...BASE[tag], persist: key(tag) };
      const el = await mount(tag, attributes);
      await play(el, 3);
      expect(el.undo()).to.equal(true);
      await el.updateComplete;
      const saved = el.save();
      const history = el.history;
      const id = el.gameId;
      expect(JSON.parse(localStorage.getItem(key(tag))!).save).to.equal(saved);

      const { el: again, events, warns } = await reload(el, tag, attributes);
      expect(warns).to.deep.equal([]);
      expect(events.map((e) => e.type)).to.deep.equal([]);
      expect(again.save()).to.equal(saved);
      expect(again.history).to.deep.equal(history);
      expect(again.gameId).to.equal(id);
      expect([again.ply, again.canUndo, again.canRedo]).to.deep.equal([2, true, true]);
      // Said to a screen reader: the board is the saved game, not a new one.
      expect(again.announcement).to.equal('Your saved game is back, 2 moves in.');
      // The undo history came back: undo and redo work, and are saved in turn.
      expect(again.undo()).to.equal(true);
      await again.updateComplete;
      expect(again.ply).to.equal(1);
      expect(JSON.parse(localStorage.getItem(key(tag))!).save).to.equal(again.save());
      expect(again.redo() && again.redo()).to.equal(true);
      expect(again.redo()).to.equal(false);
      await again.updateComplete;
      expect(again.ply).to.equal(3);
      expect(events.map((e) => e.type)).to.deep.equal([]);
    });
  }

  it('keeps the random game of a page without a seed, and its seed, through a reload', async () => {
    const attributes = { persist: key('random') };
    const el = await mount('checkbox-squares', attributes);
    const { save, currentSeed } = { save: el.save(), currentSeed: el.currentSeed };
    expect(currentSeed).to.not.equal('');
    const { el: again, warns } = await reload(el, 'checkbox-squares', attributes);
    expect(warns).to.deep.equal([]);
    expect([again.save(), again.currentSeed]).to.deep.equal([save, currentSeed]);
  });

  it('saves after every change: move, undo, redo, new game and restore', async () => {
    const k = key('changes');
    const el = await mount('checkbox-squares', { ...BASE['checkbox-squares'], persist: k });
    const stored = (): string => JSON.parse(localStorage.getItem(k)!).save as string;
    expect(stored()).to.equal(el.save());
    const steps: [string, () => unknown][] = [
      ['move', () => play(el, 1)],
      ['undo', () => el.undo()],
      ['redo', () => el.redo()],
      ['new game', () => el.newGame('other')],
      ['restore', () => el.restore('checkbox-squares~1~1U000007~b4.t8~2~0')],
    ];
    let before = stored();
    for (const [what, step] of steps) {
      await step();
      await el.updateComplete;
      expect(stored(), what).to.equal(el.save());
      expect(stored(), what).to.not.equal(before);
      before = stored();
    }
  });

  it('persist alone uses boardlets:<tag>; custom keys keep games apart', async () => {
    const a = await mount('checkbox-squares', { seed: 'a', persist: '' });
    const b = await mount('checkbox-squares', { seed: 'a', persist: key('b') });
    await play(a, 1);
    await play(b, 2);
    expect(JSON.parse(localStorage.getItem('boardlets:checkbox-squares')!).save).to.equal(a.save());
    expect(JSON.parse(localStorage.getItem(key('b'))!).save).to.equal(b.save());
    const { el: a2 } = await reload(a, 'checkbox-squares', { seed: 'a', persist: '' });
    const { el: b2 } = await reload(b, 'checkbox-squares', { seed: 'a', persist: key('b') });
    expect([a2.ply, b2.ply]).to.deep.equal([1, 2]);
    // A key set as a property, and persist = true for the default key.
    const c = create('checkbox-squares', { seed: 'a' });
    c.persist = true;
    wrapper.append(c);
    await c.updateComplete;
    expect(c.save()).to.equal(a2.save());
  });

  it('a game with other settings than the saved one starts afresh, with one warning naming persist and the key', async () => {
    const k = key('settings');
    const el = await mount('checkbox-squares', { seed: 's', variant: '2', persist: k });
    await play(el, 2);
    const { el: again, warns, events } = await reload(el, 'checkbox-squares', { seed: 's', variant: '1', persist: k });
    expect(warns).to.have.length(1);
    expect(warns[0]).to.include('<checkbox-squares>: persist:').and.include(`"${k}"`).and.include('variant 2 saved, 1 now').and.include('Starting a new game');
    expect(again.ply).to.equal(0);
    expect(events).to.deep.equal([]);
    // The fresh game is the one the attributes deal; it becomes the saved one with its first move (until then the other is kept).
    const plain = await mount('checkbox-squares', { seed: 's', variant: '1' });
    expect(again.save()).to.equal(plain.save());
    expect(JSON.parse(localStorage.getItem(k)!).settings.options.variant).to.equal(2);
    await play(again, 1);
    expect(JSON.parse(localStorage.getItem(k)!).save).to.equal(again.save());
  });

  it('corrupted or foreign saved data is ignored with one warning, never thrown', async () => {
    const kites = await mount('kites-board', { ...BASE['kites-board'], persist: key('kites') });
    await play(kites, 1);
    const good = await mount('checkbox-squares', { seed: 'c', persist: key('good') });
    await play(good, 2);
    const goodRecord = JSON.parse(localStorage.getItem(key('good'))!) as Record<string, unknown>;
    const cases: [string, string, string][] = [
      ['garbage', 'not json {', 'not a saved Boardlets game'],
      ['other JSON', '[1,2,3]', 'not a saved Boardlets game'],
      ['a bare save text', good.save(), 'not a saved Boardlets game'],
      ['another game', localStorage.getItem(key('kites'))!, 'holds a saved "kites" game, not "checkbox-squares"'],
      ['a damaged save', JSON.stringify({ ...goodRecord, save: 'checkbox-squares~1~1U000007~b4.zz~2~0' }), 'it is damaged'],
      ['a later version', JSON.stringify({ ...goodRecord, save: good.save().replace('~1~', '~99~') }), 'encoding version 99'],
      ['no settings', JSON.stringify({ ...goodRecord, settings: null }), 'settings are missing'],
    ];
    const fresh = (await mount('checkbox-squares', { seed: 'c' })).save();
    for (const [what, data, why] of cases) {
      const k = key(`bad-${what}`);
      localStorage.setItem(k, data);
      let el!: Game;
      const events: CustomEvent[] = [];
      const warns = await warnings(async () => {
        el = create('checkbox-squares', { seed: 'c', persist: k });
        events.push(...record(el, EVENTS));
        wrapper.append(el);
        await el.updateComplete;
      });
      expect(warns, what).to.have.length(1);
      expect(warns[0], what).to.include('persist').and.include(`"${k}"`).and.include(why);
      expect(el.save(), what).to.equal(fresh);
      expect(events, what).to.deep.equal([]);
      await play(el, 1);
      expect(JSON.parse(localStorage.getItem(k)!).save, what).to.equal(el.save());
    }
  });

  it('a bad persist value warns once, names the attribute and keeps the key in use', async () => {
    const k = key('kept');
    const el = await mount('checkbox-squares', { seed: 'k', persist: k });
    const warns = await warnings(async () => {
      el.persist = 'x'.repeat(300);
      await el.updateComplete;
      await play(el, 1);
    });
    expect(warns).to.have.length(1);
    expect(warns[0]).to.match(/ignoring persist="x+…": expected a storage key of 1 to 200 characters.*\. Using the key "boardlets-test:kept"\./);
    expect(JSON.parse(localStorage.getItem(k)!).save).to.equal(el.save());
  });

  it('storage that throws (private mode, quota) does not break the game', async () => {
    const { getItem, setItem } = Storage.prototype;
    Storage.prototype.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Storage.prototype.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    try {
      let el!: Game;
      const warns = await warnings(async () => {
        el = await mount('stained-glass-board', { ...BASE['stained-glass-board'], persist: key('throws') });
        await play(el, 2);
        el.undo();
        await el.updateComplete;
      });
      expect(el.ply).to.equal(1);
      expect(warns).to.have.length(1);
      expect(warns[0]).to.include('persist').and.include('SecurityError');
      // Reading works, writing does not: the game goes on, one warning.
      Storage.prototype.getItem = getItem;
      const warns2 = await warnings(async () => {
        el = await mount('kites-board', { ...BASE['kites-board'], persist: key('quota') });
        await play(el, 2);
      });
      expect(el.ply).to.equal(2);
      expect(warns2).to.have.length(1);
      expect(warns2[0]).to.include('persist').and.include('QuotaExceededError').and.include('goes on without saving');
    } finally {
      Storage.prototype.getItem = getItem;
      Storage.prototype.setItem = setItem;
    }
  });

  it('daily Stained Glass resumes on the same UTC day only', async () => {
    const k = key('daily');
    const attributes = { daily: '', persist: k };
    await on(2026, 11, 22, async () => {
      const el = await mount('stained-glass-board', attributes);
      await play(el, 2);
      // Later the same day: the game in progress.
      const { el: again, warns } = await reload(el, 'stained-glass-board', attributes);
      expect(warns).to.deep.equal([]);
      expect(again.ply).to.equal(2);
      expect((again as unknown as { daily: boolean }).daily).to.equal(true);
      again.remove();
    });
    await on(2026, 11, 23, async () => {
      let el!: Game;
      const warns = await warnings(async () => {
        el = await mount('stained-glass-board', attributes);
      });
      expect(warns).to.have.length(1);
      expect(warns[0]).to.include('persist').and.include(`"${k}"`).and.include('the daily board of 2026-11-22, and today is 2026-11-23');
      expect(el.ply).to.equal(0);
      const today = await mount('stained-glass-board', { daily: '' });
      expect(el.save()).to.equal(today.save());
      // Today's game is the saved one from its first move.
      await play(el, 1);
      expect(JSON.parse(localStorage.getItem(k)!).save).to.equal(el.save());
    });
  });

  for (const tag of TAGS) {
    it(`<${tag}>: persist set after the first render keeps the game in progress (a saved game does not replace it), and saves it`, async () => {
      const k = key(`late-${tag}`);
      const first = await mount(tag, { ...BASE[tag], persist: k });
      await play(first, 2);
      const savedGame = first.save();
      first.remove();
      const stored = (): string => JSON.parse(localStorage.getItem(k)!).save as string;
      const putBack = (): void => localStorage.setItem(k, JSON.stringify({ ...JSON.parse(localStorage.getItem(k)!), save: savedGame }));
      /** Gives a game the key later, and waits until the code behind persist has run for it: the game or the stored one changed. */
      const givePersist = async (el: Game): Promise<void> => {
        const before = el.save();
        el.persist = k;
        await waitUntil(() => el.save() !== before || stored() !== savedGame, `${tag}: persist did nothing`, { timeout: 5000 });
        await el.updateComplete;
      };
      // Rendered without persist, moves played, then persist given the key of a saved game.
      const el = await mount(tag, BASE[tag]);
      await play(el, 1);
      const progress = el.save();
      expect(progress).to.not.equal(savedGame);
      const events = record(el, EVENTS);
      const warns = await warnings(() => givePersist(el));
      expect(warns).to.deep.equal([]);
      expect(events).to.deep.equal([]);
      expect([el.save(), el.ply]).to.deep.equal([progress, 1]);
      expect(stored()).to.equal(progress);
      // The same with every move undone: they can still be redone, so the game is not replaced either.
      el.remove();
      putBack();
      const undone = await mount(tag, BASE[tag]);
      await play(undone, 1);
      undone.undo();
      await undone.updateComplete;
      const kept = undone.save();
      await givePersist(undone);
      expect([undone.save(), undone.canRedo]).to.deep.equal([kept, true]);
      expect(stored()).to.equal(kept);
      // An untouched game given the key later does resume the saved one.
      undone.remove();
      putBack();
      const fresh = await mount(tag, BASE[tag]);
      await givePersist(fresh);
      expect(fresh.save()).to.equal(savedGame);
    });
  }

  it('a page restore() before the first render wins over the saved game, and is saved', async () => {
    const k = key('explicit');
    const el = await mount('checkbox-squares', { seed: 'e', persist: k });
    await play(el, 2);
    el.remove();
    const next = create('checkbox-squares', { seed: 'e', persist: k });
    const text = 'checkbox-squares~1~1U000007~b4.t8~2~0';
    expect(next.restore(text)).to.equal(true);
    wrapper.append(next);
    await next.updateComplete;
    expect(next.save()).to.equal(text);
    expect(JSON.parse(localStorage.getItem(k)!).save).to.equal(text);
  });
});

describe('game ID', () => {
  for (const tag of TAGS) {
    it(`<${tag}>: export and import, at the start (settings + seed) and under way (settings + position)`, async () => {
      const el = await mount(tag, { ...BASE[tag], ...OTHER[tag] });
      const id = el.gameId;
      expect(id).to.match(new RegExp(`^${internals(el).definition.id};.*;seed:persist$`));
      for (const [name, value] of Object.entries(OTHER[tag])) expect(id).to.include(`;${name}:${value === '' ? '1' : value}`);

      const other = await mount(tag, BASE[tag === 'kites-board' ? 'kites-board' : tag]);
      other.removeAttribute('seed');
      await other.updateComplete;
      const events = record(other, EVENTS);
      expect(other.importGameId(id)).to.equal(true);
      await other.updateComplete;
      expect(other.save()).to.equal(el.save());
      expect(other.gameId).to.equal(id);
      expect(other.currentSeed).to.equal('persist');
      for (const [name, value] of Object.entries(OTHER[tag])) expect(other.getAttribute(name), name).to.equal(value);

      await play(el, 3);
      el.undo();
      await el.updateComplete;
      const position = el.gameId;
      expect(position).to.include(';save:');
      const third = await mount(tag, BASE[tag]);
      expect(third.importGameId(position)).to.equal(true);
      await third.updateComplete;
      expect(third.save()).to.equal(el.save());
      expect(third.history).to.deep.equal(el.history);
      expect(third.canRedo).to.equal(true);
      for (const [name, value] of Object.entries(OTHER[tag])) expect(third.getAttribute(name), name).to.equal(value);
      expect(third.undo()).to.equal(true);
      expect(events).to.deep.equal([]);
    });
  }

  it('a game ID is URL-safe, and a seed with any characters comes back', async () => {
    const el = await mount('checkbox-squares', { seed: 'Montag & #1; a:b=ç 🎲' });
    expect(el.gameId).to.match(/^[A-Za-z0-9_.~!*'()%;:-]+$/);
    const other = await mount('checkbox-squares', {});
    expect(other.importGameId(el.gameId)).to.equal(true);
    expect([other.save(), other.currentSeed]).to.deep.equal([el.save(), 'Montag & #1; a:b=ç 🎲']);
  });

  it('bad game IDs warn once and leave the game in progress and its settings as they were', async () => {
    const el = await mount('checkbox-squares', { seed: 'b', variant: '2' });
    await play(el, 1);
    const before = el.save();
    const kites = await mount('kites-board', BASE['kites-board']);
    const cases: [unknown, string][] = [
      ['garbage', 'neither a seed nor a position'],
      ['<b>not an ID</b>', 'starts with the game\'s name'],
      ['', 'starts with the game\'s name'],
      [kites.gameId, 'a game ID for "kites", not "checkbox-squares"'],
      ['checkbox-squares;variant:9;seed:x', 'settings are not accepted'],
      ['checkbox-squares;size:9;seed:x', '"size" is not a setting of <checkbox-squares>'],
      ['checkbox-squares;lock-target:yes;seed:x', 'lock-target is 1 or 0'],
      ['checkbox-squares;variant:1', 'neither a seed nor a position'],
      ['checkbox-squares;seed:a;seed:b', '"seed" twice'],
      ['checkbox-squares;seed:%E0%A4%A', 'not percent-encoded'],
      ['checkbox-squares;save:checkbox-squares~1~1U000007~b4.zz~2~0', 'position is damaged'],
      [42, 'a game ID is text'],
    ];
    for (const [id, why] of cases) {
      let ok = true;
      const warns = await warnings(async () => {
        ok = el.importGameId(id as string);
        await el.updateComplete;
      });
      expect(ok, String(id)).to.equal(false);
      const mine = warns.filter((w) => w.includes('cannot import the game ID'));
      expect(mine, String(id)).to.have.length(1);
      expect(mine[0], String(id)).to.include(why).and.include('The game in progress is unchanged');
      expect(el.save(), String(id)).to.equal(before);
      expect(el.getAttribute('variant'), String(id)).to.equal('2');
    }
  });
});

describe('share', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as unknown as Record<string, unknown>).clipboard;
  });

  it('no Share button without the share attribute', async () => {
    const el = await mount('checkbox-squares', {});
    expect(el.shadowRoot!.querySelector('[part~="share"]')).to.equal(null);
  });

  it('share without from-hash: no Share button (its link would open the start), and one warning naming from-hash', async () => {
    const el = create('infection-board', { ...BASE['infection-board'], share: '' });
    const warns = await warnings(async () => {
      wrapper.append(el);
      await el.updateComplete;
      await play(el, 2);
      await el.updateComplete;
    });
    expect(el.shadowRoot!.querySelector('[part~="share"]')).to.equal(null);
    expect(warns).to.have.length(1);
    expect(warns[0]).to.include('share').and.include('from-hash');
    // With from-hash added, the button comes, and its link opens the game shared on such a page.
    el.setAttribute('from-hash', '');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="share"]')).not.to.equal(null);
    const url = location.href;
    try {
      history.replaceState(null, '', new URL(el.shareLink).hash);
      const reader = await mount('infection-board', { ...BASE['infection-board'], 'from-hash': '' });
      expect(reader.save()).to.equal(el.save());
      expect(reader.ply).to.equal(2);
    } finally {
      history.replaceState(null, '', url);
    }
  });

  for (const tag of TAGS) {
    it(`<${tag}>: the Share button copies a link with the game ID in the hash, and announces it`, async () => {
      const copied: string[] = [];
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
      });
      const el = await mount(tag, { ...BASE[tag], share: '', 'from-hash': '' });
      await play(el, 1);
      const events = record(el, EVENTS);
      button(el, 'share').click();
      await aTimeout(0);
      await el.updateComplete;
      const page = location.href.replace(/#.*$/, '');
      expect(copied).to.deep.equal([`${page}#${tag}=${el.gameId}`]);
      expect(live(el)).to.equal('Link to this game copied.');
      expect(el.shadowRoot!.querySelector('[part="share-link"]')).to.equal(null);
      expect(events).to.deep.equal([]);
    });
  }

  it('without a clipboard, shows the link selected in a text field and says so', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    const el = await mount('kites-board', { ...BASE['kites-board'], share: '', 'from-hash': '', id: 'left' });
    button(el, 'share').click();
    await aTimeout(0);
    await el.updateComplete;
    const field = el.shadowRoot!.querySelector<HTMLInputElement>('[part="share-link"]')!;
    expect(field.value).to.equal(`${location.href.replace(/#.*$/, '')}#left=${el.gameId}`);
    expect(el.shadowRoot!.activeElement).to.equal(field);
    expect([field.selectionStart, field.selectionEnd]).to.deep.equal([0, field.value.length]);
    expect(live(el)).to.include('the link to this game is selected in the text field');
    // A clipboard that refuses (no permission) falls back the same way.
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    const other = await mount('checkbox-squares', { share: '', 'from-hash': '' });
    button(other, 'share').click();
    await aTimeout(0);
    await other.updateComplete;
    expect(other.shadowRoot!.querySelector<HTMLInputElement>('[part="share-link"]')!.value).to.equal(other.shareLink);
  });
});

describe('from-hash', () => {
  const url = location.href;
  afterEach(() => history.replaceState(null, '', url));

  it('the share link keeps the rest of the hash: plain anchors and other games\' entries', async () => {
    const el = await mount('checkbox-squares', { seed: 'link' });
    history.replaceState(null, '', '#rules&checkbox-squares=old&two=x');
    const hash = new URL(el.shareLink).hash;
    expect(hash).to.equal(`#rules&two=x&checkbox-squares=${el.gameId}`);
  });

  it('opens the game in the hash, for the element it names, with no event', async () => {
    const source = await mount('stained-glass-board', { ...BASE['stained-glass-board'], rows: '4' });
    await play(source, 2);
    const kites = await mount('kites-board', { ...BASE['kites-board'], seed: 'k' });
    history.replaceState(null, '', `#stained-glass-board=${source.gameId}&two=${kites.gameId}`);
    const el = create('stained-glass-board', { 'from-hash': '' });
    const two = create('kites-board', { 'from-hash': '', id: 'two', opponent: 'human' });
    const ignored = create('kites-board', { 'from-hash': '', opponent: 'human', seed: 'k2' });
    const events = [...record(el, EVENTS), ...record(two, EVENTS)];
    const warns = await warnings(async () => {
      wrapper.append(el, two, ignored);
      await Promise.all([el.updateComplete, two.updateComplete, ignored.updateComplete]);
    });
    expect(warns).to.deep.equal([]);
    expect(el.save()).to.equal(source.save());
    expect(el.getAttribute('rows')).to.equal('4');
    expect(two.save()).to.equal(kites.save());
    expect(ignored.currentSeed).to.equal('k2');
    expect(events).to.deep.equal([]);
    // Opening a link on the same page (only the hash changes) loads it too.
    await play(source, 1);
    location.hash = `stained-glass-board=${source.gameId}`;
    await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    await el.updateComplete;
    expect(el.save()).to.equal(source.save());
  });

  it('without from-hash the hash is not read; a bad ID warns, names from-hash and is ignored', async () => {
    history.replaceState(null, '', '#checkbox-squares=checkbox-squares;variant:3;seed:h');
    const plain = await mount('checkbox-squares', { seed: 'p' });
    expect(plain.currentSeed).to.equal('p');
    history.replaceState(null, '', '#checkbox-squares=kites;seed:h');
    let el!: Game;
    const warns = await warnings(async () => {
      el = await mount('checkbox-squares', { seed: 'p', 'from-hash': '' });
    });
    expect(warns).to.have.length(1);
    expect(warns[0]).to.include('from-hash').and.include('"checkbox-squares"').and.include('not "checkbox-squares"').and.include('unchanged');
    expect(el.save()).to.equal(plain.save());
  });

  it('a game from the hash wins over the saved one, and is saved', async () => {
    const k = key('hash');
    const saved = await mount('checkbox-squares', { seed: 'h', persist: k });
    await play(saved, 2);
    saved.remove();
    const shared = await mount('checkbox-squares', { seed: 'other' });
    await play(shared, 1);
    history.replaceState(null, '', `#checkbox-squares=${shared.gameId}`);
    const el = await mount('checkbox-squares', { seed: 'h', persist: k, 'from-hash': '' });
    expect(el.save()).to.equal(shared.save());
    expect(JSON.parse(localStorage.getItem(k)!).save).to.equal(shared.save());
    // Played on, then the page reloaded with the same link in the address: the progress is kept, not dealt again from the link.
    await play(el, 2);
    const progress = el.save();
    const { el: again, warns } = await reload(el, 'checkbox-squares', { seed: 'h', persist: k, 'from-hash': '' });
    expect(warns).to.deep.equal([]);
    expect(again.save()).to.equal(progress);
    expect(again.ply).to.equal(3);
    // A different link does replace it.
    const third = await mount('checkbox-squares', { seed: 'third' });
    history.replaceState(null, '', `#checkbox-squares=${third.gameId}`);
    const fourth = await mount('checkbox-squares', { seed: 'h', persist: k, 'from-hash': '' });
    expect(fourth.save()).to.equal(third.save());
  });
});

describe('persist, from review', () => {
  afterEach(() => {
    for (const k of KEYS.splice(0)) localStorage.removeItem(k);
  });

  it('a page with other settings does not wipe the game saved under the same key until it has a move', async () => {
    const k = key('shared-site-key');
    const monday = await mount('checkbox-squares', { seed: 'monday', persist: k });
    await play(monday, 3);
    const mondayGame = monday.save();
    monday.remove();
    // Another post of the same blog: other settings, one warning, a new game, and the saved one left alone.
    const { el: tuesday, warns } = await reload(monday, 'checkbox-squares', { seed: 'tuesday', persist: k });
    expect(warns).to.have.length(1);
    expect(warns[0]).to.contain('other settings');
    expect(tuesday.ply).to.equal(0);
    expect(JSON.parse(localStorage.getItem(k)!).save).to.equal(mondayGame);
    tuesday.remove();
    const { el: back } = await reload(tuesday, 'checkbox-squares', { seed: 'monday', persist: k });
    expect(back.save()).to.equal(mondayGame);
    // Once the other game has a move, it is the one kept.
    back.remove();
    const { el: tuesdayAgain } = await reload(back, 'checkbox-squares', { seed: 'tuesday', persist: k });
    await play(tuesdayAgain, 1);
    expect(JSON.parse(localStorage.getItem(k)!).save).to.equal(tuesdayAgain.save());
  });

  it('warns when two games on one page save under one key', async () => {
    const k = key('same-key');
    await mount('checkbox-squares', { seed: 'one', persist: k });
    const warns = await warnings(async () => {
      await mount('checkbox-squares', { seed: 'one', persist: k });
    });
    expect(warns).to.have.length(1);
    expect(warns[0]).to.contain('persist: another game on this page already saves under the localStorage key');
  });

  it('a game ID from a page whose attributes were brought into range opens on another page', async () => {
    const warns = await warnings(async () => {
      const crowded = await mount('infection-board', { seed: 'range', obstacles: '40', mode: 'two-player' });
      const id = crowded.gameId;
      expect(id).to.contain(';save:');
      const other = await mount('infection-board', { seed: 'elsewhere', mode: 'two-player' });
      expect(other.importGameId(id)).to.equal(true);
      expect(other.save()).to.equal(crowded.save());
    });
    // Only the crowded page's own warning about obstacles="40".
    expect(warns.every((w) => w.includes('obstacles'))).to.equal(true);
  });

  it('a solvable board still being searched is not saved; the found board is', async () => {
    const k = key('solvable');
    const el = await mount('stained-glass-board', { solvable: '', rows: '5', cols: '5', seed: 'persist-solvable', persist: k });
    const board = el as unknown as { finding: boolean };
    if (board.finding) expect(localStorage.getItem(k)).to.equal(null);
    await waitUntil(() => !board.finding, 'the search ends');
    await el.updateComplete;
    expect(JSON.parse(localStorage.getItem(k)!).save).to.equal(el.save());
  });

  it('a resumed game is announced after the first render, so the live region changes', async () => {
    const k = key('announce');
    const el = await mount('kites-board', { ...BASE['kites-board'], persist: k });
    await play(el, 2);
    el.remove();
    const next = create('kites-board', { ...BASE['kites-board'], persist: k });
    wrapper.append(next);
    await next.updateComplete;
    expect(live(next)).to.equal('');
    await next.updateComplete;
    await aTimeout(0);
    expect(live(next)).to.equal('Your saved game is back, 2 moves in.');
  });
});
