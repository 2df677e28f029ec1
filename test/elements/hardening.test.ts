// Hardening of every element on someone else's page (issue 6, reliability):
// hostile attribute and property values, mount/unmount leaks, moving an
// element, two instances, and a computer move cancelled by removal.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { recordAnimations, waitUntil } from '../wait.js';
import '../../src/index.js';
import { ELEMENT_TAGS, GAME_TAGS, gameOf, type GameTag } from '../../src/registry.js';
import type { BoardletsSettingsElement } from '../../src/boardlets-settings.js';
import { describeValue, safeText } from '../../src/base/describe-value.js';
import { loadInputCode } from './helpers.js';

/** The protected parts of a game element the tests read (at run time they are plain members). */
interface GameInternals {
  readonly session: { readonly state: unknown; readonly ply: number };
  readonly definition: { legalMoves(state: unknown): readonly Record<string, unknown>[] };
}
type Game = HTMLElement & {
  updateComplete: Promise<boolean>;
  requestUpdate(): void;
  save(): string;
  restore(saved: string): boolean;
  undo(): boolean;
  readonly ply: number;
  readonly isOver: boolean;
  readonly thinking?: boolean;
};
const internals = (el: Game): GameInternals => el as unknown as GameInternals;

/** Every game, from the registry of games. */
const GAMES = GAME_TAGS;
/** Each game's entry's value of `pick`, by tag. */
const perGame = <T,>(pick: (tag: GameTag) => T): Record<GameTag, T> => Object.fromEntries(GAMES.map((tag) => [tag, pick(tag)])) as Record<GameTag, T>;

/** Attributes that keep the computer and the solver quiet while an element is fuzzed. */
const QUIET: Record<GameTag, Record<string, string>> = perGame((tag) => ({
  seed: 'fuzz',
  ...gameOf(tag).testing.humans,
  ...gameOf(tag).testing.quickest,
}));

// ------------------------------------------------------------ the manifest --

interface Field {
  /** The attribute, when there is one. */
  readonly attribute: string | null;
  /** The property. */
  readonly property: string;
  /** boolean: on when present; text: any text is fine; checked: only some values are accepted. */
  readonly kind: 'boolean' | 'text' | 'checked' | 'object';
}

interface ManifestMember {
  kind: string;
  name: string;
  static?: boolean;
  readonly?: boolean;
  privacy?: string;
  type?: { text: string };
}
interface ManifestDeclaration {
  tagName?: string;
  attributes?: { name: string; fieldName?: string; type?: { text: string } }[];
  members?: ManifestMember[];
}

/** Every attribute and writable public property of each element, read from custom-elements.json. */
async function manifestFields(): Promise<Map<string, Field[]>> {
  const manifest = (await (await fetch('/custom-elements.json')).json()) as { modules: { declarations?: ManifestDeclaration[] }[] };
  const out = new Map<string, Field[]>();
  for (const d of manifest.modules.flatMap((m) => m.declarations ?? [])) {
    if (!d.tagName) continue;
    const fields: Field[] = [];
    const kindOf = (type: string | undefined, name: string): Field['kind'] =>
      type === 'boolean' ? 'boolean' : name === 'seed' || name === 'persist' ? 'text' : type?.startsWith('Partial<') ? 'object' : 'checked';
    for (const a of d.attributes ?? []) {
      fields.push({ attribute: a.name, property: a.fieldName ?? a.name, kind: kindOf(a.type?.text, a.fieldName ?? a.name) });
    }
    for (const m of d.members ?? []) {
      if (m.kind !== 'field' || m.static || m.readonly || (m.privacy && m.privacy !== 'public')) continue;
      if (fields.some((f) => f.property === m.name)) continue;
      fields.push({ attribute: null, property: m.name, kind: kindOf(m.type?.text, m.name) });
    }
    out.set(d.tagName, fields);
  }
  return out;
}

// ------------------------------------------------------------ hostile values --

const MARKUP = '<img src=x onerror="window.__boardletsPwned=1"><script>window.__boardletsPwned=2</script>';
const MEGABYTE = 'x'.repeat(1 << 20);
const MEGA_MARKUP = `${MARKUP}${'<b>'.repeat(1 << 18)}`;
const UNICODE = 'ﾟ🎲ẞ\u202e\u0000\ud800é\u200dΩ';

/** Attribute values that no checked attribute accepts: each must give exactly one warning. */
const BAD_ATTRIBUTE_VALUES = [
  '-1', 'NaN', '1e308', '99999999999999999999', '3.5', 'Infinity', 'null', 'undefined', 'false',
  MARKUP, UNICODE, MEGABYTE, MEGA_MARKUP, '0x10', '--', '\u{1F600}\u{1F600}',
];
/** Attribute values that may or may not be accepted: no throw, at most one warning, no lost game. */
const ODD_ATTRIBUTE_VALUES = ['', ' ', '0', '1', '2', ' 3 ', '7', '12', '  random ', 'GREEN', 'Human, computer'];

const throwing = {
  toString(): string {
    throw new Error('hostile toString');
  },
};
/** Property values that no checked property accepts. */
const BAD_PROPERTY_VALUES: unknown[] = [
  NaN, -1, Infinity, -Infinity, 1e308, 2 ** 53, 3.5, -7.25, {}, [1, 2, 3], [Symbol('seat')], [Object.create(null)],
  Symbol('hostile'), 10n, () => 1, Object.create(null), throwing, [throwing], true, new Date(NaN), MARKUP, MEGABYTE, UNICODE,
];
/** Property values that may or may not be accepted. */
const ODD_PROPERTY_VALUES: unknown[] = [null, undefined, '', 0, 1, 2, 3, 5, false, -0, [], ['human'], ['computer', 'human']];

/** A small seeded generator (mulberry32), so a failure replays. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random text: digits, signs, words, markup and any code point (lone surrogates and controls included). */
function randomValues(seed: number, count: number): string[] {
  const next = rng(seed);
  const pieces = ['-', '+', '.', 'e', ' ', ',', '<', '>', '"', "'", '&', '/', 'x', 'green', 'human', 'computer', 'random', '0', '1', '9'];
  return Array.from({ length: count }, () => {
    let s = '';
    const length = Math.floor(next() * 24);
    for (let i = 0; i < length; i++) {
      const r = next();
      if (r < 0.5) s += pieces[Math.floor(next() * pieces.length)];
      else if (r < 0.8) s += String.fromCharCode(Math.floor(next() * 0x10000));
      else s += String.fromCodePoint(Math.floor(next() * 0x10ffff));
    }
    return s;
  });
}

