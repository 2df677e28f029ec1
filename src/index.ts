/**
 * `boardlets`: defines every element and exports their classes, the base
 * class for new games, the UI strings and the settings types.
 * @module
 */
import { baseMessages } from './base/messages.js';
import { checkboxSquaresMessages } from './components/checkbox-squares/messages.js';
import { infectionMessages } from './components/infection/messages.js';
import { kitesMessages } from './components/kites/messages.js';
import { stainedGlassMessages } from './components/stained-glass/messages.js';
import { worksheetMessages } from './components/worksheet/messages.js';
import { howToPlayMessages } from './base/how-to-play.messages.js';
import { checkboxSquaresHowToPlayMessages } from './components/checkbox-squares/how-to-play.messages.js';
import { infectionHowToPlayMessages } from './components/infection/how-to-play.messages.js';
import { kitesHowToPlayMessages } from './components/kites/how-to-play.messages.js';
import { stainedGlassHowToPlayMessages } from './components/stained-glass/how-to-play.messages.js';
import { mathsMessages as checkboxSquaresMathsMessages } from './components/checkbox-squares/maths.messages.js';
import { dailyMessages } from './base/daily.messages.js';
import { checkboxSquaresDailyMessages } from './components/checkbox-squares/daily.messages.js';
import { stainedGlassDailyMessages } from './components/stained-glass/daily.messages.js';

// Through the per-element entry modules, so the CDN build's all-in-one file
// imports the per-element files instead of copying them (see rollup.config.mjs).
// #region registry:elements (written by `npm run registry` from src/registry.ts; do not edit)
export * from './checkbox-squares.js';
export * from './infection-board.js';
export * from './stained-glass-board.js';
export * from './kites-board.js';
export * from './boardlets-settings.js';
export * from './boardlets-worksheet.js';
// #endregion registry:elements
export { BoardletElement } from './base/boardlet-element.js';
export { registerTranslation, shippedLanguages, type Translation } from './base/locale.js';
export { GridCursor, type GridCursorOptions } from './base/grid-cursor.js';
export { format, type Messages, type MessageKey, type BoardletsMessages } from './base/messages.js';
export { settingsContext, defaultSettings, type BoardletsSettings } from './base/settings-context.js';
export type * from './base/events.js';
export { setDailyClock } from './base/daily.js';
export type { DailyResultDetail } from './base/controllers/daily.js';
/** The daily puzzles' strings: result card and statistics, and each game's own. */
export { dailyMessages, checkboxSquaresDailyMessages, stainedGlassDailyMessages };
export { baseMessages, checkboxSquaresMessages, infectionMessages, stainedGlassMessages, kitesMessages, worksheetMessages };
/** The How to play panels' strings (each loaded with its panel, on first use). */
export { howToPlayMessages, checkboxSquaresHowToPlayMessages, infectionHowToPlayMessages, stainedGlassHowToPlayMessages, kitesHowToPlayMessages, checkboxSquaresMathsMessages };

/** Every English UI string of every element, How to play panels included, by key: the list a translation fills in. */
export const defaultMessages = {
  ...baseMessages,
  ...checkboxSquaresMessages,
  ...infectionMessages,
  ...stainedGlassMessages,
  ...kitesMessages,
  ...dailyMessages,
  ...checkboxSquaresDailyMessages,
  ...stainedGlassDailyMessages,
  ...worksheetMessages,
  ...howToPlayMessages,
  ...checkboxSquaresHowToPlayMessages,
  ...infectionHowToPlayMessages,
  ...stainedGlassHowToPlayMessages,
  ...kitesHowToPlayMessages,
  ...checkboxSquaresMathsMessages,
};
