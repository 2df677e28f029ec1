export * from './rules.js';
export * from './algebra.js';
