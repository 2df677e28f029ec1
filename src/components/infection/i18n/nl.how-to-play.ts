/** Nederlands (`nl`): Infection’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/nl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { infectionHowToPlayMessages } from '../how-to-play.messages.js';

const nl: Translated<typeof infectionHowToPlayMessages> = {
  infGoal: 'Heb aan het eind van het spel meer velden dan je tegenstander.',
  infRuleCopy: 'Kopie: ga naar een aangrenzend veld, in een van de 8 richtingen. Je steen blijft staan en er komt een nieuwe bij.',
  infRuleJump: 'Sprong: ga twee velden in een rechte lijn, over een leeg veld heen. Je steen verlaat zijn veld.',
  infRuleChecker: 'Sprong over een steen: hetzelfde, maar over een willekeurige steen. De overgesprongen steen blijft zoals hij is.',
  infRuleKnight: 'Paardensprong: twee velden in één richting en één opzij, een L. Je steen verlaat zijn veld.',
  infRuleConvert: 'Stenen van je tegenstander die grenzen aan het veld waar je landt, worden van jou.',
  infDiagramCopy: 'Een groene steen, een pijl naar een aangrenzend veld met een nieuwe groene steen, en plustekens op de andere aangrenzende velden.',
  infDiagramJump: 'Een groene steen springt over een leeg veld naar het veld erachter; zijn oude veld blijft leeg.',
  infDiagramChecker: 'Een groene steen springt over een gele steen naar het veld erachter; de gele steen blijft staan.',
  infDiagramKnight: 'Een groene steen gaat twee velden omhoog en één naar rechts, een L; zijn oude veld blijft leeg.',
  infDiagramConvert: 'Voor: geel, leeg, geel. Nadat een groene steen in het midden landt: drie groene stenen.',
  infNoteObstacle: 'Niets landt op een X-veld, en geen sprong in een rechte lijn gaat eroverheen.',
  infNoteEnd: 'Het spel eindigt als het bord vol is (wie de meeste stenen heeft, wint) of als een speler geen zet kan doen (dan wint de ander).',
  infNoteRepetition: 'Een stelling die voor de derde keer ontstaat, beëindigt het spel ook: de meeste stukken winnen.',
  ataxxRuleJump: 'Sprong: ga naar een willekeurig veld op twee velden afstand, in een lijn of niet, over alles heen. Je stuk verlaat zijn veld.',
  ataxxNoteGap: 'Niets landt op een X-veld (een gat), maar sprongen gaan eroverheen.',
  ataxxNotePass: 'Wie niet kan zetten, past; de ander speelt door.',
  ataxxNoteEnd: 'Het spel eindigt als het bord vol is of een speler geen stukken meer heeft (de meeste stukken winnen), na 50 zetten per kant zonder kopie, of als een stelling voor de derde keer ontstaat (beide remise).',
  infKeyPick: 'Steen oppakken, daarna neerzetten',
  infKeyPutBack: 'Steen terugzetten',
};

export default nl;
