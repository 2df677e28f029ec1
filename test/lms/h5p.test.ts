import { expect } from '@open-wc/testing';

/**
 * The .h5p that boardlets-pack writes (npm test writes it and unpacks it into
 * test-results/lms/h5p-checkbox/ with scripts/lms-packs.mjs), played by h5p-standalone
 * (H5P's own player core, no server) as Moodle's or WordPress's H5P would:
 * the content type H5P.Boardlets mounts the game in H5P's iframe and reports
 * through H5P's xAPI dispatcher, whose statements are recorded here.
 */
interface Statement {
  verb: { id: string };
  result?: { score?: { raw: number; min: number; max: number; scaled: number }; completion?: boolean; success?: boolean; response?: string };
}
type Checkbox = HTMLElement & { solution: number[]; clicksNeeded: number; ply: number; boardPattern: string; updateComplete: Promise<unknown> };
type Instance = { getCurrentState(): unknown; getScore(): number; getMaxScore(): number };
type PlayerWindow = Window & {
  H5P?: { instances: Instance[] };
  H5PStandalone?: { H5P: new (el: HTMLElement, options: Record<string, unknown>) => Promise<unknown> };
};

const STANDALONE = '/node_modules/h5p-standalone/dist';
const verb = (s: Statement): string => s.verb.id.replace(/^.*\//, '');

/** Loads h5p-standalone's player (a classic script that sets window.H5PStandalone and window.H5P). */
async function loadPlayer(): Promise<NonNullable<PlayerWindow['H5PStandalone']>> {
  const view = window as PlayerWindow;
  if (!view.H5PStandalone) {
    const script = document.createElement('script');
    script.src = `${STANDALONE}/main.bundle.js`;
    const loaded = new Promise((resolve, reject) => {
      script.addEventListener('load', resolve, { once: true });
      script.addEventListener('error', () => reject(new Error(`could not load ${script.src}`)), { once: true });
    });
    document.head.append(script);
    await loaded;
  }
  return view.H5PStandalone!;
}

/** Plays the unpacked .h5p in a new h5p-standalone player (resuming `state` if given); resolves once the game is shown. */
async function play(state?: unknown): Promise<{ host: HTMLElement; frame: HTMLIFrameElement; el: Checkbox }> {
  const player = await loadPlayer();
  const host = document.createElement('div');
  host.style.width = '800px';
  document.body.append(host);
  await new player.H5P(host, {
    h5pJsonPath: '/test-results/lms/h5p-checkbox',
    frameJs: `${STANDALONE}/frame.bundle.js`,
    frameCss: `${STANDALONE}/styles/h5p.css`,
    ...(state === undefined ? {} : { contentUserData: [{ state: JSON.stringify(state) }], saveFreq: 600 }),
  });
  const frame = host.querySelector('iframe')!;
  const doc = frame.contentDocument!;
  // The content type mounts the game once its files loaded: wait for it to be on the page.
  const el = await new Promise<Checkbox>((resolve) => {
    const found = (): boolean => {
      const game = doc.querySelector('checkbox-squares');
      if (game) resolve(game as Checkbox);
      return !!game;
    };
    if (found()) return;
    const observer = new MutationObserver(() => found() && observer.disconnect());
    observer.observe(doc, { childList: true, subtree: true });
  });
  await (frame.contentWindow as Window & typeof globalThis).customElements.whenDefined('checkbox-squares');
  await el.updateComplete;
  return { host, frame, el };
}

describe('H5P content type H5P.Boardlets (in h5p-standalone)', () => {
  it('emits attempted, interacted per move, then answered and completed with the score', async () => {
    const packed = await fetch('/test-results/lms/h5p-checkbox/h5p.json');
    expect(packed.ok, 'the unpacked .h5p in test-results/lms/ (run `node scripts/lms-packs.mjs` after the build)').to.equal(true);
    const player = await loadPlayer();
    const statements: Statement[] = [];
    const waiting: [string, () => void][] = [];
    // test/lms/h5p-relay.js, loaded in H5P's frame before the content starts, posts each statement here.
    const record = (event: MessageEvent): void => {
      const data = event.data as { type?: string; statement?: Statement } | undefined;
      if (data?.type !== 'boardlets-test:xapi' || !data.statement) return;
      statements.push(data.statement);
      for (const [name, resolve] of waiting) if (name === verb(data.statement)) resolve();
    };
    window.addEventListener('message', record);
    const seen = (name: string): Promise<void> => new Promise((resolve) => (statements.some((s) => verb(s) === name) ? resolve() : waiting.push([name, resolve])));

    const host = document.createElement('div');
    host.style.width = '800px';
    document.body.append(host);
    await new player.H5P(host, {
      h5pJsonPath: '/test-results/lms/h5p-checkbox',
      frameJs: `${STANDALONE}/frame.bundle.js`,
      frameCss: `${STANDALONE}/styles/h5p.css`,
      customJs: '/test/lms/h5p-relay.js',
    });
    await seen('attempted');
    const frame = host.querySelector('iframe')!;
    const el = frame.contentDocument!.querySelector('checkbox-squares') as Checkbox;
    expect(el, 'the game in H5P\'s frame').to.not.equal(null);
    await el.updateComplete;
    expect(el.getAttribute('seed')).to.equal('lms');
    expect(frame.contentDocument!.querySelector('.boardlets-lms h1')!.textContent).to.equal('Checkbox Squares in H5P');

    const fewest = el.clicksNeeded;
    const box = (i: number): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>(`[data-square="board"][data-box="${i}"]`)!;
    box([0, 1, 2, 3, 4, 5, 6, 7, 8].find((i) => !el.solution.includes(i))!).click();
    await el.updateComplete;
    for (const i of [...el.solution]) box(i).click();
    await seen('completed');

    expect(statements.map(verb)).to.deep.equal(['attempted', ...Array<string>(fewest + 2).fill('interacted'), 'answered', 'completed']);
    const score = Math.round((100 * fewest) / (fewest + 2));
    for (const s of statements.slice(-2)) {
      expect(s.result).to.deep.include({ completion: true, success: true });
      expect(s.result!.score).to.deep.equal({ min: 0, max: 100, raw: score, scaled: score / 100 });
    }
    expect(statements[1]!.result!.response).to.match(/^b\d$/);
    window.removeEventListener('message', record);
    host.remove();
  });

  it('keeps its state for H5P (getCurrentState) and resumes from it (previousState)', async () => {
    const first = await play();
    const box = (el: Checkbox, i: number): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>(`[data-square="board"][data-box="${i}"]`)!;
    box(first.el, [0, 1, 2, 3, 4, 5, 6, 7, 8].find((i) => !first.el.solution.includes(i))!).click();
    await first.el.updateComplete;
    const pattern = first.el.boardPattern;
    const instance = (first.frame.contentWindow as PlayerWindow).H5P!.instances[0]!;
    expect([instance.getScore(), instance.getMaxScore()]).to.deep.equal([0, 100]);
    const state = JSON.parse(JSON.stringify(instance.getCurrentState())) as { v: number };
    expect(state.v).to.equal(1);
    first.host.remove();

    const second = await play(state);
    expect([second.el.ply, second.el.boardPattern]).to.deep.equal([1, pattern]);
    second.host.remove();
  });
});
