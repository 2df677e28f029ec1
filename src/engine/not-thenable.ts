/**
 * A page may have set `Object.prototype.then` (issue 27): every plain object
 * then looks like a promise ("thenable"), and a promise resolved with one, or
 * an `await` of one, calls that function instead of settling, for ever.
 *
 * `notThenable(value)` returns `value` itself, given, only while the
 * `then` it would inherit is Object.prototype's (so only on such a page), an
 * own, non-enumerable `then: undefined`: promises then fulfil with the value.
 * JSON, `Object.keys()`, spreading and structured cloning do not see it.
 * Every plain object that crosses an `await` or a `resolve()` in the
 * computers' and hints' code goes through it. Values that are not objects,
 * real promises and frozen objects are returned untouched.
 */
export function notThenable<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  const inherited = (Object.prototype as { then?: unknown }).then;
  if (inherited === undefined || !Object.hasOwn(Object.prototype, 'then')) return value;
  try {
    if (Object.hasOwn(value, 'then') || Reflect.get(value, 'then') !== inherited) return value;
    Object.defineProperty(value, 'then', { value: undefined, configurable: true, writable: true, enumerable: false });
  } catch {
    // A frozen object, or a Proxy that refuses: left as it is.
  }
  return value;
}
