export * from './rules.js';
export * from './ai.js';
