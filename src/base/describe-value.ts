const MAX_SHOWN = 60;

/** Any value as text, without throwing (symbols, objects without a prototype, throwing toString). */
export function safeText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return typeof value === 'symbol' ? value.toString() : String(value);
  } catch {
    return Object.prototype.toString.call(value);
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
