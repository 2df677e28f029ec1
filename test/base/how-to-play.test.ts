// The "How to play" panels: every game's panel has the shared shape (heading,
// goal, rule cards with labelled diagrams, keys), passes axe, fits a 320 px
// phone with its cards stacked, puts diagram and text side by side when wide,
// and draws what the rules say.
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { baseStyles } from '../../src/base/styles.js';
import { howToPlayStyles } from '../../src/base/how-to-play.styles.js';
import { howToPlayLabels, renderHowToPlay, type HowToPlay, type Msg } from '../../src/base/how-to-play.js';
import { format } from '../../src/base/messages.js';
import { defaultMessages } from '../../src/index.js';
import { infectionHowToPlay } from '../../src/components/infection/how-to-play.js';
import { stainedGlassHowToPlay } from '../../src/components/stained-glass/how-to-play.js';
import { kitesHowToPlay } from '../../src/components/kites/how-to-play.js';
import { checkboxSquaresHowToPlay } from '../../src/components/checkbox-squares/how-to-play.js';
import { clickMask, type Variant } from '../../src/games/checkbox-squares/rules.js';

/** The English lookup, as an element's `msg`; a key missing from the tables fails the test. */
const msg: Msg = (key, params) => {
  const text = (defaultMessages as Record<string, string>)[key];
  if (text === undefined) throw new Error(`no message "${key}"`);
  return format(text, params);
};

const PANELS: { name: string; content: () => HowToPlay; rules: number }[] = [
  { name: 'Infection', content: () => infectionHowToPlay(msg), rules: 5 },
  { name: 'Stained Glass', content: () => stainedGlassHowToPlay(msg), rules: 5 },
  { name: 'Kites', content: () => kitesHowToPlay(msg), rules: 6 },
  { name: 'Checkbox Squares 1', content: () => checkboxSquaresHowToPlay(msg, 1), rules: 3 },
  { name: 'Checkbox Squares 2', content: () => checkboxSquaresHowToPlay(msg, 2), rules: 3 },
  { name: 'Checkbox Squares 3', content: () => checkboxSquaresHowToPlay(msg, 3), rules: 3 },
];

/** Renders a panel into the shadow root of a fixture `width` px wide, with the base and panel styles adopted there. */
async function show(content: HowToPlay, width: number, onClose?: () => void, dark = false): Promise<{ host: HTMLElement; root: ShadowRoot }> {
  const host = await fixture<HTMLElement>(html`<div style="width: ${width}px; ${dark ? '--boardlets-color-scheme: dark' : ''}"></div>`);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [baseStyles.styleSheet!, howToPlayStyles.styleSheet!];
  render(renderHowToPlay(content, howToPlayLabels(msg), onClose), root);
  return { host, root };
}

const rect = (e: Element): DOMRect => e.getBoundingClientRect();

