/**
 * JSON text for plain data (saved games, settings, statistics) that a page's
 * prototypes cannot change: `Object.prototype.toJSON = () => 'polluted'`
 * turns every `JSON.stringify(object)` into `"polluted"`. Own enumerable
 * properties only, copied into objects and arrays without a prototype, so
 * no inherited `toJSON` is found. No DOM.
 */

/** A copy of plain data with no prototype anywhere (nested at most 64 deep; deeper values become `null`). */
function bare(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 64) return null;
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (let i = 0; i < value.length; i++) items.push(bare(value[i], depth + 1));
    return Object.setPrototypeOf(items, null) as unknown[];
  }
  const copy = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value)) copy[key] = bare((value as Record<string, unknown>)[key], depth + 1);
  return copy;
}

/** `JSON.stringify(value)`, untouched by `toJSON` on the page's prototypes. */
export function safeStringify(value: unknown): string {
  return JSON.stringify(bare(value, 0)) as string;
}
