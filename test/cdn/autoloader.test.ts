import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { ELEMENT_TAGS } from '../../src/registry.js';

/**
 * dist/cdn/autoloader.js, as a CMS template would include it: each element is
 * defined when its tag appears, from its own file, and no other is loaded.
 */
const loaded = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname)
    .filter((p) => p.startsWith('/dist/cdn/'))
    .map((p) => p.slice('/dist/cdn/'.length).replace(/-[\w-]{8}\.js$/, '.js'));

describe('CDN autoloader', () => {
  it('defines an element when its tag appears, loading that element only', async () => {
    for (const tag of ELEMENT_TAGS) {
      expect(customElements.get(tag), tag).to.equal(undefined);
    }
    const auto = (await import(/* @vite-ignore */ new URL('/dist/cdn/autoloader.js', location.href).href)) as {
      autoloadedTags: string[];
      discover(root: ParentNode): Promise<void>;
    };
    expect(auto.autoloadedTags).to.have.members([...ELEMENT_TAGS]);
    // Nothing on the page yet: nothing but the autoloader is loaded.
    expect(loaded()).to.deep.equal(['autoloader.js']);

    // A tag pasted into the page, deep in other markup.
    const host = await fixture(html`<article><p>Play: <span><kites-board size="1"></kites-board></span></p></article>`);
    await waitUntil(() => customElements.get('kites-board'), 'kites-board was not defined', { timeout: 5000 });
    const kites = host.querySelector('kites-board') as HTMLElement & { updateComplete: Promise<unknown> };
    await kites.updateComplete;
    expect(kites.shadowRoot!.querySelectorAll('[role="gridcell"]').length).to.equal(18);
    expect(customElements.get('checkbox-squares')).to.equal(undefined);
    expect(loaded()).to.have.members(['autoloader.js', 'kites-board.js', 'chunks/core.js']);

    // Inside a shadow root the page's watch cannot see: discover() it.
    const box = document.createElement('div');
    document.body.append(box);
    const root = box.attachShadow({ mode: 'open' });
    root.innerHTML = '<checkbox-squares seed="auto"></checkbox-squares>';
    await new Promise((r) => setTimeout(r, 50));
    expect(customElements.get('checkbox-squares')).to.equal(undefined);
    await auto.discover(root);
    expect(customElements.get('checkbox-squares')).to.not.equal(undefined);
    box.remove();

    // Names of Object's own properties are not ours either (a plain `in` would find them).
    const odd = document.createElement('constructor');
    await auto.discover(odd);
    await auto.discover(document.createElement('toString'));

    // A tag that is not ours is left alone; ours added with innerHTML is found.
    const later = document.createElement('section');
    later.innerHTML = '<other-widget></other-widget><infection-board size="5"></infection-board>';
    document.body.append(later);
    await waitUntil(() => customElements.get('infection-board'), 'infection-board was not defined', { timeout: 5000 });
    expect(customElements.get('stained-glass-board')).to.equal(undefined);
    later.remove();
  });
});
