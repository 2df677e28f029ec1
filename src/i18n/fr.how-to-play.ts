/** Français (`fr`): the How to play panel's frame, every game's (src/base/how-to-play.messages.ts), loaded with the panel. Words as in the glossary of fr.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { howToPlayMessages } from '../base/how-to-play.messages.js';

const fr: Translated<typeof howToPlayMessages> = {
  htpKeys: 'Touches',
  htpClose: 'Fermer',
  htpOr: 'ou',
  htpArrows: 'Flèches',
  htpMoveCursor: 'Déplacer le curseur',
  htpEnter: 'Entrée',
  htpSpace: 'Espace',
  htpEsc: 'Échap',
  htpTab: 'Tab',
  htpBackspace: 'Retour arrière',
  htpCtrlZ: 'Ctrl+Z',
  htpCtrlY: 'Ctrl+Y',
  htpOpen: 'Ce panneau',
};

export default fr;
