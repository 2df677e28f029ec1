/**
 * `boardlets/infection-board.js`: defines `<infection-board>` and exports its class, and
 * `registerTranslation` (a page's own strings for a language).
 * @module
 */
export * from './components/infection/infection-board.js';
export { registerTranslation, type Translation } from './base/locale.js';
