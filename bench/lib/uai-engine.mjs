// A UAI engine as a child process, for bench/match.mjs: started from a
// command line, driven line by line, timed from `go` to `bestmove`.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { clearTimeout, setTimeout } from 'node:timers';

/** Splits a command line into words; "double" or 'single' quotes keep spaces. */
export function splitCommand(command) {
  const words = [];
  for (const m of command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) words.push(m[1] ?? m[2] ?? m[3]);
  if (!words.length) throw new Error('an engine needs a command line, like "node bin/boardlets-uai.mjs"');
  return words;
}

/** An engine's answer took too long. */
class TimeoutError extends Error {
  timeout = true;
}

export class UaiEngine {
  /**
   * @param {string} command how to start it, e.g. `node bin/boardlets-uai.mjs`
   * @param {{ options?: [string, string][], label?: string, onLine?: (line: string) => void, onNote?: (text: string) => void }} [settings]
   *   `options` are sent as `setoption` after `uai`; `onNote` hears the engine's `info string` lines outside a search.
   */
  constructor(command, { options = [], label = '', onLine, onNote = () => {} } = {}) {
    this.command = command;
    this.options = options;
    this.label = label;
    this.onLine = onLine;
    this.onNote = onNote;
    /** The engine's `id name` (with the label), once started. */
    this.name = label || command;
    this.child = null;
    this.waiters = [];
    this.exitReason = null;
  }

  /** Starts the process and waits for `uaiok` and `readyok`, options set. */
  async start() {
    const [file, ...args] = splitCommand(this.command);
    this.exitReason = null;
    const child = spawn(file, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    this.child = child;
    child.stdin.on('error', () => {});
    const fail = (reason) => {
      if (this.child !== child) return;
      this.exitReason = reason;
      for (const w of this.waiters.splice(0)) w.reject(new Error(reason));
    };
    child.on('error', (error) => fail(`cannot start "${this.command}": ${error.message}`));
    child.on('exit', (code, signal) => fail(`exited (${signal ?? `code ${code}`})`));
    createInterface({ input: child.stdout, terminal: false }).on('line', (line) => this.#hear(line));
    let name = '';
    this.send('uai');
    await this.#until((line) => {
      if (line.startsWith('id name ')) name = line.slice(8).trim();
      return line === 'uaiok';
    }, 20_000);
    if (name) this.name = this.label ? `${name} ${this.label}` : name;
    for (const [key, value] of this.options) this.send(`setoption name ${key} value ${value}`);
    await this.ready();
  }

  /** Sends `isready` and waits for `readyok` (reporting `info string` lines on the way). */
  async ready() {
    this.send('isready');
    await this.#until((line) => {
      if (line.startsWith('info string')) this.onNote(`${this.name}: ${line}`);
      return line === 'readyok';
    }, 20_000);
  }

  async newGame() {
    this.send('uainewgame');
    await this.ready();
  }

  send(line) {
    if (this.child && !this.exitReason) this.child.stdin.write(`${line}\n`);
  }

  /**
   * Sends the position and the `go` line and waits for `bestmove`, at most
   * `capMs` (then the engine is killed and this rejects with `timeout` set).
   * Resolves to `{ move, ms, depth }`: the move's text, the time from `go` to
   * `bestmove`, and the depth of the last `info depth` line (or null).
   */
  async think(position, go, capMs) {
    if (this.exitReason) throw new Error(this.exitReason);
    this.send(position);
    let depth = null;
    const started = performance.now();
    this.send(go);
    let line;
    try {
      line = await this.#until((l) => {
        const d = /^info .*\bdepth (\d+)/.exec(l);
        if (d) depth = Number(d[1]);
        return l.startsWith('bestmove');
      }, capMs);
    } catch (error) {
      if (error.timeout) this.kill();
      throw error;
    }
    const ms = performance.now() - started;
    return { move: line.split(/\s+/)[1] ?? '', ms, depth };
  }

  /** Says `quit` and waits a little for the process to end, then kills it. */
  async quit() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    this.send('quit');
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(timer);
  }

  /** Ends the process at once; the engine counts as gone from now on (`start` it again to play on). */
  kill() {
    const child = this.child;
    this.exitReason ??= 'killed';
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }

  #hear(line) {
    this.onLine?.(line);
    for (const w of [...this.waiters]) {
      if (!w.test(line)) continue;
      this.waiters.splice(this.waiters.indexOf(w), 1);
      w.resolve(line);
    }
  }

  /** The next line for which `test` is true; rejects when the engine exits or after `ms`. */
  #until(test, ms) {
    if (this.exitReason) return Promise.reject(new Error(this.exitReason));
    return new Promise((resolve, reject) => {
      const w = { test };
      const timer = Number.isFinite(ms)
        ? setTimeout(() => {
            this.waiters.splice(this.waiters.indexOf(w), 1);
            reject(new TimeoutError(`no answer in ${Math.round(ms)} ms`));
          }, ms)
        : null;
      w.resolve = (line) => {
        clearTimeout(timer);
        resolve(line);
      };
      w.reject = (error) => {
        clearTimeout(timer);
        reject(error);
      };
      this.waiters.push(w);
    });
  }
}
