import { expect, fixture, html } from '@open-wc/testing';
import '../../src/checkbox-squares.js';
import '../../src/kites-board.js';
import type { KitesBoard } from '../../src/components/kites/kites-board.js';
import { interactionLoader } from '../../src/base/interaction.js';
import { moveListStyles } from '../../src/base/move-list.styles.js';
import type { CheckboxSquares } from '../../src/components/checkbox-squares/checkbox-squares.js';
import { box, button, record, warnings } from '../elements/helpers.js';
import { waitUntil } from '../wait.js';

/** Holds the interaction layer's load until `release()`: the test decides when it arrives, with no sleep. */
function holdLayer(): { release: () => void; asked: Promise<void>; restore: () => void } {
  const original = interactionLoader.load;
  let release!: () => void;
  let asked!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  interactionLoader.load = async () => {
    asked();
    await held;
    return original();
  };
  return { release, asked: askedFor, restore: () => (interactionLoader.load = original) };
}

const panel = (el: HTMLElement): Element | null => el.shadowRoot!.querySelector('[part~="move-list"]');
const key = (target: Element, k: string, modifiers: KeyboardEventInit = {}): boolean => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true, ...modifiers }));

describe('interaction layer: loaded while idle, input before it held and given again in order', () => {
  it('loads by itself after the first render, with no input', async () => {
    const hold = holdLayer();
    try {
      const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="gate"></checkbox-squares>`);
      // Asked for while the page is idle (requestIdleCallback), not before the first render.
      expect(el.hasUpdated).to.equal(true);
      await hold.asked;
      hold.release();
    } finally {
      hold.restore();
    }
  });

  it('a click on Moves, then a click and a key that make moves, before the layer loaded: held, then all done in order', async () => {
    const hold = holdLayer();
    try {
      const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="gate"></checkbox-squares>`);
      const moves = record(el, ['move']);
      button(el, 'more').click();
      await el.updateComplete;
      button(el, 'move-list-toggle').click();
      box(el, 'board', 4).click();
      key(box(el, 'board', 0), ' ');
      // Nothing happened yet: the Moves click needs the layer, and what came after it waits behind it.
      expect(moves).to.have.length(0);
      expect(panel(el)).to.equal(null);
      expect(el.shadowRoot!.adoptedStyleSheets, 'the panel styles come with the layer').to.not.include(moveListStyles.styleSheet);
      hold.release();
      await el.updateComplete;
      expect(panel(el), 'the move list opened').to.not.equal(null);
      expect(el.shadowRoot!.adoptedStyleSheets, 'with its styles').to.include(moveListStyles.styleSheet);
      expect(moves.map((e) => [e.detail.row, e.detail.column])).to.deep.equal([
        [1, 1],
        [0, 0],
      ]);
      expect(el.moveList.map((m) => m.ply)).to.deep.equal([1, 2]);
    } finally {
      hold.restore();
    }
  });

  it('How to play (its controller comes with the layer): a click on its button, `?` or showHowToPlay() before the layer opens it once the layer has come', async () => {
    for (const how of ['click', 'key', 'method'] as const) {
      const hold = holdLayer();
      try {
        const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="gate"></checkbox-squares>`);
        const dialog = (): HTMLDialogElement => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.how-to-play')!;
        // The closed, empty dialog is there before the layer, as after it.
        expect(dialog().open, how).to.equal(false);
        let opened: Promise<boolean> | null = null;
        if (how === 'click') {
          button(el, 'more').click();
          await el.updateComplete;
          button(el, 'how-to-play').click();
        } else if (how === 'key') key(box(el, 'board', 0), '?');
        else opened = el.showHowToPlay();
        await hold.asked;
        hold.release();
        if (opened) expect(await opened, how).to.equal(true);
        await waitUntil(() => dialog().open, 'the panel never opened');
        expect(el.shadowRoot!.querySelector('[part="how-to-play"] h2')!.textContent, how).to.equal('How to play');
        expect(el.shadowRoot!.activeElement?.id, how).to.equal('htp-title');
        // The modal styles come with the panel's (modal.styles.ts): no padding of the browser's own.
        expect(getComputedStyle(dialog()).paddingTop, how).to.equal('0px');
        await el.showHowToPlay();
      } finally {
        hold.restore();
      }
    }
  });

  it('Undo, Redo and New game (what they do comes with the layer): clicks and Ctrl+Z before the layer are done, in order, once it has come', async () => {
    const hold = holdLayer();
    try {
      const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="gate"></checkbox-squares>`);
      const seen = record(el, ['move', 'undo', 'redo', 'new-game']);
      // A move needs no layer: made at once.
      box(el, 'board', 4).click();
      box(el, 'board', 0).click();
      await el.updateComplete;
      expect(seen.map((e) => e.type)).to.deep.equal(['move', 'move']);
      button(el, 'undo').click();
      key(box(el, 'board', 0), 'z', { ctrlKey: true });
      // Held behind the Undo: the move after it comes after both undos.
      box(el, 'board', 8).click();
      key(box(el, 'board', 8), 'y', { ctrlKey: true });
      expect(seen.map((e) => e.type), 'nothing happened yet').to.deep.equal(['move', 'move']);
      await hold.asked;
      hold.release();
      await el.updateComplete;
      expect(seen.map((e) => e.type)).to.deep.equal(['move', 'move', 'undo', 'undo', 'move']);
      expect(el.moveList.map((m) => m.notation)).to.have.length(1);
      expect(el.announcement, 'Redo after a new move has nothing to redo').to.equal('Nothing to redo.');
      button(el, 'more').click();
      await el.updateComplete;
      button(el, 'new-game').click();
      await el.updateComplete;
      expect(seen.at(-1)!.type).to.equal('new-game');
    } finally {
      hold.restore();
    }
  });

  it("a game's own key for New game, then Ctrl+Z, before the layer: done in that order once it has come, and updateComplete waits for both", async () => {
    const hold = holdLayer();
    try {
      const el = await fixture<KitesBoard>(html`<kites-board seed="keys" opponent="human"></kites-board>`);
      const seen = record(el, ['move', 'new-game', 'undo']);
      el.shadowRoot!.querySelector<SVGElement>('.kite')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      await el.updateComplete;
      const before = el.save();
      const toolbar = el.shadowRoot!.querySelector('[part~="toolbar"]')!;
      key(toolbar, 'n');
      key(toolbar, 'z', { ctrlKey: true });
      expect(seen.map((e) => e.type), 'nothing but the move yet').to.deep.equal(['move']);
      await hold.asked;
      hold.release();
      await el.updateComplete;
      expect(seen.map((e) => e.type)).to.deep.equal(['move', 'new-game', 'undo']);
      expect(el.save(), 'Undo brought the game New game set aside back').to.equal(before);
    } finally {
      hold.restore();
    }
  });

  it('where the layer cannot load: Undo, Ctrl+Y, New game and Restart still work, with their events and a sentence, and one warning says so', async () => {
    const original = interactionLoader.load;
    let asked!: () => void;
    const askedFor = new Promise<void>((resolve) => (asked = resolve));
    interactionLoader.load = () => {
      asked();
      return Promise.reject(new Error('offline'));
    };
    try {
      const warned = await warnings(async () => {
        const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="gate"></checkbox-squares>`);
        const seen = record(el, ['move', 'undo', 'redo', 'new-game']);
        box(el, 'board', 4).click();
        await askedFor;
        button(el, 'undo').click();
        await el.updateComplete;
        expect(el.ply, 'the move was undone').to.equal(0);
        expect(el.announcement).to.equal('Move undone.');
        key(box(el, 'board', 0), 'y', { ctrlKey: true });
        await el.updateComplete;
        expect(el.ply, 'and redone').to.equal(1);
        button(el, 'more').click();
        await el.updateComplete;
        button(el, 'restart').click();
        await el.updateComplete;
        expect(el.ply, 'restarted').to.equal(0);
        const seed = el.currentSeed;
        button(el, 'more').click();
        await el.updateComplete;
        button(el, 'new-game').click();
        await el.updateComplete;
        expect(el.currentSeed, 'a new game').to.not.equal(seed);
        expect(el.announcement).to.equal('New game.');
        expect(seen.map((e) => [e.type, e.detail])).to.deep.equal([
          ['move', seen[0]!.detail],
          ['undo', { game: 'checkbox-squares', ply: 0 }],
          ['redo', { game: 'checkbox-squares', ply: 1 }],
          ['new-game', { game: 'checkbox-squares', seed, restart: true }],
          ['new-game', { game: 'checkbox-squares', seed: el.currentSeed }],
        ]);
      });
      expect(warned).to.have.length(1);
      expect(warned[0]).to.match(/^<checkbox-squares>: .*did not load \(offline\)/);
      expect(warned[0], 'it says what still works').to.match(/Undo, Redo, New game and Restart still work/);
    } finally {
      interactionLoader.load = original;
    }
  });

  it('a click that needs no layer is not held: the move is made at once', async () => {
    const hold = holdLayer();
    try {
      const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="gate"></checkbox-squares>`);
      const moves = record(el, ['move']);
      box(el, 'board', 4).click();
      expect(moves).to.have.length(1);
      hold.release();
    } finally {
      hold.restore();
    }
  });
});
