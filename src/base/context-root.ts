import { ContextRoot } from '@lit/context';

const ATTACHED = Symbol.for('boardlets.contextRoot');

/**
 * Makes late providers work: when markup is already on the page, a game may
 * upgrade (and ask for settings) before `<boardlets-settings>` is defined.
 * A ContextRoot on the document keeps such requests and replays them when a
 * provider appears. Attached once per page, even with several bundles.
 */
export function ensureContextRoot(): void {
  if (typeof document === 'undefined') return;
  const registry = globalThis as unknown as Record<symbol, boolean>;
  if (registry[ATTACHED]) return;
  registry[ATTACHED] = true;
  new ContextRoot().attach(document.documentElement);
}
