/** How many games New game keeps for Undo. */
export const SHELF_SIZE = 20;

/**
 * The games the user's New game sets aside, which Undo brings back, and the
 * games Undo left behind, which Redo brings back: snapshots of whole games,
 * taken and put back by the element (`snapshot` gives the game in progress,
 * `adopt` makes a snapshot the game in progress).
 */
export class Shelf<Snapshot> {
  /** Set aside by New game (newest last). */
  #earlier: Snapshot[] = [];
  /** Left behind by Undo (newest last). */
  #later: Snapshot[] = [];
  readonly #snapshot: () => Snapshot;
  readonly #adopt: (game: Snapshot) => void;

  constructor(snapshot: () => Snapshot, adopt: (game: Snapshot) => void) {
    this.#snapshot = snapshot;
    this.#adopt = adopt;
  }

  /** How many games Undo can bring back. */
  get earlier(): number {
    return this.#earlier.length;
  }

  /** How many games Redo can bring back. */
  get later(): number {
    return this.#later.length;
  }

  /**
   * Another game starts. The user's New game (`shelve`) sets the game in
   * progress aside when it is worth keeping (it has moves, or undone ones);
   * any other start empties the shelf. Redo's games go either way.
   */
  starting(shelve: boolean, worthKeeping: boolean): void {
    if (shelve && worthKeeping) {
      this.#earlier.push(this.#snapshot());
      this.#earlier.splice(0, this.#earlier.length - SHELF_SIZE);
    } else if (!shelve) {
      this.#earlier = [];
    }
    this.#later = [];
  }

  /** Sets `game` aside as if New game had (a game kept from elsewhere, such as another tab's): Undo brings it back. */
  keep(game: Snapshot): void {
    this.#earlier.push(game);
    this.#earlier.splice(0, this.#earlier.length - SHELF_SIZE);
  }

  /** Forgets every game (after a restore). */
  clear(): void {
    this.#earlier = [];
    this.#later = [];
  }

  /** Brings back the game New game set aside (`from` earlier) or the one Undo left (`from` later). */
  unshelve(from: 'earlier' | 'later'): boolean {
    const [take, keep] = from === 'earlier' ? [this.#earlier, this.#later] : [this.#later, this.#earlier];
    const game = take.pop();
    if (!game) return false;
    keep.push(this.#snapshot());
    this.#adopt(game);
    return true;
  }
}
