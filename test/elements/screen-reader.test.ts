// Issue 27, "accessibility, proven by listening": each game is played to its
// end by someone who only hears it. A virtual screen reader
// (@guidepup/virtual-screen-reader) listens to the game's shadow tree: what
// it says when the focus moves, and what the live region announces. The test
// presses only the documented keys (Tab, arrows, Enter, h, Ctrl+Z, Ctrl+Y)
// and chooses every move from what it heard: it asks for a hint, parses the
// squares the hint names, walks there with the arrow keys by the names it
// hears, and plays. Each game's transcript (the keys and every phrase heard,
// in order) must equal test/fixtures/transcripts/<game>.txt, which a
// reviewer can read; `BOARDLETS_RECORD_TRANSCRIPTS=1` rewrites them.
//
// So that the same keys give the same transcript on any machine, nothing
// moves (reduced motion); hints are bounded by positions, never by the clock
// (issue 23), and the computers here are seeded `greedy`; the searches also
// think on the page (no worker) against a clock that advances a fixed step
// each time it is read, so anything else that reads the clock does the same
// work every time, however busy the machine is. Chromium and Firefox hear the
// same transcripts.
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import type { TemplateResult } from 'lit';
import '../../src/index.js';
import { resetThinking } from '../../src/base/think-client.js';
import type { CheckboxSquares } from '../../src/checkbox-squares.js';
import type { InfectionBoard } from '../../src/infection-board.js';
import type { StainedGlassBoard } from '../../src/stained-glass-board.js';
import type { KitesBoard } from '../../src/kites-board.js';
import { waitUntil } from '../wait.js';
import { press } from './helpers.js';

type Game = CheckboxSquares | InfectionBoard | StainedGlassBoard | KitesBoard;

/** A screen-reader user's session with one game: keys pressed, phrases heard. */
class Listener {
  readonly lines: string[] = [];
  /** Phrases heard so far that the transcript has taken. */
  #taken = 0;
  /** Live-region phrases of the last step (a step: one key and what follows it). */
  step: string[] = [];

  constructor(readonly el: Game) {}

  static async start(template: TemplateResult): Promise<Listener> {
    // Without motion, so that nothing waits on an animation. (Square names no longer do: Stained Glass's
    // "last move to here" is said at once, not once the tile has landed; its board test checks that.)
    const host = await fixture<HTMLElement>(html`<boardlets-settings motion="reduce"><button id="before">before</button>${template}</boardlets-settings>`);
    const el = host.querySelector<Game>('checkbox-squares, infection-board, stained-glass-board, kites-board')!;
    await el.updateComplete;
    host.querySelector<HTMLButtonElement>('#before')!.focus();
    await virtual.start({ container: el.shadowRoot!.querySelector('.root')! });
    const listener = new Listener(el);
    await listener.#take();
    return listener;
  }

  /** Waits for the game's rendering and the screen reader's own microtasks, then takes what it said since the last step. */
  async #take(): Promise<string[]> {
    await this.el.updateComplete;
    for (let i = 0; i < 4; i++) await Promise.resolve();
    const all = await virtual.spokenPhraseLog();
    const fresh = all.slice(this.#taken);
    this.#taken = all.length;
    this.lines.push(...fresh);
    return fresh;
  }

  /** Presses `key` (a chord like Control+z), waits until `settled` holds, and returns what was heard. */
  async key(key: string, settled: () => unknown = () => true): Promise<string[]> {
    this.lines.push(`> ${key}`);
    await press(key);
    try {
      await waitUntil(settled, `after ${key}`);
    } catch (error) {
      await this.#take();
      throw new Error(`${(error as Error).message}; the last phrases heard:\n${this.lines.slice(-12).join('\n')}`, { cause: error });
    }
    const heard = await this.#take();
    this.step = heard.filter((p) => p.startsWith('polite:') || p.startsWith('assertive:'));
    const repeated = this.step.filter((p, i) => this.step.indexOf(p) !== i);
    expect(repeated, `heard twice after ${key}: ${heard.join(' / ')}`).to.deep.equal([]);
    return heard;
  }

