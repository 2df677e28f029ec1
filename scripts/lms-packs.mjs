#!/usr/bin/env node
// Builds the LMS packages the tests play (npm test runs it after the build):
// a SCORM 1.2 package of one Checkbox Squares, a SCORM 2004 package of a set
// of six seeded ones, and an .h5p of one. Each is written as a zip to
// test-results/lms/<name>.zip (.h5p) by boardlets-pack's own code, then read back
// (every entry checked against its CRC-32) and unpacked beside it into
// test-results/lms/<name>/, which is what the browser tests serve: what the tests
// play is what the zip holds. test/node/lms-pack.test.mjs validates the
// manifests against the SCORM schemas.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageFiles } from '../bin/lms/pack.mjs';
import { readZip, writeZip } from '../bin/lms/zip.mjs';

const OUT = fileURLToPath(new URL('../test-results/lms/', import.meta.url));

/** The packages the tests play: name, and boardlets-pack's options. */
export const TEST_PACKAGES = [
  ['scorm12-checkbox', { format: 'scorm12', game: 'checkbox-squares', attributes: { seed: 'lms', variant: '2' }, title: 'Checkbox Squares & friends <1.2>' }],
  ['scorm2004-set', { format: 'scorm2004', game: 'checkbox-squares', attributes: { seed: 'class-3b' }, puzzles: 6 }],
  ['h5p-checkbox', { format: 'h5p', game: 'checkbox-squares', attributes: { seed: 'lms', variant: '2' }, title: 'Checkbox Squares in H5P' }],
];

rmSync(OUT, { recursive: true, force: true });
for (const [name, options] of TEST_PACKAGES) {
  const zip = writeZip(packageFiles(options));
  const file = join(OUT, `${name}${options.format === 'h5p' ? '.h5p' : '.zip'}`);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(file, zip);
  const files = readZip(zip);
  for (const [path, data] of files) {
    const target = join(OUT, name, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, data);
  }
  console.log(`${name}: ${files.size} files, ${(zip.length / 1024).toFixed(0)} KiB`);
}
