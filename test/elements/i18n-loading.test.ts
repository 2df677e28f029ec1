// A language's strings arrive per game and per feature: a German page with
// one game fetches the shared German strings and that game's, not the other
// games' nor its How to play panel's until the panel opens; a translation
// that lacks a key shows that key in English (key by key). This file's page
// shows Kites alone, so what it fetched is Kites' alone.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { BoardletElement } from '../../src/base/boardlet-element.js';
import { STRING_TABLES, translationOf } from './string-tables.js';
import { button } from './helpers.js';

type Game = BoardletElement<unknown, unknown, unknown>;

/** The translation modules the page fetched so far, as `src/…/i18n/<code>[.<part>]` (no extension). */
const fetchedStrings = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname.replace(/^\//, '').replace(/\.(?:js|ts)$/, ''))
    .filter((path) => /(?:^|\/)i18n\/[a-z]{2}(?:\.[\w-]+)?$/.test(path))
    .sort();

const strings = (name: string, lang: string): Promise<Readonly<Record<string, string>>> => translationOf(STRING_TABLES.find((table) => table.name === name)!, lang);

describe('a language arrives per game and per feature', () => {
  it('a German Kites fetches the shared German strings and Kites’, then its panel’s when the panel opens', async () => {
    const el = await fixture<Game>(html`<kites-board lang="de" seed="per-game"></kites-board>`);
    await el.updateComplete;
    expect(fetchedStrings()).to.deep.equal(['src/components/kites/i18n/de', 'src/i18n/de']);
    const [shared, kites, frame, panel] = await Promise.all([strings('shared', 'de'), strings('kites', 'de'), strings('shared how-to-play', 'de'), strings('kites how-to-play', 'de')]);
    expect(button(el, 'undo').textContent!.trim()).to.equal(shared.undo);
    expect(el.shadowRoot!.querySelector('[part~="scores"]')!.getAttribute('aria-label')).to.equal(kites.ktScores);

    expect(await el.showHowToPlay()).to.equal(true);
    await el.updateComplete;
    expect(fetchedStrings()).to.deep.equal(['src/components/kites/i18n/de', 'src/components/kites/i18n/de.how-to-play', 'src/i18n/de', 'src/i18n/de.how-to-play']);
    const text = el.shadowRoot!.querySelector('section[part="how-to-play"]')!.textContent!;
    expect(text).to.contain(panel.ktKeyPlace).and.contain(frame.htpKeys).and.contain(shared.htpTitle);
  });

  it('a translation without a key shows that key in English, the others translated', async () => {
    const el = await fixture<Game>(html`<kites-board lang="xq-AT" seed="per-key"></kites-board>`);
    await el.updateComplete;
    // A shipped-style table of a language that has only two of Kites' and the toolbar's strings.
    await el.useStrings({ xq: () => Promise.resolve({ default: { undo: 'Undo (xq)', ktScores: 'Scores (xq)' } }) });
    await el.updateComplete;
    expect(button(el, 'undo').textContent!.trim()).to.equal('Undo (xq)');
    expect(button(el, 'more').textContent!.trim()).to.equal('More');
    const scores = el.shadowRoot!.querySelector('[part~="scores"]')!;
    expect(scores.getAttribute('aria-label')).to.equal('Scores (xq)');
    expect(el.shadowRoot!.querySelector('[aria-label="Kites board"]'), 'ktBoard in English').to.not.equal(null);
  });
});
