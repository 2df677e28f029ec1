import { textConverter } from './describe-value.js';

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
