import { html, nothing, type TemplateResult } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/checkbox-squares.js';
import '../src/boardlets-settings.js';
import type { BoardletsSettingsElement } from '../src/boardlets-settings.js';
import { eventsLog } from './events-log.js';
import { embedParameters, embedTag, renderEmbed, type AttributeValue } from './embed.js';
import { exampleStats, openStats } from './daily.js';
import type { CheckboxSquares } from '../src/checkbox-squares.js';

/** Solves the puzzle by clicks, as a reader would: a detour through box 0 (there and back), then the solution. */
async function solveDaily(el: CheckboxSquares): Promise<void> {
  await el.updateComplete;
  const click = (i: number): void => el.shadowRoot!.querySelector<HTMLElement>(`[data-square="board"][data-box="${i}"]`)!.click();
  click(0);
  click(0);
  for (const b of el.solution) click(b);
}

/** One arg per attribute of `<checkbox-squares>`, named like the attribute. */
interface Args {
  variant: 1 | 2 | 3;
  /** Nine 0/1 characters or `random`. */
  target: string;
  /** Nine 0/1 characters or `random`. */
  start: string;
  seed: string;
  'lock-target': boolean;
  readonly: boolean;
  /** 2 (checked or not), 3 or 4 states per box. */
  states: 2 | 3 | 4;
  /** The Show the maths panel. */
  algebra: boolean;
  daily: boolean;
  stats: boolean;
}

/** An empty or missing value leaves the attribute out, so the element uses its default. */
const optional = <T extends string | number>(value: T | undefined): T | typeof nothing =>
  value === undefined || value === '' ? nothing : value;

/** The element with every attribute bound to its arg. */
const renderGame = (args: Args): TemplateResult =>
  html`<checkbox-squares
    variant=${optional(args.variant)}
    target=${optional(args.target)}
    start=${optional(args.start)}
    seed=${optional(args.seed)}
    ?lock-target=${args['lock-target']}
    ?readonly=${args.readonly}
    states=${args.states === 2 ? nothing : args.states}
    ?algebra=${args.algebra}
    ?daily=${args.daily}
    ?stats=${args.stats}
  ></checkbox-squares>`;

/**
 * A few UI strings in German. The keys not given here (such as the
 * announcements) stay English.
 */
const german = {
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  newGame: 'Neues Spiel',
  hint: 'Tipp',
  solve: 'Lösung zeigen',
  csTarget: 'Ziel (linkes Quadrat)',
  csBoard: 'Rätsel (rechtes Quadrat)',
  csGoal: 'Bringe das rechte Quadrat in dieselbe Form wie das linke.',
  csVariantHelp1: 'Eine Ecke schaltet ihren 2x2-Block um, eine Seitenmitte ihre Seite, die Mitte ihr Kreuz.',
  csMoves: 'Züge: {count}',
  csNeeded: 'Klicks bis zur Lösung: {count}',
} satisfies BoardletsSettingsElement['messages'];

// The docs page's description, attribute/property/event/CSS tables and the
// controls come from custom-elements.json (see .storybook/preview.ts).
const meta = {
  title: 'Checkbox Squares',
  component: 'checkbox-squares',
  render: renderGame,
  args: {
    variant: 1,
    target: 'random',
    start: 'random',
    // A fixed seed, so the stories show the same game every time.
    seed: 'storybook',
    'lock-target': false,
    readonly: false,
    states: 2,
    algebra: false,
    daily: false,
    stats: false,
  },
  argTypes: {
    // The manifest types `variant` as `Variant`; offer its three values.
    variant: { control: 'select', options: [1, 2, 3] },
    states: { control: 'select', options: [2, 3, 4] },
  },
} satisfies Meta<Args>;

export default meta;

type Story = StoryObj<Args>;

/** Every attribute has a control; the game's events (`move`, `game-over`, `undo`, `redo`, `new-game`) show up in the Actions panel. */
export const Playground: Story = {};

/** Variant 2: a corner toggles itself and its row and column neighbours, a side middle its side and the centre. */
export const Variant2: Story = {
  args: { variant: 2 },
};

/** Variant 3: like variant 2, but the centre toggles only itself. */
export const Variant3: Story = {
  args: { variant: 3 },
};

