// Pins of behaviour that no other test held (issue 24, "First, pin what must
// not change"): each was broken on purpose in a copy and every test still
// passed. Before code moves (a registry of games, one outcome per move,
// strings per game), these say what must come out the same:
//  - every `move` event field is the engine's outcome of that move, and
//    agrees with the position before and after it (every game and variant);
//  - long seeds, any characters, go whole through a game ID and a share link;
//  - a regional language tag gets its language's direction;
//  - a partial language a page registers falls back to English key by key;
//  - the board refits when only the toolbar changes height, and the fit is
//    exact where the viewport's height bounds the board;
//  - Checkbox Squares' fewest clicks for 3 and 4 states, in the element.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import { defaultMessages, registerTranslation } from '../../src/index.js';
import { localeOf } from '../../src/base/locale.js';
import { createRng } from '../../src/engine/rng.js';
import type { GameDefinition } from '../../src/engine/game.js';
import type { Session } from '../../src/engine/session.js';
import type { BoardletElement } from '../../src/base/boardlet-element.js';
import type { BoardletsSettingsElement } from '../../src/components/settings/boardlets-settings.js';
import { clickMask, formatPattern, type CheckboxSquaresState } from '../../src/games/checkbox-squares/rules.js';
import { count as infectionCount, squareName as infectionSquare, type InfectionState } from '../../src/games/infection/rules.js';
import { count as ataxxCount, squareName as ataxxSquare } from '../../src/games/ataxx/rules.js';
import { barsLeft, COLOUR_NAMES as GLASS_COLOURS, tilesLeft, type StainedGlassState } from '../../src/games/stained-glass/rules.js';
import { COLOUR_NAMES as KITE_COLOURS, type KitesState } from '../../src/games/kites/rules.js';
import { GAMES, GAME_TAGS, gameOf, type EngineId, type GameTag } from '../../src/registry.js';
import { button, record } from './helpers.js';

type Game = BoardletElement<unknown, unknown, unknown> & { readonly currentSeed: string; readonly gameId: string; readonly shareLink: string; importGameId(id: string): boolean };
type Tag = GameTag;
/** Every game, from the registry of games. */
const TAGS = GAME_TAGS;

/** The game in progress, read through the element's protected members. */
interface Internals {
  readonly session: Session<unknown, unknown, unknown>;
  readonly definition: GameDefinition<unknown, unknown, unknown>;
  playMove(move: unknown, source: 'user'): boolean;
}
const internals = (el: Element): Internals => el as unknown as Internals;

let wrapper: BoardletsSettingsElement;
beforeEach(async () => {
  wrapper = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce"></boardlets-settings>`);
});

async function mount(tag: string, attributes: Record<string, string>, parent: Element = wrapper): Promise<Game> {
  const el = document.createElement(tag) as Game;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  parent.append(el);
  await el.updateComplete;
  return el;
}

type Detail = Record<string, unknown>;
/** What the `move` detail of `move`, played from `before` to `after` at `ply`, must say, worked out from the positions and the engine's outcome. */
type Expect = (before: never, after: never, move: never, outcome: never, ply: number) => Detail;

const sorted = (names: readonly string[]): string[] => [...names].sort();

/** Infection and Ataxx: who moved, what turned, and the counts after the move (from the position after it, not the outcome). */
function piecesExpect(count: (s: never) => { green: number; yellow: number }, name: (i: number, s: never) => string): Expect {
  return ((before: InfectionState, after: InfectionState, _move: unknown, o: { player: number; converted: readonly number[]; to: number }) => {
    const mover = o.player === 0 ? 1 : 2;
    const turned = [...before.cells.keys()].filter((i) => before.cells[i] === 3 - mover && after.cells[i] === mover);
    const { green, yellow } = count(after as never);
    return {
      color: o.player === 0 ? 'green' : 'yellow',
      converted: sorted(turned.map((i) => name(i, before as never))),
      counts: { green, yellow },
      outcomeConverted: sorted(o.converted.map((i) => name(i, before as never))),
    };
  }) as unknown as Expect;
}

