/** Français (`fr`): the daily puzzles’ result card and statistics (src/base/daily.messages.ts), loaded with them. Words as in the glossary of src/i18n/fr.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { dailyMessages } from '../base/daily.messages.js';

const fr: Translated<typeof dailyMessages> = {
  dailyNumber: '{game} nº {number}',
  dailyNext: 'Prochaine énigme dans',
  dailyShare: 'Partager le résultat',
  dailyCopied: 'Résultat copié.',
  dailyShared: 'Résultat partagé.',
  dailySelect: 'Pas de presse-papiers ici : le résultat est sélectionné dans le champ de texte, prêt à copier.',
  dailyShareField: 'Résultat à partager',
  dailyClose: 'Fermer',
  dailyStats: 'Statistiques',
  dailyResult: 'Résultat du jour',
  dailyPlayed: 'Jouées',
  dailySolvedShare: 'Résolues %',
  dailyStreak: 'Série en cours',
  dailyBest: 'Meilleure série',
  dailyBar: '{band} : {count}',
  dailyLatest: 'votre dernière',
  dailyNone: 'Terminez une énigme du jour pour voir vos statistiques ici.',
  dailyReplay: 'Nouvelle tentative : seul votre premier résultat du jour compte.',
  dailyStorage: 'Les statistiques ne peuvent pas être enregistrées sur cet appareil : elles durent jusqu’à la fermeture de la page.',
  dailyUnreadable: 'Les statistiques enregistrées ici sont illisibles. Elles restent intactes, et les résultats du jour durent jusqu’à la fermeture de la page.',
  dailyDeviceOnly: 'Conservées sur cet appareil uniquement.',
  dailyPast: 'Le puzzle du {date} : d’un jour passé, il ne compte dans aucune statistique ni série.',
  dailyEarlier: 'Puzzles précédents',
  dailyEarlierItem: 'n° {number}, {date}',
  dailyToday: 'Puzzle du jour',
};

export default fr;
