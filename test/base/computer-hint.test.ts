// The shared controllers on a tiny host of their own: the computer's turns
// (started after a render, stopped by undo, undo and redo going back to a
// person's turn, a failure halting it) and hints (kept for their position,
// dropped when the game moves on, one search at a time).
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { LitElement } from 'lit';
import { ComputerController } from '../../src/base/controllers/computer.js';
import { HintController } from '../../src/base/controllers/hint.js';

/** A game of nothing: each move says who moved and who moves next; states are fresh objects, as a Session's. */
class TinyGame {
  #states: object[] = [{}];
  #moves: { player: number; next: number }[] = [];
  #position = 0;

  get state(): object {
    return this.#states[this.#position]!;
  }

  get ply(): number {
    return this.#position;
  }

  get history(): readonly { player: number }[] {
    return this.#moves.slice(0, this.#position);
  }

  get canRedo(): boolean {
    return this.#position < this.#moves.length;
  }

  get toMove(): number | null {
    return this.#position === 0 ? 0 : this.#moves[this.#position - 1]!.next;
  }

  play(next: number): void {
    this.#moves.length = this.#position;
    this.#states.length = this.#position + 1;
    this.#moves.push({ player: this.toMove!, next });
    this.#states.push({});
    this.#position++;
  }

  undo(): boolean {
    if (this.#position === 0) return false;
    this.#position--;
    return true;
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    this.#position++;
    return true;
  }
}

/** Thinks until aborted, then finds nothing. */
const forever = (signal: AbortSignal): Promise<null> => new Promise((resolve) => signal.addEventListener('abort', () => resolve(null)));

class TinyHost extends LitElement {
  game = new TinyGame();
  /** Which seats the computer plays. */
  computerSeats = [false, true];
  /** Every signal the computer thought with. */
  signals: AbortSignal[] = [];
  /** What the computer answers (a seat to pass the move to). */
  answer: (signal: AbortSignal) => Promise<number | null> = forever;
  played: number[] = [];

  readonly turns = new ComputerController<object, number>(
    this,
    {
      game: () => this.game,
      players: () => this.computerSeats.length,
      play: (next) => {
        this.played.push(next);
        this.game.play(next);
        this.requestUpdate();
      },
    },
    {
      isComputer: (player) => this.computerSeats[player] === true,
      think: (_state, _ply, signal) => {
        this.signals.push(signal);
        return this.answer(signal);
      },
      replyPauseMs: 0,
      watchPauseMs: 0,
      watch: 'ktWatch',
      wait: 'ktWait',
    },
  );

  readonly hints = new HintController<object, string>(this, () => this.game.state);

  protected override render(): unknown {
    return html`<p>${this.turns.thinking ? 'thinking' : 'waiting'}</p>`;
  }

