/**
 * `boardlets/react`: React components for every element, made with
 * `@lit/react`. Importing it defines the elements. Attributes and properties
 * are props (`size={3}`, `messages={{ ... }}`), and each element's events are
 * typed props: `onMove`, `onGameOver`, `onUndo`, `onRedo` and `onNewGame`,
 * each called with the element's `CustomEvent` (its `detail` typed per game).
 * A `ref` is the element itself, for its methods (`undo()`, `save()`...).
 *
 * ```tsx
 * import { KitesBoard } from 'boardlets/react';
 *
 * <KitesBoard size={3} opponent="human" onMove={(e) => console.log(e.detail.points)} />
 * ```
 *
 * Needs `react` (17 or later) in the app; the other entry points do not.
 * @module
 */
import React from 'react';
import { createComponent, type EventName } from '@lit/react';
import type { ElementProps } from './base/element-props.js';
import type { HistoryDetail, NewGameDetail } from './base/events.js';
// #region registry:imports (written by `npm run registry` from src/registry.ts; do not edit)
import { CheckboxSquares as CheckboxSquaresElement, type CheckboxSquaresGameOverDetail, type CheckboxSquaresMoveDetail } from './checkbox-squares.js';
import { InfectionBoard as InfectionBoardElement, type InfectionGameOverDetail, type InfectionMoveDetail } from './infection-board.js';
import { StainedGlassBoard as StainedGlassBoardElement, type StainedGlassGameOverDetail, type StainedGlassMoveDetail } from './stained-glass-board.js';
import { KitesBoard as KitesBoardElement, type KitesGameOverDetail, type KitesMoveDetail } from './kites-board.js';
// #endregion registry:imports
import { BoardletsSettingsElement } from './boardlets-settings.js';

export type * from './base/events.js';
// #region registry:types (written by `npm run registry` from src/registry.ts; do not edit)
export type { CheckboxSquaresBox, CheckboxSquaresGameOverDetail, CheckboxSquaresMoveDetail } from './checkbox-squares.js';
export type { InfectionCounts, InfectionGameOverDetail, InfectionMoveDetail } from './infection-board.js';
export type { StainedGlassColorChange, StainedGlassGameOverDetail, StainedGlassMoveDetail } from './stained-glass-board.js';
export type { KitesCompletion, KitesGameOverDetail, KitesMoveDetail } from './kites-board.js';
// #endregion registry:types

/** The event props every game has, for its `move` and `game-over` detail types. */
export type GameEvents<Move, GameOver> = {
  onMove: EventName<CustomEvent<Move>>;
  onGameOver: EventName<CustomEvent<GameOver>>;
  onUndo: EventName<CustomEvent<HistoryDetail>>;
  onRedo: EventName<CustomEvent<HistoryDetail>>;
  onNewGame: EventName<CustomEvent<NewGameDetail>>;
};

/**
 * A Boardlets element as a React component: its settable properties (the
 * attributes: `size`, `seed`, `readonly`...) and its event props, as props;
 * the element itself as the `ref`, for its methods and read-only state.
 * Narrower than @lit/react's own type, which also offers read-only getters
 * and methods as props (`ply={3}` would compile, then fail when set).
 */
export type BoardletComponent<I extends HTMLElement, E extends Record<string, EventName | string> = Record<never, never>> =
  React.ForwardRefExoticComponent<
    Omit<React.HTMLAttributes<I>, keyof E | ElementProps<I>> &
      Partial<Pick<I, ElementProps<I>>> &
      { [K in keyof E]?: E[K] extends EventName<infer T> ? (event: T) => void : (event: Event) => void } &
      React.RefAttributes<I>
  >;

function gameEvents<Move, GameOver>(): GameEvents<Move, GameOver> {
  return {
    onMove: 'move' as EventName<CustomEvent<Move>>,
    onGameOver: 'game-over' as EventName<CustomEvent<GameOver>>,
    onUndo: 'undo' as EventName<CustomEvent<HistoryDetail>>,
    onRedo: 'redo' as EventName<CustomEvent<HistoryDetail>>,
    onNewGame: 'new-game' as EventName<CustomEvent<NewGameDetail>>,
  };
}

// #region registry:components (written by `npm run registry` from src/registry.ts; do not edit)
/** `<checkbox-squares>` as a React component. */
export const CheckboxSquares: BoardletComponent<CheckboxSquaresElement, GameEvents<CheckboxSquaresMoveDetail, CheckboxSquaresGameOverDetail>> =
  createComponent({
    react: React,
    tagName: 'checkbox-squares',
    elementClass: CheckboxSquaresElement,
    events: gameEvents<CheckboxSquaresMoveDetail, CheckboxSquaresGameOverDetail>(),
    displayName: 'CheckboxSquares',
  });

/** `<infection-board>` as a React component. */
export const InfectionBoard: BoardletComponent<InfectionBoardElement, GameEvents<InfectionMoveDetail, InfectionGameOverDetail>> =
  createComponent({
    react: React,
    tagName: 'infection-board',
    elementClass: InfectionBoardElement,
    events: gameEvents<InfectionMoveDetail, InfectionGameOverDetail>(),
    displayName: 'InfectionBoard',
  });

/** `<stained-glass-board>` as a React component. */
export const StainedGlassBoard: BoardletComponent<StainedGlassBoardElement, GameEvents<StainedGlassMoveDetail, StainedGlassGameOverDetail>> =
  createComponent({
    react: React,
    tagName: 'stained-glass-board',
    elementClass: StainedGlassBoardElement,
    events: gameEvents<StainedGlassMoveDetail, StainedGlassGameOverDetail>(),
    displayName: 'StainedGlassBoard',
  });

/** `<kites-board>` as a React component. */
export const KitesBoard: BoardletComponent<KitesBoardElement, GameEvents<KitesMoveDetail, KitesGameOverDetail>> =
  createComponent({
    react: React,
    tagName: 'kites-board',
    elementClass: KitesBoardElement,
    events: gameEvents<KitesMoveDetail, KitesGameOverDetail>(),
    displayName: 'KitesBoard',
  });
// #endregion registry:components

/** `<boardlets-settings>` as a React component: wrap games in it (`motion`, `glyphs`, `messages` props). It has no events. */
export const BoardletsSettings: BoardletComponent<BoardletsSettingsElement> = createComponent({
  react: React,
  tagName: 'boardlets-settings',
  elementClass: BoardletsSettingsElement,
  displayName: 'BoardletsSettings',
});

/** Each component's props, for wrappers of your own. */
// #region registry:props (written by `npm run registry` from src/registry.ts; do not edit)
export type CheckboxSquaresProps = React.ComponentProps<typeof CheckboxSquares>;
export type InfectionBoardProps = React.ComponentProps<typeof InfectionBoard>;
export type StainedGlassBoardProps = React.ComponentProps<typeof StainedGlassBoard>;
export type KitesBoardProps = React.ComponentProps<typeof KitesBoard>;
// #endregion registry:props
export type BoardletsSettingsProps = React.ComponentProps<typeof BoardletsSettings>;
