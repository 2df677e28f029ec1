// Issue 6's accessibility audit: every story passes axe (light and dark),
// every game is played start to finish with real key presses, the live
// region says what happened, the focus stays in the game, and the
// forced-colours and reduced-motion preferences are honoured.
import { expect, fixture, html } from '@open-wc/testing';
import { nextEvent, recordAnimations, waitUntil } from '../wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { render, type TemplateResult } from 'lit';
import '../../src/index.js';
import type { CheckboxSquares } from '../../src/checkbox-squares.js';
import type { InfectionBoard } from '../../src/infection-board.js';
import type { StainedGlassBoard } from '../../src/stained-glass-board.js';
import type { KitesBoard } from '../../src/kites-board.js';
import { conversions, legalMoves, moveKind, parsePosition, type InfectionMove } from '../../src/games/infection/rules.js';
import { kitesGeometry } from '../../src/games/kites/geometry.js';
import { moveCursor, type CursorDirection } from '../../src/games/kites/cursor.js';
import { loadInputCode, press } from './helpers.js';
import * as settingsStories from '../../stories/boardlets-settings.stories.js';
import { GAMES, GAME_TAGS } from '../../src/registry.js';

/** What the test needs of a story module: its meta (default export) and its stories. */
interface StoryModule {
  default: { title: string; args?: object; render?: unknown };
  [name: string]: unknown;
}
interface Story {
  args?: object;
  render?: unknown;
}
type Render = (args: object) => TemplateResult;

/** Every game's stories (from the registry of games) and the settings'. */
const STORY_MODULES = [...(await Promise.all(GAMES.map((game) => import(`../../${game.stories}`)))), settingsStories] as unknown as StoryModule[];

/** Every story of every module, as Storybook would render it: the meta's args and render, overridden by the story's. */
function allStories(): { title: string; name: string; template: () => TemplateResult }[] {
  return STORY_MODULES.flatMap((module) => {
    const meta = module.default;
    return Object.entries(module)
      .filter(([name]) => name !== 'default')
      .map(([name, value]) => {
        const story = value as Story;
        const args = { ...meta.args, ...story.args };
        const draw = (story.render ?? meta.render) as Render;
        return { title: meta.title, name, template: () => draw(args) };
      });
  });
}

/** Renders a template into the page and waits for every game element in it to render. */
async function show(template: TemplateResult, dark = false): Promise<HTMLElement> {
  const host = await fixture<HTMLElement>(html`<div style=${dark ? '--boardlets-color-scheme: dark; background: #10131a; color: #e7eaf1' : ''}></div>`);
  render(template, host);
  const elements = [...host.querySelectorAll('*')].filter((e): e is HTMLElement & { updateComplete: Promise<unknown> } => 'updateComplete' in e);
  for (const e of elements) await e.updateComplete;
  return host;
}

type Game = CheckboxSquares | InfectionBoard | StainedGlassBoard | KitesBoard;

/** The text of the polite live region. */
const live = (el: Game): string => el.shadowRoot!.querySelector('[part="live"]')!.textContent!.trim();

/**
 * Every sentence the live region holds while `action` runs, in order, as a
 * screen reader hears them: reading the region once afterwards misses a
 * sentence that the next one (the computer's reply) has already replaced.
 */
async function heardWhile(el: Game, action: () => Promise<unknown>): Promise<string[]> {
  const region = el.shadowRoot!.querySelector('[part="live"]')!;
  const heard: string[] = [];
  const note = (): void => {
    const text = region.textContent!.trim();
    if (text && heard.at(-1) !== text) heard.push(text);
  };
  const watch = new MutationObserver(note);
  watch.observe(region, { childList: true, characterData: true, subtree: true });
  try {
    await action();
  } finally {
    note();
    watch.disconnect();
  }
  return heard;
}

/** A short description of an element for failure messages. */
const describeElement = (e: Element | null): string =>
  e ? `<${e.localName} ${[...e.attributes].map((a) => `${a.name}="${a.value}"`).join(' ')}>` : 'nothing';

/**
 * Asserts that the keyboard focus is in the game: the page's active element
 * is the game element, and inside it a control matching `selector` has it.
 * Returns that control.
 */
