/** Deutsch (`de`): Kites’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/de.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { kitesHowToPlayMessages } from '../how-to-play.messages.js';

const de: Translated<typeof kitesHowToPlayMessages> = {
  ktRuleFewer: 'Mit weniger als 6 Farben im Spiel braucht eine Figur so viele verschiedene Farben, wie sie Drachen hat, oder so viele, wie im Spiel sind, falls das weniger sind.',
  ktRuleExtra: 'Wer ein Halbrad oder ein Rad vervollständigt, ohne zugleich ein Dreieck oder Quartett zu vervollständigen und ohne gleichfarbigen Nachbarn, bekommt einen Extrazug.',
  ktRuleEnd: 'Ist das Brett voll, gewinnt, wer die meisten Punkte hat. Haben alle gleich viele, endet das Spiel unentschieden; bei mehr Spielern teilen sich die gemeinsam Führenden den Sieg.',
  ktCardOrder: 'Setzt abwechselnd einen Drachen auf ein beliebiges freies Feld. Die Farben kommen in fester Reihenfolge, egal wer am Zug ist: {colors}.',
  ktCardTriangle: 'Dreieck: 3 Drachen in verschiedenen Farben, die sich mit ihren stumpfen Winkeln treffen. 1 Punkt.',
  ktCardQuartet: 'Quartett: 4 Drachen in verschiedenen Farben, die sich mit ihren rechten Winkeln treffen. 1 Punkt.',
  ktCardWheel: 'Rad: 6 Drachen in beliebigen Farben, die sich mit ihren Spitzen treffen. 1 Punkt.',
  ktCardHalfWheel: 'Halbrad: 3 Drachen in verschiedenen Farben, die sich am Rand mit ihren Spitzen treffen. Kein Punkt, aber ein Extrazug.',
  ktCardPenalty: 'Jeder gleichfarbige Drachen, der Seite an Seite mit dem liegt, den du setzt, kostet 1 Punkt.',
  ktDiagramOrder: 'Die Farben als beschriftete Scheiben im Kreis, mit einem Pfeil rundherum.',
  ktDiagramTriangle: 'Drei Drachen in Rot, Grün und Blau bilden ein Dreieck; ihre stumpfen Winkel treffen sich an einem Punkt in der Mitte; plus 1.',
  ktDiagramQuartet: 'Vier Drachen in Rot, Gelb, Grün und Cyan; ihre rechten Winkel treffen sich an einem Punkt; plus 1.',
  ktDiagramWheel: 'Sechs Drachen, einer in jeder Farbe; ihre Spitzen treffen sich an einem Punkt in der Mitte; plus 1.',
  ktDiagramHalfWheel: 'Drei Drachen in Gelb, Grün und Cyan; ihre Spitzen treffen sich an einem Punkt am Brettrand.',
  ktDiagramPenalty: 'Zwei rote Drachen Seite an Seite, ihre gemeinsame Kante markiert; minus 1.',
  ktKeyDiagonal: 'Diagonal bewegen (Ziffernblock)',
  ktKeyPlace: 'Nächsten Drachen setzen',
  ktKeyBack: 'Einen Zug zurücknehmen',
};

export default de;