// ------------------------------------------------------------ helpers --

/** Collects console warnings and errors, uncaught errors and unhandled rejections while `fn` runs. */
async function watch(fn: () => Promise<void>): Promise<{ warns: string[]; errors: string[] }> {
  const warns: string[] = [];
  const errors: string[] = [];
  const { warn, error } = console;
  const text = (args: unknown[]): string => args.map(safeText).join(' ');
  console.warn = (...args: unknown[]) => void warns.push(text(args));
  console.error = (...args: unknown[]) => void errors.push(text(args));
  const onError = (e: ErrorEvent): void => void errors.push(`uncaught: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent): void => {
    e.preventDefault();
    errors.push(`unhandled rejection: ${(e.reason as Error)?.message ?? String(e.reason)}`);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    await fn();
    // Rejections are reported a task later.
    await aTimeout(0);
  } catch (e) {
    errors.push(`threw: ${(e as Error)?.message ?? String(e)}`);
  } finally {
    console.warn = warn;
    console.error = error;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  return { warns, errors };
}

/** Elements' renders settled (a settings change reaches the game one update later). */
async function settle(...els: { updateComplete: Promise<boolean> }[]): Promise<void> {
  for (let i = 0; i < 2; i++) for (const el of els) await el.updateComplete;
}

/** Plays the first legal move by clicking the board, as a user would; resolves to whether the ply went up. */
async function playByClick(el: Game): Promise<boolean> {
  const { session, definition } = internals(el);
  const plyBefore = session.ply;
  const move = definition.legalMoves(session.state)[0];
  if (!move) return false;
  const click = (selector: string): void => {
    const target = el.shadowRoot!.querySelector(selector);
    if (!target) throw new Error(`${el.localName}: nothing at ${selector}`);
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, detail: 1 }));
  };
  if ('square' in move) click(`[data-square="${String(move.square)}"][data-box="${String(move.box)}"]`);
  else if ('from' in move) {
    click(`[role="gridcell"][data-index="${String(move.from)}"]`);
    await el.updateComplete;
    click(`[role="gridcell"][data-index="${String(move.to)}"]`);
  } else click(`[role="gridcell"][data-index="${String(move.cell)}"]`);
  await el.updateComplete;
  return el.ply === plyBefore + 1;
}

function create(tag: string, attributes: Record<string, string>): Game {
  const el = document.createElement(tag) as Game;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

/** The test page's own elements (its scripts), present before any test. */
const HARNESS = new Set(document.querySelectorAll('*'));

/** Images, scripts, iframes and event-handler attributes anywhere in the document or in an open shadow root, but the page's own. */
function injected(root: Document | ShadowRoot = document): string[] {
  const found: string[] = [];
  for (const node of root.querySelectorAll('*')) {
    if (HARNESS.has(node)) continue;
    if (/^(img|script|iframe|object|embed)$/i.test(node.localName)) found.push(node.localName);
    for (const a of node.attributes) if (/^on/i.test(a.name)) found.push(`${node.localName}[${a.name}]`);
    if (node.shadowRoot) found.push(...injected(node.shadowRoot));
  }
  return found;
}

// ------------------------------------------------------------ fuzzing --

// The drag tests dispatch a drag at once and look at the piece mid-drag: the elements start with the drag's code.
before(loadInputCode);

describe('hostile attribute and property values', function () {
  this.timeout(60_000);
  let fields: Map<string, Field[]>;
  before(async () => {
    fields = await manifestFields();
  });
  after(() => localStorage.clear());

  it('the manifest lists every element with its attributes', () => {
    expect([...fields.keys()].sort()).to.deep.equal([...ELEMENT_TAGS].sort());
    for (const tag of GAMES) {
      const names = fields.get(tag)!.map((f) => f.attribute);
      expect(names, tag).to.include.members(['seed', 'readonly']);
    }
    expect(fields.get('boardlets-settings')!.map((f) => f.property)).to.include.members(['motion', 'glyphs', 'messages']);
  });

  /**
   * Sets every value of every field of `target` (the game itself, or the
   * settings around `game`), checking after each one: nothing thrown or
   * logged as an error, at most one warning and none on later renders, a
   * warning names the attribute and the accepted values, an ignored value
   * keeps the game in progress, and a value no one accepts is warned about.
   */
  async function fuzz(target: Game, game: Game, tag: string, seed: number): Promise<string[]> {
    const problems: string[] = [];
    const warned = new Set<string>();
    for (const field of fields.get(tag)!) {
      const name = field.attribute ?? field.property;
      const originalAttribute = field.attribute ? target.getAttribute(field.attribute) : null;
      const originalProperty = (target as unknown as Record<string, unknown>)[field.property];
      const restoreField = async (): Promise<void> => {
        if (field.attribute) {
          if (originalAttribute === null) target.removeAttribute(field.attribute);
          else target.setAttribute(field.attribute, originalAttribute);
        }
        (target as unknown as Record<string, unknown>)[field.property] = originalProperty;
        await settle(target, game);
      };
      const trials: { how: 'attribute' | 'property'; value: unknown; bad: boolean }[] = [];
      if (field.attribute) {
        for (const value of BAD_ATTRIBUTE_VALUES) trials.push({ how: 'attribute', value, bad: field.kind === 'checked' });
        for (const value of [...ODD_ATTRIBUTE_VALUES, ...randomValues(seed + name.length, 8)]) trials.push({ how: 'attribute', value, bad: false });
      }
      for (const value of BAD_PROPERTY_VALUES) trials.push({ how: 'property', value, bad: field.kind === 'checked' });
      for (const value of ODD_PROPERTY_VALUES) trials.push({ how: 'property', value, bad: false });

      for (const { how, value, bad } of trials) {
        const shown = `${tag} ${how} ${name}=${describeValue(value)}`;
        const before = game.save();
        const set = (): void => {
          if (how === 'attribute') target.setAttribute(field.attribute!, value as string);
          else (target as unknown as Record<string, unknown>)[field.property] = value;
        };
        const first = await watch(async () => {
          set();
          await settle(target, game);
        });
        // After a warning, the same value again and more renders: no more warnings.
        const again = !first.warns.length ? { warns: [], errors: [] } : await watch(async () => {
          set();
          target.requestUpdate();
          game.requestUpdate();
          await settle(target, game);
          game.requestUpdate();
          await settle(game);
        });
        if (first.errors.length || again.errors.length) problems.push(`${shown}: ${[...first.errors, ...again.errors].join('; ')}`);
        if (first.warns.length > 1) problems.push(`${shown}: ${first.warns.length} warnings: ${first.warns.join(' | ')}`);
        if (again.warns.length) problems.push(`${shown}: warned again on a later render: ${again.warns.join(' | ')}`);
        const key = describeValue(value);
        const repeat = warned.has(`${name}\u0000${key}`);
        for (const w of first.warns) {
          const ignoring = w.includes(`ignoring ${field.attribute ?? field.property}`) && /expected .+\. Using /.test(w);
          const booleanOn = field.kind === 'boolean' && w.includes(`turns ${name} on`);
          const settingsWarning = tag === 'boardlets-settings' && w.includes(`ignoring ${name}`) && w.includes('expected');
          if (!ignoring && !booleanOn && !settingsWarning) problems.push(`${shown}: unclear warning: ${w}`);
          if (w.length > 400) problems.push(`${shown}: a warning of ${w.length} characters`);
          if (w.includes('ignoring') && game.save() !== before) problems.push(`${shown}: ignored, but the game in progress changed`);
          warned.add(`${name}\u0000${key}`);
        }
        if (bad && !repeat && first.warns.length === 0) problems.push(`${shown}: accepted without a warning`);
        // An accepted value may start another game; go back so the next values meet the quiet set-up.
        if (!first.warns.length) await restoreField();
      }
      await restoreField();
    }
    return problems;
  }

  for (const tag of GAMES) {
    it(`<${tag}>: warns once, keeps the game, injects nothing, and plays on afterwards`, async () => {
      // persist writes the game under each fuzzed key: start from, and leave, an empty storage.
      localStorage.clear();
      const wrapper = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce"></boardlets-settings>`);
      const el = create(tag, QUIET[tag]);
      wrapper.append(el);
      await settle(el);
      expect(await playByClick(el), 'a move before fuzzing').to.equal(true);
      const problems = await fuzz(el, el, tag, 6);
      await aTimeout(20);
      expect(problems).to.deep.equal([]);
      expect(injected()).to.deep.equal([]);
      expect((window as unknown as Record<string, unknown>).__boardletsPwned).to.equal(undefined);
      // A working game afterwards, played by clicks.
      for (const [name, value] of Object.entries(QUIET[tag])) el.setAttribute(name, value);
      await settle(el);
      expect(el.shadowRoot!.querySelector('[part~="base"]')).to.not.equal(null);
      expect(await playByClick(el), 'a move after fuzzing').to.equal(true);
      expect(el.undo()).to.equal(true);
      const saved = el.save();
      expect(el.restore(saved)).to.equal(true);
      expect(el.save()).to.equal(saved);
    });
  }

  it('<boardlets-settings>: warns once, keeps the games inside, injects nothing', async () => {
    const wrapper = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce"></boardlets-settings>`);
    const el = create('checkbox-squares', QUIET['checkbox-squares']);
    wrapper.append(el);
    await settle(wrapper, el);
    expect(await playByClick(el)).to.equal(true);
    const problems = await fuzz(wrapper as unknown as Game, el, 'boardlets-settings', 7);
    expect(problems).to.deep.equal([]);
    // Translations are text, never markup, even on buttons and in labels.
    const { errors } = await watch(async () => {
      wrapper.messages = { newGame: MARKUP, undo: MEGA_MARKUP, controls: MARKUP } as BoardletsSettingsElement['messages'];
      await settle(wrapper, el);
    });
    expect(errors).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('button[part~="new-game"]')!.textContent!.trim()).to.equal(MARKUP);
    await aTimeout(20);
    expect(injected()).to.deep.equal([]);
    expect((window as unknown as Record<string, unknown>).__boardletsPwned).to.equal(undefined);
    wrapper.messages = {};
    await settle(wrapper, el);
    expect(await playByClick(el)).to.equal(true);
  });
});