/**
 * Three states per box (Merlin's magic square mod 3): a click adds 1, mod 3,
 * to the boxes it affects. Each state is a fill and a number of dots.
 */
export const ThreeStates: Story = {
  args: { states: 3 },
};

/**
 * Four states per box (mod 4, which is not a field: the solver solves mod 2
 * and lifts the answer to mod 4). Every pattern is reachable in every variant.
 */
export const FourStates: Story = {
  args: { states: 4, variant: 2 },
};

/**
 * For the classroom: the linear algebra under the puzzle. Step through the
 * elimination with Next (or Play) and watch the solution appear on the
 * puzzle; click the puzzle and the maths follow.
 */
export const ShowTheMaths: Story = {
  name: 'Show the maths',
  args: { algebra: true, states: 3, variant: 2 },
};

/**
 * Variant 3 with 3 states cannot reach every pattern (its clicks never change
 * the eight outer boxes' total mod 3): this target is out of reach, and the
 * game says so and why. Step the maths to the end to see the row that reads 0 = 1.
 */
export const OutOfReach: Story = {
  args: { states: 3, variant: 3, target: '100000000', start: '000000000', algebra: true },
};

/** A fixed target and start; `lock-target` makes the left square read-only (dashed border). */
export const LockedTarget: Story = {
  args: { target: '010111010', start: '110010000', 'lock-target': true },
};

/**
 * Today's puzzle (by the UTC date), the same for every reader, numbered from
 * 2026-01-01. Solve it for the result card: the outcome, a spoiler-free line
 * of symbols (🟩 a click that brought the squares closer, 🟥 one that took
 * them further), Share, and the countdown to the next puzzle. With `stats`,
 * More has Statistics, kept in this browser only.
 */
export const Daily: Story = {
  args: { daily: true, stats: true, seed: '' },
};

/** Today's puzzle, solved by the story itself (with one detour), so the result card shows at once. */
export const DailyResult: Story = {
  args: { daily: true, stats: true, seed: '' },
  play: async ({ canvasElement }) => solveDaily(canvasElement.querySelector('checkbox-squares')!),
};

/** The statistics panel, with example statistics when this browser has none yet (a demo: a real page never writes them). */
export const DailyStats: Story = {
  args: { daily: true, stats: true, seed: '' },
  play: async ({ canvasElement }) => {
    exampleStats('checkbox-squares', [3, 5, 2, 1, 0, 1]);
    await openStats(canvasElement.querySelector('checkbox-squares')!);
  },
};

/** `readonly` shows the game without letting the user change it. */
export const ReadOnly: Story = {
  args: { target: '101010101', start: '100010001', readonly: true },
};

/** Inside `<boardlets-settings>`: animations off and some strings translated into German. */
export const WithSettings: Story = {
  render: (args) => html`<boardlets-settings motion="reduce" .messages=${german}>${renderGame(args)}</boardlets-settings>`,
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
 * ancestor) the element uses its dark colours whatever the system's setting;
 * a page's `color-scheme` alone is not followed.
 */
export const DarkPage: Story = {
  render: (args) =>
    // A page with its own dark theme says so once, on any ancestor: the games
    // follow --boardlets-color-scheme (default: the system's light/dark setting).
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
  render: (args) => html`<checkbox-squares persist="storybook-checkbox-squares" share from-hash variant=${optional(args.variant)} seed=${optional(args.seed)}></checkbox-squares>`,
};

/** The element's attribute defaults (README), left out of the blog snippet. */
const DEFAULTS: Record<string, AttributeValue> = { variant: 1, target: 'random', start: 'random' };

/** The tag a page writes for these args. */
const embedElement = (args: Args): string =>
  embedTag(
    'checkbox-squares',
    { variant: args.variant, target: args.target, start: args.start, seed: args.seed, 'lock-target': args['lock-target'], readonly: args.readonly },
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
 * block follows the controls), rendered as pasted.
 */
export const BlogEmbed: Story = {
  name: 'Blog embed',
  tags: ['!autodocs'],
  args: { variant: 2, seed: 'monday' },
  render: (args) => renderEmbed(embedElement(args)),
  parameters: embedParameters('checkbox-squares', embedElement),
};
