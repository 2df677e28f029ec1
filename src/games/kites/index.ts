export * from './geometry.js';
export * from './cursor.js';
export * from './rules.js';
export * from './ai.js';
export { kitesFeatures } from './search.js';
export { KITES_FEATURE_NAMES, KITES_FEATURES, KITES_WEIGHTS, POINTS_ONLY_WEIGHTS, kitesEvalOf } from './eval.js';
