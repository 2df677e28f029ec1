import { expect } from '@open-wc/testing';
import * as scorm12 from 'scorm-again/scorm12';
import * as scorm2004 from 'scorm-again/scorm2004';

// scorm-again's ES modules export the classes by name; its types declare a default export.
const { Scorm12API } = scorm12 as unknown as { Scorm12API: typeof scorm12.default };
const { Scorm2004API } = scorm2004 as unknown as { Scorm2004API: typeof scorm2004.default };

/**
 * The SCORM packages that boardlets-pack writes (npm test writes and unpacks
 * them into test-results/lms/ with scripts/lms-packs.mjs), played in an iframe as an
 * LMS plays a SCO, with scorm-again as the LMS's API object in this (the
 * parent) window: `window.API` for SCORM 1.2, `window.API_1484_11` for 2004.
 * The tests read what the LMS received: completion, success, score, session
 * time, exit, and the suspend data a second launch resumes from.
 */
type Api = InstanceType<typeof Scorm12API> | InstanceType<typeof Scorm2004API>;
type Checkbox = HTMLElement & { solution: number[]; ply: number; boardPattern: string; clicksNeeded: number; updateComplete: Promise<unknown> };
interface Launch {
  finish: () => void;
  live: boolean;
}
type LmsWindow = Window & typeof globalThis & { API?: Api; API_1484_11?: Api };

const frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
  delete (window as LmsWindow).API;
  delete (window as LmsWindow).API_1484_11;
});

/** Launches a package's index.html in an iframe and waits for its games to be on the page. */
async function launch(name: string): Promise<{ frame: HTMLIFrameElement; games: Checkbox[]; run: Launch }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:800px;height:700px;border:0';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = `/test-results/lms/${name}/index.html`;
  frames.push(frame);
  document.body.append(frame);
  await loaded;
  const view = frame.contentWindow as Window & { boardletsScorm?: Promise<Launch> };
  expect(view.boardletsScorm, `the launch page of ${name} started (run scripts/lms-packs.mjs after the build)`).to.not.equal(undefined);
  const run = await view.boardletsScorm!;
  const games = [...frame.contentDocument!.querySelectorAll('checkbox-squares')] as Checkbox[];
  await Promise.all(games.map((g) => g.updateComplete));
  return { frame, games, run };
}

/** A box of the puzzle (the right square) of a game in the frame. */
function board(el: Checkbox, index: number): HTMLElement {
  return el.shadowRoot!.querySelector<HTMLElement>(`[data-square="board"][data-box="${index}"]`)!;
}

/** Clicks the boxes of the game's solution: it ends solved, in the fewest clicks. */
async function solve(el: Checkbox): Promise<void> {
  for (const i of [...el.solution]) board(el, i).click();
  await el.updateComplete;
}

/** A box that is not in the solution: a wasted click. */
const wrongBox = (el: Checkbox): number => [0, 1, 2, 3, 4, 5, 6, 7, 8].find((i) => !el.solution.includes(i))!;

/** Removes the frame, as a learner leaving the activity; the page's pagehide ends the session. */
function leave(frame: HTMLIFrameElement): void {
  frame.remove();
  frames.splice(frames.indexOf(frame), 1);
}

const quiet = { logLevel: 5, autocommit: false } as const;

/** Every value the content sets in the LMS, latest last (write-only ones such as exit and session time included). */
function received(api: Api, call: 'LMSSetValue' | 'SetValue'): Map<string, string> {
  const values = new Map<string, string>();
  api.on(`${call}.cmi.*`, (element: string, value: unknown) => {
    values.delete(element);
    values.set(element, String(value));
  });
  return values;
}

describe('SCORM 1.2 package (scorm-again as window.API)', () => {
  it('a solved game: passed, score 100 for the fewest clicks, a session time and a normal exit', async () => {
    const api = new Scorm12API(quiet);
    (window as LmsWindow).API = api;
    const finished: string[] = [];
    api.on('LMSFinish', () => finished.push('LMSFinish'));
    const sent = received(api, 'LMSSetValue');
    const { frame, games, run } = await launch('scorm12-checkbox');
    expect(run.live).to.equal(true);
    expect(api.cmi.core.lesson_status).to.equal('incomplete');
    await solve(games[0]!);
    expect(api.cmi.core.lesson_status).to.equal('passed');
    expect([api.cmi.core.score.raw, api.cmi.core.score.min, api.cmi.core.score.max]).to.deep.equal(['100', '0', '100']);
    leave(frame);
    expect(finished).to.deep.equal(['LMSFinish']);
    expect(sent.get('cmi.core.exit')).to.equal('');
    expect(sent.get('cmi.core.session_time')).to.match(/^\d{4}:\d\d:\d\d\.\d\d$/);
    expect(sent.get('cmi.core.lesson_status')).to.equal('passed');
  });

  it('an unsolved game: incomplete, score 0, suspended; a second launch resumes it, and a wasted click costs score', async () => {
    const api = new Scorm12API(quiet);
    (window as LmsWindow).API = api;
    const sent = received(api, 'LMSSetValue');
    const first = await launch('scorm12-checkbox');
    const el = first.games[0]!;
    const fewest = el.clicksNeeded;
    board(el, wrongBox(el)).click();
    await el.updateComplete;
    const pattern = el.boardPattern;
    expect(api.cmi.core.lesson_status).to.equal('incomplete');
    expect(api.cmi.core.score.raw).to.equal('0');
    leave(first.frame);
    expect(sent.get('cmi.core.exit')).to.equal('suspend');
    const suspend = api.cmi.suspend_data;
    expect(JSON.parse(suspend)).to.include({ v: 1 });

    // The LMS launches the SCO again with what it stored.
    const again = new Scorm12API(quiet);
    again.loadFromJSON({ suspend_data: suspend, core: { entry: 'resume', lesson_status: 'incomplete' } });
    (window as LmsWindow).API = again;
    const second = await launch('scorm12-checkbox');
    const resumed = second.games[0]!;
    expect([resumed.ply, resumed.boardPattern]).to.deep.equal([1, pattern]);
    await solve(resumed);
    expect(resumed.ply).to.equal(fewest + 2);
    expect(again.cmi.core.lesson_status).to.equal('passed');
    expect(again.cmi.core.score.raw).to.equal(String(Math.round((100 * fewest) / (fewest + 2))));
  });
});

