import { html, nothing, type TemplateResult } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/kites-board.js';
import '../src/boardlets-settings.js';
import { eventsLog } from './events-log.js';
import { embedParameters, embedTag, renderEmbed, type AttributeValue } from './embed.js';

/** One arg per attribute of `<kites-board>`, named like the attribute. */
interface Args {
  size: number;
  colors: number;
  players: number;
  opponent: 'computer' | 'human';
  difficulty: 'greedy' | 'easy' | 'normal' | 'hard';
  /** Who plays each seat, such as `computer human` (empty: player 1 a person, the others `opponent`). */
  seats: string;
  seed: string;
  readonly: boolean;
}

/** An empty or missing value leaves the attribute out, so the element uses its default. */
const optional = <T extends string | number>(value: T | undefined): T | typeof nothing =>
  value === undefined || value === '' ? nothing : value;

/** The element with every attribute bound to its arg. */
const renderGame = (args: Args): TemplateResult =>
  html`<kites-board
    size=${optional(args.size)}
    colors=${optional(args.colors)}
    players=${optional(args.players)}
    opponent=${optional(args.opponent)}
    difficulty=${optional(args.difficulty)}
    seats=${optional(args.seats)}
    seed=${optional(args.seed)}
    ?readonly=${args.readonly}
  ></kites-board>`;

// The docs page's description, attribute/property/event/CSS tables and the
// controls come from custom-elements.json (see .storybook/preview.ts).
const meta = {
  title: 'Kites',
  component: 'kites-board',
  render: renderGame,
  args: {
    size: 2,
    colors: 6,
    players: 2,
    opponent: 'computer',
    difficulty: 'normal',
    seats: '',
    seed: 'storybook',
    readonly: false,
  },
  argTypes: {
    size: { control: { type: 'number', min: 1, max: 5, step: 1 } },
    colors: { control: { type: 'number', min: 3, max: 6, step: 1 } },
    players: { control: { type: 'number', min: 2, max: 4, step: 1 } },
    opponent: { control: 'select', options: ['computer', 'human'] },
    difficulty: { control: 'select', options: ['greedy', 'easy', 'normal', 'hard'] },
    seats: { control: 'text' },
    seed: { control: 'text' },
  },
} satisfies Meta<Args>;

export default meta;

type Story = StoryObj<Args>;

/**
 * You (player 1) against the computer. Every attribute has a control; the
 * game's events show up in the Actions panel. Click a kite, or use the
 * arrow keys (or the number pad) and Enter; `h` for a hint.
 */
export const VsComputer: Story = {};

/** Two people taking turns on one device. */
export const TwoPeople: Story = {
  args: { opponent: 'human' },
};

/** Three players: you and two computers. */
export const ThreePlayers: Story = {
  args: { players: 3 },
};

/** Three colours only (red, yellow, green): a configuration then needs at most three different colours. */
export const ThreeColours: Story = {
  args: { colors: 3, opponent: 'human' },
};

/** The smallest board: 18 kites around one wheel. */
export const SizeOne: Story = {
  args: { size: 1 },
};

/** A large board, 288 kites. */
export const SizeFour: Story = {
  args: { size: 4 },
};

/** The computer searching deeper. */
export const Hard: Story = {
  args: { difficulty: 'hard' },
};

/** The computer plays every seat (a demo that plays itself). */
export const ComputerVsComputer: Story = {
  args: { seats: 'computer computer', difficulty: 'easy' },
};

/**
 * In Arabic: a page (or any ancestor, or the element itself) with
 * `lang="ar"` gets the game's Arabic strings, loaded on first use, and its
 * text, status, toolbar and How to play panel run right to left. The board
 * keeps its geometry (kites are where they are in every language), and the
 * arrow keys move the way they point. The toolbar's Language menu switches every
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

/** `readonly` shows the game without letting the user place (the computer still plays its seats). */
export const ReadOnly: Story = {
  args: { opponent: 'human', readonly: true },
};

/** No animations, from `<boardlets-settings>`. */
export const ReducedMotion: Story = {
  render: (args) => html`<boardlets-settings motion="reduce">${renderGame(args)}</boardlets-settings>`,
};

/**
 * `persist` keeps the game, its undo history included, in the browser
 * (localStorage): make a few moves, reload the page, and it is where you left
 * it. `share` adds a Share button that copies a link to this game; with
 * `from-hash`, opening that link brings the same game back.
 */
export const PersistAndShare: Story = {
  name: 'Persist and share',
  render: (args) => html`<kites-board persist="storybook-kites-board" share from-hash size=${optional(args.size)} difficulty=${optional(args.difficulty)} seed=${optional(args.seed)}></kites-board>`,
};

/** The element's attribute defaults (README), left out of the blog snippet. */
const DEFAULTS: Record<string, AttributeValue> = { size: 2, colors: 6, players: 2, opponent: 'computer', difficulty: 'normal' };

/** The tag a page writes for these args. */
const embedElement = (args: Args): string =>
  embedTag(
    'kites-board',
    {
      size: args.size,
      colors: args.colors,
      players: args.players,
      opponent: args.opponent,
      difficulty: args.difficulty,
      seats: args.seats,
      seed: args.seed,
      readonly: args.readonly,
    },
    DEFAULTS,
  );

/**
 * The game with a live log under it: every event it fires (`move` for every
 * player's moves, the computer's too, `game-over`, `undo`, `redo`,
 * `new-game`) with its `detail`, newest first.
 */
export const EventsLog: Story = {
  name: 'Events log',
  tags: ['!autodocs'],
  render: (args) => eventsLog(renderGame(args)),
};

/**
 * What to paste into a blog post: the script line and the tag (its code
 * block follows the controls), rendered as pasted.
 */
export const BlogEmbed: Story = {
  name: 'Blog embed',
  tags: ['!autodocs'],
  args: { difficulty: 'easy', seed: '' },
  render: (args) => renderEmbed(embedElement(args)),
  parameters: embedParameters('kites-board', embedElement),
};
