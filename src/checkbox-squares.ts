/**
 * `boardlets/checkbox-squares.js`: defines `<checkbox-squares>` and exports its class.
 * @module
 */
export * from './components/checkbox-squares/checkbox-squares.js';
