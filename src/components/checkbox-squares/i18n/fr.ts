/** Français (`fr`): Checkbox Squares’ strings (messages.ts), loaded with the game. Words as in the glossary of src/i18n/fr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresMessages } from '../messages.js';

const fr: Translated<typeof checkboxSquaresMessages> = {
  csTarget: 'Modèle',
  csBoard: 'Grille',
  csBox: 'Ligne {row}, colonne {column}',
  csMoves: 'Coups : {count}',
  csNeeded: 'Clics restants au minimum : {count}',
  csSolved: 'Résolu en {count} {count:one=coup|many=de coups|other=coups} !',
  csHintIs: 'Indice : cliquez sur la case ligne {row}, colonne {column} de la grille.',
  csSolutionIs: 'Solution, cases à cliquer : {boxes}.',
  csSolutionBox: 'ligne {row}, colonne {column}',
  csSolveConfirm: 'Afficher toute la solution ? L’énigme n’aura plus de secret.',
  csSolutionNone: 'Rien à cliquer : les deux carrés sont identiques.',
  csMovedTarget: 'Modèle, ligne {row}, colonne {column} : {state}.',
  csMovedBoard: 'Ligne {row}, colonne {column} : {count} {count:one=case inversée|many=de cases inversées|other=cases inversées}. {needed} {needed:one=clic|many=de clics|other=clics} pour résoudre.',
  csMovedBoardSolved: 'Ligne {row}, colonne {column} : {count} {count:one=case inversée|many=de cases inversées|other=cases inversées}.',
  csTargetLocked: 'Le modèle est verrouillé.',
  csLocked: 'verrouillé',
  csHinted: 'indice',
  csInSolution: 'dans la solution',
  csChecked: 'cochée',
  csUnchecked: 'décochée',
  csVariantHelp1: 'Un coin inverse son bloc 2x2, le milieu d’un côté inverse ce côté, le centre inverse sa croix.',
  csVariantHelp2: 'Un coin s’inverse avec ses voisines de ligne et de colonne, le milieu d’un côté inverse ce côté et le centre, le centre inverse sa croix.',
  csVariantHelp3: 'Un coin s’inverse avec ses voisines de ligne et de colonne, le milieu d’un côté inverse ce côté et le centre, le centre n’inverse que lui-même.',
  csGoal: 'Reproduisez le modèle sur la grille.',
  csValue: 'état {value} (de 0 à {max})',
  csMovedTargetValue: 'Modèle, ligne {row}, colonne {column} : maintenant à l’état {value}.',
  csMovedBoardStates: 'Ligne {row}, colonne {column} : {count} {count:one=case avance|many=de cases avancent|other=cases avancent} d’un état.',
  csNeededSentence: '{needed} {needed:one=clic|many=de clics|other=clics} pour résoudre.',
  csUnreachable: 'Aucune suite de clics sur la grille ne permet d’atteindre ce modèle : modifiez le modèle ou lancez une nouvelle partie.',
  csUnreachableWhy: 'Les clics ne changent jamais la somme des cases {boxes} (numérotées de 1 à 9, ligne par ligne) mod {k}, et cette somme diffère entre les deux carrés.',
  csUnreachableShort: 'Modèle hors d’atteinte',
  csInSolutionTimes: 'dans la solution, {count} clics',
  csSolutionBoxTimes: '{box} ({count} fois)',
  csMathsShow: 'Voir les maths',
};

export default fr;
