/** Français (`fr`): Kites’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/fr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { kitesHowToPlayMessages } from '../how-to-play.messages.js';

const fr: Translated<typeof kitesHowToPlayMessages> = {
  ktRuleFewer: 'Avec moins de 6 couleurs en jeu, une figure doit réunir autant de couleurs différentes qu’elle a de cerfs-volants, ou autant qu’il y a de couleurs en jeu si c’est moins.',
  ktRuleExtra: 'Compléter une demi-roue ou une roue, sans compléter en même temps un triangle ou un quatuor et sans voisin de même couleur, donne un coup supplémentaire.',
  ktRuleEnd: 'Quand le plateau est plein, le plus de points l’emporte. Si tout le monde est à égalité, la partie est nulle ; à plus de deux joueurs, les ex æquo en tête se partagent la victoire.',
  ktCardOrder: 'À tour de rôle, posez un cerf-volant sur n’importe quelle case vide. Les couleurs suivent un cycle fixe, quel que soit le joueur : {colors}.',
  ktCardTriangle: 'Triangle : 3 cerfs-volants de couleurs différentes qui se rejoignent par leurs angles obtus. 1 point.',
  ktCardQuartet: 'Quatuor : 4 cerfs-volants de couleurs différentes qui se rejoignent par leurs angles droits. 1 point.',
  ktCardWheel: 'Roue : 6 cerfs-volants de n’importe quelles couleurs qui se rejoignent par leurs pointes. 1 point.',
  ktCardHalfWheel: 'Demi-roue : 3 cerfs-volants de couleurs différentes qui se rejoignent par leurs pointes au bord du plateau. Pas de point, mais un coup supplémentaire.',
  ktCardPenalty: 'Chaque cerf-volant de la même couleur placé côte à côte avec celui que vous posez coûte 1 point.',
  ktDiagramOrder: 'Les couleurs sous forme de disques marqués d’une lettre, disposés en cercle, avec une flèche qui tourne.',
  ktDiagramTriangle: 'Trois cerfs-volants, rouge, vert et bleu, forment un triangle, leurs angles obtus réunis en un point au milieu ; plus 1.',
  ktDiagramQuartet: 'Quatre cerfs-volants, rouge, jaune, vert et cyan, leurs angles droits réunis en un point ; plus 1.',
  ktDiagramWheel: 'Six cerfs-volants, un de chaque couleur, leurs pointes réunies en un point au milieu ; plus 1.',
  ktDiagramHalfWheel: 'Trois cerfs-volants, jaune, vert et cyan, leurs pointes réunies en un point au bord du plateau.',
  ktDiagramPenalty: 'Deux cerfs-volants rouges côte à côte, leur bord commun mis en évidence ; moins 1.',
  ktKeyDiagonal: 'Se déplacer en diagonale (pavé numérique)',
  ktKeyPlace: 'Poser le cerf-volant suivant',
  ktKeyBack: 'Annuler un coup',
};

export default fr;
