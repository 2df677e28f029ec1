import type { Table, Translations } from './messages.js';

/**
 * The How to play panel's strings, in English: loaded with the panel (first
 * use), not with the element. Translated like every other string: the
 * shipped languages (src/i18n/), `registerTranslation`, or
 * `<boardlets-settings>`'s `messages`.
 */
export const howToPlayMessages = {
  htpKeys: 'Keys',
  htpClose: 'Close',
  htpOr: 'or',
  htpArrows: 'Arrow keys',
  htpMoveCursor: 'Move the cursor',
  htpEnter: 'Enter',
  htpSpace: 'Space',
  htpEsc: 'Esc',
  htpTab: 'Tab',
  htpBackspace: 'Backspace',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'This panel',
};

declare module './messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof howToPlayMessages> {}
}

/** These strings in the other shipped languages (src/i18n/<code>.how-to-play.ts), each loaded on first use. */
export const howToPlayTranslations: Translations = {
  ar: () => import('../i18n/ar.how-to-play.js'),
  de: () => import('../i18n/de.how-to-play.js'),
  es: () => import('../i18n/es.how-to-play.js'),
  fr: () => import('../i18n/fr.how-to-play.js'),
  he: () => import('../i18n/he.how-to-play.js'),
  it: () => import('../i18n/it.how-to-play.js'),
  ja: () => import('../i18n/ja.how-to-play.js'),
  nl: () => import('../i18n/nl.how-to-play.js'),
  pl: () => import('../i18n/pl.how-to-play.js'),
  pt: () => import('../i18n/pt.how-to-play.js'),
  tr: () => import('../i18n/tr.how-to-play.js'),
  uk: () => import('../i18n/uk.how-to-play.js'),
  zh: () => import('../i18n/zh.how-to-play.js'),
};
