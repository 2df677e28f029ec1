import { html, nothing, type TemplateResult } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/infection-board.js';
import '../src/boardlets-settings.js';
import { eventsLog } from './events-log.js';
import { embedParameters, embedTag, renderEmbed, type AttributeValue } from './embed.js';

/** One arg per attribute of `<infection-board>`, named like the attribute. */
interface Args {
  size: number;
  obstacles: number;
  /** A position in the text form (see the `position` attribute); empty for the standard start. */
  position: string;
  seed: string;
  difficulty: 'greedy' | 'easy' | 'normal' | 'hard';
  mode: 'vs-computer' | 'two-player' | 'computer-vs-computer';
  player: 'green' | 'yellow';
  readonly: boolean;
}

/** An empty or missing value leaves the attribute out, so the element uses its default. */
const optional = <T extends string | number>(value: T | undefined): T | typeof nothing =>
  value === undefined || value === '' ? nothing : value;

/** The element with every attribute bound to its arg. */
const renderGame = (args: Args): TemplateResult =>
  html`<infection-board
    size=${optional(args.size)}
    obstacles=${optional(args.obstacles)}
    position=${optional(args.position)}
    seed=${optional(args.seed)}
    difficulty=${optional(args.difficulty)}
    mode=${optional(args.mode)}
    player=${optional(args.player)}
    ?readonly=${args.readonly}
  ></infection-board>`;

// The docs page's description, attribute/property/event/CSS tables and the
// controls come from custom-elements.json (see .storybook/preview.ts).
const meta = {
  title: 'Infection',
  component: 'infection-board',
  render: renderGame,
  args: {
    size: 6,
    obstacles: 5,
    position: '',
    // A fixed seed, so the stories show the same board every time.
    seed: 'storybook',
    difficulty: 'normal',
    mode: 'vs-computer',
    player: 'green',
    readonly: false,
  },
  argTypes: {
    size: { control: { type: 'number', min: 4, max: 9, step: 1 } },
    obstacles: { control: { type: 'number', min: 0, max: 73, step: 1 } },
    position: { control: 'text' },
    seed: { control: 'text' },
    difficulty: { control: 'select', options: ['greedy', 'easy', 'normal', 'hard'] },
    mode: { control: 'select', options: ['vs-computer', 'two-player', 'computer-vs-computer'] },
    player: { control: 'select', options: ['green', 'yellow'] },
  },
} satisfies Meta<Args>;

export default meta;

type Story = StoryObj<Args>;

/**
 * Every attribute has a control; the game's events (`move`, `game-over`,
 * `undo`, `redo`, `new-game`) show up in the Actions panel. Drag a green
 * piece, click it and then a marked square, or use the arrow keys and Enter.
 */
export const Playground: Story = {};

/** Two people on one board: each moves their own colour in turn. */
export const TwoPlayer: Story = {
  args: { mode: 'two-player' },
};

/** The computer plays both sides, with a pause between moves: a demo that plays itself. */
export const ComputerVsComputer: Story = {
  args: { mode: 'computer-vs-computer', difficulty: 'easy' },
};

/** You play Yellow: the computer (Green) moves first. */
export const PlayYellow: Story = {
  args: { player: 'yellow' },
};

/**
 * A hand-made position (`position` attribute): rows from the top, `g`, `y`,
 * `x` (obstacle) or a digit for empty squares, then the side to move.
 */
export const CustomPosition: Story = {
  args: { position: 'g3xy/1gx3/6/2yy2/x4g/y4g g', difficulty: 'greedy' },
};

/** The smallest board, 4x4, with two obstacles. */
export const SmallBoard: Story = {
  args: { size: 4, obstacles: 2 },
};

/** `readonly` shows the game without letting the user move. */
export const ReadOnly: Story = {
  args: { position: 'gg1yy/gx1y1/1g1x1/2yy1/g4 g', readonly: true },
};

/** Colour-blind glyphs on the pieces, and no animations, from `<boardlets-settings>`. */
export const WithGlyphs: Story = {
  render: (args) => html`<boardlets-settings glyphs motion="reduce">${renderGame(args)}</boardlets-settings>`,
};

/**
 * Standard Ataxx on the same element: `rules="ataxx"` plays on 7x7 from
 * `x5o/7/7/7/7/7/o5x x 0 1` (pieces in the corners), clones to a touching
 * square, jumps to any empty square two away (over gaps too), passes when a
 * side cannot move, and ends on a full board, no pieces, fifty moves without
 * a clone, or a third repetition. `position` takes Ataxx FEN; this one has
 * the usual four gaps.
 */
export const StandardAtaxx: Story = {
  name: 'Standard Ataxx',
  render: (args) => html`<infection-board rules="ataxx" position="x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1" difficulty=${optional(args.difficulty)}></infection-board>`,
};

/**
 * In Arabic: a page (or any ancestor, or the element itself) with
 * `lang="ar"` gets the game's Arabic strings, loaded on first use, and its
 * text, status, toolbar and How to play panel run right to left. The board
 * keeps its geometry (squares are named from the top-left), and the arrow
 * keys move the way they point. The toolbar's Language menu switches every
 * story's page language the same way.
 */
export const Arabic: Story = {
  render: (args) => html`<div lang="ar" dir="rtl">${renderGame(args)}</div>`,
};

/**
 * On a page with its own dark theme (`--boardlets-color-scheme: dark` on any
 * ancestor), the element uses its dark colours.
 */
export const DarkPage: Story = {
  render: (args) =>
    html`<div style="--boardlets-color-scheme: dark; background: #10131a; color: #e7eaf1; padding: 1.5rem; border-radius: 0.5rem">
      ${renderGame(args)}
    </div>`,
};

/**
 * `persist` keeps the game, its undo history included, in the browser
 * (localStorage): make a few moves, reload the page, and it is where you left
 * it. `share` adds a Share button that copies a link to this game; with
 * `from-hash`, opening that link brings the same game back.
 */
export const PersistAndShare: Story = {
  name: 'Persist and share',
  render: (args) => html`<infection-board persist="storybook-infection-board" share from-hash size=${optional(args.size)} difficulty=${optional(args.difficulty)} seed=${optional(args.seed)}></infection-board>`,
};

/** The element's attribute defaults (README), left out of the blog snippet. */
const DEFAULTS: Record<string, AttributeValue> = { size: 6, obstacles: 5, difficulty: 'normal', mode: 'vs-computer', player: 'green' };

/** The tag a page writes for these args. */
const embedElement = (args: Args): string =>
  embedTag(
    'infection-board',
    {
      size: args.size,
      obstacles: args.obstacles,
      position: args.position,
      seed: args.seed,
      difficulty: args.difficulty,
      mode: args.mode,
      player: args.player,
      readonly: args.readonly,
    },
    DEFAULTS,
  );

/**
 * The game with a live log under it: every event it fires (`move` for your
 * moves and the computer's, `game-over`, `undo`, `redo`, `new-game`) with
 * its `detail`, newest first.
 */
export const EventsLog: Story = {
  name: 'Events log',
  tags: ['!autodocs'],
  render: (args) => eventsLog(renderGame(args)),
};

/**
 * What to paste into a blog post: the script line and the tag (its code
 * block follows the controls), rendered as pasted. No seed: every reader
 * gets fresh obstacles.
 */
export const BlogEmbed: Story = {
  name: 'Blog embed',
  tags: ['!autodocs'],
  args: { difficulty: 'easy', seed: '' },
  render: (args) => renderEmbed(embedElement(args)),
  parameters: embedParameters('infection-board', embedElement),
};