const EXPECT: Record<EngineId, Expect> = {
  infection: piecesExpect(infectionCount as never, (i, s: InfectionState) => infectionSquare(i, s.size)),
  ataxx: piecesExpect(ataxxCount as never, (i) => ataxxSquare(i)),
  kites: ((before: KitesState, after: KitesState, move: { cell: number }, o: { gained: number; penalty: number; points: number; replay: boolean; colour: string }) => ({
    cell: move.cell,
    color: o.colour,
    // The score change of the player who moved is the move's points: what it gained less the same-colour penalty.
    points: after.scores[before.toMove]! - before.scores[before.toMove]!,
    gained: o.gained,
    penalty: o.penalty,
    replay: o.replay,
    scores: [...after.scores],
    colourPlaced: KITE_COLOURS[after.cells[move.cell]! - 1],
  })) as unknown as Expect,
  'stained-glass': ((before: StainedGlassState, after: StainedGlassState, move: { from: number; to: number }, o: { over: number }, ply: number) => ({
    fromIndex: move.from,
    toIndex: move.to,
    overIndex: o.over,
    tilesLeft: tilesLeft(after),
    barsLeft: barsLeft(after),
    moves: ply,
    score: ply * barsLeft(after),
    colors: {
      from: { before: GLASS_COLOURS[before.cells[move.from]!], after: GLASS_COLOURS[after.cells[move.from]!] },
      over: { before: GLASS_COLOURS[before.cells[o.over]!], after: GLASS_COLOURS[after.cells[o.over]!] },
      to: { before: GLASS_COLOURS[before.cells[move.to]!], after: GLASS_COLOURS[after.cells[move.to]!] },
    },
  })) as unknown as Expect,
  'checkbox-squares': ((before: CheckboxSquaresState, after: CheckboxSquaresState, move: { square: 'target' | 'board'; box: number }, _o: unknown, ply: number) => {
    const k = after.states ?? 2;
    const was = formatPattern(move.square === 'target' ? before.target : before.board, k as never);
    const now = formatPattern(move.square === 'target' ? after.target : after.board, k as never);
    const changed = [...now].flatMap((d, i) => (d === was[i] ? [] : [{ row: Math.floor(i / 3), column: i % 3, checked: d !== '0', ...(k > 2 ? { state: Number(d) } : {}) }]));
    return {
      square: move.square,
      row: Math.floor(move.box / 3),
      column: move.box % 3,
      changed,
      target: formatPattern(after.target, k as never),
      board: formatPattern(after.board, k as never),
      moves: ply,
      clicksNeeded: fewestClicks(after),
    };
  }) as unknown as Expect,
};

/** The detail's fields that are the outcome's own, under the same name. */
const SAME_AS_OUTCOME: Record<EngineId, readonly string[]> = {
  infection: ['player', 'counts'],
  ataxx: ['player', 'counts'],
  kites: ['player', 'cell', 'completed', 'gained', 'penalty', 'points', 'replay', 'scores'],
  'stained-glass': ['tilesLeft', 'barsLeft'],
  'checkbox-squares': ['target', 'board', 'clicksNeeded'],
};

/** The fields of a detail that `expected` names (plus the outcome's `converted`, compared with the detail's own). */
function pick(detail: Detail, expected: Detail): Detail {
  const out: Detail = {};
  for (const key of Object.keys(expected)) {
    const value = key === 'outcomeConverted' ? detail.converted : key === 'colourPlaced' ? detail.color : detail[key];
    // Squares taken in any order.
    out[key] = key === 'converted' || key === 'outcomeConverted' ? sorted(value as string[]) : value;
  }
  return out;
}

// ------------------------------------------------ Checkbox Squares' minimum --

/** Fewest clicks on the right square to match the left one, by breadth-first search over every difference (k^9 of them), per variant and k. */
const distances = new Map<string, Int8Array>();
function distanceTable(variant: number, k: number): Int8Array {
  const id = `${variant}/${k}`;
  const known = distances.get(id);
  if (known) return known;
  const size = k ** 9;
  const dist = new Int8Array(size).fill(-1);
  const place = Array.from({ length: 9 }, (_, i) => k ** i);
  const masks = Array.from({ length: 9 }, (_, box) => [...Array(9).keys()].filter((i) => clickMask(variant as never, box) & (1 << i)));
  dist[0] = 0;
  let frontier = [0];
  for (let d = 1; frontier.length; d++) {
    const next: number[] = [];
    for (const v of frontier) {
      for (const boxes of masks) {
        let w = v;
        for (const i of boxes) {
          const digit = Math.floor(w / place[i]!) % k;
          w += (digit === k - 1 ? 1 - k : 1) * place[i]!;
        }
        if (dist[w] === -1) {
          dist[w] = d;
          next.push(w);
        }
      }
    }
    frontier = next;
  }
  distances.set(id, dist);
  return dist;
}

