/** Türkçe (`tr`): Checkbox Squares’ maths panel (maths.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/tr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { mathsMessages } from '../maths.messages.js';

const tr: Translated<typeof mathsMessages> = {
  csMathsTitle: 'İşin matematiği',
  csMathsIntro: 'j düğmesi, A\'nın j. sütununda 1 bulunan her kutucuğa 1 ekler (mod {k}). x her düğmeye kaç kez basıldığını gösteriyorsa bulmaca A·x kadar değişir; yani A·x = d (mod {k}) olduğunda hedefle aynı olur. Burada d, değişmesi gerekendir. Gauss eliminasyonu bu 9 denklemi çözer.',
  csMathsCaption: 'Tıklama matrisi A (satırlar: kutucuk 1-9, sütunlar: düğme 1-9, satır satır numaralı) ve d = hedef − bulmaca, mod {k}',
  csMathsBoxHeader: 'Kutucuk (denklem)',
  csMathsButton: 'Düğme {n}',
  csMathsNeedHeader: 'd: değişmesi gereken',
  csMathsChanged: 'bu adımda değişti',
  csMathsPivot: 'pivot',
  csMathsStart: 'Başlangıç: [A | d], mod {k}. Her satır bir kutucuktur: onu değiştiren düğmelerin toplamı, orada değişmesi gerekene eşit olmalı.',
  csMathsSwap: '{a}. ve {b}. satırlar yer değiştirir; böylece bir pivot yukarı gelir.',
  csMathsScale: '{a}. satır {factor} ile çarpılır (mod {k}); böylece pivotu 1 olur.',
  csMathsEliminate: '{a}. satır eksi {factor} × {b}. satır (mod {k}): {column}. sütun pivotun altında sıfırlanır.',
  csMathsBackSub: '{a}. satır eksi {factor} × {b}. satır (mod {k}): {column}. sütun pivotun üstünde sıfırlanır.',
  csMathsUnreachable: '{a}. satır artık 0 = sıfır olmayan bir sayı diyor: hiçbir basış bulmacayı bu hedefle aynı yapamaz.',
  csMathsInconsistent: '0 = 0 olmayan bir sayı diyor',
  csMathsFree: '{columns}. sütunda pivot yok, yani {columns}. düğme serbest: her basma sayısı (0 ile {max} arası) bir çözüm verir ve x en az tıklamalı olanıdır.',
  csMathsSolution: 'Çözüm (bulmacada işaretli): {presses}.',
  csMathsNothing: 'd tamamen sıfır: basılacak bir şey yok, kareler aynı.',
  csMathsPressOnce: 'düğme {n}',
  csMathsPressTimes: 'düğme {n} ({count} kez)',
  csMathsSteps: 'Eliminasyon adımları',
  csMathsStepOf: 'Adım {n}/{total}',
  csMathsBack: 'Geri',
  csMathsNext: 'İleri',
  csMathsPlay: 'Oynat',
  csMathsPause: 'Duraklat',
};

export default tr;
