import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Session } from '../../engine/session.js';
import type { InfectionMove, InfectionState } from '../../games/infection/rules.js';

/**
 * Ataxx: a person who cannot move (while the other side can) passes at once,
 * after any change (a move, a new game, a restore, undo); the computer passes
 * by itself. A read-only board only shows.
 */
export interface ForcedPassOptions {
  readonly session: () => Session<InfectionState, InfectionMove>;
  readonly isPerson: (player: number) => boolean;
  readonly readonly: () => boolean;
  readonly pass: (move: InfectionMove) => void;
}

export class ForcedPass implements ReactiveController {
  readonly #options: ForcedPassOptions;

  constructor(host: ReactiveControllerHost, options: ForcedPassOptions) {
    this.#options = options;
    host.addController(this);
  }

  /** Whether a person is to move and can only pass. */
  get due(): boolean {
    const session = this.#options.session();
    const next = session.toMove;
    if (next === null || !this.#options.isPerson(next)) return false;
    const moves = session.definition.legalMoves(session.state);
    return moves.length === 1 && moves[0]!.from === -1;
  }

  hostUpdated(): void {
    if (this.#options.readonly() || !this.due) return;
    const state = this.#options.session().state;
    queueMicrotask(() => {
      if (this.#options.session().state !== state || this.#options.readonly() || !this.due) return;
      const [pass] = this.#options.session().definition.legalMoves(state);
      this.#options.pass(pass!);
    });
  }
}
