/** Türkçe (`tr`): Infection’s How to play panel (how-to-play.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/tr.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { infectionHowToPlayMessages } from '../how-to-play.messages.js';

const tr: Translated<typeof infectionHowToPlayMessages> = {
  infGoal: 'Oyun bittiğinde rakibinden daha çok kareye sahip ol.',
  infRuleCopy: 'Kopyalama: 8 yönden herhangi birinde bitişik bir kareye oyna. Taşın yerinde kalır ve yeni bir taş belirir.',
  infRuleJump: 'Atlama: boş bir karenin üstünden geçerek düz bir çizgide iki kare ilerle. Taşın eski karesinden ayrılır.',
  infRuleChecker: 'Taşın üstünden atlama: aynısı, ama herhangi bir taşın üstünden. Üstünden atlanan taş olduğu gibi kalır.',
  infRuleKnight: 'At hamlesi: bir yöne iki kare, yana bir kare, yani L şeklinde. Taşın eski karesinden ayrılır.',
  infRuleConvert: 'Vardığın kareye bitişik rakip taşlar senin olur.',
  infDiagramCopy: 'Yeşil bir taş, bitişik bir kareye uzanan ve orada yeni bir yeşil taş gösteren bir ok; diğer bitişik karelerde artı işaretleri.',
  infDiagramJump: 'Yeşil bir taş boş bir karenin üstünden atlayıp ötesindeki kareye geçer; eski karesi boş kalır.',
  infDiagramChecker: 'Yeşil bir taş sarı bir taşın üstünden atlayıp ötesindeki kareye geçer; sarı taş yerinde kalır.',
  infDiagramKnight: 'Yeşil bir taş iki kare yukarı, bir kare sağa gider, yani L çizer; eski karesi boş kalır.',
  infDiagramConvert: 'Önce: sarı, boş, sarı. Yeşil bir taş ortaya gelince: üç yeşil taş.',
  infNoteObstacle: 'X olan kareye hiçbir taş konamaz ve düz atlamalar bu karenin üstünden geçemez.',
  infNoteEnd: 'Oyun, tahta dolunca (en çok taşı olan kazanır) ya da bir oyuncu hamle yapamayınca (diğeri kazanır) biter.',
  infNoteRepetition: 'Bir konum üçüncü kez oluşursa da oyun biter: en çok taşı olan kazanır.',
  ataxxRuleJump: 'Atlama: iki kare uzaktaki herhangi bir kareye, düz çizgide olsun olmasın, her şeyin üstünden geçerek git. Taşın eski karesinden ayrılır.',
  ataxxNoteGap: 'X karesine (bir boşluğa) hiçbir şey inemez, ama atlamalar üstünden geçer.',
  ataxxNotePass: 'Hamle yapamayan oyuncu pas geçer; diğeri oynamaya devam eder.',
  ataxxNoteEnd: 'Oyun; tahta dolunca ya da bir oyuncunun taşı kalmayınca (en çok taşı olan kazanır), iki taraf da kopyalamadan 50 hamle yapınca ya da bir konum üçüncü kez oluşunca (bu ikisi beraberlik) biter.',
  infKeyPick: 'Taşı al, sonra bir yere bırak',
  infKeyPutBack: 'Taşı yerine koy',
};

export default tr;
