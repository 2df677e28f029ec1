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
export const cdnUrl = (tag: string): string => `https://cdn.jsdelivr.net/npm/boardlets@0.1.0/dist/cdn/${tag}.js`;

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

/** Where the CDN build's embed page lives (docs/embed.md). */
export const playUrl = 'https://cdn.jsdelivr.net/npm/boardlets@0.1.0/dist/cdn/play.html';

/**
 * The embed page's address for the same tag: the game and each attribute in
 * its query string with the same name and value (a boolean attribute as a
 * bare key), read back from the tag's own text.
 */
export function playLink(tag: string, element: string): string {
  const template = document.createElement('template');
  template.innerHTML = element;
  const el = template.content.firstElementChild;
  const key = (name: string, value: string): string => (value === '' ? encodeURIComponent(name) : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  const query = [key('game', tag), ...[...(el?.attributes ?? [])].map((a) => key(a.name, a.value))].join('&');
  return `${playUrl}?${query}`;
}

/** The iframe for pages that strip scripts (an LMS, Notion, Google Sites): the embed page with the same game. */
export const iframeSnippet = (tag: string, element: string): string =>
  `<iframe src="${escapeAttribute(playLink(tag, element))}" title="${tag}" width="100%" height="640" style="border:0;max-width:40rem" loading="lazy"></iframe>`;

/** The whole snippet to paste: the element's CDN script, then the tag; and the iframe for pages that strip scripts. */
export const embedSnippet = (tag: string, element: string): string =>
  `<script type="module" src="${cdnUrl(tag)}"></script>\n\n${element}\n\n` +
  `<!-- Where scripts are stripped (an LMS, Notion, Google Sites), the same game as an iframe (docs/embed.md): -->\n${iframeSnippet(tag, element)}`;

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
