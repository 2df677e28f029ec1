import { MotionController, type MotionHost } from '../../base/controllers/motion.js';
import type { BoardletsSettings } from '../../base/settings-context.js';
import { overSquare, type StainedGlassMove, type StainedGlassState } from '../../games/stained-glass/rules.js';
import { tileOf } from './tile-input.js';

/** The moving tile's hop (ms). */
const HOP_MS = 240;
/** A square's colour change (ms). */
const TINT_MS = 220;

/** The element: a Lit host, whose render root holds the cells (elements with `data-index`). */
export type HopMotionHost = MotionHost & { readonly hasUpdated: boolean; readonly renderRoot: HTMLElement | DocumentFragment };

/**
 * A move's animation on `<stained-glass-board>`: the tile hops across (unless
 * it was dropped there), then the jumped and landing squares fade to their
 * new colours. None with reduced motion (see {@link MotionController}).
 */
export class HopMotion {
  readonly #host: HopMotionHost;
  readonly #motion: MotionController;
  /** The moving tile on its way: its square and colour. */
  #flight: { readonly from: number; readonly colour: number } | null = null;

  constructor(host: HopMotionHost, settings: () => BoardletsSettings) {
    this.#host = host;
    this.#motion = new MotionController(host, settings);
  }

  /** The moving tile on its way, drawn on its square until it has landed. */
  get flight(): { readonly from: number; readonly colour: number } | null {
    return this.#flight;
  }

  /**
   * Just before `move` is played on `state`: reads what the animation needs
   * and has it run after the render. `dropped`: the tile was dragged there
   * (it does not hop).
   */
  start(state: StainedGlassState, move: StainedGlassMove, dropped: () => boolean): void {
    const over = overSquare(state, move.from, move.to);
    const animate = this.#host.hasUpdated && this.#motion.enabled && over >= 0;
    // The colours as drawn now, to fade from after the move, and the hop's
    // distance: read while the page's layout is still clean, so the render after
    // the move forces no layout. A listener that changes the game drops them.
    const before = animate ? [move.from, over, move.to].map((i) => this.#tileColour(i)) : [];
    const hop = animate && !dropped() ? this.#motion.distance(this.#cell(move.from), this.#cell(move.to)) : null;
    if (animate) this.#motion.after(() => this.#animateEffects(move, over, before, hop), () => this.#landed(move.from));
    else this.#motion.clear();
    this.#flight = hop ? { from: move.from, colour: state.cells[move.from]! } : null;
  }

  /** Drops the animation to come (and the tile on its way). */
  clear(): void {
    this.#motion.clear();
    this.#flight = null;
  }

  #tileColour(index: number): string {
    const tile = tileOf(this.#cell(index));
    return tile ? getComputedStyle(tile).backgroundColor : '';
  }

  #cell(index: number): HTMLElement | null {
    return this.#host.renderRoot.querySelector<HTMLElement>(`[data-index="${index}"]`);
  }

  /** The hopping tile has landed (or will not hop): it is drawn on its new square only. */
  #landed(from: number): void {
    if (this.#flight?.from !== from) return;
    this.#flight = null;
    this.#host.requestUpdate();
  }

  /** After a move: the tile hops across, then the jumped and landing squares change colour. */
  #animateEffects(move: StainedGlassMove, over: number, before: readonly string[], hop: { dx: number; dy: number } | null): void {
    const flyer = this.#cell(move.from)?.querySelector<HTMLElement>('.flyer');
    const start = hop ? HOP_MS : 0;
    // The flight is waited for at most a little longer than it lasts: a hidden page runs no animations.
    if (flyer && hop) void this.#motion.fly(flyer, { ...hop, duration: HOP_MS, lift: 1.18 }, { onLanded: () => this.#landed(move.from) });
    else this.#landed(move.from);
    [over, move.to].forEach((index, k) => {
      const tile = tileOf(this.#cell(index));
      const from = before[k + 1];
      if (!tile || !from) return;
      const timing: KeyframeAnimationOptions = { duration: TINT_MS, delay: k === 0 ? start / 2 : start, easing: 'ease-out', fill: 'backwards' };
      // One keyframe: the fade ends on the tile's own colour, with no style read here.
      tile.animate([{ backgroundColor: from }], timing);
      tile.querySelector('.glyph')?.animate([{ opacity: 0 }, { opacity: 1 }], timing);
    });
  }
}
