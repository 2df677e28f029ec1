/**
 * `boardlets/boardlets-settings.js`: defines `<boardlets-settings>` and exports its class.
 * @module
 */
export * from './components/settings/boardlets-settings.js';
