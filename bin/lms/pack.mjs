// What `boardlets-pack` puts in a SCORM 1.2 or 2004 (4th edition) package or
// an .h5p file: the games' CDN files (dist/cdn, without source maps), the LMS
// runtime (lms-runtime.mjs), a launch page or the H5P library H5P.Boardlets,
// and the manifest. Pure functions over the file list; bin/boardlets-pack.mjs
// is the command, scripts/lms-packs.mjs builds the test packages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expandSet, GAMES } from './lms-runtime.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
/** The CDN build that a package carries (npm run build makes it; the published package has it). */
export const CDN_DIR = fileURLToPath(new URL('../../dist/cdn/', import.meta.url));
export const FORMATS = ['scorm12', 'scorm2004', 'h5p'];

/** XML text with &, <, > and quotes escaped. */
const xml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);
/** An xsd:ID (NCName) made from any text. */
const ncname = (text) => `boardlets-${String(text).toLowerCase().replace(/[^a-z0-9.-]+/g, '-').replace(/^-+|-+$/g, '') || 'package'}`;

/** The CDN files a package carries: every .js of dist/cdn and its chunks, less the embed page's and the maps. */
function cdnFiles(cdnDir) {
  let entries;
  try {
    entries = readdirSync(cdnDir, { recursive: true });
  } catch {
    throw new Error(`boardlets-pack: no CDN build in ${cdnDir}; run \`npm run build\` first (the published package has it).`);
  }
  const files = new Map();
  for (const entry of entries.map(String).sort()) {
    const path = join(cdnDir, entry);
    if (!entry.endsWith('.js') || /^play\.js$/.test(entry) || !statSync(path).isFile()) continue;
    files.set(`cdn/${relative(cdnDir, path).split(sep).join('/')}`, readFileSync(path));
  }
  if (!files.has('cdn/checkbox-squares.js')) throw new Error(`boardlets-pack: ${cdnDir} has no checkbox-squares.js; run \`npm run build\` first.`);
  return files;
}

/**
 * The package's settings, checked: games (one, or a set), title, format.
 * @param {{ format: string, game?: string, attributes?: Record<string,string>, puzzles?: number, title?: string, games?: {game: string, attributes?: Record<string,string>}[], lang?: string }} options
 */
export function settingsOf(options) {
  if (!FORMATS.includes(options.format)) throw new Error(`boardlets-pack: no format ${JSON.stringify(options.format)}. Accepted: ${FORMATS.join(', ')}.`);
  const games = options.games ?? expandSet(options.game ?? '', options.attributes ?? {}, options.puzzles ?? 1);
  if (games.length === 0) throw new Error('boardlets-pack: a package needs at least one game.');
  for (const g of games) {
    if (!GAMES.includes(g.game)) throw new Error(`boardlets-pack: no game ${JSON.stringify(g.game)}. Accepted: ${GAMES.join(', ')}.`);
  }
  const names = { 'checkbox-squares': 'Checkbox Squares', 'stained-glass-board': 'Stained Glass', 'infection-board': 'Infection', 'kites-board': 'Kites' };
  const first = names[games[0].game];
  const title = options.title?.trim() || (games.length > 1 ? `${first}: ${games.length} puzzles` : first);
  const base = options.games ? null : { game: games[0].game, attributes: { ...(options.attributes ?? {}) }, puzzles: games.length };
  return { format: options.format, title, games, base, lang: options.lang || 'en' };
}

