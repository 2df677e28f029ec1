/**
 * `boardlets`: defines every element and exports their classes, the base
 * class for new games and the settings types.
 * @module
 */
export * from './components/checkbox-squares/checkbox-squares.js';
export * from './components/settings/boardlets-settings.js';
export { BoardletElement } from './base/boardlet-element.js';
export { GridCursor, type GridCursorOptions } from './base/grid-cursor.js';
export { defaultMessages, format, type Messages, type MessageKey } from './base/messages.js';
export { settingsContext, defaultSettings, type BoardletsSettings } from './base/settings-context.js';
export type * from './base/events.js';
