import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { resetThinking, think, THINK_EVENT, thinkingIn, type PageThinker, type ThinkEventDetail, type ThinkTask } from '../../src/base/think-client.js';
import '../../src/boardlets-settings.js';
import type { InfectionBoard } from '../../src/components/infection/infection-board.js';
import '../../src/infection-board.js';
import '../../src/kites-board.js';
import { createRng } from '../../src/engine/rng.js';
import { Session } from '../../src/engine/session.js';
import { thinkAtaxx } from '../../src/games/ataxx/ai.js';
import { ataxx } from '../../src/games/ataxx/rules.js';
import { think as infectionThink, type ThinkReport } from '../../src/games/infection/ai.js';
import { infection } from '../../src/games/infection/rules.js';
import { hint as kitesHint, think as kitesThink } from '../../src/games/kites/ai.js';
import { kites } from '../../src/games/kites/rules.js';
import { setup } from '../../src/games/stained-glass/rules.js';
import { findSolvableBoard, solveAsync } from '../../src/games/stained-glass/solver.js';

/**
 * Where the computers and solvers think (src/base/think-client.ts): in the
 * page's worker, or on the page when there is none, with the same answers;
 * a stopped task is cancelled and its late answer never used. No timing:
 * every wait is for an event or a result.
 */

/** Every `boardlets-think` event from now on. */
function watch(): ThinkEventDetail[] {
  const seen: ThinkEventDetail[] = [];
  addEventListener(THINK_EVENT, (e) => seen.push((e as CustomEvent<ThinkEventDetail>).detail));
  return seen;
}

/** The next `boardlets-think` event that passes `test`. */
function nextStep(test: (d: ThinkEventDetail) => boolean): Promise<ThinkEventDetail> {
  return new Promise((resolve) => {
    const on = (e: Event): void => {
      const detail = (e as CustomEvent<ThinkEventDetail>).detail;
      if (!test(detail)) return;
      removeEventListener(THINK_EVENT, on);
      resolve(detail);
    };
    addEventListener(THINK_EVENT, on);
  });
}

const RealWorker = globalThis.Worker;

/** Puts `Worker` back and forgets the page's worker, for the next test. */
function restore(): void {
  globalThis.Worker = RealWorker;
  resetThinking();
}

