/**
 * `boardlets/authoring`: what a game made outside this package builds on.
 * Its rules are a `GameDefinition` from `boardlets/engine`; its element
 * extends {@link BoardletElement}, which gives it undo and redo, New game,
 * game IDs, `share` and `from-hash`, `persist`, the feedback line and live
 * region, the toolbar, the How to play panel, the move list and every
 * shipped language for the shared strings. Defining nothing itself (no side
 * effects), it adds none of the package's games to a page.
 *
 * Walked through step by step in docs/authoring.md.
 * @module
 */
export { BoardletElement, type PlayedMove, type HintWiring, type ToolAction, type ResultKind, type MoveListEntry } from './base/boardlet-element.js';
export { defineElement } from './base/define.js';
export { GridCursor, type GridCursorOptions } from './base/grid-cursor.js';
export { registerTranslation, shippedLanguages, type Translation } from './base/locale.js';
export { baseMessages, format, joinSentences, type BoardletsMessages, type MessageKey, type MessageParam, type Messages, type Table, type Translated, type Translations } from './base/messages.js';
export type { HowToPlay, HowToPlayKey, HowToPlayRule, Msg } from './base/how-to-play.js';
export type * from './base/events.js';
