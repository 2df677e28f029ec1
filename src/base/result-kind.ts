/** How a finished game went for the people playing it: styled the same way in every game. */
export type ResultKind = 'win' | 'loss' | 'draw';

/**
 * How a finished game of `players` players went: a solitaire game is won or
 * lost; otherwise a tie is a draw, and one winner is a win unless it is the
 * computer playing against a person (`isHumanSeat` tells them apart).
 */
export function resultKind(players: number, winners: readonly number[], isHumanSeat: (player: number) => boolean): ResultKind {
  if (players === 1) return winners.length ? 'win' : 'loss';
  if (winners.length !== 1) return 'draw';
  let humans = 0;
  for (let p = 0; p < players; p++) if (isHumanSeat(p)) humans++;
  return humans === 0 || isHumanSeat(winners[0]!) ? 'win' : 'loss';
}