/** What one click must add to each box to turn the right square into the left one, as an index into {@link distanceTable}: -1 if it cannot be done. */
function fewestClicks(state: CheckboxSquaresState): number {
  const k = state.states ?? 2;
  const board = formatPattern(state.board, k as never);
  const target = formatPattern(state.target, k as never);
  let need = 0;
  for (let i = 8; i >= 0; i--) need = need * k + ((Number(target[i]) - Number(board[i]) + k) % k);
  return distanceTable(state.variant, k)[need]!;
}

// ----------------------------------------------------------- the property --

const CONFIGS: { tag: Tag; game: string; attrs: Record<string, string>; plies: number }[] = [
  ...['4', '5', '7'].map((size) => ({ tag: 'infection-board' as const, game: 'infection', attrs: { mode: 'two-player', size, obstacles: size === '7' ? '6' : '0' }, plies: 200 })),
  { tag: 'infection-board', game: 'ataxx', attrs: { mode: 'two-player', rules: 'ataxx' }, plies: 120 },
  { tag: 'infection-board', game: 'ataxx', attrs: { mode: 'two-player', rules: 'ataxx', position: 'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1' }, plies: 120 },
  ...['2', '3', '4'].flatMap((players) => ['1', '2'].map((size) => ({ tag: 'kites-board' as const, game: 'kites', attrs: { players, size, seats: Array(Number(players)).fill('human').join(' ') }, plies: 200 }))),
  { tag: 'kites-board', game: 'kites', attrs: { players: '3', size: '1', colors: '3', seats: 'human human human' }, plies: 200 },
  ...['primaries', 'mixed', 'full'].map((palette) => ({ tag: 'stained-glass-board' as const, game: 'stained-glass', attrs: { rows: '5', cols: '6', palette }, plies: 60 })),
  ...['1', '2', '3'].flatMap((variant) => ['2', '3', '4'].map((states) => ({ tag: 'checkbox-squares' as const, game: 'checkbox-squares', attrs: { variant, states }, plies: 40 }))),
];

describe('every `move` event says what the engine says the move did', () => {
  it('covers every game of the registry and each of its variants', () => {
    const covered = [...new Set(CONFIGS.map((config) => `${config.tag} ${config.game}`))];
    for (const game of GAMES) {
      for (const engine of [game.engine, ...Object.values('variants' in game ? game.variants : {})]) expect(covered, `<${game.tag}> playing ${engine}`).to.include(`${game.tag} ${engine}`);
    }
  });

  for (const config of CONFIGS) {
    it(`<${config.tag} ${Object.entries(config.attrs).map(([k, v]) => `${k}="${v}"`).join(' ')}>: random games, every event`, async () => {
      let events = 0;
      for (let game = 0; game < 3; game++) {
        const seed = `pin:${config.game}:${game}`;
        const el = await mount(config.tag, { ...config.attrs, seed });
        const { definition } = internals(el);
        expect(definition.id, 'the game the element plays').to.equal(config.game === 'ataxx' ? 'ataxx' : config.game);
        const seen = record(el, ['move']);
        const rng = createRng(seed);
        for (let ply = 1; ply <= config.plies && !internals(el).session.status.over; ply++) {
          const before = internals(el).session.state;
          const moves = definition.legalMoves(before);
          const move = moves[Math.floor(rng.next() * moves.length)];
          const outcome = definition.outcome!(before, move);
          expect(internals(el).playMove(move, 'user'), `${seed}: move ${ply}`).to.equal(true);
          const after = internals(el).session.state;
          expect(seen.length, `${seed}: one event for move ${ply}`).to.equal(ply);
          const detail = seen[ply - 1]!.detail as Detail;
          // The engine's outcome, field by field, where the detail has the same field.
          for (const key of SAME_AS_OUTCOME[config.game as EngineId]) expect(detail[key], `${seed}, move ${ply}: ${key} as in the outcome`).to.deep.equal((outcome as Detail)[key]);
          const wanted = EXPECT[config.game as EngineId](before as never, after as never, move as never, outcome as never, internals(el).session.ply);
          expect(pick(detail, wanted), `${seed}, move ${ply} (${definition.encodeMove(move)})`).to.deep.equal(wanted);
          events++;
        }
        await el.updateComplete;
        el.remove();
      }
      expect(events).to.be.above(20);
    });
  }

  it('the random Kites games include moves with a same-colour penalty, and Ataxx games conversions (so the fields above are tested with something in them)', async () => {
    const el = await mount('kites-board', { seed: 'pin:kites:0', seats: 'human human' });
    const seen = record(el, ['move']);
    const { definition } = internals(el);
    const rng = createRng('pin:kites:0');
    while (!internals(el).session.status.over) {
      const moves = definition.legalMoves(internals(el).session.state);
      internals(el).playMove(moves[Math.floor(rng.next() * moves.length)], 'user');
    }
    expect(seen.some((e) => (e.detail as { penalty: number }).penalty > 0)).to.equal(true);
    const ataxx = await mount('infection-board', { rules: 'ataxx', mode: 'two-player', seed: 'pin:ataxx:0' });
    const moves = record(ataxx, ['move']);
    const rules = internals(ataxx).definition;
    const r = createRng('pin:ataxx:0');
    for (let i = 0; i < 60; i++) {
      const legal = rules.legalMoves(internals(ataxx).session.state);
      internals(ataxx).playMove(legal[Math.floor(r.next() * legal.length)], 'user');
    }
    expect(moves.some((e) => (e.detail as { converted: string[] }).converted.length > 0)).to.equal(true);
  });
});

