// A clock the test sets: the searches read `performance.now()`, so a test can
// make time pass as fast or as slowly as it likes, on any machine, at any load.

const realPerformance = globalThis.performance;

/** Runs `fn` with `performance.now()` advancing `step` ms at every read (the real clock for 0), then gives the real clock back. */
export async function onClock(step, fn) {
  if (step === 0) return fn();
  let t = 0;
  Object.defineProperty(globalThis, 'performance', { value: { now: () => (t += step), timeOrigin: 0 }, configurable: true, writable: true });
  try {
    return await fn();
  } finally {
    Object.defineProperty(globalThis, 'performance', { value: realPerformance, configurable: true, writable: true });
  }
}
