import { DecodeError } from './game.js';

/** A move from one square to another, by index. */
export interface SquarePair {
  readonly from: number;
  readonly to: number;
}

/**
 * Encoding for games whose moves are a square to a square (boards up to 100
 * squares): the two indices as two digits each, so "0014" is square 0 to
 * square 14. URL-safe, as {@link GameDefinition} requires.
 */
export function squarePairCodec(game: string): {
  encodeMove(move: SquarePair): string;
  decodeMove(text: string): SquarePair;
} {
  return {
    encodeMove: (move) => String(move.from).padStart(2, '0') + String(move.to).padStart(2, '0'),
    decodeMove: (text) => {
      if (typeof text !== 'string') throw new DecodeError(`${game} move must be a string`);
      if (!/^\d{4}$/.test(text)) {
        throw new DecodeError(`${game} move must be two 2-digit square numbers (from, to) like "0014", got "${text.slice(0, 20)}"`);
      }
      return { from: Number(text.slice(0, 2)), to: Number(text.slice(2)) };
    },
  };
}
