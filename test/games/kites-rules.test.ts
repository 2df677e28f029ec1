import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { DecodeError } from '../../src/engine/game.js';
import { createRng } from '../../src/engine/rng.js';
import { Session } from '../../src/engine/session.js';
import {
  apply,
  boardPoints,
  colourAt,
  configurationsOneShort,
  isLegal,
  kites,
  kitesGeometry,
  legalMoves,
  moveEffects,
  nextColour,
  setup,
  status,
  type KitesState,
} from '../../src/games/kites/index.js';

const [RED, YELLOW, GREEN, CYAN, BLUE, VIOLET] = [0, 1, 2, 3, 4, 5] as const;

interface Spec {
  size?: number;
  colors?: number;
  players?: number;
  toMove?: number;
  /** Cells and the colour index on each. */
  set: readonly (readonly [number, number])[];
  /** Colour index of the next piece. */
  next: number;
  /** More cells whose surroundings the padding must leave alone (the cells to play). */
  clear?: readonly number[];
}

/**
 * A legal-looking position: the given colours, plus "padding" pieces far away (sharing no corner with any
 * given or cleared cell, so they touch none of their configurations or sides) so that the colour counts
 * match the cyclic order with `next` to come. Player 0 holds all the points the board implies. Goes
 * through encodeState/decodeState, so the decoder must accept it.
 */
function build(spec: Spec): KitesState {
  const size = spec.size ?? 3, colors = spec.colors ?? 6, players = spec.players ?? 2;
  const g = kitesGeometry(size);
  const cells = new Uint8Array(g.cells.length);
  const have = new Array<number>(colors).fill(0);
  for (const [c, colour] of spec.set) {
    expect(cells[c], `cell ${c} set twice`).to.equal(0);
    cells[c] = colour + 1;
    have[colour]!++;
  }
  // With `next` to come after q full cycles, colour c has been placed q + (c < next ? 1 : 0) times.
  const want = (q: number, c: number) => q + (c < spec.next ? 1 : 0);
  let q = 0;
  while (have.some((h, c) => h > want(q, c))) q++;
  const near = new Set<number>();
  for (const f of [...spec.set.map(([c]) => c), ...(spec.clear ?? [])]) for (const p of g.cells[f]!.points) near.add(p);
  const free = g.cells.filter((c) => cells[c.index] === 0 && c.points.every((p) => !near.has(p))).map((c) => c.index).reverse();
  for (let c = 0; c < colors; c++) {
    for (let k = have[c]!; k < want(q, c); k++) cells[free.shift()!] = c + 1;
  }
  const placed = cells.filter((c) => c > 0).length;
  const blank: KitesState = { size, colors, players, cells, placed, toMove: spec.toMove ?? 0, scores: new Array<number>(players).fill(0) };
  const scores = blank.scores.map((_, p) => (p === 0 ? boardPoints(blank) : 0));
  const state = kites.decodeState(kites.encodeState({ ...blank, scores }));
  expect(nextColour(state)).to.equal(spec.next);
  return state;
}

/** A kite's surroundings on the board. */
function around(size: number, cell: number) {
  const g = kitesGeometry(size);
  const k = g.cells[cell]!;
  const others = (p: number) => g.points[p]!.cells.filter((c) => c !== cell);
  const wheel = others(k.points[0]);
  const triangle = others(k.points[2]);
  const quartet = (p: number) => {
    const q = others(p);
    return {
      point: p,
      /** The kite at the same tip, across a long edge. */
      beside: q.find((c) => wheel.includes(c))!,
      /** The kite of the same triangle, across a short edge. */
      sibling: q.find((c) => triangle.includes(c))!,
      /** The kite touching only at the point. */
      opposite: q.find((c) => !wheel.includes(c) && !triangle.includes(c))!,
    };
  };
  return { tip: k.points[0], obtuse: k.points[2], wheel, triangle, q1: quartet(k.points[1]), q2: quartet(k.points[3]), neighbours: k.neighbours };
}

/** An empty cell whose corners touch no filled kite (nor any corner of the `avoid` cells): a move with no effect. */
function quietCell(state: KitesState, avoid: readonly number[] = []): number {
  const g = kitesGeometry(state.size);
  const near = new Set(avoid.flatMap((c) => g.cells[c]!.points));
  const cell = g.cells.find(
    (c) => state.cells[c.index] === 0 && c.points.every((p) => !near.has(p) && g.points[p]!.cells.every((d) => state.cells[d] === 0)),
  );
  expect(cell, 'a quiet cell').to.not.equal(undefined);
  return cell!.index;
}

