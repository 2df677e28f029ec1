/**
 * The one list of Boardlets' games and elements. Everything that used to keep
 * its own list of games is derived from it:
 *
 *  - the builds: both input lists in rollup.config.mjs read it, and a Node
 *    test (test/node/registry.test.mjs) checks package.json's `exports` and
 *    `sideEffects`, the docs' lists of games and the editor data against it;
 *  - the entry points: the marked regions of src/index.ts, src/engine.ts,
 *    src/autoloader.ts, src/react.ts and src/vue.ts are written from it by
 *    `npm run registry` (scripts/registry.mjs; the same Node test fails while
 *    they are stale);
 *  - every test that covers "every game", the benchmarks and the screenshots
 *    iterate it.
 *
 * Plain data only, no imports: Node scripts read this file by stripping its
 * types (scripts/registry.mjs), and engines and tests import it as it is.
 * Adding a game is a folder and one entry here (docs/architecture.md, "Adding
 * a game").
 * @module
 */

/** Attribute name to value, as a test or a demo sets them on the element. */
export type Attributes = Readonly<Record<string, string>>;

/** A game's rules in the engine (`boardlets/engine`). */
export interface EngineEntry {
  /** The game's id: the first field of its saved games and game IDs, and the persist key. */
  readonly id: string;
  /** Its folder under src/games/ (index.ts is the rules module). */
  readonly folder: string;
  /** The `GameDefinition` export of `boardlets/engine`; its rules module is exported as `<definition>Rules`. */
  readonly definition: string;
  /** The module its computer or solver thinks with, in src/games/<folder>/: built into the CDN worker's engine for the game. */
  readonly thinker?: string;
}

/** A game element. */
export interface GameEntry {
  /** The custom element's tag; its entry module is src/<tag>.ts, built to dist/<tag>.js and dist/cdn/<tag>.js. */
  readonly tag: string;
  /** The game's English name. */
  readonly name: string;
  /** The element class the entry module exports; also the React component's name. */
  readonly className: string;
  /** The prefix of the element's event detail types: `<prefix>MoveDetail` and `<prefix>GameOverDetail`. */
  readonly typePrefix: string;
  /** Other types of its events the React entry point re-exports. */
  readonly detailTypes: readonly string[];
  /** Its folder under src/components/ (the element module is src/components/<folder>/<tag>.ts). */
  readonly folder: string;
  /** The engine id of its rules (its saves and game IDs start with it). */
  readonly engine: string;
  /** Other engine games an attribute switches to: attribute value to engine id (`rules="ataxx"`). */
  readonly variants?: Readonly<Record<string, string>>;
  /** Its Storybook stories, from the repository root. */
  readonly stories: string;
  /** What the tests that cover every game need to know. */
  readonly testing: {
    /** Attributes that leave every seat to people (no computer moves by itself). */
    readonly humans: Attributes;
    /** Attributes with which the element starts working at once when rendered (the computer moves first, the solver runs). */
    readonly busy: Attributes;
    /** Attributes for its quickest computer, if it has one (tests add them to `busy`, and wherever a seat may be a computer's). */
    readonly quickest: Attributes;
    /** Settings other than the defaults, each saved in the game ID. */
    readonly other: Attributes;
    /** A number attribute of the game's settings (a bad value is warned about and ignored). */
    readonly numberAttribute: string;
    /** A selector of the cells the keyboard cursor moves over, in the shadow root. */
    readonly cells: string;
  };
}

/** An element that is not a game (included in the builds, the autoloader and the wrappers). */
export interface ElementEntry {
  readonly tag: string;
  readonly className: string;
  /** Its folder under src/components/. */
  readonly folder: string;
  /** Has a React component and Vue template types (the worksheet has neither: it is for printing). */
  readonly wrapped: boolean;
}

