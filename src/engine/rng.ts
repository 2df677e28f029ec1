/**
 * Seeded pseudo-random numbers. Same seed, same sequence, on every engine and
 * platform: the generator uses only 32-bit integer arithmetic.
 *
 * Seeds are strings (numbers are accepted and stringified) hashed into a
 * 128-bit state; the generator is the small fast counter generator (SFC32),
 * which passes PractRand to large sizes and is trivially portable.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). `n` must be a positive integer. */
  int(n: number): number;
  /** A uniformly chosen element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** Shuffles `items` in place (Fisher-Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
  /** The generator's state, to resume the same sequence later with {@link rngFromState}. */
  state(): readonly [number, number, number, number];
}

/** Hashes a seed string into four 32-bit words (a MurmurHash3-style mix over the UTF-16 units). */
function seedWords(seed: string): [number, number, number, number] {
  let h1 = 0x6a09e667, h2 = 0xbb67ae85, h3 = 0x3c6ef372, h4 = 0xa54ff53a;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** Creates a generator from a seed. */
export function createRng(seed: string | number): Rng {
  const rng = rngFromState(seedWords(String(seed)));
  // Discard the first outputs so that similar seeds diverge fully.
  for (let i = 0; i < 12; i++) rng.next();
  return rng;
}

/** Resumes a generator from a state returned by {@link Rng.state}. */
export function rngFromState(words: readonly [number, number, number, number]): Rng {
  let [a, b, c, d] = words;
  const nextU32 = (): number => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  const rng: Rng = {
    next: () => nextU32() / 4294967296,
    int(n) {
      if (!Number.isInteger(n) || n <= 0) throw new RangeError(`rng.int needs a positive integer, got ${n}`);
      // Rejection sampling: no modulo bias, even for large n.
      const limit = 4294967296 - (4294967296 % n);
      let x = nextU32();
      while (x >= limit) x = nextU32();
      return x % n;
    },
    pick(items) {
      if (items.length === 0) throw new RangeError('rng.pick needs a non-empty array');
      return items[rng.int(items.length)] as (typeof items)[number];
    },
    shuffle(items) {
      for (let i = items.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        const tmp = items[i] as (typeof items)[number];
        items[i] = items[j] as (typeof items)[number];
        items[j] = tmp;
      }
      return items;
    },
    state: () => [a >>> 0, b >>> 0, c >>> 0, d >>> 0],
  };
  return rng;
}

/**
 * A fresh seed for a game the page did not seed: short, readable, and good
 * enough to share (about 41 bits). Uses `crypto.getRandomValues` where the
 * platform has it (browsers, Node 19+), `Math.random` otherwise.
 */
export function randomSeed(): string {
  const words = new Uint32Array(2);
  const c = (globalThis as { crypto?: { getRandomValues?(a: Uint32Array): Uint32Array } }).crypto;
  if (c?.getRandomValues) c.getRandomValues(words);
  else for (let i = 0; i < 2; i++) words[i] = Math.floor(Math.random() * 4294967296);
  const hi = (words[0] as number) % 0x200; // 9 bits
  return (hi * 4294967296 + (words[1] as number)).toString(36);
}