function focusIn(el: Game, selector: string, what = 'the focus'): HTMLElement {
  expect(document.activeElement, `${what}: the page's focus is on <${el.localName}>`).to.equal(el);
  const inner = el.shadowRoot!.activeElement as HTMLElement | null;
  expect(inner?.matches(selector), `${what}: ${describeElement(inner)} should match ${selector}`).to.equal(true);
  return inner!;
}

/** Presses keys one after the other with real keyboard input. */
async function keys(...list: string[]): Promise<void> {
  for (const key of list) await sendKeys({ press: key });
}

/** A game element after a button to Tab from, so the keyboard enters the game as a user's would. */
async function withStart<T extends Game>(template: TemplateResult): Promise<T> {
  const host = await fixture<HTMLElement>(html`<div><button id="before">before</button>${template}</div>`);
  const el = host.querySelector<T>(GAME_TAGS.join(', '))!;
  await el.updateComplete;
  host.querySelector<HTMLButtonElement>('#before')!.focus();
  return el;
}

/** Tabs until a control matching `selector` inside the game has the focus (at most `limit` presses). */
async function tabTo(el: Game, selector: string, limit = 8): Promise<HTMLElement> {
  for (let i = 0; i < limit; i++) {
    await keys('Tab');
    const inner = el.shadowRoot!.activeElement;
    if (document.activeElement === el && inner?.matches(selector)) return inner as HTMLElement;
  }
  throw new Error(`Tab never reached ${selector} in <${el.localName}>`);
}

/** Arrow keys from one square of a rows x cols grid to another. */
function arrowsBetween(from: number, to: number, cols: number): string[] {
  const dr = Math.floor(to / cols) - Math.floor(from / cols);
  const dc = (to % cols) - (from % cols);
  return [
    ...Array<string>(Math.abs(dr)).fill(dr < 0 ? 'ArrowUp' : 'ArrowDown'),
    ...Array<string>(Math.abs(dc)).fill(dc < 0 ? 'ArrowLeft' : 'ArrowRight'),
  ];
}

/** The square index of the focused cell of a square grid. */
const focusedIndex = (el: Game): number => Number((el.shadowRoot!.activeElement as HTMLElement).dataset.index);

/** Moves the keyboard cursor of a square grid to `index` with the arrow keys, checking the focus follows. */
async function arrowTo(el: Game, index: number, cols: number): Promise<void> {
  await keys(...arrowsBetween(focusedIndex(el), index, cols));
  await el.updateComplete;
  focusIn(el, `[role="gridcell"][data-index="${index}"]`, `after the arrows to ${index}`);
}

// The boards' input code loads while the page is idle; the keyboard walks start with it (the games' *-input tests cover keys before it).
before(loadInputCode);

