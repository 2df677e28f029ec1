// The Vue guide's (docs/frameworks.md) Vue example, run: Vue's ESM browser build (the one with the
// template compiler) mounts the Vue guide's template, with the Vue guide's handler
// and isCustomElement, and a click on a kite reaches `@move`. The test first
// checks that the guide shows exactly this code. Its types are checked in
// vue-types.ts.
import { expect } from '@open-wc/testing';
import { createApp, nextTick, ref } from 'vue/dist/vue.esm-browser.js';
import '../../src/vue.js';
import { GAME_TAGS } from '../../src/registry.js';
import type { KitesMoveDetail } from '../../src/vue.js';

/** The Vue guide's (docs/frameworks.md) template, as it is there (indentation included). */
const TEMPLATE = `  <kites-board :size="3" opponent="human" @move="onMove"></kites-board>
  <p>Last move: {{ last }}</p>`;
/** The Vue guide's (docs/frameworks.md) handler body and isCustomElement, as they are there. */
const HANDLER = '  last.value = `kite ${event.detail.cell}: ${event.detail.points} points`;';
const WRAPPED = [...GAME_TAGS, 'boardlets-settings'].join('|');
const IS_CUSTOM_ELEMENT = `const isCustomElement = (tag: string) => /^(${WRAPPED})$/.test(tag);`;

// The Vue guide's (docs/frameworks.md) code, with every game of the registry (the guide shows the same, checked above).
const isCustomElement = (tag: string) => new RegExp(`^(${WRAPPED})$`).test(tag);

describe('boardlets/vue: the example in docs/frameworks.md', () => {
  it('is the code the guide shows', async () => {
    const readme = await (await fetch(new URL('../../docs/frameworks.md', import.meta.url))).text();
    for (const snippet of [TEMPLATE, HANDLER, IS_CUSTOM_ELEMENT]) expect(readme.includes(snippet), `docs/frameworks.md shows:\n${snippet}`).to.equal(true);
  });

  it('mounts in Vue with isCustomElement, binds :size as a number and hears @move', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const warnings: string[] = [];
    const moves: KitesMoveDetail[] = [];
    const app = createApp({
      template: TEMPLATE,
      setup() {
        const last = ref('none yet');
        function onMove(event: CustomEvent<KitesMoveDetail>) {
          moves.push(event.detail);
          last.value = `kite ${event.detail.cell}: ${event.detail.points} points`;
        }
        return { last, onMove };
      },
    });
    app.config.compilerOptions.isCustomElement = isCustomElement;
    // Vue warns "Failed to resolve component" when a tag is neither a component nor a custom element.
    app.config.warnHandler = (message) => warnings.push(message);
    try {
      app.mount(host);
      const el = host.querySelector('kites-board')!;
      await el.updateComplete;
      expect(el.size, ':size binds the number 3').to.equal(3);
      expect(el.opponent).to.equal('human');
      expect(host.querySelector('p')!.textContent).to.equal('Last move: none yet');

      const kite = el.shadowRoot!.querySelector('[role="gridcell"][data-index="0"]')!;
      // SVG kites have no click(): a synthetic click, as in the element's own tests.
      kite.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, detail: 1 }));
      await el.updateComplete;
      await nextTick();
      expect(moves.map((d) => [d.game, d.cell, d.source, d.ply])).to.deep.equal([['kites', 0, 'user', 1]]);
      expect(host.querySelector('p')!.textContent).to.equal(`Last move: kite 0: ${moves[0]!.points} points`);
      expect(warnings).to.deep.equal([]);
    } finally {
      app.unmount();
      host.remove();
    }
  });
});
