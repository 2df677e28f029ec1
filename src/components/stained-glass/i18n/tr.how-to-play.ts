/** Türkçe (`tr`): Stained Glass’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/tr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { stainedGlassHowToPlayMessages } from '../how-to-play.messages.js';

const tr: Translated<typeof stainedGlassHowToPlayMessages> = {
  sgGoal: 'Tek taş kalana dek taşları birbirinin üstünden atlat.',
  sgCardHop: 'Bir taş, 8 yönden herhangi birinde bitişik bir taşın üstünden atlayıp hemen ötesindeki kareye iner.',
  sgCardJump: 'Üstünden atlanan taş, atlayan taşın rengini içermelidir ve bu rengi kaybeder. Geride bırakılan kare siyaha döner.',
  sgCardPrimary: 'Ayrıca ana renkli bir taş (kırmızı, sarı ya da mavi), ana renkli başka bir taşın üstünden atlayabilir; o taş siyaha döner.',
  sgCardLand: 'Taş siyah bir kareye, kendi rengine ya da kendi renginden hiçbir şey içermeyen bir renge iner ve renkler karışır.',
  sgCardEnd: 'Hiçbir taş oynayamadığında oyun biter. Tek taş kalırsa kazanırsın.',
  sgDiagramHop: 'Kırmızı bir taş, turuncu bir taşın üstünden çapraz atlayıp ötesindeki siyah kareye iner.',
  sgDiagramJump: 'Önce: kırmızı, turuncu, siyah. Sonra: siyah, sarı, kırmızı. Turuncu taş kırmızısını kaybetti.',
  sgDiagramPrimary: 'Önce: mavi, kırmızı, siyah. Sonra: siyah, siyah, mavi.',
  sgDiagramLand: 'Önce: sarı, yeşil, kırmızı. Sonra: siyah, mavi, turuncu. Sarı, kırmızının üstüne inince turuncu oldu.',
  sgDiagramEnd: 'Siyah karelerden oluşan bir tahtada tek bir mor taş kalmış; onay işaretiyle işaretli.',
  sgNoteScore: 'Puan: hamle sayısı (geri almalar da sayılır) çarpı tahtada kalan çubuk sayısı. Düşük olan daha iyidir.',
  sgKeySelect: 'Bir taş seç, sonra ineceği yeri',
  sgKeyCancel: 'Seçimi iptal et',
};

export default tr;
