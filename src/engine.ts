/**
 * `boardlets/engine`: the DOM-free engine and every game's rules, for Node,
 * workers, servers and tests. Importing it never touches `window` or `document`.
 * @module
 */
export * from './engine/index.js';
// #region registry:games (written by `npm run registry` from src/registry.ts; do not edit)
export * as checkboxSquaresRules from './games/checkbox-squares/index.js';
export { checkboxSquares } from './games/checkbox-squares/index.js';
export * as infectionRules from './games/infection/index.js';
export { infection } from './games/infection/index.js';
export * as stainedGlassRules from './games/stained-glass/index.js';
export { stainedGlass } from './games/stained-glass/index.js';
export * as kitesRules from './games/kites/index.js';
export { kites } from './games/kites/index.js';
export * as ataxxRules from './games/ataxx/index.js';
export { ataxx } from './games/ataxx/index.js';
// #endregion registry:games
export * as checkboxSquaresAlgebra from './games/checkbox-squares/algebra.js';
