/** Türkçe (`tr`): Checkbox Squares’ strings (messages.ts), loaded with the game. Words as in the glossary of src/i18n/tr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresMessages } from '../messages.js';

const tr: Translated<typeof checkboxSquaresMessages> = {
  csTarget: 'Hedef',
  csBoard: 'Bulmaca',
  csBox: '{row}. satır, {column}. sütun',
  csMoves: 'Hamle: {count}',
  csNeeded: 'En az kalan tıklama: {count}',
  csSolved: '{count} {count:one=hamlede|other=hamlede} çözüldü!',
  csHintIs: 'İpucu: bulmacada {row}. satır, {column}. sütuna tıkla.',
  csSolutionIs: 'Çözüm için şunlara tıkla: {boxes}.',
  csSolutionBox: '{row}. satır, {column}. sütun',
  csSolveConfirm: 'Çözümün tamamı gösterilsin mi? Bulmacanın cevabını verir.',
  csSolutionNone: 'Tıklanacak bir şey yok: kareler aynı.',
  csMovedTarget: 'Hedef, {row}. satır, {column}. sütun: {state}.',
  csMovedBoard: '{row}. satır, {column}. sütun: {count} {count:one=kutucuk|other=kutucuk} değişti. Çözmek için {needed} {needed:one=tıklama|other=tıklama} gerekiyor.',
  csMovedBoardSolved: '{row}. satır, {column}. sütun: {count} {count:one=kutucuk|other=kutucuk} değişti.',
  csTargetLocked: 'Hedef kilitli.',
  csLocked: 'kilitli',
  csHinted: 'ipucu',
  csInSolution: 'çözümün parçası',
  csChecked: 'işaretli',
  csUnchecked: 'işaretsiz',
  csVariantHelp1: 'Köşe kendi 2×2 bloğunu, kenar ortası kendi kenarını, merkez de kendi artısını değiştirir.',
  csVariantHelp2: 'Köşe kendisini ve satırındaki ve sütunundaki komşularını, kenar ortası kendi kenarını ve merkezi, merkez de kendi artısını değiştirir.',
  csVariantHelp3: 'Köşe kendisini ve satırındaki ve sütunundaki komşularını, kenar ortası kendi kenarını ve merkezi, merkez ise yalnızca kendisini değiştirir.',
  csGoal: 'Bulmacayı hedefle aynı yap.',
  csValue: 'durum {value} (0 ile {max} arası)',
  csMovedTargetValue: 'Hedef, {row}. satır, {column}. sütun: artık durum {value}.',
  csMovedBoardStates: '{row}. satır, {column}. sütun: {count} {count:one=kutucuk|other=kutucuk} bir sonraki duruma geçti.',
  csNeededSentence: 'Çözmek için {needed} {needed:one=tıklama|other=tıklama} gerekiyor.',
  csUnreachable: 'Bulmacada yapılacak hiçbir tıklama bu hedefe ulaştırmaz: hedefi değiştir ya da yeni oyun başlat.',
  csUnreachableWhy: 'Tıklamalar {boxes} kutularının toplamını (satır satır 1\'den 9\'a numaralı) mod {k} hiç değiştirmez ve bu toplam iki karede farklı.',
  csUnreachableShort: 'Hedefe ulaşılamaz',
  csInSolutionTimes: 'çözümün parçası, {count} tıklama',
  csSolutionBoxTimes: '{box} ({count} kez)',
  csMathsShow: 'Matematiği göster',
};

export default tr;