// ------------------------------------------------------------ leaks --

/** Counts what is registered on window and document (and media queries) and which timers are pending. */
class Tracker {
  readonly listeners: { target: EventTarget; type: string; listener: unknown; capture: boolean; stack: string }[] = [];
  readonly timers = new Map<number, string>();
  readonly intervals = new Map<number, string>();
  readonly frames = new Map<number, string>();
  /** Called with each timeout's delay as it is set (a test sees the computer's pause start by it). */
  onTimeout: ((ms: number) => void) | null = null;
  readonly #undo: (() => void)[] = [];

  install(): void {
    for (const target of [window, document] as EventTarget[]) this.#trackListeners(target);
    const w = window as unknown as Record<string, unknown>;
    const patch = <F extends (...args: never[]) => unknown>(name: string, wrap: (original: F) => F): void => {
      const original = w[name] as F;
      w[name] = wrap(original);
      this.#undo.push(() => (w[name] = original));
    };
    const stack = (): string => new Error().stack ?? '';
    // The browser's timers (numbers), typed here without Node's.
    type SetTimer = (handler: TimerHandler, ms?: number, ...rest: unknown[]) => number;
    type ClearTimer = (id?: number) => void;
    patch<SetTimer>('setTimeout', (original) => (fn, ms, ...rest) => {
      const id = original(
        (...args: unknown[]) => {
          this.timers.delete(id);
          if (typeof fn === 'function') (fn as (...a: unknown[]) => void)(...args);
        },
        ms,
        ...rest,
      );
      this.timers.set(id, stack());
      this.onTimeout?.(Number(ms ?? 0));
      return id;
    });
    patch<ClearTimer>('clearTimeout', (original) => (id) => {
      if (id !== undefined) this.timers.delete(id);
      original(id);
    });
    patch<SetTimer>('setInterval', (original) => (fn, ms, ...rest) => {
      const id = original(fn, ms, ...rest);
      this.intervals.set(id, stack());
      return id;
    });
    patch<ClearTimer>('clearInterval', (original) => (id) => {
      if (id !== undefined) this.intervals.delete(id);
      original(id);
    });
    patch<typeof requestAnimationFrame>('requestAnimationFrame', (original) => (fn: FrameRequestCallback) => {
      const id = original((t) => {
        this.frames.delete(id);
        fn(t);
      });
      this.frames.set(id, stack());
      return id;
    });
    patch<typeof cancelAnimationFrame>('cancelAnimationFrame', (original) => (id: number) => {
      this.frames.delete(id);
      original(id);
    });
    patch<typeof matchMedia>('matchMedia', (original) => (query: string) => {
      const list = original.call(window, query);
      this.#trackListeners(list);
      // The old API, routed through the tracked one.
      list.addListener = (l) => list.addEventListener('change', l as EventListener);
      list.removeListener = (l) => list.removeEventListener('change', l as EventListener);
      return list;
    });
  }

