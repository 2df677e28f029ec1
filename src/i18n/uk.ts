/**
 * Українська (`uk`): the strings every element shares (the toolbar, feedback), loaded
 * on first use (its own chunk); the How to play panel's frame is in
 * uk.how-to-play.ts, each game's own strings beside it
 * (src/components/<game>/i18n/uk.ts). Missing keys
 * fall back to English. Console warnings stay English. Placeholders as in
 * English; plurals name the language's categories (`{count:one=…|other=…}`).
 *
 * Glossary (use these words, so terms stay the same in every game):
 * - Infection: Інфекція
 * - Stained Glass: Вітраж
 * - Kites: Повітряні змії
 * - Checkbox Squares: Квадрати з прапорцями
 * - tile: скельце (Вітраж; neuter, so colours are neuter: червоне скельце; squares are поле, also neuter)
 * - piece: фішка (Інфекція)
 * - kite: дельтоїд (piece and position: ряд 2, дельтоїд 3; «змій» alone would read as serpent/dragon)
 * - box: клітинка
 * - move: хід
 * - undo: Скасувати (so the confirm panel's Cancel is «Ні», to avoid two «Скасувати» buttons on screen)
 * - redo: Повторити
 * - copy (move): копіювання
 * - jump (move): стрибок
 * - jump over a piece: стрибок через фішку
 * - knight's jump: хід конем (буквою «Г»)
 * - hop: перестрибувати через
 * - hint: підказка
 * - square (board cell): клітинка (Інфекція), поле (Вітраж)
 * - board: поле
 * - puzzle / target (Checkbox Squares): Головоломка / Зразок
 * - toggle: перемикати
 * - checked / unchecked: позначено / не позначено
 * - configuration: фігура
 * - triangle / quartet / wheel / half-wheel: трикутник / четвірка / колесо / півколесо
 * - wide / right angles / tips: тупі кути / прямі кути / вістря
 * - point: очко
 * - player: Гравець {n}
 * - rival: суперник
 * - convert: захопити (стають вашими)
 * - colour bar: смужка
 * - one-tile finish: залишити одне скельце
 * - colours: Вітраж (neuter): red=червоне, yellow=жовте, blue=синє, purple=фіолетове, orange=помаранчеве, green=зелене, white=біле, black=чорне (empty=порожнє); Повітряні змії (masc., agrees with дельтоїд): red=червоний, yellow=жовтий, green=зелений, cyan=блакитний, blue=синій, violet=фіолетовий, letters ЧЖЗБСФ; Інфекція players (plural, like chess Білі/Чорні): Green=Зелені, Yellow=Жовті
 * - address: polite «ви» (Ваш хід, натисніть)
 */
import type { baseMessages, Translated } from '../base/messages.js';

const uk: Translated<typeof baseMessages> = {
  controls: 'Керування грою',
  undo: 'Скасувати',
  redo: 'Повторити',
  newGame: 'Нова гра',
  hint: 'Підказка',
  solve: 'Показати розв’язок',
  undone: 'Хід скасовано.',
  undoneMoves: 'Скасовано {count} {count:one=хід|few=ходи|many=ходів|other=ходу}.',
  redone: 'Хід повторено.',
  redoneMoves: 'Повторено {count} {count:one=хід|few=ходи|many=ходів|other=ходу}.',
  nothingToUndo: 'Нічого скасовувати.',
  nothingToRedo: 'Нічого повторювати.',
  newGameStarted: 'Нова гра.',
  newGameUndoable: 'Нова гра. «Скасувати» поверне попередню.',
  earlierGameBack: 'Попередню гру повернуто: зроблено {count} {count:one=хід|few=ходи|many=ходів|other=ходу}.',
  laterGameBack: 'Повернено новішу гру.',
  more: 'Ще',
  confirmYes: 'Так, показати',
  confirmCancel: 'Ні',
  win: 'Перемога',
  loss: 'Поразка',
  draw: 'Нічия',
  readonlyBoard: 'Це поле лише для перегляду.',
  gameIsOver: 'Гру закінчено: скасуйте хід або почніть нову гру.',
  notAllowed: 'Такий хід тут неможливий.',
  share: 'Поділитися',
  shareCopied: 'Посилання на цю гру скопійовано.',
  shareCopiedShort: 'Скопійовано',
  shareSelect: 'Буфер обміну недоступний: посилання на цю гру виділено в текстовому полі нижче, його можна скопіювати.',
  shareLink: 'Посилання на цю гру',
  resumed: 'Збережену гру відновлено: зроблено {count} {count:one=хід|few=ходи|many=ходів|other=ходу}.',
  savedElsewhere: 'Інша вкладка зберегла свою гру під тією самою назвою. Цю гру теж збережено: ваш наступний хід збереже її знову.',
  displacedOffered: 'Іншу гру, збережену під тією самою назвою, теж збережено: Скасувати на початку цієї гри повертає її: зроблено {count} {count:one=хід|few=ходи|many=ходів|other=ходу}.',
  htpTitle: 'Як грати',
  hintBusy: 'Пошук доброго ходу…',
  noHint: 'Зараз підказки немає.',
  lastFrom: 'звідси зроблено останній хід',
  lastTo: 'сюди зроблено останній хід',
  moves: 'Ходи',
  moveListStart: 'Початок',
  reviewing: 'Перегляд позиції після ходу {ply} з {count}: дошка лише для читання. Escape повертає до гри.',
  backToGame: 'Назад до гри',
  restart: 'Почати знову',
  restarted: 'Знову на початку цієї гри. «Скасувати» повертає ваші ходи.',
  gameId: 'ID гри',
  openGameId: 'Відкрити',
  gameIdOpened: 'Гру відкрито з її ID.',
  lastClick: 'останнє натискання',
  gameIdBad: 'Цей ID гри тут не відкривається ({why}). Поточна гра не змінилася.',
};

export default uk;
