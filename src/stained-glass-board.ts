/**
 * `boardlets/stained-glass-board.js`: defines `<stained-glass-board>` and exports its class, and
 * `registerTranslation` (a page's own strings for a language).
 * @module
 */
export * from './components/stained-glass/stained-glass-board.js';
export { registerTranslation, type Translation } from './base/locale.js';