describe('Ataxx move details', () => {
  it('a clone that converts: the squares it took and the counts after the move', async () => {
    // Green (x) to move: g1 clones to f2, next to yellow (o) on e2, e3, f3 and g3; yellow keeps a7.
    const el = await mount('infection-board', { rules: 'ataxx', mode: 'two-player', position: 'o6/7/7/7/4ooo/4o2/6x x 0 1' });
    const seen = record(el, ['move']);
    const { definition } = internals(el);
    expect(internals(el).playMove(definition.decodeMove('f2'), 'user')).to.equal(true);
    const detail = seen[0]!.detail as Detail;
    expect(detail).to.deep.include({ kind: 'duplicate', color: 'green', from: 'g1', to: 'f2', counts: { green: 6, yellow: 1 } });
    expect(sorted(detail.converted as string[])).to.deep.equal(['e2', 'e3', 'f3', 'g3']);
  });

  it('a jump that converts, by yellow: the counts after it', async () => {
    // Yellow (o) to move: a7 jumps to c5, next to green on b4, c4 and d6; green keeps g1.
    const el = await mount('infection-board', { rules: 'ataxx', mode: 'two-player', position: 'o6/3x3/7/1xx4/7/7/6x o 0 1' });
    const seen = record(el, ['move']);
    const { definition } = internals(el);
    expect(internals(el).playMove(definition.decodeMove('a7c5'), 'user')).to.equal(true);
    const detail = seen[0]!.detail as Detail;
    expect(detail).to.deep.include({ kind: 'jump', color: 'yellow', from: 'a7', to: 'c5', counts: { green: 1, yellow: 4 } });
    expect(sorted(detail.converted as string[])).to.deep.equal(['b4', 'c4', 'd6']);
  });
});

// -------------------------------------------------------------- long seeds --

/** 200 characters: letters, spaces and punctuation of a URL, accents, right-to-left text, CJK, emoji (two UTF-16 units each), a combining mark. */
const LONG_SEED = (() => {
  const pieces = ['Seed ', 'with;semicolons:colons&amps=equals#hash%25', ' Café ', 'مرحبا ', 'שלום ', '漢字かな ', '🎲🧩', 'e\u0301', '/?+ '];
  let text = '';
  for (let i = 0; [...text].length < 200; i++) text += pieces[i % pieces.length];
  return [...text].slice(0, 200).join('');
})();

describe('a long seed goes whole through a game ID and a share link', () => {
  const url = location.href;
  afterEach(() => history.replaceState(null, '', url));

  it('is 200 characters with unicode (the test seed itself)', () => {
    expect([...LONG_SEED].length).to.equal(200);
    expect(LONG_SEED.length).to.be.above(200);
  });

  for (const tag of TAGS) {
    it(`<${tag}>`, async () => {
      const extra: Record<string, string> = gameOf(tag).testing.humans;
      const el = await mount(tag, { ...extra, seed: LONG_SEED });
      expect(el.currentSeed).to.equal(LONG_SEED);
      const id = el.gameId;
      const other = await mount(tag, { ...extra, seed: 'other' });
      expect(other.importGameId(id), 'the game ID is taken').to.equal(true);
      await other.updateComplete;
      expect(other.currentSeed).to.equal(LONG_SEED);
      expect(other.save()).to.equal(el.save());
      expect(other.gameId).to.equal(id);
      // The share link, opened: from-hash deals the same game from the same seed.
      const link = new URL(el.shareLink);
      history.replaceState(null, '', link.hash);
      const opened = await mount(tag, { ...extra, 'from-hash': '' });
      expect(opened.currentSeed).to.equal(LONG_SEED);
      expect(opened.save()).to.equal(el.save());
    });
  }
});

