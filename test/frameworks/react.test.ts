// boardlets/react in React itself: each wrapper renders its element with
// react-dom, passes props on as properties, and calls its event props with
// the element's typed CustomEvent when a click makes a move. React is served
// as ES modules by the CommonJS step in web-test-runner.config.mjs.
import { expect } from '@open-wc/testing';
import React from 'react';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import {
  BoardletsSettings,
  CheckboxSquares,
  InfectionBoard,
  KitesBoard,
  StainedGlassBoard,
  type CheckboxSquaresGameOverDetail,
  type CheckboxSquaresMoveDetail,
  type HistoryDetail,
  type InfectionMoveDetail,
  type KitesMoveDetail,
  type NewGameDetail,
  type StainedGlassGameOverDetail,
  type StainedGlassMoveDetail,
} from '../../src/react.js';
import type { CheckboxSquares as CheckboxSquaresElement } from '../../src/checkbox-squares.js';
import type { BoardletsSettingsElement } from '../../src/boardlets-settings.js';
import { box, button } from '../elements/helpers.js';

const { createElement: h } = React;

/** Type-level checks: the event props are typed per game, not `Event` or `any`. */
type IsAny<T> = 0 extends 1 & T ? true : false;
type OnMove<C> = C extends React.ComponentType<infer P> ? (P extends { onMove?: (e: infer E) => void } ? E : never) : never;
const typed: [
  IsAny<OnMove<typeof KitesBoard>>,
  OnMove<typeof KitesBoard> extends CustomEvent<KitesMoveDetail> ? true : false,
  OnMove<typeof InfectionBoard> extends CustomEvent<KitesMoveDetail> ? true : false,
] = [false, true, false];
/** Settable properties are props; read-only state and methods are not (they are on the ref). Type-checked, never run. */
export function propTypes(): unknown[] {
  return [
    h(KitesBoard, { size: 3, seed: 'x', persist: 'key', readonly: true }),
    // @ts-expect-error ply is read-only state, not a prop
    h(KitesBoard, { ply: 3 }),
    // @ts-expect-error undo is a method, not a prop
    h(KitesBoard, { undo: () => true }),
    // @ts-expect-error size is a number
    h(KitesBoard, { size: 'big' }),
  ];
}

let container: HTMLElement;
let root: ReactDOMClient.Root;

/** Renders synchronously (flushSync), inside <BoardletsSettings motion="reduce"> so nothing animates. */
function render(node: React.ReactNode): void {
  ReactDOM.flushSync(() => root.render(h(BoardletsSettings, { motion: 'reduce' }, node)));
}

/** The element React rendered, once it has rendered itself. */
async function rendered<K extends keyof HTMLElementTagNameMap>(tag: K): Promise<HTMLElementTagNameMap[K]> {
  const el = container.querySelector(tag);
  if (!el) throw new Error(`React did not render <${tag}>`);
  await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  return el;
}

function cell(el: HTMLElement, index: number): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(`[role="gridcell"][data-index="${index}"]`);
  if (!found) throw new Error(`no cell ${index}`);
  return found;
}

