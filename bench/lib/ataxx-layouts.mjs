// Ataxx gap layouts (ranks 7 to 1), as tournament opening books use: the
// starts of bench/engine-match.mjs's Ataxx games and of the self-play games
// scripts/tune/texel.mjs fits its weights on (the first six). Plain data, so
// either can import it without loading an engine build.
// (bench/match.mjs's UAI matches use their own set, GAP_LAYOUTS in ataxx-match.mjs.)
export const ATAXX_LAYOUTS = [
  'x5o/7/7/7/7/7/o5x x 0 1',
  'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1',
  'x5o/7/3-3/2-1-2/3-3/7/o5x x 0 1',
  'x5o/1-3-1/7/7/7/1-3-1/o5x x 0 1',
  'x5o/7/7/3-3/7/7/o5x x 0 1',
  'x5o/2-1-2/7/1-3-1/7/2-1-2/o5x x 0 1',
  'x2-2o/7/7/-5-/7/7/o2-2x x 0 1',
  'x5o/7/1-1-1-1/7/1-1-1-1/7/o5x x 0 1',
];