  /** Moves the game on and renders. */
  async move(next: number): Promise<void> {
    this.game.play(next);
    this.requestUpdate();
    await this.updateComplete;
  }
}
customElements.define('tiny-host', TinyHost);

/** A host whose game has these moves (each the seat that moves next), connected and rendered. */
async function host(moves: number[], setup: (h: TinyHost) => void = () => {}): Promise<TinyHost> {
  const h = document.createElement('tiny-host') as TinyHost;
  for (const next of moves) h.game.play(next);
  setup(h);
  return fixture<TinyHost>(h);
}

/** Waits for a lasting state (only a hang fails it, not a slow machine). */
const until = (check: () => boolean): Promise<void> => waitUntil(check, 'the state never came');

describe('ComputerController', () => {
  it("starts the computer's turn once the render showing it thinking is done, and plays its move", async () => {
    let answer!: (next: number) => void;
    const h = await host([1], (x) => (x.answer = () => new Promise((r) => (answer = r))));
    expect(h.signals).to.have.length(1);
    expect(h.turns.thinking).to.equal(true);
    expect(h.shadowRoot!.textContent).to.contain('thinking');
    answer(0);
    await until(() => h.played.length === 1);
    await h.updateComplete;
    expect(h.turns.thinking).to.equal(false);
    expect(h.game.toMove).to.equal(0);
    expect(h.shadowRoot!.textContent).to.contain('waiting');
  });

  it("aborts the computer's thinking on undo, and takes back the person's move", async () => {
    const h = await host([1]);
    const [signal] = h.signals;
    expect(signal!.aborted).to.equal(false);
    expect(h.turns.undo(() => h.game.undo())).to.equal(true);
    expect(signal!.aborted).to.equal(true);
    expect(h.turns.thinking).to.equal(false);
    expect(h.game.ply).to.equal(0);
    await h.updateComplete;
    // The person's turn: the computer does not start again.
    expect(h.signals).to.have.length(1);
  });

  it("undoes back to the person's previous turn, past the computer's replies, and redoes up to the next", async () => {
    // The person moves, the computer moves twice (an extra move), the person is to move.
    const h = await host([1, 1, 0]);
    expect(h.turns.canUndo).to.equal(true);
    expect(h.turns.undo(() => h.game.undo())).to.equal(true);
    expect(h.game.ply).to.equal(0);
    expect(h.turns.canUndo).to.equal(false);
    expect(h.turns.undo(() => h.game.undo())).to.equal(false);
    expect(h.turns.redo(() => h.game.redo())).to.equal(true);
    expect(h.game.ply).to.equal(3);
    expect(h.game.toMove).to.equal(0);
  });

  it('undoes one move at a time between people, and nothing when the computer plays every seat', async () => {
    const people = await host([1, 0], (x) => (x.computerSeats = [false, false]));
    expect(people.turns.undo(() => people.game.undo())).to.equal(true);
    expect(people.game.ply).to.equal(1);
    const watch = await host([1, 0], (x) => (x.computerSeats = [true, true]));
    expect(watch.turns.canUndo).to.equal(false);
    expect(watch.turns.undo(() => watch.game.undo())).to.equal(false);
    expect(watch.game.ply).to.equal(2);
    expect(watch.signals[0]!.aborted).to.equal(true);
  });

  it('stops thinking when the host leaves the page, and takes up its turn when it comes back', async () => {
    const h = await host([1]);
    const parent = h.parentNode!;
    h.remove();
    expect(h.signals[0]!.aborted).to.equal(true);
    expect(h.turns.thinking).to.equal(false);
    parent.appendChild(h);
    await h.updateComplete;
    expect(h.signals).to.have.length(2);
    expect(h.turns.thinking).to.equal(true);
  });

  it('halts where it failed, with a warning, until reset', async () => {
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (text: string) => warnings.push(text);
    try {
      const h = await host([1], (x) => (x.answer = () => Promise.reject(new Error('broken'))));
      await until(() => h.turns.halted);
      await h.updateComplete;
      expect(h.signals).to.have.length(1);
      expect(warnings.join()).to.contain('<tiny-host>: the computer could not move: broken');
      h.answer = forever;
      h.turns.reset();
      await h.updateComplete;
      expect(h.signals).to.have.length(2);
    } finally {
      console.warn = warn;
    }
  });

  it("holds a computer move's sentence while another computer move follows, and says them together", async () => {
    const h = await host([]);
    const said: ({ said: string; shown: string } | null)[] = [];
    h.turns.playHolding(true, 1, () => said.push(h.turns.release('First.')));
    // The last one ends the game: heard with the result, shown without it (the status line shows it).
    h.turns.playHolding(true, 0, () => said.push(h.turns.release('Second. Player 2 wins.', 'Second.')));
    expect(said).to.deep.equal([null, { said: 'First. Second. Player 2 wins.', shown: 'First. Second.' }]);
    // Between people nothing is held.
    expect(h.turns.playHolding(false, 1, () => h.turns.release('Mine.'))).to.deep.equal({ said: 'Mine.', shown: 'Mine.' });
  });
});

describe('HintController', () => {
  it('keeps a hint for its position only: dropped when the game moves on, not back after undo', async () => {
    const h = await host([]);
    expect(await h.hints.run(async () => 'here')).to.equal('here');
    expect(h.hints.current).to.equal('here');
    await h.move(1);
    expect(h.hints.current).to.equal(null);
    h.game.undo();
    h.requestUpdate();
    await h.updateComplete;
    expect(h.hints.current).to.equal(null);
  });

  it('aborts a search whose position is gone, and shows nothing from it', async () => {
    const h = await host([]);
    let signal!: AbortSignal;
    const pending = h.hints.run((_state, s) => {
      signal = s;
      return forever(s).then(() => 'late');
    });
    expect(h.hints.busy).to.equal(true);
    await h.move(1);
    expect(signal.aborted).to.equal(true);
    expect(h.hints.busy).to.equal(false);
    expect(await pending).to.equal(null);
    expect(h.hints.current).to.equal(null);
  });

  it('runs one search at a time', async () => {
    const h = await host([]);
    let finish!: (hint: string) => void;
    let calls = 0;
    const first = h.hints.run(() => {
      calls++;
      return new Promise<string>((r) => (finish = r));
    });
    const second = await h.hints.run(async () => {
      calls++;
      return 'second';
    });
    expect(second).to.equal(null);
    expect(calls).to.equal(1);
    finish('first');
    expect(await first).to.equal('first');
    expect(h.hints.current).to.equal('first');
    expect(h.hints.busy).to.equal(false);
  });

  it("says it is looking, then that there is none; a request during a search does nothing", async () => {
    const h = await host([]);
    const said: string[] = [];
    let finish!: (shown: boolean) => void;
    let shows = 0;
    const ask = (): void =>
      h.hints.request((s) => said.push(s), {
        may: () => true,
        show: () => {
          shows++;
          return h.hints.run(() => new Promise<string | null>((r) => (finish = (shown) => r(shown ? 'x' : null)))).then((x) => x !== null);
        },
        busy: 'Looking.',
        none: 'None.',
      });
    ask();
    ask();
    expect(shows).to.equal(1);
    expect(said).to.deep.equal(['Looking.']);
    finish(false);
    await until(() => said.length === 2);
    expect(said).to.deep.equal(['Looking.', 'None.']);
  });
});
