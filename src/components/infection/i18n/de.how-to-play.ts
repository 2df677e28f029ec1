/** Deutsch (`de`): Infection’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/de.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { infectionHowToPlayMessages } from '../how-to-play.messages.js';

const de: Translated<typeof infectionHowToPlayMessages> = {
  infGoal: 'Besitze am Spielende mehr Felder als dein Gegner.',
  infRuleCopy: 'Kopie: Zieh auf ein angrenzendes Feld, in eine der 8 Richtungen. Dein Stein bleibt stehen, und ein neuer kommt hinzu.',
  infRuleJump: 'Sprung: Zieh zwei Felder in gerader Linie, über ein leeres Feld hinweg. Dein Stein verlässt sein Feld.',
  infRuleChecker: 'Sprung über einen Stein: genauso, aber über einen beliebigen Stein. Der übersprungene Stein bleibt, wie er ist.',
  infRuleKnight: 'Rösselsprung: zwei Felder in eine Richtung und eins zur Seite, ein L. Dein Stein verlässt sein Feld.',
  infRuleConvert: 'Gegnerische Steine, die an dein Zielfeld angrenzen, werden deine.',
  infDiagramCopy: 'Ein grüner Stein, ein Pfeil zu einem angrenzenden Feld mit einem neuen grünen Stein und Pluszeichen auf den übrigen angrenzenden Feldern.',
  infDiagramJump: 'Ein grüner Stein springt über ein leeres Feld auf das Feld dahinter; sein altes Feld bleibt leer.',
  infDiagramChecker: 'Ein grüner Stein springt über einen gelben Stein auf das Feld dahinter; der gelbe Stein bleibt stehen.',
  infDiagramKnight: 'Ein grüner Stein zieht zwei Felder nach oben und eins nach rechts, ein L; sein altes Feld bleibt leer.',
  infDiagramConvert: 'Vorher: Gelb, leer, Gelb. Nachdem ein grüner Stein in der Mitte gelandet ist: drei grüne Steine.',
  infNoteObstacle: 'Auf einem X-Feld landet nichts, und kein Sprung in gerader Linie führt darüber.',
  infNoteEnd: 'Das Spiel endet, wenn das Brett voll ist (die meisten Steine gewinnen) oder wenn ein Spieler nicht ziehen kann (dann gewinnt der andere).',
  infNoteRepetition: 'Entsteht eine Stellung zum dritten Mal, endet das Spiel ebenfalls: die meisten Steine gewinnen.',
  ataxxRuleJump: 'Sprung: zieh auf ein beliebiges Feld zwei Felder entfernt, in einer Linie oder nicht, über alles hinweg. Dein Stein verlässt sein Feld.',
  ataxxNoteGap: 'Auf einem X-Feld (einer Lücke) landet nichts, aber Sprünge gehen darüber hinweg.',
  ataxxNotePass: 'Wer nicht ziehen kann, setzt aus; der andere spielt weiter.',
  ataxxNoteEnd: 'Das Spiel endet, wenn das Brett voll ist oder ein Spieler keine Steine mehr hat (die meisten Steine gewinnen), nach 50 Zügen je Seite ohne Kopie oder wenn eine Stellung zum dritten Mal entsteht (beides unentschieden).',
  infKeyPick: 'Stein aufnehmen, dann absetzen',
  infKeyPutBack: 'Stein zurückstellen',
};

export default de;
