import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/infection-board.js';
import '../../src/kites-board.js';
import '../../src/stained-glass-board.js';
import '../../src/checkbox-squares.js';
import type { BoardletElement, MoveListEntry } from '../../src/base/boardlet-element.js';
import type { GameDefinition } from '../../src/engine/game.js';
import { Session } from '../../src/engine/session.js';
import { infection } from '../../src/games/infection/rules.js';
import { kites } from '../../src/games/kites/rules.js';
import { stainedGlass } from '../../src/games/stained-glass/rules.js';
import { checkboxSquares } from '../../src/games/checkbox-squares/rules.js';
import { box, button, press, record } from './helpers.js';

type Game = BoardletElement<unknown, unknown, unknown> & { moveList: MoveListEntry[]; reviewPly: number | null; restart(): void };

/** The four games, each with moves people can name, and the shape of those names. */
const GAMES = [
  { tag: 'infection-board', make: () => fixture(html`<infection-board mode="two-player" seed="ml"></infection-board>`), def: infection, name: /^[a-g][1-7]-[a-g][1-7]( ×\d+)?$/, people: { mode: 'two-player' } },
  { tag: 'kites-board', make: () => fixture(html`<kites-board opponent="human" seed="ml"></kites-board>`), def: kites, name: /^[RYGCBV] \d+\.\d+( [+−]\d+)?$/, people: { opponent: 'human' } },
  { tag: 'stained-glass-board', make: () => fixture(html`<stained-glass-board seed="ml"></stained-glass-board>`), def: stainedGlass, name: /^[a-f][1-6]-[a-f][1-6]$/, people: {} },
  { tag: 'checkbox-squares', make: () => fixture(html`<checkbox-squares seed="ml"></checkbox-squares>`), def: checkboxSquares, name: /^(T )?[1-3],[1-3]$/, people: {} },
];

/** The element's game after `count` first legal moves (at `position`, the rest undone), as a save() text. */
function played(el: Game, def: GameDefinition<unknown, unknown, unknown>, count: number, position = count): string {
  const session = Session.restore(def, el.save());
  for (let i = 0; i < count; i++) session.play(def.legalMoves(session.state)[i % 2]!);
  while (session.ply > position) session.undo();
  return session.save();
}

/** What the board shows: every labelled or classed thing in it (cells, pieces, marks). */
function boardShown(el: Game): string {
  const slot = el.shadowRoot!.querySelector('.board-slot')!;
  return Array.from(slot.querySelectorAll('[aria-label], [class]'), (n) => `${n.getAttribute('aria-label') ?? ''}|${n.getAttribute('class') ?? ''}|${n.getAttribute('aria-checked') ?? ''}`).join('\n');
}

const root = (el: Game): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>('.root')!;
const options = (el: Game): HTMLElement[] => Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="move-list"] [role="option"]'));
const feedback = (el: Game): string => el.shadowRoot!.querySelector('[part~="feedback"]')!.textContent!.replace(/\s+/g, ' ').trim();

/**
 * A game 360 px wide after many moves, its list open: "Start" (stuck at the row's start) stays whole in the list's view
 * while the row scrolls, and the move shown (the current one, then each step back, then Start) comes into view beside it.
 */
async function phoneRow(game: (typeof GAMES)[number], lang = 'en'): Promise<void> {
  const rtl = lang === 'he';
  const wrap = await fixture<HTMLDivElement>(html`<div style="inline-size: 360px"></div>`);
  const el = document.createElement(game.tag) as Game;
  for (const [name, value] of Object.entries({ seed: 'ml', lang, ...game.people })) el.setAttribute(name, value);
  wrap.append(el);
  await el.updateComplete;
  const def = game.def as GameDefinition<unknown, unknown, unknown>;
  const session = Session.restore(def, el.save());
  for (let i = 0; i < 30; i++) {
    const legal = def.legalMoves(session.state);
    if (legal.length === 0) break;
    session.play(legal[(i * 7) % legal.length]!);
  }
  expect(el.restore(session.save())).to.equal(true);
  await el.updateComplete;
  await openList(el);
  const list = el.shadowRoot!.querySelector<HTMLElement>('[part~="move-list"] [role="listbox"]')!;
  expect(getComputedStyle(list).direction).to.equal(rtl ? 'rtl' : 'ltr');
  // The moves are one row, far wider than the list: it scrolls.
  expect(list.scrollWidth, 'the row overflows').to.be.above(list.clientWidth * 1.5);
  const view = (): { left: number; right: number } => {
    const r = list.getBoundingClientRect();
    return { left: r.left + list.clientLeft, right: r.left + list.clientLeft + list.clientWidth };
  };
  // Within a pixel: boxes lie between the whole pixels the list scrolls by.
  const whole = (o: HTMLElement): boolean => {
    const r = o.getBoundingClientRect();
    return r.left >= view().left - 1 && r.right <= view().right + 1;
  };
  const start = options(el)[0]!;
  const selected = (): HTMLElement => list.querySelector<HTMLElement>('[aria-selected="true"]')!;
  const beside = (): boolean => {
    const [s, o] = [start.getBoundingClientRect(), selected().getBoundingClientRect()];
    return whole(selected()) && (rtl ? o.right <= s.left + 1 : o.left >= s.right - 1);
  };
  await waitUntil(beside, 'the current move comes into view beside Start');
  expect(selected()).to.equal(options(el).at(-1));
  expect(whole(start), 'Start is whole in view at the end of the row').to.equal(true);
  // Step back until the moves shown pass under where Start stands: each comes into view beside it.
  for (let k = 0; k < 8; k++) {
    await press(rtl ? 'ArrowRight' : 'ArrowLeft');
    await el.updateComplete;
    await waitUntil(beside, `move ${el.reviewPly} comes into view beside Start`);
    expect(whole(start), 'Start stays whole').to.equal(true);
  }
  expect(el.reviewPly).to.be.below(options(el).length - 1);
  await press('Home');
  await el.updateComplete;
  expect(el.reviewPly).to.equal(0);
  await waitUntil(() => whole(start) && list.scrollLeft === 0, 'Start, shown, is whole at the start of the row');
}