/** The SCORM launch page: the settings as a JSON data block (no inline script runs), the runtime as a module. */
function launchPage(settings) {
  const config = JSON.stringify({ scorm: settings.format === 'scorm2004' ? '2004' : '1.2', title: settings.title, games: settings.games }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${xml(settings.lang)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${xml(settings.title)}</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="lms.css" />
    <script type="application/json" id="boardlets-package">${config}</script>
    <script type="module" src="lms-runtime.js"></script>
  </head>
  <body>
    <main id="boardlets-lms"></main>
  </body>
</html>
`;
}

/** imsmanifest.xml for SCORM 1.2 (IMS CP 1.1.2, ADL CP 1.2). */
function manifest12(settings, files) {
  const id = ncname(settings.title);
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="${id}-org">
    <organization identifier="${id}-org">
      <title>${xml(settings.title)}</title>
      <item identifier="${id}-item" identifierref="${id}-sco" isvisible="true">
        <title>${xml(settings.title)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="${id}-sco" type="webcontent" adlcp:scormtype="sco" href="index.html">
${files.map((f) => `      <file href="${xml(f)}"/>`).join('\n')}
    </resource>
  </resources>
</manifest>
`;
}

/** imsmanifest.xml for SCORM 2004 4th edition (IMS CP 1.1.4, ADL CP 1.3). */
function manifest2004(settings, files) {
  const id = ncname(settings.title);
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="${id}-org">
    <organization identifier="${id}-org">
      <title>${xml(settings.title)}</title>
      <item identifier="${id}-item" identifierref="${id}-sco">
        <title>${xml(settings.title)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="${id}-sco" type="webcontent" adlcp:scormType="sco" href="index.html">
${files.map((f) => `      <file href="${xml(f)}"/>`).join('\n')}
    </resource>
  </resources>
</manifest>
`;
}

/** H5P.Boardlets' editor fields: the game, its attributes, a title, and how many seeded puzzles. */
export const SEMANTICS = [
  { name: 'title', type: 'text', label: 'Title', description: 'Shown above the game (optional).', optional: true, importance: 'high' },
  {
    name: 'game',
    type: 'select',
    label: 'Game',
    importance: 'high',
    default: 'checkbox-squares',
    options: [
      { value: 'checkbox-squares', label: 'Checkbox Squares (puzzle)' },
      { value: 'stained-glass-board', label: 'Stained Glass (puzzle)' },
      { value: 'infection-board', label: 'Infection (against the computer)' },
      { value: 'kites-board', label: 'Kites (against the computer)' },
    ],
  },
  {
    name: 'attributes',
    type: 'list',
    label: 'Attributes',
    description: "The game's attributes, as on the element: seed, variant, difficulty, solvable... (docs/elements.md).",
    importance: 'medium',
    optional: true,
    entity: 'attribute',
    min: 0,
    max: 20,
    field: {
      name: 'attribute',
      type: 'group',
      label: 'Attribute',
      fields: [
        { name: 'name', type: 'text', label: 'Name', maxLength: 40 },
        { name: 'value', type: 'text', label: 'Value (empty for a boolean attribute that is on)', optional: true, maxLength: 200 },
      ],
    },
  },
  { name: 'puzzles', type: 'number', label: 'Puzzles in the set', description: 'More than 1: that many puzzles seeded <seed>-1, <seed>-2...', min: 1, max: 50, default: 1, importance: 'low' },
];

/** The H5P library's library.json. */
function libraryJson() {
  return {
    title: 'Boardlets',
    description: 'Small abstract board games and puzzles (Checkbox Squares, Stained Glass, Infection, Kites) with scores.',
    machineName: 'H5P.Boardlets',
    majorVersion: 1,
    minorVersion: 0,
    patchVersion: 0,
    runnable: 1,
    author: 'Boardlets',
    license: 'MIT',
    embedTypes: ['iframe'],
    coreApi: { majorVersion: 1, minorVersion: 19 },
    preloadedJs: [{ path: 'boardlets-h5p.js' }],
    preloadedCss: [{ path: 'lms.css' }],
  };
}

/**
 * Every file of the package (path in the zip to contents), manifest first.
 * @returns {Map<string, Buffer | string>}
 */
export function packageFiles(options, cdnDir = CDN_DIR) {
  const settings = settingsOf(options);
  const cdn = cdnFiles(cdnDir);
  const runtime = readFileSync(join(HERE, 'lms-runtime.mjs'));
  const css = readFileSync(join(HERE, 'lms.css'));
  if (settings.format === 'h5p') {
    const lib = 'H5P.Boardlets-1.0';
    const base = settings.base ?? (settings.games.length === 1 ? { ...settings.games[0], puzzles: 1 } : null);
    if (!base) throw new Error('boardlets-pack: an .h5p plays one game, or a set of seeded puzzles of one game (--puzzles); use SCORM for a set from --config.');
    const content = {
      title: settings.title,
      game: base.game,
      attributes: Object.entries(base.attributes ?? {}).map(([name, value]) => ({ name, value: String(value) })),
      puzzles: base.puzzles,
    };
    const h5p = {
      title: settings.title,
      language: settings.lang,
      mainLibrary: 'H5P.Boardlets',
      embedTypes: ['iframe'],
      license: 'U',
      defaultLanguage: settings.lang,
      preloadedDependencies: [{ machineName: 'H5P.Boardlets', majorVersion: '1', minorVersion: '0' }],
    };
    const files = new Map([
      ['h5p.json', JSON.stringify(h5p, null, 2)],
      ['content/content.json', JSON.stringify(content, null, 2)],
      [`${lib}/library.json`, JSON.stringify(libraryJson(), null, 2)],
      [`${lib}/semantics.json`, JSON.stringify(SEMANTICS, null, 2)],
      [`${lib}/boardlets-h5p.js`, readFileSync(join(HERE, 'boardlets-h5p.cjs'))],
      [`${lib}/lms-runtime.js`, runtime],
      [`${lib}/lms.css`, css],
    ]);
    for (const [path, data] of cdn) files.set(`${lib}/${path}`, data);
    return files;
  }
  const body = new Map([
    ['index.html', launchPage(settings)],
    ['lms-runtime.js', runtime],
    ['lms.css', css],
    ...cdn,
  ]);
  const list = [...body.keys()];
  const manifest = settings.format === 'scorm2004' ? manifest2004(settings, list) : manifest12(settings, list);
  return new Map([['imsmanifest.xml', manifest], ...body]);
}
