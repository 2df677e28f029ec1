/**
 * `boardlets/kites-board.js`: defines `<kites-board>` and exports its class.
 * @module
 */
export * from './components/kites/kites-board.js';
