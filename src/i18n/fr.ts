/**
 * Français (`fr`): the strings every element shares (the toolbar, feedback), loaded
 * on first use (its own chunk); the How to play panel's frame is in
 * fr.how-to-play.ts, each game's own strings beside it
 * (src/components/<game>/i18n/fr.ts). Missing keys
 * fall back to English. Console warnings stay English. Placeholders as in
 * English; plurals name the language's categories (`{count:one=…|other=…}`).
 *
 * Glossary (use these words, so terms stay the same in every game):
 * - Infection: Infection
 * - Stained Glass: Vitrail
 * - Kites: Cerfs-volants
 * - Checkbox Squares: Carrés à cocher
 * - tile: carreau (Vitrail; masculin, donc les couleurs au masculin)
 * - piece: pion (Infection)
 * - kite: cerf-volant
 * - box: case (Carrés à cocher)
 * - square (board): case
 * - board: plateau
 * - move: coup
 * - undo: Annuler
 * - redo: Rétablir
 * - copy (move): copie
 * - jump (move): saut
 * - jump over a piece: saut par-dessus un pion
 * - knight’s jump: saut de cavalier
 * - hop: sauter (par-dessus)
 * - hint: Indice
 * - toggle: inverser
 * - Target: Modèle
 * - Puzzle: Grille
 * - colours: Vitrail : rouge, jaune, bleu (primaires) ; violet, orange, vert (doubles) ; blanc ; noir (vide). Cerfs-volants : rouge, jaune, vert, cyan, bleu, mauve (lettres R J V C B M). Infection : les Verts, les Jaunes (camps)
 * - configuration: figure
 * - triangle: triangle
 * - quartet: quatuor
 * - wheel: roue
 * - half-wheel: demi-roue
 * - point: point
 * - player: Joueur
 * - computer: ordinateur
 * - obstacle: obstacle
 * - colour bars: barres
 * - score: score
 * - one-tile finish: fin à un seul carreau
 * - extra move: coup supplémentaire (rejouer)
 * - address: vouvoiement
 */
import type { baseMessages, Translated } from '../base/messages.js';

const fr: Translated<typeof baseMessages> = {
  controls: 'Commandes du jeu',
  undo: 'Annuler',
  redo: 'Rétablir',
  newGame: 'Nouvelle partie',
  hint: 'Indice',
  solve: 'Voir la solution',
  undone: 'Coup annulé.',
  undoneMoves: '{count} coups annulés.',
  redone: 'Coup rétabli.',
  redoneMoves: '{count} coups rétablis.',
  nothingToUndo: 'Rien à annuler.',
  nothingToRedo: 'Rien à rétablir.',
  newGameStarted: 'Nouvelle partie.',
  newGameUndoable: 'Nouvelle partie. Annulez pour retrouver la précédente.',
  earlierGameBack: 'Retour à votre partie précédente : {count} {count:one=coup joué|many=de coups joués|other=coups joués}.',
  laterGameBack: 'Retour à la partie plus récente.',
  more: 'Plus',
  confirmYes: 'Oui, l’afficher',
  confirmCancel: 'Annuler',
  win: 'Gagné',
  loss: 'Perdu',
  draw: 'Match nul',
  readonlyBoard: 'Ce plateau est en lecture seule.',
  gameIsOver: 'La partie est terminée : annulez un coup ou lancez une nouvelle partie.',
  notAllowed: 'Ce coup n’est pas permis ici.',
  share: 'Partager',
  shareCopied: 'Lien vers cette partie copié.',
  shareCopiedShort: 'Copié',
  shareSelect: 'Pas de presse-papiers ici : le lien vers cette partie est sélectionné dans le champ ci-dessous, prêt à être copié.',
  shareLink: 'Lien vers cette partie',
  resumed: 'Retour à votre partie sauvegardée : {count} {count:one=coup joué|many=de coups joués|other=coups joués}.',
  savedElsewhere: 'Un autre onglet a sauvegardé sa partie sous le même nom. Cette partie est conservée aussi : votre prochain coup la sauvegarde à nouveau.',
  displacedOffered: 'Une autre partie sauvegardée sous le même nom est conservée aussi : Annuler au début de celle-ci la ramène : {count} {count:one=coup joué|many=de coups joués|other=coups joués}.',
  htpTitle: 'Comment jouer',
  hintBusy: 'Recherche d’un bon coup…',
  noHint: 'Pas d’indice pour l’instant.',
  lastFrom: 'dernier coup parti d’ici',
  lastTo: 'dernier coup arrivé ici',
  moves: 'Coups',
  moveListStart: 'Début',
  reviewing: 'Revue de la position après le coup {ply} sur {count} : le plateau est en lecture seule. Échap revient à la partie.',
  backToGame: 'Retour à la partie',
  restart: 'Recommencer',
  restarted: 'Retour au début de cette partie. Annuler ramène vos coups.',
  gameId: 'ID de partie',
  openGameId: 'Ouvrir',
  gameIdOpened: 'Partie ouverte depuis son ID.',
  lastClick: 'dernier clic',
  gameIdBad: 'Cet ID de partie ne s’ouvre pas ici ({why}). La partie en cours ne change pas.',
};

export default fr;
