export * from './geometry.js';
export * from './rules.js';
export * from './ai.js';
