/**
 * The interaction layer: the code of a game that only a person's input needs
 * (what Undo, Redo, New game and Restart do, the move list panel with its
 * review, game ID form and styles, Share, and the How to play panel's
 * controller), loaded
 * while the page is idle after the first paint or on the first input that
 * needs it (see InteractionGate in interaction.ts), so that the first paint
 * downloads less. A click or key that comes before it is held and given
 * again once it has loaded.
 */
import { MoveListPanel, type MoveListHost, type MoveListPanelOptions } from './controllers/move-list-panel.js';
import type { MoveListEntry } from './controllers/move-list.js';
import { ShareController, type ShareHost } from './controllers/share.js';
import { HowToPlayController, type HowToPlayHost, type HowToPlaySource } from './controllers/how-to-play.js';
import type { Msg } from './how-to-play.js';
import { HistoryActions, type HistoryActionsHost, type HistoryActionsOptions } from './controllers/history-actions.js';
import { moveListStyles } from './move-list.styles.js';

export type { MoveListPanel } from './controllers/move-list-panel.js';
export type { ShareController } from './controllers/share.js';
export type { HowToPlayController } from './controllers/how-to-play.js';

/** The layer of one game element. */
export interface InteractionLayer<State, Move> {
  readonly moveList: MoveListPanel<State, Move>;
  readonly share: ShareController;
  readonly howToPlay: HowToPlayController;
  readonly history: HistoryActions;
}

/** The game element the layer joins. */
export type LayerHost = MoveListHost & ShareHost & HowToPlayHost & HistoryActionsHost;

/** What the layer is set up with: the move list panel's options, the base's move names, how Share's sentences are said, the How to play panel's content and lookup, and what the history's actions need. */
export interface LayerOptions<State, Move> {
  readonly moveList: MoveListPanelOptions<State, Move>;
  readonly names: { entries(): MoveListEntry[] };
  readonly shareSaid: (key: 'shareCopied' | 'shareSelect') => void;
  readonly howToPlay: { readonly source: HowToPlaySource; readonly msg: Msg };
  readonly history: HistoryActionsOptions;
}

/** Sets the layer up on its game element (its controllers join the element's). */
export function createInteractionLayer<State, Move>(
  host: LayerHost,
  options: LayerOptions<State, Move>,
): InteractionLayer<State, Move> {
  // The panel's styles join the element's (as the How to play panel's do when it loads).
  const root = host.renderRoot;
  const sheet = moveListStyles.styleSheet;
  if (sheet && root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return {
    moveList: new MoveListPanel(host, options.moveList, options.names),
    share: new ShareController(host, options.shareSaid),
    howToPlay: new HowToPlayController(host, options.howToPlay.source, options.howToPlay.msg),
    history: new HistoryActions(host, options.history),
  };
}
