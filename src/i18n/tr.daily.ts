/** Türkçe (`tr`): the daily puzzles’ result card and statistics (src/base/daily.messages.ts), loaded with them. Words as in the glossary of src/i18n/tr.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { dailyMessages } from '../base/daily.messages.js';

const tr: Translated<typeof dailyMessages> = {
  dailyNumber: '{game} #{number}',
  dailyNext: 'Sonraki bulmacaya kalan',
  dailyShare: 'Sonucu paylaş',
  dailyCopied: 'Sonuç kopyalandı.',
  dailyShared: 'Sonuç paylaşıldı.',
  dailySelect: 'Burada pano yok: sonuç metin alanında seçili, kopyalamaya hazır.',
  dailyShareField: 'Paylaşılacak sonuç',
  dailyClose: 'Kapat',
  dailyStats: 'İstatistikler',
  dailyResult: 'Bugünün sonucu',
  dailyPlayed: 'Oynanan',
  dailySolvedShare: 'Çözülen %',
  dailyStreak: 'Mevcut seri',
  dailyBest: 'En iyi seri',
  dailyBar: '{band}: {count}',
  dailyLatest: 'son sonucun',
  dailyNone: 'İstatistiklerini burada görmek için bir günlük bulmacayı bitir.',
  dailyReplay: 'Tekrar: günün ilk sonucun geçerli.',
  dailyStorage: 'İstatistikler bu cihaza kaydedilemiyor: sayfa kapanana kadar geçerli.',
  dailyUnreadable: 'Burada kayıtlı istatistikler okunamıyor. Olduğu gibi bırakıldı; bugünün sonuçları sayfa kapanana kadar geçerli.',
  dailyDeviceOnly: 'Yalnızca bu cihazda tutulur.',
  dailyPast: '{date} bulmacası: önceki bir güne ait, hiçbir istatistiğe ya da seriye sayılmaz.',
  dailyEarlier: 'Önceki bulmacalar',
  dailyEarlierItem: '#{number}, {date}',
  dailyToday: 'Bugünün bulmacası',
};

export default tr;
