/** Français (`fr`): Infection’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/fr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { infectionHowToPlayMessages } from '../how-to-play.messages.js';

const fr: Translated<typeof infectionHowToPlayMessages> = {
  infGoal: 'Occupez plus de cases que votre adversaire à la fin de la partie.',
  infRuleCopy: 'Copie : allez sur une case voisine, dans l’une des 8 directions. Votre pion reste en place et un nouveau pion apparaît.',
  infRuleJump: 'Saut : allez deux cases plus loin en ligne droite, par-dessus une case vide. Votre pion quitte sa case.',
  infRuleChecker: 'Saut par-dessus un pion : pareil, mais par-dessus n’importe quel pion. Le pion sauté reste tel quel.',
  infRuleKnight: 'Saut de cavalier : deux cases dans une direction et une sur le côté, en L. Votre pion quitte sa case.',
  infRuleConvert: 'Les pions adverses voisins de la case où vous arrivez deviennent les vôtres.',
  infDiagramCopy: 'Un pion vert, une flèche vers une case voisine où apparaît un nouveau pion vert, et des signes plus sur les autres cases voisines.',
  infDiagramJump: 'Un pion vert saute par-dessus une case vide jusqu’à la case suivante ; son ancienne case reste vide.',
  infDiagramChecker: 'Un pion vert saute par-dessus un pion jaune jusqu’à la case suivante ; le pion jaune reste en place.',
  infDiagramKnight: 'Un pion vert avance de deux cases vers le haut et d’une vers la droite, en L ; son ancienne case reste vide.',
  infDiagramConvert: 'Avant : jaune, vide, jaune. Après l’arrivée d’un pion vert au milieu : trois pions verts.',
  infNoteObstacle: 'Rien ne peut se poser sur une case marquée X, et aucun saut en ligne droite ne peut passer par-dessus.',
  infNoteEnd: 'La partie se termine quand le plateau est plein (le plus de pions l’emporte) ou quand un joueur ne peut plus jouer (l’autre l’emporte).',
  infNoteRepetition: 'Une position qui revient pour la troisième fois termine aussi la partie : le plus de pions l’emporte.',
  ataxxRuleJump: 'Saut : allez sur n’importe quelle case à deux cases de distance, en ligne ou non, par-dessus n’importe quoi. Votre pion quitte sa case.',
  ataxxNoteGap: 'Rien ne se pose sur une case X (un trou), mais les sauts passent par-dessus.',
  ataxxNotePass: 'Un joueur qui ne peut pas jouer passe ; l’autre continue.',
  ataxxNoteEnd: 'La partie se termine quand le plateau est plein ou qu’un joueur n’a plus de pions (le plus de pions l’emporte), après 50 coups de chaque côté sans copie, ou quand une position revient pour la troisième fois (dans ces deux cas, match nul).',
  infKeyPick: 'Prendre un pion, puis le poser',
  infKeyPutBack: 'Reposer le pion',
};

export default fr;