describe('boardlets/react', () => {
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = ReactDOMClient.createRoot(container);
  });

  afterEach(() => {
    ReactDOM.flushSync(() => root.unmount());
    container.remove();
  });

  it('types each event prop with its game detail', () => {
    expect(typed).to.deep.equal([false, true, false]);
  });

  it('<CheckboxSquares>: props become properties; onMove, onGameOver, onUndo, onRedo and onNewGame get their details', async () => {
    const moves: CheckboxSquaresMoveDetail[] = [];
    const overs: CheckboxSquaresGameOverDetail[] = [];
    const history: Array<[string, HistoryDetail]> = [];
    const fresh: NewGameDetail[] = [];
    let ref: CheckboxSquaresElement | null = null;
    render(
      h(CheckboxSquares, {
        ref: (el: CheckboxSquaresElement | null) => {
          ref = el;
        },
        variant: 2,
        target: '100000000',
        start: '000000000',
        lockTarget: true,
        seed: 'react',
        onMove: (e) => moves.push(e.detail),
        onGameOver: (e) => overs.push(e.detail),
        onUndo: (e) => history.push(['undo', e.detail]),
        onRedo: (e) => history.push(['redo', e.detail]),
        onNewGame: (e) => fresh.push(e.detail),
      }),
    );
    const el = await rendered('checkbox-squares');
    expect(ref).to.equal(el, 'the ref is the element');
    expect([el.variant, el.lockTarget, el.targetPattern, el.boardPattern]).to.deep.equal([2, true, '100000000', '000000000']);

    const solution = [...el.solution];
    for (const i of solution) {
      box(el, 'board', i).click();
      await el.updateComplete;
    }
    expect(moves.map((d) => [d.game, d.square, d.source])).to.deep.equal(solution.map(() => ['checkbox-squares', 'board', 'user']));
    expect(moves.at(-1)!.board).to.equal('100000000');
    expect(overs).to.have.length(1);
    expect([overs[0]!.reason, overs[0]!.moves, overs[0]!.pattern]).to.deep.equal(['solved', solution.length, '100000000']);

    button(el, 'undo').click();
    await el.updateComplete;
    button(el, 'redo').click();
    await el.updateComplete;
    expect(history).to.deep.equal([
      ['undo', { game: 'checkbox-squares', ply: solution.length - 1 }],
      ['redo', { game: 'checkbox-squares', ply: solution.length }],
    ]);
    button(el, 'new-game').click();
    await el.updateComplete;
    expect(fresh.map((d) => d.game)).to.deep.equal(['checkbox-squares']);
  });

  it('<InfectionBoard>: onMove gets the move a click made', async () => {
    const moves: InfectionMoveDetail[] = [];
    render(h(InfectionBoard, { position: 'gx3/y1y2/5/5/4y g', mode: 'two-player', onMove: (e) => moves.push(e.detail) }));
    const el = await rendered('infection-board');
    expect([el.mode, el.position]).to.deep.equal(['two-player', 'gx3/y1y2/5/5/4y g']);
    // Squares 0 and 6 of a 5x5 board: a5 and b4 (a1 is the bottom-left square).
    cell(el, 0).click();
    await el.updateComplete;
    cell(el, 6).click();
    await el.updateComplete;
    expect(moves).to.have.length(1);
    const [move] = moves;
    expect([move!.game, move!.color, move!.from, move!.to, move!.kind, move!.source]).to.deep.equal([
      'infection',
      'green',
      'a5',
      'b4',
      'duplicate',
      'user',
    ]);
  });

  it('<StainedGlassBoard>: onMove and onGameOver get the winning hop', async () => {
    const moves: StainedGlassMoveDetail[] = [];
    const overs: StainedGlassGameOverDetail[] = [];
    render(
      h(StainedGlassBoard, { position: '240/000/000', onMove: (e) => moves.push(e.detail), onGameOver: (e) => overs.push(e.detail) }),
    );
    const el = await rendered('stained-glass-board');
    cell(el, 0).click();
    await el.updateComplete;
    cell(el, 2).click();
    await el.updateComplete;
    expect(moves.map((d) => [d.game, d.from, d.over, d.to, d.tilesLeft])).to.deep.equal([['stained-glass', 'a3', 'b3', 'c3', 1]]);
    expect(overs.map((d) => [d.game, d.reason, d.won])).to.deep.equal([['stained-glass', 'one-tile', true]]);
  });

  it('<KitesBoard>: a number prop sets the board size; onMove gets the kite a click filled', async () => {
    const moves: KitesMoveDetail[] = [];
    render(h(KitesBoard, { size: 1, opponent: 'human', seed: 'react', onMove: (e) => moves.push(e.detail) }));
    const el = await rendered('kites-board');
    expect([el.size, el.opponent]).to.deep.equal([1, 'human']);
    // SVG kites have no click(): a synthetic click, as in the element's own tests.
    cell(el, 0).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, detail: 1 }));
    await el.updateComplete;
    expect(moves.map((d) => [d.game, d.cell, d.player, d.source, d.ply])).to.deep.equal([['kites', 0, 0, 'user', 1]]);
  });

  it('<BoardletsSettings>: attributes and the messages object reach the element and the games inside', async () => {
    ReactDOM.flushSync(() =>
      root.render(h(BoardletsSettings, { motion: 'allow', glyphs: true, messages: { undo: 'Zurück' } }, h(CheckboxSquares, { seed: 'react' }))),
    );
    const settings = await rendered('boardlets-settings');
    const game = await rendered('checkbox-squares');
    expect([settings.motion, settings.glyphs, settings.messages]).to.deep.equal(['allow', true, { undo: 'Zurück' }]);
    await game.updateComplete;
    expect(button(game, 'undo').textContent!.trim()).to.equal('Zurück');
    expect((settings satisfies BoardletsSettingsElement).getAttribute('motion')).to.equal('allow');
  });
});