describe('accessibility audit', () => {
  describe('every story passes axe', () => {
    const stories = allStories();

    it('finds the stories of every story file', () => {
      // The modules are imported, so a new story is audited without editing this file.
      expect(stories.length).to.be.above(30);
      expect(new Set(stories.map((s) => s.title))).to.deep.equal(
        new Set([...GAMES.map((game) => game.name), 'Boardlets Settings']),
      );
    });

    for (const story of stories) {
      it(`${story.title} / ${story.name}, light and dark`, async () => {
        for (const dark of [false, true]) {
          const host = await show(story.template(), dark);
          await expect(host).to.be.accessible();
          host.remove();
        }
      });
    }
  });

  describe('played start to finish by keyboard alone', () => {
    it('<checkbox-squares>: arrows and Space solve it, Ctrl+Z and Ctrl+Y, New game, then h and Space solve the next', async () => {
      const el = await withStart<CheckboxSquares>(
        html`<boardlets-settings motion="reduce"><checkbox-squares variant="2" target="010111010" start="110010000" lock-target></checkbox-squares></boardlets-settings>`,
      );
      const boxSelector = (i: number): string => `[data-square="board"][data-box="${i}"]`;
      await keys('Tab');
      focusIn(el, '[data-square="target"][data-box="0"]', 'Tab enters the target square');
      await keys('Tab');
      focusIn(el, boxSelector(0), 'a second Tab reaches the puzzle');

      const solution = el.solution;
      expect(solution.length).to.be.above(1);
      for (const [k, box] of solution.entries()) {
        const at = Number((el.shadowRoot!.activeElement as HTMLElement).dataset.box);
        await keys(...arrowsBetween(at, box, 3));
        await el.updateComplete;
        focusIn(el, boxSelector(box), `the arrows reach box ${box}`);
        await keys(' ');
        await el.updateComplete;
        focusIn(el, boxSelector(box), `after the move on box ${box}`);
        const row = Math.floor(box / 3) + 1;
        const column = (box % 3) + 1;
        expect(live(el)).to.match(new RegExp(`^Row ${row}, column ${column}: \\d boxes toggled\\. `));
        if (k === 0) {
          await press('Control+z');
          await el.updateComplete;
          // Undo and Redo say where the game is now, as a click does.
          expect(live(el)).to.match(/^Move undone\. \d+ clicks? to solve\.$/);
          expect(el.ply).to.equal(0);
          focusIn(el, boxSelector(box), 'after Ctrl+Z');
          await press('Control+y');
          await el.updateComplete;
          expect(live(el)).to.match(/^Move redone\. \d+ clicks? to solve\.$/);
          expect(el.ply).to.equal(1);
          focusIn(el, boxSelector(box), 'after Ctrl+Y');
        }
      }
      expect(el.isOver).to.equal(true);
      // The winning click says what it toggled and the result, no longer '0 clicks to solve' (issue 25).
      expect(live(el)).to.match(new RegExp(`^Row \\d, column \\d: \\d boxes? toggled\\. Solved in ${solution.length} moves!$`));
      await keys(' ');
      await el.updateComplete;
      expect(live(el)).to.equal('The game is over: undo or start a new game.');

      await tabTo(el, 'button[part~="new-game"]');
      await keys('Enter');
      await el.updateComplete;
      expect([live(el), el.isOver, el.ply]).to.deep.equal(['New game. Undo brings the last one back.', false, 0]);
      focusIn(el, 'button.primary', 'after New game');

      // The next game with hints alone: h (from the toolbar) puts the focus on the hinted box.
      for (let moves = 1; !el.isOver; moves++) {
        expect(moves, 'solved within nine hinted clicks').to.be.at.most(9);
        await keys('h');
        await el.updateComplete;
        const hinted = focusIn(el, '[data-square="board"][part~="hint"]', 'after h');
        const box = Number(hinted.dataset.box);
        expect(live(el)).to.equal(`Hint: click row ${Math.floor(box / 3) + 1}, column ${(box % 3) + 1} of the puzzle.`);
        await keys('Enter');
        await el.updateComplete;
        focusIn(el, boxSelector(box), 'after the hinted move');
      }
      expect(live(el)).to.match(/Solved in \d moves!$/);
    });

    it('<infection-board>: a 4x4 game against the computer to its end, with undo, redo and New game', async () => {
      const el = await withStart<InfectionBoard>(
        html`<boardlets-settings motion="reduce"><infection-board size="4" obstacles="2" seed="keyboard" difficulty="greedy"></infection-board></boardlets-settings>`,
      );
      await keys('Tab');
      focusIn(el, '[role="gridcell"]', 'Tab enters the board');
      const cell = (i: number): string => `[role="gridcell"][data-index="${i}"]`;
      for (let turn = 0; ; turn++) {
        expect(turn, 'the game ends within 20 turns').to.be.below(20);
        await waitUntil(() => !el.thinking, 'the computer replies', { timeout: 5000 });
        await el.updateComplete;
        if (el.isOver) break;
        const state = parsePosition(el.currentPosition);
        // The move converting the most, copies first: the board fills and the game ends.
        const gain = (m: InfectionMove): number => conversions(state, m).length * 2 + (moveKind(state, m.from, m.to) === 'duplicate' ? 1 : 0);
        const move = legalMoves(state).reduce((best, m) => (gain(m) > gain(best) ? m : best));
        await arrowTo(el, move.from, 4);
        await keys('Enter');
        await el.updateComplete;
        expect(live(el)).to.match(/^Picked up [a-d][1-4]: \d+ moves?\.$/);
        focusIn(el, cell(move.from), 'after picking up');
        await arrowTo(el, move.to, 4);
        // What is heard first after Enter is the move; on a busy machine the computer's reply may already follow it.
        const heard = await heardWhile(el, async () => {
          await keys('Enter');
          await el.updateComplete;
        });
        expect(heard[0]).to.match(/^Green [a-d][1-4] to [a-d][1-4]: [^.]+\..* Green \d+, Yellow \d+\./);
        focusIn(el, cell(move.to), 'after the move');
        await waitUntil(() => !el.thinking, 'the computer replies', { timeout: 5000 });
        await el.updateComplete;
        focusIn(el, cell(move.to), 'after the computer’s reply');
        if (!el.isOver) expect(live(el)).to.match(/^Computer: Yellow .* Your turn\.$/);
        if (turn === 0) {
          await press('Control+z');
          await el.updateComplete;
          // Against the computer, undo and redo take the reply along, and say so.
          expect(live(el)).to.match(/^2 moves undone\. Green \d+, Yellow \d+\. Your turn\.$/);
          expect(el.ply).to.equal(0);
          focusIn(el, cell(move.to), 'after Ctrl+Z');
          await press('Control+y');
          await el.updateComplete;
          expect(live(el)).to.match(/^2 moves redone\. Green \d+, Yellow \d+\. Your turn\.$/);
          expect(el.ply).to.equal(2);
          focusIn(el, cell(move.to), 'after Ctrl+Y');
        }
      }
      expect(live(el)).to.match(/(You win as (Green|Yellow), \d+ to \d+\.|\(the computer\) wins, \d+ to \d+\.|Draw, \d+ each\.) .*(The board is full\.|has no legal move\.)$/);
      focusIn(el, '[role="gridcell"]', 'when the game is over');
      await keys('Enter');
      await el.updateComplete;
      expect(live(el)).to.equal('The game is over: undo or start a new game.');
      await tabTo(el, 'button[part~="new-game"]');
      await keys('Enter');
      await el.updateComplete;
      expect([live(el), el.isOver, el.ply]).to.deep.equal(['New game. Undo brings the last one back.', false, 0]);
      focusIn(el, 'button.primary', 'after New game');
    });

    it('<stained-glass-board>: a small position to its one-tile finish by h, arrows and Enter', async () => {
      const el = await withStart<StainedGlassBoard>(
        html`<boardlets-settings motion="reduce"><stained-glass-board position="0120/0005/0600/4000"></stained-glass-board></boardlets-settings>`,
      );
      // Past the How to play summary.
      await tabTo(el, '[role="gridcell"]');
      const cell = (i: number): string => `[role="gridcell"][data-index="${i}"]`;
      for (let turn = 0; !el.isOver; turn++) {
        expect(turn, 'the game ends within 8 moves').to.be.below(8);
        await keys('h');
        await waitUntil(() => el.shadowRoot!.activeElement?.matches('[part~="hint"].hint-tile'), 'h moves the focus to the hinted tile', { timeout: 5000 });
        focusIn(el, '.hint-tile', 'after h');
        expect(live(el)).to.match(/^Hint: move the \w+ tile on [a-d][1-4] over [a-d][1-4] to [a-d][1-4]\./);
        const landing = Number(el.shadowRoot!.querySelector<HTMLElement>('.hint-landing')!.dataset.index);
        const from = focusedIndex(el);
        await keys('Enter');
        await el.updateComplete;
        expect(live(el)).to.match(/^Selected the \w+ tile on [a-d][1-4]: /);
        focusIn(el, cell(from), 'after selecting');
        await arrowTo(el, landing, 4);
        await keys('Enter');
        await el.updateComplete;
        expect(live(el)).to.match(/^The \w+ tile [a-d][1-4] over [a-d][1-4] to [a-d][1-4]: /);
        focusIn(el, cell(landing), 'after the move');
        if (turn === 0) {
          await press('Control+z');
          await el.updateComplete;
          expect(live(el)).to.equal('Move undone. An undo counts as a move: 2 moves now.');
          focusIn(el, cell(landing), 'after Ctrl+Z');
          await press('Control+y');
          await el.updateComplete;
          expect(live(el)).to.equal('Move redone.');
          focusIn(el, cell(landing), 'after Ctrl+Y');
        }
      }
      expect(live(el)).to.match(/ One tile left: you win! Score \d+\.$/);
      expect(el.tilesLeft).to.equal(1);
      focusIn(el, '[role="gridcell"]', 'when the game is over');
      await tabTo(el, 'button[part~="new-game"]');
      await keys('Enter');
      await el.updateComplete;
      expect(live(el)).to.equal('New board. Undo brings the last one back.');
      expect([el.isOver, el.tilesLeft]).to.deep.equal([false, 5]);
      focusIn(el, 'button.primary', 'after New game');
    });

    it('<kites-board>: size 1 against the computer to a full board, with h, b, Ctrl+Y and n', async () => {
      const el = await withStart<KitesBoard>(
        html`<boardlets-settings motion="reduce"><kites-board size="1" difficulty="greedy" seed="keyboard"></kites-board></boardlets-settings>`,
      );
      await tabTo(el, '.kite');
      const geometry = kitesGeometry(1);
      const KEYS: [string, CursorDirection][] = [
        ['ArrowLeft', 'left'],
        ['ArrowRight', 'right'],
        ['ArrowUp', 'up'],
        ['ArrowDown', 'down'],
      ];
      /** The shortest list of arrow keys from one kite to another, as the board's cursor moves. */
      const path = (from: number, to: number): string[] => {
        const seen = new Map<number, string[]>([[from, []]]);
        const queue = [from];
        while (queue.length) {
          const at = queue.shift()!;
          if (at === to) return seen.get(at)!;
          for (const [key, direction] of KEYS) {
            const next = moveCursor(geometry, at, direction);
            if (next !== null && !seen.has(next)) {
              seen.set(next, [...seen.get(at)!, key]);
              queue.push(next);
            }
          }
        }
        throw new Error(`no arrow path from kite ${from} to ${to}`);
      };
      const kite = (i: number): string => `.kite[data-index="${i}"]`;
      for (let turn = 0; ; turn++) {
        expect(turn, 'the board fills within 18 turns').to.be.below(18);
        await waitUntil(() => !el.thinking, 'the computer replies', { timeout: 5000 });
        await el.updateComplete;
        if (el.isOver) break;
        let target: number;
        if (turn === 1) {
          await keys('h');
          await waitUntil(() => live(el).startsWith('Hint:'), 'h gives a hint', { timeout: 5000 });
          await el.updateComplete;
          target = Number(focusIn(el, '.kite[part~="hint"]', 'after h').dataset.index);
          expect(live(el)).to.match(/^Hint: \w+ on row \d, kite \d/);
        } else {
          target = Number(el.shadowRoot!.querySelector<SVGElement>('.kite.empty')!.dataset.index);
          await keys(...path(focusedIndex(el), target));
          await el.updateComplete;
          focusIn(el, kite(target), `the arrows reach kite ${target}`);
        }
        // Heard as it comes: under load the computer's reply can replace the sentence before the key's round trip ends.
        const heard = await heardWhile(el, async () => {
          await keys('Enter');
          await el.updateComplete;
        });
        expect(heard[0]).to.match(/^Player 1 placed \w+ on row \d, kite \d: .*\.$/);
        focusIn(el, kite(target), 'after the move');
        await waitUntil(() => !el.thinking, 'the computer replies', { timeout: 5000 });
        await el.updateComplete;
        focusIn(el, kite(target), 'after the computer’s reply');
        if (turn === 0) {
          const ply = el.ply;
          await keys('b');
          await el.updateComplete;
          expect(live(el)).to.match(new RegExp(`^${ply > 1 ? `${ply} moves undone` : 'Move undone'}\\. Player 1 has 0 points\\. .*Your turn: place \\w+\\.$`));
          expect(el.ply).to.equal(0);
          focusIn(el, kite(target), 'after b');
          await press('Control+y');
          await el.updateComplete;
          await waitUntil(() => el.ply === ply && !el.thinking, 'redo brings the moves back');
          focusIn(el, kite(target), 'after Ctrl+Y');
        }
      }
      expect(el.shadowRoot!.querySelectorAll('.kite.empty').length).to.equal(0);
      expect(live(el)).to.match(/The board is full\./);
      focusIn(el, '.kite', 'when the game is over');
      await keys('n');
      await el.updateComplete;
      expect([live(el), el.isOver, el.ply]).to.deep.equal(['New game. Undo brings the last one back.', false, 0]);
      focusIn(el, '.kite', 'after n');
    });
  });

  describe('forced colours and reduced motion', () => {
    it('forced colours: every game keeps its states apart, shows its focus and passes axe (Chromium only: puppeteer cannot emulate them in Firefox)', async function () {
      if (navigator.userAgent.includes('Firefox')) this.skip();
      const { executeServerCommand } = await import('@web/test-runner-commands');
      // Without transitions, which would blend the colours as forced colours come on.
      const host = await fixture<HTMLElement>(html`<boardlets-settings motion="reduce">
        <span id="highlight" style="color: Highlight">probe</span>
        <checkbox-squares target="111000000" start="100000000" seed="forced"></checkbox-squares>
        <infection-board size="4" obstacles="0" mode="two-player" seed="forced"></infection-board>
        <stained-glass-board position="1240/4300/0000/0006"></stained-glass-board>
        <kites-board size="1" opponent="human" seed="forced"></kites-board>
      </boardlets-settings>`);
      const [cs, inf, sg, kt] = ['checkbox-squares', 'infection-board', 'stained-glass-board', 'kites-board'].map((t) => host.querySelector<Game>(t)!) as [
        CheckboxSquares,
        InfectionBoard,
        StainedGlassBoard,
        KitesBoard,
      ];
      for (const el of [cs, inf, sg, kt]) await el.updateComplete;
      const q = <T extends Element = HTMLElement>(el: Game, selector: string): T => el.shadowRoot!.querySelector<T>(selector)!;
      expect(await executeServerCommand('emulate-forced-colors', { active: true })).to.equal(true);
      try {
        expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
        const highlight = getComputedStyle(host.querySelector('#highlight')!).color;
        // Checked and unchecked boxes differ.
        const checked = getComputedStyle(q(cs, '[data-square="board"][data-box="0"]')).backgroundColor;
        const unchecked = getComputedStyle(q(cs, '[data-square="board"][data-box="1"]')).backgroundColor;
        expect(checked).to.equal(highlight);
        expect(unchecked).to.not.equal(checked);
        // Green and yellow pieces differ, and carry their glyphs.
        const green = q(inf, '.piece.green');
        const yellow = q(inf, '.piece.yellow');
        expect(getComputedStyle(green).backgroundColor).to.not.equal(getComputedStyle(yellow).backgroundColor);
        for (const piece of [green, yellow]) expect(getComputedStyle(piece, '::after').display).to.equal('block');
        expect(getComputedStyle(green, '::after').clipPath).to.not.equal(getComputedStyle(yellow, '::after').clipPath);
        // Stained Glass: every tile shows its glyph, and the legend says what the bars mean.
        const tiles = [...sg.shadowRoot!.querySelectorAll('.tile:not(.c0) .glyph')];
        expect(tiles.length).to.equal(6);
        for (const glyph of tiles) expect(getComputedStyle(glyph).display).to.not.equal('none');
        expect(getComputedStyle(q(sg, '[part="legend"]')).display).to.equal('block');
        // Kites: a placed kite shows its colour's letter.
        host.querySelector<HTMLButtonElement>('#highlight')!.tabIndex = -1;
        host.querySelector<HTMLElement>('#highlight')!.focus();
        await tabTo(kt, '.kite', 40);
        await keys('Enter');
        await kt.updateComplete;
        const glyph = q<SVGTextElement>(kt, '.glyph[part="glyph"]');
        expect(glyph.textContent).to.equal('R');
        expect(getComputedStyle(glyph).fill).to.not.equal(getComputedStyle(q(kt, '.kite.filled')).fill);
        // The keyboard focus shows, in the system's highlight colour.
        expect(getComputedStyle(q(kt, '.cursor')).display).to.not.equal('none');
        expect(getComputedStyle(q(kt, '.cursor')).stroke).to.equal(highlight);
        for (const el of [cs, inf, sg]) {
          await tabTo(el, '[role="gridcell"], [role="checkbox"]', 40);
          const style = getComputedStyle(el.shadowRoot!.activeElement!);
          expect([style.outlineStyle, style.outlineColor], `<${el.localName}>'s focus ring`).to.deep.equal(['solid', highlight]);
        }
        await expect(host).to.be.accessible();
      } finally {
        await executeServerCommand('emulate-forced-colors', { active: false });
      }
      expect(matchMedia('(forced-colors: active)').matches).to.equal(false);
    });

    it('reduced motion from the system: no animation in Infection and Kites, the computer’s reply too; motion="allow" overrides it (Chromium only: puppeteer cannot emulate it in Firefox)', async function () {
      if (navigator.userAgent.includes('Firefox')) this.skip();
      const { emulateMedia } = await import('@web/test-runner-commands');
      /** Plays one move by keyboard in each game, and returns how many animations started (each seen as it starts, not polled). */
      const play = async (motion: 'auto' | 'allow'): Promise<{ infection: number; kites: number; flyer: boolean }> => {
        const host = await fixture<HTMLElement>(html`<boardlets-settings motion=${motion}>
          <button id="before">before</button>
          <infection-board size="4" obstacles="2" seed="motion" difficulty="greedy"></infection-board>
          <kites-board size="1" seed="motion" difficulty="greedy"></kites-board>
        </boardlets-settings>`);
        const inf = host.querySelector('infection-board')!;
        const kt = host.querySelector('kites-board')!;
        await inf.updateComplete;
        await kt.updateComplete;
        host.querySelector<HTMLButtonElement>('#before')!.focus();
        const infection = recordAnimations(inf.shadowRoot!);
        const kites = recordAnimations(kt.shadowRoot!);
        let flyer = false;
        const see = (records: MutationRecord[]): void => {
          flyer ||= records.some((r) => [...r.addedNodes].some((n) => n instanceof Element && (n.matches('.flyer') || n.querySelector('.flyer') !== null)));
        };
        const flights = new MutationObserver(see);
        flights.observe(inf.shadowRoot!, { childList: true, subtree: true });
        const replies = Promise.all([inf, kt].map((el) => nextEvent<CustomEvent<{ source: string }>>(el, 'move', (e) => e.detail.source === 'computer')));
        try {
          await tabTo(inf, '[role="gridcell"]');
          const state = parsePosition(inf.currentPosition);
          const move = legalMoves(state).find((m) => moveKind(state, m.from, m.to) === 'duplicate' && conversions(state, m).length === 0)!;
          await arrowTo(inf, move.from, 4);
          await keys('Enter');
          await arrowTo(inf, move.to, 4);
          await keys('Enter');
          await inf.updateComplete;
          await tabTo(kt, '.kite', 20);
          await keys('Enter');
          await kt.updateComplete;
          await replies;
          await waitUntil(() => !inf.thinking && !kt.thinking, 'both computers reply');
          await Promise.all([inf.updateComplete, kt.updateComplete]);
        } finally {
          infection.stop();
          kites.stop();
          see(flights.takeRecords());
          flights.disconnect();
        }
        expect([inf.ply, kt.ply]).to.deep.equal([2, 2]);
        return { infection: infection.count, kites: kites.count, flyer };
      };
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        expect(await play('auto')).to.deep.equal({ infection: 0, kites: 0, flyer: false });
        const allowed = await play('allow');
        expect(allowed.infection, 'Infection animates with motion="allow"').to.be.above(0);
        expect(allowed.kites, 'Kites animates with motion="allow"').to.be.above(0);
        expect(allowed.flyer, 'the computer’s piece travels with motion="allow"').to.equal(true);
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
  });
});