describe('How to play panels', () => {
  for (const panel of PANELS) {
    describe(panel.name, () => {
      it('has the heading, the goal, a card per rule with a labelled diagram, and the keys', async () => {
        const content = panel.content();
        let closed = 0;
        const { root } = await show(content, 800, () => closed++);
        const section = root.querySelector('section.htp')!;
        const heading = section.querySelector('h2')!;
        expect(heading.textContent!.trim()).to.equal('How to play');
        expect(section.getAttribute('aria-labelledby')).to.equal(heading.id);
        expect(content.goal).to.not.equal('');
        expect(section.querySelector('.htp-goal')!.textContent!.trim()).to.equal(content.goal);

        const cards = [...section.querySelectorAll('.htp-rules > li')];
        expect(cards).to.have.length(panel.rules);
        const labels = cards.map((card) => {
          const diagram = card.querySelector('svg')!;
          expect(diagram.getAttribute('role')).to.equal('img');
          expect(diagram.querySelectorAll('*').length, 'a diagram draws something').to.be.above(2);
          expect(card.querySelector('p')!.textContent!.trim()).to.not.equal('');
          return diagram.getAttribute('aria-label')!;
        });
        for (const label of labels) expect(label.length, label).to.be.above(15);
        expect(new Set(labels).size, 'each diagram says what it shows').to.equal(labels.length);

        const keys = section.querySelector('dl.htp-keys')!;
        expect(section.querySelector('h3')!.textContent!.trim()).to.equal('Keys');
        expect(keys.querySelectorAll(':scope > div > dt').length).to.equal(content.keys.length);
        expect(keys.querySelectorAll(':scope > div > dd').length).to.equal(content.keys.length);
        expect([...keys.querySelectorAll('kbd')].map((k) => k.textContent)).to.include.members(['Ctrl+Z', 'Ctrl+Y']);

        const close = section.querySelector<HTMLButtonElement>('button.htp-close')!;
        expect(close.textContent!.trim()).to.equal('Close');
        close.click();
        expect(closed).to.equal(1);
      });

      it('passes axe, light and dark', async () => {
        for (const dark of [false, true]) {
          const { host } = await show(panel.content(), 800, () => {}, dark);
          await expect(host).to.be.accessible();
          host.remove();
        }
      });

      it('fits a 320 px phone, each diagram above its text; at 800 px the text is beside it', async () => {
        const { host, root } = await show(panel.content(), 320, () => {});
        const section = root.querySelector('section.htp')!;
        const box = rect(host);
        expect(rect(section).width).to.be.at.most(320);
        expect(section.scrollWidth, 'nothing overflows the panel').to.be.at.most(section.clientWidth);
        for (const e of section.querySelectorAll('*')) {
          if (e.closest('.visually-hidden') || e.closest('svg') !== null && e.localName !== 'svg') continue;
          expect(rect(e).right, `${e.localName}.${e.getAttribute('class')} within 320 px`).to.be.at.most(box.right + 0.5);
        }
        for (const card of section.querySelectorAll('.htp-rules > li')) {
          const diagram = rect(card.querySelector('svg')!);
          expect(diagram.width).to.be.within(72, 96);
          expect(diagram.bottom).to.be.at.most(rect(card.querySelector('p')!).top);
        }
        host.remove();

        const wide = await show(panel.content(), 800, () => {});
        for (const card of wide.root.querySelectorAll('.htp-rules > li')) {
          const diagram = rect(card.querySelector('svg')!);
          const text = rect(card.querySelector('p')!);
          expect(diagram.width).to.be.within(72, 96);
          expect(diagram.right).to.be.at.most(text.left);
          expect(diagram.bottom).to.be.above(text.top);
        }
      });
    });
  }

  it('Escape inside the panel closes it and is marked handled; other keys are left alone', async () => {
    let closed = 0;
    const { root } = await show(kitesHowToPlay(msg), 800, () => closed++);
    const heading = root.querySelector<HTMLElement>('h2')!;
    heading.focus();
    expect(root.activeElement).to.equal(heading);
    const key = (name: string): KeyboardEvent => {
      const event = new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true });
      heading.dispatchEvent(event);
      return event;
    };
    expect(key('h').defaultPrevented).to.equal(false);
    expect(closed).to.equal(0);
    expect(key('Escape').defaultPrevented).to.equal(true);
    expect(closed).to.equal(1);
  });

  it('leaves the close button out without a close callback', async () => {
    const { root } = await show(infectionHowToPlay(msg), 800);
    expect(root.querySelector('button')).to.equal(null);
  });

  it('Checkbox Squares ticks, in each variant, exactly the boxes a click on a corner, a side middle and the centre toggles', async () => {
    for (const variant of [1, 2, 3] as Variant[]) {
      const { root, host } = await show(checkboxSquaresHowToPlay(msg, variant), 800);
      const diagrams = [...root.querySelectorAll('.htp-rules svg')];
      const ticked = diagrams.map((d) => d.querySelectorAll('.d-checked').length);
      const expected = [0, 1, 4].map((box) => clickMask(variant, box).toString(2).replaceAll('0', '').length);
      expect(ticked, `variant ${variant}`).to.deep.equal(expected);
      host.remove();
    }
    // The three variants differ, as the seed says: 4/3 for a corner, 3/4 for a side, 5/1 for the centre.
    const texts = ([1, 2, 3] as Variant[]).map((v) => checkboxSquaresHowToPlay(msg, v).rules.map((r) => r.text));
    expect(texts[0]).to.not.deep.equal(texts[1]);
    expect(texts[1]![2]).to.not.equal(texts[2]![2]);
  });

  it('Kites names the colours in play in the cycle card and draws one disc per colour', async () => {
    const four = kitesHowToPlay(msg, 4);
    expect(four.rules[0]!.text).to.contain('red, yellow, green, and cyan.');
    expect(four.notes).to.include(msg('ktRuleFewer'));
    const { root } = await show(four, 800);
    expect(root.querySelectorAll('.htp-rules li:first-child circle.d-fill')).to.have.length(4);
    expect(kitesHowToPlay(msg).notes).to.not.include(msg('ktRuleFewer'));
  });
});

describe('How to play diagrams', () => {
  it('Stained Glass shows the hops as the rules play them (the rows after are computed from the rules)', async () => {
    const { root } = await show(stainedGlassHowToPlay(msg), 800);
    const rows = [...root.querySelectorAll('.htp-rules svg')].slice(1, 4).map((d) => [...d.querySelectorAll(':scope > g')].map((g) => g.getAttribute('class')));
    expect(rows).to.deep.equal([
      ['d-red', 'd-orange', 'd-black', 'd-black', 'd-yellow', 'd-red'],
      ['d-blue', 'd-red', 'd-black', 'd-black', 'd-black', 'd-blue'],
      ['d-yellow', 'd-green', 'd-red', 'd-black', 'd-blue', 'd-orange'],
    ]);
  });

  it('forced colours: lines and letters in CanvasText, arrows and marks in Highlight (Chromium only: puppeteer cannot emulate them in Firefox)', async function () {
    const { executeServerCommand } = await import('@web/test-runner-commands');
    const { root, host } = await show(infectionHowToPlay(msg), 800, () => {});
    if (!(await executeServerCommand('emulate-forced-colors', { active: true }))) this.skip();
    try {
      const probe = document.createElement('span');
      host.after(probe);
      const system = (name: string): string => {
        probe.style.color = name;
        return getComputedStyle(probe).color;
      };
      const style = (selector: string): CSSStyleDeclaration => getComputedStyle(root.querySelector(selector)!);
      expect(style('.d-cell').stroke).to.equal(system('CanvasText'));
      expect(style('.d-arrow').stroke).to.equal(system('Highlight'));
      expect(style('.d-head').fill).to.equal(system('Highlight'));
      expect(style('.d-mark').stroke).to.equal(system('Highlight'));
      expect(style('.d-fill.d-p1').fill).to.equal(system('CanvasText'));
      expect(style('.d-fill.d-p2').fill).to.equal(system('Canvas'));
      probe.remove();
    } finally {
      await executeServerCommand('emulate-forced-colors', { active: false });
    }
  });
});
