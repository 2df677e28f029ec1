// Undo and Redo say where the game is now, as a move's sentence does (issue
// 27, heard in the screen-reader transcripts: "Move undone." alone left a
// listener guessing the score and whose turn it was).
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { CheckboxSquares } from '../../src/checkbox-squares.js';
import type { InfectionBoard } from '../../src/infection-board.js';
import type { KitesBoard } from '../../src/kites-board.js';
import type { StainedGlassBoard } from '../../src/stained-glass-board.js';
import { Session } from '../../src/engine/session.js';
import type { GameDefinition } from '../../src/engine/game.js';
import { checkboxSquares } from '../../src/games/checkbox-squares/rules.js';
import { infection } from '../../src/games/infection/rules.js';
import { kites } from '../../src/games/kites/rules.js';
import { stainedGlass } from '../../src/games/stained-glass/rules.js';
import { button } from './helpers.js';

type Game = CheckboxSquares | InfectionBoard | KitesBoard | StainedGlassBoard;

/** Puts `count` legal moves (the first each time) on the element's game, through restore(). */
function playOn<S, M, O>(el: Game, definition: GameDefinition<S, M, O>, count: number): void {
  const session = Session.restore(definition, el.save());
  for (let i = 0; i < count; i++) session.play(definition.legalMoves(session.state)[0]!);
  expect(el.restore(session.save())).to.equal(true);
}

/** The user's Undo, then Redo (the toolbar's buttons); what each said. */
async function undoRedo(el: Game): Promise<[string, string]> {
  await el.updateComplete;
  button(el, 'undo').click();
  await el.updateComplete;
  const undone = el.announcement;
  button(el, 'redo').click();
  await el.updateComplete;
  return [undone, el.announcement];
}

describe('Undo and Redo say where the game is now', () => {
  it('Checkbox Squares: the clicks still needed', async () => {
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares seed="undo-said"></checkbox-squares>`);
    playOn(el, checkboxSquares, 1);
    const [undone, redone] = await undoRedo(el);
    expect(undone).to.match(/^Move undone\. \d+ clicks? to solve\.$|^Move undone\. No clicks/);
    expect(redone).to.match(/^Move redone\. \d+ clicks? to solve\.$|^Move redone\. No clicks/);
  });

  it('Infection against the computer: the score and whose turn', async () => {
    const el = await fixture<InfectionBoard>(html`<infection-board size="5" obstacles="0" seed="undo-said"></infection-board>`);
    playOn(el, infection, 2);
    const [undone] = await undoRedo(el);
    expect(undone).to.match(/^2 moves undone\. Green \d+, Yellow \d+\. Your turn\.$/);
  });

  it('Infection, two players: the score and who moves', async () => {
    const el = await fixture<InfectionBoard>(html`<infection-board size="5" obstacles="0" mode="two-player" seed="undo-said"></infection-board>`);
    playOn(el, infection, 1);
    const [undone, redone] = await undoRedo(el);
    expect(undone).to.match(/^Move undone\. Green \d+, Yellow \d+\. Green to move\.$/);
    expect(redone).to.match(/^Move redone\. Green \d+, Yellow \d+\. Yellow to move\.$/);
  });

  it('Kites against the computer: each score and whose turn, with the colour', async () => {
    const el = await fixture<KitesBoard>(html`<kites-board size="1" seed="undo-said"></kites-board>`);
    playOn(el, kites, 2);
    const [undone] = await undoRedo(el);
    expect(undone).to.match(/^2 moves undone\. Player 1 has 0 points\. Player 2 has 0 points\. Your turn: place \w+\.$/);
  });

  it('Stained Glass: the count of moves, as before (an undo counts as one)', async () => {
    const el = await fixture<StainedGlassBoard>(html`<stained-glass-board seed="undo-said"></stained-glass-board>`);
    playOn(el, stainedGlass, 1);
    const [undone] = await undoRedo(el);
    expect(undone).to.match(/^Move undone\. An undo counts as a move: 2 moves now\.$/);
  });
});
