import { html, nothing, type TemplateResult } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/stained-glass-board.js';
import '../src/boardlets-settings.js';
import { eventsLog } from './events-log.js';
import { embedParameters, embedTag, renderEmbed, type AttributeValue } from './embed.js';
import { exampleStats, openStats } from './daily.js';
import { Session } from '../src/engine/session.js';
import { stainedGlass } from '../src/games/stained-glass/rules.js';

/** One arg per attribute of `<stained-glass-board>`, named like the attribute. */
interface Args {
  rows: number;
  cols: number;
  palette: 'primaries' | 'mixed' | 'full';
  daily: boolean;
  solvable: boolean;
  glyphs: boolean;
  position: string;
  seed: string;
  readonly: boolean;
  stats: boolean;
}

/** An empty or missing value leaves the attribute out, so the element uses its default. */
const optional = <T extends string | number>(value: T | undefined): T | typeof nothing =>
  value === undefined || value === '' ? nothing : value;

/** The element with every attribute bound to its arg. */
const renderGame = (args: Args): TemplateResult =>
  html`<stained-glass-board
    rows=${optional(args.rows)}
    cols=${optional(args.cols)}
    palette=${optional(args.palette)}
    position=${optional(args.position)}
    seed=${optional(args.seed)}
    ?daily=${args.daily}
    ?solvable=${args.solvable}
    ?glyphs=${args.glyphs}
    ?readonly=${args.readonly}
    ?stats=${args.stats}
  ></stained-glass-board>`;

// The docs page's description, attribute/property/event/CSS tables and the
// controls come from custom-elements.json (see .storybook/preview.ts).
const meta = {
  title: 'Stained Glass',
  component: 'stained-glass-board',
  render: (args) => renderGame(args),
  args: {
    rows: 6,
    cols: 6,
    palette: 'mixed',
    daily: false,
    solvable: false,
    glyphs: false,
    position: '',
    // A fixed seed, so the stories show the same board every time.
    seed: 'storybook',
    readonly: false,
    stats: false,
  },
  argTypes: {
    rows: { control: { type: 'number', min: 3, max: 10, step: 1 } },
    cols: { control: { type: 'number', min: 3, max: 10, step: 1 } },
    palette: { control: 'select', options: ['primaries', 'mixed', 'full'] },
    position: { control: 'text' },
    seed: { control: 'text' },
  },
} satisfies Meta<Args>;

export default meta;

type Story = StoryObj<Args>;

/**
 * Every attribute has a control; the game's events (`move`, `game-over`,
 * `undo`, `redo`, `new-game`) show up in the Actions panel. Click a tile
 * that can move and then a marked square, drag it, or use the arrow keys
 * and Enter; `h` asks for a hint.
 */
export const Playground: Story = {};

/** Only red, yellow and blue: every tile is a primary, and two primaries mix. */
export const Primaries: Story = {
  args: { palette: 'primaries' },
};

/** The full palette: the secondaries and white as well, on a wider board. */
export const FullPalette: Story = {
  args: { palette: 'full', rows: 5, cols: 7 },
};

/** Today's board (by the UTC date): on 6x6 mixed, the same board as the 3grams daily game. */
export const Daily: Story = {
  args: { daily: true, stats: true, seed: '' },
};

/** The statistics panel (`stats`), with example statistics when this browser has none yet (a demo: a real page never writes them). */
export const DailyStats: Story = {
  args: { daily: true, stats: true, seed: '' },
  play: async ({ canvasElement }) => {
    exampleStats('stained-glass', [1, 4, 3, 1, 0, 2]);
    await openStats(canvasElement.querySelector('stained-glass-board')!);
  },
};

/** Today's 3x3 board played to its end by the story (the first legal hop each time), so the result card shows at once. */
export const DailyResult: Story = {
  args: { daily: true, stats: true, seed: '', rows: 3, cols: 3 },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('stained-glass-board')!;
    await el.updateComplete;
    while (!el.isOver) {
      const [move] = stainedGlass.legalMoves(Session.restore(stainedGlass, el.save()).state);
      for (const index of [move!.from, move!.to]) {
        el.shadowRoot!.querySelector<HTMLElement>(`[data-index="${index}"]`)!.click();
        await el.updateComplete;
      }
    }
  },
};

/** Only boards the solver proves can end with one tile; the board waits a moment while it searches (Escape stops it). */
export const Solvable: Story = {
  args: { solvable: true, rows: 5, cols: 5 },
};

/** Trigram glyphs on every tile: a bar for red (top), yellow (middle) and blue (bottom). */
export const Glyphs: Story = {
  args: { glyphs: true },
};

/** A 4x4 board a few moves from a one-tile finish (the `position` attribute): try it, and ask for a hint. */
export const NearlyFinished: Story = {
  args: { position: '0120/0005/0600/4000', glyphs: true },
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

/** `readonly` shows the game without letting the user move. */
export const ReadOnly: Story = {
  args: { readonly: true },
};

/** Glyphs and no animations for every game inside `<boardlets-settings>`. */
export const WithSettings: Story = {
  render: (args) => html`<boardlets-settings glyphs motion="reduce">${renderGame(args)}</boardlets-settings>`,
};

/**
 * `persist` keeps the game, its undo history included, in the browser
 * (localStorage): make a few moves, reload the page, and it is where you left
 * it. `share` adds a Share button that copies a link to this game; with
 * `from-hash`, opening that link brings the same game back.
 */
export const PersistAndShare: Story = {
  name: 'Persist and share',
  render: (args) => html`<stained-glass-board persist="storybook-stained-glass-board" share from-hash rows=${optional(args.rows)} cols=${optional(args.cols)} seed=${optional(args.seed)} ?glyphs=${args.glyphs}></stained-glass-board>`,
};

/** The element's attribute defaults (README), left out of the blog snippet. */
const DEFAULTS: Record<string, AttributeValue> = { rows: 6, cols: 6, palette: 'mixed' };

/** The tag a page writes for these args. */
const embedElement = (args: Args): string =>
  embedTag(
    'stained-glass-board',
    {
      rows: args.rows,
      cols: args.cols,
      palette: args.palette,
      position: args.position,
      seed: args.seed,
      daily: args.daily,
      solvable: args.solvable,
      glyphs: args.glyphs,
      readonly: args.readonly,
    },
    DEFAULTS,
  );

/**
 * The game with a live log under it: every event it fires (`move`,
 * `game-over`, `undo`, `redo`, `new-game`) with its `detail`, newest first.
 */
export const EventsLog: Story = {
  name: 'Events log',
  tags: ['!autodocs'],
  render: (args) => eventsLog(renderGame(args)),
};

/**
 * What to paste into a blog post: the script line and the tag (its code
 * block follows the controls), rendered as pasted. Today's board, the same
 * for every reader, with glyphs.
 */
export const BlogEmbed: Story = {
  name: 'Blog embed',
  tags: ['!autodocs'],
  args: { daily: true, glyphs: true, seed: '' },
  render: (args) => renderEmbed(embedElement(args)),
  parameters: embedParameters('stained-glass-board', embedElement),
};
