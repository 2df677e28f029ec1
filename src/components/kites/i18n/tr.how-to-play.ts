/** Türkçe (`tr`): Kites’ How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/tr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { kitesHowToPlayMessages } from '../how-to-play.messages.js';

const tr: Translated<typeof kitesHowToPlayMessages> = {
  ktRuleFewer: 'Oyunda 6\'dan az renk varsa bir şekil, içerdiği uçurtma sayısı kadar farklı renk ister; oyundaki renk sayısı bundan azsa, oyundaki renklerin hepsini.',
  ktRuleExtra: 'Yarım çark ya da çark tamamlamak, aynı anda bir üçgen ya da dörtlü tamamlamadıysan ve aynı renkte bir komşu yoksa, ek hamle kazandırır.',
  ktRuleEnd: 'Tahta dolunca en çok puanı olan kazanır. Herkes eşitse oyun berabere biter; daha çok oyuncu varsa birincilikte eşit kalanlar galibiyeti paylaşır.',
  ktCardOrder: 'Sırayla, boş bir yere birer uçurtma yerleştirilir. Renkler, kim oynarsa oynasın, sabit bir döngüyle gelir: {colors}.',
  ktCardTriangle: 'Üçgen: geniş açılarıyla buluşan, farklı renkte 3 uçurtma. 1 puan.',
  ktCardQuartet: 'Dörtlü: dik açılarıyla buluşan, farklı renkte 4 uçurtma. 1 puan.',
  ktCardWheel: 'Çark: sivri uçlarıyla buluşan, renkleri ne olursa olsun 6 uçurtma. 1 puan.',
  ktCardHalfWheel: 'Yarım çark: kenarda sivri uçlarıyla buluşan, farklı renkte 3 uçurtma. Puan yok, ama ek hamle kazandırır.',
  ktCardPenalty: 'Yerleştirdiğin uçurtmayla kenar kenara olan her aynı renkli uçurtma 1 puan kaybettirir.',
  ktDiagramOrder: 'Bir halka üzerinde harfli diskler olarak renkler ve halkanın çevresinde dönen bir ok.',
  ktDiagramTriangle: 'Kırmızı, yeşil ve mavi üç uçurtma bir üçgen oluşturuyor; geniş açıları ortadaki bir noktada buluşuyor; artı 1.',
  ktDiagramQuartet: 'Kırmızı, sarı, yeşil ve turkuaz dört uçurtma; dik açıları bir noktada buluşuyor; artı 1.',
  ktDiagramWheel: 'Her renkten birer tane, altı uçurtma; uçları ortadaki bir noktada buluşuyor; artı 1.',
  ktDiagramHalfWheel: 'Sarı, yeşil ve turkuaz üç uçurtma; uçları tahtanın kenarındaki bir noktada buluşuyor.',
  ktDiagramPenalty: 'Yan yana iki kırmızı uçurtma, ortak kenarları işaretli; eksi 1.',
  ktKeyDiagonal: 'Çapraz git (sayı tuş takımı)',
  ktKeyPlace: 'Sıradaki uçurtmayı yerleştir',
  ktKeyBack: 'Bir hamleyi geri al',
};

export default tr;
