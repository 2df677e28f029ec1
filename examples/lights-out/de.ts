/** Deutsch (`de`): Lights Out's own strings, loaded the first time a game on the page speaks German. The shared strings (toolbar, feedback) come with the package. */
import type { Translated } from 'boardlets/authoring';
import type { lightsOutMessages } from './lights-out.js';

const de: Translated<typeof lightsOutMessages> = {
  loBoard: 'Spielbrett Lichter aus',
  loGoal: 'Schalte alle Lichter aus. Ein Druck schaltet das Feld und seine Nachbarn um.',
  loCell: '{cell}, {state}',
  loOn: 'an',
  loOff: 'aus',
  loStatus: 'Lichter an {count} · Drücke {presses}',
  loPressed: '{cell} gedrückt: {count} {count:Licht|Lichter} an.',
  loWon: 'Alle Lichter aus nach {count} {count:Druck|Drücken}: gewonnen!',
  loRule: 'Ein Druck auf ein Feld schaltet es und die Felder darüber, darunter und daneben um.',
  loRuleLabel: 'Ein Druck auf das mittlere Feld schaltet das Kreuz um es herum um.',
  loKeyPress: 'Feld drücken',
};

export default de;
