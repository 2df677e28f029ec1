import type { ReactiveElement } from 'lit';
import { describeValue, textConverter } from './describe-value.js';
import { warnBooleanOff } from './dom-guards.js';

/** Reports a bad attribute value: what was given, what is accepted, and what is used instead (the element's `warnAttribute`). */
export type WarnAttribute = (attribute: string, value: unknown, accepted: string, fallback: string) => void;

/**
 * A whole number from a number or digits (at most `digits` of them; any
 * number of digits without it), else `null`.
 */
export function toWhole(value: unknown, digits?: number): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^\d+$/.test(text) && (digits === undefined || text.length <= digits) ? Number(text) : null;
}

/** An attribute converter: numbers stay numbers; anything else stays text, to be reported by the element. */
export function wholeConverter(digits?: number): { fromAttribute(value: string | null): number | string | null; toAttribute(value: unknown): unknown } {
  return { toAttribute: textConverter.toAttribute, fromAttribute: (value: string | null): number | string | null => toWhole(value, digits) ?? value };
}

/** One of a fixed set of words (any case, trimmed), or (with a warning) the value in use; nothing set is `initial`. */
export function choice<T extends string>(warn: WarnAttribute, attribute: string, raw: unknown, allowed: readonly T[], initial: T, current: T): T {
  if (raw == null || raw === '') return initial;
  const text = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  if ((allowed as readonly unknown[]).includes(text)) return text as T;
  warn(attribute, raw, allowed.join(', '), current);
  return current;
}

/**
 * An element's console warnings about its attribute and property values:
 * each bad value is said once (per attribute), and every report is counted,
 * duplicates included (an import checks its settings with the count).
 */
export class AttributeWarnings {
  readonly #element: ReactiveElement;
  readonly #warned = new Set<string>();
  #count = 0;

  constructor(element: ReactiveElement) {
    this.#element = element;
  }

  /** How many bad values were reported so far, duplicates included. */
  get count(): number {
    return this.#count;
  }

  /** Names the attribute, the bad value, the accepted values and the fallback used (once per value). */
  warn(attribute: string, value: unknown, accepted: string, fallback: string): void {
    this.#count++;
    const key = `${attribute}\u0000${describeValue(value)}`;
    if (this.#warned.has(key)) return;
    this.#warned.add(key);
    console.warn(
      `<${this.#element.localName}>: ignoring ${attribute}=${describeValue(value)}: expected ${accepted}. Using ${fallback}.`,
    );
  }

  /** A boolean attribute set to `false` (or `no`, `off`, `0`) is on all the same: says so, once per attribute. */
  booleanOff(name: string, value: string | null): void {
    warnBooleanOff(this.#element, name, value, this.#warned);
  }
}
