/**
 * A module an element loads only when an attribute or a game asks for it,
 * once: `loading(wanted)` starts the load when wanted and gives its promise
 * while it runs (`null` once loaded or failed, or never asked for); a failed
 * load is reported once through `failed` and the element goes on without it.
 * Shared by the elements' attribute-only code (Checkbox Squares' solver of 3
 * and 4 states, the daily results).
 */
export class LazyModule<T> {
  readonly #load: () => Promise<T>;
  readonly #failed: (error: unknown) => void;
  #value: T | null = null;
  #gone = false;
  #loading: Promise<void> | null = null;

  constructor(load: () => Promise<T>, failed: (error: unknown) => void) {
    this.#load = load;
    this.#failed = failed;
  }

  loading(wanted: boolean): Promise<void> | null {
    if (this.#value !== null || this.#gone) return null;
    if (wanted) {
      this.#loading ??= this.#load().then(
        (value) => void (this.#value = value),
        (error: unknown) => {
          this.#gone = true;
          this.#failed(error);
        },
      );
    }
    return this.#loading;
  }

  /** The module once loaded, else `null`. */
  get value(): T | null {
    return this.#value;
  }
}
