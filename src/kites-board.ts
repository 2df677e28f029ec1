/**
 * `boardlets/kites-board.js`: defines `<kites-board>` and exports its class, and
 * `registerTranslation` (a page's own strings for a language).
 * @module
 */
export * from './components/kites/kites-board.js';
export { registerTranslation, type Translation } from './base/locale.js';
