// Every game in the reader's language: the element's own lang/dir, else the
// closest ancestor's, else the document's; the shipped strings (each table
// checked in i18n-tables.test.ts); plurals, numbers and lists by Intl;
// right-to-left text around boards that keep their geometry.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/index.js';
import { GAME_TAGS, gameOf, type GameTag } from '../../src/registry.js';
import { registerTranslation, shippedLanguages } from '../../src/index.js';
import { everyString } from './string-tables.js';
import { format } from '../../src/base/messages.js';
import { languageChain, localeOf } from '../../src/base/locale.js';
import { Session } from '../../src/engine/session.js';
import { infection } from '../../src/games/infection/rules.js';
import { stainedGlass } from '../../src/games/stained-glass/rules.js';
import type { BoardletElement } from '../../src/base/boardlet-element.js';
import type { CheckboxSquares } from '../../src/components/checkbox-squares/checkbox-squares.js';
import { box, button, focused, press } from './helpers.js';

type Game = BoardletElement<unknown, unknown, unknown>;
type Table = Record<string, string>;
/** Every game, from the registry of games. */
const TAGS = GAME_TAGS;

/** Every shipped string of a language, each game's tables and the shared ones together. */
const table = (lang: string): Promise<Table> => everyString(lang);

/** Makes one legal move as a user would, by clicking (Kites and Checkbox Squares: one click; the others: a piece, then where it goes). */
async function playOne(el: Game, tag: GameTag): Promise<void> {
  const click = (index: number): void => el.shadowRoot!.querySelector<HTMLElement>(`[data-index="${index}"]`)!.click();
  if (tag === 'checkbox-squares') box(el as unknown as CheckboxSquares, 'board', 4).click();
  else if (tag === 'kites-board') el.shadowRoot!.querySelector<SVGElement>('.kite')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  else {
    const definition = (tag === 'infection-board' ? infection : stainedGlass) as never as typeof infection;
    const [move] = definition.legalMoves(Session.restore(definition, el.save()).state) as { from: number; to: number }[];
    click(move!.from);
    await el.updateComplete;
    click(move!.to);
  }
  await el.updateComplete;
}

/** A game inside a `<div lang=…>` (a page region in that language). */
async function inLanguage(lang: string, tag: string): Promise<Game> {
  const wrap = await fixture<HTMLElement>(html`<div></div>`);
  wrap.lang = lang;
  wrap.innerHTML = `<${tag} seed="i18n"></${tag}>`;
  const el = wrap.firstElementChild as Game;
  await el.updateComplete;
  return el;
}

