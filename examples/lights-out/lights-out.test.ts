// The example game in the browser: what the shell gives a game made outside
// the package (docs/authoring.md), played through its public face only.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { registerTranslation, type BoardletsMoveDetail } from 'boardlets/authoring';
import { lightsOut, pressMask, solve, SIZE } from './rules.js';
import './lights-out.js';
import type { LightsOut } from './lights-out.js';

/** The lights as the rules' bit mask. */
const mask = (game: LightsOut): number => game.lights.reduce((m, on, cell) => (on ? m | (1 << cell) : m), 0);
const cell = (game: LightsOut, index: number): HTMLElement => game.shadowRoot!.querySelector<HTMLElement>(`[role="gridcell"][data-index="${index}"]`)!;
const part = (game: LightsOut, name: string): HTMLElement => game.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const inTabOrder = (game: LightsOut): string[] => [...game.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"][tabindex="0"]')].map((c) => c.dataset.index!);

/** Ctrl and a key, as real keyboard input (puppeteer presses no chords). */
async function chord(key: string): Promise<void> {
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Control' });
}

afterEach(() => localStorage.clear());

describe('<lights-out>, the example game', () => {
  it('deals a solvable board from its seed: the same seed, the same board', async () => {
    const a = await fixture<LightsOut>(html`<lights-out seed="deal"></lights-out>`);
    const b = await fixture<LightsOut>(html`<lights-out seed="deal"></lights-out>`);
    expect(mask(a)).to.not.equal(0);
    expect(mask(b)).to.equal(mask(a));
    expect(solve(mask(a))).to.be.an('array');
    expect(a.shadowRoot!.querySelector('[role="grid"]')!.querySelectorAll('[role="row"]')).to.have.length(SIZE);
  });

  it('is won by clicks, each `move` detail being the rules’ outcome of that press', async () => {
    const game = await fixture<LightsOut>(html`<lights-out seed="click"></lights-out>`);
    const details: BoardletsMoveDetail[] = [];
    game.addEventListener('move', (e) => details.push(e.detail));
    const presses = solve(mask(game))!;
    let ended: unknown = null;
    game.addEventListener('game-over', (e) => (ended = e.detail));
    for (const [i, index] of presses.entries()) {
      const before = { lights: mask(game) };
      cell(game, index).click();
      await game.updateComplete;
      expect(details).to.have.length(i + 1);
      expect(details[i]).to.deep.equal({
        game: 'lights-out',
        player: 0,
        source: 'user',
        ply: i + 1,
        notation: index.toString(36),
        name: `${'abcde'[index % SIZE]}${SIZE - Math.floor(index / SIZE)}`,
        ...lightsOut.outcome(before, index),
      });
      expect(mask(game)).to.equal(before.lights ^ pressMask(index));
    }
    expect(mask(game)).to.equal(0);
    expect(game.isOver).to.equal(true);
    expect(ended).to.deep.equal({ game: 'lights-out', winners: [0], reason: 'solved', ply: presses.length, presses: presses.length });
    expect(part(game, 'status').textContent).to.contain('you win');
    expect(game.announcement).to.contain('you win');
  });

  it('is won by keyboard: a roving tabindex over the grid, arrows to move, Enter and Space to press', async () => {
    const game = await fixture<LightsOut>(html`<lights-out seed="keys"></lights-out>`);
    expect(inTabOrder(game)).to.deep.equal(['0']);
    cell(game, 0).focus();
    let at = 0;
    const presses = solve(mask(game))!;
    for (const [i, index] of presses.entries()) {
      const rows = Math.floor(index / SIZE) - Math.floor(at / SIZE);
      const cols = (index % SIZE) - (at % SIZE);
      for (let n = 0; n < Math.abs(rows); n++) await sendKeys({ press: rows > 0 ? 'ArrowDown' : 'ArrowUp' });
      for (let n = 0; n < Math.abs(cols); n++) await sendKeys({ press: cols > 0 ? 'ArrowRight' : 'ArrowLeft' });
      await game.updateComplete;
      expect(inTabOrder(game)).to.deep.equal([String(index)]);
      expect(game.shadowRoot!.activeElement).to.equal(cell(game, index));
      const moved = oneEvent(game, 'move');
      await sendKeys({ press: i % 2 ? 'Enter' : ' ' });
      expect((await moved).detail).to.include({ cell: index, source: 'user' });
      at = index;
    }
    expect(game.isOver).to.equal(true);
    expect(mask(game)).to.equal(0);
  });

  it('undoes and redoes with the toolbar and Ctrl+Z / Ctrl+Y', async () => {
    const game = await fixture<LightsOut>(html`<lights-out seed="undo"></lights-out>`);
    const start = mask(game);
    cell(game, 12).click();
    await game.updateComplete;
    expect(mask(game)).to.equal(start ^ pressMask(12));
    const undone = oneEvent(game, 'undo');
    part(game, 'undo').click();
    expect((await undone).detail).to.deep.equal({ game: 'lights-out', ply: 0 });
    expect(mask(game)).to.equal(start);
    const redone = oneEvent(game, 'redo');
    part(game, 'redo').click();
    await redone;
    expect(mask(game)).to.equal(start ^ pressMask(12));
    cell(game, 12).focus();
    await chord('z');
    await game.updateComplete;
    expect(mask(game)).to.equal(start);
    await chord('y');
    await game.updateComplete;
    expect(mask(game)).to.equal(start ^ pressMask(12));
    expect(game.moveList.map((m) => m.name)).to.deep.equal(['c3']);
  });

  it('round-trips its game ID: the seed at the start, the position once under way', async () => {
    const game = await fixture<LightsOut>(html`<lights-out seed="ids"></lights-out>`);
    expect(game.gameId).to.equal('lights-out;seed:ids');
    const copy = await fixture<LightsOut>(html`<lights-out></lights-out>`);
    expect(copy.importGameId(game.gameId)).to.equal(true);
    expect(copy.lights).to.deep.equal(game.lights);
    cell(game, 0).click();
    cell(game, 24).click();
    const id = game.gameId;
    expect(id).to.match(/^lights-out;save:/);
    const later = await fixture<LightsOut>(html`<lights-out></lights-out>`);
    expect(later.importGameId(id)).to.equal(true);
    expect(later.lights).to.deep.equal(game.lights);
    expect(later.history).to.deep.equal(['0', 'o']);
    expect(later.undo()).to.equal(true);
    expect(mask(later)).to.equal(mask(game) ^ pressMask(24));
    expect(later.importGameId('kites;seed:ids')).to.equal(false);
  });

  it('shares a link with its game ID, and resumes a saved game with `persist`', async () => {
    const game = await fixture<LightsOut>(html`<lights-out seed="keep" share from-hash persist="lights-out-test"></lights-out>`);
    expect(new URL(game.shareLink).hash).to.equal(`#lights-out=${game.gameId}`);
    expect(part(game, 'share')).to.not.equal(null);
    cell(game, 6).click();
    await game.updateComplete;
    const lights = game.lights;
    game.remove();
    const again = await fixture<LightsOut>(html`<lights-out seed="keep" persist="lights-out-test"></lights-out>`);
    expect(again.ply).to.equal(1);
    expect(again.lights).to.deep.equal(lights);
  });

  it('opens its How to play panel, with the panel’s own English words for the keys', async () => {
    const game = await fixture<LightsOut>(html`<lights-out seed="help"></lights-out>`);
    expect(await game.showHowToPlay()).to.equal(true);
    const panel = game.shadowRoot!.querySelector<HTMLElement>('[part="how-to-play"]')!;
    expect(panel.textContent).to.contain('Pressing a cell toggles it');
    expect(panel.querySelector('.htp-keys')!.textContent).to.contain('Arrow keys').and.contain('Press the cell').and.not.contain('htp');
  });

  it('speaks the page’s language: shared and own strings in German, a partial language falling back to English', async () => {
    const de = await fixture<HTMLElement>(html`<div lang="de"><lights-out seed="lang"></lights-out></div>`);
    const game = de.querySelector('lights-out')!;
    await game.updateComplete;
    expect(part(game, 'undo').textContent!.trim()).to.equal('Rückgängig');
    expect(game.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-label')).to.equal('Spielbrett Lichter aus');
    registerTranslation('x-lo', { loBoard: 'Tabulo' });
    const partial = await fixture<HTMLElement>(html`<div lang="x-lo"><lights-out seed="lang"></lights-out></div>`);
    const other = partial.querySelector('lights-out')!;
    await other.updateComplete;
    expect(other.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-label')).to.equal('Tabulo');
    expect(part(other, 'status').textContent).to.contain('Lights on');
    expect(part(other, 'undo').textContent!.trim()).to.equal('Undo');
  });
});
