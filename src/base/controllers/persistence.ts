import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { safeText } from '../describe-value.js';
import type { Keeper, KeeperHost } from '../keeper.js';
import type { SavedSettings } from '../persistence.js';

/** An element's entry name in the hash: its `id`, or its tag name. */
export function hashName(element: Element): string {
  return element.id || element.localName;
}

/** The element behind `persist` and `from-hash`. */
type Host = ReactiveControllerHost & KeeperHost['element'] & { readonly hasUpdated: boolean };

/**
 * What the keeper needs of the game in progress (see {@link KeeperHost}),
 * asked when it loads; the settings a saved game records come from the
 * options the game was set up with.
 */
export type PersistenceOptions = Omit<KeeperHost, 'element' | 'savedSettings' | 'hashName'> & {
  /** The options the game in progress was set up with (`undefined` before there is one). */
  options(): unknown;
  /** Whether a game with these options is dealt from the seed. */
  usesSeed(options: unknown): boolean;
};

/**
 * `persist` and `from-hash`, the same in every game: their code (the
 * keeper) loads the first time one of them is on, and the element's first
 * render waits for it, so that the saved or linked game is the first one
 * shown. Before each render it reads the hash and binds the storage key;
 * after it, it saves the game.
 */
export class PersistenceController implements ReactiveController {
  readonly #host: Host;
  readonly #options: () => PersistenceOptions;
  /** The code behind `persist` and `from-hash`, once loaded (see #keeperFor()). */
  #keeper: Keeper | undefined;
  #keeperLoading: Promise<void> | undefined;
  /** Stops the slices of a long saved game being replayed (see #prepare()). */
  #preparing: AbortController | undefined;

  /** `options` is asked once, when the keeper has loaded. */
  constructor(host: Host, options: () => PersistenceOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    // Back on the page: listen to the hash again (see updated()).
    if (this.#host.hasUpdated && this.#host.fromHash) this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#preparing?.abort();
    this.#keeper?.listenToHash(false);
    this.#keeper?.listenToStorage(false);
  }

  /**
   * Before the first render of a game with `persist` or `from-hash`, waits
   * for the code behind them (loaded on first use) and then runs `update`
   * (the element's scheduleUpdate); otherwise runs it at once.
   */
  schedule(update: () => void | Promise<unknown>): void | Promise<unknown> {
    if (this.#host.hasUpdated || this.#keeper || !this.#wantsKeeper()) return update();
    this.#keeperFor();
    return this.#keeperLoading!.then(() => this.#prepare()).then(update);
  }

  /**
   * A long saved or linked game (see Keeper.prepare) is replayed in slices
   * while the first render waits, so loading it is no long task; the page
   * stays responsive. Taken off the page meanwhile, the element stops it.
   * A page call meanwhile (restore(), importGameId(), a move) wins as it
   * did before: the saved game then is not resumed but stays in storage.
   */
  #prepare(): Promise<void> | undefined {
    if (!this.#keeper) return undefined;
    this.#preparing = new AbortController();
    const signal = this.#preparing.signal;
    return this.#keeper.prepare(signal).finally(() => {
      if (this.#preparing?.signal === signal) this.#preparing = undefined;
    });
  }

  /** Before a render: a game ID in the hash on the first one, then (unless the hash gave one) the saved game. */
  update(persistChanged: boolean): void {
    this.#keeperFor()?.update(!this.#host.hasUpdated, persistChanged);
  }

  /** After a render: saves the game if it changed, and follows the hash. */
  updated(): void {
    this.#keeper?.updated();
  }

  /** Whether `persist` or `from-hash` is on. */
  #wantsKeeper(): boolean {
    const host = this.#host;
    return (host.persist != null && host.persist !== false) || !!host.fromHash;
  }

  /** The keeper, or `undefined` while it loads (starting the load when `persist` or `from-hash` is on). */
  #keeperFor(): Keeper | undefined {
    if (this.#keeper || !this.#wantsKeeper()) return this.#keeper;
    const host = this.#host;
    this.#keeperLoading ??= import('../keeper.js').then(
      ({ Keeper }) => {
        const options = this.#options();
        this.#keeper = new Keeper({
          ...options,
          element: host,
          savedSettings: () => savedSettings(options),
          hashName: () => hashName(host),
        });
        host.requestUpdate();
      },
      (error: unknown) => {
        console.warn(`<${host.localName}>: persist and from-hash are unavailable: their code did not load (${safeText((error as Error)?.message)}). The game goes on without them.`);
      },
    );
    return undefined;
  }
}

/** The settings of the game in progress, as a saved game records them. */
function savedSettings(game: PersistenceOptions): SavedSettings {
  const options = game.options();
  return { seed: options !== undefined && game.usesSeed(options) ? game.seeds()[1] : null, options: options ?? null };
}