  /** The last phrase heard when the focus moved (the focused control's role, name and state). */
  get focus(): string {
    return [...this.lines].reverse().find((l) => !l.startsWith('>') && !l.startsWith('polite:')) ?? '';
  }

  /** The last live-region phrase. */
  get said(): string {
    return ([...this.lines].reverse().find((l) => l.startsWith('polite:')) ?? '').replace(/^polite: /, '').trim();
  }

  /** Walks the focus with the arrow keys to the square named `to` (a1 bottom-left), reading each square's name as it is spoken. */
  async walkTo(to: string, name: (focus: string) => string | null): Promise<void> {
    for (let steps = 0; steps < 40; steps++) {
      const at = name(this.focus);
      if (at === null) throw new Error(`no square name in "${this.focus}"`);
      if (at === to) return;
      const dx = to.charCodeAt(0) - at.charCodeAt(0);
      const dy = Number(to.slice(1)) - Number(at.slice(1));
      await this.key(dx > 0 ? 'ArrowRight' : dx < 0 ? 'ArrowLeft' : dy > 0 ? 'ArrowUp' : 'ArrowDown');
    }
    throw new Error(`never reached ${to}`);
  }

  /** Compares the transcript with its fixture (or records it). */
  async check(name: string): Promise<void> {
    await virtual.stop();
    const text = `${this.lines.join('\n')}\n`;
    const { expected } = await executeServerCommand<{ expected: string | null }, { name: string; text: string }>('transcript', { name, text });
    expect(expected, `no fixture test/fixtures/transcripts/${name}.txt: record it with BOARDLETS_RECORD_TRANSCRIPTS=1`).to.be.a('string');
    expect(text).to.equal(expected);
  }
}

/** The square name a spoken grid cell starts with ("gridcell, c3, empty" gives c3). */
const squareName = (focus: string): string | null => /\b([a-j](?:10|[1-9]))\b/.exec(focus)?.[1] ?? null;

