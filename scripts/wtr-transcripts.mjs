// A test-runner command for the screen-reader transcripts
// (test/elements/screen-reader.test.ts): a test sends what the virtual
// screen reader heard while it played a game, and gets back the fixture it
// must equal, test/fixtures/transcripts/<name>.txt. With
// BOARDLETS_RECORD_TRANSCRIPTS=1 the command writes the fixture instead (and
// sends the text back, so the test passes): run that, then read the diff.
//   await executeServerCommand('transcript', { name: 'kites', text })
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'transcripts');
const NAME = /^[a-z0-9-]+$/;

export function transcriptsPlugin() {
  const record = process.env.BOARDLETS_RECORD_TRANSCRIPTS === '1';
  return {
    name: 'transcript',
    async executeCommand({ command, payload }) {
      if (command !== 'transcript') return undefined;
      const { name, text } = payload ?? {};
      if (typeof name !== 'string' || !NAME.test(name) || typeof text !== 'string') {
        throw new Error('transcript: wants { name: lower-case letters, digits and dashes, text: a string }');
      }
      const file = join(DIR, `${name}.txt`);
      if (record) {
        await mkdir(DIR, { recursive: true });
        await writeFile(file, text);
        return { expected: text, recorded: true };
      }
      try {
        return { expected: await readFile(file, 'utf8'), recorded: false };
      } catch {
        return { expected: null, recorded: false };
      }
    },
  };
}
