// Match statistics shared by every match in the bench (UAI matches between two
// engines, and in-process matches between two builds of the engine): score,
// Elo difference with a 95 % interval, and a sequential probability ratio test
// (SPRT) as engine projects use to accept or reject a change.
//
// The model is the logistic one: a score s (wins + draws / 2, per game) is an
// Elo difference of -400 log10(1/s - 1). The interval comes from the games'
// own spread (wins, draws and losses, a trinomial), and the SPRT uses the
// usual normal approximation of the log-likelihood ratio (GSPRT).

/** Elo difference for an expected score in (0, 1); +-Infinity at the ends. */
export function eloFromScore(score) {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  return -400 * Math.log10(1 / score - 1);
}

/** Expected score for an Elo difference. */
export function scoreFromElo(elo) {
  return 1 / (1 + 10 ** (-elo / 400));
}

/**
 * What a match of `wins`, `draws` and `losses` (from the first engine's side)
 * says: games, score (0-1), Elo and its 95 % interval, and the per-game variance.
 */
export function matchSummary({ wins, draws, losses }) {
  const games = wins + draws + losses;
  if (games === 0) return { games, score: NaN, elo: NaN, eloLow: NaN, eloHigh: NaN, variance: NaN };
  const score = (wins + draws / 2) / games;
  const variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / games;
  const half = 1.959964 * Math.sqrt(variance / games);
  return {
    games,
    score,
    elo: eloFromScore(score),
    eloLow: eloFromScore(Math.max(0, score - half)),
    eloHigh: eloFromScore(Math.min(1, score + half)),
    variance,
  };
}

/**
 * The SPRT of H0 "the Elo difference is elo0" against H1 "it is elo1" after
 * `wins`, `draws`, `losses`: the log-likelihood ratio, its bounds for error
 * rates alpha and beta, and the verdict ('H1' accepted, 'H0' accepted, or
 * 'continue'). With no spread yet (all wins, say) it continues until there is.
 */
export function sprt({ wins, draws, losses }, { elo0 = 0, elo1 = 10, alpha = 0.05, beta = 0.05 } = {}) {
  const lower = Math.log(beta / (1 - alpha));
  const upper = Math.log((1 - beta) / alpha);
  const { games, score, variance } = matchSummary({ wins, draws, losses });
  if (!games) return { llr: 0, lower, upper, verdict: 'continue' };
  // A match with no spread yet has no variance: use that of one more draw so the LLR is finite.
  const v = variance > 0 ? variance : 0.25 / (games + 1);
  const s0 = scoreFromElo(elo0);
  const s1 = scoreFromElo(elo1);
  const llr = (games * (s1 - s0) * (2 * score - s0 - s1)) / (2 * v);
  const verdict = llr >= upper ? 'H1' : llr <= lower ? 'H0' : 'continue';
  return { llr, lower, upper, verdict };
}

/** One line for a table: "W-D-L, score %, Elo [low, high]". */
export function formatMatch(result) {
  const s = matchSummary(result);
  const elo = (x) => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${x.toFixed(0)}` : x > 0 ? '+inf' : '-inf');
  return `${result.wins}-${result.draws}-${result.losses} (${s.games} games), ${(s.score * 100).toFixed(1)} %, Elo ${elo(s.elo)} [${elo(s.eloLow)}, ${elo(s.eloHigh)}]`;
}
