/** Français (`fr`): Stained Glass’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/fr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassHowToPlayMessages } from '../how-to-play.messages.js';

const fr: Translated<typeof stainedGlassHowToPlayMessages> = {
  sgGoal: 'Faites sauter les carreaux les uns par-dessus les autres jusqu’à ce qu’il n’en reste qu’un.',
  sgCardHop: 'Un carreau saute par-dessus un carreau voisin et atterrit sur la case juste derrière, dans l’une des 8 directions.',
  sgCardJump: 'Le carreau sauté doit contenir la couleur de celui qui saute, et il la perd. La case quittée devient noire.',
  sgCardPrimary: 'De plus, un carreau primaire (rouge, jaune ou bleu) peut sauter un autre carreau primaire, qui devient noir.',
  sgCardLand: 'Il atterrit sur du noir, sur sa propre couleur ou sur une couleur qui ne contient aucune des siennes, et les couleurs se mélangent.',
  sgCardEnd: 'Quand plus aucun carreau ne peut bouger, la partie s’arrête. S’il ne reste qu’un carreau, c’est gagné.',
  sgDiagramHop: 'Un carreau rouge saute en diagonale par-dessus un carreau orange jusqu’à la case noire juste derrière.',
  sgDiagramJump: 'Avant : rouge, orange, noir. Après : noir, jaune, rouge. Le carreau orange a perdu son rouge.',
  sgDiagramPrimary: 'Avant : bleu, rouge, noir. Après : noir, noir, bleu.',
  sgDiagramLand: 'Avant : jaune, vert, rouge. Après : noir, bleu, orange. Le jaune arrivé sur le rouge a donné de l’orange.',
  sgDiagramEnd: 'Un plateau de cases noires où il ne reste qu’un carreau violet, marqué d’une coche.',
  sgNoteScore: 'Score : le nombre de coups (annulations comprises) multiplié par les barres restantes sur le plateau. Plus il est bas, mieux c’est.',
  sgKeySelect: 'Choisir un carreau, puis sa case d’arrivée',
  sgKeyCancel: 'Annuler la sélection',
};

export default fr;
