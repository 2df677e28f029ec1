/**
 * `boardlets/autoloader.js`: defines each Boardlets element as soon as its tag
 * is on the page, loading that element's module only (and, through it, the
 * shared code once). For pages whose authors paste tags but cannot add a
 * script per game, such as a CMS: include this one script in the template.
 *
 * It watches the document for added elements. Elements inside a shadow root
 * are not seen by that watch: call {@link discover} on the root.
 * @module
 */

/** Each element's module, by tag. */
const modules: Readonly<Record<string, () => Promise<unknown>>> = {
  // #region registry:elements (written by `npm run registry` from src/registry.ts; do not edit)
  'checkbox-squares': () => import('./checkbox-squares.js'),
  'infection-board': () => import('./infection-board.js'),
  'stained-glass-board': () => import('./stained-glass-board.js'),
  'kites-board': () => import('./kites-board.js'),
  'boardlets-settings': () => import('./boardlets-settings.js'),
  'boardlets-worksheet': () => import('./boardlets-worksheet.js'),
  // #endregion registry:elements
};

/** The tags this script can define. */
export const autoloadedTags: readonly string[] = Object.keys(modules);

const requested = new Map<string, Promise<void>>();

/** Loads the module that defines `tag`, once; resolves when it is defined (or at once for a tag that is not ours). */
export function load(tag: string): Promise<void> {
  const name = tag.toLowerCase();
  // Own keys only: a tag such as <constructor> must not find Object's.
  const module = Object.hasOwn(modules, name) ? modules[name] : undefined;
  if (!module) return Promise.resolve();
  let done = requested.get(name);
  if (!done) {
    done = module().then(
      () => undefined,
      (error: unknown) => {
        // A failed download (offline, a blocked file) may be retried by the next tag that appears.
        requested.delete(name);
        console.warn(`boardlets: could not load <${name}>: ${(error as Error)?.message ?? error}`);
      },
    );
    requested.set(name, done);
  }
  return done;
}

/** Loads every Boardlets element not yet defined in `root` (a document, an element or a shadow root), and `root` itself. */
export function discover(root: ParentNode): Promise<void> {
  const found = new Set<string>();
  if (root instanceof Element && Object.hasOwn(modules, root.localName)) found.add(root.localName);
  for (const el of root.querySelectorAll(':not(:defined)')) if (Object.hasOwn(modules, el.localName)) found.add(el.localName);
  return Promise.all([...found].map(load)).then(() => undefined);
}

// Only in a browser: on a server (rendering, tests in Node) importing this does nothing.
if (typeof document !== 'undefined' && typeof MutationObserver !== 'undefined') {
  void discover(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) void discover(node);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}
