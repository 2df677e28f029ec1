import type { Table, Translations } from '../../base/messages.js';

/**
 * The How to play panel's strings, in English: loaded with the panel (first
 * use), not with the element. Translated like every other string: the
 * shipped languages (src/i18n/), `registerTranslation`, or
 * `<boardlets-settings>`'s `messages`.
 */
export const infectionHowToPlayMessages = {
  infGoal: 'Own more squares than your rival when the game ends.',
  infRuleCopy: 'Copy: move to a touching square, in any of 8 directions. Your piece stays and a new one appears.',
  infRuleJump: 'Jump: move two squares in a line, over an empty square. Your piece leaves its square.',
  infRuleChecker: 'Jump over a piece: the same, over any piece. The piece jumped over stays as it is.',
  infRuleKnight: 'Knight’s jump: two squares one way and one to the side, an L. Your piece leaves its square.',
  infRuleConvert: 'Rival pieces touching the square you land on become yours.',
  infDiagramCopy: 'A green piece, an arrow to a touching square with a new green piece, and plus signs on the other touching squares.',
  infDiagramJump: 'A green piece jumps over an empty square to the square beyond; its old square is left empty.',
  infDiagramChecker: 'A green piece jumps over a yellow piece to the square beyond; the yellow piece stays.',
  infDiagramKnight: 'A green piece moves two squares up and one to the right, an L; its old square is left empty.',
  infDiagramConvert: 'Before: yellow, empty, yellow. After a green piece lands in the middle: three green pieces.',
  infNoteObstacle: 'Nothing lands on an X square, and no jump in a line passes over one.',
  infNoteEnd: 'The game ends when the board is full (most pieces wins) or when a player cannot move (the other one wins).',
  infNoteRepetition: 'A position that comes up for the third time also ends the game: most pieces wins.',
  ataxxRuleJump: 'Jump: move to any square two away, in a line or not, over anything. Your piece leaves its square.',
  ataxxNoteGap: 'Nothing lands on an X square (a gap), but jumps pass over it.',
  ataxxNotePass: 'A player who cannot move passes; the other plays on.',
  ataxxNoteEnd: 'The game ends when the board is full or a player has no pieces (most pieces wins), after 50 moves each without a copy, or when a position comes up for the third time (both a draw).',
  infKeyPick: 'Pick up a piece, then put it down',
  infKeyPutBack: 'Put the piece back',
};

declare module '../../base/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof infectionHowToPlayMessages> {}
}

/** These strings in the other shipped languages (src/components/infection/i18n/<code>.how-to-play.ts), each loaded on first use. */
export const infectionHowToPlayTranslations: Translations = {
  ar: () => import('./i18n/ar.how-to-play.js'),
  de: () => import('./i18n/de.how-to-play.js'),
  es: () => import('./i18n/es.how-to-play.js'),
  fr: () => import('./i18n/fr.how-to-play.js'),
  he: () => import('./i18n/he.how-to-play.js'),
  it: () => import('./i18n/it.how-to-play.js'),
  ja: () => import('./i18n/ja.how-to-play.js'),
  nl: () => import('./i18n/nl.how-to-play.js'),
  pl: () => import('./i18n/pl.how-to-play.js'),
  pt: () => import('./i18n/pt.how-to-play.js'),
  tr: () => import('./i18n/tr.how-to-play.js'),
  uk: () => import('./i18n/uk.how-to-play.js'),
  zh: () => import('./i18n/zh.how-to-play.js'),
};
