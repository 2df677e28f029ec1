/** `<infection-board>`'s animations of the pieces after a move, on its rendered squares. */

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