  #trackListeners(target: EventTarget): void {
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    const capture = (options?: boolean | EventListenerOptions): boolean => (typeof options === 'boolean' ? options : !!options?.capture);
    const find = (type: string, listener: unknown, c: boolean): number =>
      this.listeners.findIndex((l) => l.target === target && l.type === type && l.listener === listener && l.capture === c);
    target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
      const once = typeof options === 'object' && !!options?.once;
      if (listener && !once && find(type, listener, capture(options)) < 0) {
        this.listeners.push({ target, type, listener, capture: capture(options), stack: new Error().stack ?? '' });
      }
      add.call(target, type, listener, options);
    };
    target.removeEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) => {
      const i = find(type, listener, capture(options));
      if (i >= 0) this.listeners.splice(i, 1);
      remove.call(target, type, listener, options);
    };
    this.#undo.push(() => {
      delete (target as unknown as Record<string, unknown>).addEventListener;
      delete (target as unknown as Record<string, unknown>).removeEventListener;
    });
  }

  uninstall(): void {
    for (const undo of this.#undo.reverse()) undo();
    this.#undo.length = 0;
  }

  /** What is still registered or pending and was set up by the kit (its stack passes through src/ or Lit). */
  leftovers(): string[] {
    const ours = (stack: string): boolean => /\/src\/|\/lit|@lit/.test(stack.split('\n').slice(2).join('\n'));
    const where = (stack: string): string => stack.split('\n').slice(2, 5).map((l) => l.trim()).join(' < ');
    return [
      ...this.listeners.filter((l) => ours(l.stack)).map((l) => `listener ${l.type} on ${String(l.target)}: ${where(l.stack)}`),
      ...[...this.timers.values()].filter(ours).map((s) => `timer: ${where(s)}`),
      ...[...this.intervals.values()].filter(ours).map((s) => `interval: ${where(s)}`),
      ...[...this.frames.values()].filter(ours).map((s) => `animation frame: ${where(s)}`),
    ];
  }
}

/** Set-ups that make each element do its most: the computer or the solver starts as soon as it renders. */
const BUSY: Record<GameTag, Record<string, string>> = perGame((tag) => ({ seed: 'cycle', ...gameOf(tag).testing.busy, ...gameOf(tag).testing.quickest }));

