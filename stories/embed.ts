import { html, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';

/**
 * The "Blog embed" stories: the exact HTML a blog author pastes, and the
 * same HTML rendered. The story renders the tag from the same text the code
 * block shows, so the two cannot drift apart.
 */

/** An attribute's value: `true` writes a bare boolean attribute; `false`, `''` and `undefined` leave it out. */
export type AttributeValue = string | number | boolean | undefined;

/** Where the CDN build of an element lives (README, "Embed it"). */
export const cdnUrl = (tag: string): string => `https://cdn.jsdelivr.net/npm/boardlets/dist/cdn/${tag}.js`;

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The tag with its attributes, in the order given. Attributes equal to the
 * element's default (in `defaults`) are left out, so the snippet is as short
 * as it can be and still gives the same game.
 */
export function embedTag(tag: string, attributes: Record<string, AttributeValue>, defaults: Record<string, AttributeValue> = {}): string {
  const parts = Object.entries(attributes).flatMap(([name, value]) => {
    if (value === undefined || value === false || value === '' || value === defaults[name]) return [];
    return value === true ? [name] : [`${name}="${escapeAttribute(String(value))}"`];
  });
  return `<${[tag, ...parts].join(' ')}></${tag}>`;
}

/** The whole snippet to paste: the element's CDN script, then the tag. */
export const embedSnippet = (tag: string, element: string): string =>
  `<script type="module" src="${cdnUrl(tag)}"></script>\n\n${element}`;

/** The tag rendered from its text, exactly as the snippet has it. */
export const renderEmbed = (element: string): TemplateResult => html`${unsafeHTML(element)}`;

/**
 * `parameters` for a Blog embed story: its code block (in the docs page's
 * Canvas and in the story's Code panel) is the snippet for the story's
 * current args, so it follows the controls.
 */
export function embedParameters<A>(tag: string, element: (args: A) => string): object {
  return {
    docs: {
      codePanel: true,
      source: {
        language: 'html',
        transform: (_code: string, context: { args: A }): string => embedSnippet(tag, element(context.args)),
      },
    },
  };
}
