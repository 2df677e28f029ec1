export * from './rules.js';
export * from './solver.js';
