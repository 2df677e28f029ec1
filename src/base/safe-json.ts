/**
 * JSON text for plain data (saved games, settings, statistics) that a page's
 * prototypes cannot change: `Object.prototype.toJSON = () => 'polluted'`
 * turns every `JSON.stringify(object)` into `"polluted"`. Own enumerable
 * properties only, copied into objects and arrays without a prototype, so
 * no inherited `toJSON` is found. No DOM.
 */

/** A copy of plain data with no prototype anywhere; a cycle throws a TypeError, as JSON.stringify does. */
function bare(value: unknown, ancestors: object[]): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (ancestors.includes(value)) throw new TypeError('cyclic structure');
  ancestors.push(value);
  let copy: unknown;
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (let i = 0; i < value.length; i++) items.push(bare(value[i], ancestors));
    copy = Object.setPrototypeOf(items, null) as unknown[];
  } else {
    const fields = Object.create(null) as Record<string, unknown>;
    for (const key of Object.keys(value)) fields[key] = bare((value as Record<string, unknown>)[key], ancestors);
    copy = fields;
  }
  ancestors.pop();
  return copy;
}

/** `JSON.stringify(value)`, untouched by `toJSON` on the page's prototypes. */
export function safeStringify(value: unknown): string {
  return JSON.stringify(bare(value, [])) as string;
}