// ------------------------------------------------------- regional direction --

describe('a regional language tag has its language’s direction', () => {
  it('ar-EG, he-IL, fa-IR, ur-PK and ar_SA are right to left; en-GB, de-AT and pt-BR left to right', async () => {
    const wrap = await fixture<HTMLElement>(html`<div></div>`);
    for (const [lang, dir] of [
      ['ar-EG', 'rtl'],
      ['he-IL', 'rtl'],
      ['fa-IR', 'rtl'],
      ['ur-PK', 'rtl'],
      ['AR-eg', 'rtl'],
      ['ar_SA', 'rtl'],
      ['en-GB', 'ltr'],
      ['de-AT', 'ltr'],
      ['pt-BR', 'ltr'],
    ] as const) {
      wrap.setAttribute('lang', lang);
      expect(localeOf(wrap), lang).to.deep.equal({ lang, dir });
    }
  });

  for (const lang of ['ar-EG', 'he-IL']) {
    it(`a game in lang="${lang}" is laid out right to left, in its language`, async () => {
      const el = await mount('checkbox-squares', { lang, seed: 'dir' });
      await waitUntil(() => button(el, 'undo').textContent!.trim() !== 'Undo', `the ${lang} strings arrive`);
      const root = el.shadowRoot!.querySelector<HTMLElement>('.root')!;
      expect(root.getAttribute('dir')).to.equal('rtl');
      expect(getComputedStyle(root).direction).to.equal('rtl');
      expect(getComputedStyle(el.shadowRoot!.querySelector('[part~="toolbar"]')!).direction).to.equal('rtl');
    });
  }
});

// --------------------------------------------------------- partial language --

describe('a partial language a page registers falls back to English key by key', () => {
  const english = defaultMessages as Record<string, string>;
  /** Message keys as they would show if a missing string printed its key (names in camelCase, never English words). */
  const KEY_NAMES = Object.keys(english).filter((k) => /[a-z][A-Z]/.test(k));

  it('shows its own strings, English for every other, and never a key name', async () => {
    registerTranslation('x-pin', { undo: 'Zurückpin', more: 'Mehrpin' });
    for (const tag of TAGS) {
      const extra: Record<string, string> = gameOf(tag).testing.humans;
      const el = await mount(tag, { ...extra, lang: 'x-pin-CH', seed: 'partial' });
      const twin = await mount(tag, { ...extra, lang: 'en', seed: 'partial' });
      expect(button(el, 'undo').textContent!.trim(), tag).to.equal('Zurückpin');
      expect(button(el, 'more').textContent!.trim(), tag).to.equal('Mehrpin');
      expect(button(el, 'hint').textContent!.trim(), tag).to.equal(english.hint);
      expect(button(el, 'redo').textContent!.trim(), tag).to.equal(button(twin, 'redo').textContent!.trim());
      // Everything said and labelled: the English game's, but the two registered strings.
      const said = (game: Element): string[] =>
        [...game.shadowRoot!.querySelectorAll('*')].flatMap((node) => [
          ...[...node.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => c.textContent!.trim()),
          ...['aria-label', 'title', 'aria-description', 'aria-roledescription', 'placeholder'].map((a) => node.getAttribute(a) ?? ''),
        ]).filter(Boolean);
      const text = said(el).join('\n');
      for (const name of KEY_NAMES) expect(text.includes(name), `${tag}: the key name ${name} shown`).to.equal(false);
      expect(said(el).map((s) => s.replace('Zurückpin', english.undo!).replace('Mehrpin', english.more!))).to.deep.equal(said(twin));
      // A move's sentence, built from several strings, is English too.
      const { definition } = internals(el);
      const [move] = definition.legalMoves(internals(el).session.state);
      internals(el).playMove(move, 'user');
      internals(twin).playMove(move, 'user');
      expect(el.announcement, tag).to.equal(twin.announcement);
      expect(el.announcement).to.not.equal('');
    }
  });
});

// ------------------------------------------------------------------ the fit --

