/**
 * Registers a custom element once. Loading the same module twice (two CDN
 * files, or a CDN file and the npm package) must not throw, so a second
 * definition under the same tag is skipped with a warning when it is a
 * different class. Does nothing where there is no custom element registry
 * (server-side rendering, Node).
 */
export function defineElement(tag: string, ctor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tag);
  if (!existing) customElements.define(tag, ctor);
  else if (existing !== ctor) {
    console.warn(`boardlets: <${tag}> is already defined by another copy of the script; keeping the first one.`);
  }
}