/** Every game's rules, in the engine. */
export const ENGINES = [
  { id: 'checkbox-squares', folder: 'checkbox-squares', definition: 'checkboxSquares' },
  { id: 'infection', folder: 'infection', definition: 'infection', thinker: 'ai.ts' },
  { id: 'stained-glass', folder: 'stained-glass', definition: 'stainedGlass', thinker: 'solver.ts' },
  { id: 'kites', folder: 'kites', definition: 'kites', thinker: 'ai.ts' },
  { id: 'ataxx', folder: 'ataxx', definition: 'ataxx', thinker: 'ai.ts' },
] as const satisfies readonly EngineEntry[];

/** Every game element, in the order the docs and the builds list them. */
export const GAMES = [
  {
    tag: 'checkbox-squares',
    name: 'Checkbox Squares',
    className: 'CheckboxSquares',
    typePrefix: 'CheckboxSquares',
    detailTypes: ['CheckboxSquaresBox'],
    folder: 'checkbox-squares',
    engine: 'checkbox-squares',
    stories: 'stories/checkbox-squares.stories.ts',
    testing: {
      humans: {},
      busy: {},
      quickest: {},
      other: { variant: '3', 'lock-target': '' },
      numberAttribute: 'variant',
      cells: '[data-square="board"][data-box]',
    },
  },
  {
    tag: 'infection-board',
    name: 'Infection',
    className: 'InfectionBoard',
    typePrefix: 'Infection',
    detailTypes: ['InfectionCounts'],
    folder: 'infection',
    engine: 'infection',
    variants: { ataxx: 'ataxx' },
    stories: 'stories/infection-board.stories.ts',
    testing: {
      humans: { mode: 'two-player' },
      busy: { player: 'yellow' },
      quickest: { difficulty: 'greedy' },
      other: { size: '5', obstacles: '2' },
      numberAttribute: 'size',
      cells: '[data-index]',
    },
  },
  {
    tag: 'stained-glass-board',
    name: 'Stained Glass',
    className: 'StainedGlassBoard',
    typePrefix: 'StainedGlass',
    detailTypes: ['StainedGlassColorChange'],
    folder: 'stained-glass',
    engine: 'stained-glass',
    stories: 'stories/stained-glass-board.stories.ts',
    testing: {
      humans: {},
      busy: { solvable: '' },
      quickest: {},
      other: { rows: '5', cols: '4', palette: 'full' },
      numberAttribute: 'rows',
      cells: '[data-index]',
    },
  },
  {
    tag: 'kites-board',
    name: 'Kites',
    className: 'KitesBoard',
    typePrefix: 'Kites',
    detailTypes: ['KitesCompletion'],
    folder: 'kites',
    engine: 'kites',
    stories: 'stories/kites-board.stories.ts',
    testing: {
      humans: { opponent: 'human' },
      busy: { seats: 'computer human' },
      quickest: { difficulty: 'greedy' },
      other: { size: '1', colors: '4', players: '3' },
      numberAttribute: 'size',
      cells: '.kite',
    },
  },
] as const satisfies readonly GameEntry[];

/** The elements that are not games. */
export const ELEMENTS = [
  { tag: 'boardlets-settings', className: 'BoardletsSettingsElement', folder: 'settings', wrapped: true },
  { tag: 'boardlets-worksheet', className: 'BoardletsWorksheet', folder: 'worksheet', wrapped: false },
] as const satisfies readonly ElementEntry[];

/** A game element's tag. */
export type GameTag = (typeof GAMES)[number]['tag'];
/** An engine game's id. */
export type EngineId = (typeof ENGINES)[number]['id'];

/** Every game element's tag, in registry order. */
export const GAME_TAGS: readonly GameTag[] = GAMES.map((game) => game.tag);
/** Every element's tag (games first), in registry order. */
export const ELEMENT_TAGS: readonly string[] = [...GAME_TAGS, ...ELEMENTS.map((element) => element.tag)];

/** The registry entry of a game element. */
export const gameOf = (tag: GameTag): GameEntry => GAMES.find((game) => game.tag === tag)!;