const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
const root = (el: Element): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>('.root')!;
const chromeOf = (el: Element): number => parseFloat(root(el).style.getPropertyValue('--_chrome')) || 0;
/** The height of the game but its board, from the layout itself. */
const besidesBoard = (el: Element): number => root(el).offsetHeight - el.shadowRoot!.querySelector<HTMLElement>('[part~="board"]')!.offsetHeight;

describe('the fit, measured', () => {
  afterEach(async () => {
    const { setViewport } = await import('@web/test-runner-commands');
    await setViewport({ width: 800, height: 600 });
  });

  it('a short, wide viewport bounds every board by its height: the game then fills it exactly, never more (a part left out of the measure overflows by its height)', async () => {
    const { setViewport } = await import('@web/test-runner-commands');
    const height = 520;
    await setViewport({ width: 1400, height });
    for (const tag of TAGS) {
      const holder = await fixture<HTMLElement>(html`<div style="max-inline-size: none"></div>`);
      const el = await mount(tag, { seed: 'fit', style: '--boardlets-max-width: 100rem' }, holder);
      await waitUntil(() => chromeOf(el) > 0, `${tag}: measured`);
      await nextFrame();
      const chrome = chromeOf(el);
      // The measure is what the layout gives besides the board, to the pixel.
      expect(chrome - besidesBoard(el), `${tag}: --_chrome against the layout`).to.be.within(0, 2.5);
      const game = el.getBoundingClientRect().height;
      expect(game, `${tag}: fits ${height} px`).to.be.at.most(height);
      // The board is bound by the viewport's height here (so a measure short by a part shows as an overflow of that part's height).
      expect(game, `${tag}: fills the viewport's height`).to.be.at.least(height - 2);
      holder.remove();
    }
  });

  it('measures before the first paint: by the first animation frame after the first render', async () => {
    for (const tag of TAGS) {
      const el = await mount(tag, { seed: 'first-frame' });
      expect(el.isConnected).to.equal(true);
      // A frame callback asked for now runs in the frame that paints the game first, after the game's own.
      await nextFrame();
      expect(chromeOf(el), tag).to.be.above(0);
      expect(chromeOf(el) - besidesBoard(el), tag).to.be.within(0, 2.5);
      el.remove();
    }
  });

  it('refits when only the toolbar changes height', async () => {
    const { setViewport } = await import('@web/test-runner-commands');
    // Tall enough that the game never overflows it: no scrollbar comes or goes to resize every part at once.
    await setViewport({ width: 800, height: 1400 });
    for (const tag of TAGS) {
      const el = await mount(tag, { seed: 'fit' });
      await waitUntil(() => chromeOf(el) > 0, `${tag}: measured`);
      // The observer's first notices (every part, once) and the measure they ask for, a frame later, are over.
      for (let i = 0; i < 3; i++) await nextFrame();
      const before = chromeOf(el);
      const toolbar = el.shadowRoot!.querySelector<HTMLElement>('[part~="toolbar"]')!;
      // Taller content (as a wrapped row of buttons or a theme's larger buttons): the box the observer watches grows.
      toolbar.style.minBlockSize = `${toolbar.getBoundingClientRect().height + 60}px`;
      await waitUntil(() => chromeOf(el) >= before + 59, `${tag}: measured again after the toolbar grew by 60 px (from ${before} px)`);
      toolbar.style.minBlockSize = '';
      await waitUntil(() => Math.abs(chromeOf(el) - before) < 1, `${tag}: and back`);
      el.remove();
    }
  });
});

// ------------------------------------------------- Checkbox Squares' minimum --

describe('Checkbox Squares: the fewest clicks, in the element, for 2, 3 and 4 states', () => {
  for (const states of ['2', '3', '4']) {
    for (const variant of ['1', '2', '3']) {
      it(`variant ${variant}, ${states} states: clicksNeeded is the true minimum on dealt boards and after every click`, async () => {
        for (let g = 0; g < 6; g++) {
          const el = (await mount('checkbox-squares', { variant, states, seed: `fewest:${g}` })) as Game & { clicksNeeded: number };
          const rng = createRng(`fewest:${g}`);
          for (let i = 0; i < 12 && !internals(el).session.status.over; i++) {
            const state = internals(el).session.state as CheckboxSquaresState;
            expect(el.clicksNeeded, `seed fewest:${g}, ${i} clicks in`).to.equal(fewestClicks(state));
            const square = rng.next() < 0.2 ? 'target' : 'board';
            internals(el).playMove({ square, box: Math.floor(rng.next() * 9) }, 'user');
          }
          el.remove();
        }
      });
    }
  }
});
