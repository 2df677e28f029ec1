/**
 * The evaluation tables of the Infection family's search, written by
 * scripts/tune/texel.mjs (see there how they were fitted): for each of the
 * 10 square classes (see `squareClasses` in search.ts: 0 a corner .. 9 the
 * centre) the value of a piece there in the opening (`mg`, the board empty)
 * and in the ending (`eg`, the board full), and a side-to-move term, in
 * hundredths of a piece. The value of a position blends the two by the
 * share of empty squares.
 */
export interface EvalTable {
  readonly mg: readonly number[];
  readonly eg: readonly number[];
  readonly tempoMg: number;
  readonly tempoEg: number;
}

/** Material only: every piece 100, no side-to-move term (the previous evaluation). */
export const MATERIAL_EVAL: EvalTable = {
  mg: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100],
  eg: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100],
  tempoMg: 0,
  tempoEg: 0,
};

// BEGIN TUNED (scripts/tune/texel.mjs rewrites the lines up to END TUNED; last run: --games 300 --nodes 1500)
export const INFECTION_EVAL: EvalTable = { mg: [103, 100, 81, 103, 109, 58, 70, 82, 70, 93], eg: [77, 132, 160, 119, 134, 117, 112, 103, 83, 98], tempoMg: 54, tempoEg: 92 };
export const ATAXX_EVAL: EvalTable = { mg: [115, 106, 84, 86, 83, 63, 72, 95, 82, 92], eg: [125, 152, 173, 99, 82, 105, 78, 126, 101, 102], tempoMg: 61, tempoEg: 100 };
// END TUNED
