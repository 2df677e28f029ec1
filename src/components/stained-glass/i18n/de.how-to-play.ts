/** Deutsch (`de`): Stained Glass’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/de.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassHowToPlayMessages } from '../how-to-play.messages.js';

const de: Translated<typeof stainedGlassHowToPlayMessages> = {
  sgGoal: 'Lass Plättchen übereinander springen, bis nur noch eins übrig ist.',
  sgCardHop: 'Ein Plättchen springt über ein angrenzendes Plättchen auf das Feld direkt dahinter, in eine der 8 Richtungen.',
  sgCardJump: 'Das übersprungene Plättchen muss die Farbe des springenden enthalten und verliert sie. Das verlassene Feld wird schwarz.',
  sgCardPrimary: 'Außerdem darf eine Grundfarbe (Rot, Gelb oder Blau) eine andere Grundfarbe überspringen; diese wird schwarz.',
  sgCardLand: 'Es landet auf Schwarz, auf seiner eigenen Farbe oder auf einer Farbe, die nichts von seiner enthält, und die Farben mischen sich.',
  sgCardEnd: 'Kann kein Plättchen mehr ziehen, endet das Spiel. Bleibt nur ein Plättchen übrig, hast du gewonnen.',
  sgDiagramHop: 'Ein rotes Plättchen springt diagonal über ein orangefarbenes Plättchen auf das schwarze Feld dahinter.',
  sgDiagramJump: 'Vorher: Rot, Orange, Schwarz. Nachher: Schwarz, Gelb, Rot. Das orangefarbene Plättchen hat sein Rot verloren.',
  sgDiagramPrimary: 'Vorher: Blau, Rot, Schwarz. Nachher: Schwarz, Schwarz, Blau.',
  sgDiagramLand: 'Vorher: Gelb, Grün, Rot. Nachher: Schwarz, Blau, Orange. Gelb, das auf Rot landet, ergibt Orange.',
  sgDiagramEnd: 'Ein Brett aus schwarzen Feldern, auf dem nur noch ein lila Plättchen liegt, mit einem Häkchen markiert.',
  sgNoteScore: 'Wertung: Züge (Rücknahmen zählen mit) mal die Balken, die noch auf dem Brett sind. Weniger ist besser.',
  sgKeySelect: 'Plättchen wählen, dann das Landefeld',
  sgKeyCancel: 'Auswahl aufheben',
};

export default de;
