import { createContext } from '@lit/context';
import type { Messages } from './messages.js';

/** What `<boardlets-settings>` hands down to every game inside it. */
export interface BoardletsSettings {
  /** `auto` follows `prefers-reduced-motion`; `reduce` turns animations off; `allow` keeps them. */
  readonly motion: 'auto' | 'reduce' | 'allow';
  /** Colour-blind glyphs on every coloured piece. */
  readonly glyphs: boolean;
  /** Sounds for moves and results in every game (each game's own `sound` attribute turns them on too). */
  readonly sound: boolean;
  /** Translations of some or all UI strings; missing keys fall back to English. */
  readonly messages: Partial<Messages>;
}

export const defaultSettings: BoardletsSettings = { motion: 'auto', glyphs: false, sound: false, messages: {} };

/**
 * The context key is a global symbol, so games and a provider loaded from
 * different bundles (two CDN files) still find each other.
 */
export const settingsContext = createContext<BoardletsSettings>(Symbol.for('boardlets.settings'));