const G3 = kitesGeometry(3);
const CENTRE = G3.points.find((p) => p.type === 'wheel' && Math.abs(p.x) < 1e-9 && Math.abs(p.y) < 1e-9)!;
/** A kite of the central wheel of the size-3 board: all its configurations are inside the board. */
const L = CENTRE.cells[0]!;
const A = around(3, L);
const HALF = G3.points.filter((p) => p.type === 'half-wheel');
const H1 = HALF[0]!;
const H1L = H1.cells[0]!;
const H1others = H1.cells.filter((c) => c !== H1L);

describe('games/kites rules', () => {
  it('sets up an empty board from options and rejects options out of range', () => {
    const s = setup({}, createRng('x'));
    expect([s.size, s.colors, s.players, s.placed, s.toMove, s.cells.length]).to.deep.equal([2, 6, 2, 0, 0, 72]);
    expect(s.scores).to.deep.equal([0, 0]);
    expect(kites.encodeState(s)).to.equal(`2620${'0'.repeat(36)}_0_0_0`);
    const t = setup({ size: 5, colors: 3, players: 4 }, createRng('x'));
    expect([t.cells.length, t.colors, t.scores.length]).to.deep.equal([450, 3, 4]);
    expect(kites.players(t)).to.equal(4);
    expect(status(t)).to.deep.equal({ over: false, toMove: 0 });
    const bad: [object, RegExp][] = [
      [{ size: 0 }, /size must be a whole number from 1 to 5, got 0/],
      [{ size: 6 }, /size/],
      [{ size: 2.5 }, /size/],
      [{ colors: 2 }, /colors must be a whole number from 3 to 6/],
      [{ colors: 7 }, /colors/],
      [{ players: 1 }, /players must be a whole number from 2 to 4/],
      [{ players: 5 }, /players/],
      [{ players: '3' }, /players/],
    ];
    for (const [options, message] of bad) expect(() => setup(options, createRng('x')), JSON.stringify(options)).to.throw(RangeError, message);
  });

  it('places the colours in the cyclic order whoever moves, with 6 or 3 colours', () => {
    for (const colors of [6, 3]) {
      let s = setup({ colors, players: 3 }, createRng('x'));
      const placed: number[] = [];
      for (let i = 0; i < 8; i++) {
        const cell = quietCell(s);
        expect(moveEffects(s, cell).colour).to.equal(nextColour(s));
        s = apply(s, { cell });
        placed.push(colourAt(s, cell));
      }
      expect(placed).to.deep.equal(colors === 6 ? [RED, YELLOW, GREEN, CYAN, BLUE, VIOLET, RED, YELLOW] : [0, 1, 2, 0, 1, 2, 0, 1]);
      expect(s.placed).to.equal(8);
    }
  });

  it('completes a wheel with any colours: a point and another move', () => {
    // Five yellow kites around the centre; red completes the wheel. Its neighbours are yellow: no penalty.
    const s = build({ set: A.wheel.map((c) => [c, YELLOW] as const), next: RED, clear: [L] });
    expect(configurationsOneShort(s)).to.deep.include({ type: 'wheel', point: CENTRE.index, cell: L, completesWithNext: true });
    const e = moveEffects(s, L);
    expect(e).to.deep.equal({
      cell: L,
      colour: RED,
      completed: [{ type: 'wheel', point: CENTRE.index }],
      spoiled: [],
      gained: 1,
      sameColour: [],
      penalty: 0,
      points: 1,
      replay: true,
    });
    const t = apply(s, { cell: L });
    expect(t.toMove).to.equal(0);
    expect(t.scores).to.deep.equal([s.scores[0]! + 1, 0]);
    expect([t.placed, nextColour(t), colourAt(t, L)]).to.deep.equal([s.placed + 1, YELLOW, RED]);
  });

  it('gives no extra move for a wheel completed beside a kite of the same colour, and costs the point back', () => {
    const set = A.wheel.map((c) => [c, c === A.q1.beside ? RED : YELLOW] as const);
    const s = build({ set, next: RED, clear: [L] });
    const e = moveEffects(s, L);
    expect(e.completed).to.deep.equal([{ type: 'wheel', point: CENTRE.index }]);
    expect([e.gained, e.penalty, e.points, e.replay]).to.deep.equal([1, 1, 0, false]);
    expect(e.sameColour).to.deep.equal([A.q1.beside]);
    const t = apply(s, { cell: L });
    expect([t.toMove, t.scores[0]]).to.deep.equal([1, s.scores[0]]);
  });

  it('completes a half-wheel with three colours: no point, another move; repeated colours give nothing', () => {
    expect(H1.cells.length).to.equal(3);
    const s = build({ set: [[H1others[0]!, YELLOW], [H1others[1]!, GREEN]], next: RED, clear: [H1L] });
    const e = moveEffects(s, H1L);
    expect(e.completed).to.deep.equal([{ type: 'half-wheel', point: H1.index }]);
    expect([e.gained, e.penalty, e.points, e.replay]).to.deep.equal([0, 0, 0, true]);
    const t = apply(s, { cell: H1L });
    expect([t.toMove, t.scores[0], t.scores[1]]).to.deep.equal([0, s.scores[0], 0]);

    // Yellow, yellow and red: not a half-wheel, so the turn passes.
    const r = build({ set: [[H1others[0]!, YELLOW], [H1others[1]!, YELLOW]], next: RED, clear: [H1L] });
    expect(configurationsOneShort(r)).to.deep.include({ type: 'half-wheel', point: H1.index, cell: H1L, completesWithNext: false });
    const f = moveEffects(r, H1L);
    expect(f.completed).to.deep.equal([]);
    expect(f.spoiled).to.deep.equal([{ type: 'half-wheel', point: H1.index }]);
    expect([f.points, f.replay]).to.deep.equal([0, false]);
    expect(apply(r, { cell: H1L }).toMove).to.equal(1);
  });

  it('gives no extra move for a half-wheel completed together with a triangle, or beside its own colour', () => {
    const h = around(3, H1L);
    expect(h.wheel).to.have.members(H1others);
    const withTriangle = build({
      set: [[H1others[0]!, YELLOW], [H1others[1]!, GREEN], [h.triangle[0]!, CYAN], [h.triangle[1]!, BLUE]],
      next: RED,
      clear: [H1L],
    });
    const e = moveEffects(withTriangle, H1L);
    expect(e.completed).to.have.deep.members([{ type: 'half-wheel', point: H1.index }, { type: 'triangle', point: h.obtuse }]);
    expect([e.gained, e.points, e.replay]).to.deep.equal([1, 1, false]);
    const t = apply(withTriangle, { cell: H1L });
    expect([t.toMove, t.scores[0]]).to.deep.equal([1, withTriangle.scores[0]! + 1]);

    const beside = build({ set: [[H1others[0]!, YELLOW], [H1others[1]!, GREEN], [h.triangle[0]!, RED]], next: RED, clear: [H1L] });
    const f = moveEffects(beside, H1L);
    expect(f.completed).to.deep.equal([{ type: 'half-wheel', point: H1.index }]);
    expect([f.gained, f.penalty, f.points, f.replay]).to.deep.equal([0, 1, -1, false]);
    expect(f.sameColour).to.deep.equal([h.triangle[0]]);
    const u = apply(beside, { cell: H1L });
    expect([u.toMove, u.scores[0]]).to.deep.equal([1, beside.scores[0]! - 1]);
  });

  it('scores a triangle only in three different colours', () => {
    const [s1, s2] = A.triangle as [number, number];
    const good = moveEffects(build({ set: [[s1, YELLOW], [s2, GREEN]], next: RED, clear: [L] }), L);
    expect(good.completed).to.deep.equal([{ type: 'triangle', point: A.obtuse }]);
    expect([good.gained, good.points, good.replay]).to.deep.equal([1, 1, false]);
    // Two yellows and a red: filled, but not a triangle of the game.
    const twice = moveEffects(build({ set: [[s1, YELLOW], [s2, YELLOW]], next: RED, clear: [L] }), L);
    expect(twice.completed).to.deep.equal([]);
    expect(twice.spoiled).to.deep.equal([{ type: 'triangle', point: A.obtuse }]);
    expect([twice.gained, twice.penalty, twice.points]).to.deep.equal([0, 0, 0]);
    // Red, yellow and the red placed beside the red: no point, and one lost.
    const own = moveEffects(build({ set: [[s1, RED], [s2, YELLOW]], next: RED, clear: [L] }), L);
    expect(own.spoiled).to.deep.equal([{ type: 'triangle', point: A.obtuse }]);
    expect([own.gained, own.penalty, own.points]).to.deep.equal([0, 1, -1]);
  });

  it('scores a quartet only in four different colours; the opposite kite is not side by side', () => {
    const q = A.q1;
    expect(G3.points[q.point]!.type).to.equal('quartet');
    const good = moveEffects(build({ set: [[q.beside, YELLOW], [q.sibling, GREEN], [q.opposite, CYAN]], next: RED, clear: [L] }), L);
    expect(good.completed).to.deep.equal([{ type: 'quartet', point: q.point }]);
    expect([good.gained, good.points, good.replay]).to.deep.equal([1, 1, false]);
    // The kite opposite (meeting only at the point) is red too: no quartet, but no penalty either.
    expect(G3.cells[L]!.neighbours).to.not.include(q.opposite);
    const repeat = moveEffects(build({ set: [[q.beside, YELLOW], [q.sibling, GREEN], [q.opposite, RED]], next: RED, clear: [L] }), L);
    expect(repeat.completed).to.deep.equal([]);
    expect(repeat.spoiled).to.deep.equal([{ type: 'quartet', point: q.point }]);
    expect([repeat.gained, repeat.penalty, repeat.points]).to.deep.equal([0, 0, 0]);
  });

  it('costs a point for each same-coloured kite side by side', () => {
    expect(A.neighbours.length).to.equal(4);
    const two = moveEffects(build({ set: [[A.q1.beside, RED], [A.q2.beside, RED]], next: RED, clear: [L] }), L);
    expect([two.penalty, two.points, two.completed.length, two.spoiled.length]).to.deep.equal([2, -2, 0, 0]);
    expect(two.sameColour).to.have.members([A.q1.beside, A.q2.beside]);
    // All four neighbours red (this also fills the triangle, in one colour): four points lost.
    const s = build({ set: A.neighbours.map((c) => [c, RED] as const), next: RED, clear: [L] });
    const four = moveEffects(s, L);
    expect([four.penalty, four.gained, four.points]).to.deep.equal([4, 0, -4]);
    expect(four.sameColour).to.deep.equal([...A.neighbours]);
    expect(four.spoiled).to.deep.equal([{ type: 'triangle', point: A.obtuse }]);
    const t = apply(s, { cell: L });
    expect(t.scores[0]).to.equal(s.scores[0]! - 4);
    expect(t.toMove).to.equal(1);
  });

  it('scores every configuration one move completes: a wheel, two quartets and a triangle make four', () => {
    const { q1, q2 } = A;
    const rest = A.wheel.filter((c) => c !== q1.beside && c !== q2.beside);
    const s = build({
      set: [
        [q1.beside, YELLOW], [q1.sibling, GREEN], [q1.opposite, CYAN],
        [q2.beside, BLUE], [q2.sibling, VIOLET], [q2.opposite, YELLOW],
        // The rest of the wheel in any colours, red included (not beside the cell played).
        ...rest.map((c) => [c, RED] as const),
      ],
      next: RED,
      clear: [L],
    });
    const e = moveEffects(s, L);
    expect(e.completed).to.have.deep.members([
      { type: 'wheel', point: CENTRE.index },
      { type: 'quartet', point: q1.point },
      { type: 'quartet', point: q2.point },
      { type: 'triangle', point: A.obtuse },
    ]);
    // Quartets and a triangle were completed: no extra move despite the wheel.
    expect([e.gained, e.penalty, e.points, e.replay]).to.deep.equal([4, 0, 4, false]);
    const t = apply(s, { cell: L });
    expect([t.toMove, t.scores[0]! - s.scores[0]!]).to.deep.equal([1, 4]);
  });

  it('chains extra moves, and undo restores the player, scores and next colour exactly', () => {
    // Red completes the central wheel (a point, move again), yellow completes a half-wheel (move again),
    // then a quiet move passes the turn.
    const s = build({
      set: [...A.wheel.map((c) => [c, YELLOW] as const), [H1others[0]!, RED], [H1others[1]!, GREEN]],
      next: RED,
      clear: [L, H1L],
    });
    const session = new Session(kites, s);
    const seen = [kites.encodeState(session.state)];
    session.play({ cell: L });
    expect([session.toMove, session.state.scores[0]! - s.scores[0]!, nextColour(session.state)]).to.deep.equal([0, 1, YELLOW]);
    seen.push(kites.encodeState(session.state));
    const e = moveEffects(session.state, H1L);
    expect([e.colour, e.replay, e.points]).to.deep.equal([YELLOW, true, 0]);
    session.play({ cell: H1L });
    expect([session.toMove, nextColour(session.state)]).to.deep.equal([0, GREEN]);
    seen.push(kites.encodeState(session.state));
    session.play({ cell: quietCell(session.state) });
    expect([session.toMove, nextColour(session.state)]).to.deep.equal([1, CYAN]);
    seen.push(kites.encodeState(session.state));
    session.play({ cell: quietCell(session.state) });
    expect(session.toMove).to.equal(0);
    expect(session.history.map((h) => h.player)).to.deep.equal([0, 0, 0, 1]);
    // Undo all the way back, checking every state on the way.
    for (let i = seen.length - 1; i >= 0; i--) {
      session.undo();
      const here = session.state;
      const was = kites.decodeState(seen[i]!);
      expect(kites.encodeState(here)).to.equal(seen[i]);
      expect([here.toMove, nextColour(here), here.placed, ...here.scores]).to.deep.equal([was.toMove, nextColour(was), was.placed, ...was.scores]);
    }
    expect(session.ply).to.equal(0);
    expect(session.state).to.equal(s);
    // Save and restore keep the undone moves for redo.
    const back = Session.restore(kites, session.save());
    expect(back.save()).to.equal(session.save());
    back.redo();
    back.redo();
    expect(kites.encodeState(back.state)).to.equal(seen[2]);
  });

  it('keeps the turn order of three players through an extra move', () => {
    // Player 0 plays red somewhere quiet; player 1's yellow completes a half-wheel and moves again.
    const s = build({ players: 3, set: [[H1others[0]!, RED], [H1others[1]!, GREEN]], next: RED, clear: [H1L] });
    const session = new Session(kites, s);
    const order = [session.toMove];
    session.play({ cell: quietCell(session.state, [H1L]) });
    order.push(session.toMove);
    session.play({ cell: H1L });
    order.push(session.toMove);
    session.play({ cell: quietCell(session.state) });
    order.push(session.toMove);
    session.play({ cell: quietCell(session.state) });
    order.push(session.toMove);
    expect(order).to.deep.equal([0, 1, 1, 2, 0]);
    expect(session.history.map((h) => h.player)).to.deep.equal([0, 1, 1, 2]);
  });

  it('gives the extra move for a wheel that also fills a triangle in repeated colours (a spoiled triangle is not completed)', () => {
    // The wheel's other kites yellow; the triangle's two others yellow too. Red completes the wheel and fills the triangle
    // (yellow, yellow, red): not a triangle of the game, so it neither scores nor takes the extra move away.
    const [s1, s2] = A.triangle as [number, number];
    const s = build({ set: [...A.wheel.map((c) => [c, YELLOW] as const), [s1, YELLOW], [s2, YELLOW]], next: RED, clear: [L] });
    const e = moveEffects(s, L);
    expect(e.completed).to.deep.equal([{ type: 'wheel', point: CENTRE.index }]);
    expect(e.spoiled).to.deep.equal([{ type: 'triangle', point: A.obtuse }]);
    expect([e.gained, e.penalty, e.points, e.replay]).to.deep.equal([1, 0, 1, true]);
    expect(apply(s, { cell: L }).toMove).to.equal(0);
  });

  it('passes the turn from the last player back to the first after an extra move, with four players', () => {
    const s = build({ players: 4, toMove: 3, set: [[H1others[0]!, YELLOW], [H1others[1]!, GREEN]], next: RED, clear: [H1L] });
    const session = new Session(kites, s);
    session.play({ cell: H1L });
    expect(session.toMove, 'player 4 moves again').to.equal(3);
    session.play({ cell: quietCell(session.state) });
    expect(session.toMove, 'then player 1').to.equal(0);
    session.play({ cell: quietCell(session.state) });
    expect(session.toMove).to.equal(1);
    expect(session.history.map((h) => h.player)).to.deep.equal([3, 3, 0]);
  });

  it('ends the game when the last kite earns an extra move: nobody moves again', () => {
    // Random games on the smallest board until the last kite placed is one that would earn an extra move.
    let found = 0;
    for (let seed = 0; seed < 400 && found < 3; seed++) {
      const rng = createRng(`last-replay-${seed}`);
      let state = setup({ size: 1, players: 2 + (seed % 3) }, rng);
      while (state.placed < state.cells.length - 1) state = apply(state, rng.pick(legalMoves(state)));
      const [last] = legalMoves(state);
      if (!moveEffects(state, last!.cell).replay) continue;
      found++;
      const session = new Session(kites, state);
      session.play(last!);
      const end = session.status;
      expect(end.over).to.equal(true);
      expect(legalMoves(session.state)).to.deep.equal([]);
      const top = Math.max(...session.state.scores);
      const leaders = session.state.scores.flatMap((v, p) => (v === top ? [p] : []));
      expect(end.over && end.winners).to.deep.equal(leaders.length === session.state.players ? [] : leaders);
      expect(() => session.play(last!)).to.throw(/over/);
    }
    expect(found, 'games whose last kite earns an extra move').to.equal(3);
  });

  it('with three colours a quartet needs the three colours (one repeat); a triangle still needs three', () => {
    const [s1, s2] = A.triangle as [number, number];
    const tri = moveEffects(build({ colors: 3, set: [[s1, YELLOW], [s2, GREEN]], next: RED, clear: [L] }), L);
    expect(tri.completed).to.deep.equal([{ type: 'triangle', point: A.obtuse }]);
    const spoiledTri = moveEffects(build({ colors: 3, set: [[s1, YELLOW], [s2, RED]], next: RED, clear: [L] }), L);
    expect(spoiledTri.completed).to.deep.equal([]);
    const q = A.q1;
    const quartet = moveEffects(build({ colors: 3, set: [[q.beside, YELLOW], [q.sibling, GREEN], [q.opposite, YELLOW]], next: RED, clear: [L] }), L);
    expect(quartet.completed).to.deep.equal([{ type: 'quartet', point: q.point }]);
    expect(quartet.gained).to.equal(1);
    const twoColours = moveEffects(build({ colors: 3, set: [[q.beside, YELLOW], [q.sibling, RED], [q.opposite, YELLOW]], next: RED, clear: [L] }), L);
    expect(twoColours.spoiled).to.deep.equal([{ type: 'quartet', point: q.point }]);
  });

  it('ends when the board is full: the top score wins, all equal is a draw, some equal at the top share the win', () => {
    const session = Session.start(kites, { size: 1 }, 'end');
    const rng = createRng('end-moves');
    while (session.state.placed < 17) {
      expect(session.status.over).to.equal(false);
      session.play(rng.pick(legalMoves(session.state)));
    }
    const before = session.state;
    expect(legalMoves(before).length).to.equal(1);
    expect(status(before)).to.deep.equal({ over: false, toMove: before.toMove });
    session.play(legalMoves(before)[0]!);
    const full = session.state;
    expect(legalMoves(full)).to.deep.equal([]);
    for (let c = 0; c < 18; c++) expect(isLegal(full, { cell: c })).to.equal(false);
    expect(session.status.over).to.equal(true);
    const [a, b] = full.scores as [number, number];
    expect(session.status).to.deep.equal(a === b ? { over: true, winners: [], reason: 'draw' } : { over: true, winners: [a > b ? 0 : 1], reason: 'board-full' });
    expect(() => session.play({ cell: 0 })).to.throw(/over/);

    const scored = (scores: number[]) => status({ ...full, players: scores.length, scores });
    expect(scored([3, 1])).to.deep.equal({ over: true, winners: [0], reason: 'board-full' });
    expect(scored([-1, 0])).to.deep.equal({ over: true, winners: [1], reason: 'board-full' });
    expect(scored([2, 2])).to.deep.equal({ over: true, winners: [], reason: 'draw' });
    expect(scored([1, 4, 2])).to.deep.equal({ over: true, winners: [1], reason: 'board-full' });
    expect(scored([1, 4, 4])).to.deep.equal({ over: true, winners: [1, 2], reason: 'shared' });
    expect(scored([3, 3, 3])).to.deep.equal({ over: true, winners: [], reason: 'draw' });
    expect(scored([5, -3, 5, 5])).to.deep.equal({ over: true, winners: [0, 2, 3], reason: 'shared' });
    expect(scored([0, 0, 0, 0])).to.deep.equal({ over: true, winners: [], reason: 'draw' });
    expect(scored([5, 4, 4, -3])).to.deep.equal({ over: true, winners: [0], reason: 'board-full' });
  });

  it('checks moves', () => {
    const s = build({ set: [[L, RED]], next: YELLOW });
    expect(isLegal(s, { cell: L })).to.equal(false);
    for (const cell of [-1, 1.5, 162, NaN]) expect(isLegal(s, { cell }), String(cell)).to.equal(false);
    expect(isLegal(s, { cell: A.triangle[0]! })).to.equal(true);
    expect(legalMoves(s).length).to.equal(162 - s.placed);
    expect(() => moveEffects(s, L)).to.throw(RangeError, /not empty/);
    expect(() => moveEffects(s, 162)).to.throw(RangeError, /no cell 162/);
    expect(kites.encodeMove({ cell: 0 })).to.equal('0');
    expect(kites.encodeMove({ cell: 449 })).to.equal('449');
    expect(kites.decodeMove('17')).to.deep.equal({ cell: 17 });
    for (const bad of ['', '01', '-1', 'a', '1234', '1.5']) expect(() => kites.decodeMove(bad), bad).to.throw(DecodeError, /cell number/);
  });

  it('encodes states URL-safely and rejects malformed ones with a message', () => {
    const empty = `2620${'0'.repeat(36)}`;
    const s = build({ set: A.wheel.map((c) => [c, YELLOW] as const), next: RED, clear: [L] });
    const text = kites.encodeState(s);
    expect(text).to.match(/^[0-9A-Za-z]+(_-?\d+)+$/);
    expect(kites.decodeState(text)).to.deep.equal(s);
    // A position with negative scores.
    const neg = apply(build({ set: A.neighbours.map((c) => [c, RED] as const), next: RED, clear: [L] }), { cell: L });
    expect(kites.encodeState(neg)).to.contain('_-');
    expect(kites.decodeState(kites.encodeState(neg))).to.deep.equal(neg);
    // One red piece on cell 1: the second of the first pair, "01" = 1.
    expect(kites.decodeState(`2621${'1'.padEnd(36, '0')}_1_0_0`).cells[1]).to.equal(1);
    const bad: [string, RegExp][] = [
      ['', /board size, a digit 1-5/],
      [`7620${'0'.repeat(36)}_0_0_0`, /board size, a digit 1-5, got "7"/],
      [`2720${'0'.repeat(36)}_0_0_0`, /number of colours, a digit 3-6/],
      [`2650${'0'.repeat(36)}_0_0_0`, /number of players, a digit 2-4/],
      [`2622${'0'.repeat(36)}_0_0_0`, /player to move, a digit 0-1/],
      [`2620${'0'.repeat(35)}_0_0_0`, /size-2 board needs 36 cell characters, got 35/],
      [`1620${'0'.repeat(36)}_0_0_0`, /size-1 board needs 9 cell characters, got 36/],
      [`2620${'z'.padEnd(36, '0')}_0_0_0`, /cell character 1 "z" is not a pair of cell digits/],
      [`2320${'0U'.padEnd(36, '0')}_2_0_0`, /cell 2 has colour 4, but only colours 1-3/],
      [`${empty}_0_0`, /the pieces placed and 2 scores/],
      [`${empty}_0_0_0_0`, /the pieces placed and 2 scores/],
      [`${empty}`, /the pieces placed and 2 scores/],
      [`${empty}_0_x_0`, /score of player 1 must be a whole number, got "x"/],
      [`${empty}_0_0_01`, /score of player 2 must be a whole number/],
      [`${empty}_0_-0_0`, /score of player 1 must be a whole number/],
      [`${empty}_0_0_`, /score of player 2 must be a whole number/],
      [`${empty}_0_0_0.5`, /only the characters/],
      [`${empty}_1_0_0`, /says 1 pieces were placed, but 0 cells are filled/],
      // A yellow piece first: the cycle starts with red.
      [`2621${'2'.padEnd(36, '0')}_1_0_0`, /there are 1 red, but the board has 0/],
      [`${empty}_0_1_0`, /the scores add up to 1, but the kites on the board give 0 points/],
      [`2620 ${'0'.repeat(36)}_0_0_0`, /only the characters/],
      ['x'.repeat(500), /at most 400 characters/],
    ];
    for (const [t, message] of bad) {
      expect(() => kites.decodeState(t), t).to.throw(DecodeError, message);
    }
    // Scores may be split between the players in any way that adds up.
    expect(kites.decodeState(`${empty}_0_1_-1`).scores).to.deep.equal([1, -1]);
    expect(status(kites.decodeState(`${empty}_0_1_-1`))).to.deep.equal({ over: false, toMove: 0 });
  });

  it('keeps its invariants through random games; encodings, undo/redo and save/restore are exact (property-based)', function () {
    // Many random games in one synchronous run: seconds alone, far more when both cores are busy (it is a guard, not a timing check).
    this.timeout(90_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 2, max: 4 }),
        fc.string(),
        fc.nat(),
        (size, colors, players, seed, undos) => {
          const session = Session.start(kites, { size, colors, players }, seed);
          const rng = createRng(seed);
          const total = 18 * size * size;
          const movePoints = new Array<number>(players).fill(0);
          while (!session.status.over) {
            const s = session.state;
            const moves = legalMoves(s);
            expect(moves.length).to.equal(total - s.placed);
            const { cell } = rng.pick(moves);
            const oneShort = configurationsOneShort(s).filter((o) => o.cell === cell);
            const e = moveEffects(s, cell);
            // The configurations this move fills are exactly those one short at that cell; completed iff
            // configurationsOneShort said the next colour completes them.
            expect([...e.completed, ...e.spoiled].map((c) => c.point).sort((a, b) => a - b)).to.deep.equal(oneShort.map((o) => o.point).sort((a, b) => a - b));
            expect(e.completed.map((c) => c.point).sort((a, b) => a - b)).to.deep.equal(oneShort.filter((o) => o.completesWithNext).map((o) => o.point).sort((a, b) => a - b));
            expect(e.colour).to.equal(s.placed % colors);
            expect(e.points).to.equal(e.gained - e.penalty);
            expect(e.gained).to.equal(e.completed.filter((c) => c.type !== 'half-wheel').length);
            const types = e.completed.map((c) => c.type);
            const replay = (types.includes('wheel') || types.includes('half-wheel')) && !types.includes('triangle') && !types.includes('quartet') && e.penalty === 0;
            expect(e.replay).to.equal(replay);
            const mover = s.toMove;
            movePoints[mover]! += e.points;
            session.play({ cell });
            const t = session.state;
            expect(t.placed).to.equal(s.placed + 1);
            expect(t.cells.filter((c) => c > 0).length).to.equal(t.placed);
            expect(colourAt(t, cell)).to.equal(e.colour);
            expect(t.toMove).to.equal(replay ? mover : (mover + 1) % players);
            expect(t.scores).to.deep.equal(movePoints);
            expect(t.scores.reduce((a, b) => a + b, 0)).to.equal(boardPoints(t));
            expect(session.status.over).to.equal(t.placed === total);
            const text = kites.encodeState(t);
            expect(text).to.match(/^[A-Za-z0-9_-]+$/);
            expect(kites.decodeState(text)).to.deep.equal(t);
          }
          const final = session.state;
          const top = Math.max(...final.scores);
          const leaders = final.scores.flatMap((v, p) => (v === top ? [p] : []));
          const everyone = leaders.length === session.state.players;
          expect(session.status).to.deep.equal(
            leaders.length === 1
              ? { over: true, winners: leaders, reason: 'board-full' }
              : everyone
                ? { over: true, winners: [], reason: 'draw' }
                : { over: true, winners: leaders, reason: 'shared' },
          );
          const saved = session.save();
          expect(Session.restore(kites, saved).save()).to.equal(saved);
          expect(kites.encodeState(Session.restore(kites, saved).state)).to.equal(kites.encodeState(final));
          // Undo some moves, then redo them: the same states.
          const back = undos % (total + 1);
          const states: string[] = [];
          for (let i = 0; i < back; i++) {
            states.push(kites.encodeState(session.state));
            session.undo();
          }
          const restored = Session.restore(kites, session.save());
          expect(kites.encodeState(restored.state)).to.equal(kites.encodeState(session.state));
          for (let i = back - 1; i >= 0; i--) {
            session.redo();
            expect(kites.encodeState(session.state)).to.equal(states[i]);
          }
          return true;
        },
      ),
      { numRuns: 200 },
    );
  });
});
