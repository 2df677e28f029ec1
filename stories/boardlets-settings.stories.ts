import { html, type TemplateResult } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/boardlets-settings.js';
import '../src/checkbox-squares.js';
import type { BoardletsSettingsElement } from '../src/boardlets-settings.js';

/** The settings element's attributes plus its `messages` property. */
interface Args {
  motion: BoardletsSettingsElement['motion'];
  glyphs: boolean;
  messages: BoardletsSettingsElement['messages'];
}

const renderSettings = (args: Args): TemplateResult => html`
  <boardlets-settings motion=${args.motion} ?glyphs=${args.glyphs} .messages=${args.messages}>
    <checkbox-squares seed="storybook"></checkbox-squares>
  </boardlets-settings>
`;

// The docs tables and the `motion`/`glyphs` controls come from custom-elements.json.
const meta = {
  title: 'Boardlets Settings',
  component: 'boardlets-settings',
  render: renderSettings,
  args: {
    motion: 'auto',
    glyphs: false,
    messages: { undo: 'Annuler', redo: 'Rétablir', newGame: 'Nouvelle partie' },
  },
  argTypes: {
    // A property, not an attribute: edit the translations as JSON.
    messages: { control: 'object' },
  },
} satisfies Meta<Args>;

export default meta;

/** One settings element reaches every game inside it; edit `messages` to translate the buttons. */
export const Playground: StoryObj<Args> = {};
