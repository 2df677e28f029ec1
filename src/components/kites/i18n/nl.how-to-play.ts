/** Nederlands (`nl`): Kites’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/nl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { kitesHowToPlayMessages } from '../how-to-play.messages.js';

const nl: Translated<typeof kitesHowToPlayMessages> = {
  ktRuleFewer: 'Met minder dan 6 kleuren in het spel heeft een figuur evenveel verschillende kleuren nodig als hij vliegers heeft, of evenveel als er in het spel zijn als dat er minder zijn.',
  ktRuleExtra: 'Wie een half wiel of een wiel voltooit, zonder ook een driehoek of kwartet te voltooien en zonder buur in dezelfde kleur, krijgt een extra zet.',
  ktRuleEnd: 'Als het bord vol is, wint wie de meeste punten heeft. Heeft iedereen evenveel, dan is het remise; met meer spelers delen de spelers die samen bovenaan staan de overwinning.',
  ktCardOrder: 'Leg om de beurt een vlieger op een leeg veld naar keuze. De kleuren komen in een vaste volgorde, wie er ook speelt: {colors}.',
  ktCardTriangle: 'Driehoek: 3 vliegers in verschillende kleuren die met hun stompe hoeken samenkomen. 1 punt.',
  ktCardQuartet: 'Kwartet: 4 vliegers in verschillende kleuren die met hun rechte hoeken samenkomen. 1 punt.',
  ktCardWheel: 'Wiel: 6 vliegers in willekeurige kleuren die met hun toppen samenkomen. 1 punt.',
  ktCardHalfWheel: 'Half wiel: 3 vliegers in verschillende kleuren die aan de rand met hun toppen samenkomen. Geen punt, wel een extra zet.',
  ktCardPenalty: 'Elke vlieger in dezelfde kleur die zij aan zij ligt met de vlieger die je legt, kost 1 punt.',
  ktDiagramOrder: 'De kleuren als schijfjes met letters in een kring, met een pijl die rondgaat.',
  ktDiagramTriangle: 'Drie vliegers, rood, groen en blauw, vormen een driehoek; hun stompe hoeken komen samen in een stip in het midden; plus 1.',
  ktDiagramQuartet: 'Vier vliegers, rood, geel, groen en cyaan; hun rechte hoeken komen samen in een stip; plus 1.',
  ktDiagramWheel: 'Zes vliegers, één van elke kleur; hun toppen komen samen in een stip in het midden; plus 1.',
  ktDiagramHalfWheel: 'Drie vliegers, geel, groen en cyaan; hun toppen komen samen in een stip aan de rand van het bord.',
  ktDiagramPenalty: 'Twee rode vliegers zij aan zij, met hun gedeelde zijde gemarkeerd; min 1.',
  ktKeyDiagonal: 'Diagonaal bewegen (numeriek toetsenblok)',
  ktKeyPlace: 'Volgende vlieger leggen',
  ktKeyBack: 'Een zet terugnemen',
};

export default nl;