/** A stand-in worker the test drives: it records what it is sent and answers when told. */
class FakeWorker extends EventTarget {
  static last: FakeWorker | null = null;
  static made = 0;
  readonly sent: { type: string; id: number; task?: ThinkTask }[] = [];
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  constructor() {
    super();
    FakeWorker.last = this;
    FakeWorker.made++;
  }
  postMessage(message: { type: string; id: number; task?: ThinkTask }): void {
    this.sent.push(message);
  }
  terminate(): void {}
  /** Answers as the real worker would. */
  reply(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  /** Fails to load, as a worker refused by a policy or missing does. */
  fail(): void {
    const event = new Event('error', { cancelable: true });
    this.onerror?.(event);
  }
}

const infectionStart = Session.start(infection, { size: 6, obstacles: 5 }, 'worker-test').state;
const kitesStart = Session.start(kites, { size: 2 }, 'worker-test').state;
const ataxxStart = Session.start(ataxx, {}, 'worker-test').state;

/** What must match between two reports: all but the clock. */
const searched = (r: ThinkReport | undefined) => r && { move: r.move, score: r.score, depth: r.depth, nodes: r.nodes };

describe('think client: the worker and the page give the same answers', () => {
  afterEach(restore);

  it('every task, for a fixed node budget and RNG seed, in the worker as on the page', async () => {
    const seen = watch();
    const pageReport: ThinkReport[] = [];
    const workerReport: ThinkReport[] = [];
    const page = await infectionThink(infectionStart, 'hard', { rng: createRng('same'), maxNodes: 30_000, onReport: (r) => pageReport.push(r) });
    const inWorker = await think({ task: 'infection', state: infectionStart, options: { difficulty: 'hard', maxNodes: 30_000 }, rng: createRng('same'), onReport: (r) => workerReport.push(r) }, () => {
      throw new Error('thought on the page');
    });
    expect(inWorker).to.deep.equal(page);
    expect(searched(workerReport[0])).to.deep.equal(searched(pageReport[0]));
    expect(workerReport[0]!.nodes).to.be.greaterThan(0);

    const fail = () => Promise.reject(new Error('thought on the page'));
    expect(await think({ task: 'ataxx', state: ataxxStart, options: { difficulty: 'normal', maxNodes: 20_000 }, rng: createRng('a') }, fail)).to.deep.equal(
      await thinkAtaxx(ataxxStart, 'normal', { rng: createRng('a'), maxNodes: 20_000 }),
    );
    expect(await think({ task: 'kites', state: kitesStart, options: { difficulty: 'hard', maxNodes: 20_000 }, rng: createRng('k') }, fail)).to.deep.equal(
      await kitesThink(kitesStart, 'hard', { rng: createRng('k'), maxNodes: 20_000 }),
    );
    expect(await think({ task: 'kites-hint', state: kitesStart, options: { maxNodes: 20_000 }, rng: createRng('h') }, fail)).to.deep.equal(
      await kitesHint(kitesStart, { rng: createRng('h'), maxNodes: 20_000 }),
    );
    const glass = setup({ rows: 5, cols: 5, palette: 'mixed' }, createRng('glass'));
    const solved = await think({ task: 'stained-glass-solve', state: glass, options: { maxNodes: 50_000 } }, fail);
    const onPage = await solveAsync(glass, { maxNodes: 50_000 });
    expect({ ...solved, timeMs: 0 }).to.deep.equal({ ...onPage, timeMs: 0 });
    const shape = { rows: 4, cols: 4, palette: 'mixed' as const };
    expect(await think({ task: 'stained-glass-solvable', state: shape, options: { maxNodes: 20_000 }, rng: createRng('s') }, fail)).to.deep.equal(
      await findSolvableBoard(shape, createRng('s'), { maxNodes: 20_000 }),
    );
    expect(seen.filter((d) => d.phase === 'done').map((d) => `${d.task}:${d.thinkingIn}`)).to.deep.equal(
      ['infection', 'ataxx', 'kites', 'kites-hint', 'stained-glass-solve', 'stained-glass-solvable'].map((t) => `${t}:worker`),
    );
  });

  it('thinks on the page, with the same answer and one console note, where no worker can start', async () => {
    globalThis.Worker = class {
      constructor() {
        throw new DOMException('refused by the page', 'SecurityError');
      }
    } as unknown as typeof Worker;
    resetThinking();
    const notes: string[] = [];
    const info = console.info;
    console.info = (...args: unknown[]) => notes.push(args.join(' '));
    try {
      const seen = watch();
      const ask = () =>
        think({ task: 'infection', state: infectionStart, options: { difficulty: 'hard', maxNodes: 20_000 }, rng: createRng('p') }, (o) => infectionThink(infectionStart, o.difficulty, o));
      const first = await ask();
      expect(await ask()).to.deep.equal(first);
      expect(first).to.deep.equal(await infectionThink(infectionStart, 'hard', { rng: createRng('p'), maxNodes: 20_000 }));
      expect(seen.filter((d) => d.phase === 'done').map((d) => d.thinkingIn)).to.deep.equal(['page', 'page']);
      expect(thinkingIn()).to.equal('page');
    } finally {
      console.info = info;
    }
    expect(notes.length).to.equal(1);
    expect(notes[0]).to.contain('worker-src');
  });

  it('moves the waiting tasks to the page when the worker does not load, and keeps to the page after', async () => {
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    resetThinking();
    FakeWorker.made = 0;
    const info = console.info;
    console.info = () => {};
    try {
      const pageThink: PageThinker<'infection'> = (o) => infectionThink(infectionStart, o.difficulty, o);
      const pending = think({ task: 'infection', state: infectionStart, options: { difficulty: 'hard', maxNodes: 20_000 }, rng: createRng('f') }, pageThink);
      // Nothing is sent before the worker says it is ready; then it fails to load.
      expect(FakeWorker.last!.sent).to.deep.equal([]);
      FakeWorker.last!.fail();
      expect(await pending).to.deep.equal(await infectionThink(infectionStart, 'hard', { rng: createRng('f'), maxNodes: 20_000 }));
      const seen = watch();
      await think({ task: 'infection', state: infectionStart, options: { difficulty: 'greedy' }, rng: createRng('g') }, pageThink);
      expect(seen.map((d) => `${d.phase}:${d.thinkingIn}`)).to.deep.equal(['start:page', 'done:page']);
      expect(FakeWorker.made).to.equal(1);
    } finally {
      console.info = info;
    }
  });
});

describe('think client: stopping', () => {
  afterEach(restore);

  it('a stopped task resolves to null at once, is cancelled in the worker, and its late answer is never used', async () => {
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    resetThinking();
    const seen = watch();
    const page = () => Promise.reject(new Error('thought on the page'));
    const first = new AbortController();
    const a = think({ task: 'infection', state: infectionStart, options: { difficulty: 'hard' }, rng: createRng('a'), signal: first.signal }, page);
    FakeWorker.last!.reply({ type: 'ready' });
    const b = think({ task: 'infection', state: infectionStart, options: { difficulty: 'hard' }, rng: createRng('b') }, page);
    const [sentA, sentB] = FakeWorker.last!.sent as { id: number }[];
    first.abort();
    expect(await a).to.equal(null);
    expect(FakeWorker.last!.sent.at(-1)).to.deep.equal({ type: 'cancel', id: sentA!.id });
    // The first task's answer comes late, then the second's: only the second is used.
    FakeWorker.last!.reply({ type: 'done', id: sentA!.id, task: 'infection', result: { from: 1, to: 2 } });
    FakeWorker.last!.reply({ type: 'done', id: sentB!.id, task: 'infection', result: { from: 3, to: 4 } });
    expect(await b).to.deep.equal({ from: 3, to: 4 });
    expect(seen.map((d) => `${d.id - sentA!.id}:${d.phase}`)).to.deep.equal(['0:start', '1:start', '0:cancel', '0:dropped', '1:done']);
  });

  it('a search cancelled in the real worker stops there before its end', async () => {
    // A search that would run for minutes, and a short one after it: once the short one is answered, the long one is under way.
    const long = new AbortController();
    const started = nextStep((d) => d.phase === 'start');
    const endless = think(
      { task: 'infection', state: infectionStart, options: { difficulty: 'hard', timeBudgetMs: Infinity, maxNodes: 1e12 }, rng: createRng('l'), signal: long.signal },
      () => Promise.reject(new Error('thought on the page')),
    );
    const { id } = await started;
    await think({ task: 'kites', state: kitesStart, options: { difficulty: 'greedy' }, rng: createRng('s') }, () => Promise.reject(new Error('thought on the page')));
    const stopped = nextStep((d) => d.id === id && (d.phase === 'stopped' || d.phase === 'dropped'));
    long.abort();
    expect(await endless).to.equal(null);
    expect((await stopped).phase).to.equal('stopped');
  });
});

describe('think client: the elements', () => {
  afterEach(restore);

  async function calmInfection(difficulty: string): Promise<InfectionBoard> {
    const wrapper = await fixture(html`<boardlets-settings motion="reduce">
      <infection-board seed="worker" obstacles="0" difficulty=${difficulty}></infection-board>
    </boardlets-settings>`);
    const el = wrapper.querySelector('infection-board') as InfectionBoard;
    await el.updateComplete;
    return el;
  }
  const cell = (el: HTMLElement, i: number) => el.shadowRoot!.querySelector<HTMLElement>(`[data-index="${i}"]`)!;

  /** The user's first move (b2 to c3, a duplicate) and the computer's reply; resolves to where it thought. */
  async function moveAndReply(el: InfectionBoard): Promise<ThinkEventDetail> {
    const done = nextStep((d) => d.task === 'infection' && d.phase === 'done');
    const reply = oneEvent(el, 'move');
    cell(el, 7).click();
    await el.updateComplete;
    cell(el, 14).click();
    await reply; // the user's
    const step = await done;
    await oneEvent(el, 'move'); // the computer's
    return step;
  }

  it('the computer plays from the worker, one worker for every game on the page', async () => {
    let made = 0;
    globalThis.Worker = class extends RealWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        made++;
      }
    };
    resetThinking();
    const el = await calmInfection('greedy');
    expect((await moveAndReply(el)).thinkingIn).to.equal('worker');
    const wrapper = await fixture(html`<boardlets-settings motion="reduce"><kites-board seed="worker" seats="computer human"></kites-board></boardlets-settings>`);
    const kitesDone = nextStep((d) => d.task === 'kites' && d.phase === 'done');
    await oneEvent(wrapper.querySelector('kites-board')!, 'move');
    expect((await kitesDone).thinkingIn).to.equal('worker');
    expect(made).to.equal(1);
  });

