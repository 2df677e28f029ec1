// One outcome per move (issue 24): the session works a move's outcome out
// once and keeps it in the history entry; the `move` event, the sentence, the
// sound, the animation, the move list and the render read it there. Each game
// of the registry (and each variant) plays random moves with its definition's
// `outcome` wrapped to count its calls: one per move played, never more, and
// none for undo, redo or a render.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import { createRng } from '../../src/engine/rng.js';
import type { GameDefinition } from '../../src/engine/game.js';
import type { Session } from '../../src/engine/session.js';
import { GAMES } from '../../src/registry.js';
import { record } from './helpers.js';

type Game = HTMLElement & { readonly updateComplete: Promise<boolean>; readonly moveList: unknown[]; readonly announcement: string; undo(): boolean; redo(): boolean };

/** The game in progress, read through the element's protected members. */
interface Internals {
  readonly liveSession: Session<unknown, unknown, unknown>;
  readonly definition: GameDefinition<unknown, unknown, unknown>;
  playMove(move: unknown, source: 'user'): boolean;
}
const internals = (el: Element): Internals => el as unknown as Internals;

/** Every game and variant of the registry, with the attributes that leave every seat to people. */
const CASES = GAMES.flatMap((game) => [
  { tag: game.tag, engine: game.engine, attrs: { ...game.testing.humans } as Record<string, string> },
  ...Object.entries('variants' in game ? (game.variants ?? {}) : {}).map(([value, engine]) => ({ tag: game.tag, engine, attrs: { ...game.testing.humans, rules: value } as Record<string, string> })),
]);

/** Wraps `definition.outcome` to count its calls until `restore()`. */
function countOutcomes(definition: GameDefinition<unknown, unknown, unknown>): { readonly calls: number; restore(): void } {
  const original = Object.getOwnPropertyDescriptor(definition, 'outcome')!;
  let calls = 0;
  const wrapped = original.value as GameDefinition<unknown, unknown, unknown>['outcome'];
  Object.defineProperty(definition, 'outcome', {
    ...original,
    value: (state: unknown, move: unknown) => {
      calls++;
      return wrapped.call(definition, state, move);
    },
  });
  return {
    get calls() {
      return calls;
    },
    restore: () => Object.defineProperty(definition, 'outcome', original),
  };
}

describe("a move's outcome is worked out once", () => {
  it('covers every game of the registry and each variant', () => {
    const engines = new Set(CASES.map((c) => c.engine));
    for (const game of GAMES) {
      for (const engine of [game.engine, ...Object.values('variants' in game ? (game.variants ?? {}) : {})]) expect([...engines]).to.include(engine);
    }
  });

  for (const { tag, engine, attrs } of CASES) {
    it(`<${tag}> playing ${engine}: one outcome per move played (event, sentence, sound, animation, move list, render)`, async () => {
      const wrapper = await fixture(html`<boardlets-settings sound></boardlets-settings>`);
      const el = document.createElement(tag) as Game;
      for (const [name, value] of Object.entries({ ...attrs, seed: `once:${engine}` })) el.setAttribute(name, value);
      wrapper.append(el);
      await el.updateComplete;
      const { definition } = internals(el);
      expect(definition.id).to.equal(engine);
      const counter = countOutcomes(definition);
      try {
        const moves = record(el, ['move']);
        const rng = createRng(`once:${engine}`);
        let played = 0;
        for (let ply = 0; ply < 12 && !internals(el).liveSession.status.over; ply++) {
          const legal = definition.legalMoves(internals(el).liveSession.state);
          expect(internals(el).playMove(legal[Math.floor(rng.next() * legal.length)], 'user')).to.equal(true);
          played++;
          await el.updateComplete;
          expect(el.moveList.length).to.equal(played);
          expect(counter.calls, `outcome calls after ${played} moves`).to.equal(played);
        }
        expect(moves.length).to.equal(played);
        expect(played).to.be.above(0);
        // Undo and redo bring back the same entries: their outcomes are not worked out again.
        expect(el.undo()).to.equal(true);
        await el.updateComplete;
        expect(el.redo()).to.equal(true);
        await el.updateComplete;
        expect(el.moveList.length).to.be.above(0);
        expect(counter.calls, 'after undo, redo and renders').to.equal(played);
      } finally {
        counter.restore();
        el.remove();
      }
    });
  }
});
