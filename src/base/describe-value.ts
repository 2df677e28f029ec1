const MAX_SHOWN = 60;

/** Items of an array shown in text: a huge (or sparse) one is never walked whole. */
const MAX_ITEMS = 20;

/** Any value as text, without throwing (symbols, objects without a prototype, throwing toString, revoked or throwing Proxies, huge arrays). */
export function safeText(value: unknown): string {
  return textOf(value, 0);
}

function textOf(value: unknown, depth: number): string {
  if (typeof value === 'string') return value;
  try {
    if (Array.isArray(value)) {
      if (depth > 2) return '…';
      const items = Array.prototype.slice.call(value, 0, MAX_ITEMS) as unknown[];
      const shown = items.map((item) => (item == null ? '' : textOf(item, depth + 1))).join(',');
      return value.length > MAX_ITEMS ? `${shown},… (${value.length} items)` : shown;
    }
    return typeof value === 'symbol' ? value.toString() : String(value);
  } catch {
    // Shown by its kind below.
  }
  try {
    return Object.prototype.toString.call(value);
  } catch {
    return '[unreadable value]';
  }
}

/**
 * Whether a value set by a page can be looked at without throwing: a
 * revoked Proxy, or one whose traps throw, cannot (nor an object with a
 * throwing `length` or conversion getter). Cheap: never walks the value.
 */
export function isReadable(value: unknown): boolean {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return true;
  try {
    Array.isArray(value);
    Reflect.getPrototypeOf(value);
    Reflect.has(value, '0');
    for (const key of [Symbol.toPrimitive, Symbol.iterator, Symbol.toStringTag, 'length', 'toString', 'valueOf']) Reflect.get(value, key);
    return true;
  } catch {
    return false;
  }
}

/** Shows a bad value in a warning without flooding the console: quoted, escaped and cut to 60 characters. */
export function describeValue(value: unknown): string {
  const text = safeText(value);
  return JSON.stringify(text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);
}

/**
 * A Lit converter for text attributes that never throws: any property value
 * reflects as text (or no attribute for null/undefined), so a hostile value
 * set by a page is reported by the game instead of breaking its update.
 */
export const textConverter = {
  fromAttribute: (value: string | null): string | null => value,
  toAttribute: (value: unknown): string | null => (value == null ? null : safeText(value)),
};

/** A plain object's own properties in an object without a prototype (anything else as it is). */
export function ownProperties<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.assign(Object.create(null) as object, value) as T;
}
