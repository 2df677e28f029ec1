import { gateBoardInput, type InputLoader } from '../../base/interaction.js';
import type { ReactiveControllerHost } from 'lit';
import type { KiteInput, KiteInputHooks } from './kite-input.js';

type InputCode = typeof import('./kite-input.js');

/**
 * How the board's input code (kite-input.ts: clicks and taps on the kites,
 * the keys on the board, the cursor's steps) is loaded: one chunk, while the
 * page is idle after the first paint or on the first click or key on the
 * board; once loaded, a game made later builds its input at once. A test
 * may hold `load`, or set `loaded` to start with it.
 * @internal
 */
export const inputLoader: InputLoader<InputCode> = {
  load: () => import('./kite-input.js'),
  loaded: null,
};

/**
 * `<kites-board>`'s one front for a person's moves: until the code has
 * loaded, an InteractionGate (gateBoardInput) holds a click or key on the
 * board, and every input after it, and gives them again in order once it
 * has; the board's listeners hand each event to the code once it is there.
 * The cursor's place in the tab order, the computer's moves and the
 * sentences need none of it.
 */
export class InputSlot {
  #input: KiteInput | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement & { loading(promise: Promise<unknown>): void }, hooks: KiteInputHooks) {
    gateBoardInput(host, inputLoader, 'board', ({ KiteInput }) => (this.#input = new KiteInput(hooks)), 'placing kites is unavailable (the board cannot be played): its code');
  }

  readonly onClick = (event: MouseEvent): void => this.#input?.onClick(event);
  readonly onKeydown = (event: KeyboardEvent): void => this.#input?.onKeydown(event);
}
