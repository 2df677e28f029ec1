import { html, nothing, type TemplateResult } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/boardlets-worksheet.js';

/** One arg per attribute of `<boardlets-worksheet>`, named like the attribute. */
interface Args {
  game: 'checkbox-squares' | 'stained-glass-board';
  count: number;
  seed: string;
  answers: boolean;
  variant: 1 | 2 | 3;
  states: number;
  rows: number;
  cols: number;
  palette: 'primaries' | 'mixed' | 'full';
}

/** An empty or missing value leaves the attribute out, so the element uses its default. */
const optional = <T extends string | number>(value: T | undefined): T | typeof nothing =>
  value === undefined || value === '' ? nothing : value;

/** The element with every attribute bound to its arg. */
const renderSheet = (args: Args): TemplateResult =>
  html`<boardlets-worksheet
    game=${optional(args.game)}
    count=${optional(args.count)}
    seed=${optional(args.seed)}
    ?answers=${args.answers}
    variant=${optional(args.variant)}
    states=${optional(args.states)}
    rows=${optional(args.rows)}
    cols=${optional(args.cols)}
    palette=${optional(args.palette)}
  ></boardlets-worksheet>`;

// The docs page's description and API tables come from custom-elements.json (see .storybook/preview.ts).
const meta = {
  title: 'Worksheet',
  component: 'boardlets-worksheet',
  render: renderSheet,
  args: {
    game: 'checkbox-squares',
    count: 6,
    // A fixed seed, so the stories show the same sheet every time.
    seed: 'storybook',
    answers: true,
    variant: 1,
    states: 2,
    rows: 6,
    cols: 6,
    palette: 'mixed',
  },
  argTypes: {
    game: { control: 'select', options: ['checkbox-squares', 'stained-glass-board'] },
    variant: { control: 'select', options: [1, 2, 3] },
    states: { control: 'select', options: [2, 3, 4] },
    palette: { control: 'select', options: ['primaries', 'mixed', 'full'] },
    count: { control: { type: 'number', min: 1, max: 24 } },
  },
} satisfies Meta<Args>;

export default meta;

type Story = StoryObj<Args>;

/** Six Checkbox Squares puzzles with the click rule drawn in the header, and an answer key after a page break. Print (or the Print button) shows the paper layout. */
export const CheckboxSquares: Story = { name: 'Checkbox Squares' };

/** Stained Glass boards the solver proves can end with one tile, each tile with its glyph, and their winning lines as the answer key. */
export const StainedGlass: Story = {
  name: 'Stained Glass',
  args: { game: 'stained-glass-board', count: 4, rows: 5, cols: 5 },
};

/** Four states a box: each box shows 0 to 3 dots, a click adds one (the fourth goes back to empty); the answer key counts clicks the same way. */
export const FourStates: Story = {
  name: 'Four states',
  args: { states: 4, variant: 2 },
};

/** A German sheet: the page's (or any ancestor's) `lang` picks the sheet's language. */
export const German: Story = {
  render: (args) => html`<div lang="de">${renderSheet(args)}</div>`,
};
