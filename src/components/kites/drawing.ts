/**
 * What `<kites-board>` draws of a board's geometry (the SVG's numbers, the
 * kites' polygons), which kites it marks (the last turn) and how a move is
 * animated: functions of the engine's geometry, state and history, no
 * element state here.
 */
import type { KiteCell, KitesGeometry } from '../../games/kites/geometry.js';
import type { HistoryEntry } from '../../engine/session.js';
import type { KitesMove } from '../../games/kites/rules.js';

export const num = (v: number): string => String(Math.round(v * 10000) / 10000);

/** What the SVG needs of a board's geometry, worked out once per size. */
export interface Drawing {
  readonly viewBox: string;
  readonly hexagon: string;
  /** Each kite's polygon `points`. */
  readonly kites: readonly string[];
  /** Each kite's polygon shrunk towards its centroid (the last-move ring). */
  readonly inner: readonly string[];
  /** The kite the cursor starts on: the one nearest the centre. */
  readonly centre: number;
}

const drawings = new WeakMap<KitesGeometry, Drawing>();

export function drawingOf(g: KitesGeometry): Drawing {
  let d = drawings.get(g);
  if (d) return d;
  const pad = 0.06;
  const shrink = ({ polygon, centroid }: KiteCell, k: number): string =>
    polygon.map((p) => `${num(centroid.x + (p.x - centroid.x) * k)},${num(centroid.y + (p.y - centroid.y) * k)}`).join(' ');
  let centre = 0;
  for (const c of g.cells) if (Math.hypot(c.centroid.x, c.centroid.y) < Math.hypot(g.cells[centre]!.centroid.x, g.cells[centre]!.centroid.y) - 1e-9) centre = c.index;
  d = {
    viewBox: [-g.width / 2 - pad, -g.height / 2 - pad, g.width + 2 * pad, g.height + 2 * pad].map(num).join(' '),
    hexagon: g.hexagon.map((p) => `${num(p.x)},${num(p.y)}`).join(' '),
    kites: g.cells.map((c) => shrink(c, 1)),
    inner: g.cells.map((c) => shrink(c, 0.62)),
    centre,
  };
  drawings.set(g, d);
  return d;
}

/** The kites of the last turn: the last move and the extra moves before it by the same player. */
export function lastTurnOf(history: readonly HistoryEntry<KitesMove>[]): number[] {
  const player = history.at(-1)?.player;
  const cells: number[] = [];
  for (let i = history.length - 1; i >= 0 && history[i]!.player === player; i--) cells.push(history[i]!.move.cell);
  return cells;
}

/** How long a completed configuration glows (ms). */
const GLOW_MS = 900;

/** After a move: the kite settles in and the configurations it completed glow (not under reduced motion: the element runs it through its MotionController). */
export function animateEffects(root: ParentNode, effects: { readonly cell: number }): void {
  root.querySelector(`.kite[data-index="${effects.cell}"]`)?.animate([{ transform: 'scale(0.55)', opacity: 0.4 }, { transform: 'none', opacity: 1 }], {
    duration: 220,
    easing: 'ease-out',
  });
  root.querySelectorAll('.glow').forEach((glow, k) => {
    glow.animate([{ opacity: 0 }, { opacity: 1, offset: 0.3 }, { opacity: 0 }], { duration: GLOW_MS, delay: 120 + 90 * k, easing: 'ease-in-out' });
  });
}
