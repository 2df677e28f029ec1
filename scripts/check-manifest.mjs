#!/usr/bin/env node
// Fails when the committed custom-elements.json is not what
// `cem analyze` makes from the current source: run `npm run analyze` and
// commit the result.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// cem joins --outdir to the working directory, so the scratch copy goes under node_modules/.cache.
const out = join('node_modules', '.cache', `cem-check-${process.pid}`);
try {
  const r = spawnSync('node_modules/.bin/cem', ['analyze', '--outdir', out], { encoding: 'utf8' });
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    process.exit(1);
  }
  const fresh = JSON.parse(readFileSync(join(out, 'custom-elements.json'), 'utf8'));
  const committed = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  if (JSON.stringify(fresh) !== JSON.stringify(committed)) {
    console.error('custom-elements.json is stale: run `npm run analyze` and commit the result.');
    process.exit(1);
  }
  console.log('custom-elements.json matches the source.');
} finally {
  rmSync(out, { recursive: true, force: true });
}
