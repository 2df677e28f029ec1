/** Türkçe (`tr`): Checkbox Squares’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/tr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresHowToPlayMessages } from '../how-to-play.messages.js';

const tr: Translated<typeof checkboxSquaresHowToPlayMessages> = {
  csCardCorner1: 'Köşe, kendi 2×2 bloğunu değiştirir: kendisini ve üç komşusunu.',
  csCardCorner2: 'Köşe, kendisini ve aynı satırdaki ve aynı sütundaki komşularını değiştirir.',
  csCardSide1: 'Kenarın ortası, o kenar boyunca uzanan üç kutucuğu değiştirir.',
  csCardSide2: 'Kenarın ortası, o kenar boyunca uzanan üç kutucuğu ve merkezi değiştirir.',
  csCardCentre1: 'Merkez, kendisi dahil artı şeklindeki beş kutucuğu değiştirir.',
  csCardCentre3: 'Merkez yalnızca kendisini değiştirir.',
  csDiagramClick: 'Tıklanan: {square}. İşaretli {count} {count:one=kutucuk|other=kutucuk}: {boxes}.',
  csDiagramCorner: 'sol üst köşe',
  csDiagramSide: 'üst orta kutucuk',
  csDiagramCentre: 'merkez',
  csNoteLeft: 'Hedefe tıklamak yalnızca o kutucuğu değiştirir.',
  csNoteOrder: 'Bir kutucuğa iki kez tıklamak etkisini sıfırlar; tıklamaların sırası da önemli değildir.',
  csKeySquare: 'Diğer kareye geç',
  csKeyToggle: 'Kutucuğa tıkla',
};

export default tr;
