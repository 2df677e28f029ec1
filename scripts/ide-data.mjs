#!/usr/bin/env node
// Editor data made from custom-elements.json, shipped in the package:
//
//   vscode.html-custom-data.json  VS Code's HTML custom data: every element,
//                                 its attributes (with their values) and docs
//   vscode.css-custom-data.json   VS Code's CSS custom data: the --boardlets-*
//                                 custom properties and the ::part()s
//   web-types.json                JetBrains IDEs (package.json's "web-types")
//
//   node scripts/ide-data.mjs           writes the three files
//   node scripts/ide-data.mjs --check   fails if a committed file is stale
//
// `npm run analyze` runs it after the analyzer; `npm test` runs --check.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const manifest = JSON.parse(readFileSync(`${root}custom-elements.json`, 'utf8'));

/** Every custom element declaration in the manifest, by tag name. */
const elements = manifest.modules
  .flatMap((m) => m.declarations ?? [])
  .filter((d) => d.customElement && d.tagName)
  .sort((a, b) => a.tagName.localeCompare(b.tagName));

/** The values of a union of string literals ("'a' | 'b'"), or null for any other type. */
function literalValues(type) {
  const parts = (type ?? '').split('|').map((p) => p.trim());
  return parts.length && parts.every((p) => /^'[^']*'$/.test(p)) ? parts.map((p) => p.slice(1, -1)) : null;
}

const isBoolean = (attr) => attr.type?.text === 'boolean';
/** An attribute that may be written without a value (`persist` alone): its type includes boolean. */
const mayBeBare = (attr) => (attr.type?.text ?? '').split('|').some((t) => t.trim() === 'boolean');
const markdown = (value) => ({ kind: 'markdown', value });

/** The element's description for a hover: summary, then its events, parts and custom properties. */
function elementDocs(el) {
  const lines = [el.summary ?? el.description ?? ''];
  const list = (title, items, name = (i) => i.name) =>
    items?.length ? [`\n**${title}:** ${items.map((i) => `\`${name(i)}\``).join(', ')}`] : [];
  lines.push(...list('Events', el.events));
  lines.push(...list('CSS parts', el.cssParts, (p) => `::part(${p.name})`));
  lines.push(...list('CSS custom properties', el.cssProperties));
  return lines.join('\n');
}

function vscodeHtml() {
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: elements.map((el) => ({
      name: el.tagName,
      description: markdown(elementDocs(el)),
      attributes: (el.attributes ?? []).map((attr) => {
        const values = literalValues(attr.type?.text);
        return {
          name: attr.name,
          description: markdown(`${attr.description ?? ''}${attr.default !== undefined ? `\n\nDefault: \`${attr.default}\`` : ''}`),
          ...(isBoolean(attr) ? { valueSet: 'v' } : {}),
          ...(values ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

function vscodeCss() {
  const seen = new Map();
  for (const el of elements) {
    for (const prop of el.cssProperties ?? []) if (!seen.has(prop.name)) seen.set(prop.name, prop);
  }
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-css-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    properties: [...seen.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((prop) => ({ name: prop.name, description: prop.description ?? '' })),
    pseudoElements: elements.flatMap((el) =>
      (el.cssParts ?? []).map((part) => ({ name: `::part(${part.name})`, description: `<${el.tagName}>: ${part.description ?? ''}` })),
    ),
  };
}

function webTypes() {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: elements.map((el) => ({
          name: el.tagName,
          description: elementDocs(el),
          attributes: (el.attributes ?? []).map((attr) => {
            const values = literalValues(attr.type?.text);
            return {
              name: attr.name,
              description: attr.description ?? '',
              ...(attr.default !== undefined ? { default: attr.default } : {}),
              value: isBoolean(attr)
                ? { type: 'boolean', required: false }
                : values
                  ? { type: values.map((v) => `'${v}'`).join(' | '), required: true }
                  : { type: attr.type?.text ?? 'string', required: !mayBeBare(attr) },
              ...(values ? { values: values.map((name) => ({ name })) } : {}),
            };
          }),
          events: (el.events ?? []).map((ev) => ({ name: ev.name, description: ev.description ?? '' })),
          js: {
            properties: (el.members ?? [])
              .filter((m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public' && !m.name.startsWith('#'))
              .map((m) => ({ name: m.name, description: m.description ?? '', ...(m.type?.text ? { type: m.type.text } : {}) })),
            events: (el.events ?? []).map((ev) => ({ name: ev.name, description: ev.description ?? '' })),
          },
          css: {
            parts: (el.cssParts ?? []).map((p) => ({ name: p.name, description: p.description ?? '' })),
            properties: (el.cssProperties ?? []).map((p) => ({ name: p.name, description: p.description ?? '' })),
          },
        })),
      },
    },
  };
}

const files = {
  'vscode.html-custom-data.json': vscodeHtml(),
  'vscode.css-custom-data.json': vscodeCss(),
  'web-types.json': webTypes(),
};

const check = process.argv.includes('--check');
let stale = 0;
for (const [file, data] of Object.entries(files)) {
  const text = `${JSON.stringify(data, null, 2)}\n`;
  if (check) {
    let committed = '';
    try {
      committed = readFileSync(`${root}${file}`, 'utf8');
    } catch {
      // missing: stale
    }
    if (committed !== text) {
      console.error(`${file} is stale: run \`npm run analyze\` and commit the result.`);
      stale++;
    }
  } else {
    writeFileSync(`${root}${file}`, text);
  }
}
if (check && !stale) console.log('The editor data matches custom-elements.json.');
process.exit(stale ? 1 : 0);
