/** Türkçe (`tr`): <boardlets-worksheet>’s strings (messages.ts), loaded with the element. Words as in the glossary of src/i18n/tr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { worksheetMessages } from '../messages.js';

const tr: Translated<typeof worksheetMessages> = {
  wsCheckboxTitle: 'Kutucuk Kareleri',
  wsStainedGlassTitle: 'Vitray',
  wsName: 'Ad Soyad',
  wsDate: 'Tarih',
  wsPrint: 'Yazdır',
  wsPreparing: 'Çalışma kâğıdı hazırlanıyor…',
  wsReady: 'Çalışma kâğıdı hazır.',
  wsPuzzle: 'Bulmaca {number}',
  wsAnswerKey: 'Cevap anahtarı',
  wsCheckboxTask: 'Her bulmacada, Bulmaca karesinin hedefe benzemesi için tıklaman gereken kutucukları bul ve “Tıklamaların” kısmında işaretle. Olabildiğince az tıklama kullan.',
  wsClickRule: 'Bulmaca karesinde bir kutucuğa tıklamanın değiştirdikleri (tıklanan kutucuk daire içinde):',
  wsTickLegend: 'Onay işareti, işaretli bir kutucuktur.',
  wsDotsLegend: 'Kutucuklar noktayla sayılır: bir tıklama değiştirdiği her kutucuğa bir nokta ekler, en çok noktası olan kutucuk yeniden boşalır.',
  wsBoxState: '{row}. satır, {column}. sütun: {state}',
  wsBoxPresses: '{row}. satır, {column}. sütun ×{count}',
  wsChecked: '{square}, işaretli: {boxes}',
  wsNoneChecked: '{square}, işaretli kutucuk yok',
  wsFewest: 'En az tıklama: {count}',
  wsYourClicks: 'Tıklamaların',
  wsStainedGlassTask: 'Her tahtada atlayışlarını sırayla yaz, örneğin “b2 üstünden c2, d2’ye”, ta ki tek bir taş kalana dek.',
  wsTile: '{square} {color}',
  wsHop: '{from} → {over} üstünden → {to}',
  wsSheet: 'Kâğıt {seed}',
};

export default tr;
