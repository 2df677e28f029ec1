/**
 * `boardlets/vue`: the `boardlets` entry point (it defines every element and
 * exports the same), plus types for Vue templates: it adds each element to
 * Vue's `GlobalComponents`, so `vue-tsc` and Volar check the props of
 * `<kites-board :size="3">` and type the event in `@move="..."`. For the
 * types alone (elements loaded from the CDN), `import type {} from 'boardlets/vue'`
 * once in the app, such as in `env.d.ts`.
 *
 * Vue still has to be told that these tags are custom elements: set
 * `compilerOptions.isCustomElement` (see the README).
 * @module
 */
import type { ElementProps } from './base/element-props.js';
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { HistoryDetail, NewGameDetail } from './base/events.js';
// #region registry:imports (written by `npm run registry` from src/registry.ts; do not edit)
import type { CheckboxSquares, CheckboxSquaresGameOverDetail, CheckboxSquaresMoveDetail } from './checkbox-squares.js';
import type { InfectionBoard, InfectionGameOverDetail, InfectionMoveDetail } from './infection-board.js';
import type { StainedGlassBoard, StainedGlassGameOverDetail, StainedGlassMoveDetail } from './stained-glass-board.js';
import type { KitesBoard, KitesGameOverDetail, KitesMoveDetail } from './kites-board.js';
// #endregion registry:imports
import type { BoardletsSettingsElement } from './boardlets-settings.js';

export * from './index.js';

/** The events every game fires, by name, for its `move` and `game-over` detail types. */
export type GameEventMap<Move, GameOver> = {
  move: CustomEvent<Move>;
  'game-over': CustomEvent<GameOver>;
  undo: CustomEvent<HistoryDetail>;
  redo: CustomEvent<HistoryDetail>;
  'new-game': CustomEvent<NewGameDetail>;
};

/**
 * A custom element as Vue's template type checker sees a component: it reads
 * the props from `$props` and the events from `$emit`. Neither exists on the
 * element; they are types only. (The pattern of Vue's guide, "Non-Vue Web
 * Components and TypeScript".)
 */
export type VueCustomElement<Element extends HTMLElement, Events extends Record<string, Event>, Props extends keyof Element> = new () => Element & {
  /** @deprecated Types for Vue templates only: not on the element. */
  $props: HTMLAttributes & Partial<Pick<Element, Props>> & PublicProps;
  /** @deprecated Types for Vue templates only: not on the element. */
  $emit: EmitFn<{ [Name in keyof Events]: (event: Events[Name]) => void }>;
};

export type { ElementProps } from './base/element-props.js';

/** A game as Vue's template type checker sees it. */
type Game<E extends HTMLElement, Move, GameOver> = VueCustomElement<E, GameEventMap<Move, GameOver>, ElementProps<E>>;

declare module 'vue' {
  interface GlobalComponents {
    // #region registry:components (written by `npm run registry` from src/registry.ts; do not edit)
    'checkbox-squares': Game<CheckboxSquares, CheckboxSquaresMoveDetail, CheckboxSquaresGameOverDetail>;
    'infection-board': Game<InfectionBoard, InfectionMoveDetail, InfectionGameOverDetail>;
    'stained-glass-board': Game<StainedGlassBoard, StainedGlassMoveDetail, StainedGlassGameOverDetail>;
    'kites-board': Game<KitesBoard, KitesMoveDetail, KitesGameOverDetail>;
    // #endregion registry:components
    'boardlets-settings': VueCustomElement<BoardletsSettingsElement, Record<never, never>, ElementProps<BoardletsSettingsElement>>;
  }
}
