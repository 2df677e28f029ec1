/**
 * `boardlets/stained-glass-board.js`: defines `<stained-glass-board>` and exports its class.
 * @module
 */
export * from './components/stained-glass/stained-glass-board.js';
