/**
 * Türkçe (`tr`): the strings every element shares (the toolbar, feedback), loaded
 * on first use (its own chunk); the How to play panel's frame is in
 * tr.how-to-play.ts, each game's own strings beside it
 * (src/components/<game>/i18n/tr.ts). Missing keys
 * fall back to English. Console warnings stay English. Placeholders as in
 * English; plurals name the language's categories (`{count:one=…|other=…}`).
 *
 * Glossary (use these words, so terms stay the same in every game):
 * - Infection: Enfeksiyon
 * - Stained Glass: Vitray
 * - Kites: Uçurtmalar
 * - Checkbox Squares: Kutucuk Kareleri
 * - tile: taş (Vitray)
 * - piece: taş (Enfeksiyon)
 * - kite: uçurtma (taş ve konum: 2. sıra, 3. uçurtma)
 * - box: kutucuk
 * - move: hamle
 * - undo: Geri al
 * - redo: Yinele
 * - copy (move): kopyalama
 * - jump (move): atlama
 * - jump over a piece: taşın üstünden atlama
 * - knight's jump: at hamlesi
 * - hop: üstünden atlamak
 * - hint: ipucu
 * - square (board cell): kare; placeholders never take suffixes: '{square} karesi/karesine/karesinden'
 * - board: tahta
 * - puzzle / target (Checkbox Squares): Bulmaca / Hedef
 * - toggle: değiştirmek
 * - checked / unchecked: işaretli / işaretsiz
 * - cross (centre pattern): artı (artı şekli)
 * - configuration: şekil
 * - triangle / quartet / wheel / half-wheel: üçgen / dörtlü / çark / yarım çark
 * - wide / right angles / tips: geniş açılar / dik açılar / sivri uçlar
 * - point: puan
 * - player: Oyuncu {n}
 * - rival: rakip
 * - convert: ele geçirmek (senin olur)
 * - colour bar: renk çubuğu
 * - one-tile finish: tek taşla bitirmek
 * - colours: Vitray: red=kırmızı, yellow=sarı, blue=mavi, purple=mor, orange=turuncu, green=yeşil, white=beyaz, black=siyah (empty=boş); Uçurtmalar: red=kırmızı, yellow=sarı, green=yeşil, cyan=turkuaz, blue=mavi, violet=mor, letters KSYTMO; Enfeksiyon players: Green=Yeşil, Yellow=Sarı
 * - address: informal 'sen' (Sıra sende, kazandın, tıkla)
 */
import type { baseMessages, Translated } from '../base/messages.js';

const tr: Translated<typeof baseMessages> = {
  controls: 'Oyun kontrolleri',
  undo: 'Geri al',
  redo: 'Yinele',
  newGame: 'Yeni oyun',
  hint: 'İpucu',
  solve: 'Çözümü göster',
  undone: 'Hamle geri alındı.',
  undoneMoves: '{count} hamle geri alındı.',
  redone: 'Hamle yinelendi.',
  redoneMoves: '{count} hamle yinelendi.',
  nothingToUndo: 'Geri alınacak bir şey yok.',
  nothingToRedo: 'Yinelenecek bir şey yok.',
  newGameStarted: 'Yeni oyun.',
  newGameUndoable: 'Yeni oyun. Geri al ile öncekine dönebilirsin.',
  earlierGameBack: 'Önceki oyunun geri geldi: {count} {count:one=hamle|other=hamle} oynanmış.',
  laterGameBack: 'Daha yeni oyuna dönüldü.',
  more: 'Diğer',
  confirmYes: 'Evet, göster',
  confirmCancel: 'Vazgeç',
  win: 'Kazandın',
  loss: 'Kaybettin',
  draw: 'Berabere',
  readonlyBoard: 'Bu tahta salt okunur.',
  gameIsOver: 'Oyun bitti: geri al ya da yeni bir oyun başlat.',
  notAllowed: 'Bu hamle burada yapılamaz.',
  share: 'Paylaş',
  shareCopied: 'Bu oyunun bağlantısı kopyalandı.',
  shareCopiedShort: 'Kopyalandı',
  shareSelect: 'Burada pano yok: bu oyunun bağlantısı aşağıdaki metin kutusunda seçili, kopyalamaya hazır.',
  shareLink: 'Bu oyunun bağlantısı',
  resumed: 'Kayıtlı oyunun geri geldi: {count} {count:one=hamle|other=hamle} oynanmış.',
  savedElsewhere: 'Başka bir sekme oyununu aynı adla kaydetti. Bu oyun da saklanıyor: bir sonraki hamlen onu yeniden kaydeder.',
  displacedOffered: 'Aynı adla kaydedilmiş başka bir oyun da saklanıyor: bu oyunun başında Geri al onu geri getirir: {count} {count:one=hamle|other=hamle} oynanmış.',
  htpTitle: 'Nasıl oynanır',
  hintBusy: 'İyi bir hamle aranıyor…',
  noHint: 'Şu an ipucu yok.',
  lastFrom: 'son hamlenin çıktığı yer',
  lastTo: 'son hamlenin vardığı yer',
  moves: 'Hamleler',
  moveListStart: 'Başlangıç',
  reviewing: '{count} hamleden {ply}. hamleden sonraki konum inceleniyor: tahta salt okunur. Escape oyuna döner.',
  backToGame: 'Oyuna dön',
  restart: 'Baştan başla',
  restarted: 'Bu oyunun başına dönüldü. Geri al hamlelerini geri getirir.',
  gameId: 'Oyun kimliği',
  openGameId: 'Aç',
  gameIdOpened: 'Oyun kimliğinden açıldı.',
  lastClick: 'son tıklanan',
  gameIdBad: 'Bu oyun kimliği burada açılmıyor ({why}). Süren oyun değişmedi.',
};

export default tr;
