/** What only a person's input on `<stained-glass-board>` needs, loaded as one chunk (see input-slot.ts). */
export { TileInput } from './tile-input.js';
export { HopMotion } from './hop-motion.js';