describe('mounting, moving and removing', function () {
  this.timeout(60_000);

  for (const tag of GAMES) {
    it(`<${tag}>: 1,000 mount/unmount cycles leave no listeners or timers behind`, async () => {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      const tracker = new Tracker();
      tracker.install();
      let errors: string[] | undefined;
      try {
        ({ errors } = await watch(async () => {
          let el = create(tag, BUSY[tag]);
          for (let cycle = 0; cycle < 1000; cycle++) {
            // A fresh element every tenth cycle; in between, the same one comes and goes.
            if (cycle % 10 === 0) el = create(tag, BUSY[tag]);
            host.append(el);
            await el.updateComplete;
            el.remove();
          }
          // Let aborted work notice and finish.
          await aTimeout(50);
        }));
      } finally {
        tracker.uninstall();
      }
      expect(errors).to.deep.equal([]);
      expect(tracker.leftovers()).to.deep.equal([]);
    });
  }

  it('a game removed before its first render asks for no animation frame (its fit measures only games on the page)', async () => {
    for (const tag of GAMES) {
      const tracker = new Tracker();
      tracker.install();
      try {
        const el = create(tag, BUSY[tag]);
        document.body.append(el);
        el.remove();
        await el.updateComplete;
        expect(tracker.frames.size, tag).to.equal(0);
      } finally {
        tracker.uninstall();
      }
    }
  });

  it('the tracker sees listeners and timers, and forgets them once removed or run', async () => {
    const tracker = new Tracker();
    tracker.install();
    const listener = (): void => undefined;
    try {
      document.addEventListener('click', listener);
      window.addEventListener('resize', listener, { capture: true });
      window.removeEventListener('resize', listener, true);
      matchMedia('(prefers-reduced-motion: reduce)').addEventListener('change', listener);
      setTimeout(() => undefined, 60_000);
      const cleared = setTimeout(() => undefined, 60_000);
      clearTimeout(cleared);
      setTimeout(() => undefined, 0);
      requestAnimationFrame(() => undefined);
      await aTimeout(50);
      expect(tracker.listeners.map((l) => l.type)).to.deep.equal(['click', 'change']);
      expect(tracker.timers.size).to.equal(1);
      expect(tracker.frames.size).to.equal(0);
    } finally {
      tracker.uninstall();
      document.removeEventListener('click', listener);
    }
    expect(document.addEventListener).to.equal(EventTarget.prototype.addEventListener);
    expect(window.setTimeout.name).to.equal('setTimeout');
  });

  for (const tag of GAMES) {
    it(`<${tag}>: moving it elsewhere in the page keeps its game`, async () => {
      const page = await fixture<HTMLDivElement>(html`<div><section></section><boardlets-settings motion="reduce"></boardlets-settings></div>`);
      const el = create(tag, QUIET[tag]);
      page.querySelector('section')!.append(el);
      await settle(el);
      expect(await playByClick(el)).to.equal(true);
      const saved = el.save();
      const { warns, errors } = await watch(async () => {
        page.querySelector('boardlets-settings')!.append(el);
        await settle(el);
        expect(el.save()).to.equal(saved);
        // Into another shadow root, and back to the top of the page.
        const other = document.createElement('div');
        page.append(other);
        other.attachShadow({ mode: 'open' }).append(el);
        await settle(el);
        expect(el.save()).to.equal(saved);
        page.prepend(el);
        await settle(el);
      });
      expect(errors).to.deep.equal([]);
      expect(warns).to.deep.equal([]);
      expect(el.save()).to.equal(saved);
      expect(el.ply).to.equal(1);
      expect(await playByClick(el)).to.equal(true);
    });

    it(`<${tag}>: two on one page are independent`, async () => {
      const page = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce"></boardlets-settings>`);
      const a = create(tag, QUIET[tag]);
      const b = create(tag, QUIET[tag]);
      page.append(a, b);
      await settle(a, b);
      expect(a.save(), 'same seed, same game').to.equal(b.save());
      const seen = { a: 0, b: 0 };
      a.addEventListener('move', () => seen.a++);
      b.addEventListener('move', () => seen.b++);
      expect(await playByClick(a)).to.equal(true);
      expect([a.ply, b.ply]).to.deep.equal([1, 0]);
      expect(seen).to.deep.equal({ a: 1, b: 0 });
      expect(await playByClick(b)).to.equal(true);
      expect(await playByClick(b)).to.equal(true);
      expect([a.ply, b.ply]).to.deep.equal([1, 2]);
      b.undo();
      await settle(a, b);
      expect([a.ply, b.ply]).to.deep.equal([1, 1]);
      // A bad value on one warns for that one and leaves the other alone.
      const firstAttribute = gameOf(tag).testing.numberAttribute;
      const { warns } = await watch(async () => {
        a.setAttribute(firstAttribute, 'NaN');
        b.setAttribute('seed', 'other');
        await settle(a, b);
      });
      expect(warns.length).to.equal(1);
      expect(warns[0]).to.contain(`<${tag}>: ignoring ${firstAttribute}="NaN"`);
      expect(a.ply).to.equal(1);
      expect(b.ply, 'a new seed on b starts b again').to.equal(0);
      a.remove();
      await settle(b);
      expect(await playByClick(b)).to.equal(true);
    });
  }

  /**
   * Removed while thinking, while pausing before the reply, and while the
   * piece travels (Infection) or still pausing (Kites). Each moment is
   * recognised as it comes (the pause's timer is set, the flight's animation
   * starts), not guessed by a delay a loaded machine would overshoot.
   */
  const IN_FLIGHT = {
    'infection-board': [
      { motion: 'reduce', stage: 'thinking' },
      { motion: 'reduce', stage: 'pausing' },
      { motion: 'allow', stage: 'flying' },
    ],
    'kites-board': [
      { motion: 'reduce', stage: 'thinking' },
      { motion: 'reduce', stage: 'pausing' },
      { motion: 'allow', stage: 'pausing' },
    ],
  } as const;
  for (const tag of ['infection-board', 'kites-board'] as const) {
    it(`<${tag}>: a computer move in flight when it is removed is cancelled cleanly`, async () => {
      for (const { motion, stage } of IN_FLIGHT[tag]) {
        const page = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion=${motion}></boardlets-settings>`);
        const el = create(tag, BUSY[tag]);
        const moves: string[] = [];
        el.addEventListener('move', (e) => moves.push(String((e as CustomEvent<{ source: string }>).detail.source)));
        // The reply's pause is the first timer the computer sets once its thinking is done (the think client
        // says so): its length depends on how long the thinking took (a worker starting on a busy machine can
        // take all of the 250 ms), so it is found by when it is set, not by how long it is.
        let thought = false;
        const onThink = (event: Event): void => {
          if ((event as CustomEvent<{ phase: string }>).detail.phase === 'done') thought = true;
        };
        window.addEventListener('boardlets-think', onThink);
        const tracker = new Tracker();
        tracker.install();
        const pausing = new Promise<void>((resolve) => {
          tracker.onTimeout = () => {
            if (thought && el.thinking) resolve();
          };
        });
        const animations = recordAnimations(el);
        const flying = animations.next('.flyer');
        let errors: string[] | undefined;
        let warns: string[] | undefined;
        try {
          ({ errors, warns } = await watch(async () => {
            page.append(el);
            await settle(el);
            expect(el.thinking, 'the computer starts at once').to.equal(true);
            if (stage === 'pausing') await pausing;
            if (stage === 'flying') await flying;
            expect(moves, `still thinking when ${stage}`).to.deep.equal([]);
            el.remove();
            expect(el.thinking, 'removal stops the computer').to.equal(false);
            await aTimeout(650);
          }));
        } finally {
          animations.stop();
          tracker.uninstall();
          window.removeEventListener('boardlets-think', onThink);
        }
        const when = `${tag}, removed while ${stage}, motion ${motion}`;
        expect(errors, when).to.deep.equal([]);
        expect(warns, when).to.deep.equal([]);
        expect(moves, `no move after removal: ${when}`).to.deep.equal([]);
        expect(el.ply, when).to.equal(0);
        expect(tracker.leftovers(), when).to.deep.equal([]);
        if (stage !== IN_FLIGHT[tag].at(-1)!.stage || motion !== IN_FLIGHT[tag].at(-1)!.motion) continue;
        // Back on the page, the computer takes up its turn and plays once.
        page.append(el);
        await waitUntil(() => moves.length === 1, `the computer moves once back on the page: ${when}`);
        await aTimeout(50);
        expect(moves).to.deep.equal(['computer']);
        expect(el.ply).to.equal(1);
        el.remove();
      }
    });
  }
});

// ------------------------------------------------------------ adversarial probing --

/** Dispatches a key press (keydown) from `target`, as the keyboard would. */
function keydown(target: EventTarget, key: string, init: KeyboardEventInit = {}): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init }));
}

/** Runs `fn` with `navigator.clipboard` missing, as on a page served over plain HTTP. */
async function withoutClipboard(fn: () => Promise<void>): Promise<void> {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
  try {
    await fn();
  } finally {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as unknown as Record<string, unknown>).clipboard;
  }
}

describe('keys typed in a text field', function () {
  this.timeout(20_000);

  it('<kites-board>: typing in the Share link field starts no new game and undoes nothing', async () => {
    await withoutClipboard(async () => {
      const el = create('kites-board', { ...QUIET['kites-board'], share: '', 'from-hash': '' });
      (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
      await settle(el);
      expect(await playByClick(el)).to.equal(true);
      const seen: string[] = [];
      for (const type of ['new-game', 'undo', 'redo']) el.addEventListener(type, () => seen.push(type));
      el.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="share"]')!.click();
      await waitUntil(() => el.shadowRoot!.querySelector('input.share-link'), 'the share field is shown');
      await settle(el);
      const field = el.shadowRoot!.querySelector<HTMLInputElement>('input.share-link')!;
      field.focus();
      const { press } = await import('./helpers.js');
      for (const key of ['n', 'b', 'h', 'Control+z', 'Control+y']) await press(key);
      await settle(el);
      expect(seen).to.deep.equal([]);
      expect(el.ply).to.equal(1);
      // The same key from the board is still a shortcut: the field alone keeps it.
      keydown(el.shadowRoot!.querySelector('button[part~="share"]')!, 'n');
      await settle(el);
      expect(seen).to.deep.equal(['new-game']);
    });
  });

  it('keys from a textarea, a select, an editable element or a text input in the shadow root reach no shortcut', async () => {
    const el = create('kites-board', QUIET['kites-board']);
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    await settle(el);
    expect(await playByClick(el)).to.equal(true);
    const seen: string[] = [];
    for (const type of ['new-game', 'undo']) el.addEventListener(type, () => seen.push(type));
    const base = el.shadowRoot!.querySelector('[part~="base"]')!;
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    const search = document.createElement('input');
    search.type = 'search';
    const fields = [document.createElement('textarea'), document.createElement('select'), editable, search, document.createElement('input')];
    for (const field of fields) {
      base.append(field);
      keydown(field, 'n');
      keydown(field, 'z', { ctrlKey: true });
      field.remove();
    }
    // A span inside an editable element is editable too.
    const inner = document.createElement('span');
    editable.append(inner);
    base.append(editable);
    keydown(inner, 'n');
    editable.remove();
    await settle(el);
    expect(seen).to.deep.equal([]);
    expect(el.ply).to.equal(1);
    // A check box is no text field: its keys stay shortcuts.
    const box = document.createElement('input');
    box.type = 'checkbox';
    base.append(box);
    keydown(box, 'z', { ctrlKey: true });
    box.remove();
    await settle(el);
    expect(seen).to.deep.equal(['undo']);
  });
});

/** A same-origin iframe on the page, and its document. */
async function frameDocument(): Promise<Document> {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  const frame = document.createElement('iframe');
  host.append(frame);
  const doc = frame.contentDocument!;
  doc.open();
  doc.write('<!doctype html><html><head></head><body></body></html>');
  doc.close();
  return doc;
}

/** Whether the element's shadow root is styled in the document it is in (the live region is visually hidden by the base styles). */
function styled(el: Game): boolean {
  const live = el.shadowRoot!.querySelector('[part~="live"]')!;
  return el.ownerDocument.defaultView!.getComputedStyle(live).position === 'absolute';
}

describe('moved into another document', function () {
  this.timeout(20_000);

  for (const tag of GAMES) {
    it(`<${tag}>: adopted into an iframe (and back), it stays styled and playable`, async () => {
      const doc = await frameDocument();
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = create(tag, QUIET[tag]);
      host.append(el);
      await settle(el);
      expect(styled(el), 'styled at first').to.equal(true);
      expect(await playByClick(el)).to.equal(true);
      const saved = el.save();
      const { errors } = await watch(async () => {
        doc.body.append(doc.adoptNode(el));
        await settle(el);
      });
      expect(errors).to.deep.equal([]);
      expect(el.ownerDocument).to.equal(doc);
      expect(styled(el), 'styled in the iframe').to.equal(true);
      expect(el.save()).to.equal(saved);
      expect(await playByClick(el)).to.equal(true);
      host.append(el);
      await settle(el);
      expect(styled(el), 'styled back on the page').to.equal(true);
      expect(el.shadowRoot!.querySelectorAll('style').length, 'the copies made for the iframe are gone').to.equal(0);
      // Shown for the first time in the iframe: styled too.
      const fresh = create(tag, QUIET[tag]);
      doc.body.append(fresh);
      await settle(fresh);
      expect(styled(fresh), 'first shown in the iframe').to.equal(true);
    });
  }

  for (const tag of ['infection-board', 'stained-glass-board'] as const) {
    it(`<${tag}>: adopted into an iframe, its click-off listener leaves the old document`, async () => {
      const doc = await frameDocument();
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      const tracker = new Tracker();
      tracker.install();
      const el = create(tag, QUIET[tag]);
      try {
        host.append(el);
        await settle(el);
        for (let i = 0; i < 5; i++) {
          doc.body.append(doc.adoptNode(el));
          await settle(el);
          host.append(el);
          await settle(el);
        }
        doc.body.append(el);
        await settle(el);
      } finally {
        tracker.uninstall();
      }
      expect(tracker.leftovers(), 'nothing left on the old document').to.deep.equal([]);
      // Pick up a piece: a click on the old page no longer reaches the element; one in its own document puts it back.
      const { session, definition } = internals(el);
      const from = String(definition.legalMoves(session.state)[0]!.from);
      const selected = (): boolean => !!el.shadowRoot!.querySelector(`[data-index="${from}"][part~="selected"]`);
      el.shadowRoot!.querySelector<HTMLElement>(`[role="gridcell"][data-index="${from}"]`)!.click();
      await settle(el);
      expect(selected(), 'picked up').to.equal(true);
      document.body.click();
      await settle(el);
      expect(selected(), 'a click on the old page changes nothing').to.equal(true);
      doc.body.click();
      await settle(el);
      expect(selected(), 'a click off the board in its document puts it back').to.equal(false);
      el.remove();
    });
  }
});

/** The middle of an element's box, in viewport pixels. */
function middle(el: Element): { x: number; y: number } {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

function pointer(target: Element, type: string, x: number, y: number): void {
  target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, pointerId: 23, pointerType: 'mouse', isPrimary: true, button: type === 'pointermove' ? -1 : 0, buttons: type === 'pointerup' ? 0 : 1, clientX: x, clientY: y }),
  );
}

/** Whether the browser applies CSS zoom to layout (Firefox ESR did not before version 126). */
async function zoomApplies(): Promise<boolean> {
  const probe = await fixture<HTMLDivElement>(html`<div style="zoom: 2"><div style="inline-size: 50px; block-size: 10px"></div></div>`);
  return Math.round(probe.firstElementChild!.getBoundingClientRect().width) === 100;
}

/** Wrappers that draw a board larger or smaller than its layout: CSS zoom, and transforms (issue 27). */
const SCALED = [
  { style: 'zoom: 2', name: 'zoom: 2', applies: zoomApplies },
  { style: 'transform: scale(1.5); transform-origin: 0 0', name: 'transform: scale(1.5)', applies: () => Promise.resolve(true) },
  { style: 'transform: scale(0.75); transform-origin: 0 0', name: 'transform: scale(0.75)', applies: () => Promise.resolve(true) },
] as const;

for (const { style, name, applies } of SCALED)
  describe(`under ${name} on an ancestor`, function () {
    this.timeout(20_000);

    for (const [tag, piece] of [['infection-board', '.piece'], ['stained-glass-board', '.tile:not(.flyer)']] as const) {
      it(`<${tag}>: a dragged piece follows the pointer (where the browser supports it)`, async () => {
        if (!(await applies())) return;
        const page = await fixture<HTMLDivElement>(html`<div style=${style}><boardlets-settings motion="reduce"></boardlets-settings></div>`);
        const el = create(tag, QUIET[tag]);
        page.firstElementChild!.append(el);
        await settle(el);
        const { session, definition } = internals(el);
        const cell = el.shadowRoot!.querySelector(`[role="gridcell"][data-index="${String(definition.legalMoves(session.state)[0]!.from)}"]`)!;
        const start = middle(cell.querySelector(piece)!);
        pointer(cell, 'pointerdown', start.x, start.y);
        for (const t of [0.5, 1]) pointer(cell, 'pointermove', start.x + 30 * t, start.y + 20 * t);
        await settle(el);
        const now = middle(cell.querySelector(piece)!);
        pointer(cell, 'pointercancel', now.x, now.y);
        expect(now.x - start.x, 'across').to.be.closeTo(30, 2);
        expect(now.y - start.y, 'down').to.be.closeTo(20, 2);
      });
    }

    it('<infection-board>: the computer’s piece lands on its square (where the browser supports it)', async () => {
      if (!(await applies())) return;
      const page = await fixture<HTMLDivElement>(html`<div style=${style}><boardlets-settings motion="allow"></boardlets-settings></div>`);
      const el = create('infection-board', BUSY['infection-board']);
      const played = new Promise<{ fromIndex: number; toIndex: number }>((resolve) =>
        el.addEventListener('move', (e) => resolve((e as CustomEvent<{ fromIndex: number; toIndex: number }>).detail)),
      );
      // The flight is caught as it starts (a look after the fact may come after a loaded machine finished it).
      const started = recordAnimations(el);
      const takeOff = started.next('.flyer');
      page.firstElementChild!.append(el);
      const travel = await takeOff;
      started.stop();
      const flyer = (travel.effect as KeyframeEffect).target as HTMLElement;
      travel.pause();
      travel.currentTime = 0;
      const start = middle(flyer);
      travel.currentTime = Number(travel.effect!.getComputedTiming().endTime);
      const end = middle(flyer);
      travel.finish();
      const move = await played;
      const square = (i: number): { x: number; y: number } => middle(el.shadowRoot!.querySelector(`[data-index="${i}"]`)!);
      const [from, to] = [square(move.fromIndex), square(move.toIndex)];
      expect(end.x - start.x, 'across').to.be.closeTo(to.x - from.x, 2);
      expect(end.y - start.y, 'down').to.be.closeTo(to.y - from.y, 2);
      el.remove();
    });
  });

describe('in a hidden tab', function () {
  this.timeout(20_000);

  /** Runs `fn` with every animation's `finished` never settling, as while a tab is hidden. */
  async function withFrozenAnimations(fn: () => Promise<void>): Promise<void> {
    const original = Object.getOwnPropertyDescriptor(Animation.prototype, 'finished')!;
    Object.defineProperty(Animation.prototype, 'finished', { configurable: true, get: () => new Promise(() => undefined) });
    try {
      await fn();
    } finally {
      Object.defineProperty(Animation.prototype, 'finished', original);
    }
  }

  it('<infection-board>: the computer plays its move though its piece’s flight never finishes', async () => {
    await withFrozenAnimations(async () => {
      const page = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="allow"></boardlets-settings>`);
      const el = create('infection-board', BUSY['infection-board']);
      let flew = false;
      const watcher = new MutationObserver(() => (flew ||= !!el.shadowRoot!.querySelector('.flyer')));
      page.append(el);
      watcher.observe(el.shadowRoot!, { subtree: true, childList: true });
      await waitUntil(() => el.ply === 1, 'the computer moves', { timeout: 5000 });
      watcher.disconnect();
      expect(flew, 'its piece took off').to.equal(true);
      expect(el.thinking).to.equal(false);
      el.remove();
    });
  });

  it('<infection-board>: while the page is hidden the computer plays without a flight', async () => {
    const original = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')!;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      await withFrozenAnimations(async () => {
        const page = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="allow"></boardlets-settings>`);
        const el = create('infection-board', BUSY['infection-board']);
        let flew = false;
        const watcher = new MutationObserver(() => (flew ||= !!el.shadowRoot!.querySelector('.flyer')));
        page.append(el);
        watcher.observe(el.shadowRoot!, { subtree: true, childList: true });
        await waitUntil(() => el.ply === 1, 'the computer moves', { timeout: 5000 });
        watcher.disconnect();
        expect(flew, 'no flight on a hidden page').to.equal(false);
        el.remove();
      });
    } finally {
      delete (document as unknown as Record<string, unknown>).visibilityState;
    }
    expect(Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')).to.deep.equal(original);
  });
});

/** Values a page may set that throw as soon as they are looked at. */
function hostileValues(): { name: string; value: unknown }[] {
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  // A handler whose every trap throws.
  const traps = new Proxy({}, { get: () => () => { throw new Error('hostile trap'); } });
  return [
    { name: 'a revoked Proxy', value: revoked.proxy },
    { name: 'a Proxy whose traps throw', value: new Proxy({}, traps) },
    { name: 'an array Proxy whose traps throw', value: new Proxy([], traps) },
  ];
}

describe('hostile values that throw when read', function () {
  this.timeout(60_000);
  let fields: Map<string, Field[]>;
  before(async () => {
    fields = await manifestFields();
  });
  after(() => localStorage.clear());

  for (const tag of GAMES) {
    it(`<${tag}>: a revoked or throwing Proxy as any property is warned about, ignored, and the game goes on`, async () => {
      localStorage.clear();
      const problems: string[] = [];
      // One element per kind of value: a value shown like one already reported is not reported again.
      for (const { name: what, value } of hostileValues()) {
        const page = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce"></boardlets-settings>`);
        const el = create(tag, QUIET[tag]);
        page.append(el);
        await settle(el);
        expect(await playByClick(el)).to.equal(true);
        const saved = el.save();
        for (const field of fields.get(tag)!) {
          const name = field.attribute ?? field.property;
          const self = el as unknown as Record<string, unknown>;
          const before = self[field.property];
          const { warns, errors } = await watch(async () => {
            self[field.property] = value;
            await settle(el);
            el.requestUpdate();
            await settle(el);
          });
          const shown = `${tag} ${field.property} = ${what}`;
          if (errors.length) problems.push(`${shown}: ${errors.join('; ')}`);
          if (warns.length !== 1 || !warns[0]!.includes(`ignoring ${name}=`)) problems.push(`${shown}: warnings ${JSON.stringify(warns)}`);
          if (self[field.property] !== before) problems.push(`${shown}: kept`);
          if (el.save() !== saved) problems.push(`${shown}: the game changed`);
          if (!el.shadowRoot!.querySelector('[role="grid"], [part~="board"]')) problems.push(`${shown}: no board`);
        }
        expect(await playByClick(el), `a move afterwards (${what})`).to.equal(true);
      }
      expect(problems).to.deep.equal([]);
    });

    it(`<${tag}>: restore() and importGameId() of a revoked or throwing Proxy warn and return false`, async () => {
      const el = create(tag, QUIET[tag]);
      (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
      await settle(el);
      const game = el as Game & { importGameId(text: unknown): boolean };
      const saved = el.save();
      for (const { name, value } of hostileValues()) {
        const results: unknown[] = [];
        const { warns, errors } = await watch(async () => {
          results.push(game.restore(value as string), game.importGameId(value));
          await settle(el);
        });
        expect(errors, name).to.deep.equal([]);
        expect(results, name).to.deep.equal([false, false]);
        expect(warns.length, name).to.equal(2);
        expect(el.save(), name).to.equal(saved);
      }
    });
  }

  it('<kites-board>: seats = new Array(2 ** 32 - 1) is refused at once', async () => {
    const el = create('kites-board', QUIET['kites-board']);
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    await settle(el);
    const started = performance.now();
    const { warns, errors } = await watch(async () => {
      (el as unknown as { seats: unknown }).seats = new Array(2 ** 32 - 1);
      await settle(el);
    });
    // Walking the array takes about a minute: well past this bound.
    expect(performance.now() - started).to.be.below(5000);
    expect(errors).to.deep.equal([]);
    expect(warns.length).to.equal(1);
    expect(warns[0]).to.contain('ignoring seats=');
    expect(await playByClick(el)).to.equal(true);
  });

  it('every property set to a huge sparse array is warned about without walking it', async () => {
    const problems: string[] = [];
    for (const tag of GAMES) {
      const el = create(tag, QUIET[tag]);
      (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
      await settle(el);
      for (const field of fields.get(tag)!) {
        if (field.kind !== 'checked') continue;
        const started = performance.now();
        const { errors } = await watch(async () => {
          (el as unknown as Record<string, unknown>)[field.property] = new Array(2 ** 32 - 1);
          await settle(el);
        });
        if (performance.now() - started > 5000) problems.push(`${tag} ${field.property}: slow`);
        if (errors.length) problems.push(`${tag} ${field.property}: ${errors.join('; ')}`);
        (el as unknown as Record<string, unknown>)[field.property] = null;
        await settle(el);
      }
      el.remove();
    }
    expect(problems).to.deep.equal([]);
  });
});

