export * from './geometry.js';
export * from './rules.js';
