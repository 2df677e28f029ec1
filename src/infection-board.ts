/**
 * `boardlets/infection-board.js`: defines `<infection-board>` and exports its class.
 * @module
 */
export * from './components/infection/infection-board.js';
