/** Nederlands (`nl`): Stained Glass’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/nl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassHowToPlayMessages } from '../how-to-play.messages.js';

const nl: Translated<typeof stainedGlassHowToPlayMessages> = {
  sgGoal: 'Laat tegels over elkaar springen tot er één tegel over is.',
  sgCardHop: 'Een tegel springt over een aangrenzende tegel naar het veld direct erachter, in een van de 8 richtingen.',
  sgCardJump: 'De overgesprongen tegel moet de kleur van de springende tegel bevatten, en verliest die. Het verlaten veld wordt zwart.',
  sgCardPrimary: 'Ook mag een grondkleur (rood, geel of blauw) over een andere grondkleur springen; die wordt dan zwart.',
  sgCardLand: 'Hij landt op zwart, op zijn eigen kleur of op een kleur waar niets van zijn kleur in zit, en de kleuren mengen.',
  sgCardEnd: 'Als geen tegel meer kan bewegen, is het spel afgelopen. Met één tegel over win je.',
  sgDiagramHop: 'Een rode tegel springt diagonaal over een oranje tegel naar het zwarte veld erachter.',
  sgDiagramJump: 'Voor: rood, oranje, zwart. Na: zwart, geel, rood. De oranje tegel is zijn rood kwijt.',
  sgDiagramPrimary: 'Voor: blauw, rood, zwart. Na: zwart, zwart, blauw.',
  sgDiagramLand: 'Voor: geel, groen, rood. Na: zwart, blauw, oranje. Geel dat op rood landt, geeft oranje.',
  sgDiagramEnd: 'Een bord met een vinkje: zwarte velden en nog één paarse tegel.',
  sgNoteScore: 'Score: zetten (terugnemen telt ook mee) maal de balkjes die nog op het bord staan. Lager is beter.',
  sgKeySelect: 'Kies een tegel, daarna waar hij landt',
  sgKeyCancel: 'Keuze annuleren',
};

export default nl;
