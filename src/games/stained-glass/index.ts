export * from './rules.js';
export * from './solver.js';
export { provedDead } from './dead.js';
