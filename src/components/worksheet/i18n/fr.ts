/** Français (`fr`): <boardlets-worksheet>’s strings (messages.ts), loaded with the element. Words as in the glossary of src/i18n/fr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { worksheetMessages } from '../messages.js';

const fr: Translated<typeof worksheetMessages> = {
  wsCheckboxTitle: 'Carrés à cocher',
  wsStainedGlassTitle: 'Vitrail',
  wsName: 'Nom',
  wsDate: 'Date',
  wsPrint: 'Imprimer',
  wsPreparing: 'Préparation de la fiche…',
  wsReady: 'Fiche prête.',
  wsPuzzle: 'Grille {number}',
  wsAnswerKey: 'Corrigé',
  wsCheckboxTask: 'Pour chaque grille, trouvez les cases sur lesquelles cliquer dans le carré « Grille » pour qu’il soit identique au modèle, et marquez-les dans « Vos clics ». Utilisez le moins de clics possible.',
  wsClickRule: 'Ce qu’un clic sur une case du carré « Grille » inverse (la case cliquée est entourée) :',
  wsTickLegend: 'Une coche indique une case cochée.',
  wsDotsLegend: 'Les cases comptent en points : un clic ajoute un point à chaque case qu’il change, et une case qui a le plus de points redevient vide.',
  wsBoxState: 'ligne {row}, colonne {column} : {state}',
  wsBoxPresses: 'ligne {row}, colonne {column} ×{count}',
  wsChecked: '{square}, cochées : {boxes}',
  wsNoneChecked: '{square}, aucune case cochée',
  wsFewest: 'Clics minimum : {count}',
  wsYourClicks: 'Vos clics',
  wsStainedGlassTask: 'Sur chaque plateau, notez vos sauts dans l’ordre, par exemple « b2 par-dessus c2 vers d2 », jusqu’à ce qu’il ne reste qu’un carreau.',
  wsTile: '{square} {color}',
  wsHop: '{from} par-dessus {over} vers {to}',
  wsSheet: 'Fiche {seed}',
};

export default fr;