describe('SCORM 2004 package (scorm-again as window.API_1484_11)', () => {
  it('a set of six puzzles: progress and score with each solved, completed and passed with all', async () => {
    const api = new Scorm2004API(quiet);
    (window as LmsWindow).API_1484_11 = api;
    const terminated: string[] = [];
    api.on('Terminate', () => terminated.push('Terminate'));
    const sent = received(api, 'SetValue');
    const { frame, games } = await launch('scorm2004-set');
    expect(games.length).to.equal(6);
    expect(new Set(games.map((g) => g.boardPattern)).size, 'six different puzzles').to.be.above(1);
    expect([api.cmi.completion_status, api.cmi.success_status]).to.deep.equal(['incomplete', 'unknown']);
    await solve(games[0]!);
    expect([api.cmi.completion_status, api.cmi.success_status]).to.deep.equal(['incomplete', 'unknown']);
    expect([api.cmi.score.raw, api.cmi.score.scaled, api.cmi.progress_measure]).to.deep.equal(['17', '0.17', '0.1667']);
    const nav = [...frame.contentDocument!.querySelectorAll<HTMLButtonElement>('.boardlets-lms-nav button')];
    expect(nav.map((b) => b.textContent)).to.deep.equal(['1 ✓', '2', '3', '4', '5', '6']);
    for (const [i, el] of games.entries()) {
      if (i === 0) continue;
      nav[i]!.click();
      expect(el.closest('section')!.hidden).to.equal(false);
      await solve(el);
    }
    expect([api.cmi.completion_status, api.cmi.success_status]).to.deep.equal(['completed', 'passed']);
    expect([api.cmi.score.raw, api.cmi.score.scaled, api.cmi.progress_measure]).to.deep.equal(['100', '1', '1']);
    leave(frame);
    expect(terminated).to.deep.equal(['Terminate']);
    expect(sent.get('cmi.exit')).to.equal('normal');
    expect(sent.get('cmi.session_time')).to.match(/^PT\d+H\d+M\d+\.\d\dS$/);
  });

  it('an unsolved set: incomplete, unknown success, suspended on the puzzle the learner was at, and resumed there', async () => {
    const api = new Scorm2004API(quiet);
    (window as LmsWindow).API_1484_11 = api;
    const sent = received(api, 'SetValue');
    const first = await launch('scorm2004-set');
    await solve(first.games[1]!);
    const nav = first.frame.contentDocument!.querySelectorAll<HTMLButtonElement>('.boardlets-lms-nav button');
    nav[3]!.click();
    const el = first.games[3]!;
    board(el, wrongBox(el)).click();
    await el.updateComplete;
    const pattern = el.boardPattern;
    leave(first.frame);
    expect([api.cmi.completion_status, api.cmi.success_status, sent.get('cmi.exit')]).to.deep.equal(['incomplete', 'unknown', 'suspend']);
    expect(api.cmi.score.raw).to.equal('17');
    expect(api.cmi.suspend_data.length, 'six puzzles fit SCORM 1.2\'s 4,096 characters with room to spare').to.be.below(1000);

    const again = new Scorm2004API(quiet);
    again.loadFromJSON({ suspend_data: api.cmi.suspend_data, entry: 'resume' });
    (window as LmsWindow).API_1484_11 = again;
    const second = await launch('scorm2004-set');
    const shown = second.games.findIndex((g) => !g.closest('section')!.hidden);
    expect(shown, 'the puzzle the learner left on').to.equal(3);
    expect([second.games[3]!.ply, second.games[3]!.boardPattern, second.games[1]!.ply]).to.deep.equal([1, pattern, first.games[1]!.ply]);
    const labels = [...second.frame.contentDocument!.querySelectorAll('.boardlets-lms-nav button')].map((b) => b.textContent);
    expect(labels).to.deep.equal(['1', '2 ✓', '3', '4', '5', '6']);
  });
});

describe('a SCORM package without an LMS', () => {
  it('plays, and warns that no result is recorded', async () => {
    const { games, run } = await launch('scorm12-checkbox');
    expect(run.live).to.equal(false);
    expect(games.length).to.equal(1);
  });
});
