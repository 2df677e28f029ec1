/** `<infection-board>`'s animations of its rendered pieces: the computer's piece flying, and the effects of a move. */
import type { MotionController } from '../../base/controllers/motion.js';
import type { InfectionMove } from '../../games/infection/rules.js';

/** The computer's piece travels for this long (ms). */
const FLIGHT_MS = 300;

/** Flies the drawn flyer (the computer's piece) from its square to its destination, unless `signal` stops it. */
export async function flyPiece(root: ParentNode, motion: MotionController, move: InfectionMove, signal: AbortSignal): Promise<void> {
  const flyer = root.querySelector<HTMLElement>('.flyer');
  if (signal.aborted || !flyer) return;
  const cell = (i: number): Element | null => root.querySelector(`[data-index="${i}"]`);
  // Cell to cell, measured: the piece is inset within its square, so a percentage of its own box falls short.
  const distance = motion.distance(cell(move.from), cell(move.to));
  if (distance) await motion.fly(flyer, { ...distance, duration: FLIGHT_MS }, { signal });
}

/** After a move: the new piece on `to` pops in and the `converted` ones flip (the caller skips this under reduced motion). */
export function animateEffects(root: ParentNode, to: number, converted: readonly number[]): void {
  const piece = (i: number): HTMLElement | null => root.querySelector<HTMLElement>(`[data-index="${i}"] .piece`);
  piece(to)?.animate([{ transform: 'scale(0.3)', opacity: 0 }, { transform: 'none', opacity: 1 }], {
    duration: 200,
    easing: 'ease-out',
  });
  converted.forEach((i, k) => {
    piece(i)?.animate(
      [{ transform: 'none' }, { transform: 'scale(1.15) rotateY(90deg)', offset: 0.5 }, { transform: 'none' }],
      { duration: 360, delay: 120 + 50 * k, easing: 'ease-in-out' },
    );
  });
}