  it('the computer still plays where no worker can start', async () => {
    globalThis.Worker = undefined as unknown as typeof Worker;
    resetThinking();
    const info = console.info;
    console.info = () => {};
    try {
      const el = await calmInfection('greedy');
      expect((await moveAndReply(el)).thinkingIn).to.equal('page');
      expect(el.ply).to.equal(2);
    } finally {
      console.info = info;
    }
  });

  it('New game while the computer thinks in the worker cancels its search, and its move never comes', async () => {
    // The page's worker started and ready (a first task answered), so the computer's search goes to it at once.
    await think({ task: 'infection', state: infectionStart, options: { difficulty: 'greedy' }, rng: createRng('w') }, () => Promise.reject(new Error('thought on the page')));
    const el = await calmInfection('hard');
    const moves: string[] = [];
    el.addEventListener('move', (e) => moves.push((e as CustomEvent).detail.source));
    const started = nextStep((d) => d.task === 'infection' && d.phase === 'start');
    cell(el, 7).click(); // b2
    await el.updateComplete;
    cell(el, 14).click(); // c3: a duplicate
    const { id, thinkingIn: where } = await started;
    expect(where).to.equal('worker');
    expect(el.thinking).to.equal(true);
    const steps: string[] = [];
    addEventListener(THINK_EVENT, (e) => {
      const d = (e as CustomEvent<ThinkEventDetail>).detail;
      if (d.id === id) steps.push(d.phase);
    });
    const ended = nextStep((d) => d.id === id && (d.phase === 'stopped' || d.phase === 'dropped'));
    el.newGame();
    // The worker answers the cancelled search (stopped, or its answer dropped if it came first): no computer move follows.
    await ended;
    await el.updateComplete;
    expect(steps[0]).to.equal('cancel');
    expect(steps).to.not.include('done');
    expect(el.thinking).to.equal(false);
    expect(el.ply).to.equal(0);
    expect(moves).to.deep.equal(['user']);
  });
});
