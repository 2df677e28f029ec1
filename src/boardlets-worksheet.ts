/**
 * `boardlets/boardlets-worksheet.js`: defines `<boardlets-worksheet>` and exports its class, and
 * `registerTranslation` (a page's own strings for a language).
 * @module
 */
export * from './components/worksheet/boardlets-worksheet.js';
export { registerTranslation, type Translation } from './base/locale.js';