describe('translations', () => {
  it('ship for the thirteen languages besides English', () => {
    expect(shippedLanguages).to.have.members(['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'uk', 'tr', 'ja', 'zh', 'ar', 'he']);
  });

});

describe('format: plurals, numbers and lists by the language', () => {
  it('picks the plural form by the language’s rules', () => {
    const pl = '{count} {count:one=ruch|few=ruchy|many=ruchów|other=ruchu}';
    expect([1, 2, 5, 22, 25].map((count) => format(pl, { count }, 'pl'))).to.deep.equal(['1 ruch', '2 ruchy', '5 ruchów', '22 ruchy', '25 ruchów']);
    const ar = '{count:zero=z|one=o|two=t|few=f|many=m|other=x}';
    expect([0, 1, 2, 3, 11, 100].map((count) => format(ar, { count }, 'ar'))).to.deep.equal(['z', 'o', 't', 'f', 'm', 'x']);
    // English tables may write one|other without names.
    expect(format('{count:move|moves}', { count: 1 })).to.equal('move');
    expect(format('{count:move|moves}', { count: 3 })).to.equal('moves');
  });

  it('formats numbers and joins lists for the language', () => {
    expect(format('{n}', { n: 12345 }, 'de')).to.equal('12.345');
    expect(format('{items}', { items: ['a', 'b', 'c'] }, 'en')).to.equal('a, b, and c');
    expect(format('{items}', { items: ['a', 'b', 'c'] }, 'de')).to.equal('a, b und c');
    expect(format('{items}', { items: ['a'] }, 'fr')).to.equal('a');
  });
});

describe('which language and direction a game uses', () => {
  it('falls back from a regional tag to the language, then English', () => {
    expect(languageChain('pt-BR')).to.deep.equal(['pt-br', 'pt']);
    expect(languageChain('zh_Hans_CN')).to.deep.equal(['zh-hans-cn', 'zh-hans', 'zh']);
  });

  it('takes its own lang, else the closest ancestor’s, else the document’s; dir follows the language unless set as close', async () => {
    const wrap = await fixture<HTMLElement>(html`<div lang="ar"><section dir="ltr"><span><b lang="de"></b></span></section></div>`);
    const [section, span, b] = [wrap.querySelector('section')!, wrap.querySelector('span')!, wrap.querySelector('b')!];
    expect(localeOf(span)).to.deep.equal({ lang: 'ar', dir: 'ltr' });
    expect(localeOf(b)).to.deep.equal({ lang: 'de', dir: 'ltr' });
    expect(localeOf(wrap)).to.deep.equal({ lang: 'ar', dir: 'rtl' });
    section.setAttribute('lang', 'he');
    expect(localeOf(span)).to.deep.equal({ lang: 'he', dir: 'ltr' });
  });

  it('a regional tag gets the language’s strings; an unknown language gets English', async () => {
    const pt = await table('pt');
    const br = await fixture<Game>(html`<checkbox-squares lang="pt-BR" seed="l"></checkbox-squares>`);
    await br.updateComplete;
    expect(button(br, 'undo').textContent!.trim()).to.equal(pt.undo);
    const xx = await fixture<Game>(html`<checkbox-squares lang="xx" seed="l"></checkbox-squares>`);
    await xx.updateComplete;
    expect(button(xx, 'undo').textContent!.trim()).to.equal('Undo');
  });
});

for (const tag of TAGS) {
  describe(`<${tag}> in German and in Arabic`, () => {
    it('renders and plays in German, left to right', async () => {
      const de = await table('de');
      const el = await inLanguage('de', tag);
      await el.updateComplete;
      const root = el.shadowRoot!.querySelector('.root')!;
      expect(root.getAttribute('lang')).to.equal('de');
      expect(getComputedStyle(root).direction).to.equal('ltr');
      expect(button(el, 'undo').textContent!.trim()).to.equal(de.undo);
      expect(button(el, 'more').textContent!.trim()).to.equal(de.more);
      await playOne(el, tag);
      expect(el.ply).to.equal(1);
      // The same move in an English game says something else.
      const twin = await inLanguage('en', tag);
      await playOne(twin, tag);
      expect(twin.save()).to.equal(el.save());
      expect(el.announcement).to.not.equal('');
      expect(el.announcement).to.not.equal(twin.announcement);
    });

    it('renders and plays in Arabic, right to left around a board that keeps its geometry, and passes axe', async () => {
      const ar = await table('ar');
      const el = await inLanguage('ar', tag);
      await el.updateComplete;
      const root = el.shadowRoot!.querySelector<HTMLElement>('.root')!;
      expect(root.getAttribute('dir')).to.equal('rtl');
      expect(getComputedStyle(el.shadowRoot!.querySelector('[part~="status"]')!).direction).to.equal('rtl');
      expect(getComputedStyle(el.shadowRoot!.querySelector('[part~="toolbar"]')!).direction).to.equal('rtl');
      // The toolbar is mirrored: Undo, the first button, is at the right.
      const undo = button(el, 'undo').getBoundingClientRect();
      const more = button(el, 'more').getBoundingClientRect();
      expect(undo.left).to.be.greaterThan(more.left);
      expect(button(el, 'undo').getAttribute('aria-label') ?? button(el, 'undo').textContent!.trim()).to.equal(ar.undo);
      // Squares, boxes and kites are laid out as in every other language.
      const grid = el.shadowRoot!.querySelector('.grid, svg');
      if (grid && tag !== 'kites-board') expect(getComputedStyle(grid).direction).to.equal('ltr');
      await playOne(el, tag);
      expect(el.ply).to.equal(1);
      expect(el.announcement).to.match(/[\u0600-\u06FF]/);
      await expect(el).to.be.accessible();
    });
  });
}

describe('How to play in Arabic', () => {
  it('runs right to left in Arabic, with diagrams drawn as in every language', async () => {
    const ar = await table('ar');
    const el = await inLanguage('ar', 'kites-board');
    await el.showHowToPlay();
    await el.updateComplete;
    const panel = el.shadowRoot!.querySelector<HTMLElement>('section[part="how-to-play"]')!;
    expect(getComputedStyle(panel).direction).to.equal('rtl');
    expect(panel.textContent).to.contain(ar.htpTitle);
    const diagram = panel.querySelector('.htp-diagram')!;
    expect(getComputedStyle(diagram).direction).to.equal('ltr');
    await expect(el).to.be.accessible();
  });
});

/** The cells the keyboard cursor moves over, per game (the registry's `testing.cells`). */
const CELLS = Object.fromEntries(TAGS.map((tag) => [tag, gameOf(tag).testing.cells])) as Record<GameTag, string>;
const middle = (node: Element): { x: number; y: number } => {
  const r = node.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

describe('arrow keys in right-to-left text move the way they point', () => {
  for (const tag of TAGS) {
    it(`<${tag}> in Arabic: right goes right, down goes down, left goes left`, async () => {
      const el = await inLanguage('ar', tag);
      expect(el.shadowRoot!.querySelector('.root')!.getAttribute('dir')).to.equal('rtl');
      const start = el.shadowRoot!.querySelector<HTMLElement>(`${CELLS[tag]}[tabindex="0"]`)!;
      start.focus();
      const at = (): { x: number; y: number } => middle(focused(el)!);
      const before = at();
      await press('ArrowRight');
      await el.updateComplete;
      const right = at();
      expect(right.x, 'ArrowRight').to.be.greaterThan(before.x + 1);
      await press('ArrowDown');
      await el.updateComplete;
      expect(at().y, 'ArrowDown').to.be.greaterThan(right.y + 1);
      const down = at();
      await press('ArrowLeft');
      await el.updateComplete;
      expect(at().x, 'ArrowLeft').to.be.lessThan(down.x - 1);
    });
  }
});

describe('lists, sentences and pointers written for the language', () => {
  it('Kites names the colour cycle as a list of the language, and its turn pointer points at the name in Arabic', async () => {
    const ar = await inLanguage('ar', 'kites-board');
    await ar.showHowToPlay();
    await ar.updateComplete;
    const card = ar.shadowRoot!.querySelector('.htp-rule p')!.textContent!;
    expect(card).to.contain('الأحمر والأصفر');
    expect(card).to.not.contain(', ');
    const pointer = (el: Element): string => getComputedStyle(el.shadowRoot!.querySelector('.scores li.current')!, '::before').content;
    expect(pointer(ar)).to.equal('"◂"');
    expect(pointer(await inLanguage('de', 'kites-board'))).to.equal('"▸"');
  });

  it('Infection lists the converted squares as the language does', async () => {
    const de = await fixture<Game>(html`<infection-board lang="de" position="g4/yy3/5/5/5 g" mode="two-player"></infection-board>`);
    await de.updateComplete;
    // Green a5 copies to b5: the Yellow pieces on a4 and b4, beside b5, become Green.
    const click = (index: number): void => de.shadowRoot!.querySelector<HTMLElement>(`[data-index="${index}"]`)!.click();
    click(0);
    await de.updateComplete;
    click(1);
    await de.updateComplete;
    expect(de.announcement).to.contain('2 umgefärbt: a4 und b4.');
  });

  it('German Undo and Redo read as German software says them: Rückgängig, Wiederholen', async () => {
    const de = await inLanguage('de', 'kites-board');
    const label = (part: string): string => de.shadowRoot!.querySelector(`button[part~="${part}"]`)!.textContent!.trim();
    expect([label('undo'), label('redo')]).to.deep.equal(['Rückgängig', 'Wiederholen']);
  });

  it('Japanese sentences follow each other without a space after 。', async () => {
    const ja = await inLanguage('ja', 'checkbox-squares');
    const help = ja.shadowRoot!.querySelector('[part~="feedback"]')!.textContent!.trim();
    expect(help).to.contain('。');
    expect(help).to.not.match(/。\s/);
  });
});

describe('the page changes language while a game is on', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
    document.documentElement.removeAttribute('dir');
  });

  it('switching <html lang> updates a live game without losing it', async () => {
    const de = await table('de');
    const fr = await table('fr');
    const ar = await table('ar');
    const el = await fixture<Game>(html`<infection-board seed="switch"></infection-board>`);
    await playOne(el, 'infection-board');
    const saved = el.save();
    document.documentElement.lang = 'de';
    await waitUntil(() => button(el, 'undo').textContent!.trim() === de.undo, 'the game turns German');
    document.documentElement.lang = 'fr';
    await waitUntil(() => button(el, 'undo').textContent!.trim() === fr.undo, 'then French');
    expect(el.save()).to.equal(saved);
    expect(el.ply).to.equal(1);
    // An Arabic page turns the game right to left too; the game goes on.
    const root = el.shadowRoot!.querySelector('.root')!;
    expect(root.getAttribute('dir')).to.equal('ltr');
    document.documentElement.lang = 'ar';
    await waitUntil(() => button(el, 'undo').textContent!.trim() === ar.undo, 'then Arabic');
    expect(root.getAttribute('dir')).to.equal('rtl');
    expect(getComputedStyle(el.shadowRoot!.querySelector('[part~="toolbar"]')!).direction).to.equal('rtl');
    expect(el.save()).to.equal(saved);
    document.documentElement.lang = 'en';
    await waitUntil(() => button(el, 'undo').textContent!.trim() === 'Undo', 'and back to English');
    expect(root.getAttribute('dir')).to.equal('ltr');
  });

  it('a game inside another component follows a lang changed around it in that component’s shadow root', async () => {
    const outer = await fixture<HTMLElement>(html`<div></div>`);
    const shadow = outer.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<section lang="de"><kites-board seed="nested"></kites-board></section>';
    const el = shadow.querySelector('kites-board') as Game;
    await el.updateComplete;
    expect(button(el, 'undo').textContent!.trim()).to.equal((await table('de')).undo);
    const fr = await table('fr');
    shadow.querySelector('section')!.lang = 'fr';
    await waitUntil(() => button(el, 'undo').textContent!.trim() === fr.undo, 'the nested game turns French');
  });

  it('the element’s own lang wins over the page’s', async () => {
    document.documentElement.lang = 'fr';
    const el = await fixture<Game>(html`<kites-board lang="ja" seed="own"></kites-board>`);
    expect(button(el, 'undo').textContent!.trim()).to.equal((await table('ja')).undo);
  });

  it('registerTranslation overrides a shipped string and adds a language', async () => {
    registerTranslation('nl', { undo: 'Terug!' });
    const nl = await fixture<Game>(html`<checkbox-squares lang="nl" seed="reg"></checkbox-squares>`);
    expect(button(nl, 'undo').textContent!.trim()).to.equal('Terug!');
    expect(button(nl, 'more').textContent!.trim()).to.equal((await table('nl')).more);
    const eo = await fixture<Game>(html`<checkbox-squares lang="eo" seed="reg"></checkbox-squares>`);
    expect(button(eo, 'undo').textContent!.trim()).to.equal('Undo');
    registerTranslation('eo', { undo: 'Malfari' });
    await waitUntil(() => button(eo, 'undo').textContent!.trim() === 'Malfari', 'a game on the page follows a registered language');
  });
});
