import { nothing, type ReactiveController, type TemplateResult } from 'lit';
import type { Msg } from '../how-to-play.js';
import type { ToolAction } from '../toolbar.js';
import type { DailyController, DailyGame } from './daily.js';

type Host = ConstructorParameters<typeof DailyController>[0];

/**
 * A game's daily results (card, statistics, `daily-result`), loaded only
 * when the game has `daily` or `stats`: a page that uses neither never
 * downloads them. The game's `updateComplete` waits for the load, so the
 * results are listening before anyone can finish a daily puzzle.
 */
export class DailyResults implements ReactiveController {
  readonly #host: Host;
  readonly #game: DailyGame;
  readonly #say: Msg;
  #controller: DailyController | null = null;
  #load: Promise<void> | null = null;

  constructor(host: Host, game: DailyGame, say: Msg) {
    this.#host = host;
    this.#game = game;
    this.#say = say;
    host.addController(this);
  }

  hostUpdate(): void {
    if ((this.#host.daily || this.#host.stats) && !this.#controller) this.#host.loading(this.#start());
  }

  #start(): Promise<void> {
    this.#load ??= import('./daily.js').then(
      async ({ DailyController, dailyTranslations }) => {
        await this.#host.useStrings(dailyTranslations, this.#game.translations);
        this.#controller = new DailyController(this.#host, this.#game, this.#say);
        this.#controller.resumeFinished();
        this.#host.requestUpdate();
      },
      (error: unknown) => {
        this.#load = null;
        console.warn(`<${this.#host.localName}>: the daily results did not load (${String((error as Error)?.message).slice(0, 200)}).`);
      },
    );
    return this.#load;
  }

  /** The Statistics button, once loaded. */
  actions(): ToolAction[] {
    return this.#controller?.actions() ?? [];
  }

  /** Before the first move of a daily game whose day was already finished: that this one is a replay (else `null`). */
  replayNote(): string | null {
    const controller = this.#controller;
    return controller?.pastNote ?? (controller?.finishedBefore ? this.#say('dailyReplay') : null);
  }

  /** The result card and statistics dialog, once loaded. */
  render(): TemplateResult | typeof nothing {
    return this.#controller?.render() ?? nothing;
  }

  /** The loaded results, or `null` (for tests and the game). */
  get controller(): DailyController | null {
    return this.#controller;
  }
}
