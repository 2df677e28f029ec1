/**
 * `boardlets/checkbox-squares.js`: defines `<checkbox-squares>` and exports its class, and
 * `registerTranslation` (a page's own strings for a language).
 * @module
 */
export * from './components/checkbox-squares/checkbox-squares.js';
export { registerTranslation, type Translation } from './base/locale.js';
