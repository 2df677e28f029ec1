// A first-in first-out queue of input lines for boardlets-uai: the commands
// that arrive while a search runs wait here for its `bestmove`.
//
// `Array.prototype.shift` moves every remaining item, so draining n lines
// with it takes time in n squared (100,000 lines took 6.9 s, 300,000 never
// finished in 28 s). Here a read index walks the array instead, and the
// array is cut down once the read part is at least half of it, so each line
// is copied at most a constant number of times: draining n lines is linear,
// and the memory held is at most twice what is still waiting.
//
// The queue is bounded: past `maxLines` lines or `maxChars` characters
// waiting, `push` refuses (returns false) and the caller says so.

/** The defaults: a million lines or 64 Mi characters waiting, whichever comes first. */
export const MAX_LINES = 1_000_000;
export const MAX_CHARS = 64 * 1024 * 1024;

export class LineQueue {
  /** @param {{ maxLines?: number, maxChars?: number }} [limits] */
  constructor({ maxLines = MAX_LINES, maxChars = MAX_CHARS } = {}) {
    this.maxLines = maxLines;
    this.maxChars = maxChars;
    /** @type {string[]} */
    this.items = [];
    this.head = 0;
    this.chars = 0;
  }

  /** Lines waiting. */
  get length() {
    return this.items.length - this.head;
  }

  /** Adds a line at the end; false (and nothing added) when the queue is full. */
  push(line) {
    if (this.length >= this.maxLines || this.chars + line.length > this.maxChars) return false;
    this.items.push(line);
    this.chars += line.length;
    return true;
  }

  /** The first line waiting, taken out; undefined when none waits. */
  take() {
    if (this.head >= this.items.length) return undefined;
    const line = this.items[this.head];
    this.items[this.head++] = undefined;
    this.chars -= line.length;
    if (this.head === this.items.length) {
      this.items = [];
      this.head = 0;
    } else if (this.head >= 1024 && this.head * 2 >= this.items.length) {
      // Half or more is read: keep only the rest (amortised, each line is copied once per halving).
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return line;
  }

  /** Forgets every line waiting. */
  clear() {
    this.items = [];
    this.head = 0;
    this.chars = 0;
  }
}
