import { FLY_MARGIN_MS, MotionController, type MotionHost } from '../../base/controllers/motion.js';
import type { BoardletsSettings } from '../../base/settings-context.js';
import { COLOUR_NAMES, overSquare, type StainedGlassMove, type StainedGlassState } from '../../games/stained-glass/rules.js';
import { tileOf } from './tile-input.js';

/** The moving tile's hop (ms). */
const HOP_MS = 240;
/** A square's colour change (ms). */
const TINT_MS = 220;

/** The page's forced-colours query, made once (its `matches` follows the setting). */
let forcedQuery: MediaQueryList | null = null;
const forcedColours = (): MediaQueryList => (forcedQuery ??= matchMedia('(forced-colors: active)'));

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
    // The colours to fade from are the squares' colours before the move, from
    // the state (the fade names the colour's custom property, resolved by the
    // animation itself): nothing is read from the page here, so a click forces
    // no style recalculation or layout (the last hop's fades may still run).
    const before = animate ? [over, move.to].map((i) => state.cells[i]!) : [];
    const hop = animate && !dropped();
    if (animate) this.#motion.after(() => this.#animateEffects(move, over, before, hop), () => this.#landed(move.from));
    else this.#motion.clear();
    this.#flight = hop ? { from: move.from, colour: state.cells[move.from]! } : null;
  }

  /** Drops the animation to come (and the tile on its way). */
  clear(): void {
    this.#motion.clear();
    this.#flight = null;
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
  #animateEffects(move: StainedGlassMove, over: number, before: readonly number[], hop: boolean): void {
    if (hop) this.#fly(move);
    else this.#landed(move.from);
    const start = hop ? HOP_MS : 0;
    // The glyphs are drawn with the glyphs setting (the grid's class) or in forced colours: else fading them is work for nothing.
    const glyphs = !!this.#cell(move.to)?.closest('.grid')?.classList.contains('glyphs') || forcedColours().matches;
    [over, move.to].forEach((index, k) => {
      const tile = tileOf(this.#cell(index));
      const from = COLOUR_NAMES[before[k]!];
      if (!tile || !from) return;
      const timing: KeyframeAnimationOptions = { duration: TINT_MS, delay: k === 0 ? start / 2 : start, easing: 'ease-out', fill: 'backwards' };
      // One keyframe, at the start (offset 0: a lone keyframe is otherwise the end):
      // the fade starts from the old colour's custom property (or the tile's --_tint,
      // which forced colours set) and ends on the tile's own colour.
      tile.animate([{ backgroundColor: `var(--_tint, var(--_sg-${from}))`, offset: 0 }], timing);
      if (glyphs) tile.querySelector('.glyph')?.animate([{ opacity: 0 }, { opacity: 1 }], timing);
    });
  }

  /**
   * The hop itself: its distance is measured in the next animation frame, where
   * the browser lays the page out for that frame anyway (measured right after the
   * render, it forced a layout inside the click). The fades, made now, start in
   * that same frame. A page hidden before then runs no frame: the tile lands
   * after the hop's time and margin.
   */
  #fly(move: StainedGlassMove): void {
    let flown = false;
    const fallback = setTimeout(() => {
      flown = true;
      this.#landed(move.from);
    }, HOP_MS + FLY_MARGIN_MS);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      if (flown || this.#flight?.from !== move.from) return;
      flown = true;
      const from = this.#cell(move.from);
      const flyer = from?.querySelector<HTMLElement>('.flyer');
      const hop = this.#motion.distance(from, this.#cell(move.to));
      if (flyer && hop) void this.#motion.fly(flyer, { ...hop, duration: HOP_MS, lift: 1.18 }, { onLanded: () => this.#landed(move.from) });
      else this.#landed(move.from);
    });
  }
}
