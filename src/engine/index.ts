export * from './rng.js';
export * from './game.js';
export * from './session.js';
export * as gf2 from './gf2.js';
export * from './codec.js';
