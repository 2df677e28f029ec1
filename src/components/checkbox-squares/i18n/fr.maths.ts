/** Français (`fr`): Checkbox Squares’ maths panel (maths.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/fr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { mathsMessages } from '../maths.messages.js';

const fr: Translated<typeof mathsMessages> = {
  csMathsTitle: 'Les maths',
  csMathsIntro: 'Le bouton j ajoute 1 (mod {k}) à chaque case qui a un 1 dans la colonne j de A. Si x indique combien de fois on appuie sur chaque bouton, la grille varie de A·x ; elle reproduit donc le modèle quand A·x = d (mod {k}), où d est ce qui doit changer. L’élimination de Gauss résout ces 9 équations.',
  csMathsCaption: 'Matrice des clics A (lignes : cases 1 à 9, colonnes : boutons 1 à 9, numérotés ligne par ligne) et d = modèle − grille, mod {k}',
  csMathsBoxHeader: 'Case (équation)',
  csMathsButton: 'Bouton {n}',
  csMathsNeedHeader: 'd : ce qui doit changer',
  csMathsChanged: 'modifiée à cette étape',
  csMathsPivot: 'pivot',
  csMathsStart: 'Départ : [A | d], mod {k}. Chaque ligne correspond à une case : la somme des boutons qui la modifient doit valoir ce qui doit y changer.',
  csMathsSwap: 'On échange les lignes {a} et {b} pour faire remonter un pivot.',
  csMathsScale: 'On multiplie la ligne {a} par {factor} (mod {k}) pour que son pivot vaille 1.',
  csMathsEliminate: 'Ligne {a} moins {factor} × ligne {b} (mod {k}) : un 0 apparaît dans la colonne {column}, sous le pivot.',
  csMathsBackSub: 'Ligne {a} moins {factor} × ligne {b} (mod {k}) : un 0 apparaît dans la colonne {column}, au-dessus du pivot.',
  csMathsUnreachable: 'La ligne {a} dit maintenant 0 = un nombre non nul : aucune combinaison de boutons ne permet de reproduire ce modèle sur la grille.',
  csMathsInconsistent: 'dit 0 = un nombre non nul',
  csMathsFree: 'La colonne {columns} n’a pas de pivot, donc le bouton {columns} est libre : chaque nombre d’appuis (de 0 à {max}) donne une solution, et x est celle qui demande le moins de clics.',
  csMathsSolution: 'Solution, indiquée sur la grille : {presses}.',
  csMathsNothing: 'd ne contient que des zéros : aucun bouton à presser, les deux carrés sont identiques.',
  csMathsPressOnce: 'bouton {n}',
  csMathsPressTimes: 'bouton {n} ({count} fois)',
  csMathsSteps: 'Étapes de l’élimination',
  csMathsStepOf: 'Étape {n} sur {total}',
  csMathsBack: 'Précédent',
  csMathsNext: 'Suivant',
  csMathsPlay: 'Lecture',
  csMathsPause: 'Pause',
};

export default fr;