describe('a page that adds properties to Object.prototype', function () {
  this.timeout(20_000);

  /** Names the games' options may have, each set on Object.prototype by a careless page. */
  const POLLUTION: Record<string, unknown> = {
    position: 'gg4/gg4/6/6/4yy/4yy y',
    cells: [1, 1, 1, 1],
    day: 3,
    solvable: true,
    obstacles: 40,
    palette: 'full',
    variant: 'corners',
    target: 511,
    start: 0,
    lockTarget: true,
  };

  for (const tag of GAMES) {
    it(`<${tag}>: deals the same game and plays on`, async () => {
      const host = await fixture<BoardletsSettingsElement>(html`<boardlets-settings motion="reduce"></boardlets-settings>`);
      const control = create(tag, QUIET[tag]);
      host.append(control);
      await settle(control);
      const expected = control.save();
      control.remove();
      const proto = Object.prototype as Record<string, unknown>;
      let saved = '';
      let played = false;
      let warns: string[] | undefined;
      let errors: string[] | undefined;
      const el = create(tag, QUIET[tag]);
      try {
        for (const [key, value] of Object.entries(POLLUTION)) proto[key] = value;
        ({ warns, errors } = await watch(async () => {
          host.append(el);
          await settle(el);
          saved = el.save();
          played = await playByClick(el);
          el.undo();
          (el as unknown as { newGame(seed?: string): void }).newGame('fuzz');
          await settle(el);
        }));
      } finally {
        for (const key of Object.keys(POLLUTION)) delete proto[key];
      }
      expect(errors).to.deep.equal([]);
      expect(warns).to.deep.equal([]);
      expect(saved).to.equal(expected);
      expect(played, 'a move').to.equal(true);
      expect(el.save(), 'New game with the same seed deals it again').to.equal(expected);
    });
  }
});