async function openList(el: Game): Promise<void> {
  button(el, 'more').click();
  await el.updateComplete;
  button(el, 'move-list-toggle').click();
  await el.updateComplete;
  await waitUntil(() => el.shadowRoot!.activeElement?.getAttribute('role') === 'listbox', 'the list takes the focus');
}

for (const game of GAMES) {
  describe(`${game.tag}: move list`, () => {
    it('names every move from the game, in moveList and in the panel, and steps through them read-only', async () => {
      const el = (await game.make()) as Game;
      const before2 = played(el, game.def, 3, 2);
      // What the board shows after two moves, as the game itself.
      expect(el.restore(before2)).to.equal(true);
      await el.updateComplete;
      const atTwo = boardShown(el);
      expect(el.restore(played(el, game.def, 3))).to.equal(true);
      await el.updateComplete;
      const atThree = boardShown(el);
      expect(atThree).not.to.equal(atTwo);

      const list = el.moveList;
      expect(list.map((e) => e.ply)).to.deep.equal([1, 2, 3]);
      expect(list.map((e) => e.notation)).to.deep.equal(el.history);
      for (const e of list) expect(e.name).to.match(game.name);
      expect(JSON.parse(JSON.stringify(list))).to.deep.equal(list);

      await openList(el);
      const shown = options(el);
      expect(shown.map((o) => o.getAttribute('aria-selected'))).to.deep.equal(['false', 'false', 'false', 'true']);
      expect(shown[3]!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(`3. ${list[2]!.name}`);
      expect(el.shadowRoot!.querySelector('[part~="move-list"]')!.getAttribute('aria-label')).to.equal('Moves');

      // One step back: the position after move 2, marked, the board inert.
      await press('ArrowLeft');
      await el.updateComplete;
      expect(el.reviewPly).to.equal(2);
      expect(root(el).hasAttribute('data-review')).to.equal(true);
      expect(el.shadowRoot!.querySelector<HTMLElement>('.board-slot')!.inert).to.equal(true);
      expect(boardShown(el)).to.equal(atTwo);
      expect(feedback(el)).to.contain('move 2 of 3');
      // The game itself is untouched.
      expect(el.ply).to.equal(3);
      // One primary action: "Back to game"; Hint waits until the game is back.
      expect(button(el, 'hint').getAttribute('aria-disabled')).to.equal('true');
      const fill = (part: string): string => getComputedStyle(button(el, part)).backgroundColor;
      expect(fill('hint'), 'the waiting Hint is not filled like "Back to game"').not.to.equal(fill('back-to-game'));
      expect(options(el)[2]!.getAttribute('aria-selected')).to.equal('true');
      // The open panel, under review, passes axe (roles, names, contrast).
      await expect(el).to.be.accessible();

      await press('Home');
      await el.updateComplete;
      expect(el.reviewPly).to.equal(0);
      await press('End');
      await el.updateComplete;
      expect(el.reviewPly).to.equal(null);
      expect(boardShown(el)).to.equal(atThree);

      options(el)[1]!.click();
      await el.updateComplete;
      expect(el.reviewPly).to.equal(1);
      button(el, 'back-to-game').click();
      await el.updateComplete;
      expect(el.reviewPly).to.equal(null);
      expect(button(el, 'hint').getAttribute('aria-disabled')).to.equal('false');
      expect(root(el).hasAttribute('data-review')).to.equal(false);

      options(el)[2]!.click();
      await el.updateComplete;
      await press('Escape');
      await el.updateComplete;
      expect(el.reviewPly).to.equal(null);
      expect(boardShown(el)).to.equal(atThree);
      expect(el.ply).to.equal(3);
    });

    it('at 360 px, after many moves, "Start" stays whole in the list\'s view, and the move shown comes into view beside it, not under it', async () => {
      await phoneRow(game);
    });

    it('Restart goes back to the start of the same game, and Undo brings the moves back', async () => {
      const el = (await game.make()) as Game;
      const start = el.save();
      expect(el.restore(played(el, game.def, 3))).to.equal(true);
      await el.updateComplete;
      const seen = record(el, ['new-game']);
      button(el, 'more').click();
      await el.updateComplete;
      expect(button(el, 'restart').getAttribute('aria-disabled')).to.equal('false');
      button(el, 'restart').click();
      await el.updateComplete;
      expect(el.ply).to.equal(0);
      expect(el.save().split('~')[2]).to.equal(start.split('~')[2]);
      expect(seen.map((e) => (e.detail as { restart?: boolean }).restart)).to.deep.equal([true]);
      expect(feedback(el)).to.contain('Undo brings your moves back');
      button(el, 'undo').click();
      await el.updateComplete;
      expect(el.ply).to.equal(3);
    });

    it('shows the game ID and opens a pasted one, saying why a bad one does not open', async () => {
      const el = (await game.make()) as Game;
      expect(el.restore(played(el, game.def, 2))).to.equal(true);
      await el.updateComplete;
      const id = el.gameId;
      await openList(el);
      const field = el.shadowRoot!.querySelector<HTMLInputElement>('[part~="game-id-field"]')!;
      expect(field.value).to.equal(id);
      field.value = 'not-a-game';
      button(el, 'open-game-id').click();
      await el.updateComplete;
      expect(feedback(el)).to.match(/This game ID does not open here \(.+\)\. The game in progress is unchanged\./);
      expect(el.ply).to.equal(2);
      // Another game's ID (the same game at its start) opens.
      const other = (await game.make()) as Game;
      field.value = other.gameId;
      button(el, 'open-game-id').click();
      await el.updateComplete;
      expect(el.ply).to.equal(0);
      expect(feedback(el)).to.equal('Game opened from its ID.');
    });
  });
}

describe('move list on a phone, right to left', () => {
  it('at 360 px in Hebrew, "Start" stays whole at the row\'s start (the right) and the move shown comes into view beside it', async () => {
    await phoneRow(GAMES.find((g) => g.tag === 'checkbox-squares')!, 'he');
  });
});

describe('move list: moves and the computer while reviewing', () => {
  it('a click on the board while reviewing plays nothing, and the move event names the move', async () => {
    const el = (await fixture(html`<checkbox-squares seed="ml"></checkbox-squares>`)) as unknown as Game;
    const seen = record(el, ['move']);
    box(el as never, 'board', 4).click();
    await el.updateComplete;
    expect((seen[0]!.detail as { name: string }).name).to.equal('2,2');
    expect(el.moveList.map((e) => e.name)).to.deep.equal(['2,2']);
    await openList(el);
    await press('ArrowLeft');
    await el.updateComplete;
    expect(el.reviewPly).to.equal(0);
    const { sendMouse, resetMouse } = await import('@web/test-runner-commands');
    const r = box(el as never, 'board', 0).getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
    await resetMouse();
    await el.updateComplete;
    expect(el.ply).to.equal(1);
    expect(seen.length).to.equal(1);
  });

  it('a read-only board still lists its moves and shows them for review, and refuses a pasted game ID', async () => {
    const el = (await fixture(html`<checkbox-squares seed="ml"></checkbox-squares>`)) as unknown as Game;
    box(el as never, 'board', 4).click();
    box(el as never, 'board', 0).click();
    el.readonly = true;
    await el.updateComplete;
    await openList(el);
    expect(button(el, 'move-list-toggle').getAttribute('aria-disabled')).to.equal('false');
    options(el)[1]!.click();
    await el.updateComplete;
    expect(el.reviewPly).to.equal(1);
    button(el, 'open-game-id').click();
    await el.updateComplete;
    expect(feedback(el)).to.equal('This board is read-only.');
    expect(el.ply).to.equal(2);
  });

  it('the computer does not move while an earlier move is reviewed, and takes up its turn on the way back', async () => {
    const el = (await fixture(html`<infection-board seed="ml" player="yellow"></infection-board>`)) as unknown as Game & { thinking: boolean };
    await waitUntil(() => el.ply === 1, 'the computer (Green) moves first');
    // Three moves in, Yellow (the person) to move: nothing thinks while the list opens.
    expect(el.restore(played(el, infection as never, 3))).to.equal(true);
    await el.updateComplete;
    await openList(el);
    // The game goes back to Green's turn (the computer's) and, before it can start, the start is reviewed.
    expect(el.restore(played(el, infection as never, 3, 2))).to.equal(true);
    options(el)[0]!.click();
    await el.updateComplete;
    expect(el.reviewPly).to.equal(0);
    expect(el.thinking).to.equal(false);
    expect(el.ply).to.equal(2);
    await press('Escape');
    await waitUntil(() => el.ply === 3, 'the computer moves once the game is back');
    expect(el.reviewPly).to.equal(null);
  });
});
