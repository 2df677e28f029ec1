// Every game in the reader's language: the element's own lang/dir, else the
// closest ancestor's, else the document's; shipped tables complete; plurals,
// numbers and lists by Intl; right-to-left text around boards that keep
// their geometry.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import { defaultMessages, registerTranslation, shippedLanguages } from '../../src/index.js';
import { format } from '../../src/base/messages.js';
import { languageChain, localeOf } from '../../src/base/locale.js';
import { Session } from '../../src/engine/session.js';
import { infection } from '../../src/games/infection/rules.js';
import { stainedGlass } from '../../src/games/stained-glass/rules.js';
import type { BoardletElement } from '../../src/base/boardlet-element.js';
import type { CheckboxSquares } from '../../src/components/checkbox-squares/checkbox-squares.js';
import { box, button } from './helpers.js';

type Game = BoardletElement<unknown, unknown, unknown>;
type Table = Record<string, string>;
const TAGS = ['infection-board', 'stained-glass-board', 'kites-board', 'checkbox-squares'] as const;

import ar from '../../src/i18n/ar.js';
import de from '../../src/i18n/de.js';
import es from '../../src/i18n/es.js';
import fr from '../../src/i18n/fr.js';
import he from '../../src/i18n/he.js';
import it_ from '../../src/i18n/it.js';
import ja from '../../src/i18n/ja.js';
import nl from '../../src/i18n/nl.js';
import pl from '../../src/i18n/pl.js';
import pt from '../../src/i18n/pt.js';
import tr from '../../src/i18n/tr.js';
import uk from '../../src/i18n/uk.js';
import zh from '../../src/i18n/zh.js';

const TABLES: Record<string, Table> = { ar, de, es, fr, he, it: it_, ja, nl, pl, pt, tr, uk, zh } as unknown as Record<string, Table>;
async function table(lang: string): Promise<Table> {
  return Promise.resolve(TABLES[lang]!);
}

/** A string's placeholder names, each once, sorted. */
const placeholders = (text: string): string => [...new Set([...text.matchAll(/\{(\w+)(?::[^{}]*)?\}/g)].map((m) => m[1]))].sort().join(',');

const english = defaultMessages as Table;
/** The English strings that are not used any more are not in the translations either; keys the elements add are. */
const ENGLISH_KEYS = Object.keys(english).sort();

/** Makes one legal move as a user would, by clicking (Kites and Checkbox Squares: one click; the others: a piece, then where it goes). */
async function playOne(el: Game, tag: (typeof TAGS)[number]): Promise<void> {
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

  for (const lang of ['de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'uk', 'tr', 'ja', 'zh', 'ar', 'he']) {
    it(`${lang}: every key, no extra key, the same placeholders, every plural category of the language`, async () => {
      const t = await table(lang);
      expect(Object.keys(t).sort()).to.deep.equal(ENGLISH_KEYS);
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const key of ENGLISH_KEYS) {
        const text = t[key]!;
        expect(text.trim(), key).to.not.equal('');
        expect(placeholders(text), `${lang} ${key}`).to.equal(placeholders(english[key]!));
        for (const [, forms] of text.matchAll(/\{\w+:([^{}]*)\}/g)) {
          const used = forms!.split('|').map((f) => f.split('=')[0]);
          expect(used, `${lang} ${key}: plural categories`).to.have.members([...categories]);
        }
      }
    });
  }

  it('the key and placeholder checks catch a missing key and a renamed placeholder', async () => {
    const t = { ...(await table('de')) };
    delete t.undo;
    expect(Object.keys(t).sort()).to.not.deep.equal(ENGLISH_KEYS);
    expect(placeholders('Züge: {anzahl}')).to.not.equal(placeholders(english.csMoves!));
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

describe('the page changes language while a game is on', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
    document.documentElement.removeAttribute('dir');
  });

  it('switching <html lang> updates a live game without losing it', async () => {
    const de = await table('de');
    const fr = await table('fr');
    const el = await fixture<Game>(html`<infection-board seed="switch"></infection-board>`);
    await playOne(el, 'infection-board');
    const saved = el.save();
    document.documentElement.lang = 'de';
    await waitUntil(() => button(el, 'undo').textContent!.trim() === de.undo, 'the game turns German');
    document.documentElement.lang = 'fr';
    await waitUntil(() => button(el, 'undo').textContent!.trim() === fr.undo, 'then French');
    expect(el.save()).to.equal(saved);
    expect(el.ply).to.equal(1);
    document.documentElement.lang = 'en';
    await waitUntil(() => button(el, 'undo').textContent!.trim() === 'Undo', 'and back to English');
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