describe('Playing by ear (virtual screen reader)', function () {
  this.timeout(120_000);
  const realNow = performance.now;
  const RealWorker = globalThis.Worker;

  before(() => {
    // The same work for every search on every machine: on the page, with a clock that only counts its readings.
    let clock = realNow.call(performance);
    performance.now = () => (clock += 0.05);
    resetThinking();
    (globalThis as { Worker?: unknown }).Worker = undefined;
  });
  after(() => {
    performance.now = realNow;
    globalThis.Worker = RealWorker;
    resetThinking();
  });
  afterEach(() => virtual.stop());

  it('Checkbox Squares (variant 1): hints, clicks, undo, redo, the result and a refusal', async () => {
    const sr = await Listener.start(html`<checkbox-squares variant="1" seed="by-ear"></checkbox-squares>`);
    const el = sr.el as CheckboxSquares;
    await sr.key('Tab');
    await sr.key('Tab');
    let first = true;
    while (!el.isOver) {
      const ply = el.ply;
      await sr.key('h', () => sr.el.announcement.startsWith('Hint'));
      expect(sr.said).to.match(/^Hint: click row \d, column \d of the puzzle\.$/);
      await sr.key('Enter', () => el.ply === ply + 1);
      expect(sr.step.length, 'every click is heard').to.equal(1);
      if (first) {
        first = false;
        await sr.key('Control+z', () => el.ply === ply);
        await sr.key('Control+y', () => el.ply === ply + 1);
      }
    }
    expect(sr.said).to.match(/Solved in \d+ moves!$/);
    await sr.key('Enter');
    expect(sr.step).to.have.length(1);
    await sr.check('checkbox-squares');
  });

  it('Stained Glass (a small board proven to finish): hints, selections, a refusal and the result', async () => {
    const sr = await Listener.start(html`<stained-glass-board rows="3" cols="4" palette="primaries" solvable seed="by-ear"></stained-glass-board>`);
    const el = sr.el as StainedGlassBoard;
    // The board is being found when the element starts: Tab reaches Stop, the reader hears when it is
    // ready, and the focus goes from Stop (gone with the search) to the board.
    await sr.key('Tab', () => /^Board ready/.test(el.announcement) && el.shadowRoot!.activeElement?.matches('[role="gridcell"]'));
    let refused = false;
    while (!el.isOver) {
      const ply = el.ply;
      await sr.key('h', () => /^Hint/.test(el.announcement));
      const hint = /on ([a-j]\d+) over ([a-j]\d+) to ([a-j]\d+)/.exec(sr.said);
      expect(hint, sr.said).to.not.equal(null);
      await sr.key('Enter', () => /^Selected/.test(el.announcement));
      await sr.walkTo(hint![3]!, squareName);
      await sr.key('Enter', () => el.ply === ply + 1);
      if (!refused && !el.isOver) {
        refused = true;
        // The square the tile left is black now: nothing there can move.
        await sr.walkTo(hint![1]!, squareName);
        await sr.key('Enter');
        expect(sr.step).to.have.length(1);
      }
    }
    await sr.check('stained-glass');
  });

  it('Kites against the computer: hints, moves, the replies, a refusal and the result', async () => {
    const sr = await Listener.start(html`<kites-board size="1" difficulty="greedy" seed="by-ear"></kites-board>`);
    const el = sr.el as KitesBoard;
    const myTurn = (): boolean => el.isOver || (!el.thinking && el.toMove === 0);
    await sr.key('Tab');
    let refused = false;
    while (!el.isOver) {
      const ply = el.ply;
      await sr.key('h', () => /^Hint/.test(el.announcement));
      await sr.key('Enter', () => el.ply > ply && myTurn());
      if (!refused && !el.isOver) {
        refused = true;
        // The kite just played is taken: a second Enter on it is refused.
        await sr.key('Enter');
        expect(sr.step).to.have.length(1);
        // Undo takes back the computer's reply too, and Redo plays both again: each says the scores and whose turn.
        const after = el.ply;
        await sr.key('Control+z', () => el.ply === ply && myTurn());
        await sr.key('Control+y', () => el.ply === after && myTurn());
      }
    }
    await sr.check('kites');
  });

  it('Infection against the computer: hints, moves, the replies, a refusal and the result', async () => {
    const sr = await Listener.start(html`<infection-board size="4" obstacles="0" difficulty="greedy" seed="by-ear"></infection-board>`);
    const el = sr.el as InfectionBoard;
    await sr.key('Tab');
    let refused = false;
    while (!el.isOver) {
      const ply = el.ply;
      await sr.key('h', () => /^Hint/.test(el.announcement));
      const hint = /([a-j]\d+)\D+([a-j]\d+)/.exec(sr.said);
      if (!refused) {
        refused = true;
        // An empty square (the first one heard down the column) has no piece to pick up.
        for (let i = 0; i < 3 && !/, empty/.test(sr.focus); i++) await sr.key('ArrowDown');
        await sr.key('Enter');
        expect(sr.step).to.have.length(1);
        await sr.walkTo(hint![1]!, squareName);
      }
      await sr.key('Enter', () => /^Picked up/.test(el.announcement));
      await sr.walkTo(hint![2]!, squareName);
      await sr.key('Enter', () => el.isOver || (el.ply > ply && !el.thinking && /Your turn\.$/.test(el.announcement)));
      if (ply === 0 && !el.isOver) {
        // Undo takes back the computer's reply too, and Redo plays both again: each says the score and whose turn.
        const after = el.ply;
        await sr.key('Control+z', () => el.ply === ply && !el.thinking);
        await sr.key('Control+y', () => el.ply === after && !el.thinking);
      }
    }
    await sr.check('infection');
  });
});
