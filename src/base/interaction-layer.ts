/**
 * The interaction layer: the code of a game that only a person's input needs
 * (the move list panel with its review and game ID form, and Share), loaded
 * while the page is idle after the first paint or on the first input that
 * needs it (see InteractionGate in interaction.ts), so that the first paint
 * downloads less. A click or key that comes before it is held and given
 * again once it has loaded.
 */
import type { ReactiveControllerHost } from 'lit';
import { MoveListPanel } from './controllers/move-list-panel.js';
import type { MoveListOptions, MoveNames } from './controllers/move-list.js';
import { ShareController, type ShareHost } from './controllers/share.js';

export type { MoveListPanel } from './controllers/move-list-panel.js';
export type { ShareController } from './controllers/share.js';

/** The layer of one game element. */
export interface InteractionLayer<State, Move> {
  readonly moveList: MoveListPanel<State, Move>;
  readonly share: ShareController;
}

type Host = ReactiveControllerHost & HTMLElement & ShareHost;

/** Sets the layer up on its game element (its controllers join the element's). */
export function createInteractionLayer<State, Move>(
  host: Host,
  options: { moveList: MoveListOptions<State, Move>; names: MoveNames<State, Move>; shareSaid: (key: 'shareCopied' | 'shareSelect') => void },
): InteractionLayer<State, Move> {
  return {
    moveList: new MoveListPanel(host, options.moveList, options.names),
    share: new ShareController(host, options.shareSaid),
  };
}
